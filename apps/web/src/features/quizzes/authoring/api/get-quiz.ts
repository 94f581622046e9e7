import { useQuery } from '@tanstack/react-query';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { api } from '../../../../lib/api-client';
import { quizAuthoringKeys } from './query-keys';

/** GET /quizzes/{id}: the settings and, for the course's owner, the slots. */
export const useQuiz = (id: string | null | undefined) =>
  useQuery({
    queryKey: quizAuthoringKeys.quiz(id ?? ''),
    queryFn: () => api.get<Quiz>(`/quizzes/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
