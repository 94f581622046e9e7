import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import type { SortValue } from '@talentpath/contracts/paging';
import type { ListParams } from '../../lib/list-query';
import { choiceFilter, useListState } from '../../lib/use-list-state';

export const CATALOG_STATUSES = ['all', 'active', 'inactive'] as const;
export type CatalogStatusFilter = (typeof CATALOG_STATUSES)[number];

export type CatalogListOptions<K extends string> = {
  /** The columns a catalogue sorts by; each in both directions. */
  sortKeys: readonly K[];
  defaultSort: SortValue<NoInfer<K>>;
  pageSize: number;
  /** Whether its items are active or inactive, filtered by a status select. */
  status?: boolean;
};

const withStatus = { status: choiceFilter(CATALOG_STATUSES, 'all') };

/** A catalogue's list state in the address (`useListState`): search, status, sort and page, and the call it makes. */
export function useCatalogList<K extends string>({ sortKeys, defaultSort, pageSize, status }: CatalogListOptions<K>) {
  const list = useListState({
    sorts: sortKeys.flatMap((key) => [key, `-${key}` as const]),
    defaultSort,
    defaultPageSize: pageSize,
    // A catalogue without statuses reads no ?status= (a hand-edited one is no filter).
    filters: status ? withStatus : ({} as typeof withStatus),
  });
  const statusFilter: CatalogStatusFilter = list.filters.status ?? 'all';
  const query: ListParams<SortValue<K>> & { status?: CatalogStatus } = {
    pageNumber: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    searchTerm: list.searchTerm,
    status: statusFilter === 'all' ? undefined : statusFilter,
  };
  return {
    ...list,
    hasStatus: Boolean(status),
    status: statusFilter,
    setStatus: (value: CatalogStatusFilter) => list.setFilters({ status: value }),
    query,
  };
}

export type CatalogList<K extends string> = ReturnType<typeof useCatalogList<K>>;
