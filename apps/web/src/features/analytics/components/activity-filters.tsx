import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '@talentpath/contracts/analytics';
import { DateField } from '../../../components/ui/date-field';
import type { DayRange } from '../api/activity';
import { today } from '@talentpath/contracts/calendar-days';
import { lastDays } from '../days';

type Props = {
  range: DayRange;
  interval: AnalyticsInterval;
  /** What one control changed, only that. */
  onChange: (changes: Partial<DayRange & { interval: AnalyticsInterval }>) => void;
  /** Why the range is not read, or nothing. */
  rangeError: string | undefined;
};

/** The range quick picks: the last 30 days by day, 12 weeks by week, 12 months by month. */
const PRESETS = [
  { key: 'days30', days: 30, interval: 'day' },
  { key: 'weeks12', days: 84, interval: 'week' },
  { key: 'months12', days: 365, interval: 'month' },
] as const;

/** The range and the interval of a dashboard; each kept in the address by the page. */
export function ActivityFilters({ range, interval, onChange, rangeError }: Props) {
  const { t } = useTranslation('analytics');
  return (
    <Group component="form" role="search" aria-label={t('filters.label')} gap="md" align="flex-end" wrap="wrap">
      <DateField
        label={t('filters.from')}
        value={range.from}
        max={range.to}
        onChange={(from) => from && onChange({ from })}
        w={{ base: '100%', xs: 180 }}
      />
      <DateField
        label={t('filters.to')}
        value={range.to}
        min={range.from}
        onChange={(to) => to && onChange({ to })}
        error={rangeError}
        w={{ base: '100%', xs: 180 }}
      />
      <NativeSelect
        label={t('filters.interval')}
        data={ANALYTICS_INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
        value={interval}
        onChange={(event) => onChange({ interval: event.currentTarget.value as AnalyticsInterval })}
        w={{ base: '100%', xs: 160 }}
      />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.presets')}>
        {PRESETS.map((preset) => (
          <Button
            key={preset.key}
            variant="default"
            onClick={() => onChange({ ...lastDays(preset.days), interval: preset.interval })}
            aria-pressed={
              range.to === today() && range.from === lastDays(preset.days).from && interval === preset.interval
            }
          >
            {t(`filters.${preset.key}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
