import { useState } from 'react';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconChartBar, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Quiz } from '@talentpath/contracts/quizzes';
import { ConfirmModal } from '../../../../../components/ui/confirm-modal';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { PageHeader } from '../../../../../components/ui/page-header';
import { usePageTitle } from '../../../../../components/ui/use-page-title';
import { errorMessage } from '../../../../../lib/error-message';
import { toast } from '../../../../../lib/toast';
import { useDeleteQuiz } from '../../api/delete-quiz';
import { useQuestionBank } from '../../api/question-bank';
import { useSaveQuiz } from '../../api/save-quiz';
import { quizPaths } from '../ids';
import { quizDraftOf } from './quiz-draft';
import { QuizSettingsFields } from './quiz-settings-fields';
import { QuizSlots } from './quiz-slots';
import { useQuizForm } from './use-quiz-form';

type Props = {
  lesson: { id: string; title: string };
  courseId: string;
  courseTitle: string | undefined;
  /** The quiz to change, or null to create one in the lesson. */
  quiz: Quiz | null;
};

/** The quiz form: its settings and its questions, saved whole (POST to create, PUT to change); delete with care. */
export function QuizEditor({ lesson, courseId, courseTitle, quiz }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const navigate = useNavigate();
  const save = useSaveQuiz();
  const remove = useDeleteQuiz();
  const [deleting, setDeleting] = useState(false);
  const form = useQuizForm(quizDraftOf(quiz));
  // The bank's categories with their sizes (for random draws); no questions needed.
  const bank = useQuestionBank(courseId, { pageSize: 1 });
  const categories = bank.data?.categories ?? [];
  const title = quiz ? t('quizForm.editTitle', { title: quiz.title }) : t('quizForm.newTitle');
  usePageTitle(quiz ? quiz.title : t('quizForm.newTitle'));
  const pending = save.isPending;

  const submit = form.onSubmit((body) =>
    save.mutate(quiz ? { id: quiz.id, body } : { lessonId: lesson.id, body }, {
      onSuccess: (saved) => {
        if (quiz) {
          toast.success(t('quizForm.saved', { title: saved.title }));
          form.resetDirty();
        } else {
          toast.success(t('quizForm.created', { title: saved.title }));
          navigate(quizPaths.edit(saved.id), { replace: true });
        }
      },
      onError: (error) => form.fail(error),
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        text={
          courseTitle
            ? t('quizForm.context', { lesson: lesson.title, course: courseTitle })
            : t('quizForm.contextLesson', { lesson: lesson.title })
        }
        action={
          quiz && (
            <Group gap="sm">
              <Button
                component={Link}
                to={quizPaths.preview(quiz.id)}
                variant="default"
                leftSection={<IconEye size={18} aria-hidden />}
              >
                {t('quizList.preview')}
              </Button>
              <Button
                component={Link}
                to={quizPaths.results(quiz.id)}
                variant="default"
                leftSection={<IconChartBar size={18} aria-hidden />}
              >
                {t('quizList.results')}
              </Button>
            </Group>
          )
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {general && <FormAlert>{general}</FormAlert>}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <QuizSettingsFields form={form} disabled={pending} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <QuizSlots form={form} courseId={courseId} categories={categories} saved={quiz} disabled={pending} />
            </Grid.Col>
          </Grid>
          <Group justify="space-between" gap="sm">
            {quiz ? (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting(true)}
                disabled={pending}
              >
                {t('quizForm.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button component={Link} to={quizPaths.listOf(lesson.id, courseId)} variant="default">
                {t('cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {quiz ? t('quizForm.save') : t('quizForm.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {quiz && (
        <ConfirmModal
          opened={deleting}
          onClose={() => {
            setDeleting(false);
            remove.reset();
          }}
          title={t('quizForm.deleteTitle')}
          message={t('quizForm.deleteMessage', { title: quiz.title })}
          confirmLabel={t('quizForm.deleteConfirm')}
          cancelLabel={t('cancel')}
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() =>
            remove.mutate(quiz.id, {
              onSuccess: () => {
                toast.success(t('quizForm.deleted', { title: quiz.title }));
                navigate(quizPaths.listOf(lesson.id, courseId), { replace: true });
              },
            })
          }
        />
      )}
    </Stack>
  );
}
