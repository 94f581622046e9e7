import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconCircleDashedCheck, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCourse } from '../api/get-course';
import { useLessons } from '../api/list-lessons';
import { CourseStatusBadge } from '../components/status-badges';
import { LearningNotFound } from '../components/learner/learning-not-found';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { CoursePlayer } from '../components/player/course-player';

const NONE: string[] = [];

/**
 * /coordinator/course-view/{courseId}: the course as a learner sees it, in the learner's player. Nothing is
 * recorded (no progress, no resume point); the owner's materials open because the owner may open them.
 */
export function CoordinatorCourseViewPage() {
  const { courseId } = useParams();
  const { t } = useTranslation('learning');
  const course = useCourse(isId(courseId) ? courseId : null);
  usePageTitle(course.data ? t('preview.coordinatorTitle', { title: course.data.title }) : t('player.title'));
  if (!isId(courseId) || isNotFound(course.error)) return <LearningNotFound what="course" catalogue={false} />;
  if (course.isError && !course.data) return <QueryError error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  return <PreviewPlayer course={course.data} />;
}

function PreviewPlayer({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const lessons = useLessons(course.id);
  if (lessons.isError) return <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  if (!lessons.data) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  return (
    <CoursePlayer
      course={course}
      lessons={lessons.data.items}
      completedIds={NONE}
      resumeLessonId={null}
      ready
      progress={null}
      onlyCompleted={false}
      banner={
        <Alert color="brand" variant="light" icon={<IconEye size={18} aria-hidden />} title={t('preview.bannerTitle')}>
          <Text size="sm">{t('preview.bannerText')}</Text>
          <Text size="sm" mt={4} component="div">
            <CourseStatusBadge status={course.status} />
          </Text>
        </Alert>
      }
      actions={
        course.editable ? (
          <Button
            component={Link}
            to={`/coordinator/upload-materials/${course.id}`}
            variant="subtle"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('preview.edit')}
          </Button>
        ) : undefined
      }
      renderCompletion={() => (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('preview.completeNote')}
          </Text>
          <Button disabled leftSection={<IconCircleDashedCheck size={18} aria-hidden />}>
            {t('player.markComplete')}
          </Button>
        </Group>
      )}
    />
  );
}
