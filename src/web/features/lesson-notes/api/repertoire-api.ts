/** 레퍼토리 for staff (list, add, move) and for the portal (read). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepertoirePiece, RepertoireStage } from '#shared/schemas/repertoire.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

const key = (studentId: number) => ['students', 'repertoire', studentId] as const;
type Answer = { message: string; piece: RepertoirePiece };

export function useRepertoire(studentId: number) {
  return useQuery({
    queryKey: key(studentId),
    queryFn: () => api.get<{ pieces: RepertoirePiece[] }>(`/api/member/${studentId}/repertoire`),
  });
}

export function useAddPiece(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<Answer>(`/api/member/${studentId}/repertoire`, { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function useMovePiece(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { pieceId: number; stage: RepertoireStage }) =>
      api.put<Answer>(`/api/member/${studentId}/repertoire`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function useFamilyRepertoire(studentId: number) {
  return useQuery({
    queryKey: ['family', 'repertoire', studentId] as const,
    queryFn: () => api.get<{ pieces: RepertoirePiece[] }>(withQuery('/api/family/repertoire', { studentId })),
    meta: { clientOnly: true },
    retry: false,
  });
}
