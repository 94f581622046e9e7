import { describe, expect, it } from 'vitest';
import { FORUM_EDIT_MINUTES } from '@talentpath/contracts/forum';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { mayAccept, mayDeletePost, mayEditPost, mayReply, mayVote, spaceAccess } from './forum.policy.ts';

// The forum's rules as a matrix (ADR 0069): every role against every kind of space and standing in its course.

const ME = 'me';
const as = (role: Role) => ({ userId: ME, role });
const flags = (a: { read: boolean; post: boolean; moderate: boolean }) =>
  `${a.read ? 'r' : '-'}${a.post ? 'p' : '-'}${a.moderate ? 'm' : '-'}`;

describe('spaceAccess', () => {
  it('the general forum, announcements and a course’s forum, for each role and standing', () => {
    const standings = {
      none: { owns: false, enrolled: false, admin: false },
      enrolled: { owns: false, enrolled: true, admin: false },
      owner: { owns: true, enrolled: false, admin: false },
    };
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        [
          flags(spaceAccess(as(role), 'general', null)),
          flags(spaceAccess(as(role), 'announcements', null)),
          ...Object.values(standings).map((s) => flags(spaceAccess(as(role), 'course', s))),
        ].join(' '),
      ]),
    );
    expect(table).toEqual({
      //            general ann. course: none enrolled owner
      Learner: 'rp- r-- --- rp- ---',
      CourseCoordinator: 'rp- rp- --- --- rpm',
      ProjectManager: 'rp- r-- --- --- ---',
      Admin: 'rpm rpm rpm rpm rpm',
      SuperAdmin: 'rpm rpm rpm rpm rpm',
    });
  });
});

describe('posts', () => {
  const reader = { read: true, post: true, moderate: false };
  const moderator = { read: true, post: true, moderate: true };
  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const mine = { authorId: ME, createdAt: ago(1), deleted: false };
  const theirs = { authorId: 'them', createdAt: ago(1), deleted: false };

  it('editing: the author within the window, a moderator always, nobody a deleted post', () => {
    expect(mayEditPost(as('Learner'), reader, mine, now)).toBe('ok');
    expect(mayEditPost(as('Learner'), reader, { ...mine, createdAt: ago(FORUM_EDIT_MINUTES) }, now)).toBe('ok');
    expect(mayEditPost(as('Learner'), reader, { ...mine, createdAt: ago(FORUM_EDIT_MINUTES + 1) }, now)).toBe(
      'EDIT_EXPIRED',
    );
    expect(mayEditPost(as('Learner'), reader, theirs, now)).toBe('FORBIDDEN');
    expect(mayEditPost(as('Admin'), moderator, { ...theirs, createdAt: ago(10_000) }, now)).toBe('ok');
    expect(mayEditPost(as('Admin'), moderator, { ...theirs, deleted: true }, now)).toBe('FORBIDDEN');
  });

  it('deleting, voting, accepting and replying', () => {
    expect(mayDeletePost(as('Learner'), reader, mine)).toBe(true);
    expect(mayDeletePost(as('Learner'), reader, theirs)).toBe(false);
    expect(mayDeletePost(as('Admin'), moderator, theirs)).toBe(true);
    expect(mayDeletePost(as('Learner'), reader, { ...mine, deleted: true })).toBe(false);

    expect(mayVote(as('Learner'), reader, theirs)).toBe('ok');
    expect(mayVote(as('Learner'), reader, mine)).toBe('OWN_POST');
    expect(mayVote(as('Learner'), reader, { ...theirs, deleted: true })).toBe('FORBIDDEN');
    expect(mayVote(as('Learner'), { read: false, post: false, moderate: false }, theirs)).toBe('FORBIDDEN');

    const question = { kind: 'question' as const, authorId: ME };
    expect(mayAccept(as('Learner'), reader, question)).toBe(true);
    expect(mayAccept(as('Learner'), reader, { ...question, authorId: 'them' })).toBe(false);
    expect(mayAccept(as('CourseCoordinator'), moderator, { ...question, authorId: 'them' })).toBe(true);
    expect(mayAccept(as('Learner'), reader, { ...question, kind: 'discussion' })).toBe(false);

    expect(mayReply(reader, { locked: false })).toBe(true);
    expect(mayReply(reader, { locked: true })).toBe(false);
    expect(mayReply(moderator, { locked: true })).toBe(true);
    expect(mayReply({ read: true, post: false, moderate: false }, { locked: false })).toBe(false);
  });
});
