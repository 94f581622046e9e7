import { useState } from 'react';
import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus, IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionBankPage } from '@talentpath/contracts/question-bank';
import { ConfirmModal } from '../../../../../components/ui/confirm-modal';
import { ListBody } from '../../../../../components/ui/list-body';
import { errorMessage } from '../../../../../lib/error-message';
import { toast } from '../../../../../lib/toast';
import { useDeleteQuestion } from '../../api/delete-question';
import { QuestionRow, QuestionsFooter, shortText } from './question-row';
import type { BankFilters } from './use-bank-filters';

type Props = {
  filters: BankFilters;
  page: QuestionBankPage | undefined;
  /** How many pages the bank has (`usePageCount`). */
  pages: number;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onNew: () => void;
  onEdit: (question: BankQuestion) => void;
  onDuplicate: (question: BankQuestion) => void;
};

/** The page of questions under the toolbar: each question's row, the paging, and the delete confirmation. */
export function BankQuestions({ filters, page, pages, failed, retrying, onRetry, onNew, onEdit, onDuplicate }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const [deleting, setDeleting] = useState<BankQuestion | null>(null);
  const remove = useDeleteQuestion();
  const { page: pageNumber, setPage } = filters;

  const categoryName = (id: string | null) => page?.categories.find((c) => c.id === id)?.name ?? null;
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" id="questions-heading">
        {t('bank.questions')}
      </Title>
      {!page && !failed ? (
        <Stack role="status" gap="sm" aria-busy="true" aria-label={t('bank.loading')}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={96} radius="md" />
          ))}
        </Stack>
      ) : (
        <ListBody
          totalCount={page?.totalCount}
          failed={failed}
          retrying={retrying}
          onRetry={onRetry}
          filtered={filters.filtered}
          icon={<IconQuestionMark size={24} />}
          texts={{
            loadError: t('bank.loadError'),
            tryAgain: t('tryAgain'),
            emptyTitle: t('bank.empty.title'),
            emptyText: t('bank.empty.text'),
            noMatchTitle: t('bank.empty.noMatchTitle'),
            noMatchText: t('bank.empty.noMatchText'),
          }}
          addAction={
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew}>
              {t('bank.newQuestion')}
            </Button>
          }
        >
          {page?.items.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              categoryName={categoryName(question.categoryId)}
              onEdit={() => onEdit(question)}
              onDuplicate={() => onDuplicate(question)}
              onDelete={() => setDeleting(question)}
              onTag={filters.chooseTag}
            />
          ))}
          {page && <QuestionsFooter total={page.totalCount} page={pageNumber} pages={pages} onPage={setPage} />}
        </ListBody>
      )}
      <ConfirmModal
        opened={deleting !== null}
        onClose={closeDelete}
        title={t('bank.deleteTitle')}
        message={t('bank.deleteMessage', { prompt: shortText(deleting?.question.prompt ?? '', 120) })}
        confirmLabel={t('bank.deleteConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('bank.deleted'));
              closeDelete();
            },
          })
        }
      />
    </Stack>
  );
}
