import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuestionType } from '@talentpath/contracts/questions';
import type { QuestionBankPage } from '@talentpath/contracts/question-bank';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../../../lib/list-query';
import { quizAuthoringKeys } from './query-keys';

export type BankParams = {
  searchTerm?: string;
  type?: QuestionType;
  /** A category's id, or `none` for questions in no category. */
  categoryId?: string;
  tag?: string;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /courses/{id}/question-bank: a page of questions (answers included) and the bank's categories. */
export const listBank = (courseId: string, params: BankParams) =>
  api.get<QuestionBankPage>(`/courses/${encodeURIComponent(courseId)}/question-bank?${queryString(params)}`);

export const useQuestionBank = (courseId: string | null | undefined, params: BankParams) =>
  useQuery({
    queryKey: quizAuthoringKeys.bank(courseId ?? '', params),
    queryFn: () => listBank(courseId ?? '', params),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
  });
