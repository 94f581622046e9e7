import { formatSort, parseSort, type Sort, type SortValue } from '@talentpath/contracts/paging';
import { ENROLMENT_SORTS, ENROLMENT_STATUSES, type EnrolmentStatus } from '@talentpath/contracts/enrolments';
import { oneOf, useAddressFilters } from '../../../../lib/use-address-filters';
import type { EnrolmentListParams } from '../../api/list-enrolments';
import { isId } from '../../../../lib/ids';

export type EnrolmentSortKey = (typeof ENROLMENT_SORTS)[number];
export type StatusChoice = 'all' | EnrolmentStatus;

export const DEFAULT_ENROLMENT_SORT: SortValue<EnrolmentSortKey> = 'learner';
const SORT_VALUES = ENROLMENT_SORTS.flatMap((key) => [key, `-${key}` as const]);

/** The list's filters without paging: what the CSV export is asked for, so it holds exactly the rows filtered. */
export type EnrolmentFilters = Omit<EnrolmentListParams, 'pageNumber' | 'pageSize'>;

/**
 * The learner list's filters, kept in the address (?q=&courseId=&status=&sort=&page=) so a reload, the back button
 * and the dashboard's links ("behind on a due date" opens ?status=overdue) show the same list. A hand-edited value
 * that is no status, course id or sort is ignored. Any change but the page goes back to the first page.
 */
export function useEnrolmentListFilters() {
  const address = useAddressFilters();
  const { params, update } = address;
  const status = oneOf<StatusChoice>(['all', ...ENROLMENT_STATUSES], params.get('status'), 'all');
  const rawCourse = params.get('courseId') ?? undefined;
  const courseId = isId(rawCourse) ? rawCourse : undefined;
  const sort = parseSort(oneOf(SORT_VALUES, params.get('sort'), DEFAULT_ENROLMENT_SORT));
  const filters: EnrolmentFilters = {
    searchTerm: address.searchTerm,
    courseId,
    status: status === 'all' ? undefined : status,
    sort: formatSort(sort),
  };
  return {
    ...address,
    status,
    setStatus: (value: StatusChoice) => update({ status: value === 'all' ? null : value }),
    courseId,
    setCourseId: (value: string | null) => update({ courseId: value }),
    sort,
    setSort: (value: Sort<EnrolmentSortKey>) => {
      const written = formatSort(value);
      update({ sort: written === DEFAULT_ENROLMENT_SORT ? null : written });
    },
    filters,
    filtered: Boolean(address.searchTerm || courseId) || status !== 'all',
    clear: () => {
      address.setSearch('');
      update({ q: null, status: null, courseId: null });
    },
  };
}
