import type { ReactNode } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAward, IconGift, IconHistory, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useMyBadges } from '../api/get-my-badges';
import { useMyRedemptions } from '../api/get-my-redemptions';
import { useMyPoints } from '../api/get-points';
import { useRewards } from '../api/get-rewards';
import { BadgesGrid } from '../components/badges-grid';
import { MyRedemptions } from '../components/my-redemptions';
import { PointsHistory } from '../components/points-history';
import { PointsSummaryPanel } from '../components/points-summary';
import { RewardsCatalogue } from '../components/rewards-catalogue';

const TABS = ['badges', 'rewards', 'redemptions', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * /learner/badges-rewards (issue 25): the learner's points (balance, level and the way to the next, streak) above
 * four tabs — badges earned and locked, the rewards to spend points on, their redemptions, and the points history.
 * Tabs rather than one long page: on a phone each part is a screen of its own. The tab is kept in the address.
 */
export function BadgesRewardsPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'badges';
  const points = useMyPoints();

  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'badges') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('page.title')} text={t('page.text')} />
      {points.isError ? (
        <QueryError error={points.error} onRetry={() => void points.refetch()} />
      ) : points.data ? (
        <PointsSummaryPanel summary={points.data} />
      ) : (
        <Skeleton h={132} radius="md" role="status" aria-busy="true" aria-label={t('summary.loading')} />
      )}
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label={t('page.tabs')}>
          <Tabs.Tab value="badges" leftSection={<IconAward size={16} aria-hidden />}>
            {t('tabs.badges')}
          </Tabs.Tab>
          <Tabs.Tab value="rewards" leftSection={<IconGift size={16} aria-hidden />}>
            {t('tabs.rewards')}
          </Tabs.Tab>
          <Tabs.Tab value="redemptions" leftSection={<IconReceipt size={16} aria-hidden />}>
            {t('tabs.redemptions')}
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('tabs.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="badges" pt="md">
          <BadgesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="rewards" pt="md">
          <RewardsPanel balance={points.data?.balance} />
        </Tabs.Panel>
        <Tabs.Panel value="redemptions" pt="md">
          <RedemptionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <PointsHistory />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A tab's list: its failure with a retry, skeletons while it loads, then `children` with the data. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Stack role="status" gap="sm" aria-busy="true" aria-label={label}>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  return children(query.data);
}

function BadgesPanel() {
  const { t } = useTranslation('recognition');
  const badges = useMyBadges();
  return (
    <Loaded query={badges} label={t('badges.loading')}>
      {(data) => <BadgesGrid items={data.items} />}
    </Loaded>
  );
}

function RewardsPanel({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation('recognition');
  const rewards = useRewards();
  // Redeem needs the balance to say whether it can be afforded; it waits for it with the list.
  const query = { ...rewards, data: balance === undefined ? undefined : rewards.data };
  return (
    <Loaded query={query} label={t('rewards.loading')}>
      {(data) => <RewardsCatalogue items={data.items} balance={balance ?? 0} />}
    </Loaded>
  );
}

function RedemptionsPanel() {
  const { t } = useTranslation('recognition');
  const redemptions = useMyRedemptions();
  return (
    <Loaded query={redemptions} label={t('myRedemptions.loading')}>
      {(data) => <MyRedemptions items={data.items} />}
    </Loaded>
  );
}
