import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAttempts } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** GET /quizzes/{id}/attempts: the learner's own attempts, their grade, and whether they may start one now. */
export const getMyAttempts = (quizId: string) => api.get<MyAttempts>(`/quizzes/${encodeURIComponent(quizId)}/attempts`);

// Always read afresh: whether an attempt may start changes with the clock (opening, closing, a deadline passed).
export const myAttemptsQuery = (quizId: string) =>
  queryOptions({ queryKey: quizTakingKeys.myAttempts(quizId), queryFn: () => getMyAttempts(quizId), staleTime: 0 });

export const useMyAttempts = (quizId: string | null | undefined) =>
  useQuery({ ...myAttemptsQuery(quizId ?? ''), enabled: Boolean(quizId) });
