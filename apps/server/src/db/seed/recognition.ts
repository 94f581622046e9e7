import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import {
  type BadgeCondition,
  DEFAULT_LEVELS,
  POINTS_RULE_DEFAULTS,
  type RedemptionStatus,
} from '@talentpath/contracts/recognition';
import type { Db } from '../../platform/db.ts';
import { courses, enrolments, lessonCompletions, lessons } from '../schema/learning.ts';
import { quizAttempts, quizzes } from '../schema/quizzes.ts';
import {
  badgeAwards,
  badges,
  pointsAccounts,
  pointsLedger,
  pointsTallies,
  redemptions,
  rewards,
} from '../schema/recognition.ts';
import { userRoles, users } from '../schema/users.ts';

// Demo recognition (issue 25, ADR 0066), after learning and quizzes: the points the completions and passes would
// have paid by the default rules (the seed writes them without their events), streaks from the days people
// learned, badges earned and locked, rewards with redemptions in every state, and a leaderboard on which one learner
// left and one appears under a pseudonym.

const at = (name: string) => `${name}@talentpath.test`;
const HIDDEN = at('eirik.kristiansen');
const PSEUDONYMS: Record<string, string> = { [at('kari.nordmann')]: 'Northern Star' };

type Entry = typeof pointsLedger.$inferInsert & { createdAt: Date };

const BADGES: { name: string; description: string; match: 'all' | 'any'; conditions: BadgeCondition[] }[] = [
  {
    name: 'First steps',
    description: 'Completed a first course.',
    match: 'all',
    conditions: [{ kind: 'courses-completed', target: 1, categoryId: null }],
  },
  {
    name: 'Dedicated learner',
    description: 'Completed five courses.',
    match: 'all',
    conditions: [{ kind: 'courses-completed', target: 5, categoryId: null }],
  },
  {
    name: 'Perfectionist',
    description: 'Passed a quiz with every answer right.',
    match: 'all',
    conditions: [{ kind: 'quiz-perfect', target: 1 }],
  },
  {
    name: 'On a roll',
    description: 'Learned on seven days in a row.',
    match: 'all',
    conditions: [{ kind: 'streak', target: 7 }],
  },
  {
    name: 'High flyer',
    description: 'Earned 500 points, or passed three quizzes at 100%.',
    match: 'any',
    conditions: [
      { kind: 'points', target: 500 },
      { kind: 'quiz-perfect', target: 3 },
    ],
  },
];

const REWARDS = [
  { name: 'Coffee voucher', description: 'A coffee of your choice at the canteen.', cost: 50, stock: null },
  { name: 'Company hoodie', description: 'A warm TalentPath hoodie in your size.', cost: 150, stock: 12 },
  { name: 'Extra learning day', description: 'A paid day for learning of your choice.', cost: 400, stock: null },
  { name: 'Conference ticket', description: 'A ticket to a conference of your field.', cost: 1500, stock: 0 },
] as const;

/** The longest and the latest run of consecutive days among `days` (sorted, distinct). */
function streaks(days: string[]) {
  let best = 0;
  let run = 0;
  for (const [i, d] of days.entries()) {
    run = i > 0 && addDays(days[i - 1]!, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return { current: run, best, last: days.at(-1) ?? null };
}

export async function seedRecognition(db: Db) {
  // Once: a second seed adds nothing (the ledger is the demo's history, not something to top up).
  if ((await db.$count(pointsAccounts)) > 0 || (await db.$count(badges)) > 0) return;
  const people = await db.select({ id: users.id, email: users.email, status: users.status }).from(users);
  const staff = new Set(
    (await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles))
      .filter((r) => r.role !== 'Learner')
      .map((r) => r.userId),
  );
  const entries: Entry[] = [];

  const completions = await db
    .select({
      enrolmentId: enrolments.id,
      userId: enrolments.userId,
      completedAt: enrolments.completedAt,
      title: courses.title,
      categoryId: courses.categoryId,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(isNotNull(enrolments.completedAt));
  for (const c of completions)
    entries.push({
      userId: c.userId,
      kind: 'course-completed',
      points: POINTS_RULE_DEFAULTS['course-completed'].points,
      sourceKey: `course-completed:${c.enrolmentId}`,
      categoryId: c.categoryId,
      subject: c.title,
      createdAt: c.completedAt!,
    });

  const passes = await db
    .select({
      quizId: quizzes.id,
      title: quizzes.title,
      categoryId: courses.categoryId,
      userId: quizAttempts.userId,
      number: quizAttempts.number,
      percent: quizAttempts.percent,
      at: quizAttempts.submittedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(quizAttempts.passed, true), isNotNull(quizAttempts.submittedAt)))
    .orderBy(asc(quizAttempts.number));
  const passed = new Set<string>();
  for (const p of passes) {
    const key = `${p.quizId}:${p.userId}`;
    if (passed.has(key)) continue; // paid once, at the first pass
    passed.add(key);
    const base = { userId: p.userId, categoryId: p.categoryId, subject: p.title, createdAt: p.at! };
    const percent = Math.floor(p.percent ?? 0);
    const rule = POINTS_RULE_DEFAULTS;
    entries.push({
      ...base,
      kind: 'quiz-passed',
      points: rule['quiz-passed'].points,
      sourceKey: `quiz-passed:${p.quizId}`,
      amount: percent,
    });
    if (p.number === 1)
      entries.push({
        ...base,
        kind: 'quiz-first-try',
        points: rule['quiz-first-try'].points,
        sourceKey: `quiz-first-try:${p.quizId}`,
      });
    if (percent >= rule['quiz-high-score'].threshold!)
      entries.push({
        ...base,
        kind: 'quiz-high-score',
        points: rule['quiz-high-score'].points,
        sourceKey: `quiz-high-score:${p.quizId}`,
        amount: percent,
      });
  }

  // Streaks: the days each person completed a lesson.
  const learningDays = new Map<string, Set<string>>();
  for (const d of await db
    .select({ userId: enrolments.userId, at: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .innerJoin(enrolments, eq(enrolments.id, lessonCompletions.enrolmentId)))
    (learningDays.get(d.userId) ?? learningDays.set(d.userId, new Set()).get(d.userId)!).add(today(d.at));
  const streakOf = new Map([...learningDays].map(([id, days]) => [id, streaks([...days].sort())]));

  const earned = new Map<string, number>();
  for (const e of entries) earned.set(e.userId, (earned.get(e.userId) ?? 0) + e.points);
  if (entries.length === 0) return;

  // Rewards, and what people spent: learner@ has one of each state; others wait in the admin's queue.
  const made = await db
    .insert(rewards)
    .values([
      ...REWARDS.map((r) => ({ ...r })),
      { name: 'Desk plant', description: 'No longer offered.', cost: 80, stock: 5, active: false },
    ])
    .returning();
  const reward = (name: string) => made.find((r) => r.name === name)!;
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const spend: { userId: string; reward: (typeof made)[number]; status: RedemptionStatus; daysAgo: number }[] = [];
  const leah = byEmail.get(at('learner'));
  if (leah) {
    spend.push({ userId: leah.id, reward: reward('Coffee voucher'), status: 'fulfilled', daysAgo: 20 });
    spend.push({ userId: leah.id, reward: reward('Coffee voucher'), status: 'rejected', daysAgo: 9 });
    spend.push({ userId: leah.id, reward: reward('Coffee voucher'), status: 'pending', daysAgo: 1 });
  }
  const richest = [...earned]
    .filter(([id]) => id !== leah?.id)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  for (const [userId] of richest)
    spend.push({ userId, reward: reward('Company hoodie'), status: 'pending', daysAgo: 2 });

  const spent = new Map<string, number>();
  for (const s of spend) {
    const paid = s.status === 'rejected' ? 0 : s.reward.cost;
    if ((earned.get(s.userId) ?? 0) - (spent.get(s.userId) ?? 0) < s.reward.cost) continue;
    const createdAt = new Date(Date.now() - s.daysAgo * 86_400_000);
    const [row] = await db
      .insert(redemptions)
      .values({
        rewardId: s.reward.id,
        userId: s.userId,
        cost: s.reward.cost,
        status: s.status,
        reason:
          s.status === 'rejected' ? 'The canteen was closed that week: the points are back on your balance.' : null,
        createdAt,
        decidedAt: s.status === 'pending' ? null : new Date(createdAt.getTime() + 86_400_000),
      })
      .returning({ id: redemptions.id });
    const base = { userId: s.userId, subject: s.reward.name };
    entries.push({
      ...base,
      kind: 'redemption',
      points: -s.reward.cost,
      sourceKey: `redemption:${row!.id}`,
      createdAt,
    });
    if (s.status === 'rejected')
      entries.push({
        ...base,
        kind: 'refund',
        points: s.reward.cost,
        sourceKey: `refund:${row!.id}`,
        createdAt: new Date(createdAt.getTime() + 86_400_000),
      });
    spent.set(s.userId, (spent.get(s.userId) ?? 0) + paid);
  }

  for (let i = 0; i < entries.length; i += 500) await db.insert(pointsLedger).values(entries.slice(i, i + 500));

  // Accounts and the boards' tallies.
  const accounts = [...earned].map(([userId, total]) => {
    const person = people.find((p) => p.id === userId)!;
    const visibility = person.email === HIDDEN ? 'hidden' : PSEUDONYMS[person.email] ? 'pseudonym' : 'visible';
    const streak = streakOf.get(userId) ?? { current: 0, best: 0, last: null };
    return {
      userId,
      balance: total - (spent.get(userId) ?? 0),
      earned: total,
      level: Math.max(1, DEFAULT_LEVELS.filter((l) => l.threshold <= total).length),
      streakDays: streak.current,
      bestStreak: streak.best,
      lastLearningDay: streak.last,
      visibility: visibility as 'hidden' | 'pseudonym' | 'visible',
      pseudonym: PSEUDONYMS[person.email] ?? null,
      ranked: visibility !== 'hidden' && person.status === 'active' && !staff.has(userId),
    };
  });
  await db.insert(pointsAccounts).values(accounts);
  const ranked = new Map(accounts.map((a) => [a.userId, a.ranked]));
  const tallies = new Map<string, typeof pointsTallies.$inferInsert>();
  for (const e of entries) {
    if (e.points <= 0 || e.kind === 'refund') continue;
    const day = today(e.createdAt);
    for (const period of ['all', `w:${mondayOf(day)}`, `m:${day.slice(0, 7)}`])
      for (const scope of e.categoryId ? ['org', e.categoryId] : ['org']) {
        const key = `${period}|${scope}|${e.userId}`;
        const t = tallies.get(key) ?? { period, scope, userId: e.userId, points: 0, ranked: ranked.get(e.userId)! };
        t.points += e.points;
        tallies.set(key, t);
      }
  }
  const rows = [...tallies.values()];
  for (let i = 0; i < rows.length; i += 500) await db.insert(pointsTallies).values(rows.slice(i, i + 500));

  // Badges, and who earned them by what they learned.
  const defined = await db.insert(badges).values(BADGES).returning();
  const courseCount = new Map<string, number>();
  const perfect = new Map<string, number>();
  for (const e of entries) {
    if (e.kind === 'course-completed') courseCount.set(e.userId, (courseCount.get(e.userId) ?? 0) + 1);
    if (e.kind === 'quiz-passed' && (e.amount ?? 0) >= 100) perfect.set(e.userId, (perfect.get(e.userId) ?? 0) + 1);
  }
  const current = (c: BadgeCondition, a: (typeof accounts)[number]) =>
    c.kind === 'courses-completed'
      ? (courseCount.get(a.userId) ?? 0)
      : c.kind === 'quiz-perfect'
        ? (perfect.get(a.userId) ?? 0)
        : c.kind === 'streak'
          ? a.bestStreak
          : a.earned;
  const awards = accounts.flatMap((a) =>
    defined
      .filter((b) =>
        b.match === 'all'
          ? b.conditions.every((c) => current(c, a) >= c.target)
          : b.conditions.some((c) => current(c, a) >= c.target),
      )
      .map((b) => ({ badgeId: b.id, userId: a.userId, awardedAt: new Date(Date.now() - 3 * 86_400_000) })),
  );
  if (awards.length) await db.insert(badgeAwards).values(awards);
}
