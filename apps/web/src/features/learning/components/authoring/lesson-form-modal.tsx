import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Lesson, lessonInput } from '@talentpath/contracts/lessons';
import { LESSON_SUMMARY_MAX, LESSON_TITLE_MAX } from '@talentpath/contracts/learning-messages';
import { AppModal } from '../../../../components/ui/app-modal';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSaveLesson } from '../../api/save-lesson';

type Props = {
  opened: boolean;
  onClose: () => void;
  courseId: string;
  /** The lesson to rename; null to add one (it goes last). */
  lesson: Lesson | null;
  /** After a new lesson was added. */
  onAdded?: (lesson: Lesson) => void;
};

/** Add a lesson, or change a lesson's title and summary. */
export function LessonFormModal({ opened, onClose, courseId, lesson, onAdded }: Props) {
  const { t } = useTranslation('course-authoring');
  return (
    <AppModal opened={opened} onClose={onClose} title={lesson ? t('lesson.editTitle') : t('lesson.addTitle')}>
      <LessonForm key={lesson?.id ?? 'new'} courseId={courseId} lesson={lesson} onDone={onClose} onAdded={onAdded} />
    </AppModal>
  );
}

function LessonForm({
  courseId,
  lesson,
  onDone,
  onAdded,
}: {
  courseId: string;
  lesson: Lesson | null;
  onDone: () => void;
  onAdded?: (lesson: Lesson) => void;
}) {
  const { t } = useTranslation('course-authoring');
  const save = useSaveLesson();
  const form = useAppForm({
    schema: lessonInput,
    initialValues: { title: lesson?.title ?? '', summary: lesson?.summary ?? '' },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(lesson ? { id: lesson.id, body } : { courseId, body }, {
      onSuccess: (saved) => {
        toast.success(t(lesson ? 'toast.lessonSaved' : 'toast.lessonAdded', { title: saved.title }));
        if (!lesson) onAdded?.(saved);
        onDone();
      },
      onError: (error) => form.fail(error),
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const pending = save.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('lesson.title')}
          placeholder={t('lesson.titlePlaceholder')}
          required
          maxLength={LESSON_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
          disabled={pending}
        />
        <Textarea
          label={t('lesson.summary')}
          description={t('lesson.summaryHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LESSON_SUMMARY_MAX}
          {...form.getInputProps('summary')}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {lesson ? t('save') : t('lesson.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
