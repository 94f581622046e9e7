import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from './query-keys';

/**
 * After any change: everything of the learning feature is read again (lists, counts, progress, dashboards). Reads
 * still on their way are cancelled first: TanStack Query lets a query's first read in flight finish instead of
 * starting another, so a list first read while the change was being sent (a search typed just before Assign) kept
 * that read's answer from before the change — "not enrolled" beside a toast saying the learner was enrolled (seen
 * in a CI journey).
 */
export const invalidateLearning = async (client: QueryClient) => {
  await client.cancelQueries({ queryKey: learningKeys.all });
  await client.invalidateQueries({ queryKey: learningKeys.all });
};

/** A mutation of the learning feature that refetches what it touches when it succeeds. */
export function useLearningChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateLearning(client) });
}
