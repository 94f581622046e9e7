import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconGauge, IconUserCheck, IconUserPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UtilisationPoint } from '@talentpath/contracts/workforce-analytics';
import { QueryError } from '../../../components/ui/query-states';
import { StatCard } from '../../../components/ui/stat-card';
import type { DayRange } from '../api/activity';
import { useUtilisation } from '../api/workforce';
import { focusHeading } from './drill-list';
import { equivalentsText, loadText } from './pm-load';
import { RolesChart } from './pm-roles-chart';
import { UtilisationChart, type WeekDrill, weekName, weekOf } from './pm-utilisation-chart';
import { WEEK_PEOPLE_TITLE, WeekPeople, type useWeekPeopleList } from './pm-week-people';

type Props = { range: DayRange; list: ReturnType<typeof useWeekPeopleList> };

/**
 * How loaded people were and will be, week by week: this week's figures, the utilization line with its forecast,
 * the people-equivalents per project role, and the people behind a week chosen.
 */
export function PmUtilisation({ range, list }: Props) {
  const { t } = useTranslation('analytics');
  const series = useUtilisation(range, true);
  const { data } = series;
  const pick = (point: UtilisationPoint, drill: WeekDrill) => {
    list.setFilters({ from: point.start, to: point.end, only: drill === 'all' ? undefined : drill });
    focusHeading(WEEK_PEOPLE_TITLE);
  };
  if (series.isError && !data) return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  if (!data) return <Skeleton h={320} role="status" aria-label={t('pm.utilisation.loading')} />;
  const now = weekOf(data.points, data.today);
  return (
    <Stack gap="lg">
      {now ? <ThisWeek point={now} /> : null}
      <UtilisationChart series={data} range={range} onPick={pick} />
      <RolesChart series={data} onPick={(point) => pick(point, 'all')} />
      <WeekPeople list={list} />
    </Stack>
  );
}

/** The figures of the week today is in. */
function ThisWeek({ point }: { point: UtilisationPoint }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pm-now-title">
      <Title order={2} fz="lg" id="pm-now-title">
        {t('pm.now.title', { week: weekName(point, language) })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <StatCard
          label={t('pm.utilisation.actual')}
          icon={IconGauge}
          value={point.utilisation}
          format={(value) => loadText(value, language)}
          detail={t('pm.now.of', { count: point.people })}
        />
        <StatCard
          label={t('pm.utilisation.assigned')}
          icon={IconBriefcase}
          value={point.assigned}
          format={(value) => equivalentsText(value, language)}
          detail={t('pm.now.assignedDetail')}
        />
        <StatCard
          label={t('pm.utilisation.full')}
          icon={IconUserCheck}
          value={point.full}
          detail={t('pm.now.fullDetail')}
        />
        <StatCard
          label={t('pm.utilisation.underHalf')}
          icon={IconUserPause}
          value={point.underHalf}
          detail={t('pm.now.underHalfDetail')}
        />
      </SimpleGrid>
    </Stack>
  );
}
