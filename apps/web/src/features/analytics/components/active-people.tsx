import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIVE_PEOPLE_SORTS } from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { ListFooter } from '../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { formatNumber } from '../../../lib/format-number';
import { dayFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { type DayRange, downloadActivePeople, type PeopleSort, useActivePeople } from '../api/activity';
import { periodName } from '../days';
import { ExportButtons } from './export-buttons';

const PAGE_SIZE = 20;
const SORTS = ACTIVE_PEOPLE_SORTS.flatMap((key) => [key, `-${key}`]) as PeopleSort[];

/** The drill-down's state in the address: `people.from`, `people.to` (a point's days), `people.sort`, `people.page`. */
export const usePeopleList = () =>
  useListState({
    prefix: 'people',
    sorts: SORTS,
    defaultSort: '-activeDays',
    defaultPageSize: PAGE_SIZE,
    filters: { from: dayFilter(), to: dayFilter() },
  });

type Props = {
  list: ReturnType<typeof usePeopleList>;
  /** The dashboard's range: the list's when no point is chosen. */
  range: DayRange;
};

/** Who is behind an active-people figure: the range's, or a chosen point's; sorted, paged, exported. */
export function ActivePeople({ list, range }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const chosen = list.filters.from && list.filters.to ? { from: list.filters.from, to: list.filters.to } : null;
  const days = chosen ?? range;
  const people = useActivePeople({ ...days, sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE }, true);
  const pages = usePageCount(list, people);
  const sort = parseSort(list.sort);
  const period = periodName({ start: days.from, end: days.to }, 'day', i18n.language);
  const data = people.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="active-people-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="active-people-title" tabIndex={-1}>
            {t('people.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(chosen ? 'people.ofPoint' : 'people.ofRange', { period })}
          </Text>
        </Stack>
        <Group gap="xs">
          {chosen && (
            <Button variant="default" onClick={() => list.setFilters({ from: undefined, to: undefined })}>
              {t('people.wholeRange')}
            </Button>
          )}
          <ExportButtons what="people" download={(format) => downloadActivePeople(days, list.sort, format)} />
        </Group>
      </Group>
      {people.isError && !data ? (
        <QueryError error={people.error} onRetry={() => void people.refetch()} />
      ) : !data ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={t('people.loading')}>
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : data.totalCount === 0 ? (
        <EmptyState title={t('people.emptyTitle')} text={t('people.emptyText')} />
      ) : (
        <>
          <TableScroll label={t('people.title')} minWidth={520}>
            <Table striped verticalSpacing="sm" aria-label={t('people.title')}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sortKey="name" sort={sort} onSort={(next) => list.setSort(formatSort(next))}>
                    {t('people.name')}
                  </SortHeader>
                  <SortHeader sortKey="activeDays" sort={sort} onSort={(next) => list.setSort(formatSort(next))}>
                    {t('people.activeDays')}
                  </SortHeader>
                  <SortHeader sortKey="lastActive" sort={sort} onSort={(next) => list.setSort(formatSort(next))}>
                    {t('people.lastActive')}
                  </SortHeader>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {person.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {person.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatNumber(person.activeDays, i18n.language)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(person.lastActive, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <ListFooter
            totalText={t('people.total', { count: data.totalCount })}
            page={list.page}
            pages={pages}
            onPage={list.setPage}
            labels={{
              previous: t('paging.previous'),
              next: t('paging.next'),
              page: (page) => t('paging.page', { page }),
            }}
          />
        </>
      )}
    </Stack>
  );
}
