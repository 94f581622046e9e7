import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** GET /quizzes/{id}: the quiz's settings and size (learners never see which questions). */
export const getQuiz = (id: string) => api.get<Quiz>(`/quizzes/${encodeURIComponent(id)}`);

export const quizQuery = (id: string) =>
  queryOptions({ queryKey: quizTakingKeys.quiz(id), queryFn: () => getQuiz(id) });

export const useQuiz = (id: string | null | undefined) => useQuery({ ...quizQuery(id ?? ''), enabled: Boolean(id) });
