import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_INTERVALS, ANALYTICS_RANGE_DAYS_MAX } from '@talentpath/contracts/analytics';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { choiceFilter, dayFilter, idFilter, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { useCourseFunnel } from '../api/course-insights';
import { ActivityFilters } from '../components/activity-filters';
import { CourseDetail } from '../components/course-detail';
import { CourseEnrolments } from '../components/course-enrolments';
import type { FunnelDrill } from '../components/course-funnel';
import { CourseOverview } from '../components/course-overview';
import { focusHeading } from '../components/drill-list';
import { useEnrolmentsList } from '../components/enrolments-list';
import { ReportSubscription } from '../components/report-subscription';
import { lastDays, rangeProblem } from '../days';

/** The range shown when the address names none: the last twelve weeks, by week. */
const DEFAULT_DAYS = 84;
const LIST_TITLE = 'enrolments-list-title';

/**
 * /coordinator/analytics (issue 27): how the enrollments a range began went in the caller's courses — every course's
 * figures, then, for a course chosen, its funnel from enrollment through each lesson to completion, the median time
 * to complete, today's overdue (each a reminder away), its quizzes' pass rates and its activity over time. Every
 * figure opens the enrollments behind it. The range, the interval, the course and each list's state are kept in the
 * address, so a link shows the same view.
 */
export function CoordinatorAnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('coordinator.title'));
  const view = useListState({
    filters: {
      from: dayFilter(),
      to: dayFilter(),
      interval: choiceFilter(ANALYTICS_INTERVALS, 'week'),
      courseId: idFilter(),
    },
  });
  const list = useEnrolmentsList();
  const fallback = lastDays(DEFAULT_DAYS);
  const range: DayRange = { from: view.filters.from ?? fallback.from, to: view.filters.to ?? fallback.to };
  const { interval, courseId } = view.filters;
  const problem = rangeProblem(range);
  const funnel = useCourseFunnel(courseId ?? '', range, Boolean(courseId) && !problem);

  /** Another course (or none): the list shows all of its range's enrollments again. */
  const choose = (next: string | undefined) => {
    view.setFilters({ courseId: next });
    if (list.filtered || list.page > 1) list.clear();
    // The button chosen is gone: the reader is taken to the heading of what shows instead.
    focusHeading(next ? 'course-title' : 'course-table-title');
  };
  const drill = (what: FunnelDrill | 'overdue') => {
    list.setFilters(
      what === 'overdue'
        ? { status: 'overdue', started: false, lessonCompleted: undefined, span: 'any' }
        : {
            status: what.completed ? 'completed' : undefined,
            started: what.started ?? false,
            lessonCompleted: what.lessonCompleted,
            span: 'range',
          },
    );
    focusHeading(LIST_TITLE);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('coordinator.title')}
          </Title>
          <ReportSubscription dashboard="coordinator" />
        </Group>
        <Text c="dimmed" maw={760}>
          {t('coordinator.intro')}
        </Text>
      </Stack>
      <ActivityFilters
        range={range}
        interval={interval}
        withInterval={Boolean(courseId)}
        onChange={(changes) => view.setFilters(changes)}
        rangeError={problem && t(`filters.${problem}`, { max: ANALYTICS_RANGE_DAYS_MAX })}
      />
      {problem ? null : (
        <>
          {courseId ? (
            <CourseDetail
              courseId={courseId}
              funnel={funnel}
              range={range}
              interval={interval}
              onBack={() => choose(undefined)}
              onDrill={drill}
            />
          ) : (
            <CourseOverview range={range} onChoose={choose} onShowOverdue={() => drill('overdue')} />
          )}
          <CourseEnrolments
            list={list}
            range={range}
            courseId={courseId}
            funnel={funnel.data?.course.id === courseId ? funnel.data : undefined}
          />
        </>
      )}
    </Stack>
  );
}
