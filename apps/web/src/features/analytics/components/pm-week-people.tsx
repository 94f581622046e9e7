import { Button, Group, NativeSelect, Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERSON_LOAD_SORTS } from '@talentpath/contracts/workforce-analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { dayFilter, optionalChoiceFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { type PersonLoadSort, usePersonLoads } from '../api/workforce';
import { periodName } from '../days';
import { PersonCell } from './active-people';
import { DrillList } from './drill-list';
import { LoadCell } from './pm-load';

const PAGE_SIZE = 20;
const SORTS = PERSON_LOAD_SORTS.flatMap((key) => [key, `-${key}`]) as PersonLoadSort[];
/** Only some of the week's people: the fully booked (100%) or those under half (50%). */
const ONLY = ['full', 'underHalf'] as const;
type Only = (typeof ONLY)[number];
/** The bounds each kind asks of the API. */
const BOUNDS: Record<Only, { atLeast?: number; under?: number }> = { full: { atLeast: 100 }, underHalf: { under: 50 } };

export const WEEK_PEOPLE_TITLE = 'pm-week-people-title';

/** The drill-down's state in the address: `week.from`, `week.to` (the week chosen), `week.only`, sort and page. */
export const useWeekPeopleList = () =>
  useListState({
    prefix: 'week',
    sorts: SORTS,
    defaultSort: '-load',
    defaultPageSize: PAGE_SIZE,
    filters: { from: dayFilter(), to: dayFilter(), only: optionalChoiceFilter(ONLY) },
  });

type Props = { list: ReturnType<typeof useWeekPeopleList> };

/** The people behind a week's figure, each with their load in it (names plain: the area has no profile page). */
export function WeekPeople({ list }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const { from, to, only } = list.filters;
  const people = usePersonLoads(
    from && to
      ? { from, to, ...(only ? BOUNDS[only] : {}), sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE }
      : null,
  );
  const pages = usePageCount(list, people);
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  if (!from || !to) return null;
  const week = periodName({ start: from, end: to }, 'week', i18n.language);
  const title = t('pm.weekPeople.title');

  return (
    <Paper withBorder radius="md" p="md">
      <DrillList
        id={WEEK_PEOPLE_TITLE}
        title={title}
        subtitle={t(`pm.weekPeople.${only ?? 'all'}`, { week })}
        actions={
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('pm.weekPeople.show')}
              value={only ?? ''}
              onChange={(event) => list.setFilters({ only: ONLY.find((value) => value === event.currentTarget.value) })}
              data={[
                { value: '', label: t('pm.weekPeople.showAll') },
                { value: 'full', label: t('pm.utilisation.full') },
                { value: 'underHalf', label: t('pm.utilisation.underHalf') },
              ]}
            />
            <Button
              variant="default"
              onClick={() => list.setFilters({ from: undefined, to: undefined, only: undefined })}
            >
              {t('pm.weekPeople.close')}
            </Button>
          </Group>
        }
        result={people}
        loading={t('pm.weekPeople.loading')}
        empty={{ title: t('pm.weekPeople.empty') }}
        footer={{
          total: t('pm.people', { count: people.data?.totalCount ?? 0 }),
          page: list.page,
          pages,
          onPage: list.setPage,
        }}
      >
        <TableScroll label={title} minWidth={420}>
          <Table striped verticalSpacing="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sortKey="name" sort={sort} onSort={onSort}>
                  {t('pm.person')}
                </SortHeader>
                <SortHeader sortKey="load" sort={sort} onSort={onSort}>
                  {t('pm.weekPeople.load')}
                </SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.data?.items.map((row) => (
                <Table.Tr key={row.person.id}>
                  <Table.Td>
                    <PersonCell name={row.person.name} email={row.person.email} />
                  </Table.Td>
                  <Table.Td miw={120}>
                    <LoadCell load={row.load} language={i18n.language} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </DrillList>
    </Paper>
  );
}
