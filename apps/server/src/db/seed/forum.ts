import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { renderPost } from '../../modules/forum/forum.public.ts';
import {
  ANNOUNCEMENTS_SPACE_ID,
  forumPosts,
  forumReports,
  forumSpaces,
  forumThreads,
  forumVotes,
  forumWatches,
  GENERAL_SPACE_ID,
} from '../schema/forum.ts';
import { courses } from '../schema/learning.ts';
import { users } from '../schema/users.ts';

// Demo forums (issue 26, ADR 0069), once: the general forum, announcements and the TypeScript course's forum, with
// discussions and questions — answered and accepted, answered without an accepted answer, unanswered — votes, a
// comment, a mention, an endorsed answer, a pinned and a locked thread, and a reported post waiting in the queue.

const at = (name: string) => `${name}@talentpath.test`;
const TS = 'TypeScript for working developers';
const HOUR = 3_600_000;

type Post = { by: string; body: string; hoursAgo: number; votes?: string[]; comments?: Post[]; endorsedBy?: string };
type Thread = {
  space: 'general' | 'announcements' | 'course';
  kind: 'discussion' | 'question';
  title: string;
  tags?: string[];
  by: string;
  body: string;
  hoursAgo: number;
  votes?: string[];
  replies?: Post[];
  /** The index of the accepted reply. */
  accepted?: number;
  pinned?: boolean;
  locked?: boolean;
  /** A report on a reply: its index, who reports and why. */
  report?: { reply: number; by: string; reason: string };
};

const THREADS: Thread[] = [
  {
    space: 'general',
    kind: 'discussion',
    title: 'Welcome to the community forum',
    tags: ['welcome'],
    by: 'admin',
    hoursAgo: 24 * 14,
    pinned: true,
    body: 'Ask questions, share what you learned and help each other.\n\n- Be kind and specific\n- Mark the answer that solved your question\n- Report a post that breaks the rules',
    votes: ['learner', 'kari.nordmann', 'coordinator'],
    replies: [
      { by: 'learner', hoursAgo: 24 * 13, body: 'Thanks! Happy to be here.' },
      { by: 'kari.nordmann', hoursAgo: 24 * 12, body: 'Great to have a place for questions between courses.' },
    ],
  },
  {
    space: 'general',
    kind: 'question',
    title: 'How do I renew a certificate that ends soon?',
    tags: ['certificates'],
    by: 'learner',
    hoursAgo: 24 * 6,
    body: 'My **GDPR at work** certificate ends in three weeks. Do I have to enrol again?',
    votes: ['kari.nordmann'],
    accepted: 0,
    replies: [
      {
        by: 'coordinator',
        hoursAgo: 24 * 6 - 3,
        body: 'No new enrolment needed: open the certificate and choose **Renew by retaking the course**. Your current certificate stays valid until its last day.',
        votes: ['learner', 'kari.nordmann', 'admin'],
        endorsedBy: 'admin',
      },
      {
        by: 'kari.nordmann',
        hoursAgo: 24 * 5,
        body: 'I did this last month — the new certificate links to the old one on the verification page.',
        votes: ['learner'],
      },
    ],
  },
  {
    space: 'general',
    kind: 'question',
    title: 'Is there a study group for Kotlin?',
    tags: ['kotlin', 'study-group'],
    by: 'kari.nordmann',
    hoursAgo: 30,
    body: 'I would like to go through the Kotlin basics with others. Anyone?',
  },
  {
    space: 'general',
    kind: 'discussion',
    title: 'Office move: where do the printers go?',
    by: 'admin',
    hoursAgo: 24 * 40,
    locked: true,
    body: 'Settled: the printers stay on the second floor. Locking this thread.',
    replies: [{ by: 'eirik.kristiansen', hoursAgo: 24 * 39, body: 'Second floor works for us.' }],
  },
  {
    space: 'announcements',
    kind: 'discussion',
    title: 'Learning paths are coming in January',
    tags: ['news'],
    by: 'admin',
    hoursAgo: 24 * 2,
    body: 'From January you can follow a **learning path**: courses in order, with what each unlocks. Your coordinator will assign the first ones.',
  },
  {
    space: 'course',
    kind: 'question',
    title: 'When should I use `unknown` instead of `any`?',
    tags: ['typescript', 'types'],
    by: 'learner',
    hoursAgo: 26,
    body: 'Lesson 3 says to prefer `unknown`. What goes wrong with `any`?',
    votes: ['ase.strand'],
    replies: [
      {
        by: 'ase.strand',
        hoursAgo: 25,
        body: '`any` switches the checker off for that value and everything it touches. `unknown` makes you check first:\n\n```ts\nfunction parse(input: unknown) {\n  if (typeof input === "string") return input.trim();\n  throw new Error("Expected text");\n}\n```',
        votes: ['learner', 'coordinator'],
        comments: [{ by: 'learner', hoursAgo: 24, body: 'That example helps, thank you!' }],
      },
      {
        by: 'coordinator',
        hoursAgo: 20,
        body: 'Good answer from @ase.strand. See also the *Narrowing* section of lesson 4.',
      },
    ],
  },
  {
    space: 'course',
    kind: 'discussion',
    title: 'Share your favourite compiler option',
    tags: ['typescript'],
    by: 'coordinator',
    hoursAgo: 24 * 3,
    body: 'Mine is `noUncheckedIndexedAccess`. What is yours?',
    replies: [
      { by: 'learner', hoursAgo: 24 * 3 - 5, body: '`exactOptionalPropertyTypes` — it caught two bugs in my project.' },
      { by: 'eirik.kristiansen', hoursAgo: 24 * 2, body: 'Compiler options are for people with too much time. lol' },
    ],
    report: { reply: 1, by: 'learner', reason: 'Mocking others instead of taking part in the discussion.' },
  },
];

export async function seedForum(db: Db) {
  if ((await db.$count(forumThreads)) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        ['admin', 'coordinator', 'learner', 'kari.nordmann', 'ase.strand', 'eirik.kristiansen'].map(at),
      ),
    );
  const id = new Map(people.map((p) => [p.email.replace('@talentpath.test', ''), p.id]));
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, TS));
  if (!course || id.size < 6) return;
  const [courseSpace] = await db
    .insert(forumSpaces)
    .values({ kind: 'course', courseId: course.id })
    .onConflictDoUpdate({ target: forumSpaces.courseId, set: { courseId: course.id } })
    .returning({ id: forumSpaces.id });
  const spaceOf = { general: GENERAL_SPACE_ID, announcements: ANNOUNCEMENTS_SPACE_ID, course: courseSpace!.id };
  const now = Date.now();
  const when = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);

  await db.transaction(async (tx) => {
    const writePost = async (threadId: string, post: Post, extra: { opening?: boolean; parentId?: string } = {}) => {
      const score = post.votes?.length ?? 0;
      const [row] = await tx
        .insert(forumPosts)
        .values({
          threadId,
          opening: extra.opening ?? false,
          parentId: extra.parentId ?? null,
          authorId: id.get(post.by)!,
          body: post.body,
          html: renderPost(post.body),
          createdAt: when(post.hoursAgo),
          score,
          ...(post.endorsedBy ? { endorsedBy: id.get(post.endorsedBy)!, endorsedAt: when(post.hoursAgo - 1) } : {}),
        })
        .returning({ id: forumPosts.id });
      if (post.votes?.length)
        await tx.insert(forumVotes).values(post.votes.map((v) => ({ postId: row!.id, userId: id.get(v)!, value: 1 })));
      for (const comment of post.comments ?? []) await writePost(threadId, comment, { parentId: row!.id });
      return row!.id;
    };

    for (const t of THREADS) {
      const replies = t.replies ?? [];
      const last = Math.min(
        t.hoursAgo,
        ...replies.flatMap((r) => [r.hoursAgo, ...(r.comments ?? []).map((c) => c.hoursAgo)]),
      );
      const [thread] = await tx
        .insert(forumThreads)
        .values({
          spaceId: spaceOf[t.space],
          kind: t.kind,
          title: t.title,
          tags: t.tags ?? [],
          authorId: id.get(t.by)!,
          createdAt: when(t.hoursAgo),
          lastActivityAt: when(last),
          replyCount: replies.length,
          score: t.votes?.length ?? 0,
          pinned: t.pinned ?? false,
          lockedAt: t.locked ? when(t.hoursAgo - 48) : null,
        })
        .returning({ id: forumThreads.id });
      const threadId = thread!.id;
      await writePost(threadId, { by: t.by, body: t.body, hoursAgo: t.hoursAgo, votes: t.votes }, { opening: true });
      const replyIds: string[] = [];
      for (const r of replies) replyIds.push(await writePost(threadId, r));
      if (t.accepted !== undefined)
        await tx
          .update(forumThreads)
          .set({ acceptedPostId: replyIds[t.accepted]! })
          .where(eq(forumThreads.id, threadId));
      // Authors watch their threads, and whoever replied.
      const watchers = new Set([t.by, ...replies.map((r) => r.by)]);
      await tx
        .insert(forumWatches)
        .values([...watchers].map((w) => ({ userId: id.get(w)!, threadId })))
        .onConflictDoNothing();
      if (t.report)
        await tx.insert(forumReports).values({
          postId: replyIds[t.report.reply]!,
          reporterId: id.get(t.report.by)!,
          reason: t.report.reason,
          createdAt: when(replies[t.report.reply]!.hoursAgo - 2),
        });
    }
  });
}
