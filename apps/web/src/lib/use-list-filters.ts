import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { Sort } from '@talentpath/contracts/paging';
import type { StatusFilter } from '../components/ui/list-toolbar';

/** Search debounce of the lists (spec §9's 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of a searchable, filterable, sortable, paged list. The search term goes out 300 ms after the last
 * keystroke; any change of search, status or sort goes back to the first page.
 */
export function useListFilters<K extends string>(defaultSort: Sort<K>) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatusValue] = useState<StatusFilter>('all');
  const [sort, setSortValue] = useState(defaultSort);
  const [page, setPage] = useState(1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search term starts from the first page
  useEffect(() => setPage(1), [debouncedSearch]);

  return {
    search,
    setSearch,
    searchTerm: debouncedSearch || undefined,
    status,
    setStatus: (value: StatusFilter) => {
      setStatusValue(value);
      setPage(1);
    },
    statusParam: status === 'all' ? undefined : status,
    sort,
    setSort: (value: Sort<K>) => {
      setSortValue(value);
      setPage(1);
    },
    page,
    setPage,
    filtered: Boolean(debouncedSearch) || status !== 'all',
  };
}
