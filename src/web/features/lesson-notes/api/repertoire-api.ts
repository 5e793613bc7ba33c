/** 레퍼토리 for staff (list, add, move) and for the portal (read). */
import { useQuery } from '@tanstack/react-query';
import type { RepertoirePiece, RepertoireStage } from '#shared/schemas/repertoire.ts';
import { api } from '../../../lib/api-client.ts';
import { useFamilyStudentQuery } from '../../../lib/family-student-query.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const key = (studentId: number) => ['students', 'repertoire', studentId] as const;
type Answer = { message: string; piece: RepertoirePiece };

export function useRepertoire(studentId: number) {
  return useQuery({
    queryKey: key(studentId),
    queryFn: () => api.get<{ pieces: RepertoirePiece[] }>(`/api/member/${studentId}/repertoire`),
  });
}

export function useAddPiece(studentId: number) {
  return useRefreshingMutation(key(studentId), (title: string) =>
    api.post<Answer>(`/api/member/${studentId}/repertoire`, { title }),
  );
}

export function useMovePiece(studentId: number) {
  return useRefreshingMutation(key(studentId), (change: { pieceId: number; stage: RepertoireStage }) =>
    api.put<Answer>(`/api/member/${studentId}/repertoire`, change),
  );
}

export function useFamilyRepertoire(studentId: number) {
  return useFamilyStudentQuery<{ pieces: RepertoirePiece[] }>(
    ['family', 'repertoire', studentId],
    '/api/family/repertoire',
    studentId,
  );
}
