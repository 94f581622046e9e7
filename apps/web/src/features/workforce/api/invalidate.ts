import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workforceKeys } from './query-keys';

/**
 * A change of workforce planning: when it succeeds everything of the feature is read again (lists, workloads,
 * fills, the dashboard), since one assignment moves several of them.
 */
export function useWorkforceChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: workforceKeys.all }) });
}
