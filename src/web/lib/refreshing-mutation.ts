/**
 * A change that reads its lists again once it is settled: after a refusal too, since another
 * window may have changed the same data meanwhile.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefreshingMutation<Variables, Answer>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
}
