import { choiceFilter, idListFilter, useListState } from '../../../../lib/use-list-state';

export const CATALOG_SORTS = ['title', '-publishedAt', '-updatedAt'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const ENROLLED_FILTERS = ['all', 'no', 'yes'] as const;
export type EnrolledFilter = (typeof ENROLLED_FILTERS)[number];
export const CATALOG_PAGE_SIZE = 12;

/**
 * The catalogue's search, technologies, enrolment filter, sort and page, kept in the address (?q=&tech=&enrolled=
 * &sort=&page=, `useListState`) so a reload, the back button from a preview and a shared link show the same list.
 */
export function useCatalogFilters() {
  const list = useListState({
    sorts: CATALOG_SORTS,
    defaultSort: 'title',
    defaultPageSize: CATALOG_PAGE_SIZE,
    filters: { tech: idListFilter(), enrolled: choiceFilter(ENROLLED_FILTERS, 'all') },
  });
  return {
    ...list,
    technologyIds: list.filters.tech,
    setTechnologyIds: (ids: string[]) => list.setFilters({ tech: ids }),
    enrolled: list.filters.enrolled,
    setEnrolled: (value: EnrolledFilter) => list.setFilters({ enrolled: value }),
  };
}
