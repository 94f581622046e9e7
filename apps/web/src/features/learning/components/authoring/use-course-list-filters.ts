import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';
import { choiceFilter, useListState } from '../../../../lib/use-list-state';

export const COURSE_LIST_SORTS = ['-updatedAt', 'title', '-createdAt'] as const;
export type CourseListSort = (typeof COURSE_LIST_SORTS)[number];
export type StatusTab = 'all' | CourseStatus;
export const COURSE_LIST_PAGE_SIZE = 12;

/**
 * The coordinator's course list filters, kept in the address (?q=&status=&sort=&page=, `useListState`) so coming
 * back from a course page shows the same list.
 */
export function useCourseListFilters() {
  const list = useListState({
    sorts: COURSE_LIST_SORTS,
    defaultSort: '-updatedAt',
    defaultPageSize: COURSE_LIST_PAGE_SIZE,
    filters: { status: choiceFilter<StatusTab>(['all', ...COURSE_STATUSES], 'all') },
  });
  return {
    ...list,
    status: list.filters.status,
    setStatus: (value: StatusTab) => list.setFilters({ status: value }),
  };
}
