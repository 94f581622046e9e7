import { randomUUID } from 'node:crypto';
import { and, eq, like, lt, sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURSOR_INVALID, cursorPageOf, cursorQuery, pageOf, pageQuery, type Sort } from '@talentpath/contracts/paging';
import { users } from '../../src/db/schema/users.ts';
import { registerErrorHandling } from '../../src/platform/errors.ts';
import {
  encodeCursor,
  keyset,
  keysetPage,
  orderByOf,
  paginate,
  sortKeys,
  type Keyset,
  type OrderKey,
} from '../../src/platform/paging.ts';
import type { Tx } from '../../src/platform/db.ts';
import { serializerCompiler } from '../../src/platform/serializer.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const TOTAL = 250;
const SORTABLE = { name: users.name, email: users.email, createdAt: users.createdAt };
type Key = keyof typeof SORTABLE;
const newestFirst = keyset([
  { by: users.createdAt, direction: 'desc' },
  { by: users.id, direction: 'desc' },
]);

/** A created_at that many microseconds after the start of 2026. */
const at = (micros: number) => sql`timestamptz '2026-01-01 00:00:00+00' + ${micros} * interval '1 microsecond'`;

/** Rows of one test, told apart by their e-mail domain. */
const inScope = (scope: string) => like(users.email, `%@${scope}.paging.test`);

/**
 * Inserts users in a scope. Every 5 share a created_at (ties broken by id); neighbouring groups differ only in
 * microseconds within one millisecond, which a JavaScript Date cannot tell apart; names run against the time order.
 */
async function insertUsers(
  scope: string,
  count: number,
  options: { name?: (i: number) => string; micros?: (i: number) => number } = {},
) {
  if (!count) return [];
  const rows = Array.from({ length: count }, (_, i) => ({
    name: options.name?.(i) ?? `User ${String(count - i).padStart(4, '0')}`,
    email: `u${i}-${randomUUID().slice(0, 8)}@${scope}.paging.test`,
    passwordHash: 'not-a-hash',
    createdAt: at(options.micros?.(i) ?? Math.floor(i / 5) * 250),
  }));
  return (await t.db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const fullOrder = async (where: SQL | undefined, keys: readonly OrderKey[]) =>
  ids(
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...orderByOf(keys)),
  );

/** The two reads of a numbered list of user ids. */
const userIdList = (where: SQL | undefined, sort: Sort<Key>) => ({
  count: (tx: Tx) => tx.$count(users, where),
  items: (tx: Tx, { limit, offset }: { limit: number; offset: number }) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...orderByOf(sortKeys(sort, SORTABLE, users.id)))
      .limit(limit)
      .offset(offset),
});
const numberedPage = (where: SQL | undefined, sort: Sort<Key>, pageNumber: number, pageSize: number) =>
  paginate(t.db, { pageNumber, pageSize }, userIdList(where, sort));

async function allNumberedPages(where: SQL | undefined, sort: Sort<Key>, pageSize: number) {
  const pages = [await numberedPage(where, sort, 1, pageSize)];
  while (pages.at(-1)!.hasNextPage) pages.push(await numberedPage(where, sort, pages.length + 1, pageSize));
  return pages;
}

const cursorPage = (where: SQL | undefined, order: Keyset, pageSize: number, after?: string) =>
  keysetPage(order, { after, pageSize }, async (q) =>
    t.db
      .select({ item: { id: users.id }, position: order.position })
      .from(users)
      .where(and(where, q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );

async function allCursorPages(
  where: SQL | undefined,
  order: Keyset,
  pageSize: number,
  between?: (pagesSoFar: number) => Promise<void>,
) {
  const pages = [await cursorPage(where, order, pageSize)];
  while (pages.at(-1)!.hasNextPage) {
    await between?.(pages.length);
    pages.push(await cursorPage(where, order, pageSize, pages.at(-1)!.nextCursor!));
  }
  return pages;
}
const itemIds = (pages: { items: { id: string }[] }[]) => pages.flatMap((p) => ids(p.items));

beforeAll(async () => {
  t = await createTestApp();
  await insertUsers('base', TOTAL);
});
afterAll(async () => t?.close());

const base = inScope('base');

describe('paginate (numbered pages)', () => {
  it.each([
    [{ key: 'name', direction: 'asc' }, 7],
    [{ key: 'createdAt', direction: 'desc' }, 7],
    [{ key: 'email', direction: 'asc' }, 33],
  ] as const)('pages through every row once, in order, sorted by %j (page size %i)', async (sort, pageSize) => {
    const pages = await allNumberedPages(base, sort, pageSize);
    expect(itemIds(pages)).toEqual(await fullOrder(base, sortKeys(sort, SORTABLE, users.id)));
    expect(new Set(itemIds(pages)).size).toBe(TOTAL);
    expect(pages).toHaveLength(Math.ceil(TOTAL / pageSize));
    pages.forEach((page, i) => {
      expect(page).toMatchObject({ pageNumber: i + 1, pageSize, totalCount: TOTAL, hasNextPage: i < pages.length - 1 });
      expect(page.items).toHaveLength(i < pages.length - 1 ? pageSize : TOTAL - pageSize * (pages.length - 1));
    });
  });

  it('answers a page past the end with no items and the true count', async () => {
    expect(await numberedPage(base, { key: 'name', direction: 'asc' }, 37, 7)).toEqual({
      items: [],
      pageNumber: 37,
      pageSize: 7,
      totalCount: TOTAL,
      hasNextPage: false,
    });
    expect((await numberedPage(base, { key: 'name', direction: 'asc' }, 1_000_000_000, 100)).totalCount).toBe(TOTAL);
    expect(await numberedPage(inScope('nobody'), { key: 'name', direction: 'asc' }, 1, 20)).toEqual({
      items: [],
      pageNumber: 1,
      pageSize: 20,
      totalCount: 0,
      hasNextPage: false,
    });
  });

  it('works with page size 1 and the maximum, 100', async () => {
    const ones = await allNumberedPages(base, { key: 'name', direction: 'desc' }, 1);
    expect(ones).toHaveLength(TOTAL);
    const hundreds = await allNumberedPages(base, { key: 'name', direction: 'desc' }, 100);
    expect(hundreds.map((p) => p.items.length)).toEqual([100, 100, 50]);
    expect(itemIds(ones)).toEqual(itemIds(hundreds));
  });

  it('breaks ties in the sort key by id, in the same direction, so -key is exactly the reverse of key', async () => {
    const ascending = itemIds(await allNumberedPages(base, { key: 'createdAt', direction: 'asc' }, 9));
    const descending = itemIds(await allNumberedPages(base, { key: 'createdAt', direction: 'desc' }, 9));
    expect(descending).toEqual([...ascending].reverse());
    // created_at as PostgreSQL writes it: a Date would drop the microseconds and see ties that are not.
    const rows = await t.db
      .select({ id: users.id, createdAt: sql<string>`${users.createdAt}::text` })
      .from(users)
      .where(base);
    const byId = new Map(rows.map((r) => [r.id, r]));
    let ties = 0;
    for (let i = 1; i < ascending.length; i++) {
      const [a, b] = [byId.get(ascending[i - 1]!)!, byId.get(ascending[i]!)!];
      if (a.createdAt === b.createdAt) {
        ties += 1;
        expect(a.id < b.id).toBe(true);
      }
    }
    expect(ties).toBe(TOTAL - TOTAL / 5);
  });

  it('counts and reads in one read-only REPEATABLE READ snapshot: a row committed in between changes neither', async () => {
    const scope = inScope('snapshot');
    await insertUsers('snapshot', 12);
    const sort = { key: 'name', direction: 'asc' } as const;
    const before = await numberedPage(scope, sort, 2, 5);
    let settings: unknown;
    const during = await paginate(
      t.db,
      { pageNumber: 2, pageSize: 5 },
      {
        ...userIdList(scope, sort),
        count: async (tx) => {
          const n = await tx.$count(users, scope);
          [settings] = rowsOf(
            await tx.execute(
              sql`select current_setting('transaction_isolation') as isolation, current_setting('transaction_read_only') as ro`,
            ),
          );
          // PGlite is one connection: a second writer would wait for this transaction, so only PostgreSQL interleaves.
          if (t.kind === 'postgres') await insertUsers('snapshot', 1, { name: () => 'A first name' });
          return n;
        },
      },
    );
    expect(settings).toEqual({ isolation: 'repeatable read', ro: 'on' });
    expect(during).toEqual(before);
    if (t.kind === 'postgres') expect((await numberedPage(scope, sort, 2, 5)).totalCount).toBe(13);
  });
});

describe('keysetPage', () => {
  it('pages through every row once, in order, newest first; the last page has no cursor', async () => {
    const pages = await allCursorPages(base, newestFirst, 13);
    expect(itemIds(pages)).toEqual(await fullOrder(base, newestFirst.keys));
    expect(pages).toHaveLength(Math.ceil(TOTAL / 13));
    for (const p of pages.slice(0, -1))
      expect(p).toMatchObject({ pageSize: 13, hasNextPage: true, nextCursor: expect.any(String) });
    expect(pages.at(-1)).toMatchObject({ hasNextPage: false, nextCursor: null });
    expect(pages.at(-1)!.items).toHaveLength(TOTAL % 13);
    expect(pages[0]).not.toHaveProperty('totalCount');
  });

  it('keeps microseconds in the cursor: rows one millisecond apart are not skipped or repeated', async () => {
    const [distinct] = rowsOf<{ us: number; ms: number }>(
      await t.db.execute(
        sql`select count(distinct created_at)::int as us, count(distinct date_trunc('milliseconds', created_at))::int as ms from users where ${base}`,
      ),
    );
    expect(distinct!.us).toBeGreaterThan(distinct!.ms);
    for (const size of [1, 6])
      expect(itemIds(await allCursorPages(base, newestFirst, size))).toEqual(await fullOrder(base, newestFirst.keys));
  });

  it('ends without an empty page when the rows fill the last page exactly, and works at page size 100', async () => {
    expect((await allCursorPages(base, newestFirst, 25)).map((p) => p.items.length)).toEqual(Array(10).fill(25));
    expect((await allCursorPages(base, newestFirst, 100)).map((p) => p.items.length)).toEqual([100, 100, 50]);
    expect(await cursorPage(inScope('nobody'), newestFirst, 10)).toEqual({
      items: [],
      pageSize: 10,
      hasNextPage: false,
      nextCursor: null,
    });
  });

  it('handles keys in mixed directions and on text columns', async () => {
    for (const keys of [
      [
        { by: users.createdAt, direction: 'asc' },
        { by: users.id, direction: 'desc' },
      ],
      [
        { by: users.name, direction: 'desc' },
        { by: users.createdAt, direction: 'asc' },
        { by: users.id, direction: 'asc' },
      ],
      sortKeys({ key: 'email', direction: 'asc' }, SORTABLE, users.id),
    ] as OrderKey<typeof users.id | typeof users.createdAt | typeof users.name | typeof users.email>[][]) {
      const order = keyset(keys);
      expect(itemIds(await allCursorPages(base, order, 11))).toEqual(await fullOrder(base, keys));
    }
  });

  it('neither repeats nor skips rows when others are inserted or deleted while paging', async () => {
    const scope = inScope('live');
    // Newest first: page 1 is i = 59…50, page 2 is i = 49…40, so the cursor after page 2 is i = 40 (1400 µs).
    const original = await insertUsers('live', 60, { micros: (i) => 1000 + i * 10 });
    const cursorRow = original[40]!;
    const behind: string[] = [];
    const ahead: string[] = [];
    const pages = await allCursorPages(scope, newestFirst, 10, async (pagesSoFar) => {
      if (pagesSoFar !== 2) return;
      behind.push(
        ...(await insertUsers('live', 3, { micros: (i) => 5000 + i })),
        ...(await insertUsers('live', 1, { micros: () => 1405 })),
      );
      ahead.push(
        ...(await insertUsers('live', 3, { micros: (i) => i })),
        ...(await insertUsers('live', 1, { micros: () => 1395 })),
      );
      // The row the cursor points at is gone: its position still is one.
      await t.db.delete(users).where(eq(users.id, cursorRow));
    });
    const seen = itemIds(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 20)).toEqual(original.slice(40).reverse());
    expect(seen.slice(20)).toEqual(await fullOrder(and(scope, lt(users.createdAt, at(1400))), newestFirst.keys));
    expect(original.every((id) => seen.includes(id))).toBe(true);
    expect(ahead.every((id) => seen.includes(id))).toBe(true);
    expect(behind.some((id) => seen.includes(id))).toBe(false);
  });

  it('refuses key sets that could skip rows: a nullable key, or none unique', () => {
    expect(() =>
      keyset([
        { by: users.avatar, direction: 'asc' },
        { by: users.id, direction: 'asc' },
      ]),
    ).toThrow(/NOT NULL/);
    expect(() => keyset([{ by: users.createdAt, direction: 'asc' }])).toThrow(/unique/);
    expect(() => keyset([])).toThrow();
  });
});

describe('lists over HTTP: the contracts validate the query, the helpers answer the page', () => {
  const item = z.object({ id: z.uuid() });
  let app: Awaited<ReturnType<typeof listApp>>;
  async function listApp() {
    const fastify = Fastify().withTypeProvider<ZodTypeProvider>();
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(fastify);
    const numbered = pageQuery({ sort: ['name', 'createdAt'], defaultSort: '-createdAt', defaultPageSize: 15 });
    fastify.get('/numbered', { schema: { querystring: numbered, response: { 200: pageOf(item) } } }, async (req) =>
      paginate(t.db, req.query, userIdList(base, req.query.sort)),
    );
    fastify.get(
      '/keyset',
      { schema: { querystring: cursorQuery(), response: { 200: cursorPageOf(item) } } },
      async (req) => cursorPage(base, newestFirst, req.query.pageSize, req.query.after),
    );
    await fastify.ready();
    return fastify;
  }
  beforeAll(async () => {
    app = await listApp();
  });
  afterAll(async () => app?.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('reads the query string, applies the defaults and answers the one page shape', async () => {
    const res = await get('/numbered?pageNumber=2&sort=name&pageSize=&unknown=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pageNumber: 2, pageSize: 15, totalCount: TOTAL, hasNextPage: true });
    expect(ids(res.json().items)).toEqual(
      (await fullOrder(base, sortKeys({ key: 'name', direction: 'asc' }, SORTABLE, users.id))).slice(15, 30),
    );
  });

  it('refuses a bad page query with a 400 naming the field', async () => {
    expectValidation(
      await get('/numbered?pageNumber=0'),
      'pageNumber',
      'Page number must be a whole number of at least 1',
    );
    expectValidation(await get('/numbered?pageSize=101'), 'pageSize', 'Page size must be between 1 and 100');
    expectValidation(
      await get('/numbered?sort=password'),
      'sort',
      'Sort must be one of: name, -name, createdAt, -createdAt',
    );
  });

  it('follows nextCursor to the end', async () => {
    const seen: string[] = [];
    let url = '/keyset?pageSize=40';
    for (;;) {
      const body = (await get(url)).json();
      seen.push(...ids(body.items));
      if (!body.hasNextPage) break;
      url = `/keyset?pageSize=40&after=${body.nextCursor}`;
    }
    expect(seen).toEqual(await fullOrder(base, newestFirst.keys));
  });

  it('answers a tampered cursor with 400 VALIDATION "The cursor is not valid"', async () => {
    const valid = (await get('/keyset?pageSize=3')).json().nextCursor as string;
    const [, id] = JSON.parse(Buffer.from(valid, 'base64url').toString()) as string[];
    const tampered = [
      'a+b', // not base64url: refused by the contract
      'x'.repeat(2000),
      encodeCursor('hello'),
      encodeCursor('{"a":1}'),
      encodeCursor('["2026-01-01 00:00:00+00"]'),
      encodeCursor('[1, 2]'),
      encodeCursor(`["not a time", "${id}"]`),
      encodeCursor('["2026-01-01 00:00:00+00", "not-a-uuid"]'),
      encodeCursor(`["2026-01-01 00:00:00+00", "${id}", "extra"]`),
      Buffer.from([0xff, 0xfe, 0x5b, 0x5d]).toString('base64url'), // not UTF-8
      valid.slice(0, -1) + (valid.endsWith('A') ? 'B' : 'A'),
    ];
    for (const after of tampered) expectValidation(await get(`/keyset?after=${after}`), 'after', CURSOR_INVALID);
    expectError(await get(`/keyset?after=${encodeCursor('[]')}`), 400, 'VALIDATION', CURSOR_INVALID);
  });

  it('never answers a 500 whatever one character of a cursor is changed to (property)', async () => {
    const valid = (await get('/keyset?pageSize=3')).json().nextCursor as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(fc.nat(valid.length - 1), fc.nat(alphabet.length - 1), async (at, c) => {
        const res = await get(`/keyset?after=${valid.slice(0, at)}${alphabet[c]}${valid.slice(at + 1)}`);
        if (res.statusCode !== 200) expectValidation(res, 'after', CURSOR_INVALID);
      }),
      { numRuns: 60 },
    );
  });
});

describe('property: every page concatenated is the full ordered query', () => {
  it('for random rows (many ties), sort, page size and key directions', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom('Ada', 'Bob', 'Cy'), micros: fc.constantFrom(0, 1, 1000) }), {
          maxLength: 40,
        }),
        fc.constantFrom<Key>('name', 'email', 'createdAt'),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 45 }),
        async (rows, key, direction, pageSize) => {
          const scope = `p${run++}`;
          await insertUsers(scope, rows.length, { name: (i) => rows[i]!.name, micros: (i) => rows[i]!.micros });
          const where = inScope(scope);
          const keys = sortKeys({ key, direction }, SORTABLE, users.id) as OrderKey<typeof users.id>[];
          const expected = await fullOrder(where, keys);
          expect(itemIds(await allNumberedPages(where, { key, direction }, pageSize))).toEqual(expected);
          expect(itemIds(await allCursorPages(where, keyset(keys), pageSize))).toEqual(expected);
          // The tie-breaker the other way round: the mixed-direction comparison.
          const mixed = [keys[0]!, { by: users.id, direction: direction === 'asc' ? 'desc' : 'asc' }] as const;
          expect(itemIds(await allCursorPages(where, keyset(mixed), pageSize))).toEqual(await fullOrder(where, mixed));
        },
      ),
      { numRuns: 25 },
    );
  });
});
