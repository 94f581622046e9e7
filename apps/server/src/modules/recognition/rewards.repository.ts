import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { RedemptionStatus } from '@talentpath/contracts/recognition';
import type { Db, Tx } from '../../platform/db.ts';
import { windowTotal } from '../../platform/paging.ts';
import { users } from '../../db/schema/users.ts';
import { redemptions, rewards } from '../../db/schema/recognition.ts';

// The rewards' and redemptions' queries.

type Conn = Db | Tx;
export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = typeof rewards.$inferInsert;

export const allRewards = (db: Conn, onlyActive: boolean) =>
  db
    .select()
    .from(rewards)
    .where(onlyActive ? eq(rewards.active, true) : undefined)
    .orderBy(asc(rewards.cost), asc(sql`lower(${rewards.name})`));

export const findReward = async (db: Conn, id: string) =>
  (await db.select().from(rewards).where(eq(rewards.id, id)))[0];

export async function insertReward(db: Conn, row: NewReward): Promise<string> {
  const [made] = await db.insert(rewards).values(row).returning({ id: rewards.id });
  return made!.id;
}

/** Updates the reward; false when there is none. */
export async function updateReward(db: Conn, id: string, set: Partial<NewReward>): Promise<boolean> {
  const rows = await db
    .update(rewards)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(rewards.id, id))
    .returning({ id: rewards.id });
  return rows.length > 0;
}

/** Takes one from an active reward's stock (unless unlimited): the reward when there was one to take. */
export async function takeOne(tx: Tx, id: string): Promise<RewardRow | undefined> {
  const [row] = await tx
    .update(rewards)
    .set({ stock: sql`case when ${rewards.stock} is null then null else ${rewards.stock} - 1 end` })
    .where(and(eq(rewards.id, id), eq(rewards.active, true), or(isNull(rewards.stock), gt(rewards.stock, 0))))
    .returning();
  return row;
}

export async function putBack(tx: Tx, id: string) {
  await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} + 1` })
    .where(and(eq(rewards.id, id), sql`${rewards.stock} is not null`));
}

export async function insertRedemption(tx: Tx, row: typeof redemptions.$inferInsert): Promise<string> {
  const [made] = await tx.insert(redemptions).values(row).returning({ id: redemptions.id });
  return made!.id;
}

const redemptionView = {
  id: redemptions.id,
  rewardId: redemptions.rewardId,
  rewardName: rewards.name,
  userId: redemptions.userId,
  userName: users.name,
  cost: redemptions.cost,
  status: redemptions.status,
  reason: redemptions.reason,
  createdAt: redemptions.createdAt,
  decidedAt: redemptions.decidedAt,
};

const redemptionsJoined = (db: Conn) =>
  db
    .select(redemptionView)
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .innerJoin(users, eq(users.id, redemptions.userId));

export const findRedemption = async (db: Conn, id: string) =>
  (await redemptionsJoined(db).where(eq(redemptions.id, id)))[0];
export type RedemptionView = NonNullable<Awaited<ReturnType<typeof findRedemption>>>;

export const redemptionsOf = (db: Conn, userId: string) =>
  redemptionsJoined(db)
    .where(eq(redemptions.userId, userId))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id));

export const redemptionRows = (
  db: Conn,
  status: RedemptionStatus | undefined,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
) =>
  db
    .select({ item: redemptionView, total: windowTotal })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .innerJoin(users, eq(users.id, redemptions.userId))
    .where(status ? eq(redemptions.status, status) : undefined)
    .orderBy(
      ...(direction === 'asc'
        ? [asc(redemptions.createdAt), asc(redemptions.id)]
        : [desc(redemptions.createdAt), desc(redemptions.id)]),
    )
    .limit(limit)
    .offset(offset);

export const redemptionCount = (db: Conn, status: RedemptionStatus | undefined) =>
  db.$count(redemptions, status ? eq(redemptions.status, status) : undefined);

/** Decides a pending redemption: the row as it was when this call decided it; undefined when decided already. */
export async function decide(
  tx: Tx,
  id: string,
  decision: { status: 'fulfilled' | 'rejected'; reason: string | null; by: string },
) {
  const [row] = await tx
    .update(redemptions)
    .set({ status: decision.status, reason: decision.reason, decidedBy: decision.by, decidedAt: sql`now()` })
    .where(and(eq(redemptions.id, id), eq(redemptions.status, 'pending')))
    .returning();
  return row;
}

export const redemptionExists = async (db: Conn, id: string) =>
  (await db.select({ id: redemptions.id }).from(redemptions).where(eq(redemptions.id, id))).length > 0;
