import { Badge, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import {
  BENCH_BELOW_DEFAULT,
  BENCH_SORTS,
  BENCH_WEEKS_DEFAULT,
  BENCH_WEEKS_MAX,
  type BenchPerson,
} from '@talentpath/contracts/workforce-analytics';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { type ListFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { type BenchSort, useBench } from '../api/workforce';
import { PersonCell } from './active-people';
import { LoadCell, loadText } from './pm-load';
import { PagedFooter } from './paged-footer';

const PAGE_SIZE = 10;
const SORTS = BENCH_SORTS.flatMap((key) => [key, `-${key}`]) as BenchSort[];
/** The loads a person may stay below to count as free. */
const BELOW = [25, 50, 75, 100] as const;
/** How many weeks ahead, from today, they must stay below it. */
const WEEKS = Array.from({ length: BENCH_WEEKS_MAX }, (_, index) => index + 1);

/** A whole number from `min` to `max`; `fallback` (left out of the address) for anything else. */
const wholeFilter = (min: number, max: number, fallback: number): ListFilter<number> => ({
  read: (raw) => {
    const value = Number(raw);
    return raw && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
  },
  write: (value) => (value === fallback ? null : String(value)),
});

/** The bench's state in the address: `bench.below`, `bench.weeks`, `bench.sort`, `bench.page`. */
const useBenchList = () =>
  useListState({
    prefix: 'bench',
    sorts: SORTS,
    defaultSort: 'peak',
    defaultPageSize: PAGE_SIZE,
    filters: {
      below: wholeFilter(1, 100, BENCH_BELOW_DEFAULT),
      weeks: wholeFilter(1, BENCH_WEEKS_MAX, BENCH_WEEKS_DEFAULT),
    },
  });

/** The people who stay below a load on every day of the next weeks, least loaded first: who can be staffed now. */
export function PmBench() {
  const { t, i18n } = useTranslation('analytics');
  const list = useBenchList();
  const { below, weeks } = list.filters;
  const bench = useBench({ below, weeks, sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE });
  const pages = usePageCount(list, bench);
  const { data } = bench;
  const title = t('pm.bench.title');
  const choices = BELOW.includes(below as (typeof BELOW)[number]) ? BELOW : [...BELOW, below].sort((a, b) => a - b);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-bench-title">
      <Stack gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={2} fz="lg" id="pm-bench-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pm.bench.text')}
          </Text>
        </Stack>
        <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('pm.bench.controls')}>
          <NativeSelect
            label={t('pm.bench.below')}
            value={String(below)}
            onChange={(event) => list.setFilters({ below: Number(event.currentTarget.value) })}
            data={choices.map((value) => ({ value: String(value), label: loadText(value, i18n.language) }))}
            w={{ base: '100%', xs: 180 }}
          />
          <NativeSelect
            label={t('pm.bench.weeks')}
            value={String(weeks)}
            onChange={(event) => list.setFilters({ weeks: Number(event.currentTarget.value) })}
            data={WEEKS.map((value) => ({ value: String(value), label: t('pm.bench.weeksValue', { count: value }) }))}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        {bench.isError && !data ? (
          <QueryError error={bench.error} onRetry={() => void bench.refetch()} />
        ) : !data ? (
          <Skeleton h={200} role="status" aria-label={t('pm.bench.loading')} />
        ) : (
          <>
            <Text size="sm">
              {t('pm.bench.period', {
                from: formatDay(data.from, i18n.language),
                to: formatDay(data.to, i18n.language),
                below: loadText(below, i18n.language),
              })}
            </Text>
            {data.totalCount === 0 ? (
              <EmptyState title={t('pm.bench.empty')} text={t('pm.bench.emptyText')} />
            ) : (
              <>
                <BenchTable label={title} items={data.items} list={list} />
                <PagedFooter
                  totalText={t('pm.people', { count: data.totalCount })}
                  page={list.page}
                  pages={pages}
                  onPage={list.setPage}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

type TableProps = { label: string; items: readonly BenchPerson[]; list: ReturnType<typeof useBenchList> };

/** A row a person: their highest load in the weeks, today's, and the technologies they have, highest level first. */
function BenchTable({ label, items, list }: TableProps) {
  const { t, i18n } = useTranslation('analytics');
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  return (
    <TableScroll label={label} minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('pm.person')}
            </SortHeader>
            <SortHeader sortKey="peak" sort={sort} onSort={onSort}>
              {t('pm.bench.peak')}
            </SortHeader>
            <Table.Th>{t('pm.bench.today')}</Table.Th>
            <Table.Th>{t('pm.bench.technologies')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.person.id}>
              <Table.Td>
                <PersonCell name={row.person.name} email={row.person.email} />
              </Table.Td>
              <Table.Td miw={110}>
                <LoadCell load={row.peak} language={i18n.language} />
              </Table.Td>
              <Table.Td miw={110}>
                <LoadCell load={row.today} language={i18n.language} />
              </Table.Td>
              <Table.Td>
                {row.technologies.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('pm.bench.noTechnologies')}
                  </Text>
                ) : (
                  <Group gap={4}>
                    {row.technologies.map((technology) => (
                      <Badge key={technology.id} variant="light" tt="none">
                        {t('pm.technologyLevel', { technology: technology.name, level: technology.level })}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
