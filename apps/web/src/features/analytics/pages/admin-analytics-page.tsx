import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconChecklist, IconLogin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_INTERVALS, ANALYTICS_RANGE_DAYS_MAX } from '@talentpath/contracts/analytics';
import { QueryError } from '../../../components/ui/query-states';
import { StatCard } from '../../../components/ui/stat-card';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { choiceFilter, dayFilter, useListState } from '../../../lib/use-list-state';
import { type DayRange, downloadActivity, useActivitySeries } from '../api/activity';
import { ActivePeople, usePeopleList } from '../components/active-people';
import { ActivityFilters } from '../components/activity-filters';
import { ChartCard } from '../components/chart-card';
import { ExportButtons } from '../components/export-buttons';
import { LearningList, useLearningList } from '../components/learning-list';
import { lastDays, rangeProblem } from '../days';

/** The range shown when the address names none: the last twelve weeks, by week. */
const DEFAULT_DAYS = 84;

/**
 * /admin/analytics (issue 27): the organisation's activity over a range — active people, sign-ins, lessons opened,
 * attempts started per day, week or month — with every figure drilled down to the people behind it. The range, the
 * interval and the drill-down are kept in the address, so a link shows the same view.
 */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('admin.title'));
  const view = useListState({
    filters: { from: dayFilter(), to: dayFilter(), interval: choiceFilter(ANALYTICS_INTERVALS, 'week') },
  });
  const people = usePeopleList();
  const learning = useLearningList();
  const fallback = lastDays(DEFAULT_DAYS);
  const range: DayRange = { from: view.filters.from ?? fallback.from, to: view.filters.to ?? fallback.to };
  const { interval } = view.filters;
  const problem = rangeProblem(range);
  const series = useActivitySeries(range, interval, !problem);
  const data = problem ? undefined : series.data;
  const points = data?.points ?? [];
  const total = (column: 'signIns' | 'lessonsOpened' | 'attemptsStarted') =>
    data && points.reduce((sum, point) => sum + point[column], 0);

  /** A point chosen: its list below shows its days, and the reader is taken there (to its heading, which says so). */
  const pick = (list: typeof people | typeof learning, heading: string) => (index: number) => {
    const point = points[index];
    if (!point) return;
    list.setFilters({ from: point.start, to: point.end });
    requestAnimationFrame(() => {
      const target = document.getElementById(heading);
      target?.focus();
      target?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('admin.title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('admin.intro')}
        </Text>
      </Stack>

      <ActivityFilters
        range={range}
        interval={interval}
        onChange={(changes) => {
          view.setFilters(changes);
          // Another range or interval: a point chosen before is not one of its points.
          people.setFilters({ from: undefined, to: undefined });
          learning.setFilters({ from: undefined, to: undefined });
        }}
        rangeError={problem && t(`filters.${problem}`, { max: ANALYTICS_RANGE_DAYS_MAX })}
      />

      {problem ? null : series.isError && !series.data ? (
        <QueryError error={series.error} onRetry={() => void series.refetch()} />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="analytics-totals">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Title order={2} fz="lg" id="analytics-totals">
                {t('totals.title')}
              </Title>
              <ExportButtons what="figures" download={(format) => downloadActivity(range, interval, format)} />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
              <StatCard label={t('figures.activePeople')} icon={IconUsers} value={data?.activePeople} />
              <StatCard label={t('figures.signIns')} icon={IconLogin} value={total('signIns')} />
              <StatCard label={t('figures.lessonsOpened')} icon={IconBook} value={total('lessonsOpened')} />
              <StatCard label={t('figures.attemptsStarted')} icon={IconChecklist} value={total('attemptsStarted')} />
            </SimpleGrid>
          </Stack>
          {data ? (
            <>
              <ChartCard
                id="chart-active-people"
                title={t('charts.activePeople')}
                description={t('charts.activePeopleText')}
                points={points}
                interval={data.interval}
                lines={[{ column: 'activePeople', color: 'blue.7' }]}
                drill="people"
                onPick={pick(people, 'active-people-title')}
              />
              <ChartCard
                id="chart-activity"
                title={t('charts.activity')}
                description={t('charts.activityText')}
                points={points}
                interval={data.interval}
                lines={[
                  { column: 'signIns', color: 'teal.8' },
                  { column: 'lessonsOpened', color: 'grape.7', dash: '8 4' },
                  { column: 'attemptsStarted', color: 'orange.8', dash: '2 3' },
                ]}
                drill="people"
                onPick={pick(people, 'active-people-title')}
              />
              <ChartCard
                id="chart-learning"
                title={t('charts.learning')}
                description={t('charts.learningText')}
                points={points}
                interval={data.interval}
                lines={[
                  { column: 'enrolled', color: 'indigo.7' },
                  { column: 'assigned', color: 'cyan.8', dash: '8 4' },
                  { column: 'coursesCompleted', color: 'green.8', dash: '2 3' },
                ]}
                drill="learning"
                onPick={pick(learning, 'learning-list-title')}
              />
            </>
          ) : (
            <Skeleton h={320} role="status" aria-label={t('charts.loading')} />
          )}
          <ActivePeople list={people} range={range} />
          <LearningList list={learning} range={range} />
        </>
      )}
    </Stack>
  );
}
