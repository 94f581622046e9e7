import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizAuthoringKeys } from './query-keys';

/** A mutation of the quiz authoring screens that, when it succeeds, refetches everything they show. */
export function useQuizAuthoringChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: quizAuthoringKeys.all }),
  });
}
