import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reward } from '@talentpath/contracts/recognition';
import { EmptyState } from '../../../components/ui/query-states';
import { RecognitionImage } from './recognition-image';
import { RedeemDialog } from './redeem-dialog';

/** The rewards on offer: cost, what is left, and Redeem — disabled, with the reason beside it, when it cannot be. */
export function RewardsCatalogue({ items, balance }: { items: Reward[]; balance: number }) {
  const { t } = useTranslation('recognition');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [opened, setOpened] = useState(false);
  if (items.length === 0) return <EmptyState title={t('rewards.emptyTitle')} text={t('rewards.emptyText')} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            balance={balance}
            onRedeem={() => {
              setRedeeming(reward);
              setOpened(true);
            }}
          />
        ))}
      </SimpleGrid>
      <RedeemDialog reward={redeeming} balance={balance} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

type CardProps = { reward: Reward; balance: number; onRedeem: () => void };

function RewardCard({ reward, balance, onRedeem }: CardProps) {
  const { t } = useTranslation('recognition');
  const titleId = `reward-${reward.id}`;
  const reasonId = `reward-${reward.id}-reason`;
  const outOfStock = reward.stock === 0;
  const short = reward.cost - balance;
  const refusal = outOfStock ? t('rewards.outOfStock') : short > 0 ? t('rewards.needMore', { count: short }) : null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <RecognitionImage url={reward.imageUrl} kind="reward" size={56} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {reward.name}
            </Title>
            <Text fw={700}>{t('rewards.cost', { count: reward.cost })}</Text>
            <Text size="sm" c="dimmed">
              {reward.stock === null ? t('rewards.unlimited') : t('rewards.left', { count: reward.stock })}
            </Text>
          </Stack>
        </Group>
        {reward.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {reward.description}
          </Text>
        )}
        <Stack gap={4} mt="auto">
          <Button
            leftSection={<IconGift size={16} aria-hidden />}
            onClick={onRedeem}
            disabled={refusal !== null}
            aria-describedby={refusal ? reasonId : undefined}
            aria-label={t('rewards.redeemName', { name: reward.name })}
          >
            {t('rewards.redeem')}
          </Button>
          {refusal && (
            <Text size="sm" c="dimmed" id={reasonId}>
              {refusal}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
