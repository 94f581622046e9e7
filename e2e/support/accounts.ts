import type { Role } from '@talentpath/contracts/roles';

export const PASSWORD = 'Welcome!2026';

/** Demo accounts (seeded by the product) that journeys only read. */
export const demo = {
  superadmin: { email: 'superadmin@talentpath.test', name: 'Sofia Berg' },
  admin: { email: 'admin@talentpath.test', name: 'Amir Haddad' },
  coordinator: { email: 'coordinator@talentpath.test', name: 'Ingrid Solheim' },
  pm: { email: 'pm@talentpath.test', name: 'Marcus Lee' },
  learner: { email: 'learner@talentpath.test', name: 'Leah Okafor' },
  multi: { email: 'multi@talentpath.test', name: 'Jonas Nilsen' },
} as const;

type Fixture = { email: string; name: string; roles: Role[]; requirePasswordChange?: boolean };

/** Accounts a journey changes (passwords, status): one per journey and language, so journeys never collide. */
export const fixtures = {
  tempEn: {
    email: 'e2e-temp-en@talentpath.test',
    name: 'Tove Temp',
    roles: ['Learner', 'ProjectManager'],
    requirePasswordChange: true,
  },
  tempNo: {
    email: 'e2e-temp-no@talentpath.test',
    name: 'Ola Midlertidig',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  resetEn: { email: 'e2e-reset-en@talentpath.test', name: 'Rita Reset', roles: ['Learner'] },
  resetNo: { email: 'e2e-reset-no@talentpath.test', name: 'Kari Nullstill', roles: ['ProjectManager'] },
  voluntary: { email: 'e2e-voluntary@talentpath.test', name: 'Vera Voluntary', roles: ['CourseCoordinator'] },
  expiring: { email: 'e2e-expiring@talentpath.test', name: 'Erik Expiry', roles: ['Learner'] },
  usersToggle: { email: 'e2e-users-toggle@talentpath.test', name: 'Tora Toggle', roles: ['Learner'] },
  shellTempEnWide: {
    email: 'e2e-shell-temp-en-1440@talentpath.test',
    name: 'Siri Shell',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempEnNarrow: {
    email: 'e2e-shell-temp-en-375@talentpath.test',
    name: 'Sam Shell',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempNoWide: {
    email: 'e2e-shell-temp-no-1440@talentpath.test',
    name: 'Sindre Skall',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempNoNarrow: {
    email: 'e2e-shell-temp-no-375@talentpath.test',
    name: 'Solveig Skall',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
} satisfies Record<string, Fixture>;
