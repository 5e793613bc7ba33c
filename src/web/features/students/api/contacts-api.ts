/** A student's contacts: the list, add, replace, delete. A change reads the list again. */
import { useQuery } from '@tanstack/react-query';
import type { Contact, ContactRequest } from '#shared/schemas/contacts.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import type { StudentRef } from './students-api.ts';

const contactsKey = (ref: StudentRef) => ['students', 'contacts', ref.teacherId, ref.name] as const;
const url = (ref: StudentRef, id?: number) =>
  withQuery(`/api/member/${encodeURIComponent(ref.name)}/contacts${id ? `/${id}` : ''}`, {
    teacherId: ref.teacherId || undefined,
  });

export function useContacts(ref: StudentRef) {
  return useQuery({ queryKey: contactsKey(ref), queryFn: () => api.get<Contact[]>(url(ref)) });
}

type Answer = { message: string; contact: Contact };

export function useSaveContact(ref: StudentRef) {
  return useRefreshingMutation(
    contactsKey(ref),
    ({ id, body }: { id: number | null; body: ContactRequest }) =>
      id === null ? api.post<Answer>(url(ref), body) : api.put<Answer>(url(ref, id), body),
  );
}

export function useDeleteContact(ref: StudentRef) {
  return useRefreshingMutation(contactsKey(ref), (id: number) => api.delete<Answer>(url(ref, id)));
}
