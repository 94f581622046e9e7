import { NativeSelect, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_DESCRIPTION_MAX,
  type CourseCategoryFields,
  type CourseCategoryInput,
} from '@talentpath/contracts/course-categories';
import type { CatalogForm } from '../../../components/catalog-list/catalog-form-modal';

type Form = CatalogForm<CourseCategoryInput, CourseCategoryFields>;

/** A category's fields after its name: the description, and whether learners see it (status). */
export function CategoryFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation('course-categories');
  return (
    <>
      <Textarea
        label={t('form.description')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={CATEGORY_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
        disabled={disabled}
      />
      <NativeSelect
        label={t('form.status')}
        data={[
          { value: 'active', label: t('status.active') },
          { value: 'inactive', label: t('status.inactive') },
        ]}
        {...form.getInputProps('status')}
        disabled={disabled}
      />
    </>
  );
}
