import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attempt } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** GET /attempts/{id}: the attempt with its questions and saved answers (marks and feedback as the review allows). */
export const getAttempt = (id: string) => api.get<Attempt>(`/attempts/${encodeURIComponent(id)}`);

// Always read again: an attempt under way changes with every save, and a closed one when an essay is marked.
export const attemptQuery = (id: string) =>
  queryOptions({ queryKey: quizTakingKeys.attempt(id), queryFn: () => getAttempt(id), staleTime: 0 });

export const useAttempt = (id: string | null | undefined) =>
  useQuery({ ...attemptQuery(id ?? ''), enabled: Boolean(id) });
