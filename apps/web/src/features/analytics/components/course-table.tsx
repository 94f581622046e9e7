import { Anchor, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COURSE_INSIGHT_SORTS, type CourseInsight } from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import { usePageCount, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { type CourseInsightSort, downloadCourseInsights, type useCourseInsights } from '../api/course-insights';
import { ExportButtons } from './export-buttons';
import { shareText, useFormatDuration } from './course-figures';
import { PagedFooter } from './paged-footer';

export const COURSES_PAGE_SIZE = 10;
const SORTS = COURSE_INSIGHT_SORTS.flatMap((key) => [key, `-${key}`]) as CourseInsightSort[];

/** The courses table's state in the address: `courses.sort`, `courses.page`. */
export const useCourseTableList = () =>
  useListState({ prefix: 'courses', sorts: SORTS, defaultSort: '-enrolled', defaultPageSize: COURSES_PAGE_SIZE });

type Props = {
  list: ReturnType<typeof useCourseTableList>;
  courses: ReturnType<typeof useCourseInsights>;
  range: DayRange;
  /** A course chosen: its funnel, quizzes and activity. */
  onChoose: (courseId: string) => void;
};

/** The caller's courses with enrollments, each with its figures for the range; sorted, paged, exported. */
export function CourseTable({ list, courses, range, onChoose }: Props) {
  const { t } = useTranslation('analytics');
  const pages = usePageCount(list, courses);
  const { data } = courses;
  const title = t('coordinator.courses.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-table-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={560}>
            <Title order={2} fz="lg" id="course-table-title" tabIndex={-1}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('coordinator.courses.text')}
            </Text>
          </Stack>
          <ExportButtons
            what="coordinator.courses"
            download={(format) => downloadCourseInsights(range, list.sort, format)}
          />
        </Group>
        {courses.isError && !data ? (
          <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
        ) : !data ? (
          <Skeleton h={240} role="status" aria-label={t('coordinator.courses.loading')} />
        ) : data.totalCount === 0 ? (
          <EmptyState title={t('coordinator.courses.emptyTitle')} text={t('coordinator.courses.emptyText')} />
        ) : (
          <>
            <CourseRows label={title} items={data.items} list={list} onChoose={onChoose} />
            <PagedFooter
              totalText={t('coordinator.courses.total', { count: data.totalCount })}
              page={list.page}
              pages={pages}
              onPage={list.setPage}
            />
          </>
        )}
        {data && data.totalCount > 0 ? (
          <Text size="xs" c="dimmed">
            {t('coordinator.courses.hint')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

type RowsProps = {
  label: string;
  items: readonly CourseInsight[];
  list: ReturnType<typeof useCourseTableList>;
  onChoose: (courseId: string) => void;
};

/** A row a course: its title (which opens it), then its figures; every column but the median sorts. */
function CourseRows({ label, items, list, onChoose }: RowsProps) {
  const { t, i18n } = useTranslation('analytics');
  const formatDuration = useFormatDuration();
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next) as CourseInsightSort);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <TableScroll label={label} minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="title" sort={sort} onSort={onSort}>
              {t('coordinator.courses.course')}
            </SortHeader>
            <SortHeader sortKey="enrolled" sort={sort} onSort={onSort}>
              {t('coordinator.enrolled')}
            </SortHeader>
            <SortHeader sortKey="started" sort={sort} onSort={onSort}>
              {t('coordinator.started')}
            </SortHeader>
            <SortHeader sortKey="completed" sort={sort} onSort={onSort}>
              {t('coordinator.completed')}
            </SortHeader>
            <SortHeader sortKey="rate" sort={sort} onSort={onSort}>
              {t('coordinator.rate')}
            </SortHeader>
            <Table.Th>{t('coordinator.median')}</Table.Th>
            <SortHeader sortKey="overdue" sort={sort} onSort={onSort}>
              {t('coordinator.overdue')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.course.id}>
              <Table.Th scope="row" fw={500} miw={180} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onChoose(row.course.id)}>
                  {row.course.title}
                </Anchor>
                {row.course.status === 'published' ? null : (
                  <Text size="xs" c="dimmed">
                    {t(`coordinator.courses.statuses.${row.course.status}`)}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{number(row.enrolled)}</Table.Td>
              <Table.Td>{number(row.started)}</Table.Td>
              <Table.Td>{number(row.completed)}</Table.Td>
              <Table.Td>{shareText(row.completed, row.enrolled, i18n.language)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(row.medianSecondsToComplete)}</Table.Td>
              <Table.Td>{number(row.overdue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
