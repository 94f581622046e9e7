import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconTrophyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES, type Leaderboard } from '@talentpath/contracts/recognition';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format-date-time';
import { choiceFilter, idFilter, useListState } from '../../../lib/use-list-state';
import { useCategoryOptions } from '../api/get-categories';
import { useLeaderboard } from '../api/get-leaderboard';
import type { LeaderboardFilter } from '../api/query-keys';
import { LeaderboardControls } from '../components/leaderboard-controls';
import { LeaderboardTable } from '../components/leaderboard-table';
import { VisibilitySection } from '../components/visibility-form';

/**
 * /learner/leaderboard (issue 25): the top 10 by points in a period (this week, this month, all time) among
 * everyone, one category's learners or the people of my courses — the choice kept in the address — with my rank
 * (and those around me when I am not in the top), and whether others see me. An admin may turn the leaderboard
 * off: then the page says so and nothing else.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('leaderboard.title'));
  const list = useListState({
    filters: {
      period: choiceFilter(LEADERBOARD_PERIODS, 'week'),
      scope: choiceFilter(LEADERBOARD_SCOPES, 'organization'),
      categoryId: idFilter(),
    },
  });
  const { period, scope, categoryId } = list.filters;
  const filter: LeaderboardFilter =
    scope === 'category' && categoryId ? { period, scope, categoryId } : { period, scope };
  const waitsForCategory = scope === 'category' && !categoryId;
  const board = useLeaderboard(filter, !waitsForCategory);
  const categories = useCategoryOptions();
  const off = board.error instanceof ApiError && board.error.code === 'LEADERBOARD_OFF';

  if (off)
    return (
      <ComingSoon title={t('leaderboard.title')} text={t('leaderboard.offText')} icon={<IconTrophyOff size={24} />} />
    );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('leaderboard.title')} text={t('leaderboard.text')} />
      <LeaderboardControls
        value={{ period, scope, categoryId: scope === 'category' ? categoryId : undefined }}
        onChange={(changes) => list.setFilters(changes)}
        categories={categories.data}
      />
      <section aria-labelledby="leaderboard-results" aria-busy={board.isFetching}>
        <Text id="leaderboard-results" fw={600} mb="xs">
          {t('leaderboard.resultsTitle')}
        </Text>
        {waitsForCategory ? (
          <Text c="dimmed">{t('leaderboard.pickCategory')}</Text>
        ) : board.isError ? (
          <QueryError error={board.error} onRetry={() => void board.refetch()} />
        ) : board.data ? (
          <Results board={board.data} />
        ) : (
          <Stack role="status" gap="xs" aria-busy="true" aria-label={t('leaderboard.loading')}>
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        )}
      </section>
      <VisibilitySection />
    </Stack>
  );
}

function Results({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation('recognition');
  const me = board.me;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {board.since
          ? t('leaderboard.since', { date: formatDay(board.since, i18n.language), count: board.ranked })
          : t('leaderboard.allTime', { count: board.ranked })}
      </Text>
      {me && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-brand-0)">
          <Text fw={600}>
            {me.rank === null
              ? t('leaderboard.noPointsYet')
              : t('leaderboard.myRank', { rank: me.rank, count: board.ranked, points: me.points })}
          </Text>
        </Paper>
      )}
      {me?.visibility === 'hidden' && (
        <Alert color="gray" variant="light" icon={<IconEyeOff size={18} aria-hidden />}>
          {t('leaderboard.hiddenNote')}
        </Alert>
      )}
      {board.top.length === 0 ? (
        <EmptyState title={t('leaderboard.emptyTitle')} text={t('leaderboard.emptyText')} />
      ) : (
        <LeaderboardTable board={board} />
      )}
    </Stack>
  );
}
