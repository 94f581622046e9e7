import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { badgeAwards, badges, pointsAccounts } from '../../db/schema/recognition.ts';

// The badges' queries: the admin's definitions, who holds which, and the category names their progress shows.

type Conn = Db | Tx;
export type BadgeRow = typeof badges.$inferSelect;
export type NewBadge = typeof badges.$inferInsert;

const awardedCount = sql<number>`(select count(*)::int from badge_awards a where a.badge_id = "badges"."id")`;

/** Every badge with how many hold it, by name. */
export const allBadges = (db: Conn) =>
  db
    .select({ badge: badges, awarded: awardedCount })
    .from(badges)
    .orderBy(asc(sql`lower(${badges.name})`));

export const findBadge = async (db: Conn, id: string) =>
  (await db.select({ badge: badges, awarded: awardedCount }).from(badges).where(eq(badges.id, id)))[0];

/**
 * The badge, locked for a change of its own columns: `no key update`, so awards of it (their foreign key takes a key
 * share lock) go on meanwhile — a plain `for update` and an award waiting on each other deadlocked.
 */
export const lockBadge = async (tx: Tx, id: string) =>
  (await tx.select().from(badges).where(eq(badges.id, id)).for('no key update'))[0];

/** The new badge's id; undefined when its name is taken (any letter case). */
export async function insertBadge(db: Conn, row: NewBadge): Promise<string | undefined> {
  const [made] = await db.insert(badges).values(row).onConflictDoNothing().returning({ id: badges.id });
  return made?.id;
}

export async function updateBadge(db: Conn, id: string, set: Partial<NewBadge>) {
  await db
    .update(badges)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(badges.id, id));
}

/** Active badges the person does not hold yet. */
export const unearnedActive = (db: Conn, userId: string) =>
  db
    .select()
    .from(badges)
    .leftJoin(badgeAwards, and(eq(badgeAwards.badgeId, badges.id), eq(badgeAwards.userId, userId)))
    .where(and(eq(badges.active, true), isNull(badgeAwards.userId)))
    .then((rows) => rows.map((r) => r.badges));

/** Awards the badge unless held: true when this call awarded it. */
export async function awardOnce(tx: Tx, badgeId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(badgeAwards)
    .values({ badgeId, userId })
    .onConflictDoNothing()
    .returning({ userId: badgeAwards.userId });
  return rows.length > 0;
}

/** The person's award of the badge, with the badge; undefined when they do not hold it. */
export const awardOf = async (db: Conn, badgeId: string, userId: string) =>
  (
    await db
      .select({ badge: badges, awardedAt: badgeAwards.awardedAt })
      .from(badgeAwards)
      .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
      .where(and(eq(badgeAwards.badgeId, badgeId), eq(badgeAwards.userId, userId)))
  )[0];

/** What a learner's badge page shows: active badges and those they hold, each with when they earned it. */
export const badgesOf = (db: Conn, userId: string) =>
  db
    .select({ badge: badges, awardedAt: badgeAwards.awardedAt })
    .from(badges)
    .leftJoin(badgeAwards, and(eq(badgeAwards.badgeId, badges.id), eq(badgeAwards.userId, userId)))
    .where(or(eq(badges.active, true), sql`${badgeAwards.userId} is not null`))
    .orderBy(asc(sql`lower(${badges.name})`));

export const categoryNames = async (db: Conn, ids: string[]) =>
  ids.length
    ? new Map(
        (
          await db
            .select({ id: courseCategories.id, name: courseCategories.name })
            .from(courseCategories)
            .where(inArray(courseCategories.id, ids))
        ).map((c) => [c.id, c.name]),
      )
    : new Map<string, string>();

export const categoryExists = async (db: Conn, id: string) =>
  (await db.select({ n: count() }).from(courseCategories).where(eq(courseCategories.id, id)))[0]!.n > 0;

/** People with points after `after` (by id), a batch: who a newly active badge is judged for. */
export const accountsAfter = async (db: Conn, after: string | null, limit: number) =>
  (
    await db
      .select({ userId: pointsAccounts.userId })
      .from(pointsAccounts)
      .where(after ? sql`${pointsAccounts.userId} > ${after}` : undefined)
      .orderBy(asc(pointsAccounts.userId))
      .limit(limit)
  ).map((r) => r.userId);
