import { useState } from 'react';
import { Button, Group, NativeSelect, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type Redemption } from '@talentpath/contracts/recognition';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date-time';
import { toast } from '../../../lib/toast';
import { choiceFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { useDecideRedemption } from '../api/decide-redemption';
import { useRedemptions } from '../api/get-redemptions';
import { RedemptionStatusBadge } from '../components/redemption-status-badge';
import { RejectDialog } from '../components/reject-dialog';

const FILTERS = [...REDEMPTION_STATUSES, 'all'] as const;
const PAGE_SIZE = 20;

/**
 * /admin/redemptions (issue 25): the learners' redemptions, newest first, pending ones by default; each pending one
 * is fulfilled (handed over) or rejected with a reason (the points go back).
 */
export function RedemptionsAdminPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('redemptionsAdmin.title'));
  const list = useListState({ defaultPageSize: PAGE_SIZE, filters: { status: choiceFilter(FILTERS, 'pending') } });
  const status = list.filters.status;
  const redemptions = useRedemptions({
    ...(status === 'all' ? {} : { status }),
    pageNumber: list.page,
    pageSize: PAGE_SIZE,
  });
  const pages = usePageCount(list, redemptions);
  const decide = useDecideRedemption();
  const [rejecting, setRejecting] = useState<Redemption | null>(null);
  const [opened, setOpened] = useState(false);
  const data = redemptions.data;

  const fulfil = (redemption: Redemption) =>
    decide.mutate(
      { redemption, fulfil: true },
      {
        onSuccess: () => toast.success(t('redemptionsAdmin.fulfilled', { person: redemption.person.name })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('redemptionsAdmin.title')} text={t('redemptionsAdmin.text')} />
      <NativeSelect
        label={t('redemptionsAdmin.filter')}
        value={status}
        onChange={(event) => list.setFilters({ status: event.currentTarget.value as (typeof FILTERS)[number] })}
        data={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('redemptionsAdmin.all') : t(`status.${value}`),
        }))}
        maw={240}
      />
      {redemptions.isError && !data ? (
        <QueryError error={redemptions.error} onRetry={() => void redemptions.refetch()} />
      ) : !data ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={t('redemptionsAdmin.loading')}>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : data.totalCount === 0 ? (
        <EmptyState
          title={t(status === 'pending' ? 'redemptionsAdmin.emptyPendingTitle' : 'redemptionsAdmin.emptyTitle')}
          text={t(status === 'pending' ? 'redemptionsAdmin.emptyPendingText' : 'redemptionsAdmin.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          <TableScroll label={t('redemptionsAdmin.tableLabel')} minWidth={760}>
            <Table striped verticalSpacing="sm" aria-label={t('redemptionsAdmin.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('redemptionsAdmin.person')}</Table.Th>
                  <Table.Th>{t('redemptionsAdmin.reward')}</Table.Th>
                  <Table.Th ta="right">{t('redemptionsAdmin.cost')}</Table.Th>
                  <Table.Th>{t('redemptionsAdmin.requested')}</Table.Th>
                  <Table.Th>{t('redemptionsAdmin.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('redemptionsAdmin.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((r) => (
                  <Row
                    key={r.id}
                    redemption={r}
                    busy={decide.isPending && decide.variables?.redemption.id === r.id}
                    onFulfil={() => fulfil(r)}
                    onReject={() => {
                      setRejecting(r);
                      setOpened(true);
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <ListFooter
            totalText={t('redemptionsAdmin.total', { count: data.totalCount })}
            page={list.page}
            pages={pages}
            onPage={list.setPage}
            labels={{
              previous: t('paging.previous'),
              next: t('paging.next'),
              page: (page) => t('paging.page', { page }),
            }}
          />
        </Stack>
      )}
      <RejectDialog redemption={rejecting} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

type RowProps = { redemption: Redemption; busy: boolean; onFulfil: () => void; onReject: () => void };

function Row({ redemption: r, busy, onFulfil, onReject }: RowProps) {
  const { t, i18n } = useTranslation('recognition');
  const who = `${r.reward.name}, ${r.person.name}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {r.person.name}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.reward.name}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {t('summary.points', { count: r.cost })}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={r.createdAt}>{formatDate(r.createdAt, i18n.language)}</time>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <RedemptionStatusBadge status={r.status} />
          {r.status === 'rejected' && r.reason && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.reason}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {r.status === 'pending' && (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="green.9"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={busy}
              onClick={onFulfil}
              aria-label={t('redemptionsAdmin.fulfilName', { name: who })}
            >
              {t('redemptionsAdmin.fulfil')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={busy}
              onClick={onReject}
              aria-label={t('redemptionsAdmin.rejectName', { name: who })}
            >
              {t('redemptionsAdmin.reject')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
