import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from './query-keys';

/** After any change: everything of the learning feature is read again (lists, counts, progress, dashboards). */
export const invalidateLearning = (client: QueryClient) => client.invalidateQueries({ queryKey: learningKeys.all });

/** A mutation of the learning feature that refetches what it touches when it succeeds. */
export function useLearningChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateLearning(client) });
}
