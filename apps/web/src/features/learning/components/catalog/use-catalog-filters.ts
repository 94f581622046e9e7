import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-list-filters';

export const CATALOG_SORTS = ['title', '-publishedAt', '-updatedAt'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const ENROLLED_FILTERS = ['all', 'no', 'yes'] as const;
export type EnrolledFilter = (typeof ENROLLED_FILTERS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The catalogue's search, technologies, enrolment filter, sort and page, kept in the address (?q=&tech=&enrolled=
 * &sort=&page=) so a reload, the back button from a preview and a shared link show the same list. The search box
 * writes its term 300 ms after the last keystroke; any filter change goes back to page 1.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const technologyIds = (params.get('tech') ?? '').split(',').filter(Boolean);
  const enrolled = oneOf(ENROLLED_FILTERS, params.get('enrolled'), 'all');
  const sort = oneOf(CATALOG_SORTS, params.get('sort'), 'title');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  // From the address as it is now, not as this render saw it: a debounced search term and a filter chosen
  // meanwhile would otherwise each write over the other (react-router hands its last render's params).
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced term is written to the address
  useEffect(() => {
    if (debounced !== q) update({ q: debounced || null });
  }, [debounced]);

  return {
    search,
    setSearch,
    searchTerm: q || undefined,
    technologyIds,
    setTechnologyIds: (ids: string[]) => update({ tech: ids.join(',') || null }),
    enrolled,
    setEnrolled: (value: EnrolledFilter) => update({ enrolled: value === 'all' ? null : value }),
    sort,
    setSort: (value: CatalogSort) => update({ sort: value === 'title' ? null : value }),
    page,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, true),
    filtered: Boolean(q) || technologyIds.length > 0 || enrolled !== 'all',
    clear: () => {
      setSearch('');
      update({ q: null, tech: null, enrolled: null });
    },
  };
}
