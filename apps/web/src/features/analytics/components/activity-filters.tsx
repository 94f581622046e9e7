import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '@talentpath/contracts/analytics';
import { DateField } from '../../../components/ui/date-field';
import type { DayRange } from '../api/activity';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { lastDays } from '../days';

type Props = {
  range: DayRange;
  interval: AnalyticsInterval;
  /** What one control changed, only that. */
  onChange: (changes: Partial<DayRange & { interval: AnalyticsInterval }>) => void;
  /** Why the range is not read, or nothing. */
  rangeError: string | undefined;
  /** Whether the dashboard has points over time (an interval to choose); true unless said. */
  withInterval?: boolean;
  /** Whether the dashboard looks ahead too (certificates that will end): a quick pick for the next 12 months. */
  withFuture?: boolean;
};

type Preset = { key: 'days30' | 'weeks12' | 'months12' | 'next12'; range: () => DayRange; interval: AnalyticsInterval };

/** The range quick picks: the last 30 days by day, 12 weeks by week, 12 months by month. */
const PRESETS: Preset[] = [
  { key: 'days30', range: () => lastDays(30), interval: 'day' },
  { key: 'weeks12', range: () => lastDays(84), interval: 'week' },
  { key: 'months12', range: () => lastDays(365), interval: 'month' },
];

/** Looking ahead: today and the 364 days after it, by month. */
const NEXT_12_MONTHS: Preset = {
  key: 'next12',
  range: () => ({ from: today(), to: addDays(today(), 364) }),
  interval: 'month',
};

/** The range and the interval of a dashboard; each kept in the address by the page. */
export function ActivityFilters({ range, interval, onChange, rangeError, withInterval = true, withFuture }: Props) {
  const { t } = useTranslation('analytics');
  const presets = withFuture ? [...PRESETS, NEXT_12_MONTHS] : PRESETS;
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
      {withInterval ? (
        <NativeSelect
          label={t('filters.interval')}
          data={ANALYTICS_INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
          value={interval}
          onChange={(event) => onChange({ interval: event.currentTarget.value as AnalyticsInterval })}
          w={{ base: '100%', xs: 160 }}
        />
      ) : null}
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.presets')}>
        {presets.map((preset) => (
          <Button
            key={preset.key}
            variant="default"
            onClick={() => onChange({ ...preset.range(), interval: preset.interval })}
            aria-pressed={
              range.to === preset.range().to &&
              range.from === preset.range().from &&
              (!withInterval || interval === preset.interval)
            }
          >
            {t(`filters.${preset.key}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
