/** The signed-in teacher's memos (특이사항): list, write, delete. */
import { useQuery } from '@tanstack/react-query';
import type { CreateMemoRequest, Memo } from '#shared/schemas/timetable.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { timetableKeys } from './lessons.ts';

export function useMemos() {
  return useQuery({ queryKey: timetableKeys.memos, queryFn: () => api.get<Memo[]>('/api/memos') });
}

export function useCreateMemo() {
  return useRefreshingMutation(timetableKeys.memos, (request: CreateMemoRequest) =>
    api.post<{ id: number }>('/api/memos', request),
  );
}

export function useDeleteMemo() {
  return useRefreshingMutation(timetableKeys.memos, (id: number) =>
    api.delete<{ id: number }>(`/api/memos/${id}`),
  );
}
