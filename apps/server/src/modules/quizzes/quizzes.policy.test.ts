import { describe, expect, it } from 'vitest';
import type { CourseStatus } from '@talentpath/contracts/courses';
import type { ReviewPolicy } from '@talentpath/contracts/quizzes';
import type { Role } from '@talentpath/contracts/roles';
import {
  attemptParty,
  mayAnswerAttempt,
  mayGradeAttempt,
  mayReadAttempt,
  mayReadResults,
  mayStartAttempt,
  reviewOpen,
  startRefusal,
} from './quizzes.policy.ts';
import { all, policyMatrix } from '../../../test/support/policy-matrix.ts';

// ADR 0036's ownership rules of attempts as one matrix, written out (not recomputed): every kind of caller × every
// status of the quiz's course × every decision, allow and deny alike. A cell is [draft, published, archived].
// "Own attempt": the attempt asked about is the caller's; otherwise it is another learner's.

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE = '22222222-2222-4222-8222-222222222222';

type Actor = {
  role: Role;
  owner?: boolean;
  enrolled?: 'open' | 'completed';
  ownAttempt?: boolean;
};
const ACTORS = {
  SuperAdmin: { role: 'SuperAdmin' },
  Admin: { role: 'Admin' },
  'CourseCoordinator, owner': { role: 'CourseCoordinator', owner: true },
  'CourseCoordinator, not owner': { role: 'CourseCoordinator' },
  ProjectManager: { role: 'ProjectManager' },
  'Learner, enrolled, own attempt': { role: 'Learner', enrolled: 'open', ownAttempt: true },
  'Learner, enrolled, another’s attempt': { role: 'Learner', enrolled: 'open' },
  'Learner, not enrolled': { role: 'Learner' },
  'Learner, completed, own attempt': { role: 'Learner', enrolled: 'completed', ownAttempt: true },
} satisfies Record<string, Actor>;

const decision = policyMatrix(ACTORS);

const viewer = (a: Actor) => ({ userId: ME, role: a.role });
const course = (a: Actor, status: CourseStatus) => ({ status, ownerId: a.owner ? ME : SOMEONE });
const enrolment = (a: Actor) =>
  a.enrolled ? { completedAt: a.enrolled === 'completed' ? new Date('2026-01-02T03:04:05Z') : null } : null;
const party = (a: Actor, s: CourseStatus) =>
  attemptParty(viewer(a), { userId: a.ownAttempt ? ME : SOMEONE }, course(a, s));

const NF = 'NOT_FOUND';

decision(
  'start or resume an attempt (POST /quizzes/{id}/attempts)',
  {
    SuperAdmin: all('NOT_ENROLLED'),
    Admin: all('NOT_ENROLLED'),
    'CourseCoordinator, owner': all('NOT_ENROLLED'),
    'CourseCoordinator, not owner': [NF, 'NOT_ENROLLED', NF],
    ProjectManager: [NF, 'NOT_ENROLLED', NF],
    'Learner, enrolled, own attempt': [NF, 'ok', 'COURSE_ARCHIVED'],
    'Learner, enrolled, another’s attempt': [NF, 'ok', 'COURSE_ARCHIVED'],
    'Learner, not enrolled': [NF, 'NOT_ENROLLED', NF],
    'Learner, completed, own attempt': [NF, 'ok', 'COURSE_ARCHIVED'],
  },
  (a, s) => mayStartAttempt(viewer(a), course(a, s), enrolment(a)),
);

decision(
  'read an attempt (GET /attempts/{id})',
  {
    SuperAdmin: all(NF),
    Admin: all(NF),
    'CourseCoordinator, owner': all('ok'),
    'CourseCoordinator, not owner': all(NF),
    ProjectManager: all(NF),
    'Learner, enrolled, own attempt': all('ok'),
    'Learner, enrolled, another’s attempt': all(NF),
    'Learner, not enrolled': all(NF),
    'Learner, completed, own attempt': all('ok'),
  },
  (a, s) => mayReadAttempt(party(a, s)),
);

decision(
  'save answers to an attempt or submit it (PUT /attempts/{id}, POST /attempts/{id}/submit)',
  {
    SuperAdmin: all(NF),
    Admin: all(NF),
    'CourseCoordinator, owner': all('FORBIDDEN'),
    'CourseCoordinator, not owner': all(NF),
    ProjectManager: all(NF),
    'Learner, enrolled, own attempt': all('ok'),
    'Learner, enrolled, another’s attempt': all(NF),
    'Learner, not enrolled': all(NF),
    'Learner, completed, own attempt': all('ok'),
  },
  (a, s) => mayAnswerAttempt(party(a, s)),
);

decision(
  'mark an attempt’s essays (POST /attempts/{id}/grade)',
  {
    SuperAdmin: all(NF),
    Admin: all(NF),
    'CourseCoordinator, owner': all('ok'),
    'CourseCoordinator, not owner': all(NF),
    ProjectManager: all(NF),
    'Learner, enrolled, own attempt': all(NF),
    'Learner, enrolled, another’s attempt': all(NF),
    'Learner, not enrolled': all(NF),
    'Learner, completed, own attempt': all(NF),
  },
  (a, s) => mayGradeAttempt(party(a, s)),
);

decision(
  'read the quiz’s results, export them, regrade, preview (GET /quizzes/{id}/results …)',
  {
    SuperAdmin: all('COURSE_NOT_OWNER'),
    Admin: all('COURSE_NOT_OWNER'),
    'CourseCoordinator, owner': all('ok'),
    'CourseCoordinator, not owner': [NF, 'COURSE_NOT_OWNER', NF],
    ProjectManager: [NF, 'COURSE_NOT_OWNER', NF],
    'Learner, enrolled, own attempt': [NF, 'COURSE_NOT_OWNER', NF],
    'Learner, enrolled, another’s attempt': [NF, 'COURSE_NOT_OWNER', NF],
    'Learner, not enrolled': [NF, 'COURSE_NOT_OWNER', NF],
    'Learner, completed, own attempt': [NF, 'COURSE_NOT_OWNER', NF],
  },
  (a, s) => mayReadResults(viewer(a), course(a, s)),
);

describe('reviewOpen: answers, marks and feedback', () => {
  const NOW = new Date('2026-03-01T12:00:00Z');
  const BEFORE = new Date('2026-03-01T11:00:00Z');
  const AFTER = new Date('2026-03-01T13:00:00Z');
  // [review, closesAt, state] → [the learner, the owner]
  const cases: [ReviewPolicy, Date | null, string, boolean, boolean][] = [
    ['after-submit', null, 'in-progress', false, false],
    ['after-submit', null, 'graded', true, true],
    ['after-submit', null, 'needs-grading', true, true],
    ['never', null, 'graded', false, true],
    ['never', BEFORE, 'graded', false, true],
    ['after-close', null, 'graded', false, true],
    ['after-close', AFTER, 'graded', false, true],
    ['after-close', BEFORE, 'graded', true, true],
    ['after-close', NOW, 'graded', true, true],
    ['after-close', BEFORE, 'in-progress', false, false],
  ];
  it.each(cases)('review %s, closing %s, attempt %s → learner %s, owner %s', (review, closesAt, state, l, o) => {
    const quiz = { review, closesAt };
    expect(reviewOpen({ state }, quiz, 'learner', NOW)).toBe(l);
    expect(reviewOpen({ state }, quiz, 'owner', NOW)).toBe(o);
  });
});

describe('startRefusal: the quiz’s window and attempts left', () => {
  const NOW = new Date('2026-03-01T12:00:00Z');
  const at = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);
  it.each([
    [{ opensAt: null, closesAt: null, attemptsAllowed: null }, 99, null],
    [{ opensAt: at(1), closesAt: null, attemptsAllowed: null }, 0, 'QUIZ_NOT_OPEN'],
    [{ opensAt: at(-1), closesAt: at(1), attemptsAllowed: null }, 0, null],
    [{ opensAt: null, closesAt: NOW, attemptsAllowed: null }, 0, 'QUIZ_CLOSED'],
    [{ opensAt: null, closesAt: at(-1), attemptsAllowed: 3 }, 3, 'QUIZ_CLOSED'],
    [{ opensAt: null, closesAt: null, attemptsAllowed: 2 }, 1, null],
    [{ opensAt: null, closesAt: null, attemptsAllowed: 2 }, 2, 'NO_ATTEMPTS_LEFT'],
  ] as const)('%o with %i taken → %s', (quiz, taken, refusal) => {
    expect(startRefusal(quiz, taken, NOW)).toBe(refusal);
  });
});
