import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Course, courseForm } from '@talentpath/contracts/courses';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_TECHNOLOGIES_MAX,
  COURSE_TITLE_MAX,
} from '@talentpath/contracts/learning-messages';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useActiveTechnologies } from '../../api/active-technologies';
import { useCatalogCategories } from '../../api/catalog-categories';
import { useSaveCourse } from '../../api/save-course';
import { useCourseDraft } from '../../course-draft/course-draft-context';
import { formValuesOf } from './course-form-values';
import { stepPath } from './course-steps';
import { basicDetailsOf } from './draft-details';
import { EstimatedTimeField } from './estimated-time-field';
import { ThumbnailField } from './thumbnail-field';
import { useThumbnailSave } from './use-thumbnail-save';

type Option = { value: string; label: string };

/** Options of the active ones, plus the course's own when it is no longer active (so it still shows). */
function withCurrent(active: Option[], current: Option[], inactiveLabel: (name: string) => string): Option[] {
  const missing = current.filter((c) => !active.some((a) => a.value === c.value));
  return [...active, ...missing.map((c) => ({ value: c.value, label: inactiveLabel(c.label) }))];
}

/**
 * Create or edit a course's details. Saving sends the details, then the chosen picture (with its progress) or
 * its removal, and goes on to the materials.
 */
export function CourseDetailsForm({ course }: { course: Course | null }) {
  const { t } = useTranslation('course-authoring');
  const navigate = useNavigate();
  const { dispatch } = useCourseDraft();
  const categories = useCatalogCategories();
  const technologies = useActiveTechnologies();
  const save = useSaveCourse();
  const thumbnail = useThumbnailSave(course === null);
  const form = useAppForm({ schema: courseForm, initialValues: formValuesOf(course) });
  const pending = save.isPending || thumbnail.pending;

  const inactive = (name: string) => t('details.inactive', { name });
  const categoryOptions = withCurrent(
    (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    course?.category ? [{ value: course.category.id, label: course.category.name }] : [],
    inactive,
  );
  const technologyOptions = withCurrent(
    (technologies.data ?? []).map((x) => ({ value: x.id, label: x.name })),
    (course?.technologies ?? []).map((x) => ({ value: x.id, label: x.name })),
    inactive,
  );

  const submit = form.onSubmit((fields) => {
    save.mutate(
      { id: course?.id, body: fields },
      {
        onError: (error) => form.fail(error),
        onSuccess: async (saved) => {
          dispatch({ type: 'courseLoaded', id: saved.id, basicDetails: basicDetailsOf(saved) });
          const pictured = await thumbnail.send(saved);
          toast.success(t(course ? 'toast.saved' : 'toast.created', { title: saved.title }));
          if (pictured) navigate(stepPath('materials', saved.id));
          // A new course stays on its details, now with its address, so the picture can be chosen again.
          else if (!course) navigate(stepPath('details', saved.id), { replace: true });
        },
      },
    );
  });

  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {general && <FormAlert>{general}</FormAlert>}
          <TextInput
            label={t('details.title')}
            placeholder={t('details.titlePlaceholder')}
            required
            maxLength={COURSE_TITLE_MAX}
            {...form.getInputProps('title')}
            disabled={pending}
          />
          <Textarea
            label={t('details.description')}
            description={t('details.descriptionHint')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={COURSE_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
            disabled={pending}
          />
          <EstimatedTimeField
            value={form.values.estimatedTime}
            onChange={(minutes) => form.setFieldValue('estimatedTime', minutes)}
            error={form.getInputProps('estimatedTime').error}
            disabled={pending}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('details.category')}
              description={t('details.categoryHint')}
              placeholder={t('details.categoryPlaceholder')}
              data={categoryOptions}
              searchable
              clearable
              nothingFoundMessage={t('details.nothingFound')}
              {...form.getInputProps('categoryId')}
              value={form.values.categoryId || null}
              onChange={(value) => form.setFieldValue('categoryId', value ?? '')}
              disabled={pending}
            />
            <MultiSelect
              label={t('details.technologies')}
              description={t('details.technologiesHint')}
              placeholder={form.values.technologyIds.length ? undefined : t('details.technologiesPlaceholder')}
              data={technologyOptions}
              searchable
              clearable
              maxValues={COURSE_TECHNOLOGIES_MAX}
              nothingFoundMessage={t('details.nothingFound')}
              {...form.getInputProps('technologyIds')}
              disabled={pending}
            />
          </SimpleGrid>
          <ThumbnailField
            courseId={course?.id ?? null}
            currentUrl={course?.thumbnailUrl ?? null}
            choice={thumbnail.choice}
            onChoice={thumbnail.setChoice}
            progress={thumbnail.progress}
            error={thumbnail.error}
            onError={thumbnail.setError}
            disabled={pending}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" component={Link} to="/coordinator/course-display-page">
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {course ? t('details.save') : t('details.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
