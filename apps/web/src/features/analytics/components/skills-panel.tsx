import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, NativeSelect, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SKILL_COVERAGE_SORTS, SKILL_HOLDER_SORTS, type SkillCoverage } from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import { idFilter, optionalChoiceFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import {
  downloadSkillCoverage,
  type SkillCoverageSort,
  type SkillHoldersSort,
  useSkillCoverage,
  useSkillHolders,
} from '../api/outcomes';
import { ChartFrame } from './chart-frame';
import { ExportButtons } from './export-buttons';
import { PersonCell } from './active-people';
import { DrillList, focusHeading } from './drill-list';
import { PagedFooter } from './paged-footer';
import { namesAxis } from './names-axis';

const COVERAGE_PAGE_SIZE = 10;
const HOLDERS_PAGE_SIZE = 20;
const COVERAGE_SORTS = SKILL_COVERAGE_SORTS.flatMap((key) => [key, `-${key}`]) as SkillCoverageSort[];
const HOLDER_SORTS = SKILL_HOLDER_SORTS.flatMap((key) => [key, `-${key}`]) as SkillHoldersSort[];
const LEVELS = ['1', '2', '3', '4', '5'] as const;
const EVIDENCE = ['true', 'false'] as const;
const HOLDERS_TITLE = 'skill-holders-title';

/** The coverage table's state in the address: `skills.sort`, `skills.page`. */
const useCoverageList = () =>
  useListState({
    prefix: 'skills',
    sorts: COVERAGE_SORTS,
    defaultSort: '-people',
    defaultPageSize: COVERAGE_PAGE_SIZE,
  });

/** The drill-down's state in the address: `holders.technologyId`, `holders.level`, `holders.verified`, sort, page. */
const useHoldersList = () =>
  useListState({
    prefix: 'holders',
    sorts: HOLDER_SORTS,
    defaultSort: '-level',
    defaultPageSize: HOLDERS_PAGE_SIZE,
    filters: {
      technologyId: idFilter(),
      level: optionalChoiceFilter(LEVELS),
      verified: optionalChoiceFilter(EVIDENCE),
    },
  });

type HoldersList = ReturnType<typeof useHoldersList>;

/**
 * Skill coverage today: the technologies people have skills in, how many at each level and how many of them backed
 * by evidence; each technology drilled down to its people.
 */
export function SkillsPanel() {
  const coverageList = useCoverageList();
  const holders = useHoldersList();
  const coverage = useSkillCoverage({
    sort: coverageList.sort,
    pageNumber: coverageList.page,
    pageSize: COVERAGE_PAGE_SIZE,
  });
  const open = (technologyId: string) => {
    holders.setFilters({ technologyId, level: undefined, verified: undefined });
    focusHeading(HOLDERS_TITLE);
  };
  const chosen = holders.filters.technologyId;
  const technology = coverage.data?.items.find((item) => item.technology.id === chosen)?.technology.name;

  return (
    <Stack gap="lg">
      <CoverageCard list={coverageList} coverage={coverage} onOpen={open} />
      <SkillHolders list={holders} technology={technology} />
    </Stack>
  );
}

type CoverageProps = {
  list: ReturnType<typeof useCoverageList>;
  coverage: ReturnType<typeof useSkillCoverage>;
  onOpen: (technologyId: string) => void;
};

/** The page of technologies as a stacked bar chart (verified, not verified) or as a table, sorted and paged. */
function CoverageCard({ list, coverage, onOpen }: CoverageProps) {
  const { t } = useTranslation('analytics');
  const pages = usePageCount(list, coverage);
  const { data } = coverage;
  const title = t('skills.title');

  return (
    <ChartFrame
      id="skill-coverage-title"
      title={title}
      description={t('skills.text')}
      actions={<ExportButtons what="skills" download={(format) => downloadSkillCoverage(list.sort, format)} />}
    >
      {(view) =>
        coverage.isError && !data ? (
          <QueryError error={coverage.error} onRetry={() => void coverage.refetch()} />
        ) : !data ? (
          <Skeleton h={320} role="status" aria-label={t('skills.loading')} />
        ) : data.totalCount === 0 ? (
          <EmptyState title={t('skills.emptyTitle')} text={t('skills.emptyText')} />
        ) : (
          <>
            {view === 'chart' ? (
              <CoverageChart label={title} items={data.items} onOpen={onOpen} />
            ) : (
              <CoverageTable label={title} items={data.items} list={list} onOpen={onOpen} />
            )}
            <PagedFooter
              totalText={t('skills.total', { count: data.totalCount })}
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

/** The longest technology name the chart's axis writes in full (the tooltip and the table have every name). */
const AXIS_NAME_MAX = 18;

type ChartProps = { label: string; items: readonly SkillCoverage[]; onOpen: (technologyId: string) => void };

/**
 * The page's technologies as horizontal bars, people verified (dark) and not (light) stacked, with a legend; keyboard
 * reachable (Recharts' accessibility layer: Tab to it, arrows move between technologies). Clicking a bar opens the
 * technology's people, as the table's buttons do.
 */
function CoverageChart({ label, items, onOpen }: ChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  const data = items.map((item) => ({
    technology: item.technology.name,
    verified: item.verified,
    notVerified: item.people - item.verified,
  }));
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={Math.max(200, items.length * 36 + 72)}
        data={data}
        dataKey="technology"
        type="stacked"
        orientation="vertical"
        series={[
          { name: 'verified', label: t('skills.verified'), color: 'teal.8' },
          { name: 'notVerified', label: t('skills.notVerified'), color: 'teal.3' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
        gridAxis="x"
        yAxisProps={namesAxis(128, AXIS_NAME_MAX)}
        barProps={{ isAnimationActive: !reduceMotion }}
        barChartProps={{
          accessibilityLayer: true,
          title: label,
          desc: label,
          onClick: (state) => {
            const index = Number(state?.activeTooltipIndex);
            const item = Number.isInteger(index) ? items[index] : undefined;
            if (item) onOpen(item.technology.id);
          },
          style: { cursor: 'pointer' },
        }}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {t('skills.hint')}
      </Text>
    </figure>
  );
}

type TableProps = ChartProps & { list: ReturnType<typeof useCoverageList> };

/** The chart's page as a table: each level's people (and how many verified), the totals, and each one's people. */
function CoverageTable({ label, items, list, onOpen }: TableProps) {
  const { t, i18n } = useTranslation('analytics');
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <TableScroll label={label} minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('skills.technology')}
            </SortHeader>
            {LEVELS.map((level) => (
              <Table.Th key={level} ta="right">
                {t('skills.level', { level })}
              </Table.Th>
            ))}
            <SortHeader sortKey="people" sort={sort} onSort={onSort}>
              {t('skills.people')}
            </SortHeader>
            <SortHeader sortKey="verified" sort={sort} onSort={onSort}>
              {t('skills.verified')}
            </SortHeader>
            <Table.Th>
              <VisuallyHidden>{t('skills.peopleColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.technology.id}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.technology.name}
              </Table.Th>
              {LEVELS.map((level) => {
                const at = item.levels.find((row) => String(row.level) === level);
                return (
                  <Table.Td key={level} ta="right">
                    {number(at?.people ?? 0)}
                    {at?.people ? (
                      <Text size="xs" c="dimmed">
                        {t('skills.levelVerified', { n: number(at.verified) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                );
              })}
              <Table.Td ta="right">{number(item.people)}</Table.Td>
              <Table.Td ta="right">{number(item.verified)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onOpen(item.technology.id)}
                  aria-label={t('skills.peopleOf', { technology: item.technology.name })}
                >
                  {t('skills.peopleButton')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

type HoldersProps = {
  list: HoldersList;
  /** The chosen technology's name, when the coverage page shows it. */
  technology: string | undefined;
};

/** The people behind a technology's figures: each one's level and the level evidence backs, filtered and sorted. */
function SkillHolders({ list, technology }: HoldersProps) {
  const { t, i18n } = useTranslation('analytics');
  const { technologyId, level, verified } = list.filters;
  const holders = useSkillHolders(
    technologyId
      ? {
          technologyId,
          level: level ? Number(level) : undefined,
          verified: verified === undefined ? undefined : verified === 'true',
          sort: list.sort,
          pageNumber: list.page,
          pageSize: HOLDERS_PAGE_SIZE,
        }
      : null,
  );
  const pages = usePageCount(list, holders);
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const number = (value: number) => formatNumber(value, i18n.language);

  if (!technologyId)
    return (
      <Text size="sm" c="dimmed">
        {t('skills.holders.choose')}
      </Text>
    );
  const title = t('skills.holders.title', {
    technology: holders.data?.technology.name ?? technology ?? t('skills.holders.someTechnology'),
  });
  return (
    <DrillList
      id={HOLDERS_TITLE}
      title={title}
      subtitle={t('skills.holders.subtitle')}
      actions={
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label={t('skills.holders.level')}
            value={level ?? ''}
            onChange={(event) =>
              list.setFilters({ level: LEVELS.find((value) => value === event.currentTarget.value) })
            }
            data={[
              { value: '', label: t('skills.holders.anyLevel') },
              ...LEVELS.map((value) => ({ value, label: t('skills.level', { level: value }) })),
            ]}
          />
          <NativeSelect
            label={t('skills.holders.evidence')}
            value={verified ?? ''}
            onChange={(event) =>
              list.setFilters({ verified: EVIDENCE.find((value) => value === event.currentTarget.value) })
            }
            data={[
              { value: '', label: t('skills.holders.anyEvidence') },
              { value: 'true', label: t('skills.verified') },
              { value: 'false', label: t('skills.notVerified') },
            ]}
          />
        </Group>
      }
      result={holders}
      loading={t('skills.holders.loading')}
      empty={{ title: t(level || verified ? 'skills.holders.emptyFiltered' : 'skills.holders.empty') }}
      footer={{
        total: t('skills.holders.total', { count: holders.data?.totalCount ?? 0 }),
        page: list.page,
        pages,
        onPage: list.setPage,
      }}
    >
      <TableScroll label={title} minWidth={480}>
        <Table striped verticalSpacing="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader sortKey="name" sort={sort} onSort={onSort}>
                {t('skills.holders.name')}
              </SortHeader>
              <SortHeader sortKey="level" sort={sort} onSort={onSort}>
                {t('skills.holders.levelColumn')}
              </SortHeader>
              <Table.Th>{t('skills.holders.verifiedLevel')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holders.data?.items.map((item) => (
              <Table.Tr key={item.person.id}>
                <Table.Td>
                  <PersonCell name={item.person.name} email={item.person.email} />
                </Table.Td>
                <Table.Td>{number(item.level)}</Table.Td>
                <Table.Td>
                  {item.verifiedLevel === null ? (
                    <Text size="sm" c="dimmed">
                      {t('skills.notVerified')}
                    </Text>
                  ) : (
                    number(item.verifiedLevel)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DrillList>
  );
}
