import { Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { type ProjectAtRisk, type ProjectRisk, STARTING_SOON_DAYS } from '@talentpath/contracts/workforce-analytics';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { usePageCount, useListState } from '../../../lib/use-list-state';
import { type RiskSort, useProjectsAtRisk } from '../api/workforce';
import { PagedFooter } from './paged-footer';

const PAGE_SIZE = 10;
const SORTS: RiskSort[] = ['deadline', '-deadline', 'openSlots', '-openSlots', 'name', '-name'];
const COLORS: Record<ProjectRisk, string> = { overdue: 'red', understaffed: 'orange', 'starting-understaffed': 'red' };

/** A project's page in the area: the employee assignment with the project chosen, as the dashboard links it. */
const projectPage = (projectId: string) =>
  `/project-manager/employee-assign?projectId=${encodeURIComponent(projectId)}`;

/** The table's state in the address: `risks.sort`, `risks.page`. */
const useRisksList = () =>
  useListState({ prefix: 'risks', sorts: SORTS, defaultSort: 'deadline', defaultPageSize: PAGE_SIZE });

/** The active projects past their deadline or with role slots no one fills, each risk said in words. */
export function PmRisks() {
  const { t } = useTranslation('analytics');
  const list = useRisksList();
  const risks = useProjectsAtRisk({ sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE });
  const pages = usePageCount(list, risks);
  const { data } = risks;
  const title = t('pm.risks.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-risks-title">
      <Stack gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={2} fz="lg" id="pm-risks-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pm.risks.text', { days: STARTING_SOON_DAYS })}
          </Text>
        </Stack>
        {risks.isError && !data ? (
          <QueryError error={risks.error} onRetry={() => void risks.refetch()} />
        ) : !data ? (
          <Skeleton h={200} role="status" aria-label={t('pm.risks.loading')} />
        ) : data.totalCount === 0 ? (
          <EmptyState title={t('pm.risks.empty')} text={t('pm.risks.emptyText')} />
        ) : (
          <>
            <RisksTable label={title} items={data.items} list={list} />
            <PagedFooter
              totalText={t('pm.risks.total', { count: data.totalCount })}
              page={list.page}
              pages={pages}
              onPage={list.setPage}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

type TableProps = { label: string; items: readonly ProjectAtRisk[]; list: ReturnType<typeof useRisksList> };

/** A row a project: its name (its page), its risks, its open slots, its deadline and its manager. */
function RisksTable({ label, items, list }: TableProps) {
  const { t, i18n } = useTranslation('analytics');
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const riskText = (risk: ProjectRisk, row: ProjectAtRisk) =>
    risk === 'overdue'
      ? t('pm.risks.overdue', { count: row.daysOverdue })
      : risk === 'understaffed'
        ? t('pm.risks.understaffed', { open: row.openSlots, count: row.slots })
        : t('pm.risks.startingUnderstaffed', {
            days: STARTING_SOON_DAYS,
            date: formatDay(row.project.startDate, i18n.language),
          });
  return (
    <TableScroll label={label} minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="name" sort={sort} onSort={onSort}>
              {t('pm.risks.project')}
            </SortHeader>
            <Table.Th>{t('pm.risks.risks')}</Table.Th>
            <SortHeader sortKey="openSlots" sort={sort} onSort={onSort}>
              {t('pm.risks.openSlots')}
            </SortHeader>
            <SortHeader sortKey="deadline" sort={sort} onSort={onSort}>
              {t('pm.risks.deadline')}
            </SortHeader>
            <Table.Th>{t('pm.risks.manager')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.project.id}>
              <Table.Th scope="row" fw={500} miw={160} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={projectPage(row.project.id)} fw={600} fz="sm">
                  {row.project.name}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Group gap={4}>
                  {row.risks.map((risk) => (
                    <Badge key={risk} color={COLORS[risk]} variant="light" tt="none">
                      {riskText(risk, row)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('pm.risks.slotsValue', { open: row.openSlots, count: row.slots })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.project.deadline, i18n.language)}</Table.Td>
              <Table.Td>{row.manager?.name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
