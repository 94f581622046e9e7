// The users module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.

export { assertMayManage } from './users.policy.ts';
export {
  activeUserIdsWithRoles,
  anonymiseAccount,
  assertNotLastSuperAdmin,
  chooseLanguage,
  createAccount,
  emailTakenByOther,
  findUser,
  findUserByEmail,
  grantRole,
  lockUser,
  noteAppLanguage,
  noteSignIn,
  setAccountStatus,
  setAvatar,
  setPassword,
  updateAccount,
} from './users.service.ts';
export type { AccountEvent, UserRecord } from './users.service.ts';
