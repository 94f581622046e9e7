import { formatSort, parseSort, type Sort, type SortValue } from '@talentpath/contracts/paging';
import { ENROLMENT_SORTS, ENROLMENT_STATUSES } from '@talentpath/contracts/enrolments';
import { choiceFilter, idFilter, useListState } from '../../../../lib/use-list-state';
import type { EnrolmentListParams } from '../../api/list-enrolments';

export type EnrolmentSortKey = (typeof ENROLMENT_SORTS)[number];
export type StatusChoice = 'all' | (typeof ENROLMENT_STATUSES)[number];

export const DEFAULT_ENROLMENT_SORT: SortValue<EnrolmentSortKey> = 'learner';
export const ENROLMENT_PAGE_SIZE = 20;
const SORT_VALUES = ENROLMENT_SORTS.flatMap((key) => [key, `-${key}` as const]);

/** The list's filters without paging: what the CSV export is asked for, so it holds exactly the rows filtered. */
export type EnrolmentFilters = Omit<EnrolmentListParams, 'pageNumber' | 'pageSize'>;

/**
 * The learner list's filters, kept in the address (?q=&courseId=&status=&sort=&page=, `useListState`) so a
 * reload, the back button and the dashboard's links ("behind on a due date" opens ?status=overdue) show the same
 * list.
 */
export function useEnrolmentListFilters() {
  const list = useListState({
    sorts: SORT_VALUES,
    defaultSort: DEFAULT_ENROLMENT_SORT,
    defaultPageSize: ENROLMENT_PAGE_SIZE,
    filters: { status: choiceFilter<StatusChoice>(['all', ...ENROLMENT_STATUSES], 'all'), courseId: idFilter() },
  });
  const { status, courseId } = list.filters;
  const filters: EnrolmentFilters = {
    searchTerm: list.searchTerm,
    courseId,
    status: status === 'all' ? undefined : status,
    sort: list.sort,
  };
  return {
    ...list,
    status,
    setStatus: (value: StatusChoice) => list.setFilters({ status: value }),
    courseId,
    setCourseId: (value: string | null) => list.setFilters({ courseId: value ?? undefined }),
    sort: parseSort(list.sort),
    setSort: (value: Sort<EnrolmentSortKey>) => list.setSort(formatSort(value)),
    filters,
  };
}
