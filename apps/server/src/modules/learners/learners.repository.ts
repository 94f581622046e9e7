import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { LearnerListQuery } from '@talentpath/contracts/enrolments';
import type { Db, Tx } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';
import { users } from '../../db/schema/users.ts';

// Queries of the learners module: only reads. A learner is an account that is not deleted and holds the Learner
// role; those to assign are also active. Subqueries name their aliases: these are one-table queries, whose
// columns drizzle leaves unqualified.

type Conn = Db | Tx;

const holdsLearner = sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role = 'Learner')`;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Active learners matching the search (name or e-mail: search_text's trigram index) and any of the skills. */
export function candidatesWhere(query: Pick<LearnerListQuery, 'searchTerm' | 'technologyIds'>): SQL | undefined {
  const techs = query.technologyIds?.length ? query.technologyIds : undefined;
  return and(
    isNull(users.deletedAt),
    eq(users.status, 'active'),
    holdsLearner,
    query.searchTerm ? sql`${users.searchText} like ${containsPattern(query.searchTerm.toLowerCase())}` : undefined,
    techs
      ? sql`exists (select 1 from employee_skills es where es.user_id = "users"."id" and es.technology_id in (${idList(techs)}))`
      : undefined,
  );
}

const SORTS = { name: sql`lower(${users.name})`, email: sql`lower(${users.email})` };

const columns = { id: users.id, name: users.name, email: users.email, avatar: users.avatar };

export const countWhere = (db: Conn, where: SQL | undefined) => db.$count(users, where);

export function pageRows(
  db: Conn,
  where: SQL | undefined,
  sort: LearnerListQuery['sort'],
  window: { limit: number; offset: number },
) {
  const direction = sql.raw(sort.direction);
  return db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(sql`${SORTS[sort.key]} ${direction}`, sql`${users.id} ${direction}`)
    .limit(window.limit)
    .offset(window.offset);
}

/** A learner (not deleted, holding the role; a disabled one too: their record stays readable), or undefined. */
export async function findLearner(db: Conn, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), holdsLearner));
  return row;
}
