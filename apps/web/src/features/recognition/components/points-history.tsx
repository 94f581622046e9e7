import { Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@talentpath/contracts/recognition';
import { ListFooter } from '../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDateTime } from '../../../lib/format-date-time';
import { usePageCount, useListState } from '../../../lib/use-list-state';
import { useMyPointsHistory } from '../api/get-points-history';

const PAGE_SIZE = 10;

/** The learner's points, entry by entry, newest first, paged (the page is kept in the address as `history.page`). */
export function PointsHistory() {
  const { t } = useTranslation('recognition');
  const list = useListState({ prefix: 'history', defaultPageSize: PAGE_SIZE });
  const history = useMyPointsHistory(list.page, PAGE_SIZE);
  const pages = usePageCount(list, history);
  const data = history.data;

  if (history.isError && !data) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (!data)
    return (
      <Stack role="status" gap="xs" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  if (data.totalCount === 0) return <EmptyState title={t('history.emptyTitle')} text={t('history.emptyText')} />;
  return (
    <Stack gap="sm">
      <TableScroll label={t('history.label')} minWidth={480}>
        <Table striped verticalSpacing="sm" aria-label={t('history.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.what')}</Table.Th>
              <Table.Th ta="right">{t('history.points')}</Table.Th>
              <Table.Th>{t('history.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {data.items.some((entry) => entry.capped) && (
        <Text size="xs" c="dimmed">
          {t('history.cappedHint')}
        </Text>
      )}
      <ListFooter
        totalText={t('history.total', { count: data.totalCount })}
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
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation('recognition');
  const what = entry.subject ? t(`ledger.${entry.kind}`, { subject: entry.subject }) : t(`ledgerPlain.${entry.kind}`);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {what}
          </Text>
          {entry.capped && (
            <Badge color="gray" variant="outline" c="dark.7">
              {t('history.capped')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={700} c={entry.points < 0 ? 'red.9' : 'green.9'}>
          {entry.points > 0 ? `+${entry.points}` : entry.points}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" component="time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, i18n.language)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
