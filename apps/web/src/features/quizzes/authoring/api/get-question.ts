import { queryOptions, useQueries } from '@tanstack/react-query';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import { api } from '../../../../lib/api-client';
import { quizAuthoringKeys } from './query-keys';

/** GET /questions/{id}: one question of a bank, answers included. */
export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: quizAuthoringKeys.question(id),
    queryFn: () => api.get<BankQuestion>(`/questions/${encodeURIComponent(id)}`),
  });

/** Several questions by id (a quiz's fixed slots), each cached on its own. */
export const useQuestions = (ids: string[]) => useQueries({ queries: ids.map((id) => questionQuery(id)) });
