import { useMemo } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCourseProgress } from '../api/course-progress';
import { useCourse } from '../api/get-course';
import { useLessons } from '../api/list-lessons';
import classes from '../components/catalog/catalog.module.css';
import { EnrolPanel } from '../components/catalog/enrol-panel';
import { LessonOutline } from '../components/catalog/lesson-outline';
import { LearningNotFound } from '../components/learner/learning-not-found';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';

/** What the player hands over when it sends a learner who is not enrolled here. */
export type PreviewState = { notEnrolled?: boolean };

/** /learner/course-preview/{courseId}: what the course is about, its lessons outline, and Enrol (or Continue). */
export function CoursePreviewPage() {
  const { courseId } = useParams();
  const { t } = useTranslation('learning');
  const course = useCourse(isId(courseId) ? courseId : null);
  usePageTitle(course.data?.title ?? t('preview.title'));
  if (!isId(courseId) || isNotFound(course.error)) return <LearningNotFound what="course" />;
  if (course.isError && !course.data) return <QueryError error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Skeleton height={420} radius="lg" aria-busy="true" />;
  return <CoursePreview course={course.data} />;
}

function CoursePreview({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const state = useLocation().state as PreviewState | null;
  const lessons = useLessons(course.id);
  const progress = useCourseProgress(course.id, course.enrolment !== null);
  const completed = useMemo(() => new Set(progress.data?.completedLessonIds ?? []), [progress.data]);

  return (
    <Stack gap="lg">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/learner/course-categories" size="sm">
          {t('catalog.categoriesTitle')}
        </Anchor>
        {course.category && (
          <Anchor component={Link} to={`/learner/courses/${course.category.id}`} size="sm">
            {course.category.name}
          </Anchor>
        )}
        <span aria-current="page" className={classes.wrap}>
          {course.title}
        </span>
      </Breadcrumbs>
      {state?.notEnrolled && !course.enrolment && (
        <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t('preview.notEnrolled')}
        </Alert>
      )}
      <Stack gap="xs">
        {course.category && (
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            {course.category.name}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }} className={classes.wrap}>
          {course.title}
        </Title>
        {course.technologies.length > 0 && (
          <Group gap={6} role="list" aria-label={t('card.technologies')}>
            {course.technologies.map((technology) => (
              <Badge key={technology.id} role="listitem" variant="outline" color="gray" c="dark.7" tt="none">
                {technology.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="preview-about">
              <Title order={2} fz="lg" id="preview-about">
                {t('preview.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} className={classes.wrap}>
                {course.description || t('preview.noDescription')}
              </Text>
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="preview-lessons">
              <Title order={2} fz="lg" id="preview-lessons">
                {t('preview.lessons', { count: course.lessonCount })}
              </Title>
              {lessons.isError ? (
                <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />
              ) : !lessons.data ? (
                <Skeleton height={160} radius="md" />
              ) : lessons.data.items.length === 0 ? (
                <Text c="dimmed">{t('preview.noLessons')}</Text>
              ) : (
                <LessonOutline lessons={lessons.data.items} completed={completed} />
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <EnrolPanel course={course} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
