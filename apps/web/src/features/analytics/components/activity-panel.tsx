import { Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconBook, IconChecklist, IconLogin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval } from '@talentpath/contracts/analytics';
import { QueryError } from '../../../components/ui/query-states';
import { StatCard } from '../../../components/ui/stat-card';
import { type DayRange, downloadActivity, useActivitySeries } from '../api/activity';
import { ActivePeople, type usePeopleList } from './active-people';
import { ChartCard } from './chart-card';
import { showPoint } from './drill-list';
import { ExportButtons } from './export-buttons';
import { LearningList, type useLearningList } from './learning-list';

type Props = {
  range: DayRange;
  interval: AnalyticsInterval;
  people: ReturnType<typeof usePeopleList>;
  learning: ReturnType<typeof useLearningList>;
};

/**
 * The activity over the range — active people, sign-ins, lessons opened, attempts started, enrollments and
 * completions per day, week or month — with every point drilled down to the people or the records behind it.
 */
export function ActivityPanel({ range, interval, people, learning }: Props) {
  const { t } = useTranslation('analytics');
  const series = useActivitySeries(range, interval, true);
  const data = series.data;
  const points = data?.points ?? [];
  const total = (column: 'signIns' | 'lessonsOpened' | 'attemptsStarted') =>
    data && points.reduce((sum, point) => sum + point[column], 0);
  const pick = (list: typeof people | typeof learning, heading: string) => (index: number) => {
    const point = points[index];
    if (point) showPoint(list, point, heading);
  };

  if (series.isError && !data) return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  return (
    <Stack gap="lg">
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
    </Stack>
  );
}
