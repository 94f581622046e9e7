import type { Badge, BadgeCondition, BadgeInput, BadgeList, MyBadges } from '@talentpath/contracts/recognition';
import { createHash } from 'node:crypto';
import type { Platform } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { signAchievement } from '../certificates/certificates.public.ts';
import { organizationName } from '../settings/settings.public.ts';
import { findUser } from '../users/users.public.ts';
import * as repo from './badges.repository.ts';
import * as points from './points.repository.ts';
import { lockAccountOf } from './account-lock.ts';

// Badges (issue 25, ADR 0066): an admin defines them by conditions on what a person learned; they are judged after
// every award and learning day (in its transaction), and for everyone when a badge becomes active. Never taken back.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A person earned a badge (notifications subscribe). Once per badge and person. */
    'badge.earned': { userId: string; badgeId: string; badgeName: string };
    /** A badge became active (new, or switched on): those who already meet it get it (a job). */
    'badge.activated': { badgeId: string };
  }
}

type Totals = Awaited<ReturnType<typeof points.learningTotals>> & { bestStreak: number; earned: number };

/** How far the person is toward one condition. */
function currentOf(c: BadgeCondition, t: Totals): number {
  switch (c.kind) {
    case 'courses-completed':
      return c.categoryId ? (t.byCategory.get(c.categoryId) ?? 0) : t.courses;
    case 'quiz-perfect':
      return t.perfectQuizzes;
    case 'streak':
      return t.bestStreak;
    case 'points':
      return t.earned;
  }
}

const meets = (b: Pick<repo.BadgeRow, 'match' | 'conditions'>, t: Totals) =>
  b.match === 'all'
    ? b.conditions.every((c) => currentOf(c, t) >= c.target)
    : b.conditions.some((c) => currentOf(c, t) >= c.target);

async function totalsOf(db: Db | Tx, userId: string): Promise<Totals> {
  // In an award's transaction the two reads take turns on its one connection (readTogether).
  const [learned, account] = await readTogether(db, [
    () => points.learningTotals(db, userId),
    () => points.findAccount(db, userId),
  ]);
  return { ...learned, bestStreak: account?.bestStreak ?? 0, earned: account?.earned ?? 0 };
}

/** Awards every active badge the person now meets and does not hold, each once. */
export async function awardEarnedBadges(tx: Tx, record: RecordEvent, userId: string): Promise<void> {
  const open = await repo.unearnedActive(tx, userId);
  if (!open.length) return;
  const totals = await totalsOf(tx, userId);
  for (const badge of open)
    if (meets(badge, totals) && (await repo.awardOnce(tx, badge.id, userId)))
      await record('badge.earned', { userId, badgeId: badge.id, badgeName: badge.name });
}

/** A newly active badge, judged for everyone with points (a job: batches, each its own transaction). */
export async function judgeEveryone(p: Platform, badgeId: string, batch = 200): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const people = await repo.accountsAfter(p.db, after, batch);
    if (!people.length) return;
    for (const userId of people)
      await p.events.transaction(async (tx, record) => {
        // The person's account first, as every award takes it: judged and awarded one after the other.
        await lockAccountOf(tx, userId);
        const badge = (await repo.findBadge(tx, badgeId))?.badge;
        if (!badge?.active || !meets(badge, await totalsOf(tx, userId))) return;
        if (await repo.awardOnce(tx, badge.id, userId))
          await record('badge.earned', { userId, badgeId: badge.id, badgeName: badge.name });
      });
    after = people.at(-1)!;
  }
}

export const badgeImageUrl = (badge: Pick<repo.BadgeRow, 'id' | 'imageFileId'>) =>
  badge.imageFileId ? `/api/badges/${badge.id}/image?v=${badge.imageFileId}` : null;

function toBadge({ badge, awarded }: { badge: repo.BadgeRow; awarded: number }): Badge {
  return {
    id: badge.id,
    name: badge.name,
    description: badge.description,
    match: badge.match,
    conditions: badge.conditions,
    active: badge.active,
    imageUrl: badgeImageUrl(badge),
    awarded,
    createdAt: badge.createdAt.toISOString(),
  };
}

const badgeNotFound = () => new AppError('NOT_FOUND', { message: 'Badge not found' });

export async function getBadge(db: Db | Tx, id: string): Promise<Badge> {
  const row = await repo.findBadge(db, id);
  if (!row) throw badgeNotFound();
  return toBadge(row);
}

export const listBadges = async (p: Platform): Promise<BadgeList> => ({
  items: (await repo.allBadges(p.db)).map(toBadge),
});

/** A category a condition names must exist (400 otherwise: a typo would make a badge nobody can earn). */
async function assertCategories(db: Db, input: BadgeInput) {
  for (const [i, c] of input.conditions.entries())
    if (c.kind === 'courses-completed' && c.categoryId && !(await repo.categoryExists(db, c.categoryId)))
      throw new AppError('VALIDATION', {
        message: 'Category not found',
        details: [{ path: `conditions.${i}.categoryId`, message: 'Category not found' }],
      });
}

const nameTaken = () =>
  new AppError('BADGE_NAME_TAKEN', { details: [{ path: 'name', message: 'A badge with this name already exists' }] });

/** POST /admin/badges. An active badge goes to those who already meet it (badge.activated). */
export async function createBadge(p: Platform, input: BadgeInput): Promise<Badge> {
  await assertCategories(p.db, input);
  const id = await p.events.transaction(async (tx, record) => {
    const made = await repo.insertBadge(tx, input);
    if (!made) throw nameTaken();
    if (input.active) await record('badge.activated', { badgeId: made });
    return made;
  });
  return getBadge(p.db, id);
}

/** PUT /admin/badges/{id}: those who hold it keep it whatever changes; switched on, it is judged for everyone. */
export async function updateBadge(p: Platform, id: string, input: BadgeInput): Promise<Badge> {
  await assertCategories(p.db, input);
  try {
    await p.events.transaction(async (tx, record) => {
      const before = await repo.lockBadge(tx, id);
      if (!before) throw badgeNotFound();
      await repo.updateBadge(tx, id, input);
      const judgedAgain =
        input.active &&
        (!before.active ||
          JSON.stringify(before.conditions) !== JSON.stringify(input.conditions) ||
          before.match !== input.match);
      if (judgedAgain) await record('badge.activated', { badgeId: id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getBadge(p.db, id);
}

/** GET /me/badges: active badges and those the person holds, earned or locked, with progress toward each. */
export async function myBadges(p: Platform, userId: string): Promise<MyBadges> {
  const [rows, totals] = await Promise.all([repo.badgesOf(p.db, userId), totalsOf(p.db, userId)]);
  const categoryIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.badge.conditions.flatMap((c) => (c.kind === 'courses-completed' && c.categoryId ? [c.categoryId] : [])),
      ),
    ),
  ];
  const names = await repo.categoryNames(p.db, categoryIds);
  return {
    items: rows.map(({ badge, awardedAt }) => ({
      id: badge.id,
      name: badge.name,
      description: badge.description,
      imageUrl: badgeImageUrl(badge),
      match: badge.match,
      earnedAt: awardedAt?.toISOString() ?? null,
      progress: badge.conditions.map((condition) => ({
        condition,
        categoryName:
          condition.kind === 'courses-completed' && condition.categoryId
            ? (names.get(condition.categoryId) ?? null)
            : null,
        current: Math.min(currentOf(condition, totals), condition.target),
      })),
    })),
  };
}

/** A stable id of one person's award of one badge (its credential's id), shaped as a UUID. */
function awardId(badgeId: string, userId: string) {
  const h = createHash('sha256').update(`badge-award:${badgeId}:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** What a badge's conditions ask, in words (its credential's criteria). */
function criteriaOf(b: Pick<repo.BadgeRow, 'match' | 'conditions'>) {
  const parts = b.conditions.map((c) =>
    c.kind === 'courses-completed'
      ? `complete ${c.target} course${c.target === 1 ? '' : 's'}${c.categoryId ? ' of one category' : ''}`
      : c.kind === 'quiz-perfect'
        ? `pass ${c.target} quiz${c.target === 1 ? '' : 'zes'} with every answer right`
        : c.kind === 'streak'
          ? `learn on ${c.target} days in a row`
          : `earn ${c.target} points`,
  );
  const joined = parts.join(b.match === 'all' ? ', and ' : ', or ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/**
 * GET /me/badges/{id}/credential: a badge the caller holds as a signed Open Badges 3.0 credential (ADR 0065's key);
 * 404 for a badge they do not hold.
 */
export async function badgeCredential(p: Platform, userId: string, badgeId: string) {
  const [award, holder, issuer] = await Promise.all([
    repo.awardOf(p.db, badgeId, userId),
    findUser(p.db, userId),
    organizationName(p),
  ]);
  if (!award || !holder) throw badgeNotFound();
  const { badge } = award;
  const credential = await signAchievement(p, {
    id: awardId(badge.id, userId),
    name: badge.name,
    description: badge.description || `The badge “${badge.name}”, awarded by ${issuer}.`,
    issuer,
    issuedAt: award.awardedAt,
    holderName: holder.name,
    holderEmail: holder.email,
    achievement: {
      id: `urn:uuid:${badge.id}`,
      achievementType: 'Badge',
      name: badge.name,
      description: badge.description || badge.name,
      criteria: criteriaOf(badge),
      image: badgeImageUrl(badge),
    },
  });
  return {
    fileName: `badge-${badge.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.json`,
    body: JSON.stringify(credential),
  };
}
