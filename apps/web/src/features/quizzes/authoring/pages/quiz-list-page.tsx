import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadError } from '../../../../components/ui/list-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { useLessonQuizzes } from '../api/lesson-quizzes';
import { quizPaths } from '../components/ids';
import { LessonFrame } from '../components/lesson-frame';
import { QuizCard } from '../components/quiz-card';

/** /coordinator/quiz-list/{lessonId}: the lesson's quizzes with their settings, and where a new one starts. */
export function QuizListPage() {
  const { t } = useTranslation('quiz-authoring');
  const { lessonId } = useParams();
  return (
    <LessonFrame
      lessonId={lessonId}
      back={({ courseId }) => ({ to: quizPaths.materials(courseId), label: t('quizList.back') })}
    >
      {({ lesson, courseId, courseTitle }) => (
        <LessonQuizzes lessonId={lesson.id} lessonTitle={lesson.title} courseId={courseId} courseTitle={courseTitle} />
      )}
    </LessonFrame>
  );
}

type Props = { lessonId: string; lessonTitle: string; courseId: string; courseTitle: string | undefined };

function LessonQuizzes({ lessonId, lessonTitle, courseId, courseTitle }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const title = t('quizList.title', { lesson: lessonTitle });
  usePageTitle(title);
  const quizzes = useLessonQuizzes(lessonId);
  const newQuiz = (
    <Button
      component={Link}
      to={quizPaths.createIn(lessonId, courseId)}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('quizList.new')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        text={courseTitle ? t('quizList.intro', { course: courseTitle }) : undefined}
        action={
          <Group gap="sm">
            <Button component={Link} to={quizPaths.bank(courseId)} variant="default">
              {t('quizList.bank')}
            </Button>
            {newQuiz}
          </Group>
        }
      />
      {quizzes.isError ? (
        <LoadError
          title={t('quizList.loadError')}
          retryLabel={t('tryAgain')}
          onRetry={() => void quizzes.refetch()}
          retrying={quizzes.isFetching}
        />
      ) : !quizzes.data ? (
        <Stack role="status" gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : quizzes.data.items.length === 0 ? (
        <EmptyState
          icon={<IconClipboardList size={24} />}
          title={t('quizList.empty.title')}
          text={t('quizList.empty.text')}
          action={newQuiz}
        />
      ) : (
        <Stack gap="md">
          {quizzes.data.items.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
