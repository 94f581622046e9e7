import { z } from 'zod';
import { plainText } from './text.ts';

// The one list contract (ADR 0010): every list's query string is built by pageQuery (numbered pages) or
// cursorQuery (keyset pages, for lists that can pass 100k rows), and answers pageOf / cursorPageOf.
// Query keys a list does not declare are stripped, not refused: a cache-buster, a tracking parameter or an
// older client's leftover must not turn a list into a 400.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const CURSOR_MAX_LENGTH = 1024;

export const PAGE_NUMBER_INVALID = 'Page number must be a whole number of at least 1';
export const CURSOR_INVALID = 'The cursor is not valid';
export const pageSizeInvalid = (max: number) => `Page size must be between 1 and ${max}`;
export const sortInvalid = (values: readonly string[]) => `Sort must be one of: ${values.join(', ')}`;

export type SortDirection = 'asc' | 'desc';
/** A sort as the query string writes it: the key, or `-key` for descending. */
export type SortValue<K extends string> = K | `-${K}`;
export type Sort<K extends string> = { key: K; direction: SortDirection };

export const parseSort = <K extends string>(value: SortValue<K>): Sort<K> =>
  value.startsWith('-') ? { key: value.slice(1) as K, direction: 'desc' } : { key: value as K, direction: 'asc' };
export const formatSort = <K extends string>(sort: Sort<K>): SortValue<K> =>
  sort.direction === 'desc' ? `-${sort.key}` : sort.key;

// --- Query-string values: what the URL gives is a string, and '' (or only spaces) is a parameter not sent. ---

const present = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const toNumber = (value: unknown) => {
  const v = present(value);
  return typeof v === 'string' && NUMBER.test(v) ? Number(v) : v;
};
const toBoolean = (value: unknown) => {
  const v = present(value);
  return v === 'true' ? true : v === 'false' ? false : v;
};

/** A free-text filter (a search term): trimmed, one line, at most `max` characters; blank is absent. */
export const queryText = (label: string, max = 200) =>
  z.preprocess(
    present,
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .check(plainText(`${label} contains characters that are not allowed`, 'single'))
      .optional(),
  );

/** A yes/no filter: 'true' or 'false'; blank is absent. */
export const queryBoolean = (label: string) =>
  z.preprocess(toBoolean, z.boolean({ error: `${label} must be true or false` }).optional());

/** A number filter read from its decimal text; the schema given holds the bounds and their messages. */
export const queryNumber = (schema: z.ZodNumber) => z.preprocess(toNumber, schema.optional());

/** One of a fixed set of values; blank is absent (a list's 'all' is the filter not sent). */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(present, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional());

/** A comma-separated list of ids in the query string (`technologyIds=a,b`); blank is absent. */
export const queryIdList = (label: string, max = 50) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim()
          ? value.split(',').map((s) => s.trim())
          : undefined
        : Array.isArray(value)
          ? value.flatMap((v) => String(v).split(','))
          : value,
    z
      .array(z.uuid({ error: `${label} must be a comma-separated list of ids` }))
      .max(max, `${label} may hold at most ${max} ids`)
      .optional(),
  );

const pageSizeField = (defaultSize: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      // abort: a number outside the safe integers would otherwise get the same message again from min().
      .int({ error: pageSizeInvalid(max), abort: true })
      .min(1, pageSizeInvalid(max))
      .max(max, pageSizeInvalid(max))
      .default(defaultSize),
  );

type PageSizeOptions = { defaultPageSize?: number; maxPageSize?: number };

function pageSizeOf({ defaultPageSize = DEFAULT_PAGE_SIZE, maxPageSize = MAX_PAGE_SIZE }: PageSizeOptions) {
  if (
    !(
      Number.isInteger(maxPageSize) &&
      maxPageSize >= 1 &&
      Number.isInteger(defaultPageSize) &&
      defaultPageSize >= 1 &&
      defaultPageSize <= maxPageSize
    )
  ) {
    throw new Error(
      `A list's page sizes must be whole numbers with 1 ≤ default (${defaultPageSize}) ≤ max (${maxPageSize})`,
    );
  }
  return pageSizeField(defaultPageSize, maxPageSize);
}

/**
 * The query string of a numbered list: `pageNumber` (from 1), `pageSize`, `sort` (an allowed key, `-key` for
 * descending; parsed to `{ key, direction }`) and the list's own filters (built with the query* helpers above).
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` is the empty zod shape, the default when a list has no filters
export function pageQuery<const K extends string, S extends z.ZodRawShape = {}>(
  options: {
    sort: readonly [K, ...K[]];
    defaultSort: SortValue<NoInfer<K>>;
    filters?: z.ZodObject<S>;
  } & PageSizeOptions,
) {
  const values: string[] = options.sort.flatMap((key) => [key, `-${key}`]);
  const sort = z
    .preprocess(
      present,
      z.enum(values as [string, ...string[]], { error: sortInvalid(values) }).default(options.defaultSort),
    )
    .transform((value) => parseSort(value as SortValue<K>));
  const filters = (options.filters ?? z.object({})) as z.ZodObject<S>;
  return filters.extend({
    pageNumber: z.preprocess(
      toNumber,
      z.int({ error: PAGE_NUMBER_INVALID, abort: true }).min(1, PAGE_NUMBER_INVALID).default(1),
    ),
    pageSize: pageSizeOf(options),
    sort,
  });
}

/**
 * The query string of a keyset list: `after` (the opaque `nextCursor` of the page before; absent for the first
 * page) and `pageSize`, plus the list's filters. Its order is fixed by the list, so a cursor always means one
 * position in it.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` is the empty zod shape, the default when a list has no filters
export function cursorQuery<S extends z.ZodRawShape = {}>(
  options: { filters?: z.ZodObject<S> } & PageSizeOptions = {},
) {
  const filters = (options.filters ?? z.object({})) as z.ZodObject<S>;
  return filters.extend({
    after: z.preprocess(
      present,
      z
        .string({ error: CURSOR_INVALID })
        .max(CURSOR_MAX_LENGTH, CURSOR_INVALID)
        .regex(/^[A-Za-z0-9_-]+$/, CURSOR_INVALID)
        .optional(),
    ),
    pageSize: pageSizeOf(options),
  });
}

/** A numbered page: `hasNextPage` is `pageNumber * pageSize < totalCount`; a page past the end has no items. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.int().min(1),
    pageSize: z.int().min(1),
    totalCount: z.int().min(0),
    hasNextPage: z.boolean(),
  });

/** A keyset page: no totalCount (counting 100k+ rows on every page is what keyset paging avoids). */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageSize: z.int().min(1),
    hasNextPage: z.boolean(),
    nextCursor: z.string().nullable(),
  });

export type Page<T> = { items: T[]; pageNumber: number; pageSize: number; totalCount: number; hasNextPage: boolean };
export type CursorPage<T> = { items: T[]; pageSize: number; hasNextPage: boolean; nextCursor: string | null };
