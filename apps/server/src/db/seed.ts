import { count } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import type { Db } from '../platform/db.ts';
import { hashPassword } from '../platform/auth/hashing.ts';
import { userRoles, users } from './schema/users.ts';
import { seedCatalog } from './seed/catalog.ts';
import { seedDemoUsers } from './seed/users.ts';
import { seedNotifications } from './seed/notifications.ts';
import { seedActivityNotifications } from './seed/activity-notifications.ts';
import { seedWorkforce } from './seed/workforce.ts';
import { seedLearning } from './seed/learning.ts';
import { seedQuizzes } from './seed/quizzes.ts';
import { seedSkills } from './seed/skills.ts';
import { seedProfiles } from './seed/profiles.ts';
import { seedCertificates } from './seed/certificates.ts';
import { seedForum } from './seed/forum.ts';
import { seedRecognition } from './seed/recognition.ts';
import { seedActivity } from './seed/activity.ts';

export const DEMO_PASSWORD = 'Welcome!2026';

export const DEMO_ACCOUNTS: { name: string; email: string; roles: Role[]; requirePasswordChange?: boolean }[] = [
  { name: 'Sofia Berg', email: 'superadmin@talentpath.test', roles: ['SuperAdmin'] },
  { name: 'Amir Haddad', email: 'admin@talentpath.test', roles: ['Admin'] },
  { name: 'Ingrid Solheim', email: 'coordinator@talentpath.test', roles: ['CourseCoordinator'] },
  { name: 'Marcus Lee', email: 'pm@talentpath.test', roles: ['ProjectManager'] },
  { name: 'Leah Okafor', email: 'learner@talentpath.test', roles: ['Learner'] },
  { name: 'Jonas Nilsen', email: 'multi@talentpath.test', roles: ['Learner', 'CourseCoordinator', 'ProjectManager'] },
  { name: 'Nora Vik', email: 'newhire@talentpath.test', roles: ['Learner'], requirePasswordChange: true },
];

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo accounts (idempotent: existing e-mails are left as they are). */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: account.email,
          passwordHash,
          requirePasswordChange: account.requirePasswordChange ?? false,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await tx.insert(userRoles).values(account.roles.map((role) => ({ userId: user.id, role })));
    }
  });
  await seedCatalog(db);
  await seedDemoUsers(db, passwordHash);
  await seedNotifications(db);
  await seedWorkforce(db);
  await seedLearning(db);
  await seedQuizzes(db);
  // After learning and quizzes: the claims their completions and passes earned.
  await seedSkills(db);
  // After skills: headlines name people's strongest skills; recommendations close projects' gaps.
  await seedProfiles(db);
  // After learning: the certificates of the completions.
  await seedCertificates(db);
  // After learning and quizzes: the points they paid, badges, rewards and the leaderboard.
  await seedRecognition(db);
  // After learning: the forums (a course's among them).
  await seedForum(db);
  // After learning and quizzes: the activity the analytics draw, around their completions and attempts.
  await seedActivity(db);
  // Last: what people were told of all the above.
  await seedActivityNotifications(db);
}

export function demoAccountsTable(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(30)} ${a.roles.join(', ')}${a.requirePasswordChange ? ' (must change password)' : ''}`,
  );
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
