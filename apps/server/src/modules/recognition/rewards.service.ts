import type {
  Redemption,
  RedemptionList,
  RedemptionListQuery,
  RedemptionPage,
  Reward,
  RewardInput,
  RewardList,
} from '@talentpath/contracts/recognition';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pageWithTotal } from '../../platform/paging.ts';
import * as points from './points.repository.ts';
import { lockAccountOf } from './account-lock.ts';
import * as repo from './rewards.repository.ts';

// Rewards (issue 25, ADR 0066): a learner spends points on a reward of the admin's catalogue; an admin fulfils the
// redemption or rejects it, and then the points and the stock go back. Under the person's account lock, with
// conditional updates of the stock and the balance: no balance and no stock ever goes below zero.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An admin fulfilled or rejected a redemption (notifications subscribe). */
    'redemption.decided': {
      userId: string;
      redemptionId: string;
      rewardName: string;
      status: 'fulfilled' | 'rejected';
      reason: string | null;
    };
  }
}

const rewardNotFound = () => new AppError('NOT_FOUND', { message: 'Reward not found' });
const redemptionNotFound = () => new AppError('NOT_FOUND', { message: 'Redemption not found' });

export const rewardImageUrl = (r: Pick<repo.RewardRow, 'id' | 'imageFileId'>) =>
  r.imageFileId ? `/api/rewards/${r.id}/image?v=${r.imageFileId}` : null;

const toReward = (r: repo.RewardRow): Reward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  cost: r.cost,
  stock: r.stock,
  active: r.active,
  imageUrl: rewardImageUrl(r),
  createdAt: r.createdAt.toISOString(),
});

const toRedemption = (r: repo.RedemptionView): Redemption => ({
  id: r.id,
  reward: { id: r.rewardId, name: r.rewardName },
  person: { id: r.userId, name: r.userName },
  cost: r.cost,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** GET /rewards (active ones, for learners) and GET /admin/rewards (all). */
export const listRewards = async (p: Platform, onlyActive: boolean): Promise<RewardList> => ({
  items: (await repo.allRewards(p.db, onlyActive)).map(toReward),
});

export async function getReward(p: Platform, id: string): Promise<Reward> {
  const row = await repo.findReward(p.db, id);
  if (!row) throw rewardNotFound();
  return toReward(row);
}

export const createReward = async (p: Platform, input: RewardInput) =>
  getReward(p, await repo.insertReward(p.db, input));

export async function updateReward(p: Platform, id: string, input: RewardInput): Promise<Reward> {
  if (!(await repo.updateReward(p.db, id, input))) throw rewardNotFound();
  return getReward(p, id);
}

/**
 * POST /rewards/{id}/redeem: the reward's cost taken from the caller's balance and one from its stock, together,
 * or nothing (409 POINTS_INSUFFICIENT, 409 REWARD_OUT_OF_STOCK; 404 for a reward not offered).
 */
export async function redeem(p: Platform, caller: Caller, rewardId: string): Promise<Redemption> {
  const id = await p.events.transaction(async (tx) => {
    const account = await lockAccountOf(tx, caller.userId);
    const reward = await repo.findReward(tx, rewardId);
    if (!reward?.active) throw rewardNotFound();
    if (account.balance < reward.cost) throw new AppError('POINTS_INSUFFICIENT');
    if (!(await repo.takeOne(tx, rewardId))) throw new AppError('REWARD_OUT_OF_STOCK');
    if (!(await points.addPoints(tx, caller.userId, -reward.cost, false))) throw new AppError('POINTS_INSUFFICIENT');
    const redemptionId = await repo.insertRedemption(tx, { rewardId, userId: caller.userId, cost: reward.cost });
    await points.appendOnce(tx, {
      userId: caller.userId,
      kind: 'redemption',
      points: -reward.cost,
      sourceKey: `redemption:${redemptionId}`,
      subject: reward.name,
    });
    return redemptionId;
  });
  return (await findRedemption(p, id))!;
}

const findRedemption = async (p: Platform, id: string) => {
  const row = await repo.findRedemption(p.db, id);
  return row ? toRedemption(row) : undefined;
};

export const myRedemptions = async (p: Platform, userId: string): Promise<RedemptionList> => ({
  items: (await repo.redemptionsOf(p.db, userId)).map(toRedemption),
});

/** GET /admin/redemptions: newest first by default, filtered by status. */
export const redemptionPage = (p: Platform, q: RedemptionListQuery): Promise<RedemptionPage> =>
  pageWithTotal(q, {
    count: () => repo.redemptionCount(p.db, q.status),
    items: async ({ limit, offset }) =>
      (await repo.redemptionRows(p.db, q.status, q.sort.direction, limit, offset)).map((r) => ({
        item: toRedemption(r.item),
        total: r.total,
      })),
  });

/**
 * POST /admin/redemptions/{id}/fulfil or …/reject (with a reason: the points and the stock go back). Once: 409
 * REDEMPTION_DECIDED after, also for two admins at once (the conditional update decides).
 */
export async function decideRedemption(
  p: Platform,
  caller: Caller,
  id: string,
  status: 'fulfilled' | 'rejected',
  reason: string | null = null,
): Promise<Redemption> {
  await p.events.transaction(async (tx, record) => {
    const decided = await repo.decide(tx, id, { status, reason, by: caller.userId });
    if (!decided) {
      if (!(await repo.redemptionExists(tx, id))) throw redemptionNotFound();
      throw new AppError('REDEMPTION_DECIDED');
    }
    const reward = await repo.findReward(tx, decided.rewardId);
    if (status === 'rejected') {
      await lockAccountOf(tx, decided.userId);
      await points.addPoints(tx, decided.userId, decided.cost, false);
      await points.appendOnce(tx, {
        userId: decided.userId,
        kind: 'refund',
        points: decided.cost,
        sourceKey: `refund:${id}`,
        subject: reward?.name ?? null,
      });
      await repo.putBack(tx, decided.rewardId);
    }
    await record('redemption.decided', {
      userId: decided.userId,
      redemptionId: id,
      rewardName: reward?.name ?? '',
      status,
      reason,
    });
  });
  return (await findRedemption(p, id))!;
}
