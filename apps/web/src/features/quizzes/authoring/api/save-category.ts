import type { QuestionCategory, QuestionCategoryInput } from '@talentpath/contracts/question-bank';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /courses/{courseId}/question-bank/categories, or PUT /question-categories/{id} (rename). */
export const saveCategory = (
  change: { courseId: string; body: QuestionCategoryInput } | { id: string; body: QuestionCategoryInput },
) =>
  'id' in change
    ? api.put<QuestionCategory>(`/question-categories/${encodeURIComponent(change.id)}`, change.body)
    : api.post<QuestionCategory>(
        `/courses/${encodeURIComponent(change.courseId)}/question-bank/categories`,
        change.body,
      );

export const useSaveCategory = () => useQuizAuthoringChange(saveCategory);
