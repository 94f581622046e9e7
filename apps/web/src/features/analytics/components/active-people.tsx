import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIVE_PEOPLE_SORTS } from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { formatNumber } from '../../../lib/format-number';
import { dayFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { type DayRange, downloadActivePeople, type PeopleSort, useActivePeople } from '../api/activity';
import { periodName } from '../days';
import { DrillList, drilledDays } from './drill-list';
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
  const { chosen, days } = drilledDays(list.filters, range);
  const people = useActivePeople({ ...days, sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE }, true);
  const pages = usePageCount(list, people);
  const sort = parseSort(list.sort);
  const period = periodName({ start: days.from, end: days.to }, 'day', i18n.language);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));

  return (
    <DrillList
      id="active-people-title"
      title={t('people.title')}
      subtitle={t(chosen ? 'people.ofPoint' : 'people.ofRange', { period })}
      actions={
        <Group gap="xs">
          {chosen && (
            <Button variant="default" onClick={() => list.setFilters({ from: undefined, to: undefined })}>
              {t('people.wholeRange')}
            </Button>
          )}
          <ExportButtons what="people" download={(format) => downloadActivePeople(days, list.sort, format)} />
        </Group>
      }
      result={people}
      loading={t('people.loading')}
      empty={{ title: t('people.emptyTitle'), text: t('people.emptyText') }}
      footer={{
        total: t('people.total', { count: people.data?.totalCount ?? 0 }),
        page: list.page,
        pages,
        onPage: list.setPage,
      }}
    >
      <TableScroll label={t('people.title')} minWidth={520}>
        <Table striped verticalSpacing="sm" aria-label={t('people.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader sortKey="name" sort={sort} onSort={onSort}>
                {t('people.name')}
              </SortHeader>
              <SortHeader sortKey="activeDays" sort={sort} onSort={onSort}>
                {t('people.activeDays')}
              </SortHeader>
              <SortHeader sortKey="lastActive" sort={sort} onSort={onSort}>
                {t('people.lastActive')}
              </SortHeader>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.data?.items.map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>
                  <PersonCell name={person.name} email={person.email} />
                </Table.Td>
                <Table.Td>{formatNumber(person.activeDays, i18n.language)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(person.lastActive, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DrillList>
  );
}

/** Who, in a list's row: the name, and the e-mail under it. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </>
  );
}
