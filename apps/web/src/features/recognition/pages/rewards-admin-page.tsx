import { useState } from 'react';
import { Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reward } from '@talentpath/contracts/recognition';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableScroll } from '../../../components/ui/table-scroll';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAdminRewards } from '../api/get-admin-rewards';
import { RecognitionImage } from '../components/recognition-image';
import { RewardFormModal } from '../components/reward-form-modal';

/** /admin/rewards (issue 25): every reward — picture, name, cost, stock, offered — and a dialog to create or edit one. */
export function RewardsAdminPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('rewardsAdmin.title'));
  const rewards = useAdminRewards();
  const [editing, setEditing] = useState<{ reward: Reward | null } | null>(null);
  const items = rewards.data?.items;
  // The dialog shows the reward as the list has it now (a new picture lands there).
  const open = editing && {
    reward: editing.reward && (items?.find((r) => r.id === editing.reward?.id) ?? editing.reward),
  };
  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ reward: null })}>
      {t('rewardsAdmin.add')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('rewardsAdmin.title')} text={t('rewardsAdmin.text')} action={add} />
      {rewards.isError && !items ? (
        <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : !items ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={t('rewardsAdmin.loading')}>
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={t('rewardsAdmin.emptyTitle')} text={t('rewardsAdmin.emptyText')} />
      ) : (
        <RewardsTable items={items} onEdit={(reward) => setEditing({ reward })} />
      )}
      <RewardFormModal editing={open} onClose={() => setEditing(null)} onCreated={(reward) => setEditing({ reward })} />
    </Stack>
  );
}

function RewardsTable({ items, onEdit }: { items: Reward[]; onEdit: (reward: Reward) => void }) {
  const { t } = useTranslation('recognition');
  return (
    <TableScroll label={t('rewardsAdmin.tableLabel')} minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={t('rewardsAdmin.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>
              <VisuallyHidden>{t('rewardsAdmin.image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('rewardsAdmin.name')}</Table.Th>
            <Table.Th ta="right">{t('rewardsAdmin.cost')}</Table.Th>
            <Table.Th ta="right">{t('rewardsAdmin.stock')}</Table.Th>
            <Table.Th>{t('rewardsAdmin.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('rewardsAdmin.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((reward) => (
            <Table.Tr key={reward.id}>
              <Table.Td>
                <RecognitionImage url={reward.imageUrl} kind="reward" size={40} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {reward.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{t('summary.points', { count: reward.cost })}</Table.Td>
              <Table.Td ta="right">{reward.stock === null ? t('rewards.unlimited') : reward.stock}</Table.Td>
              <Table.Td>
                <StatusBadge active={reward.active} label={t(reward.active ? 'form.offered' : 'form.notOffered')} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(reward)}
                  aria-label={t('form.editName', { name: reward.name })}
                >
                  {t('form.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
