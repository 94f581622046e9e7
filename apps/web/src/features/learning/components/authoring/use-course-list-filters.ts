import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';
import { oneOf, useAddressFilters } from '../../../../lib/use-address-filters';

export const COURSE_LIST_SORTS = ['-updatedAt', 'title', '-createdAt'] as const;
export type CourseListSort = (typeof COURSE_LIST_SORTS)[number];
export type StatusTab = 'all' | CourseStatus;

/**
 * The coordinator's course list filters, kept in the address (?q=&status=&sort=&page=) so coming back from a
 * course page shows the same list; a change of search, status or sort goes back to the first page.
 */
export function useCourseListFilters() {
  const address = useAddressFilters();
  const { params, update } = address;
  const status = oneOf<StatusTab>(['all', ...COURSE_STATUSES], params.get('status'), 'all');
  const sort = oneOf(COURSE_LIST_SORTS, params.get('sort'), '-updatedAt');
  return {
    ...address,
    status,
    setStatus: (value: StatusTab) => update({ status: value === 'all' ? null : value }),
    sort,
    setSort: (value: CourseListSort) => update({ sort: value === '-updatedAt' ? null : value }),
    filtered: Boolean(address.searchTerm) || status !== 'all',
    clear: () => {
      address.setSearch('');
      update({ q: null, status: null });
    },
  };
}
