/**
 * The portal's lesson notes: the shared notes of one of the family's students. Asked by the
 * browser only (the server renders the portal as a visitor, who has no family).
 */
import { useQuery } from '@tanstack/react-query';
import type { FamilyNote } from '#shared/schemas/lesson-notes.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export function useFamilyNotes(studentId: number) {
  return useQuery({
    queryKey: ['family', 'notes', studentId] as const,
    queryFn: () => api.get<{ notes: FamilyNote[] }>(withQuery('/api/family/notes', { studentId })),
    meta: { clientOnly: true },
    retry: false,
  });
}
