import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval, CourseFunnel } from '@talentpath/contracts/analytics';
import { QueryError } from '../../../components/ui/query-states';
import type { DayRange } from '../api/activity';
import type { useCourseFunnel } from '../api/course-insights';
import { CourseActivity } from './course-activity';
import { CourseStats } from './course-figures';
import { FunnelCard, type FunnelDrill } from './course-funnel';
import { CourseQuizzes } from './course-quizzes';

type Props = {
  courseId: string;
  funnel: ReturnType<typeof useCourseFunnel>;
  range: DayRange;
  interval: AnalyticsInterval;
  /** Back to every course. */
  onBack: () => void;
  /** A step of the funnel, or today's overdue, opens its enrollments below. */
  onDrill: (drill: FunnelDrill | 'overdue') => void;
};

/**
 * One course for the range: its figures, its funnel from enrollment to completion, its quizzes' pass rates and its
 * activity over time.
 */
export function CourseDetail({ courseId, funnel, range, interval, onBack, onDrill }: Props) {
  const { t } = useTranslation('analytics');
  const data: CourseFunnel | undefined = funnel.data?.course.id === courseId ? funnel.data : undefined;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl" id="course-title" tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
            {data?.course.title ?? t('coordinator.course.loading')}
          </Title>
          {data && data.course.status !== 'published' ? (
            <Text size="sm" c="dimmed">
              {t(`coordinator.courses.statuses.${data.course.status}`)}
            </Text>
          ) : null}
        </Stack>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('coordinator.course.back')}
        </Button>
      </Group>
      {funnel.isError && !data ? (
        <QueryError error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <section aria-labelledby="course-figures-title">
            <Title order={2} fz="lg" id="course-figures-title" mb="sm">
              {t('coordinator.totals')}
            </Title>
            <CourseStats figures={data} onShowOverdue={() => onDrill('overdue')} />
          </section>
          {data ? (
            <>
              <FunnelCard funnel={data} range={range} onPick={onDrill} />
              <CourseQuizzes funnel={data} range={range} />
            </>
          ) : (
            <Skeleton h={320} role="status" aria-label={t('coordinator.course.loading')} />
          )}
          <CourseActivity courseId={courseId} range={range} interval={interval} />
        </>
      )}
    </Stack>
  );
}
