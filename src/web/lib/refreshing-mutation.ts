/**
 * A change that reads its lists again once it is settled: after a refusal too, since another
 * window may have changed the same data meanwhile. With `onlyOnSuccess`, once it is done: for a
 * change whose refusal cannot mean the data moved. `also` names other lists the change touches.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefreshingMutation<Variables, Answer>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  { onlyOnSuccess = false, also = [] }: { onlyOnSuccess?: boolean; also?: QueryKey[] } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryKey, ...also].map((key) => queryClient.invalidateQueries({ queryKey: key })));
  return useMutation(onlyOnSuccess ? { mutationFn, onSuccess: refresh } : { mutationFn, onSettled: refresh });
}
