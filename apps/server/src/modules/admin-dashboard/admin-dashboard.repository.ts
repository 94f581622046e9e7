import { isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';

const totals = (table: typeof users | typeof technologies | typeof courseCategories, where: SQL = sql`true`) =>
  sql`(select json_build_object('total', count(*)::int, 'active', (count(*) filter (where ${table.status} = 'active'))::int) from ${table} where ${where})`;

type Totals = { total: number; active: number };

/** Every count of the admin dashboard in one statement (one round trip; each a scan of a small table or an index). */
export async function dashboardCounts(db: Db) {
  const [row] = await db
    .select({
      courseCategories: sql<Totals>`${totals(courseCategories)}`,
      // A deleted user is an anonymised row kept for history (ADR 0020), not a user.
      users: sql<Totals>`${totals(users, isNull(users.deletedAt))}`,
      technologies: sql<Totals>`${totals(technologies)}`,
      unreadContactMessages: sql<number>`(select count(*)::int from ${contactMessages} where ${contactMessages.readAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
