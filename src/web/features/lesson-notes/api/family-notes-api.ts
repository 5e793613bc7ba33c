/** The portal's lesson notes: the shared notes of one of the family's students. */
import type { FamilyNote } from '#shared/schemas/lesson-notes.ts';
import { useFamilyStudentQuery } from '../../../lib/family-student-query.ts';

export function useFamilyNotes(studentId: number) {
  return useFamilyStudentQuery<{ notes: FamilyNote[] }>(
    ['family', 'notes', studentId],
    '/api/family/notes',
    studentId,
  );
}
