import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import type { Db } from '../../platform/db.ts';
import { projects } from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';

// The project manager's dashboard reads counts and a short alert list of the projects and technologies beside
// staffing's own figures (ADR 0038: reads of another module's tables for a list, never writes).

const active = inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]);
const overdueOn = (day: string) => and(active, lt(projects.deadline, day));

/** How many projects there are, how many are active, and how many of those are past their deadline on `day`. */
export async function projectCounts(db: Db, day: string) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdueOn(day)})`.mapWith(Number),
    })
    .from(projects);
  return row!;
}

export async function technologyCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${technologies.status} = 'active')`.mapWith(Number),
    })
    .from(technologies);
  return row!;
}

/** The first `limit` active projects past their deadline on `day`, the most overdue first, with their manager. */
export function overdueProjects(db: Db, day: string, limit: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      deadline: projects.deadline,
      managerId: users.id,
      managerName: users.name,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.managerId))
    .where(overdueOn(day))
    .orderBy(projects.deadline)
    .limit(limit);
}
