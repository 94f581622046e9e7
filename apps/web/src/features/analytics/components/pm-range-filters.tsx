import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import { UTILISATION_WEEKS } from '@talentpath/contracts/workforce-analytics';
import { DateField } from '../../../components/ui/date-field';
import type { DayRange } from '../api/activity';

const WEEK = 7;

/** The weeks the project manager's dashboard shows unless the address says otherwise: 12 back, this one, 12 ahead. */
export function aroundToday(): DayRange {
  const monday = mondayOf(today());
  return { from: addDays(monday, -UTILISATION_WEEKS * WEEK), to: addDays(monday, (UTILISATION_WEEKS + 1) * WEEK - 1) };
}

type Preset = { key: 'around' | 'past' | 'ahead'; range: () => DayRange };

/** Quick picks in whole weeks from Monday: back and ahead (the default), the last 12 weeks, this and the next 12. */
const PRESETS: Preset[] = [
  { key: 'around', range: aroundToday },
  { key: 'past', range: () => ({ from: aroundToday().from, to: today() }) },
  { key: 'ahead', range: () => ({ from: mondayOf(today()), to: aroundToday().to }) },
];

type Props = {
  range: DayRange;
  /** What one control changed, only that. */
  onChange: (changes: Partial<DayRange>) => void;
  /** Why the range is not read, or nothing. */
  rangeError: string | undefined;
};

/** The range of the utilization and of learning into staffing, kept in the address by the page. */
export function PmRangeFilters({ range, onChange, rangeError }: Props) {
  const { t } = useTranslation('analytics');
  return (
    <Group component="form" role="search" aria-label={t('pm.filters.label')} gap="md" align="flex-end" wrap="wrap">
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
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.presets')}>
        {PRESETS.map((preset) => {
          const { from, to } = preset.range();
          return (
            <Button
              key={preset.key}
              variant="default"
              onClick={() => onChange({ from, to })}
              aria-pressed={range.from === from && range.to === to}
            >
              {t(`pm.filters.${preset.key}`)}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}
