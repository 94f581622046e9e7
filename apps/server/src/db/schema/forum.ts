import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FORUM_SPACE_KINDS, FORUM_THREAD_KINDS, REPORT_STATES } from '@talentpath/contracts/forum';
import { files } from './files.ts';
import { courses } from './learning.ts';
import { users } from './users.ts';

// The community's forums (issue 26, ADR 0069): spaces, threads, posts (a thread's opening text, its replies and
// one level of comments), the text each edit replaced, votes, who watches what, how far each reader has read, and
// reports for the moderators; and the pictures uploaded for posts.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The general forum and announcements: made by the migration, with these ids. */
export const GENERAL_SPACE_ID = '00000000-0000-4000-a000-00000000f001';
export const ANNOUNCEMENTS_SPACE_ID = '00000000-0000-4000-a000-00000000f002';

/** A forum: the general one, announcements (staff post), or a course's (made when first needed). */
export const forumSpaces = pgTable(
  'forum_spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FORUM_SPACE_KINDS }).notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_spaces_course_key').on(t.courseId),
    check('forum_spaces_kind_check', sql`${t.kind} in ('general', 'announcements', 'course')`),
    check('forum_spaces_course_check', sql`(${t.kind} = 'course') = (${t.courseId} is not null)`),
  ],
);

/**
 * A thread: a discussion or a question, its title and tags; its opening text is its first post. `lastActivityAt`
 * and `replyCount` are kept by the writes (the list sorts by them); `acceptedPostId` is a question's accepted answer.
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => forumSpaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FORUM_THREAD_KINDS }).notNull(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Replies that are not deleted (comments not counted). */
    replyCount: integer('reply_count').notNull().default(0),
    /** The opening post's score (the list sorts questions by votes). */
    score: integer('score').notNull().default(0),
    acceptedPostId: uuid('accepted_post_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'set null' }),
    pinned: boolean('pinned').notNull().default(false),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('simple', title)`),
  },
  (t) => [
    check('forum_threads_kind_check', sql`${t.kind} in ('discussion', 'question')`),
    // A space's list: pinned first, then by activity (or newest), what is deleted left out.
    // The lists' orders (bench:forum, 100,000 threads): in one forum, across every forum the caller reads, and the
    // count read from an index alone. DESC NULLS FIRST is PostgreSQL's own DESC: drizzle's `.desc()` alone writes
    // NULLS LAST, which an ORDER BY … DESC cannot use.
    index('forum_threads_space_activity_idx')
      .on(t.spaceId, t.pinned.desc().nullsFirst(), t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('forum_threads_space_created_idx')
      .on(t.spaceId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('forum_threads_activity_idx')
      .on(t.pinned.desc().nullsFirst(), t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('forum_threads_created_idx')
      .on(t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('forum_threads_votes_idx')
      .on(t.pinned.desc().nullsFirst(), t.score.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Key columns stand in for INCLUDE (not in drizzle 0.45): the count reads this index only.
    index('forum_threads_count_idx')
      .on(t.spaceId, t.kind, t.hiddenAt, t.acceptedPostId)
      .where(sql`${t.deletedAt} is null`),
    index('forum_threads_search_idx').using('gin', t.search),
    index('forum_threads_tags_idx').using('gin', t.tags),
  ],
);

/**
 * A post: a thread's opening text (`parentId` null, `opening`), a reply (`parentId` null) or a comment on a reply
 * (`parentId` the reply). `body` is the Markdown as written; `html` what it renders to, sanitised (ADR 0069).
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'cascade' }),
    opening: boolean('opening').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    score: integer('score').notNull().default(0),
    endorsedBy: uuid('endorsed_by').references(() => users.id, { onDelete: 'set null' }),
    endorsedAt: timestamp('endorsed_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('simple', body)`),
  },
  (t) => [
    // A thread's page: its posts in order.
    index('forum_posts_thread_idx').on(t.threadId, t.createdAt, t.id),
    // A thread's replies in order, a page's ids picked from the index (5,000 replies: bench:forum).
    index('forum_posts_replies_idx')
      .on(t.threadId, t.createdAt, t.id, t.hiddenAt)
      .where(sql`${t.parentId} is null and not ${t.opening}`),
    index('forum_posts_parent_idx').on(t.parentId),
    // The throttle: an author's posts of the last hour.
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    index('forum_posts_search_idx').using('gin', t.search),
    uniqueIndex('forum_posts_opening_key').on(t.threadId).where(sql`${t.opening}`),
    check('forum_posts_opening_check', sql`not (${t.opening} and ${t.parentId} is not null)`),
  ],
);

/** The text an edit replaced (moderators read a post's history). */
export const forumRevisions = pgTable(
  'forum_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** The thread's title as it was, when the edit changed it (an opening post's edit). */
    title: text('title'),
    body: text('body').notNull(),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_revisions_post_idx').on(t.postId, t.editedAt)],
);

/** One vote per person and post: +1 or -1 (never on one's own post: the service refuses it). */
export const forumVotes = pgTable(
  'forum_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), check('forum_votes_value_check', sql`${t.value} in (-1, 1)`)],
);

/** Who watches a thread or a whole space (told of new posts in it). */
export const forumWatches = pgTable(
  'forum_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').references(() => forumThreads.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').references(() => forumSpaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_watches_thread_key').on(t.threadId, t.userId).where(sql`${t.threadId} is not null`),
    uniqueIndex('forum_watches_space_key').on(t.spaceId, t.userId).where(sql`${t.spaceId} is not null`),
    index('forum_watches_user_idx').on(t.userId),
    check('forum_watches_target_check', sql`(${t.threadId} is null) <> (${t.spaceId} is null)`),
  ],
);

/** How far a reader has read a thread: unread is what came after. */
export const forumReads = pgTable(
  'forum_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** A report of a post, with why; open until a moderator settles it. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    state: text('state', { enum: REPORT_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('forum_reports_state_check', sql`${t.state} in ('open', 'upheld', 'dismissed')`),
    // One open report per reporter and post.
    uniqueIndex('forum_reports_open_key').on(t.postId, t.reporterId).where(sql`${t.state} = 'open'`),
    index('forum_reports_queue_idx').on(t.state, t.createdAt),
  ],
);

/**
 * A picture uploaded for a post, in the space it was uploaded to: who may read that space may see it (its address
 * carries a ticket, ADR 0069). `postedAt` is set when a post first names it; one no post named within a day is
 * removed with its file (forum.jobs.ts).
 */
export const forumImages = pgTable(
  'forum_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => forumSpaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('forum_images_file_key').on(t.fileId),
    // The daily sweep: pictures no post has named yet, oldest first.
    index('forum_images_unposted_idx').on(t.createdAt).where(sql`${t.postedAt} is null`),
  ],
);
