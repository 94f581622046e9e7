import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Leaderboard, MyBadges, PointsSummary, RedemptionList } from '@talentpath/contracts/recognition';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { pointsAccounts } from '../../src/db/schema/recognition.ts';
import { users } from '../../src/db/schema/users.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The recognition demo data (seed/recognition.ts, issue 25): balances that are their ledgers' sums, tallies that are
// what was earned, learner@ with badges earned and locked and a redemption in every state, and a board one learner
// left.

const t = await fileTestApp({}, { seeded: true });
const as = async (email: string) =>
  (await signIn(t, { email: `${email}@talentpath.test`, password: DEMO_PASSWORD }, 'Learner')).headers;
const get = async <T>(path: string, h: Record<string, string>) => {
  const res = await call(t, 'GET', `/api${path}`, undefined, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('recognition demo data', () => {
  it('every balance is its ledger’s sum, and every all-time tally what its person earned', async () => {
    const wrong = await t.db.execute(sql`
      select a.user_id from points_accounts a
      left join (select user_id, sum(points) as total,
                        sum(points) filter (where kind not in ('redemption', 'refund')) as earned
                 from points_ledger group by user_id) l on l.user_id = a.user_id
      left join points_tallies t on t.user_id = a.user_id and t.period = 'all' and t.scope = 'org'
      where a.balance <> coalesce(l.total, 0) or a.earned <> coalesce(l.earned, 0)
         or a.earned <> coalesce(t.points, 0) or a.balance < 0`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await t.db.$count(pointsAccounts)).toBeGreaterThan(10);
  });

  it('learner@ has points, badges earned and locked, and a redemption in every state', async () => {
    const h = await as('learner');
    expect((await get<PointsSummary>('/me/points', h)).earned).toBeGreaterThan(0);
    const badges = (await get<MyBadges>('/me/badges', h)).items;
    expect(badges.some((b) => b.earnedAt)).toBe(true);
    expect(badges.some((b) => !b.earnedAt)).toBe(true);
    const states = (await get<RedemptionList>('/me/redemptions', h)).items.map((r) => r.status).sort();
    expect(states).toEqual(['fulfilled', 'pending', 'rejected']);
  });

  it('the board does not show the learner who left it, who still sees their own rank', async () => {
    const [hidden] = await t.db.select().from(users).where(eq(users.email, 'eirik.kristiansen@talentpath.test'));
    const board = await get<Leaderboard>('/leaderboard?period=all', await as('learner'));
    expect(board.top.length).toBeGreaterThan(3);
    expect(board.top.some((e) => e.personId === hidden!.id)).toBe(false);
    expect(board.top.some((e) => e.pseudonym && e.name === 'Northern Star')).toBe(true);
    const own = await get<Leaderboard>('/leaderboard?period=all', await as('eirik.kristiansen'));
    expect(own.me).toMatchObject({ visibility: 'hidden', rank: expect.any(Number) });
  });
});
