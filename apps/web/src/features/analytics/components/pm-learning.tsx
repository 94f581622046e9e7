import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCpu, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { today } from '@talentpath/contracts/calendar-days';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import type { LearnedSkill } from '@talentpath/contracts/workforce-analytics';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { StatCard } from '../../../components/ui/stat-card';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { formatNumber } from '../../../lib/format-number';
import { idFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { downloadLearningToStaffing, type LearnedSort, useLearningToStaffing } from '../api/workforce';
import { periodName } from '../days';
import { PersonCell } from './active-people';
import { ExportButtons } from './export-buttons';
import { LoadCell } from './pm-load';
import { PagedFooter } from './paged-footer';

const PAGE_SIZE = 10;
const SORTS: LearnedSort[] = ['at', '-at', 'name', '-name'];

/** The list's state in the address: `learning.technologyId` (one technology only), `learning.sort`, `learning.page`. */
const useLearnedList = () =>
  useListState({
    prefix: 'learning',
    sorts: SORTS,
    defaultSort: '-at',
    defaultPageSize: PAGE_SIZE,
    filters: { technologyId: idFilter() },
  });

/** The days of the range already lived: what was learned can only be so far (none when the range is all ahead). */
const pastOf = (range: DayRange): DayRange | null => {
  // biome-ignore lint/complexity/useMathMinMax: days written YYYY-MM-DD compare as text, not as numbers
  const to = range.to < today() ? range.to : today();
  return range.from <= to ? { from: range.from, to } : null;
};

/**
 * The people whose first evidence of a technology an active project requires came from a course completed in the
 * range's past days: how many people and technologies, and each one's course, when, the projects that need it and
 * their load today. Exported.
 */
export function PmLearning({ range }: { range: DayRange }) {
  const { t, i18n } = useTranslation('analytics');
  const list = useLearnedList();
  const days = pastOf(range);
  const { technologyId } = list.filters;
  const learned = useLearningToStaffing(
    days && { ...days, technologyId, sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE },
  );
  const pages = usePageCount(list, learned);
  const { data } = learned;
  const title = t('pm.learning.title');
  const technology = technologyId && data?.items[0]?.technology.name;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-learning-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={640}>
            <Title order={2} fz="lg" id="pm-learning-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {days
                ? t('pm.learning.text', {
                    period: periodName({ start: days.from, end: days.to }, 'day', i18n.language),
                  })
                : t('pm.learning.ahead')}
            </Text>
          </Stack>
          {days ? (
            <ExportButtons what="pm.learning" download={(format) => downloadLearningToStaffing(days, format)} />
          ) : null}
        </Group>
        {!days ? null : learned.isError && !data ? (
          <QueryError error={learned.error} onRetry={() => void learned.refetch()} />
        ) : !data ? (
          <Skeleton h={200} role="status" aria-label={t('pm.learning.loading')} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <StatCard label={t('pm.learning.people')} icon={IconSchool} value={data.people} />
              <StatCard label={t('pm.learning.technologies')} icon={IconCpu} value={data.technologies} />
            </SimpleGrid>
            {technologyId ? (
              <Group gap="xs" justify="space-between">
                <Text size="sm">{t('pm.learning.only', { technology: technology || '…' })}</Text>
                <Button variant="default" onClick={() => list.setFilters({ technologyId: undefined })}>
                  {t('pm.learning.allTechnologies')}
                </Button>
              </Group>
            ) : null}
            {data.totalCount === 0 ? (
              <EmptyState title={t('pm.learning.empty')} text={t('pm.learning.emptyText')} />
            ) : (
              <>
                <LearnedTable
                  label={title}
                  items={data.items}
                  list={list}
                  onOnly={(id) => list.setFilters({ technologyId: id })}
                />
                <PagedFooter
                  totalText={t('pm.learning.total', { count: data.totalCount })}
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

type TableProps = {
  label: string;
  items: readonly LearnedSkill[];
  list: ReturnType<typeof useLearnedList>;
  /** Only this technology's rows. */
  onOnly: (technologyId: string) => void;
};

/** A row a skill learned: who, the technology and level (which narrows the list to it), the course, when, and now. */
function LearnedTable({ label, items, list, onOnly }: TableProps) {
  const { t, i18n } = useTranslation('analytics');
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const filtered = Boolean(list.filters.technologyId);
  return (
    <TableScroll label={label} minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('pm.person')}
            </SortHeader>
            <Table.Th>{t('pm.technology')}</Table.Th>
            <Table.Th>{t('pm.learning.course')}</Table.Th>
            <SortHeader sortKey="at" sort={sort} onSort={onSort}>
              {t('pm.learning.at')}
            </SortHeader>
            <Table.Th ta="right">{t('pm.learning.projects')}</Table.Th>
            <Table.Th>{t('pm.learning.load')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => {
            const skill = t('pm.technologyLevel', { technology: row.technology.name, level: row.level });
            return (
              <Table.Tr key={`${row.person.id} ${row.technology.id}`}>
                <Table.Td>
                  <PersonCell name={row.person.name} email={row.person.email} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {filtered ? (
                    skill
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      ta="left"
                      onClick={() => onOnly(row.technology.id)}
                      aria-label={t('pm.learning.onlyOf', { technology: row.technology.name, level: row.level })}
                    >
                      {skill}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.course.title}
                  {row.course.id === null ? (
                    <Text size="xs" c="dimmed">
                      {t('pm.learning.courseDeleted')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.at.slice(0, 10), i18n.language)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.projects, i18n.language)}</Table.Td>
                <Table.Td miw={110}>
                  <LoadCell load={row.load} language={i18n.language} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
