import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mondayOf, today } from '@talentpath/contracts/calendar-days';
import {
  type Badge,
  type Leaderboard,
  type LedgerPage,
  LEVELS_ASCENDING,
  type MyBadges,
  POINTS_RULE_DEFAULTS,
  type PointsRules,
  type PointsSummary,
  PSEUDONYM_REQUIRED,
  REWARD_COST_INVALID,
  type Redemption,
  type Reward,
} from '@talentpath/contracts/recognition';
import { ROLES } from '@talentpath/contracts/roles';
import { pointsLedger, pointsTallies, rewards } from '../../src/db/schema/recognition.ts';
import { awardQuizPassed, noteLearning } from '../../src/modules/recognition/awards.service.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCategory, createCourse, enrol } from '../support/learning.ts';
import { verifyCredential } from '../support/credential-verifier.ts';
import { jobsDone } from '../support/notifications.ts';
import { multipartBody } from '../support/sample-files.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const admin = who.Admin.h;
const AWARD = 'course.completed>award-points';

const get = (path: string, h: Headers) => call(t, 'GET', `/api${path}`, undefined, h);
const post = (path: string, body: unknown, h: Headers) => call(t, 'POST', `/api${path}`, body, h);
const put = (path: string, body: unknown, h: Headers) => call(t, 'PUT', `/api${path}`, body, h);
const ok = async <T>(res: Awaited<ReturnType<typeof get>>, status = 200): Promise<T> => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const summary = async (h: Headers) => ok<PointsSummary>(await get('/me/points', h));
const ledger = async (userId: string) =>
  t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);

/** A learner who completes a course (of a category of its own) through the API; its award's job has run. */
async function completeCourse(learner?: SignedIn, categoryId?: string) {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, ...(categoryId ? { categoryId } : {}) });
  const who = learner ?? (await signedInAs(t, 'Learner'));
  await enrol(t, course.id, who.user.id);
  for (const lesson of lessons)
    expect((await post(`/lessons/${lesson.id}/complete`, undefined, who.h)).statusCode).toBe(200);
  await jobsDone(t, AWARD, (p) => p.learnerId === who.user.id && p.courseId === course.id);
  return { learner: who, course };
}

async function setRules(change: Partial<Record<string, Partial<PointsRules['rules'][number]>>>) {
  const { rules } = await ok<PointsRules>(await get('/admin/points-rules', admin));
  const next = rules.map((r) => ({ ...r, ...change[r.kind] }));
  return ok<PointsRules>(await put('/admin/points-rules', { rules: next }, admin));
}
const defaults = () => setRules(Object.fromEntries(Object.entries(POINTS_RULE_DEFAULTS)));

describe('points', () => {
  it('a completed course pays its rule once, also when its job runs again; history and level follow', async () => {
    const { learner, course } = await completeCourse();
    expect(await summary(learner.h)).toMatchObject({
      balance: 100,
      earned: 100,
      level: { number: 2, name: 'Explorer' },
    });
    await t.app.platform.jobs.enqueue(AWARD, {
      enrolmentId: (await ledger(learner.user.id))[0]!.sourceKey.split(':')[1],
      courseId: course.id,
      courseTitle: course.title,
      learnerId: learner.user.id,
      completedAt: new Date().toISOString(),
    });
    await t.app.platform.jobs.flush();
    expect((await summary(learner.h)).balance).toBe(100);
    const history = await ok<LedgerPage>(await get('/me/points/history', learner.h));
    expect(history).toMatchObject({
      totalCount: 1,
      items: [{ kind: 'course-completed', points: 100, capped: false, subject: course.title }],
    });
    // Its tallies: all time, this week and this month, everyone's and the category's.
    const tallies = await t.db.select().from(pointsTallies).where(eq(pointsTallies.userId, learner.user.id));
    expect(tallies.map((r) => `${r.period}|${r.scope === 'org' ? 'org' : 'category'}|${r.points}`).sort()).toEqual(
      [
        `all|category|100`,
        `all|org|100`,
        `m:${today().slice(0, 7)}|category|100`,
        `m:${today().slice(0, 7)}|org|100`,
        `w:${mondayOf(today())}|category|100`,
        `w:${mondayOf(today())}|org|100`,
      ].sort(),
    );
  });

  it('a quiz passed pays its rule, the first-try and the high-score bonus; the daily cap and the cool-down cut', async () => {
    const learner = await signedInAs(t, 'Learner');
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const pass = (i: number, percent: number, attemptNumber = 1) =>
      awardQuizPassed(t.app.platform, {
        quizId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        quizTitle: `Quiz ${i}`,
        learnerId: learner.user.id,
        percent,
        courseId: course.id,
        attemptNumber,
      });
    await pass(1, 95);
    expect((await summary(learner.h)).balance).toBe(20 + 10 + 10);
    await pass(1, 95); // again: nothing
    await pass(2, 70, 2); // second try, ordinary score: the rule only
    expect((await summary(learner.h)).balance).toBe(60);
    await setRules({ 'quiz-passed': { dailyCap: 50 }, 'quiz-first-try': { cooldownMinutes: 60 } });
    try {
      await pass(3, 60); // 10 of the cap left; a first try within the cool-down pays nothing
      const rows = await ledger(learner.user.id);
      expect(rows.slice(-2).map((r) => [r.kind, r.points, r.capped])).toEqual([
        ['quiz-passed', 10, true],
        ['quiz-first-try', 0, true],
      ]);
      expect((await summary(learner.h)).balance).toBe(70);
    } finally {
      await defaults();
    }
  });

  it('days of learning in a row make a streak, and the streak rule pays at every threshold', async () => {
    const learner = await signedInAs(t, 'Learner');
    await setRules({ streak: { threshold: 2, points: 7 } });
    try {
      const day = (d: string) => noteLearning(t.app.platform, learner.user.id, new Date(`${d}T10:00:00Z`));
      await day('2026-01-01');
      await day('2026-01-02'); // 2 in a row: paid
      await day('2026-01-02'); // the same day again: nothing
      await day('2026-01-04'); // a gap: starts again
      expect(await summary(learner.h)).toMatchObject({ balance: 7, streak: { current: 1, best: 2 } });
      expect((await ledger(learner.user.id)).map((r) => [r.kind, r.sourceKey, r.amount])).toEqual([
        ['streak', 'streak:2026-01-02', 2],
      ]);
    } finally {
      await defaults();
    }
  });

  it('rules and levels are the admin’s, checked', async () => {
    const { rules } = await ok<PointsRules>(await get('/admin/points-rules', admin));
    const bad = rules.map((r) => (r.kind === 'streak' ? { ...r, threshold: 1 } : r));
    expectValidation(await put('/admin/points-rules', { rules: bad }, admin), 'rules.4.threshold');
    expectValidation(await put('/admin/points-rules', { rules: rules.slice(1) }, admin), 'rules');
    const negative = rules.map((r) => ({ ...r, points: -5 }));
    expectValidation(await put('/admin/points-rules', { rules: negative }, admin), 'rules.0.points');
    expectValidation(
      await put(
        '/admin/levels',
        {
          levels: [
            { name: 'A', threshold: 0 },
            { name: 'B', threshold: 0 },
          ],
        },
        admin,
      ),
      'levels.1.threshold',
      LEVELS_ASCENDING,
    );
    const ladder = [
      { name: 'Novice', threshold: 0 },
      { name: 'Skilled', threshold: 50 },
    ];
    try {
      expect(await ok(await put('/admin/levels', { levels: ladder }, admin))).toEqual({ levels: ladder });
      const { learner } = await completeCourse();
      expect(await summary(learner.h)).toMatchObject({ level: { number: 2, name: 'Skilled' }, nextLevel: null });
    } finally {
      await put(
        '/admin/levels',
        {
          levels: [
            { name: 'Beginner', threshold: 0 },
            { name: 'Explorer', threshold: 100 },
            { name: 'Achiever', threshold: 300 },
            { name: 'Expert', threshold: 700 },
            { name: 'Master', threshold: 1500 },
          ],
        },
        admin,
      );
    }
  });
});

describe('badges', () => {
  const input = (categoryId: string | null, change: object = {}) => ({
    name: `Finisher ${Math.random()}`,
    description: 'Two courses done.',
    match: 'all',
    conditions: [{ kind: 'courses-completed', target: 2, categoryId }],
    active: true,
    ...change,
  });

  it('are earned once their conditions are met, shown with progress while locked', async () => {
    const category = await createCategory(t);
    const badge = await ok<Badge>(await post('/admin/badges', input(category.id), admin), 201);
    const { learner } = await completeCourse(undefined, category.id);
    const locked = (await ok<MyBadges>(await get('/me/badges', learner.h))).items.find((b) => b.id === badge.id);
    expect(locked).toMatchObject({ earnedAt: null, progress: [{ current: 1, categoryName: category.name }] });
    await completeCourse(learner, category.id);
    const earned = (await ok<MyBadges>(await get('/me/badges', learner.h))).items.find((b) => b.id === badge.id);
    expect(earned).toMatchObject({ earnedAt: expect.any(String), progress: [{ current: 2 }] });
  });

  it('a badge made active goes to those who already meet it', async () => {
    const category = await createCategory(t);
    const { learner } = await completeCourse(undefined, category.id);
    const badge = await ok<Badge>(
      await post(
        '/admin/badges',
        input(category.id, {
          conditions: [{ kind: 'courses-completed', target: 1, categoryId: category.id }],
          active: false,
        }),
        admin,
      ),
      201,
    );
    expect((await ok<MyBadges>(await get('/me/badges', learner.h))).items.some((b) => b.id === badge.id)).toBe(false);
    const changed = await put(
      `/admin/badges/${badge.id}`,
      { ...input(category.id), name: badge.name, conditions: badge.conditions, active: true },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await jobsDone(t, 'badge.activated>judge-everyone', (p) => p.badgeId === badge.id);
    const mine = (await ok<MyBadges>(await get('/me/badges', learner.h))).items.find((b) => b.id === badge.id);
    expect(mine?.earnedAt).not.toBeNull();
    expect(
      (await ok<{ items: Badge[] }>(await get('/admin/badges', admin))).items.find((b) => b.id === badge.id)?.awarded,
    ).toBeGreaterThan(0);
  });

  it('a badge held downloads as an Open Badges credential an independent verifier accepts; one byte changed, it fails', async () => {
    const category = await createCategory(t);
    const one = [{ kind: 'courses-completed', target: 1, categoryId: category.id }];
    const badge = await ok<Badge>(await post('/admin/badges', input(category.id, { conditions: one }), admin), 201);
    const { learner } = await completeCourse(undefined, category.id);
    const res = await get(`/me/badges/${badge.id}/credential`, learner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vc');
    const credential = JSON.parse(res.body);
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { achievement: { name: badge.name, achievementType: 'Badge' } },
    });
    expect(await verifyCredential(t, credential)).toMatchObject({ verified: true });
    const changed = structuredClone(credential);
    changed.credentialSubject.achievement.name = `${badge.name}!`;
    expect((await verifyCredential(t, changed)).verified).toBe(false);
    // Only a badge the caller holds; only as a learner.
    const other = await signedInAs(t, 'Learner');
    expectError(await get(`/me/badges/${badge.id}/credential`, other.h), 404, 'NOT_FOUND');
    expect((await get(`/me/badges/${badge.id}/credential`, admin)).statusCode).toBe(403);
  });

  it('refuses a taken name, a missing category and conditions out of bounds', async () => {
    const first = await ok<Badge>(await post('/admin/badges', input(null), admin), 201);
    expectError(
      await post('/admin/badges', input(null, { name: first.name.toUpperCase() }), admin),
      409,
      'BADGE_NAME_TAKEN',
    );
    expectValidation(
      await post('/admin/badges', input('00000000-0000-4000-8000-000000000000'), admin),
      'conditions.0.categoryId',
    );
    expectValidation(await post('/admin/badges', input(null, { conditions: [] }), admin), 'conditions');
    expectValidation(
      await post('/admin/badges', input(null, { conditions: [{ kind: 'streak', target: 0 }] }), admin),
      'conditions.0.target',
    );
  });
});

describe('rewards', () => {
  const newReward = async (change: object = {}) =>
    ok<Reward>(
      await post(
        '/admin/rewards',
        { name: `Mug ${Math.random()}`, description: '', cost: 100, stock: 10, active: true, ...change },
        admin,
      ),
      201,
    );

  it('twenty redemptions at once with points for three: exactly three, the balance and stock never below 0', async () => {
    const { learner } = await completeCourse(); // 100 points
    await completeCourse(learner);
    await completeCourse(learner); // 300
    const reward = await newReward({ cost: 100, stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/rewards/${reward.id}/redeem`, undefined, learner.h)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of answers.filter((r) => r.statusCode !== 201)) expectError(r, 409, 'POINTS_INSUFFICIENT');
    expect((await summary(learner.h)).balance).toBe(0);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.stock).toBe(47);
    const spent = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, learner.user.id), eq(pointsLedger.kind, 'redemption')));
    expect(spent[0]!.n).toBe(3);
  });

  it('the last one in stock goes to one of two at once; a rejection gives the points and the stock back', async () => {
    const reward = await newReward({ cost: 50, stock: 1 });
    const [a, b] = [(await completeCourse()).learner, (await completeCourse()).learner];
    const answers = await Promise.all([a, b].map((l) => post(`/rewards/${reward.id}/redeem`, undefined, l!.h)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(answers.find((r) => r.statusCode === 409)!, 409, 'REWARD_OUT_OF_STOCK');
    const made = answers.find((r) => r.statusCode === 201)!.json() as Redemption;
    const winner = made.person.id === a!.user.id ? a! : b!;
    expect((await summary(winner.h)).balance).toBe(50);
    const rejectTwice = await Promise.all([
      post(`/admin/redemptions/${made.id}/reject`, { reason: 'Out of mugs' }, admin),
      post(`/admin/redemptions/${made.id}/fulfil`, undefined, who.SuperAdmin.h),
    ]);
    expect(rejectTwice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decided = rejectTwice.find((r) => r.statusCode === 200)!.json() as Redemption;
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    if (decided.status === 'rejected') {
      expect(decided.reason).toBe('Out of mugs');
      expect((await summary(winner.h)).balance).toBe(100);
      expect(row!.stock).toBe(1);
    } else {
      expect((await summary(winner.h)).balance).toBe(50);
      expect(row!.stock).toBe(0);
    }
    const list = await ok<{ items: Redemption[] }>(await get('/me/redemptions', winner.h));
    expect(list.items).toMatchObject([{ id: made.id, status: decided.status }]);
  });

  it('refuses negative costs and stock, and an inactive or unknown reward', async () => {
    expectValidation(
      await post('/admin/rewards', { name: 'X', description: '', cost: -1, stock: null, active: true }, admin),
      'cost',
      REWARD_COST_INVALID,
    );
    expectValidation(
      await post('/admin/rewards', { name: 'X', description: '', cost: 1, stock: -1, active: true }, admin),
      'stock',
    );
    const hidden = await newReward({ active: false });
    const learner = await signedInAs(t, 'Learner');
    expectError(await post(`/rewards/${hidden.id}/redeem`, undefined, learner.h), 404, 'NOT_FOUND');
    expect(
      (await ok<{ items: Reward[] }>(await get('/rewards', learner.h))).items.some((r) => r.id === hidden.id),
    ).toBe(false);
    expectError(
      await post('/rewards/00000000-0000-4000-8000-000000000000/redeem', undefined, learner.h),
      404,
      'NOT_FOUND',
    );
  });
});

describe('pictures', () => {
  const putPicture = (path: string, file: { name: string; bytes: Uint8Array }, h: Headers) => {
    const form = multipartBody([{ name: 'file', file }]);
    return t.app.inject({
      method: 'PUT',
      url: `/api${path}`,
      payload: form.payload,
      headers: { ...h, ...form.headers },
    });
  };

  it('a badge’s picture is kept as a square WebP and served publicly; too large or not a picture: refused, nothing changed', async () => {
    const badge = await ok<Badge>(
      await post(
        '/admin/badges',
        {
          name: `Pic ${Math.random()}`,
          description: '',
          match: 'all',
          conditions: [{ kind: 'points', target: 1 }],
          active: false,
        },
        admin,
      ),
      201,
    );
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2255aa' } })
        .png()
        .toBuffer(),
    );
    const saved = await putPicture(`/admin/badges/${badge.id}/image`, { name: 'badge.png', bytes: png }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = (saved.json() as Badge).imageUrl!;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });

    const huge = new Uint8Array(6 * 1024 * 1024);
    expectError(
      await putPicture(`/admin/badges/${badge.id}/image`, { name: 'big.png', bytes: huge }, admin),
      413,
      'FILE_TOO_LARGE',
    );
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(
      (await putPicture(`/admin/badges/${badge.id}/image`, { name: 'x.png', bytes: html }, admin)).statusCode,
    ).toBe(415);
    expect(
      (await ok<{ items: Badge[] }>(await get('/admin/badges', admin))).items.find((b) => b.id === badge.id)?.imageUrl,
    ).toBe(url);
    // Only admins.
    expect(
      (await putPicture(`/admin/badges/${badge.id}/image`, { name: 'badge.png', bytes: png }, who.Learner.h))
        .statusCode,
    ).toBe(403);
    const removed = await call(t, 'DELETE', `/api/admin/badges/${badge.id}/image`, undefined, admin);
    expect((removed.json() as Badge).imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('leaderboard', () => {
  /** People with points on this week's board of a category of the test's own. */
  async function board(points: number[]) {
    const category = await createCategory(t);
    const people: SignedIn[] = [];
    for (const p of points) {
      const person = await signedInAs(t, 'Learner');
      people.push(person);
      await t.db.insert(pointsTallies).values({
        period: `w:${mondayOf(today())}`,
        scope: category.id,
        userId: person.user.id,
        points: p,
        ranked: true,
      });
    }
    const read = async (h: Headers) =>
      ok<Leaderboard>(await get(`/leaderboard?period=week&scope=category&categoryId=${category.id}`, h));
    return { category, people, read };
  }

  it('ranks the top ten (equal points share a rank), the caller and their neighbours', async () => {
    const points = [500, 400, 400, 300, 290, 280, 270, 260, 250, 240, 230, 220, 210, 200, 100];
    const { people, read } = await board(points);
    const view = await read(people[13]!.h); // 200 points: 14th
    expect(view.ranked).toBe(15);
    expect(view.top.map((e) => [e.rank, e.points])).toEqual([
      [1, 500],
      [2, 400],
      [2, 400],
      [4, 300],
      [5, 290],
      [6, 280],
      [7, 270],
      [8, 260],
      [9, 250],
      [10, 240],
    ]);
    expect(view.me).toEqual({ rank: 14, points: 200, visibility: 'visible' });
    expect(view.neighbours.map((e) => [e.rank, e.points, e.isMe])).toEqual([
      [12, 220, false],
      [13, 210, false],
      [15, 100, false],
    ]);
  });

  it('the people of my courses are ranked alike: shared ranks, my rank and neighbours', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const points = [500, 400, 400, 300, 290, 280, 270, 260, 250, 240, 230, 220, 210, 200, 100];
    const people: SignedIn[] = [];
    for (const p of points) {
      const person = await signedInAs(t, 'Learner');
      people.push(person);
      await enrol(t, course.id, person.user.id);
      await t.db
        .insert(pointsTallies)
        .values({ period: 'all', scope: 'org', userId: person.user.id, points: p, ranked: true });
    }
    const view = await ok<Leaderboard>(await get('/leaderboard?period=all&scope=my-courses', people[13]!.h));
    expect(view.ranked).toBe(15);
    expect(view.top.map((e) => e.rank)).toEqual([1, 2, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(view.me).toEqual({ rank: 14, points: 200, visibility: 'visible' });
    expect(view.neighbours.map((e) => [e.rank, e.points])).toEqual([
      [12, 220],
      [13, 210],
      [15, 100],
    ]);
  });

  it('a learner who leaves is hidden from others but sees their own rank; a pseudonym hides the name', async () => {
    const { people, read } = await board([30, 20, 10]);
    const [first, second] = people;
    expectValidation(
      await put('/me/leaderboard-preferences', { visibility: 'pseudonym', pseudonym: ' ' }, second!.h),
      'pseudonym',
      PSEUDONYM_REQUIRED,
    );
    await ok(await put('/me/leaderboard-preferences', { visibility: 'hidden', pseudonym: null }, first!.h));
    await ok(await put('/me/leaderboard-preferences', { visibility: 'pseudonym', pseudonym: 'Owl' }, second!.h));
    const seen = await read(people[2]!.h);
    expect(seen.top.map((e) => [e.rank, e.name, e.personId])).toEqual([
      [1, 'Owl', null],
      [2, people[2]!.user.name, people[2]!.user.id],
    ]);
    const own = await read(first!.h);
    expect(own.me).toEqual({ rank: 1, points: 30, visibility: 'hidden' });
    expect(own.top.some((e) => e.isMe)).toBe(false);
    // Back on the board.
    await ok(await put('/me/leaderboard-preferences', { visibility: 'visible', pseudonym: null }, first!.h));
    expect((await read(people[2]!.h)).top[0]).toMatchObject({ name: first!.user.name, rank: 1 });
  });

  it('staff are not ranked; the people of my courses; the board can be turned off', async () => {
    // A coordinator who also learns, signed in as a learner.
    const staffUser = await createUser(t, { roles: ['Learner', 'CourseCoordinator'] });
    const staff = { user: staffUser, h: (await signIn(t, staffUser, 'Learner')).headers };
    await completeCourse(staff);
    expect((await ok<Leaderboard>(await get('/leaderboard?period=all', staff.h))).me).toBeNull();
    const { learner, course } = await completeCourse();
    const mate = await signedInAs(t, 'Learner');
    await enrol(t, course.id, mate.user.id);
    // Staff, acting as learners, see the board but no place of their own.
    const org = await get('/leaderboard?period=all&scope=organization', who.Learner.h);
    expect((await ok<Leaderboard>(org)).top.some((e) => e.personId === staff.user.id)).toBe(false);
    const mine = await ok<Leaderboard>(await get('/leaderboard?period=all&scope=my-courses', mate.h));
    expect(mine.top.map((e) => e.personId)).toEqual([learner.user.id]);
    expect(mine.me).toEqual({ rank: null, points: 0, visibility: 'visible' });
    expectValidation(await get('/leaderboard?scope=category', learner.h), 'categoryId');
    const settings = (await get('/admin/settings', admin)).json();
    const save = (leaderboard: boolean, version: number) =>
      put(
        '/admin/settings',
        {
          ...settings,
          features: { leaderboard },
          logoUrl: undefined,
          updatedAt: undefined,
          updatedBy: undefined,
          version,
        },
        admin,
      );
    const off = await save(false, settings.version);
    expect(off.statusCode, off.body).toBe(200);
    try {
      expectError(await get('/leaderboard', learner.h), 404, 'LEADERBOARD_OFF');
    } finally {
      expect((await save(true, off.json().version)).statusCode).toBe(200);
    }
  });
});

describe('who may', () => {
  const learnerCalls = [
    '/me/points',
    '/me/points/history',
    '/me/badges',
    '/rewards',
    '/me/redemptions',
    '/leaderboard',
  ];
  const adminCalls = ['/admin/points-rules', '/admin/levels', '/admin/badges', '/admin/rewards', '/admin/redemptions'];

  it('learner calls: learners only; admin calls: admins only; nobody without a token', async () => {
    for (const role of ROLES) {
      for (const path of learnerCalls)
        expect((await get(path, who[role].h)).statusCode, `${role} ${path}`).toBe(role === 'Learner' ? 200 : 403);
      for (const path of adminCalls)
        expect((await get(path, who[role].h)).statusCode, `${role} ${path}`).toBe(
          role === 'Admin' || role === 'SuperAdmin' ? 200 : 403,
        );
    }
    for (const path of [...learnerCalls, ...adminCalls]) expect((await get(path, {})).statusCode).toBe(401);
    const reward = (await ok<{ items: Reward[] }>(await get('/admin/rewards', admin))).items[0];
    expect((await post(`/rewards/${reward?.id}/redeem`, undefined, who.Admin.h)).statusCode).toBe(403);
    expect(
      (await post('/admin/rewards', { name: 'X', description: '', cost: 1, stock: null, active: true }, who.Learner.h))
        .statusCode,
    ).toBe(403);
  });

  it('every write: refused to the roles it is not for (403) and without a token (401), changing nothing', async () => {
    const MISSING = '00000000-0000-4000-8000-000000000000';
    const rules = await ok<PointsRules>(await get('/admin/points-rules', admin));
    const badge = {
      name: 'Never',
      description: '',
      match: 'all',
      conditions: [{ kind: 'points', target: 1 }],
      active: false,
    };
    const adminWrites: [string, string, unknown][] = [
      ['PUT', '/admin/points-rules', rules],
      ['PUT', '/admin/levels', { levels: [{ name: 'Only', threshold: 0 }] }],
      ['POST', '/admin/badges', badge],
      ['PUT', `/admin/badges/${MISSING}`, badge],
      ['PUT', `/admin/rewards/${MISSING}`, { name: 'X', description: '', cost: 1, stock: null, active: true }],
      ['POST', `/admin/redemptions/${MISSING}/fulfil`, undefined],
      ['POST', `/admin/redemptions/${MISSING}/reject`, { reason: 'No' }],
      ['DELETE', `/admin/badges/${MISSING}/image`, undefined],
    ];
    const learnerWrites: [string, string, unknown][] = [
      ['PUT', '/me/leaderboard-preferences', { visibility: 'hidden', pseudonym: null }],
      ['POST', `/rewards/${MISSING}/redeem`, undefined],
    ];
    const before = await ok<{ items: Badge[] }>(await get('/admin/badges', admin));
    const ladder = await ok(await get('/admin/levels', admin));
    for (const role of ROLES) {
      const isAdmin = role === 'Admin' || role === 'SuperAdmin';
      for (const [method, path, body] of adminWrites)
        if (!isAdmin)
          expect(
            (await call(t, method as 'PUT', `/api${path}`, body, who[role].h)).statusCode,
            `${role} ${method} ${path}`,
          ).toBe(403);
      for (const [method, path, body] of learnerWrites)
        if (role !== 'Learner')
          expect(
            (await call(t, method as 'PUT', `/api${path}`, body, who[role].h)).statusCode,
            `${role} ${method} ${path}`,
          ).toBe(403);
    }
    for (const [method, path, body] of [...adminWrites, ...learnerWrites])
      expect((await call(t, method as 'PUT', `/api${path}`, body, {})).statusCode, `anonymous ${method} ${path}`).toBe(
        401,
      );
    expect(await ok<{ items: Badge[] }>(await get('/admin/badges', admin))).toEqual(before);
    expect(await ok<PointsRules>(await get('/admin/points-rules', admin))).toEqual(rules);
    expect(await ok(await get('/admin/levels', admin))).toEqual(ladder);
  });
});
