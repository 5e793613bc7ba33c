/** The signed-in teacher's memos (특이사항): list, write, delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMemoRequest, Memo } from '#shared/schemas/timetable.ts';
import { api } from '../../../lib/api-client.ts';
import { timetableKeys } from './lessons.ts';

export function useMemos() {
  return useQuery({ queryKey: timetableKeys.memos, queryFn: () => api.get<Memo[]>('/api/memos') });
}

export function useCreateMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMemoRequest) => api.post<{ id: number }>('/api/memos', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetableKeys.memos }),
  });
}

export function useDeleteMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/api/memos/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetableKeys.memos }),
  });
}
