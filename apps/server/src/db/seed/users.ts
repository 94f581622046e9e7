import { eq } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import type { AuditAction } from '@talentpath/contracts/audit';
import type { Db } from '../../platform/db.ts';
import { auditLog } from '../schema/audit.ts';
import { userRoles, users } from '../schema/users.ts';

type DemoUser = {
  name: string;
  email: string;
  roles: Role[];
  disabled?: boolean;
  mustChange?: boolean;
  /** Days since the account was made, and since its last sign-in (absent: never signed in). */
  age: number;
  seen?: number;
};

const L: Role[] = ['Learner'];
const at = (name: string) => `${name}@talentpath.test`;

// The staff of a mid-sized Norwegian company with international hires: enough for the users table to page,
// sort, search and filter on a fresh start. The seven demo accounts of seed.ts stay as they are.
const DEMO_USERS: DemoUser[] = [
  { name: 'Kari Nordmann', email: at('kari.nordmann'), roles: L, age: 410, seen: 1 },
  { name: 'Ola Hansen', email: at('ola.hansen'), roles: L, age: 390, seen: 3 },
  { name: 'Ingeborg Dahl', email: at('ingeborg.dahl'), roles: ['CourseCoordinator', 'Learner'], age: 365, seen: 0 },
  { name: 'Magnus Johansen', email: at('magnus.johansen'), roles: ['ProjectManager'], age: 350, seen: 2 },
  { name: 'Sigrid Larsen', email: at('sigrid.larsen'), roles: L, age: 330, seen: 12 },
  { name: 'Henrik Andersen', email: at('henrik.andersen'), roles: L, age: 320, disabled: true, seen: 140 },
  { name: 'Astrid Pedersen', email: at('astrid.pedersen'), roles: ['ProjectManager', 'Learner'], age: 300, seen: 1 },
  { name: 'Eirik Kristiansen', email: at('eirik.kristiansen'), roles: L, age: 280, seen: 30 },
  { name: 'Solveig Bakken', email: at('solveig.bakken'), roles: ['Admin'], age: 270, seen: 0 },
  { name: 'Torbjørn Haugen', email: at('torbjorn.haugen'), roles: L, age: 260, seen: 5 },
  { name: 'Ragnhild Eriksen', email: at('ragnhild.eriksen'), roles: ['CourseCoordinator'], age: 250, seen: 4 },
  { name: 'Øystein Moe', email: at('oystein.moe'), roles: L, age: 240, disabled: true },
  { name: 'Åse Strand', email: at('ase.strand'), roles: L, age: 230, seen: 7 },
  { name: 'Lars Berntsen', email: at('lars.berntsen'), roles: L, age: 200, mustChange: true },
  { name: 'Marte Lie', email: at('marte.lie'), roles: ['Learner', 'ProjectManager'], age: 190, seen: 9 },
  { name: 'Priya Sharma', email: at('priya.sharma'), roles: L, age: 180, seen: 2 },
  { name: 'Wei Zhang', email: at('wei.zhang'), roles: ['ProjectManager'], age: 170, seen: 1 },
  { name: 'Fatima Al-Sayed', email: at('fatima.alsayed'), roles: L, age: 160, seen: 15 },
  { name: 'Lukas Becker', email: at('lukas.becker'), roles: L, age: 150, disabled: true, seen: 90 },
  { name: 'Aisha Bello', email: at('aisha.bello'), roles: ['CourseCoordinator', 'Learner'], age: 140, seen: 6 },
  { name: 'Mateo García', email: at('mateo.garcia'), roles: L, age: 130, seen: 20 },
  { name: 'Yuki Tanaka', email: at('yuki.tanaka'), roles: L, age: 120, mustChange: true },
  { name: 'Olena Kovalenko', email: at('olena.kovalenko'), roles: L, age: 110, seen: 3 },
  { name: 'Daniel Murphy', email: at('daniel.murphy'), roles: ['Admin', 'Learner'], age: 100, seen: 1 },
  { name: 'Chiara Romano', email: at('chiara.romano'), roles: L, age: 90, seen: 8 },
  { name: 'Arjun Nair', email: at('arjun.nair'), roles: ['ProjectManager'], age: 80, disabled: true, seen: 60 },
  { name: 'Emma Johansson', email: at('emma.johansson'), roles: L, age: 70, seen: 2 },
  { name: 'Mikkel Sørensen', email: at('mikkel.sorensen'), roles: L, age: 60, seen: 11 },
  { name: 'Zofia Nowak', email: at('zofia.nowak'), roles: ['CourseCoordinator'], age: 50, seen: 1 },
  { name: 'Kwame Mensah', email: at('kwame.mensah'), roles: L, age: 40, mustChange: true },
  { name: 'Sara Lindqvist', email: at('sara.lindqvist'), roles: L, age: 30, seen: 4 },
  { name: 'Jakob Vik', email: at('jakob.vik'), roles: L, age: 21, disabled: true },
  { name: 'Nadia Haddad', email: at('nadia.haddad'), roles: ['Learner', 'CourseCoordinator'], age: 14, seen: 2 },
  { name: 'Tobias Ellingsen', email: at('tobias.ellingsen'), roles: L, age: 7, mustChange: true },
  { name: 'Hanna Aasen', email: at('hanna.aasen'), roles: L, age: 3, mustChange: true },
  { name: 'Sindre Myhre', email: at('sindre.myhre'), roles: ['ProjectManager', 'Learner'], age: 1, seen: 0 },
];

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Loads the extra demo users (idempotent: existing e-mails are left as they are) and, for each one it adds, the
 * audit entries an admin's work would have left: created by the demo Admin, disabled or reset where it shows.
 */
export async function seedDemoUsers(db: Db, passwordHash: string) {
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'admin@talentpath.test'));
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          name: u.name,
          email: u.email,
          passwordHash,
          status: u.disabled ? 'disabled' : 'active',
          requirePasswordChange: u.mustChange ?? false,
          createdAt: daysAgo(u.age),
          updatedAt: daysAgo(Math.min(u.age, u.seen ?? u.age)),
          lastSignInAt: u.seen === undefined ? null : daysAgo(u.seen),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      await tx.insert(userRoles).values(u.roles.map((role) => ({ userId: row.id, role })));
      const entry = (action: AuditAction, days: number, details: Record<string, unknown> = {}) => ({
        at: daysAgo(days),
        actorId: admin?.id ?? null,
        actorName: admin?.name ?? null,
        action,
        targetType: 'user' as const,
        targetId: row.id,
        targetLabel: `${u.name} <${u.email}>`,
        details,
        ip: '10.0.0.12',
      });
      const entries = [entry('user.created', u.age, { roles: u.roles })];
      if (u.disabled)
        entries.push(
          entry('user.status-changed', Math.max(0.5, (u.seen ?? 2) - 1), { from: 'active', to: 'disabled' }),
        );
      if (u.mustChange) entries.push(entry('user.temp-password-sent', Math.max(0.2, u.age - 1)));
      await tx.insert(auditLog).values(entries);
    }
  });
}
