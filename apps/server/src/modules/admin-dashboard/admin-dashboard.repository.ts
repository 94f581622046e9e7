import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';

const totals = (table: typeof users | typeof technologies | typeof courseCategories) =>
  sql`(select json_build_object('total', count(*)::int, 'active', (count(*) filter (where ${table.status} = 'active'))::int) from ${table})`;

type Totals = { total: number; active: number };

/** Every count of the admin dashboard in one statement (one round trip; each a scan of a small table or an index). */
export async function dashboardCounts(db: Db) {
  const [row] = await db
    .select({
      courseCategories: sql<Totals>`${totals(courseCategories)}`,
      users: sql<Totals>`${totals(users)}`,
      technologies: sql<Totals>`${totals(technologies)}`,
      unreadContactMessages: sql<number>`(select count(*)::int from ${contactMessages} where ${contactMessages.readAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
