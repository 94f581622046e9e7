import { useAppForm } from '../../../../../lib/form';
import { fieldOfServerPath, questionForm } from './draft-schema';
import type { QuestionDraft } from './question-draft';

/** The question editor's form (lib/form.ts): the draft, validated by the contract, server errors on their fields. */
export const useQuestionForm = (draft: QuestionDraft) =>
  useAppForm({
    schema: questionForm,
    initialValues: draft,
    fieldOfPath: fieldOfServerPath,
    fieldCodes: { QUESTION_ID_NUMBER_TAKEN: 'idNumber' },
  });

export type QuestionFormApi = ReturnType<typeof useQuestionForm>;

/** A list's new order by ids (the sortable list's answer) applied to the list. */
export const reordered = <T extends { id: string }>(list: T[], ids: string[]) =>
  ids.map((id) => list.find((item) => item.id === id)).filter((item): item is T => item !== undefined);
