// The users module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.

export { assertMayManage, assertMayReadAuditLog } from './users.policy.ts';
export {
  activeUserIdsWithRoles,
  addRole,
  anonymise,
  countOtherActiveSuperAdmins,
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockUserById,
  markSignedIn,
  noteLanguage,
  setStatus,
  updatePassword,
  updateUser,
} from './users.repository.ts';
export type { UserRecord, UserSortKey } from './users.repository.ts';
