import { Group, MultiSelect, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { formatDay } from '../../../lib/format-date-time';
import { idListFilter, SEARCH_TERM_MAX, useListState, usePageCount } from '../../../lib/use-list-state';
import { usePaginationLabels } from '../components/pagination-labels';
import { useActiveTechnologies } from '../api/list-active-technologies';
import { useCapacity } from '../api/get-capacity';
import classes from './capacity-page.module.css';

/** The cell's band: under (graded by how full), full, over (the rule makes over impossible; shown if it ever is). */
export const band = (load: number) =>
  load > 100 ? 'over' : load === 100 ? 'full' : load >= 70 ? 'high' : load > 0 ? 'low' : 'free';

/** /project-manager/capacity: everyone's allocation per week for the next 12 weeks, as a heatmap table. */
export function CapacityPage() {
  const { t, i18n } = useTranslation('workforce');
  usePageTitle(t('capacity.title'));
  const list = useListState({ defaultPageSize: 25, filters: { tech: idListFilter() } });
  const technologyIds = list.filters.tech;
  const technologies = useActiveTechnologies();
  const capacity = useCapacity({
    searchTerm: list.searchTerm,
    technologyIds,
    pageNumber: list.page,
    pageSize: list.pageSize,
  });
  const data = capacity.data;
  const pages = usePageCount(list, capacity);
  const pagination = usePaginationLabels();

  return (
    <Stack gap="lg">
      <PageHeader title={t('capacity.title')} text={t('capacity.intro')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          label={t('assign.searchEmployees')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          maxLength={SEARCH_TERM_MAX}
        />
        <MultiSelect
          style={{ flex: '1 1 260px' }}
          label={t('capacity.technologies')}
          placeholder={technologyIds.length ? undefined : t('assign.anyTechnology')}
          data={(technologies.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
          value={technologyIds}
          onChange={(ids) => list.setFilters({ tech: ids })}
          searchable
          clearable
        />
      </Group>
      <Group gap="md" aria-label={t('capacity.legend')} role="group">
        {(['free', 'low', 'high', 'full', 'over'] as const).map((b) => (
          <Group key={b} gap={6}>
            <span className={classes.swatch} data-band={b} aria-hidden />
            <Text size="sm">{t(`capacity.band.${b}`)}</Text>
          </Group>
        ))}
      </Group>
      {capacity.isError && !data ? (
        <QueryError error={capacity.error} onRetry={() => void capacity.refetch()} />
      ) : !data ? (
        <Skeleton h={300} />
      ) : data.totalCount === 0 ? (
        <EmptyState title={t(`messages.No matching employees found`)} />
      ) : (
        <TableScroll label={t('capacity.caption')} minWidth={900}>
          <Table className={classes.table} withTableBorder aria-busy={capacity.isFetching}>
            <caption className={classes.caption}>{t('capacity.caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('capacity.employee')}</Table.Th>
                {data.weekStarts.map((w) => (
                  <Table.Th key={w} scope="col" ta="center">
                    <abbr title={t('capacity.weekOf', { date: formatDay(w, i18n.language, true) })}>
                      {formatDay(w, i18n.language, true)}
                    </abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((row) => (
                <Table.Tr key={row.employee.id}>
                  <Table.Th scope="row" fw={600}>
                    {row.employee.name}
                  </Table.Th>
                  {row.weeks.map((load, i) => (
                    <Table.Td key={data.weekStarts[i]} className={classes.cell} data-band={band(load)} ta="center">
                      {load}%
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {data && data.totalCount > 0 && (
        <ListFooter
          totalText={t('capacity.total', { count: data.totalCount })}
          page={Math.min(list.page, pages)}
          pages={pages}
          onPage={list.setPage}
          labels={pagination}
        />
      )}
    </Stack>
  );
}
