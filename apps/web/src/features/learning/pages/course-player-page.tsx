import { useState } from 'react';
import { Alert, Button, Skeleton } from '@mantine/core';
import { IconArchive, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { useCourseProgress, useSetPosition } from '../api/course-progress';
import { useCourse } from '../api/get-course';
import { useLessons } from '../api/list-lessons';
import { LearningNotFound } from '../components/learner/learning-not-found';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { CourseCompletedModal } from '../components/player/course-completed-modal';
import { CoursePlayer } from '../components/player/course-player';
import { LessonCompletion } from '../components/player/lesson-completion';
import { LessonQuizzes } from '../components/player/lesson-quizzes';
import type { PreviewState } from './course-overview-page';

const notEnrolled: PreviewState = { notEnrolled: true };

/** /learner/course-view/{courseId}: the player. A learner not enrolled is sent to the preview, with a note. */
export function CoursePlayerPage() {
  const { courseId } = useParams();
  const { t } = useTranslation('learning');
  const course = useCourse(isId(courseId) ? courseId : null);
  usePageTitle(course.data?.title ?? t('player.title'));
  if (!isId(courseId) || isNotFound(course.error)) return <LearningNotFound what="course" />;
  if (course.isError && !course.data) return <QueryError error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  if (!course.data.enrolment)
    return <Navigate to={`/learner/course-preview/${course.data.id}`} replace state={notEnrolled} />;
  return <LearnerPlayer course={course.data} />;
}

function LearnerPlayer({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const lessons = useLessons(course.id);
  const progress = useCourseProgress(course.id);
  const setPosition = useSetPosition(course.id);
  const [celebrating, setCelebrating] = useState(false);
  const archived = course.status === 'archived';

  if (progress.error instanceof ApiError && progress.error.code === 'NOT_ENROLLED')
    return <Navigate to={`/learner/course-preview/${course.id}`} replace state={notEnrolled} />;
  if (lessons.isError || progress.isError) {
    const failed = lessons.isError ? lessons : progress;
    return <QueryError error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!lessons.data) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  const completed = progress.data?.completedLessonIds ?? [];

  return (
    <>
      <CoursePlayer
        course={course}
        lessons={lessons.data.items}
        completedIds={completed}
        resumeLessonId={progress.data?.resumeLessonId ?? null}
        ready={progress.data !== undefined}
        progress={progress.data?.enrolment.progress ?? course.enrolment?.progress ?? 0}
        onlyCompleted={archived}
        banner={
          archived ? (
            <Alert color="orange" variant="light" icon={<IconArchive size={18} aria-hidden />}>
              {t('player.archivedNote')}
            </Alert>
          ) : undefined
        }
        actions={
          <Button
            component={Link}
            to={`/learner/course-preview/${course.id}`}
            variant="subtle"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
          >
            {t('player.overview')}
          </Button>
        }
        onOpen={(lessonId) => {
          // The resume point; a lesson the server will not open (archived course) is not one.
          if (!archived || completed.includes(lessonId)) setPosition.mutate(lessonId);
        }}
        renderCompletion={(lesson, locked) =>
          locked ? null : (
            <LessonCompletion
              courseId={course.id}
              lessonId={lesson.id}
              done={completed.includes(lesson.id)}
              onCourseCompleted={() => setCelebrating(true)}
            />
          )
        }
        renderQuizzes={(lesson) => <LessonQuizzes lessonId={lesson.id} />}
      />
      <CourseCompletedModal opened={celebrating} title={course.title} onClose={() => setCelebrating(false)} />
    </>
  );
}
