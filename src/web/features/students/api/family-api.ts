/**
 * The student page's 가족 연결: making a sign-in link, the family sessions and late absences
 * of a student, ending sessions (연결 해제) and deciding an absence. Under `['students']`, so
 * an accepted absence (a lesson record) reads the student again too.
 */
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '#shared/schemas/contacts.ts';
import type { AbsenceRequest, FamilyConnections, FamilyLink } from '#shared/schemas/family.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { type StudentRef, studentKeys, useStudentMutation } from './students-api.ts';

const familyPath = (ref: StudentRef, rest = '') =>
  withQuery(`/api/member/${encodeURIComponent(ref.name)}/family${rest}`, {
    teacherId: ref.teacherId || undefined,
  });

export const familyKeys = {
  connections: (ref: StudentRef) => [...studentKeys.all, 'family', ref.teacherId, ref.name] as const,
  requests: (teacherId: string | undefined) =>
    [...studentKeys.all, 'absence-requests', teacherId ?? 'all'] as const,
};

/** Late 결석 신청 still waiting, of the teacher's students (the owner: the chosen teacher's, or all). */
export function useAbsenceRequests(teacherId: string | undefined) {
  return useQuery({
    queryKey: familyKeys.requests(teacherId),
    queryFn: () => api.get<AbsenceRequest[]>(withQuery('/api/member/absence-requests', { teacherId })),
  });
}

export function useFamilyConnections(ref: StudentRef) {
  return useQuery({
    queryKey: familyKeys.connections(ref),
    queryFn: () => api.get<FamilyConnections>(familyPath(ref)),
  });
}

export function useMakeFamilyLink(ref: StudentRef) {
  return useStudentMutation((contactId: number | null) =>
    api.post<FamilyLink>(withQuery('/api/family/links', { teacherId: ref.teacherId || undefined }), {
      studentName: ref.name,
      ...(contactId === null ? {} : { contactId }),
    }),
  );
}

/** The student's contacts, to send a link to one of them. */
export function useStudentContacts(ref: StudentRef) {
  return useQuery({
    queryKey: [...studentKeys.all, 'contacts', ref.teacherId, ref.name] as const,
    queryFn: () =>
      api.get<Contact[]>(
        withQuery(`/api/member/${encodeURIComponent(ref.name)}/contacts`, {
          teacherId: ref.teacherId || undefined,
        }),
      ),
  });
}

export function useEndFamilySession(ref: StudentRef) {
  return useStudentMutation((sessionId: number | 'all') =>
    api.delete<{ message: string }>(familyPath(ref, sessionId === 'all' ? '' : `/sessions/${sessionId}`)),
  );
}

export function useDecideAbsence(ref: StudentRef) {
  return useStudentMutation(({ id, accept }: { id: number; accept: boolean }) =>
    api.post<{ message: string }>(familyPath(ref, `/absences/${id}`), { accept }),
  );
}
