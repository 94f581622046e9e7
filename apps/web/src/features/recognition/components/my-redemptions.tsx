import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '@talentpath/contracts/recognition';
import { EmptyState } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate } from '../../../lib/format-date-time';
import { RedemptionStatusBadge } from './redemption-status-badge';

/** The learner's redemptions, newest first: reward, cost, when, and status (a rejected one says why). */
export function MyRedemptions({ items }: { items: Redemption[] }) {
  const { t, i18n } = useTranslation('recognition');
  if (items.length === 0)
    return <EmptyState title={t('myRedemptions.emptyTitle')} text={t('myRedemptions.emptyText')} />;
  return (
    <TableScroll label={t('myRedemptions.label')} minWidth={520}>
      <Table striped verticalSpacing="sm" aria-label={t('myRedemptions.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('myRedemptions.reward')}</Table.Th>
            <Table.Th>{t('myRedemptions.cost')}</Table.Th>
            <Table.Th>{t('myRedemptions.requested')}</Table.Th>
            <Table.Th>{t('myRedemptions.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.reward.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('summary.points', { count: r.cost })}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={r.createdAt}>{formatDate(r.createdAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <RedemptionStatusBadge status={r.status} />
                  {r.status === 'rejected' && r.reason && (
                    <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                      {t('myRedemptions.reason', { reason: r.reason })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
