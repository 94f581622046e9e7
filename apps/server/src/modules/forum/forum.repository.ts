import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForumThreadQuery } from '@talentpath/contracts/forum';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { paginate, sortKeys, orderByOf } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/search.ts';
import {
  ANNOUNCEMENTS_SPACE_ID,
  forumImages,
  forumPosts,
  forumReads,
  forumReports,
  forumRevisions,
  forumSpaces,
  forumThreads,
  forumVotes,
  forumWatches,
  GENERAL_SPACE_ID,
} from '../../db/schema/forum.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';
import { userRoles, users } from '../../db/schema/users.ts';

// Queries of the forum module (ADR 0069): only reads and writes, no rules.

type Conn = Db | Tx;
export type ThreadRow = typeof forumThreads.$inferSelect;
export type PostRow = typeof forumPosts.$inferSelect;

// --- Spaces ---

/** A space with its course's owner and title, and whether the person is enrolled in that course. */
export const spaceFor = async (db: Conn, spaceId: string, userId: string) =>
  (
    await db
      .select({
        space: forumSpaces,
        courseTitle: courses.title,
        ownerId: courses.ownerId,
        enrolled: sql<boolean>`exists (select 1 from ${enrolments} e where e.course_id = ${forumSpaces.courseId} and e.user_id = ${userId})`,
      })
      .from(forumSpaces)
      .leftJoin(courses, eq(courses.id, forumSpaces.courseId))
      .where(eq(forumSpaces.id, spaceId))
  )[0];
export type SpaceWithCourse = NonNullable<Awaited<ReturnType<typeof spaceFor>>>;

// The general forum and announcements: the migration makes them; made again here if they are missing (a database
// emptied table by table — the tests' reuse of one — keeps no row a migration wrote). Once per connection.
const fixedSpacesMade = new WeakSet<object>();
export async function ensureFixedSpaces(db: Db) {
  if (fixedSpacesMade.has(db)) return;
  await db
    .insert(forumSpaces)
    .values([
      { id: GENERAL_SPACE_ID, kind: 'general' as const },
      { id: ANNOUNCEMENTS_SPACE_ID, kind: 'announcements' as const },
    ])
    .onConflictDoNothing();
  fixedSpacesMade.add(db);
}

/** Makes the forums of these courses that are missing (a course's forum is made when first needed). */
export async function ensureCourseSpaces(db: Conn, courseIds: readonly string[]) {
  if (courseIds.length === 0) return;
  await db
    .insert(forumSpaces)
    .values(courseIds.map((courseId) => ({ kind: 'course' as const, courseId })))
    .onConflictDoNothing({ target: forumSpaces.courseId });
}

/** The courses whose forums the person may read by what they hold: enrolled in, or owned by them. */
export async function coursesOf(db: Conn, userId: string, as: 'enrolled' | 'owned' | 'all') {
  const base = db.select({ id: courses.id }).from(courses);
  const rows =
    as === 'all'
      ? await base.where(sql`${courses.status} <> 'draft'`)
      : as === 'owned'
        ? await base.where(eq(courses.ownerId, userId))
        : await base.where(
            sql`exists (select 1 from ${enrolments} e where e.course_id = ${courses.id} and e.user_id = ${userId})`,
          );
  return rows.map((r) => r.id);
}

/** The spaces: the two fixed ones, and those of these courses (with their course's title and owner). */
export const spacesWith = (db: Conn, courseIds: readonly string[], userId: string) =>
  db
    .select({
      space: forumSpaces,
      courseTitle: courses.title,
      ownerId: courses.ownerId,
      enrolled: sql<boolean>`exists (select 1 from ${enrolments} e where e.course_id = ${forumSpaces.courseId} and e.user_id = ${userId})`,
      watching: sql<boolean>`exists (select 1 from ${forumWatches} w where w.space_id = ${forumSpaces.id} and w.user_id = ${userId})`,
    })
    .from(forumSpaces)
    .leftJoin(courses, eq(courses.id, forumSpaces.courseId))
    .where(
      or(isNull(forumSpaces.courseId), courseIds.length ? inArray(forumSpaces.courseId, [...courseIds]) : sql`false`),
    )
    .orderBy(sql`case ${forumSpaces.kind} when 'general' then 0 when 'announcements' then 1 else 2 end`, courses.title);

// --- Threads ---

const author = alias(users, 'author');

/**
 * A page of threads in `readable` spaces: hidden ones only in `moderated` spaces; searched (title, or any visible
 * post), filtered and sorted, pinned first. `unread` for the person: posts came after they last read it.
 */
export function threadPage(
  db: Db,
  q: ForumThreadQuery,
  scope: { readable: readonly string[]; moderated: readonly string[]; userId: string },
) {
  const query = q.q ? sql`plainto_tsquery('simple', ${q.q})` : null;
  const read = sql`(select r.read_at from ${forumReads} r where r.thread_id = ${forumThreads.id} and r.user_id = ${scope.userId})`;
  const where = and(
    scope.readable.length ? inArray(forumThreads.spaceId, [...scope.readable]) : sql`false`,
    q.spaceId ? eq(forumThreads.spaceId, q.spaceId) : undefined,
    isNull(forumThreads.deletedAt),
    or(
      isNull(forumThreads.hiddenAt),
      scope.moderated.length ? inArray(forumThreads.spaceId, [...scope.moderated]) : sql`false`,
    ),
    q.kind ? eq(forumThreads.kind, q.kind) : undefined,
    q.answer === 'answered' ? sql`${forumThreads.acceptedPostId} is not null` : undefined,
    q.answer === 'unanswered'
      ? sql`${forumThreads.kind} = 'question' and ${forumThreads.acceptedPostId} is null`
      : undefined,
    // @> (not = any) is what the tags' GIN index answers.
    q.tag ? arrayContains(forumThreads.tags, [q.tag.toLowerCase()]) : undefined,
    // Never read, or read before its last post: as an anti-join, not a look-up per thread.
    q.unread
      ? sql`not exists (select 1 from ${forumReads} r where r.thread_id = ${forumThreads.id} and r.user_id = ${scope.userId} and r.read_at >= ${forumThreads.lastActivityAt})`
      : undefined,
    // The threads whose title matches and those with a visible post that does, each found through its GIN index (an
    // OR of the two, the posts in an EXISTS, was a pass over every readable thread).
    query
      ? sql`${forumThreads.id} in (select t.id from ${forumThreads} t where t.search @@ ${query} union all select p.thread_id from ${forumPosts} p where p.search @@ ${query} and p.deleted_at is null and p.hidden_at is null)`
      : undefined,
  );
  const order = orderByOf([
    { by: sql`${forumThreads.pinned}`, direction: 'desc' },
    ...sortKeys(
      q.sort,
      { activity: forumThreads.lastActivityAt, created: forumThreads.createdAt, votes: forumThreads.score },
      forumThreads.id,
    ),
  ]);
  return paginate(db, q, {
    count: (tx) => tx.$count(forumThreads, where),
    // The page's ids first, then what they are shown with: the joins are made for its rows only, not for every row
    // the OFFSET passes over or the sort looks at.
    items: (tx, { limit, offset }) => {
      const page = tx
        .select({ id: forumThreads.id })
        .from(forumThreads)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page');
      return tx
        .select({
          thread: forumThreads,
          spaceKind: forumSpaces.kind,
          courseTitle: courses.title,
          authorName: author.name,
          readAt: sql<Date | null>`${read}`.mapWith(forumReads.readAt),
        })
        .from(page)
        .innerJoin(forumThreads, eq(forumThreads.id, page.id))
        .innerJoin(forumSpaces, eq(forumSpaces.id, forumThreads.spaceId))
        .leftJoin(courses, eq(courses.id, forumSpaces.courseId))
        .leftJoin(author, eq(author.id, forumThreads.authorId))
        .orderBy(...order);
    },
  });
}

/** One thread with its space's kind, its course's title, its author's name and when the person last read it. */
export const threadView = async (db: Conn, threadId: string, userId: string) =>
  (
    await db
      .select({
        thread: forumThreads,
        spaceKind: forumSpaces.kind,
        courseTitle: courses.title,
        authorName: author.name,
        readAt:
          sql<Date | null>`(select r.read_at from ${forumReads} r where r.thread_id = ${forumThreads.id} and r.user_id = ${userId})`.mapWith(
            forumReads.readAt,
          ),
        watching: sql<boolean>`exists (select 1 from ${forumWatches} w where w.thread_id = ${forumThreads.id} and w.user_id = ${userId})`,
      })
      .from(forumThreads)
      .innerJoin(forumSpaces, eq(forumSpaces.id, forumThreads.spaceId))
      .leftJoin(courses, eq(courses.id, forumSpaces.courseId))
      .leftJoin(author, eq(author.id, forumThreads.authorId))
      .where(eq(forumThreads.id, threadId))
  )[0];

export const findThread = async (db: Conn, id: string) =>
  (await db.select().from(forumThreads).where(eq(forumThreads.id, id)))[0];

/** The thread, locked until the transaction ends (its posts' counts and accepted answer change one at a time). */
export const lockThread = async (tx: Tx, id: string) =>
  (await tx.select().from(forumThreads).where(eq(forumThreads.id, id)).for('update'))[0];

export async function insertThread(tx: Tx, values: typeof forumThreads.$inferInsert) {
  const [row] = await tx.insert(forumThreads).values(values).returning();
  return row!;
}

export async function updateThread(tx: Tx, id: string, values: Partial<typeof forumThreads.$inferInsert>) {
  await tx.update(forumThreads).set(values).where(eq(forumThreads.id, id));
}

/** A reply written or deleted: the count of live replies and the time of the last post, from the posts. */
export async function recount(tx: Tx, threadId: string) {
  await tx
    .update(forumThreads)
    .set({
      // What every reader sees: neither deleted nor hidden.
      replyCount: sql`(select count(*)::int from ${forumPosts} p where p.thread_id = ${threadId} and p.parent_id is null and not p.opening and p.deleted_at is null and p.hidden_at is null)`,
      lastActivityAt: sql`greatest(${forumThreads.lastActivityAt}, (select max(p.created_at) from ${forumPosts} p where p.thread_id = ${threadId}))`,
    })
    .where(eq(forumThreads.id, threadId));
}

// --- Posts ---

export const findPost = async (db: Conn, id: string) =>
  (await db.select().from(forumPosts).where(eq(forumPosts.id, id)))[0];

export const lockPost = async (tx: Tx, id: string) =>
  (await tx.select().from(forumPosts).where(eq(forumPosts.id, id)).for('update'))[0];

export async function insertPost(tx: Tx, values: typeof forumPosts.$inferInsert) {
  const [row] = await tx.insert(forumPosts).values(values).returning();
  return row!;
}

export async function updatePost(tx: Tx, id: string, values: Partial<typeof forumPosts.$inferInsert>) {
  const [row] = await tx.update(forumPosts).set(values).where(eq(forumPosts.id, id)).returning();
  return row!;
}

const endorser = alias(users, 'endorser');
const postColumns = {
  post: forumPosts,
  authorName: author.name,
  endorserName: endorser.name,
};
const postsWithNames = (db: Conn) =>
  db
    .select(postColumns)
    .from(forumPosts)
    .leftJoin(author, eq(author.id, forumPosts.authorId))
    .leftJoin(endorser, eq(endorser.id, forumPosts.endorsedBy));
export type PostWithNames = Awaited<ReturnType<typeof postsWithNames>>[number];

export const postsById = (db: Conn, ids: readonly string[]) =>
  postsWithNames(db).where(inArray(forumPosts.id, [...ids]));

export const openingPost = async (db: Conn, threadId: string) =>
  (await postsWithNames(db).where(and(eq(forumPosts.threadId, threadId), eq(forumPosts.opening, true))))[0];

/** A page of a thread's replies, oldest first or by score; hidden ones only `withHidden` (for moderators). */
export function replyPage(
  db: Db,
  threadId: string,
  page: { pageNumber: number; pageSize: number; sort: 'created' | 'votes'; withHidden: boolean },
) {
  const where = and(
    eq(forumPosts.threadId, threadId),
    isNull(forumPosts.parentId),
    eq(forumPosts.opening, false),
    page.withHidden ? undefined : isNull(forumPosts.hiddenAt),
  );
  const order =
    page.sort === 'votes'
      ? [desc(forumPosts.score), asc(forumPosts.createdAt), asc(forumPosts.id)]
      : [asc(forumPosts.createdAt), asc(forumPosts.id)];
  return paginate(db, page, {
    count: (tx) => tx.$count(forumPosts, where),
    // The page's ids first, then the posts with their names (as threadPage does).
    items: (tx, { limit, offset }) =>
      postsWithNames(tx)
        .where(
          inArray(
            forumPosts.id,
            tx
              .select({ id: forumPosts.id })
              .from(forumPosts)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
  });
}

/** The comments on these replies, oldest first. */
export const commentsOn = (db: Conn, parentIds: readonly string[]) =>
  parentIds.length
    ? postsWithNames(db)
        .where(inArray(forumPosts.parentId, [...parentIds]))
        .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
    : Promise.resolve([] as PostWithNames[]);

/** The person's votes on these posts. */
export async function votesOf(db: Conn, userId: string, postIds: readonly string[]) {
  if (postIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ postId: forumVotes.postId, value: forumVotes.value })
    .from(forumVotes)
    .where(and(eq(forumVotes.userId, userId), inArray(forumVotes.postId, [...postIds])));
  return new Map(rows.map((r) => [r.postId, r.value]));
}

// --- The throttle ---

/** The author's posts since `since`, and their newest; under a lock on the author until the transaction ends. */
export async function lockAuthorAndCount(tx: Tx, authorId: string, since: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`forum-author:${authorId}`}, 0))`);
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      first: sql<Date | null>`min(${forumPosts.createdAt})`.mapWith(forumPosts.createdAt),
      last: sql<Date | null>`max(${forumPosts.createdAt})`.mapWith(forumPosts.createdAt),
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, authorId), sql`${forumPosts.createdAt} > ${since.toISOString()}`));
  return { count: row?.n ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

// --- Revisions, votes, watches, reads ---

export async function insertRevision(tx: Tx, values: typeof forumRevisions.$inferInsert) {
  await tx.insert(forumRevisions).values(values);
}

export const revisionsOf = (db: Conn, postId: string) =>
  db
    .select({ revision: forumRevisions, editorName: author.name })
    .from(forumRevisions)
    .leftJoin(author, eq(author.id, forumRevisions.editedBy))
    .where(eq(forumRevisions.postId, postId))
    .orderBy(desc(forumRevisions.editedAt), desc(forumRevisions.id));

export const voteOf = async (tx: Tx, postId: string, userId: string) =>
  (
    await tx
      .select({ value: forumVotes.value })
      .from(forumVotes)
      .where(and(eq(forumVotes.postId, postId), eq(forumVotes.userId, userId)))
  )[0]?.value ?? 0;

export async function setVote(tx: Tx, postId: string, userId: string, value: number) {
  if (value === 0) {
    await tx.delete(forumVotes).where(and(eq(forumVotes.postId, postId), eq(forumVotes.userId, userId)));
    return;
  }
  await tx
    .insert(forumVotes)
    .values({ postId, userId, value })
    .onConflictDoUpdate({ target: [forumVotes.postId, forumVotes.userId], set: { value } });
}

export async function addToScore(tx: Tx, post: Pick<PostRow, 'id' | 'threadId' | 'opening'>, delta: number) {
  const [row] = await tx
    .update(forumPosts)
    .set({ score: sql`${forumPosts.score} + ${delta}` })
    .where(eq(forumPosts.id, post.id))
    .returning({ score: forumPosts.score });
  if (post.opening) await tx.update(forumThreads).set({ score: row!.score }).where(eq(forumThreads.id, post.threadId));
  return row!.score;
}

export async function watchThread(db: Conn, userId: string, threadId: string, watching: boolean) {
  if (watching)
    await db
      .insert(forumWatches)
      .values({ userId, threadId })
      .onConflictDoNothing({ target: [forumWatches.threadId, forumWatches.userId], where: sql`thread_id is not null` });
  else await db.delete(forumWatches).where(and(eq(forumWatches.userId, userId), eq(forumWatches.threadId, threadId)));
}

export async function watchSpace(db: Conn, userId: string, spaceId: string, watching: boolean) {
  if (watching)
    await db
      .insert(forumWatches)
      .values({ userId, spaceId })
      .onConflictDoNothing({ target: [forumWatches.spaceId, forumWatches.userId], where: sql`space_id is not null` });
  else await db.delete(forumWatches).where(and(eq(forumWatches.userId, userId), eq(forumWatches.spaceId, spaceId)));
}

/** The person has read the thread up to now. */
export async function markRead(db: Conn, userId: string, threadId: string) {
  await db
    .insert(forumReads)
    .values({ userId, threadId, readAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({ target: [forumReads.threadId, forumReads.userId], set: { readAt: sql`now()` } });
}

// --- Reports ---

/** A report, unless the person has one open on the post: its id, and whether it is new. */
export async function insertReport(tx: Tx, postId: string, reporterId: string, reason: string) {
  const [row] = await tx
    .insert(forumReports)
    .values({ postId, reporterId, reason })
    .onConflictDoNothing({
      target: [forumReports.postId, forumReports.reporterId],
      where: sql`state = 'open'`,
    })
    .returning({ id: forumReports.id });
  return row?.id ?? null;
}

const reporter = alias(users, 'reporter');

/** A page of reports on posts of `spaces` (all spaces for null), oldest first. */
export function reportPage(
  db: Db,
  q: { pageNumber: number; pageSize: number; state?: 'open' | 'upheld' | 'dismissed' | undefined },
  spaces: readonly string[] | null,
) {
  const where: SQL | undefined = and(
    q.state ? eq(forumReports.state, q.state) : undefined,
    spaces === null ? undefined : spaces.length ? inArray(forumThreads.spaceId, [...spaces]) : sql`false`,
  );
  return paginate(db, q, {
    count: (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(forumReports)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
        .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    items: (tx, { limit, offset }) =>
      tx
        .select({
          report: forumReports,
          reporterName: reporter.name,
          post: forumPosts,
          authorName: author.name,
          threadTitle: forumThreads.title,
        })
        .from(forumReports)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
        .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
        .leftJoin(reporter, eq(reporter.id, forumReports.reporterId))
        .leftJoin(author, eq(author.id, forumPosts.authorId))
        .where(where)
        .orderBy(asc(forumReports.createdAt), asc(forumReports.id))
        .limit(limit)
        .offset(offset),
  });
}

export const lockReport = async (tx: Tx, id: string) =>
  (await tx.select().from(forumReports).where(eq(forumReports.id, id)).for('update'))[0];

/** Settles the report and the others open on the same post. */
export async function settleReports(tx: Tx, postId: string, state: 'upheld' | 'dismissed', by: string) {
  await tx
    .update(forumReports)
    .set({ state, settledBy: by, settledAt: sql`now()` })
    .where(and(eq(forumReports.postId, postId), eq(forumReports.state, 'open')));
}

// --- Who is told of a post (mentions, watchers) ---

const parent = alias(forumPosts, 'parent');

/** A post with what its notices need: its thread, its space (and course's owner), its author's name, its parent. */
export const postForNotice = async (db: Conn, postId: string) =>
  (
    await db
      .select({
        post: {
          id: forumPosts.id,
          authorId: forumPosts.authorId,
          body: forumPosts.body,
          hiddenAt: forumPosts.hiddenAt,
          deletedAt: forumPosts.deletedAt,
        },
        thread: {
          id: forumThreads.id,
          title: forumThreads.title,
          hiddenAt: forumThreads.hiddenAt,
          deletedAt: forumThreads.deletedAt,
        },
        space: { id: forumSpaces.id, kind: forumSpaces.kind, courseId: forumSpaces.courseId },
        ownerId: courses.ownerId,
        authorName: author.name,
        /** A comment whose reply is hidden or deleted is not seen either. */
        parentGone: sql<boolean>`coalesce(${parent.hiddenAt} is not null or ${parent.deletedAt} is not null, false)`,
      })
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .innerJoin(forumSpaces, eq(forumSpaces.id, forumThreads.spaceId))
      .leftJoin(courses, eq(courses.id, forumSpaces.courseId))
      .leftJoin(author, eq(author.id, forumPosts.authorId))
      .leftJoin(parent, eq(parent.id, forumPosts.parentId))
      .where(eq(forumPosts.id, postId))
  )[0];

/** Who watches the thread or its whole space. */
export const watchersOf = async (db: Conn, threadId: string, spaceId: string) =>
  (
    await db
      .selectDistinct({ userId: forumWatches.userId })
      .from(forumWatches)
      .where(or(eq(forumWatches.threadId, threadId), eq(forumWatches.spaceId, spaceId)))
  ).map((r) => r.userId);

/** A person's @handle: their e-mail's local part, in lower case. */
const handleOf = sql<string>`lower(split_part(${users.email}, '@', 1))`;
const activeUser = and(eq(users.status, 'active'), isNull(users.deletedAt));

/** The active people whose handle is one of `handles` (several may share one). */
export const peopleByHandles = (db: Conn, handles: readonly string[]) =>
  handles.length
    ? db
        .select({ id: users.id, handle: handleOf })
        .from(users)
        .where(and(activeUser, inArray(handleOf, [...handles])))
    : Promise.resolve([]);

/**
 * The active people among `userIds` with their roles and whether they are enrolled in the course (what the space
 * policy decides their reading on).
 */
export async function standingsOf(db: Conn, userIds: readonly string[], courseId: string | null) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const [roles, enrolled] = await Promise.all([
    db
      .select({ id: users.id, role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(activeUser, inArray(users.id, ids))),
    courseId
      ? db
          .select({ id: enrolments.userId })
          .from(enrolments)
          .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.userId, ids)))
      : Promise.resolve([]),
  ]);
  const isEnrolled = new Set(enrolled.map((e) => e.id));
  const people = new Map<string, { id: string; roles: Role[]; enrolled: boolean }>();
  for (const { id, role } of roles) {
    const person = people.get(id) ?? { id, roles: [], enrolled: isEnrolled.has(id) };
    person.roles.push(role);
    people.set(id, person);
  }
  return [...people.values()];
}

/**
 * Up to `limit` active people, but `exceptId`, who read a forum (a course's: its enrolled learners, its owner,
 * admins; the others: everyone) and whose name or handle holds `term`, by name. A handle others share is left out:
 * it mentions nobody.
 */
export function readersMatching(
  db: Conn,
  space: { courseId: string | null; ownerId: string | null },
  term: string | undefined,
  exceptId: string,
  limit: number,
) {
  const holds = (roles: readonly Role[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...roles]))),
    );
  const reads =
    space.courseId === null
      ? holds(ROLES)
      : or(
          and(
            holds(['Learner']),
            sql`exists (select 1 from ${enrolments} e where e.course_id = ${space.courseId} and e.user_id = ${users.id})`,
          ),
          space.ownerId ? and(eq(users.id, space.ownerId), holds(['CourseCoordinator'])) : undefined,
          holds(['Admin', 'SuperAdmin']),
        );
  const pattern = term ? containsPattern(term) : null;
  return db
    .select({ id: users.id, name: users.name, handle: handleOf })
    .from(users)
    .where(
      and(
        activeUser,
        ne(users.id, exceptId),
        reads,
        pattern ? or(ilike(users.name, pattern), ilike(handleOf, pattern)) : undefined,
        sql`not exists (select 1 from ${users} other where other.id <> ${users.id} and other.status = 'active' and other.deleted_at is null and lower(split_part(other.email, '@', 1)) = ${handleOf})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

// --- Pictures ---

export async function insertImage(tx: Tx, values: typeof forumImages.$inferInsert) {
  const [row] = await tx.insert(forumImages).values(values).returning();
  return row!;
}

export const findImage = async (db: Conn, id: string) =>
  (await db.select().from(forumImages).where(eq(forumImages.id, id)))[0] ?? null;

/** What every post of a thread renders to, deleted and hidden ones included (for the pictures they name). */
export const htmlOfThread = async (tx: Tx, threadId: string) =>
  (await tx.select({ html: forumPosts.html }).from(forumPosts).where(eq(forumPosts.threadId, threadId))).map(
    (r) => r.html,
  );

/**
 * Whether a post outside the thread names the picture (its id in the post's HTML): such a picture stays in its space
 * when the thread moves, for the readers of that other post.
 */
export async function imagesNamedElsewhere(tx: Tx, threadId: string, ids: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (const id of ids) {
    const [row] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(ne(forumPosts.threadId, threadId), ilike(forumPosts.html, `%${id}%`)))
      .limit(1);
    if (row) named.add(id);
  }
  return named;
}

/** Pictures of `from` move to `to` (a moved thread takes the pictures its posts show). */
export async function moveImages(tx: Tx, ids: readonly string[], from: string, to: string) {
  if (ids.length === 0) return;
  await tx
    .update(forumImages)
    .set({ spaceId: to })
    .where(and(inArray(forumImages.id, [...ids]), eq(forumImages.spaceId, from)));
}

/** The pictures a post names are posted (kept): the first post that names one sets when. */
export async function markImagesPosted(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(forumImages)
    .set({ postedAt: sql`now()` })
    .where(and(inArray(forumImages.id, [...ids]), isNull(forumImages.postedAt)));
}

/**
 * The files of pictures no post has named, uploaded before `before`, their rows locked until the transaction ends
 * (a post naming one meanwhile waits, then finds it gone; one that named it first keeps it). Skips rows another
 * sweep holds.
 */
export const lockUnpostedImageFiles = async (tx: Tx, before: Date, limit: number) =>
  (
    await tx
      .select({ fileId: forumImages.fileId })
      .from(forumImages)
      .where(and(isNull(forumImages.postedAt), lt(forumImages.createdAt, before)))
      .orderBy(asc(forumImages.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
  ).map((r) => r.fileId);
