import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import {
  DEFAULT_LEVELS,
  type Level,
  type PointsRule,
  type PointsRuleKind,
  POINTS_RULE_DEFAULTS,
  POINTS_RULE_KINDS,
} from '@talentpath/contracts/recognition';
import type { Db, Tx } from '../../platform/db.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { lockAccountOf } from './account-lock.ts';
import { awardEarnedBadges } from './badges.service.ts';
import * as repo from './points.repository.ts';

// Points (issue 25, ADR 0066): every award is a ledger entry keyed by what caused it, written with the balance,
// the leaderboard's tallies, the level and the badges it earns, in one transaction under the person's account
// lock — so a job run again pays nothing, and a daily cap holds when two awards come at once.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A learner reached a new level (notifications subscribe). Once per level. */
    'points.level-reached': { userId: string; level: number; levelName: string };
  }
}

/** The rules in force: the admin's where set, the defaults elsewhere. */
export async function rulesOf(db: Db | Tx): Promise<PointsRule[]> {
  const stored = new Map((await repo.storedRules(db)).map((r) => [r.kind, r]));
  return POINTS_RULE_KINDS.map((kind) => {
    const s = stored.get(kind);
    return s
      ? { kind, points: s.points, dailyCap: s.dailyCap, cooldownMinutes: s.cooldownMinutes, threshold: s.threshold }
      : { kind, ...POINTS_RULE_DEFAULTS[kind] };
  });
}

export const ruleOf = async (db: Db | Tx, kind: PointsRuleKind) => (await rulesOf(db)).find((r) => r.kind === kind)!;

/** The levels' ladder in force, lowest first. */
export async function levelsOf(db: Db | Tx): Promise<Level[]> {
  const stored = await repo.storedLevels(db);
  return stored.length ? stored.map((l) => ({ name: l.name, threshold: l.threshold })) : DEFAULT_LEVELS;
}

/** The level (from 1) that `earned` points reach on the ladder. */
export const levelFor = (ladder: readonly Level[], earned: number) =>
  Math.max(1, ladder.filter((l) => l.threshold <= earned).length);

/** The tallies an award on `day` adds to: all time, its week and its month; everyone's and its category's. */
export function tallyKeys(day: string, categoryId: string | null) {
  const periods = ['all', `w:${mondayOf(day)}`, `m:${day.slice(0, 7)}`];
  const scopes = categoryId ? ['org', categoryId] : ['org'];
  return periods.flatMap((period) => scopes.map((scope) => ({ period, scope })));
}

export type Award = {
  userId: string;
  kind: PointsRuleKind;
  /** What caused it, unique per person: the same key never pays twice. */
  sourceKey: string;
  categoryId?: string | null;
  subject?: string | null;
  amount?: number | null;
};

/** What the rule pays now, given its daily cap and cool-down and what it paid the person today. */
async function payable(tx: Tx, userId: string, rule: PointsRule, now: Date) {
  if (rule.points === 0) return 0;
  if (rule.cooldownMinutes !== null) {
    const last = await repo.lastPaidAt(tx, userId, rule.kind);
    if (last && now.getTime() - last.getTime() < rule.cooldownMinutes * 60_000) return 0;
  }
  if (rule.dailyCap === null) return rule.points;
  const paidToday = await repo.paidSince(tx, userId, rule.kind, new Date(`${today(now)}T00:00:00Z`));
  return Math.max(0, Math.min(rule.points, rule.dailyCap - paidToday));
}

/**
 * Awards `award` once (its key): the rule's points, cut by its daily cap and cool-down (the entry is written all the
 * same, so it is not paid later and badges count what it records); then the level and the badges it earns.
 * Answers the points paid, or null when the key had paid already.
 */
export async function awardPoints(tx: Tx, record: RecordEvent, award: Award): Promise<number | null> {
  const account = await lockAccountOf(tx, award.userId);
  const rule = await ruleOf(tx, award.kind);
  const now = new Date();
  const paid = await payable(tx, award.userId, rule, now);
  const id = await repo.appendOnce(tx, {
    userId: award.userId,
    kind: award.kind,
    points: paid,
    capped: paid < rule.points,
    sourceKey: award.sourceKey,
    categoryId: award.categoryId ?? null,
    subject: award.subject ?? null,
    amount: award.amount ?? null,
  });
  if (id === undefined) return null;
  if (paid > 0) {
    await repo.addPoints(tx, award.userId, paid, true);
    await repo.addToTallies(tx, award.userId, paid, account.ranked, tallyKeys(today(now), award.categoryId ?? null));
    const ladder = await levelsOf(tx);
    const level = levelFor(ladder, account.earned + paid);
    if (level > account.level) {
      await repo.updateAccount(tx, award.userId, { level });
      await record('points.level-reached', { userId: award.userId, level, levelName: ladder[level - 1]!.name });
    }
  }
  await awardEarnedBadges(tx, record, award.userId);
  return paid;
}

/**
 * A day the person learned (a lesson completed, a quiz graded): their streak grows on the day after the last, starts
 * again after a gap, and pays the streak rule at every `threshold` days in a row. A day already counted, or one
 * before the last, changes nothing (a job run again, or late).
 */
export async function noteLearningDay(tx: Tx, record: RecordEvent, userId: string, day: string): Promise<void> {
  const account = await lockAccountOf(tx, userId);
  const last = account.lastLearningDay;
  if (last !== null && day <= last) return;
  const streak = last === addDays(day, -1) ? account.streakDays + 1 : 1;
  await repo.updateAccount(tx, userId, {
    lastLearningDay: day,
    streakDays: streak,
    bestStreak: Math.max(account.bestStreak, streak),
  });
  const rule = await ruleOf(tx, 'streak');
  if (rule.threshold !== null && streak % rule.threshold === 0)
    await awardPoints(tx, record, { userId, kind: 'streak', sourceKey: `streak:${day}`, amount: streak });
  else await awardEarnedBadges(tx, record, userId);
}
