import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_CATEGORY_NAME_MAX,
  type QuestionCategory,
  questionCategoryInput,
} from '@talentpath/contracts/question-bank';
import { AppModal } from '../../../../../components/ui/app-modal';
import { ConfirmModal } from '../../../../../components/ui/confirm-modal';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { errorMessage } from '../../../../../lib/error-message';
import { useAppForm } from '../../../../../lib/form';
import { toast } from '../../../../../lib/toast';
import { useDeleteCategory } from '../../api/delete-category';
import { useSaveCategory } from '../../api/save-category';

const fieldCodes = { QUESTION_CATEGORY_NAME_TAKEN: 'name' } as const;

/** A new category of the bank: its name (unique in the course, whatever the letter case). */
export function AddCategoryForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('quiz-authoring');
  const save = useSaveCategory();
  const form = useAppForm({ schema: questionCategoryInput, initialValues: { name: '' }, fieldCodes });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { courseId, body },
      {
        onSuccess: (category) => {
          toast.success(t('categories.added', { name: category.name }));
          form.reset();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  const general = form.failure !== null && !form.errors.name ? errorMessage(form.failure) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {general && <FormAlert>{general}</FormAlert>}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('categories.newName')}
            maxLength={QUESTION_CATEGORY_NAME_MAX}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('name')}
            disabled={save.isPending}
          />
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
            // The error under the field would push the button down with the input's bottom; keep it beside.
            mb={form.errors.name ? 26 : 0}
          >
            {t('categories.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames a category. */
export function RenameCategoryModal({ category, onClose }: { category: QuestionCategory | null; onClose: () => void }) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <AppModal opened={category !== null} onClose={onClose} title={t('categories.renameTitle')}>
      {category && <RenameForm key={category.id} category={category} onDone={onClose} />}
    </AppModal>
  );
}

function RenameForm({ category, onDone }: { category: QuestionCategory; onDone: () => void }) {
  const { t } = useTranslation('quiz-authoring');
  const save = useSaveCategory();
  const form = useAppForm({ schema: questionCategoryInput, initialValues: { name: category.name }, fieldCodes });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: category.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('categories.renamed', { name: saved.name }));
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  const general = form.failure !== null && !form.errors.name ? errorMessage(form.failure) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('categories.name')}
          required
          maxLength={QUESTION_CATEGORY_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
          disabled={save.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks before deleting a category: its questions stay in the bank, in no category. */
export function DeleteCategoryModal({
  category,
  onClose,
  onDeleted,
}: {
  category: QuestionCategory | null;
  onClose: () => void;
  onDeleted: (category: QuestionCategory) => void;
}) {
  const { t } = useTranslation('quiz-authoring');
  const remove = useDeleteCategory();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={category !== null}
      onClose={close}
      title={t('categories.deleteTitle')}
      message={t('categories.deleteMessage', { name: category?.name ?? '', count: category?.questionCount ?? 0 })}
      confirmLabel={t('categories.deleteConfirm')}
      cancelLabel={t('cancel')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        category &&
        remove.mutate(category.id, {
          onSuccess: () => {
            toast.success(t('categories.deleted', { name: category.name }));
            onDeleted(category);
            close();
          },
        })
      }
    />
  );
}
