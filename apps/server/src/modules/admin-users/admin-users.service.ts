import type { UserStatus } from '@talentpath/contracts/admin-users';
import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import * as authRepo from '../auth/auth.repository.ts';
import * as userRepo from '../users/users.repository.ts';
import { assertMayManage } from '../users/users.policy.ts';

/** Enables or disables an account; disabling ends every session of the user at once. */
export async function toggleStatus(
  p: Platform,
  caller: Caller,
  userId: string,
): Promise<{ id: string; status: UserStatus }> {
  const target = await userRepo.findUserById(p.db, userId);
  if (!target) throw new AppError('NOT_FOUND', { message: 'User not found' });
  // After the lookup: the policy compares the stored id, which the database matched in any letter case.
  assertMayManage(caller, target, 'toggle-status');
  const { user, revoked } = await p.db.transaction(async (tx) => {
    const user = await userRepo.flipStatus(tx, target.id);
    if (user.status !== 'disabled') return { user, revoked: [] };
    // A disabled account keeps no way back in: its sessions end and its reset links die with them.
    await authRepo.retireResetTokens(tx, target.id);
    const revoked = await authRepo.revokeSessions(tx, { userId: target.id }, 'account disabled');
    return { user, revoked };
  });
  await p.revocations.publish(revoked);
  return user;
}
