/**
 * A change that reads its lists again once it is settled: after a refusal too, since another
 * window may have changed the same data meanwhile. With `onlyOnSuccess`, once it is done: for a
 * change whose refusal cannot mean the data moved.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefreshingMutation<Variables, Answer>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  { onlyOnSuccess = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(onlyOnSuccess ? { mutationFn, onSuccess: refresh } : { mutationFn, onSettled: refresh });
}
