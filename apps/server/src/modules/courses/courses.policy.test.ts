import { describe, expect, it } from 'vitest';
import type { CourseStatus } from '@talentpath/contracts/courses';
import type { Role } from '@talentpath/contracts/roles';
import {
  editAccess,
  type EnrolmentTarget,
  type LessonAccess,
  lessonAccess,
  mayEditCourse,
  mayEnrol,
  mayOverseeCourse,
  mayProgress,
  mayReassignCourse,
  maySeeCourse,
} from './courses.policy.ts';
import { all, policyMatrix } from '../../../test/support/policy-matrix.ts';

// ADR 0032's rules as one matrix, written out (not recomputed): every kind of caller × every course status × every
// decision the learning modules ask, allow and deny alike. A cell is [draft, published, archived].

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE = '22222222-2222-4222-8222-222222222222';

type Actor = { role: Role; owner?: boolean; enrolment?: EnrolmentTarget };
const ACTORS = {
  SuperAdmin: { role: 'SuperAdmin' },
  Admin: { role: 'Admin' },
  'CourseCoordinator, owner': { role: 'CourseCoordinator', owner: true },
  'CourseCoordinator, not owner': { role: 'CourseCoordinator' },
  ProjectManager: { role: 'ProjectManager' },
  'Learner, enrolled': { role: 'Learner', enrolment: { completedAt: null } },
  'Learner, not enrolled': { role: 'Learner' },
  'Learner, completed': { role: 'Learner', enrolment: { completedAt: new Date('2026-01-02T03:04:05Z') } },
} satisfies Record<string, Actor>;

const decision = policyMatrix(ACTORS);

const viewer = (a: Actor) => ({ userId: ME, role: a.role });
const course = (a: Actor, status: CourseStatus) => ({ status, ownerId: a.owner ? ME : SOMEONE });
const enrolment = (a: Actor) => a.enrolment ?? null;

const T = true;
const F = false;

decision<boolean>(
  'maySeeCourse: may the caller know the course exists (else 404)?',
  {
    SuperAdmin: all(T),
    Admin: all(T),
    'CourseCoordinator, owner': all(T),
    'CourseCoordinator, not owner': [F, T, F],
    ProjectManager: [F, T, F],
    'Learner, enrolled': [F, T, T],
    'Learner, not enrolled': [F, T, F],
    'Learner, completed': [F, T, T],
  },
  (a, s) => maySeeCourse(viewer(a), course(a, s), enrolment(a)),
);

decision<boolean>(
  'mayEditCourse: may the caller change the course, its lessons, materials, quizzes, bank and enrolments?',
  {
    SuperAdmin: all(F),
    Admin: all(F),
    'CourseCoordinator, owner': all(T),
    'CourseCoordinator, not owner': all(F),
    ProjectManager: all(F),
    'Learner, enrolled': all(F),
    'Learner, not enrolled': all(F),
    'Learner, completed': all(F),
  },
  (a, s) => mayEditCourse(viewer(a), course(a, s)),
);

type Edit = ReturnType<typeof editAccess>;
const OK: Edit = 'ok';
const NOT_OWNER: Edit = 'not-owner';
const HIDDEN: Edit = 'hidden';
decision<Edit>(
  'editAccess: how a change is answered (ok, 403 COURSE_NOT_OWNER, or 404)',
  {
    SuperAdmin: all(NOT_OWNER),
    Admin: all(NOT_OWNER),
    'CourseCoordinator, owner': all(OK),
    'CourseCoordinator, not owner': [HIDDEN, NOT_OWNER, HIDDEN],
    ProjectManager: [HIDDEN, NOT_OWNER, HIDDEN],
    // A change never counts an enrolment: an archived course is hidden from a learner asking to change it.
    'Learner, enrolled': [HIDDEN, NOT_OWNER, HIDDEN],
    'Learner, not enrolled': [HIDDEN, NOT_OWNER, HIDDEN],
    'Learner, completed': [HIDDEN, NOT_OWNER, HIDDEN],
  },
  (a, s) => editAccess(viewer(a), course(a, s)),
);

decision<boolean>(
  'mayOverseeCourse: the publish checklist, the course’s enrolments and learners',
  {
    SuperAdmin: all(T),
    Admin: all(T),
    'CourseCoordinator, owner': all(T),
    'CourseCoordinator, not owner': all(F),
    ProjectManager: all(F),
    'Learner, enrolled': all(F),
    'Learner, not enrolled': all(F),
    'Learner, completed': all(F),
  },
  (a, s) => mayOverseeCourse(viewer(a), course(a, s)),
);

decision<boolean>(
  'mayReassignCourse: may the caller hand the course to another coordinator?',
  {
    SuperAdmin: all(T),
    Admin: all(T),
    'CourseCoordinator, owner': all(F),
    'CourseCoordinator, not owner': all(F),
    ProjectManager: all(F),
    'Learner, enrolled': all(F),
    'Learner, not enrolled': all(F),
    'Learner, completed': all(F),
  },
  (a) => mayReassignCourse(viewer(a)),
);

decision<boolean>(
  'mayEnrol: may the caller enrol themselves (else 409 COURSE_NOT_PUBLISHED)? Enrolled already: answered as it is',
  {
    SuperAdmin: all(F),
    Admin: all(F),
    'CourseCoordinator, owner': all(F),
    'CourseCoordinator, not owner': all(F),
    ProjectManager: all(F),
    'Learner, enrolled': [F, T, F],
    'Learner, not enrolled': [F, T, F],
    'Learner, completed': [F, T, F],
  },
  (a, s) => mayEnrol(viewer(a), course(a, s)),
);

type Progress = ReturnType<typeof mayProgress>;
const NO: Progress = 'NOT_ENROLLED';
const ARCHIVED: Progress = 'COURSE_ARCHIVED';
decision<Progress>(
  'mayProgress: may the caller complete lessons and move their resume point (and take quizzes)?',
  {
    SuperAdmin: all(NO),
    Admin: all(NO),
    'CourseCoordinator, owner': all(NO),
    'CourseCoordinator, not owner': all(NO),
    ProjectManager: all(NO),
    'Learner, enrolled': [NO, 'ok', ARCHIVED],
    'Learner, not enrolled': all(NO),
    'Learner, completed': [NO, 'ok', ARCHIVED],
  },
  (a, s) => mayProgress(viewer(a), course(a, s), enrolment(a)),
);

const O: LessonAccess = 'open';
const L: LessonAccess = 'locked';
const U: LessonAccess = 'outline';
decision<LessonAccess>(
  'lessonAccess, a lesson the caller has not completed: content, 403 LESSON_LOCKED, or titles only',
  {
    SuperAdmin: all(O),
    Admin: all(O),
    'CourseCoordinator, owner': all(O),
    'CourseCoordinator, not owner': all(U),
    ProjectManager: all(U),
    'Learner, enrolled': [U, O, L],
    'Learner, not enrolled': all(U),
    'Learner, completed': [U, O, L],
  },
  (a, s) => lessonAccess(viewer(a), course(a, s), enrolment(a), false),
);

decision<LessonAccess>(
  'lessonAccess, a lesson the caller completed: an archived course keeps it open to its learner',
  {
    SuperAdmin: all(O),
    Admin: all(O),
    'CourseCoordinator, owner': all(O),
    'CourseCoordinator, not owner': all(U),
    ProjectManager: all(U),
    'Learner, enrolled': [U, O, O],
    'Learner, not enrolled': all(U),
    'Learner, completed': [U, O, O],
  },
  (a, s) => lessonAccess(viewer(a), course(a, s), enrolment(a), true),
);

describe('a course whose owner account went (ownerId null)', () => {
  it('is nobody’s own: a coordinator neither edits nor sees its draft; admins see it', () => {
    const orphan = { status: 'draft' as const, ownerId: null };
    const coordinator = { userId: ME, role: 'CourseCoordinator' as const };
    expect(maySeeCourse(coordinator, orphan, null)).toBe(false);
    expect(mayEditCourse(coordinator, orphan)).toBe(false);
    expect(editAccess(coordinator, orphan)).toBe('hidden');
    expect(maySeeCourse({ userId: ME, role: 'Admin' }, orphan, null)).toBe(true);
  });

  it('a role other than Learner never counts an enrolment, even one held under the same account', () => {
    const archived = { status: 'archived' as const, ownerId: SOMEONE };
    const held = { completedAt: null };
    for (const role of ['CourseCoordinator', 'ProjectManager'] as const) {
      expect(maySeeCourse({ userId: ME, role }, archived, held)).toBe(false);
      expect(mayProgress({ userId: ME, role }, { ...archived, status: 'published' }, held)).toBe('NOT_ENROLLED');
    }
  });
});
