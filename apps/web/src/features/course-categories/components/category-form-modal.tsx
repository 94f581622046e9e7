import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX } from '@talentpath/contracts/catalog-fields';
import {
  CATEGORY_DESCRIPTION_MAX,
  type CourseCategory,
  courseCategoryInput,
} from '@talentpath/contracts/course-categories';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveCourseCategory } from '../api/save-course-category';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The category to edit; absent to add one (it goes last). */
  category: CourseCategory | null;
};

/** Add or edit a course category: name, description and status, checked by the contracts schema. */
export function CategoryFormModal({ opened, onClose, category }: Props) {
  const { t } = useTranslation('course-categories');
  return (
    <AppModal opened={opened} onClose={onClose} title={category ? t('form.editTitle') : t('form.addTitle')}>
      <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />
    </AppModal>
  );
}

function CategoryForm({ category, onDone }: { category: CourseCategory | null; onDone: () => void }) {
  const { t } = useTranslation('course-categories');
  const save = useSaveCourseCategory();
  const form = useAppForm({
    schema: courseCategoryInput,
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      status: category?.status ?? 'active',
    },
    fieldCodes: { COURSE_CATEGORY_NAME_TAKEN: 'name' },
  });

  const submit = form.onSubmit((fields) =>
    save.mutate(
      { id: category?.id ?? null, fields },
      {
        onSuccess: (saved) => {
          toast.success(t(category ? 'toast.saved' : 'toast.added', { name: saved.name }));
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );

  const general = form.failure !== null && !form.errors.name ? errorMessage(form.failure) : null;
  const pending = save.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={CATALOG_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
          disabled={pending}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
          disabled={pending}
        />
        <NativeSelect
          label={t('form.status')}
          data={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
          {...form.getInputProps('status')}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {category ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
