import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionCategory } from '@talentpath/contracts/question-bank';
import { AppModal } from '../../../../../components/ui/app-modal';
import type { QuestionDraft } from './question-draft';
import { QuestionForm } from './question-form';

/** What the editor opens on: a new question (maybe a duplicate, filled in), or one of the bank to change. */
export type EditorTarget =
  | { mode: 'new' | 'duplicate'; draft: QuestionDraft }
  | { mode: 'edit'; question: BankQuestion; draft: QuestionDraft };

type Props = {
  target: EditorTarget | null;
  courseId: string;
  categories: QuestionCategory[];
  onClose: () => void;
  onSaved?: (saved: BankQuestion) => void;
};

/** The question editor in a large dialog. */
export function QuestionEditorModal({ target, courseId, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const title = !target
    ? ''
    : target.mode === 'edit'
      ? t('editor.editTitle')
      : target.mode === 'duplicate'
        ? t('editor.duplicateTitle')
        : t('editor.newTitle');
  return (
    <AppModal opened={target !== null} onClose={onClose} title={title} size="xl">
      {target && (
        <QuestionForm
          key={target.mode === 'edit' ? target.question.id : target.mode}
          courseId={courseId}
          questionId={target.mode === 'edit' ? target.question.id : null}
          draft={target.draft}
          categories={categories}
          onCancel={onClose}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </AppModal>
  );
}
