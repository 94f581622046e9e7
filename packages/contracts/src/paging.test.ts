import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  CURSOR_INVALID,
  CURSOR_MAX_LENGTH,
  PAGE_NUMBER_INVALID,
  cursorPageOf,
  cursorQuery,
  formatSort,
  pageOf,
  pageQuery,
  pageSizeInvalid,
  parseSort,
  queryBoolean,
  queryEnum,
  queryNumber,
  queryText,
  sortInvalid,
  type CursorPage,
  type Page,
  type Sort,
} from './paging.ts';

// A list shaped like the admin user search: searchTerm only when typed, status only when not 'all'.
const users = pageQuery({
  sort: ['name', 'email', 'createdAt'],
  defaultSort: '-createdAt',
  filters: z.object({
    searchTerm: queryText('Search term'),
    status: queryEnum(['active', 'disabled'], 'Status'),
    requirePasswordChange: queryBoolean('Require password change'),
    minPoints: queryNumber(
      z
        .int({ error: 'Minimum points must be a whole number from 0' })
        .min(0, 'Minimum points must be a whole number from 0'),
    ),
  }),
});

const SIZE_MESSAGE = 'Page size must be between 1 and 100';
const SORT_MESSAGE = 'Sort must be one of: name, -name, email, -email, createdAt, -createdAt';

/** The messages of a failed parse, by field. */
function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('pageQuery', () => {
  it('gives the defaults when nothing is sent', () => {
    expect(users.parse({})).toEqual({ pageNumber: 1, pageSize: 20, sort: { key: 'createdAt', direction: 'desc' } });
  });

  it('reads numbers from the query string (spaces around them ignored) and keeps numbers given as numbers', () => {
    expect(users.parse({ pageNumber: '3', pageSize: ' 50 ' })).toMatchObject({ pageNumber: 3, pageSize: 50 });
    expect(users.parse({ pageNumber: 4, pageSize: 10 })).toMatchObject({ pageNumber: 4, pageSize: 10 });
  });

  it('treats an empty or blank parameter as not sent', () => {
    expect(
      users.parse({
        pageNumber: '',
        pageSize: '  ',
        sort: '',
        searchTerm: '',
        status: '',
        requirePasswordChange: '',
        minPoints: '',
      }),
    ).toEqual({
      pageNumber: 1,
      pageSize: 20,
      sort: { key: 'createdAt', direction: 'desc' },
    });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['1e3'], ['0x10'], ['9007199254740993'], [['1', '2']], [true], [0]])(
    'refuses page number %j with its message',
    (pageNumber) => {
      expect(problems(users, { pageNumber })).toEqual({ pageNumber: PAGE_NUMBER_INVALID });
    },
  );

  it.each([['0'], ['101'], ['2.5'], ['-5'], ['ten'], [['10', '20']], [1000]])(
    'refuses page size %j with its message',
    (pageSize) => {
      expect(problems(users, { pageSize })).toEqual({ pageSize: SIZE_MESSAGE });
    },
  );

  it('accepts page sizes 1 and the maximum', () => {
    expect(users.parse({ pageSize: '1' }).pageSize).toBe(1);
    expect(users.parse({ pageSize: '100' }).pageSize).toBe(100);
  });

  it('lets a list choose its default and maximum page size (notifications: 15)', () => {
    const notifications = pageQuery({
      sort: ['createdAt'],
      defaultSort: '-createdAt',
      defaultPageSize: 15,
      maxPageSize: 50,
    });
    expect(notifications.parse({}).pageSize).toBe(15);
    expect(notifications.parse({ pageSize: '50' }).pageSize).toBe(50);
    expect(problems(notifications, { pageSize: '51' })).toEqual({ pageSize: 'Page size must be between 1 and 50' });
    expect(pageSizeInvalid(50)).toBe('Page size must be between 1 and 50');
  });

  it('refuses page-size settings that contradict each other when the list is defined', () => {
    expect(() => pageQuery({ sort: ['name'], defaultSort: 'name', defaultPageSize: 30, maxPageSize: 20 })).toThrow(
      /page sizes/,
    );
    expect(() => pageQuery({ sort: ['name'], defaultSort: 'name', maxPageSize: 0 })).toThrow(/page sizes/);
    expect(() => cursorQuery({ defaultPageSize: 2.5 })).toThrow(/page sizes/);
  });

  it('parses each allowed sort, ascending or with - descending', () => {
    expect(users.parse({ sort: 'name' }).sort).toEqual({ key: 'name', direction: 'asc' });
    expect(users.parse({ sort: '-email' }).sort).toEqual({ key: 'email', direction: 'desc' });
    expect(users.parse({ sort: ' createdAt ' }).sort).toEqual({ key: 'createdAt', direction: 'asc' });
  });

  it.each([['password'], ['Name'], ['-'], ['--name'], ['+name'], ['name,-email'], [['name', 'email']]])(
    'refuses sort %j, naming what is allowed',
    (sort) => {
      expect(problems(users, { sort })).toEqual({ sort: SORT_MESSAGE });
      expect(sortInvalid(['a', '-a'])).toBe('Sort must be one of: a, -a');
    },
  );

  it('reads the filters: trimmed text, true/false, enum values, numbers', () => {
    expect(
      users.parse({ searchTerm: '  ada  ', status: 'disabled', requirePasswordChange: 'false', minPoints: '12' }),
    ).toMatchObject({
      searchTerm: 'ada',
      status: 'disabled',
      requirePasswordChange: false,
      minPoints: 12,
    });
    expect(users.parse({ requirePasswordChange: 'true' }).requirePasswordChange).toBe(true);
  });

  it('refuses bad filter values with a message naming the filter', () => {
    expect(
      problems(users, { searchTerm: 'x'.repeat(201), status: 'all', requirePasswordChange: 'yes', minPoints: '-1' }),
    ).toEqual({
      searchTerm: 'Search term must be at most 200 characters',
      status: 'Status must be one of: active, disabled',
      requirePasswordChange: 'Require password change must be true or false',
      minPoints: 'Minimum points must be a whole number from 0',
    });
    expect(problems(users, { searchTerm: 'a\u0000b' })).toEqual({
      searchTerm: 'Search term contains characters that are not allowed',
    });
    expect(problems(users, { searchTerm: ['a', 'b'] })).toEqual({ searchTerm: 'Search term must be text' });
    expect(problems(users, { minPoints: 'many' })).toEqual({
      minPoints: 'Minimum points must be a whole number from 0',
    });
  });

  it('reports every bad parameter at once', () => {
    expect(Object.keys(problems(users, { pageNumber: '0', pageSize: '0', sort: 'x', status: 'x' })).sort()).toEqual([
      'pageNumber',
      'pageSize',
      'sort',
      'status',
    ]);
  });

  it('strips query keys the list does not declare instead of refusing them', () => {
    const parsed = users.parse({ _: '1712345678', utm_source: 'mail', pageNumber: '2' });
    expect(parsed).toEqual({ pageNumber: 2, pageSize: 20, sort: { key: 'createdAt', direction: 'desc' } });
  });

  it('types the parsed query: sort keys are the allowed ones, filters optional', () => {
    type Query = z.output<typeof users>;
    expectTypeOf<Query['sort']>().toEqualTypeOf<Sort<'name' | 'email' | 'createdAt'>>();
    expectTypeOf<Query['pageNumber']>().toEqualTypeOf<number>();
    expectTypeOf<Query['status']>().toEqualTypeOf<'active' | 'disabled' | undefined>();
    expectTypeOf<Query['requirePasswordChange']>().toEqualTypeOf<boolean | undefined>();
    // @ts-expect-error the default sort must be an allowed key
    pageQuery({ sort: ['name'], defaultSort: '-email' });
  });

  it('documents the query for OpenAPI with the types, bounds and defaults it applies', () => {
    const json = z.toJSONSchema(users, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    expect(json.required ?? []).toEqual([]);
    expect(json.properties.pageNumber).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(json.properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    expect(json.properties.sort).toMatchObject({
      type: 'string',
      default: '-createdAt',
      enum: ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'],
    });
    expect(json.properties.status).toMatchObject({ enum: ['active', 'disabled'] });
    expect(json.properties.requirePasswordChange).toMatchObject({ type: 'boolean' });
  });

  it('page number: any whole number ≥ 1 written in the query string is read back; anything else is refused with the one message (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(users.parse({ pageNumber: String(n) }).pageNumber).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), (raw) => {
        const result = users.safeParse({ pageNumber: raw });
        if (result.success) {
          const n = result.data.pageNumber;
          expect(Number.isSafeInteger(n) && n >= 1).toBe(true);
          // Only a blank (→ the default) or the decimal spelling of that number is accepted.
          expect(raw.trim() === '' ? n === 1 : Number(raw.trim()) === n).toBe(true);
        } else {
          expect(result.error.issues.map((i) => i.message)).toEqual([PAGE_NUMBER_INVALID]);
        }
      }),
    );
  });

  it('a number below the safe integers gets the one message once, not twice (found by the property above)', () => {
    for (const raw of ['-9007199254740992', '-1e300', '9007199254740993']) {
      const number = users.safeParse({ pageNumber: raw });
      expect(number.success ? [] : number.error.issues.map((i) => i.message)).toEqual([PAGE_NUMBER_INVALID]);
      const size = users.safeParse({ pageSize: raw });
      expect(size.success ? [] : size.error.issues.map((i) => i.message)).toHaveLength(1);
    }
  });

  it('page size: accepted exactly when it is a whole number from 1 to the maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -10, max: 600 }), (max, size) => {
        const list = pageQuery({ sort: ['id'], defaultSort: 'id', defaultPageSize: 1, maxPageSize: max });
        const result = list.safeParse({ pageSize: String(size) });
        expect(result.success).toBe(size >= 1 && size <= max);
        if (!result.success) expect(result.error.issues[0]!.message).toBe(pageSizeInvalid(max));
      }),
    );
  });
});

describe('parseSort / formatSort', () => {
  it('are inverse (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'createdAt', 'x'),
        fc.constantFrom('asc' as const, 'desc' as const),
        (key, direction) => {
          expect(parseSort(formatSort({ key, direction }))).toEqual({ key, direction });
        },
      ),
    );
  });
});

describe('cursorQuery', () => {
  const notifications = cursorQuery({
    defaultPageSize: 15,
    filters: z.object({ unreadOnly: queryBoolean('Unread only') }),
  });

  it('has no cursor on the first page and the list’s page size', () => {
    expect(notifications.parse({})).toEqual({ pageSize: 15 });
    expect(notifications.parse({ after: '', unreadOnly: 'true' })).toEqual({ pageSize: 15, unreadOnly: true });
    expect(cursorQuery().parse({}).pageSize).toBe(20);
  });

  it('takes an opaque base64url cursor as it is', () => {
    expect(notifications.parse({ after: 'WyIyMDI2Il0', pageSize: '100' })).toMatchObject({
      after: 'WyIyMDI2Il0',
      pageSize: 100,
    });
  });

  it.each([['a+b'], ['a/b'], ['abc='], ['a b'], ['x'.repeat(CURSOR_MAX_LENGTH + 1)], [['a', 'b']], [5]])(
    'refuses cursor %j',
    (after) => {
      expect(problems(notifications, { after })).toEqual({ after: CURSOR_INVALID });
    },
  );

  it('bounds the page size as numbered lists do', () => {
    expect(problems(notifications, { pageSize: '0' })).toEqual({ pageSize: SIZE_MESSAGE });
    expect(problems(notifications, { pageSize: '101' })).toEqual({ pageSize: SIZE_MESSAGE });
  });
});

describe('pageOf / cursorPageOf', () => {
  const user = z.object({ id: z.string(), name: z.string() });

  it('is exactly { items, pageNumber, pageSize, totalCount, hasNextPage }', () => {
    const page = { items: [{ id: '1', name: 'Ada' }], pageNumber: 1, pageSize: 20, totalCount: 1, hasNextPage: false };
    expect(pageOf(user).parse(page)).toEqual(page);
    expect(Object.keys(pageOf(user).shape)).toEqual(['items', 'pageNumber', 'pageSize', 'totalCount', 'hasNextPage']);
    expectTypeOf<z.infer<ReturnType<typeof pageOf<typeof user>>>>().toEqualTypeOf<Page<z.infer<typeof user>>>();
  });

  it('refuses impossible pages (a response that does not match its schema is a 500, not a lie)', () => {
    const base = { items: [], pageNumber: 1, pageSize: 20, totalCount: 0, hasNextPage: false };
    for (const bad of [
      { pageNumber: 0 },
      { pageSize: 0 },
      { totalCount: -1 },
      { totalCount: 1.5 },
      { items: [{ id: 1 }] },
    ]) {
      expect(pageOf(user).safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });

  it('a keyset page is { items, pageSize, hasNextPage, nextCursor } with no totalCount', () => {
    const page = { items: [], pageSize: 15, hasNextPage: false, nextCursor: null };
    expect(cursorPageOf(user).parse(page)).toEqual(page);
    expect(Object.keys(cursorPageOf(user).shape)).toEqual(['items', 'pageSize', 'hasNextPage', 'nextCursor']);
    expect(cursorPageOf(user).parse({ ...page, totalCount: 3 })).not.toHaveProperty('totalCount');
    expectTypeOf<z.infer<ReturnType<typeof cursorPageOf<typeof user>>>>().toEqualTypeOf<
      CursorPage<z.infer<typeof user>>
    >();
  });
});
