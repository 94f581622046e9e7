import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompletionReport } from '@talentpath/contracts/analytics';
import {
  ENROLMENT_SORTS,
  ENROLMENT_STATUSES,
  type Enrolment,
  type EnrolmentStatus,
} from '@talentpath/contracts/enrolments';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import {
  choiceFilter,
  flagFilter,
  idFilter,
  optionalChoiceFilter,
  usePageCount,
  useListState,
} from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { type EnrolmentsSort, useEnrolmentsBehind } from '../api/outcomes';
import { periodName } from '../days';
import { PersonCell } from './active-people';
import { DrillList } from './drill-list';

const PAGE_SIZE = 20;
const SORTS = ENROLMENT_SORTS.flatMap((key) => [key, `-${key}`]) as EnrolmentsSort[];
/** Whose enrollments: those begun in the dashboard's range, or any time (today's overdue ones). */
const SPANS = ['range', 'any'] as const;

/**
 * The enrollments list's state in the address: `enrolments.categoryId` or `enrolments.courseId` (a figure chosen),
 * `enrolments.status`, `enrolments.started` and `enrolments.lessonCompleted` (a course funnel's step),
 * `enrolments.span` (any: not only the range's), its sort and page.
 */
export const useEnrolmentsList = () =>
  useListState({
    prefix: 'enrolments',
    sorts: SORTS,
    defaultSort: '-enrolledAt',
    defaultPageSize: PAGE_SIZE,
    filters: {
      categoryId: idFilter(),
      courseId: idFilter(),
      status: optionalChoiceFilter(ENROLMENT_STATUSES),
      started: flagFilter(),
      lessonCompleted: idFilter(),
      span: choiceFilter(SPANS, 'range'),
    },
  });

type Props = {
  list: ReturnType<typeof useEnrolmentsList>;
  range: DayRange;
  /** The dashboard's figures: the names of the category or course chosen. */
  report?: CompletionReport;
  /** The course the whole list is of (the coordinator's course chosen), not one of the list's own filters. */
  courseScope?: string;
  /** What the list is of, said by the dashboard (a course and its funnel's step); else from `report`. */
  of?: string;
  /** A last column: an action on each row (a reminder of an overdue enrollment). */
  rowAction?: { header: string; cell: (row: Enrolment) => ReactNode };
};

/**
 * The enrollments behind a figure: the range's (or any time's), of a category or course, by status, started or
 * past a lesson.
 */
export function EnrolmentsList({ list, range, report, courseScope, of: said, rowAction }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const { categoryId, courseId, status, started, lessonCompleted, span } = list.filters;
  const days = span === 'range' ? { enrolledFrom: range.from, enrolledTo: range.to } : {};
  const enrolments = useEnrolmentsBehind({
    ...days,
    categoryId,
    courseId: courseScope ?? courseId,
    status,
    started: started || undefined,
    lessonCompleted,
    sort: list.sort,
    pageNumber: list.page,
    pageSize: PAGE_SIZE,
  });
  const pages = usePageCount(list, enrolments);
  const sort = parseSort(list.sort);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const first = enrolments.data?.items[0];
  const courses = [...(report?.mostCompleted ?? []), ...(report?.leastCompleted ?? [])];
  const of =
    said ??
    (courseId
      ? t('enrolments.ofCourse', {
          name: courses.find((row) => row.course.id === courseId)?.course.title ?? first?.course.title ?? '…',
        })
      : categoryId
        ? t('enrolments.ofCategory', {
            name:
              report?.categories.find((row) => row.category?.id === categoryId)?.category?.name ??
              first?.course.category?.name ??
              '…',
          })
        : t('enrolments.ofAll'));
  const when =
    span === 'range'
      ? t('enrolments.begun', { period: periodName({ start: range.from, end: range.to }, 'day', i18n.language) })
      : t('enrolments.anyTime');

  return (
    <DrillList
      id="enrolments-list-title"
      title={t('enrolments.title')}
      subtitle={`${of}, ${when}`}
      actions={
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label={t('enrolments.status')}
            value={status ?? ''}
            onChange={(event) =>
              list.setFilters({ status: (event.currentTarget.value || undefined) as EnrolmentStatus | undefined })
            }
            data={[
              { value: '', label: t('enrolments.anyStatus') },
              ...ENROLMENT_STATUSES.map((value) => ({ value, label: t(`enrolments.statuses.${value}`) })),
            ]}
          />
          {categoryId || courseId || started || lessonCompleted || span === 'any' ? (
            <Button
              variant="default"
              onClick={() =>
                list.setFilters({
                  categoryId: undefined,
                  courseId: undefined,
                  started: false,
                  lessonCompleted: undefined,
                  span: 'range',
                })
              }
            >
              {t('enrolments.allOfRange')}
            </Button>
          ) : null}
        </Group>
      }
      result={enrolments}
      loading={t('enrolments.loading')}
      empty={{ title: t('enrolments.empty') }}
      footer={{
        total: t('enrolments.total', { count: enrolments.data?.totalCount ?? 0 }),
        page: list.page,
        pages,
        onPage: list.setPage,
      }}
    >
      <TableScroll label={t('enrolments.title')} minWidth={rowAction ? 880 : 720}>
        <Table striped verticalSpacing="sm" aria-label={t('enrolments.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader sortKey="learner" sort={sort} onSort={onSort}>
                {t('enrolments.learner')}
              </SortHeader>
              <SortHeader sortKey="course" sort={sort} onSort={onSort}>
                {t('enrolments.course')}
              </SortHeader>
              <Table.Th>{t('enrolments.status')}</Table.Th>
              <SortHeader sortKey="progress" sort={sort} onSort={onSort}>
                {t('enrolments.progress')}
              </SortHeader>
              <SortHeader sortKey="enrolledAt" sort={sort} onSort={onSort}>
                {t('enrolments.enrolledAt')}
              </SortHeader>
              <SortHeader sortKey="dueDate" sort={sort} onSort={onSort}>
                {t('enrolments.dueDate')}
              </SortHeader>
              {rowAction ? <Table.Th>{rowAction.header}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enrolments.data?.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <PersonCell name={row.learner.name} email={row.learner.email} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.course.title}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`enrolments.statuses.${row.status}`)}</Table.Td>
                <Table.Td miw={110}>
                  <Text size="sm">{t('enrolments.percent', { value: row.progress })}</Text>
                  <Progress value={row.progress} size="sm" aria-hidden />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(row.enrolledAt.slice(0, 10), i18n.language)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.dueDate ? formatDay(row.dueDate, i18n.language) : '–'}
                </Table.Td>
                {rowAction ? <Table.Td>{rowAction.cell(row)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DrillList>
  );
}
