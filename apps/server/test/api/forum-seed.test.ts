import { describe, expect, it } from 'vitest';
import type { ForumPostPage, ForumSpaceList, ForumThread, ForumThreadPage } from '@talentpath/contracts/forum';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { seedForum } from '../../src/db/seed/forum.ts';
import { forumThreads } from '../../src/db/schema/forum.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The forum demo data (seed/forum.ts, issue 26) as the API shows it: a general forum, announcements and the
// TypeScript course's forum; questions answered and accepted, answered, unanswered; votes, a comment, an endorsed
// answer, a pinned and a locked thread, and a report waiting in the moderators' queue. Seeded once.

const t = await fileTestApp({}, { seeded: true });
const as = async (email: string, role: 'Learner' | 'Admin' = 'Learner') =>
  (await signIn(t, { email: `${email}@talentpath.test`, password: DEMO_PASSWORD }, role)).headers;
const get = async <T>(path: string, h: Record<string, string>) => {
  const res = await call(t, 'GET', `/api${path}`, undefined, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('forum demo data', () => {
  it('learner@ finds the three forums, a pinned welcome first, questions in every state, and a locked thread', async () => {
    const h = await as('learner');
    const spaces = (await get<ForumSpaceList>('/forum/spaces', h)).items;
    // The two for everyone first, then a forum for each of their courses.
    expect(spaces.slice(0, 2).map((s) => s.kind)).toEqual(['general', 'announcements']);
    const typescript = spaces.find((s) => s.course?.title === 'TypeScript for working developers')!;
    expect(spaces.slice(2).every((s) => s.kind === 'course')).toBe(true);
    const general = spaces[0]!.id;
    const list = (await get<ForumThreadPage>(`/forum/threads?spaceId=${general}`, h)).items;
    expect(list[0]).toMatchObject({ title: 'Welcome to the community forum', pinned: true });
    expect(list.find((i) => i.locked)?.title).toBe('Office move: where do the printers go?');
    const answered = await get<ForumThreadPage>('/forum/threads?kind=question&answer=answered', h);
    const unanswered = await get<ForumThreadPage>('/forum/threads?kind=question&answer=unanswered', h);
    expect(answered.totalCount).toBeGreaterThanOrEqual(1);
    expect(unanswered.totalCount).toBeGreaterThanOrEqual(2);

    // The accepted answer, endorsed and voted; a question in the course's forum with a comment and a mention.
    const renewal = answered.items.find((i) => i.title.startsWith('How do I renew'))!;
    const replies = (await get<ForumPostPage>(`/forum/threads/${renewal.id}/posts`, h)).items;
    expect(replies[0]).toMatchObject({ accepted: true, score: 3, myVote: 1, endorsed: { by: 'Amir Haddad' } });
    const course = (await get<ForumThreadPage>(`/forum/threads?spaceId=${typescript.id}&kind=question`, h)).items[0]!;
    const thread = await get<ForumThread>(`/forum/threads/${course.id}`, h);
    expect(thread.opening.html).toContain('<code>unknown</code>');
    const answers = (await get<ForumPostPage>(`/forum/threads/${course.id}/posts`, h)).items;
    expect(answers[0]!.comments.map((c) => c.body)).toEqual(['That example helps, thank you!']);
    expect(answers[0]!.html).toContain('<pre><code class="language-ts">');
    // A mention by handle: the e-mail's local part.
    expect(answers[1]!.body).toContain('@ase.strand');
  });

  it('a report waits in the admin’s queue; a second seed writes nothing', async () => {
    const queue = await get<{ items: { reason: string; post: { threadTitle: string } }[] }>(
      '/forum/moderation/reports?state=open',
      await as('admin', 'Admin'),
    );
    expect(queue.items.map((r) => r.post.threadTitle)).toContain('Share your favourite compiler option');
    const before = await t.db.$count(forumThreads);
    await seedForum(t.db);
    expect(await t.db.$count(forumThreads)).toBe(before);
  });
});
