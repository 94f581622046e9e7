import { Button, SimpleGrid, Stack } from '@mantine/core';
import {
  IconAlarm,
  IconCertificate,
  IconClockHour4,
  IconPercentage,
  IconPlayerPlay,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format-number';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A share of a whole as a percentage; a dash when the whole is none (nothing to be a share of). */
export const shareText = (part: number, whole: number, language: string) =>
  whole ? formatPercent(part / whole, language) : '—';

/**
 * How long a median time to complete is, as the reader's language says it: minutes under an hour, hours under a
 * day, else days and hours ('3 days and 5 hours', '3 dager og 5 timer'); a dash for none.
 */
export function useFormatDuration() {
  const { t } = useTranslation('analytics');
  return (seconds: number | null) => {
    if (seconds === null || Number.isNaN(seconds)) return '—';
    if (seconds < MINUTE) return t('coordinator.duration.underMinute');
    const hours = Math.round(seconds / HOUR);
    if (hours < 1) return t('coordinator.duration.minutes', { count: Math.round(seconds / MINUTE) });
    if (seconds < DAY - HOUR / 2) return t('coordinator.duration.hours', { count: hours });
    const days = Math.floor(hours / 24);
    const dayText = t('coordinator.duration.days', { count: days });
    const rest = hours % 24;
    return rest
      ? t('coordinator.duration.daysHours', { days: dayText, hours: t('coordinator.duration.hours', { count: rest }) })
      : dayText;
  };
}

/** The figures of a course or of all of them for a range: the funnel's ends, the median, today's overdue. */
export type CourseFigures = {
  enrolled: number;
  started: number;
  completed: number;
  medianSecondsToComplete: number | null;
  overdue: number;
};

type Props = {
  /** undefined while loading. */
  figures: CourseFigures | undefined;
  /** Opens today's overdue assignments below. */
  onShowOverdue: () => void;
  /** With the started figure (the overview: a course's funnel shows it instead). */
  withStarted?: boolean;
};

/** The stat cards of the coordinator's dashboard; the overdue figure opens the list of them, to remind each. */
export function CourseStats({ figures, onShowOverdue, withStarted }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const formatDuration = useFormatDuration();
  const median = figures && (figures.medianSecondsToComplete ?? Number.NaN);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: withStarted ? 3 : 4 }} spacing="sm">
      <StatCard label={t('coordinator.enrolled')} icon={IconUserPlus} value={figures?.enrolled} />
      {withStarted ? (
        <StatCard label={t('coordinator.started')} icon={IconPlayerPlay} value={figures?.started} />
      ) : null}
      {withStarted ? (
        <StatCard label={t('coordinator.completed')} icon={IconCertificate} value={figures?.completed} />
      ) : null}
      <StatCard
        label={t('coordinator.rate')}
        icon={IconPercentage}
        value={figures && (figures.enrolled ? figures.completed / figures.enrolled : 0)}
        format={(share) => formatPercent(share, i18n.language)}
        detail={t('coordinator.rateDetail')}
      />
      <StatCard
        label={t('coordinator.median')}
        icon={IconClockHour4}
        value={median}
        format={formatDuration}
        detail={t(median === undefined || Number.isNaN(median) ? 'coordinator.medianNone' : 'coordinator.medianDetail')}
      />
      <Stack gap={6}>
        <StatCard
          label={t('coordinator.overdue')}
          icon={IconAlarm}
          value={figures?.overdue}
          detail={t('coordinator.overdueDetail')}
        />
        <Button variant="light" size="compact-sm" onClick={onShowOverdue} disabled={!figures?.overdue}>
          {t('coordinator.showOverdue')}
        </Button>
      </Stack>
    </SimpleGrid>
  );
}
