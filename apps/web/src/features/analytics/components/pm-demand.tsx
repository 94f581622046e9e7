import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { DEMAND_FREE_WEEKS, DEMAND_SORTS, type TechnologyDemand } from '@talentpath/contracts/workforce-analytics';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import { usePageCount, useListState } from '../../../lib/use-list-state';
import { type DemandSort, downloadDemand, useDemand } from '../api/workforce';
import { ChartFrame } from './chart-frame';
import { ExportButtons } from './export-buttons';
import { PagedFooter } from './paged-footer';
import { namesAxis } from './names-axis';

const PAGE_SIZE = 10;
const SORTS = DEMAND_SORTS.flatMap((key) => [key, `-${key}`]) as DemandSort[];
/** The longest technology name the chart's axis writes in full (the tooltip and the table have every name). */
const AXIS_NAME_MAX = 18;

/** The employee search of the area, narrowed to the people with a technology. */
const searchOf = (technologyId: string) => `/project-manager/employee-assign?tech=${encodeURIComponent(technologyId)}`;

/** The table's state in the address: `demand.sort`, `demand.page`. */
const useDemandList = () =>
  useListState({ prefix: 'demand', sorts: SORTS, defaultSort: '-gap', defaultPageSize: PAGE_SIZE });

/**
 * Every technology the active projects require against the people who have it and are free: grouped bars (projects,
 * free people) biggest gap first, or a table whose people open the employee search for the technology. Exported.
 */
export function PmDemand() {
  const { t } = useTranslation('analytics');
  const list = useDemandList();
  const demand = useDemand({ sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE });
  const pages = usePageCount(list, demand);
  const { data } = demand;
  const title = t('pm.demand.title');
  return (
    <ChartFrame
      id="pm-demand-title"
      title={title}
      description={t('pm.demand.text', { weeks: DEMAND_FREE_WEEKS })}
      actions={<ExportButtons what="pm.demand" download={(format) => downloadDemand(list.sort, format)} />}
    >
      {(view) =>
        demand.isError && !data ? (
          <QueryError error={demand.error} onRetry={() => void demand.refetch()} />
        ) : !data ? (
          <Skeleton h={280} role="status" aria-label={t('pm.demand.loading')} />
        ) : data.totalCount === 0 ? (
          <EmptyState title={t('pm.demand.empty')} text={t('pm.demand.emptyText')} />
        ) : (
          <>
            {view === 'chart' ? (
              <DemandChart label={title} items={data.items} />
            ) : (
              <DemandTable label={title} items={data.items} list={list} />
            )}
            <PagedFooter
              totalText={t('pm.demand.total', { count: data.totalCount })}
              page={list.page}
              pages={pages}
              onPage={list.setPage}
            />
          </>
        )
      }
    </ChartFrame>
  );
}

type ChartProps = { label: string; items: readonly TechnologyDemand[] };

/** A technology a pair of bars, each with its number written on it, and a legend naming them. */
function DemandChart({ label, items }: ChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={Math.max(200, items.length * 56 + 72)}
        data={items.map((item) => ({ technology: item.technology.name, projects: item.projects, free: item.free }))}
        dataKey="technology"
        orientation="vertical"
        series={[
          { name: 'projects', label: t('pm.demand.projects'), color: 'orange.8' },
          { name: 'free', label: t('pm.demand.free'), color: 'teal.8' },
        ]}
        withLegend
        withBarValueLabel
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
        gridAxis="x"
        yAxisProps={namesAxis(128, AXIS_NAME_MAX)}
        barProps={{ isAnimationActive: !reduceMotion }}
        barChartProps={{ accessibilityLayer: true, title: label, desc: label }}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {t('pm.demand.hint')}
      </Text>
    </figure>
  );
}

type TableProps = ChartProps & { list: ReturnType<typeof useDemandList> };

/** A row a technology: its projects, the people with it (a link to find them), verified, free, and the gap. */
function DemandTable({ label, items, list }: TableProps) {
  const { t, i18n } = useTranslation('analytics');
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <TableScroll label={label} minWidth={680}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('pm.technology')}
            </SortHeader>
            <SortHeader sortKey="projects" sort={sort} onSort={onSort}>
              {t('pm.demand.projects')}
            </SortHeader>
            <SortHeader sortKey="people" sort={sort} onSort={onSort}>
              {t('pm.demand.people')}
            </SortHeader>
            <Table.Th ta="right">{t('pm.demand.verified')}</Table.Th>
            <Table.Th ta="right">{t('pm.demand.free')}</Table.Th>
            <SortHeader sortKey="gap" sort={sort} onSort={onSort}>
              {t('pm.demand.gap')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.technology.id}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.technology.name}
              </Table.Th>
              <Table.Td ta="right">{number(item.projects)}</Table.Td>
              <Table.Td ta="right">
                {item.people === 0 ? (
                  number(0)
                ) : (
                  <Anchor
                    component={Link}
                    to={searchOf(item.technology.id)}
                    fz="sm"
                    aria-label={t('pm.demand.peopleOf', { count: item.people, technology: item.technology.name })}
                  >
                    {number(item.people)}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td ta="right">{number(item.verified)}</Table.Td>
              <Table.Td ta="right">{number(item.free)}</Table.Td>
              <Table.Td ta="right" fw={item.projects > item.free ? 700 : undefined}>
                {number(item.projects - item.free)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
