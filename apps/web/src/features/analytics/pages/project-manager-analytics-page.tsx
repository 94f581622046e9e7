import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RANGE_DAYS_MAX } from '@talentpath/contracts/analytics';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { dayFilter, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { PmBench } from '../components/pm-bench';
import { PmDemand } from '../components/pm-demand';
import { PmLearning } from '../components/pm-learning';
import { aroundToday, PmRangeFilters } from '../components/pm-range-filters';
import { PmRisks } from '../components/pm-risks';
import { PmUtilisation } from '../components/pm-utilisation';
import { useWeekPeopleList } from '../components/pm-week-people';
import { ReportSubscription } from '../components/report-subscription';
import { rangeProblem } from '../days';

/**
 * /project-manager/analytics (issue 27): how loaded people were and will be week by week (the forecast from today's
 * assignments marked), who is free for the next weeks, what the active projects require against the people who have
 * it, which projects are at risk, and who learned their way into a required technology. One page of sections; the
 * range (utilization and learning), the week chosen and each list's state are kept in the address, so a link shows
 * the same view.
 */
export function ProjectManagerAnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('pm.title'));
  const view = useListState({ filters: { from: dayFilter(), to: dayFilter() } });
  const week = useWeekPeopleList();
  const fallback = aroundToday();
  const range: DayRange = { from: view.filters.from ?? fallback.from, to: view.filters.to ?? fallback.to };
  const problem = rangeProblem(range);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pm.title')}
          </Title>
          <ReportSubscription dashboard="project-manager" />
        </Group>
        <Text c="dimmed" maw={760}>
          {t('pm.intro')}
        </Text>
      </Stack>
      <PmRangeFilters
        range={range}
        onChange={(changes) => {
          view.setFilters(changes);
          // Another range: a week chosen before may not be one of its weeks.
          week.setFilters({ from: undefined, to: undefined, only: undefined });
        }}
        rangeError={problem && t(`filters.${problem}`, { max: ANALYTICS_RANGE_DAYS_MAX })}
      />
      {problem ? null : <PmUtilisation range={range} list={week} />}
      <PmBench />
      <PmDemand />
      <PmRisks />
      {problem ? null : <PmLearning range={range} />}
    </Stack>
  );
}
