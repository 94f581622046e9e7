// Community (issue 26, ADR 0069): a general forum, announcements (staff post) and a forum per course; threads that
// are discussions or questions; replies and one level of comments; votes, an accepted answer and staff endorsement;
// reports for the moderators. Bodies are Markdown, rendered to sanitised HTML by the server.

import { z } from 'zod';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryText } from './paging.ts';
import { plainText } from './text.ts';

export const FORUM_SPACE_KINDS = ['general', 'announcements', 'course'] as const;
export type ForumSpaceKind = (typeof FORUM_SPACE_KINDS)[number];
export const FORUM_THREAD_KINDS = ['discussion', 'question'] as const;
export type ForumThreadKind = (typeof FORUM_THREAD_KINDS)[number];
export const REPORT_STATES = ['open', 'upheld', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const FORUM_TITLE_MAX = 150;
export const FORUM_BODY_MAX = 20_000;
export const FORUM_TAGS_MAX = 5;
export const FORUM_TAG_MAX = 30;
export const FORUM_REASON_MAX = 500;
/** Minutes in which the author may edit what they wrote (moderators may at any time). */
export const FORUM_EDIT_MINUTES = 30;
/** The posting throttle: at least this long between one person's posts, and at most this many an hour. */
export const FORUM_POST_INTERVAL_SECONDS = 30;
export const FORUM_POSTS_PER_HOUR = 20;
/** The most people one post @mentions (the first ones written); more are not told, to keep a post from paging all. */
export const FORUM_MENTIONS_MAX = 20;
/** A picture in a post (PNG, JPEG, GIF or WebP, judged by its content): at most this many bytes. */
export const FORUM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const FORUM_TITLE_REQUIRED = 'Enter a title';
export const FORUM_TITLE_TOO_LONG = `The title may be at most ${FORUM_TITLE_MAX} characters`;
export const FORUM_BODY_REQUIRED = 'Write something first';
export const FORUM_BODY_TOO_LONG = `A post may be at most ${FORUM_BODY_MAX} characters`;
export const FORUM_TAGS_INVALID = `At most ${FORUM_TAGS_MAX} tags, each of letters, digits and dashes, at most ${FORUM_TAG_MAX} characters`;
export const FORUM_REASON_REQUIRED = 'Say what is wrong with this post';
export const FORUM_REASON_TOO_LONG = `The reason may be at most ${FORUM_REASON_MAX} characters`;
export const FORUM_EDIT_EXPIRED = `A post can be edited for ${FORUM_EDIT_MINUTES} minutes after it is written`;
export const FORUM_NOT_A_QUESTION = 'Only a question has an accepted answer';
export const FORUM_COMMENT_DEPTH = 'Comment on a reply, not on a comment';
export const FORUM_LOCKED = 'This thread is locked: no new posts';
export const FORUM_TITLE_NOT_ALLOWED = 'The title contains characters that are not allowed';
export const FORUM_TEXT_NOT_ALLOWED = 'The text contains characters that are not allowed';
export const FORUM_REASON_NOT_ALLOWED = 'The reason contains characters that are not allowed';
export const FORUM_SPACE_INVALID = 'Space must be a valid id';
export const FORUM_REPORT_SETTLED = 'This report is already settled';
export const FORUM_MOVE_NOT_MODERATED = 'Move it to a forum you moderate';

const TAG = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

const title = z
  .string({ error: FORUM_TITLE_REQUIRED })
  .trim()
  .min(1, FORUM_TITLE_REQUIRED)
  .max(FORUM_TITLE_MAX, FORUM_TITLE_TOO_LONG)
  .check(plainText(FORUM_TITLE_NOT_ALLOWED, 'single'));
const body = z
  .string({ error: FORUM_BODY_REQUIRED })
  .trim()
  .min(1, FORUM_BODY_REQUIRED)
  .max(FORUM_BODY_MAX, FORUM_BODY_TOO_LONG)
  .check(plainText(FORUM_TEXT_NOT_ALLOWED, 'multi'));
const tags = z
  .array(
    z
      .string({ error: FORUM_TAGS_INVALID })
      .trim()
      .toLowerCase()
      .min(1, FORUM_TAGS_INVALID)
      .max(FORUM_TAG_MAX, FORUM_TAGS_INVALID)
      .regex(TAG, FORUM_TAGS_INVALID),
    { error: FORUM_TAGS_INVALID },
  )
  .max(FORUM_TAGS_MAX, FORUM_TAGS_INVALID)
  .transform((list) => [...new Set(list)]);

export const forumThreadParams = z.object({ threadId: z.uuid({ error: 'Thread must be a valid id' }) });
export const forumPostParams = z.object({ postId: z.uuid({ error: 'Post must be a valid id' }) });
export const forumSpaceParams = z.object({ spaceId: z.uuid({ error: FORUM_SPACE_INVALID }) });
export const forumReportParams = z.object({ reportId: z.uuid({ error: 'Report must be a valid id' }) });

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** A forum the caller may read, and what they may do in it. */
export const forumSpace = z.object({
  id: z.uuid(),
  kind: z.enum(FORUM_SPACE_KINDS),
  /** A course's forum: its course. */
  course: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  canPost: z.boolean(),
  canModerate: z.boolean(),
  /** The caller is told of every new thread and post in it (PUT /forum/spaces/{id}/watch). */
  watching: z.boolean(),
});
export type ForumSpace = z.infer<typeof forumSpace>;
export const forumSpaceList = z.object({ items: z.array(forumSpace) });
export type ForumSpaceList = z.infer<typeof forumSpaceList>;

/** GET /forum/spaces/{id}/people: at most this many readers of a forum, for the composer's @-suggestions. */
export const FORUM_PEOPLE_MAX = 8;
export const forumPeopleQuery = z.object({ q: queryText('Search', 60) });
/** A person who reads a forum, with the handle that mentions them (their e-mail's local part). */
export const forumPerson = z.object({ id: z.uuid(), name: z.string(), handle: z.string() });
export type ForumPerson = z.infer<typeof forumPerson>;
export const forumPeople = z.object({ items: z.array(forumPerson) });
export type ForumPeople = z.infer<typeof forumPeople>;

export const FORUM_THREAD_SORTS = ['activity', 'created', 'votes'] as const;
export const FORUM_ANSWER_STATES = ['answered', 'unanswered'] as const;

/** GET /forum/threads: in one space or every one the caller may read; searched, filtered, sorted. */
export const forumThreadQuery = pageQuery({
  sort: FORUM_THREAD_SORTS,
  defaultSort: '-activity',
  filters: z.object({
    spaceId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.uuid({ error: FORUM_SPACE_INVALID }).optional(),
    ),
    kind: queryEnum(FORUM_THREAD_KINDS, 'Kind'),
    /** Questions with an accepted answer, or without one. */
    answer: queryEnum(FORUM_ANSWER_STATES, 'Answer'),
    tag: queryText('Tag', FORUM_TAG_MAX),
    /** Words to find in titles and posts. */
    q: queryText('Search', 200),
    /** Only threads with posts the caller has not read. */
    unread: queryBoolean('Unread'),
  }),
});
export type ForumThreadQuery = z.infer<typeof forumThreadQuery>;

export const forumThreadSummary = z.object({
  id: z.uuid(),
  space: z.object({ id: z.uuid(), kind: z.enum(FORUM_SPACE_KINDS), courseTitle: z.string().nullable() }),
  kind: z.enum(FORUM_THREAD_KINDS),
  title: z.string(),
  tags: z.array(z.string()),
  author: person,
  createdAt: z.iso.datetime({ offset: true }),
  lastActivityAt: z.iso.datetime({ offset: true }),
  replyCount: z.int(),
  score: z.int(),
  /** A question with an accepted answer. */
  answered: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** Hidden by a moderator: only moderators see it. */
  hidden: z.boolean(),
  /** Posts came after the caller last read it (or they never opened it). */
  unread: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummary>;
export const forumThreadPage = pageOf(forumThreadSummary);
export type ForumThreadPage = z.infer<typeof forumThreadPage>;

/** POST /forum/threads: a discussion or a question in a forum the caller may post in. */
export const createForumThread = z.object({
  spaceId: z.uuid({ error: FORUM_SPACE_INVALID }),
  kind: z.enum(FORUM_THREAD_KINDS, { error: `Kind must be one of: ${FORUM_THREAD_KINDS.join(', ')}` }),
  title,
  body,
  tags: tags.default([]),
});
export type CreateForumThread = z.input<typeof createForumThread>;

/** A post as its reader sees it: deleted or hidden, its text is gone (moderators still see a hidden one's). */
const postFields = {
  id: z.uuid(),
  author: person,
  /** The Markdown as written (for quoting and editing); empty when deleted or hidden from the reader. */
  body: z.string(),
  /** What it renders to, sanitised by the server. */
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  score: z.int(),
  /** The caller's vote: 1, -1, or 0. */
  myVote: z.int().min(-1).max(1),
  endorsed: z.object({ by: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
};
export const forumComment = z.object(postFields);
export type ForumComment = z.infer<typeof forumComment>;
export const forumPost = z.object({
  ...postFields,
  /** The question's accepted answer. */
  accepted: z.boolean(),
  comments: z.array(forumComment),
});
export type ForumPost = z.infer<typeof forumPost>;

/** GET /forum/threads/{id}: the thread, its opening post, and what the caller may do. */
export const forumThread = forumThreadSummary.extend({
  opening: forumPost,
  watching: z.boolean(),
  canReply: z.boolean(),
  /** The asker or the course's staff may accept an answer (a question only). */
  canAccept: z.boolean(),
  canModerate: z.boolean(),
});
export type ForumThread = z.infer<typeof forumThread>;

/** GET /forum/threads/{id}/posts: its replies, oldest first (or by votes), each with its comments. */
export const forumPostQuery = pageQuery({ sort: ['created', 'votes'] as const, defaultSort: 'created' });
export const forumPostPage = pageOf(forumPost);
export type ForumPostPage = z.infer<typeof forumPostPage>;

/** POST /forum/threads/{id}/posts: a reply, or a comment on one (`parentId`). */
export const createForumPost = z.object({
  body,
  parentId: z.uuid({ error: 'Parent must be a valid id' }).nullish(),
});
export type CreateForumPost = z.infer<typeof createForumPost>;

/** POST /forum/preview: what a text will look like, rendered and sanitised as a post would be (nothing is kept). */
export const forumPreviewRequest = z.object({ body });
export const forumPreview = z.object({ html: z.string() });

/** POST /forum/spaces/{id}/images: an uploaded picture, its address, and the Markdown that shows it. */
export const forumImage = z.object({
  id: z.uuid(),
  /** `/api/forum/images/{id}`: what a post names (the server adds each reader's ticket when it shows the post). */
  url: z.string(),
  /** `![name](url)`: what the composer inserts. */
  markdown: z.string(),
});
export type ForumImage = z.infer<typeof forumImage>;
export const forumImageParams = z.object({ imageId: z.uuid({ error: 'Picture must be a valid id' }) });
export const forumImageQuery = z.object({
  /** The signed ticket the API put in the post's `src` (an `<img>` sends no token). */
  t: z.string().max(300).optional(),
});

/** PATCH /forum/posts/{id}: the new text (and, for a thread's opening post, its title). */
export const editForumPost = z.object({ body, title: title.optional() });
export type EditForumPost = z.infer<typeof editForumPost>;

/** PUT /forum/posts/{id}/vote: up, down, or taken back (0). */
export const forumVote = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'Vote must be 1, -1 or 0' }),
});
export const forumVoteResult = z.object({ score: z.int(), myVote: z.int().min(-1).max(1) });

/** POST /forum/threads/{id}/accept: the accepted answer (one of its replies), or none. */
export const acceptForumAnswer = z.object({ postId: z.uuid({ error: 'Post must be a valid id' }).nullable() });

export const forumFlag = (label: string) => z.boolean({ error: `${label} must be true or false` });
export const forumEndorsement = z.object({ endorsed: forumFlag('Endorsed') });
export const forumWatch = z.object({ watching: forumFlag('Watching') });
export const forumHidden = z.object({ hidden: forumFlag('Hidden') });

/** PATCH /forum/threads/{id} (moderators): pin, lock, or move it to another forum. */
export const moderateForumThread = z
  .object({
    pinned: forumFlag('Pinned').optional(),
    locked: forumFlag('Locked').optional(),
    spaceId: z.uuid({ error: FORUM_SPACE_INVALID }).optional(),
  })
  .refine((v) => v.pinned !== undefined || v.locked !== undefined || v.spaceId !== undefined, {
    error: 'Say what to change: pinned, locked or spaceId',
  });
export type ModerateForumThread = z.infer<typeof moderateForumThread>;

/** POST /forum/posts/{id}/reports: why. */
export const reportForumPost = z.object({
  reason: z
    .string({ error: FORUM_REASON_REQUIRED })
    .trim()
    .min(1, FORUM_REASON_REQUIRED)
    .max(FORUM_REASON_MAX, FORUM_REASON_TOO_LONG)
    .check(plainText(FORUM_REASON_NOT_ALLOWED, 'multi')),
});

export const forumReport = z.object({
  id: z.uuid(),
  reason: z.string(),
  state: z.enum(REPORT_STATES),
  reporter: person,
  createdAt: z.iso.datetime({ offset: true }),
  post: z.object({
    id: z.uuid(),
    threadId: z.uuid(),
    threadTitle: z.string(),
    author: person,
    html: z.string(),
    hidden: z.boolean(),
    deleted: z.boolean(),
  }),
});
export type ForumReport = z.infer<typeof forumReport>;
export const forumReportQuery = pageQuery({
  sort: ['created'] as const,
  defaultSort: 'created',
  filters: z.object({ state: queryEnum(REPORT_STATES, 'State') }),
});
export const forumReportPage = pageOf(forumReport);
export type ForumReportPage = z.infer<typeof forumReportPage>;

/** POST /forum/reports/{id}/settle: upheld hides the post; dismissed leaves it. */
export const settleForumReport = z.object({
  outcome: z.enum(['upheld', 'dismissed'], { error: 'Outcome must be upheld or dismissed' }),
});

/** GET /forum/posts/{id}/revisions (moderators): the text each edit replaced, newest first. */
export const forumRevisionList = z.object({
  items: z.array(
    z.object({
      title: z.string().nullable(),
      body: z.string(),
      editedBy: person,
      editedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type ForumRevisionList = z.infer<typeof forumRevisionList>;

// Live replies (issue 26, ADR 0070): a Socket.IO namespace on the hub's path (NOTIFICATION_HUB_PATH) that every
// signed-in role may open. A reader asks to follow a thread (its room); the server admits only who may read it.
// A post's change is told by its ids alone: the reader reads it again through the API, which applies what they may see.

export const FORUM_LIVE_NAMESPACE = '/forum';
/** Client → server: follow a thread (answered `{ ok }`), or stop. */
export const FORUM_JOIN = 'forum:join';
export const FORUM_LEAVE = 'forum:leave';
/** Server → client: a post of a followed thread was written, edited or hidden/deleted/restored. */
export const FORUM_POST = 'forum:post';
/** How many threads one socket may follow at once. */
export const FORUM_LIVE_ROOMS_MAX = 20;

export const FORUM_POST_CHANGES = ['created', 'updated', 'removed'] as const;
export type ForumPostChange = (typeof FORUM_POST_CHANGES)[number];
/** What `forum:join` and `forum:leave` carry. */
export const forumLiveRoom = z.object({ threadId: z.uuid() });
export type ForumLiveRoom = z.infer<typeof forumLiveRoom>;
export type ForumLivePost = { threadId: string; postId: string; kind: ForumPostChange };
export type ForumLiveServerEvents = { [FORUM_POST]: (post: ForumLivePost) => void };
export type ForumLiveClientEvents = {
  [FORUM_JOIN]: (room: ForumLiveRoom, ack: (answer: { ok: boolean }) => void) => void;
  [FORUM_LEAVE]: (room: ForumLiveRoom) => void;
};
