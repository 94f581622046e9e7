import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_SCOPES,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from '@talentpath/contracts/recognition';
import type { LeaderboardFilter } from '../api/query-keys';
import type { CategoryOption } from '../api/get-categories';

type Props = {
  value: LeaderboardFilter;
  onChange: (changes: Partial<LeaderboardFilter>) => void;
  /** The active categories, once loaded. */
  categories: CategoryOption[] | undefined;
};

/** The period (this week, this month, all time) and who is ranked (everyone, one category's learners, my courses'). */
export function LeaderboardControls({ value, onChange, categories }: Props) {
  const { t } = useTranslation('recognition');
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="leaderboard-period-label">
          {t('leaderboard.period')}
        </Text>
        <SegmentedControl
          aria-labelledby="leaderboard-period-label"
          value={value.period}
          onChange={(period) => onChange({ period: period as LeaderboardPeriod })}
          data={LEADERBOARD_PERIODS.map((period) => ({ value: period, label: t(`leaderboard.periods.${period}`) }))}
        />
      </Stack>
      <NativeSelect
        label={t('leaderboard.scope')}
        value={value.scope}
        onChange={(event) => {
          const scope = event.currentTarget.value as LeaderboardScope;
          onChange({ scope, categoryId: scope === 'category' ? value.categoryId : undefined });
        }}
        data={LEADERBOARD_SCOPES.map((scope) => ({ value: scope, label: t(`leaderboard.scopes.${scope}`) }))}
        style={{ flex: '0 1 220px' }}
      />
      {value.scope === 'category' && (
        <NativeSelect
          label={t('leaderboard.category')}
          value={value.categoryId ?? ''}
          onChange={(event) => onChange({ categoryId: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('leaderboard.chooseCategory') },
            ...(categories ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          disabled={!categories}
          style={{ flex: '0 1 260px' }}
        />
      )}
    </Group>
  );
}
