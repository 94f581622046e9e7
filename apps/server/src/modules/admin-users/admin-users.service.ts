import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import * as authRepo from '../auth/auth.repository.ts';
import { assertMayManage } from '../auth/auth.service.ts';
import * as repo from './admin-users.repository.ts';

/** Enables or disables an account; disabling ends every session of the user at once. */
export async function toggleStatus(p: Platform, caller: Caller, userId: string) {
  const target = await authRepo.findUserById(p.db, userId);
  if (!target) throw new AppError('NOT_FOUND', { message: 'User not found' });
  // Compared after the lookup: the database reads a uuid in any letter case.
  if (target.id === caller.userId) throw new AppError('FORBIDDEN', { message: 'You cannot change the status of your own account' });
  assertMayManage(caller, target);
  const { user, revoked } = await p.db.transaction(async (tx) => {
    const user = await repo.flipStatus(tx, target.id);
    if (user.status !== 'disabled') return { user, revoked: [] };
    // A disabled account keeps no way back in: its sessions end and its reset links die with them.
    await authRepo.retireResetTokens(tx, target.id);
    const revoked = await authRepo.revokeSessions(tx, { userId: target.id }, 'account disabled');
    return { user, revoked };
  });
  await p.revocations.publish(revoked);
  return user;
}
