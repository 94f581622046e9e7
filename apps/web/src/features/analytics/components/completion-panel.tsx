import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAlarm, IconCertificate, IconPercentage, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategoryCompletion, CompletionReport, CourseCompletion } from '@talentpath/contracts/analytics';
import { QueryError } from '../../../components/ui/query-states';
import { StatCard } from '../../../components/ui/stat-card';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber, formatPercent } from '../../../lib/format-number';
import type { DayRange } from '../api/activity';
import { downloadCompletion, useCompletion } from '../api/outcomes';
import { ChartFrame } from './chart-frame';
import { focusHeading } from './drill-list';
import { ExportButtons } from './export-buttons';
import { EnrolmentsList, useEnrolmentsList } from './enrolments-list';

/** The share of the enrollments completed, as a percentage; a dash when none was begun. */
const formatRate = (row: { enrolled: number; completed: number }, language: string) =>
  row.enrolled ? formatPercent(row.completed / row.enrolled, language) : '–';

const rateOf = (row: { enrolled: number; completed: number }) =>
  row.enrolled ? Math.round((row.completed / row.enrolled) * 100) : 0;

type Props = { range: DayRange };

/**
 * What the range's enrollments came to: how many were begun and how many of them are completed, by category and by
 * course (the most and the least completed), and today's overdue assignments; each figure opens the enrollments
 * behind it (GET /enrolments with the same range, category or course, and status).
 */
export function CompletionPanel({ range }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const report = useCompletion(range, true);
  const list = useEnrolmentsList();
  const data = report.data;

  const open = (changes: Parameters<typeof list.setFilters>[0]) => {
    list.setFilters({ categoryId: undefined, courseId: undefined, status: undefined, span: 'range', ...changes });
    focusHeading('enrolments-list-title');
  };

  if (report.isError && !data) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="completion-totals">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="lg" id="completion-totals">
            {t('completion.totals')}
          </Title>
          <ExportButtons what="courses" download={(format) => downloadCompletion(range, format)} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <StatCard label={t('completion.enrolled')} icon={IconUserPlus} value={data?.enrolled} />
          <StatCard label={t('completion.completed')} icon={IconCertificate} value={data?.completed} />
          <StatCard
            label={t('completion.rate')}
            icon={IconPercentage}
            value={data && (data.enrolled ? data.completed / data.enrolled : 0)}
            format={(share) => formatPercent(share, i18n.language)}
            detail={t('completion.rateDetail')}
          />
          <Stack gap={6}>
            <StatCard
              label={t('completion.overdue')}
              icon={IconAlarm}
              value={data?.overdue}
              detail={t('completion.overdueDetail')}
            />
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => open({ status: 'overdue', span: 'any' })}
              disabled={!data?.overdue}
            >
              {t('completion.showOverdue')}
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>

      {data ? (
        <>
          <CategoryCard report={data} onPick={(category) => open({ categoryId: category })} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <CourseRanking
              id="most-completed"
              title={t('completion.most')}
              courses={data.mostCompleted}
              onPick={(course) => open({ courseId: course })}
            />
            <CourseRanking
              id="least-completed"
              title={t('completion.least')}
              courses={data.leastCompleted}
              onPick={(course) => open({ courseId: course })}
            />
          </SimpleGrid>
        </>
      ) : (
        <Skeleton h={320} role="status" aria-label={t('charts.loading')} />
      )}
      <EnrolmentsList list={list} range={range} report={data} />
    </Stack>
  );
}

/** The categories' completion rates: a bar each, or the same numbers as a table with a way to their enrollments. */
function CategoryCard({ report, onPick }: { report: CompletionReport; onPick: (categoryId: string) => void }) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  const categories = report.categories;
  const nameOf = (row: CategoryCompletion) => row.category?.name ?? t('completion.noCategory');
  const title = t('completion.byCategory');
  return (
    <ChartFrame id="chart-categories-title" title={title} description={t('completion.byCategoryText')}>
      {(view) =>
        categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('completion.none')}
          </Text>
        ) : view === 'chart' ? (
          <figure style={{ margin: 0 }}>
            <BarChart
              h={Math.max(160, 48 * categories.length)}
              data={categories.map((row) => ({ label: nameOf(row), rate: rateOf(row) }))}
              dataKey="label"
              orientation="vertical"
              series={[{ name: 'rate', label: t('completion.rate'), color: 'green.8' }]}
              valueFormatter={(value) => formatPercent(value / 100, i18n.language)}
              yAxisProps={{ width: 140 }}
              xAxisProps={{ domain: [0, 100] }}
              gridAxis="x"
              barProps={{ isAnimationActive: !reduceMotion }}
              barChartProps={{
                accessibilityLayer: true,
                title,
                desc: title,
                onClick: (state) => {
                  const row = categories[Number(state?.activeTooltipIndex)];
                  if (row?.category) onPick(row.category.id);
                },
                style: { cursor: 'pointer' },
              }}
            />
            <Text component="figcaption" size="xs" c="dimmed" mt="xs">
              {t('completion.hint')}
            </Text>
          </figure>
        ) : (
          <FiguresTable
            label={title}
            nameHeader={t('completion.category')}
            rows={categories.map((row) => ({
              key: row.category?.id ?? 'none',
              name: nameOf(row),
              figures: row,
              onOpen: row.category ? () => row.category && onPick(row.category.id) : undefined,
            }))}
          />
        )
      }
    </ChartFrame>
  );
}

type FigureRow = {
  key: string;
  name: string;
  figures: { enrolled: number; completed: number };
  /** Opens the enrollments behind the row; none: the row has no list (courses with no category). */
  onOpen?: () => void;
};

/** Rows of enrolled, completed and the rate, each with a way to its enrollments. */
function FiguresTable({ label, nameHeader, rows }: { label: string; nameHeader: string; rows: FigureRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <TableScroll label={label} minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right">{t('completion.enrolled')}</Table.Th>
            <Table.Th ta="right">{t('completion.completed')}</Table.Th>
            <Table.Th ta="right">{t('completion.rate')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('completion.listColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, name, figures, onOpen }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500} miw={180} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(figures.enrolled, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatNumber(figures.completed, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatRate(figures, i18n.language)}</Table.Td>
              <Table.Td>
                {onOpen ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={onOpen}
                    aria-label={t('completion.listOf', { name })}
                  >
                    {t('completion.listButton')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

type RankingProps = { id: string; title: string; courses: CourseCompletion[]; onPick: (courseId: string) => void };

/** The most or the least completed courses of the range, each with a way to its enrollments. */
function CourseRanking({ id, title, courses, onPick }: RankingProps) {
  const { t } = useTranslation('analytics');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`${id}-title`}>
          {title}
        </Title>
        {courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('completion.noCourses')}
          </Text>
        ) : (
          <FiguresTable
            label={title}
            nameHeader={t('completion.course')}
            rows={courses.map((row) => ({
              key: row.course.id,
              name: row.course.title,
              figures: row,
              onOpen: () => onPick(row.course.id),
            }))}
          />
        )}
      </Stack>
    </Paper>
  );
}
