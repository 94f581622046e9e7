import { useAppForm } from '../../../../../lib/form';
import { type QuizDraft, quizFieldOf, quizForm } from './quiz-draft';

/** The quiz form (lib/form.ts): the values, validated by the contract, server errors on their fields. */
export const useQuizForm = (draft: QuizDraft) =>
  useAppForm({ schema: quizForm, initialValues: draft, fieldOfPath: (path) => quizFieldOf(path.split('.')) });

export type QuizFormApi = ReturnType<typeof useQuizForm>;
