import type { ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { QueryError } from '../../../../components/ui/query-states';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { LearningNotFound } from '../learner/learning-not-found';
import { isNotFound } from '../../../../lib/api-error';
import { isId } from '../../../../lib/ids';
import { CourseStatusBadge } from '../status-badges';
import { type AuthoringStep, CourseSteps } from './course-steps';
import { useAuthoringCourse } from './use-authoring-course';

type Props = {
  courseId: string | undefined;
  step: AuthoringStep;
  children: (course: Course) => ReactNode;
};

/**
 * What the course pages share around their step: the course loaded into the draft, its title and status, the
 * steps, and the states before there is a course to edit (loading, not found, failed, someone else's course).
 */
export function CourseFrame({ courseId, step, children }: Props) {
  const { t } = useTranslation('course-authoring');
  const course = useAuthoringCourse(courseId);
  const data = course.data;
  usePageTitle(data ? t(`pageTitle.${step}`, { title: data.title }) : t(`steps.${step}`));
  if (!isId(courseId) || isNotFound(course.error)) return <LearningNotFound what="course" catalogue={false} />;
  if (course.isError && !data) return <QueryError error={course.error} onRetry={() => void course.refetch()} />;
  if (!data)
    return (
      <Stack role="status" gap="lg" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={36} width="60%" radius="md" />
        <Skeleton height={52} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <CourseHeading course={data} />
      {data.editable ? (
        <>
          <CourseSteps current={step} course={data} />
          {children(data)}
        </>
      ) : (
        <NotYours course={data} />
      )}
    </Stack>
  );
}

/** The breadcrumb back to the list, the course's title and its status. */
export function CourseHeading({ course }: { course: Pick<Course, 'title' | 'status'> | null }) {
  const { t } = useTranslation('course-authoring');
  return (
    <Stack gap={6}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/coordinator/course-display-page" size="sm">
          {t('list.title')}
        </Anchor>
        <span aria-current="page">{course ? course.title : t('details.newTitle')}</span>
      </Breadcrumbs>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {course ? course.title : t('details.newTitle')}
        </Title>
        {course && <CourseStatusBadge status={course.status} />}
      </Group>
    </Stack>
  );
}

/** Another coordinator's course (an admin, or a shared link): it can be looked at, not changed. */
function NotYours({ course }: { course: Course }) {
  const { t } = useTranslation('course-authoring');
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('notYours.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('notYours.text', { owner: course.owner?.name ?? '—' })}</Text>
        <Button
          component={Link}
          to={`/coordinator/course-view/${course.id}`}
          variant="light"
          size="sm"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('actions.preview')}
        </Button>
      </Stack>
    </Alert>
  );
}
