import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from './use-list-filters';

/** One of `values`, or `fallback` for anything else (a hand-edited address). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * A list's filters kept in the address, so a reload, the back button and a shared link show the same list. The
 * search box (`?q=`) is written 300 ms after the last keystroke; `update` writes other filters and, unless asked
 * to keep it, goes back to the first page (`?page=` removed).
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
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
    params,
    update,
    search,
    setSearch,
    searchTerm: q || undefined,
    page,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, true),
  };
}
