import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocation, useSearchParams } from 'react-router';
import { isId } from './ids';

/** Search debounce of the lists (spec §9's 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest search term a list sends (the API refuses longer ones). */
export const SEARCH_TERM_MAX = 100;

/** How one filter of a list is kept in the address. */
export type ListFilter<T> = {
  /** The value a parameter holds: absent, blank or unknown (a hand-edited address) reads as the default. */
  read: (raw: string | null) => T;
  /** The parameter a value is written as; null for the default, which leaves it out of the address. */
  write: (value: T) => string | null;
  /** Not a narrowing of the list but what it is of (the question bank's course, a tab): `clear` keeps it. */
  keep?: boolean;
};

// biome-ignore lint/suspicious/noExplicitAny: a filter of any value type; each keeps its own through FilterValues
type FilterSpecs = Record<string, ListFilter<any>>;
export type FilterValues<F extends FilterSpecs> = { [K in keyof F]: ReturnType<F[K]['read']> };

/** One of `values`; `fallback` (left out of the address) for anything else. */
export const choiceFilter = <const T extends string>(values: readonly T[], fallback: NoInfer<T>): ListFilter<T> => ({
  read: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
  write: (value) => (value === fallback ? null : value),
});

/** One of `values`, or none (undefined) for anything else. */
export const optionalChoiceFilter = <T extends string>(values: readonly T[]): ListFilter<T | undefined> => ({
  read: (raw) => values.find((value) => value === raw),
  write: (value) => value ?? null,
});

/** An id, or none (undefined) for anything that is not one. */
export const idFilter = (options: { keep?: boolean } = {}): ListFilter<string | undefined> => ({
  read: (raw) => (isId(raw) ? raw : undefined),
  write: (value) => value ?? null,
  ...options,
});

/** Ids, written joined by commas; what is not an id is left out. */
export const idListFilter = (): ListFilter<string[]> => ({
  read: (raw) => (raw ?? '').split(',').filter(isId),
  write: (ids) => ids.join(',') || null,
});

/** On or off (`true`, else off). */
export const flagFilter = (): ListFilter<boolean> => ({
  read: (raw) => raw === 'true',
  write: (on) => (on ? 'true' : null),
});

/** Free text (trimmed, at most `max` characters); '' is none. */
export const textFilter = (max = SEARCH_TERM_MAX): ListFilter<string> => ({
  read: (raw) => (raw ?? '').trim().slice(0, max),
  write: (text) => text.trim().slice(0, max) || null,
});

/** A calendar day (YYYY-MM-DD), or none. */
export const dayFilter = (): ListFilter<string | undefined> => ({
  read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined),
  write: (day) => day ?? null,
});

export type ListOptions<S extends string, F extends FilterSpecs> = {
  /** The orders offered, as the API writes them ('name', '-createdAt'); another value reads as `defaultSort`. */
  sorts?: readonly S[];
  defaultSort?: NoInfer<S>;
  /** The page sizes offered (`?size=`); without them the size is fixed at `defaultPageSize`. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  filters?: F;
  /** For a second list on one page: its parameters are named `<prefix>.q`, `<prefix>.page` … */
  prefix?: string;
};

// What the lists wrote that the router has not rendered yet (the whole query string). react-router hands a
// function updater the params of its last render, so two writes before that render — a debounced search term and
// a filter chosen meanwhile, or two lists of one page — would each write over the other. Shared by every list on
// the page; forgotten once a location renders (which carries every write made before it).
let unrendered: string | null = null;

/**
 * The state of a list page — page, page size, sort, search and filters — kept in the address, so a reload, the
 * back button and a shared link show the same list. One hook for every list page (ADR 0010's lists on the web):
 * - the search box (`?q=`) goes to the address 300 ms after the last keystroke, replacing the entry (back does not
 *   step through letters); the address's own changes (back, forward, clear) come back into the box, but the late
 *   echo of a term it wrote never overwrites what was typed since;
 * - page, size, sort and filters each add an address entry; any change but the page goes back to the first page;
 * - every write builds on the latest address, not on the one the last render saw.
 * Defaults are left out, so a plain visit keeps a plain address. `usePageCount` keeps the page in range.
 */
export function useListState<S extends string = never, F extends FilterSpecs = Record<never, never>>(
  options: ListOptions<S, F> = {},
) {
  const { sorts, defaultSort, pageSizes, defaultPageSize = 20, prefix } = options;
  const specs = (options.filters ?? {}) as F;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const rendered = useRef(params);
  rendered.current = params;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per rendered location, which carries every write before it
  useLayoutEffect(() => {
    unrendered = null;
  }, [location]);

  const name = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const get = (key: string) => params.get(name(key));

  const write = (changes: Record<string, string | null>, how: { keepPage?: boolean; replace?: boolean } = {}) => {
    const next = new URLSearchParams(unrendered ?? rendered.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name(key));
      else next.set(name(key), value);
    }
    if (!how.keepPage) next.delete(name('page'));
    unrendered = next.toString();
    setParams(next, { replace: how.replace ?? false });
  };

  const page = Math.max(1, Number.parseInt(get('page') ?? '', 10) || 1);
  const size = Number(get('size'));
  const pageSize = pageSizes?.includes(size) ? size : defaultPageSize;
  const rawSort = get('sort');
  const sort = (sorts?.includes(rawSort as S) ? rawSort : defaultSort) as S;
  const searchTerm = textFilter().read(get('q')) || undefined;
  const filters = Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, spec.read(get(key))]),
  ) as FilterValues<F>;
  const narrowing = Object.keys(specs).filter((key) => !specs[key]?.keep);
  const writeFilters = (changes: Partial<FilterValues<F>>) =>
    Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, specs[key]?.write(value) ?? null]));

  const [search, setSearch] = useAddressTextBox(searchTerm ?? '', (term) =>
    write({ q: term || null }, { replace: true }),
  );

  return {
    page,
    /** Another page; `replace` for a correction rather than a step the back button should return to. */
    setPage: (value: number, how: { replace?: boolean } = {}) =>
      write({ page: value > 1 ? String(value) : null }, { keepPage: true, replace: how.replace }),
    pageSize,
    setPageSize: (value: number) => write({ size: value === defaultPageSize ? null : String(value) }),
    sort,
    setSort: (value: S) => write({ sort: value === defaultSort ? null : value }),
    /** What the search box shows (typed, not yet sent). */
    search,
    setSearch,
    /** What the list is searched for: the address's term, trimmed; undefined for none. */
    searchTerm,
    filters,
    setFilters: (changes: Partial<FilterValues<F>>) => write(writeFilters(changes)),
    /** A search or a narrowing filter is on: "nothing matches" rather than "nothing yet". */
    filtered: Boolean(searchTerm) || narrowing.some((key) => specs[key]?.write(filters[key]) !== null),
    /**
     * No search and no narrowing filter (the sort, the size and kept filters stay); `changes` are written with it
     * (another course in the question bank: its own bank from the start).
     */
    clear: (changes: Partial<FilterValues<F>> = {}) =>
      write({ q: null, ...Object.fromEntries(narrowing.map((key) => [key, null])), ...writeFilters(changes) }),
  };
}

export type ListState = Pick<ReturnType<typeof useListState>, 'page' | 'setPage' | 'pageSize'>;

/**
 * A text box bound to a value in the address: what is typed goes to `commit` 300 ms after the last keystroke
 * (trimmed); a change of the value from elsewhere (back, forward, clear) is shown in the box, while the echo of a
 * term the box itself sent — arriving after more was typed — is not.
 */
export function useAddressTextBox(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The value this box last sent to the address, or took from it.
  const sent = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly debounced text is sent
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    commit(debounced);
  }, [debounced]);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return [text, setText] as const;
}

/**
 * How many pages a loaded list has (1 before it loads). A page past the last — its last item deleted, an old
 * link — moves to the last page, but only on a fresh answer: the previous list kept on screen while the next loads
 * (placeholder data) counts other rows and would move a page that is fine.
 */
export function usePageCount(
  list: ListState,
  result: { data?: { totalCount: number } | undefined; isPlaceholderData: boolean },
): number {
  const total = result.data?.totalCount;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / list.pageSize));
  const fresh = total !== undefined && !result.isPlaceholderData;
  const { page, setPage } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage writes the address; only the counts matter
  useEffect(() => {
    if (fresh && page > pages) setPage(pages, { replace: true });
  }, [fresh, page, pages]);
  return pages;
}
