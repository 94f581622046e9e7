// The queries on accounts and their roles: the users module's, shared by the modules that act on users (auth, admin-users).
import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { users, userRoles } from '../../db/schema/users.ts';

type Conn = Db | Tx;
export type UserRecord = typeof users.$inferSelect & { roles: Role[] };

const byRoleOrder = (roles: Role[]) => [...roles].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));

async function withRoles(db: Conn, user: typeof users.$inferSelect | undefined): Promise<UserRecord | null> {
  if (!user) return null;
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
  return { ...user, roles: byRoleOrder(rows.map((r) => r.role)) };
}

export const findUserByEmail = async (db: Conn, email: string) =>
  withRoles(db, (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0]);

export const findUserById = async (db: Conn, id: string) =>
  withRoles(db, (await db.select().from(users).where(eq(users.id, id)))[0]);

export async function updatePassword(db: Conn, userId: string, passwordHash: string, requirePasswordChange: boolean) {
  await db
    .update(users)
    .set({ passwordHash, requirePasswordChange, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Grants a role; false when the user already held it. */
export async function addRole(db: Conn, userId: string, role: Role) {
  const rows = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Flips active ↔ disabled in one statement, so two racing toggles cannot both read the old value. */
export async function flipStatus(db: Conn, userId: string) {
  const [row] = await db
    .update(users)
    .set({ status: sql`case when ${users.status} = 'active' then 'disabled' else 'active' end`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, status: users.status });
  return row!;
}
