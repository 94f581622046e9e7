import { useQuery } from '@tanstack/react-query';
import type { QuizResults } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizAuthoringKeys } from './query-keys';

/** GET /quizzes/{id}/results: attempts per learner, the essays waiting for a mark, per-question statistics. */
export const useQuizResults = (quizId: string | null | undefined) =>
  useQuery({
    queryKey: quizAuthoringKeys.results(quizId ?? ''),
    queryFn: () => api.get<QuizResults>(`/quizzes/${encodeURIComponent(quizId ?? '')}/results`),
    enabled: Boolean(quizId),
  });
