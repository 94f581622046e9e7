import type { Db, Tx } from '../../platform/db.ts';
import { findUser } from '../users/users.public.ts';
import * as repo from './points.repository.ts';

// A person's points account: made on first need, locked by every write of their points, badges and streak (one
// lock order for all of them: the account first), and whether others see them on the boards.

/**
 * Shown on the boards to others: not hidden, active, and not staff (an account with any role besides Learner).
 * A deleted account is not ranked either.
 */
export async function rankedNow(db: Db | Tx, userId: string, visibility: string): Promise<boolean> {
  if (visibility === 'hidden') return false;
  const user = await findUser(db, userId);
  return !!user && user.status === 'active' && user.roles.every((r) => r === 'Learner');
}

/** The account, locked: made on first need (ranked or not by who the person is). */
export const lockAccountOf = (tx: Tx, userId: string) =>
  repo.lockAccount(tx, userId, () => rankedNow(tx, userId, 'visible'));
