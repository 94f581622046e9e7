import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import {
  type LessonAccess,
  lessonAccess,
  mayEditCourse,
  mayEnrol,
  mayProgress,
  mayReassignCourse,
  maySeeCourse,
} from './courses.policy.ts';

// ADR 0032's rules written out as tables (not recomputed): for every role and status, what the policy answers
// for the caller's own course, someone else's, and someone else's the caller is enrolled in.

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE = '22222222-2222-4222-8222-222222222222';
const viewer = (role: Role) => ({ userId: ME, role });
const course = (status: CourseStatus, own: boolean) => ({ status, ownerId: own ? ME : SOMEONE });
const ENROLLED = { completedAt: null };

/** [own course, another's course, another's course the caller is enrolled in] */
type Row<T> = readonly [T, T, T];
type Table<T> = Record<Role, Record<CourseStatus, Row<T>>>;
const all = <T>(v: T): Row<T> => [v, v, v];

/** Runs one table: a test per role and status, checking the three situations. */
function check<T>(name: string, table: Table<T>, decide: (role: Role, status: CourseStatus, i: number) => T) {
  describe(name, () => {
    for (const role of ROLES)
      for (const status of COURSE_STATUSES)
        it(`${role}, ${status}`, () => {
          expect([0, 1, 2].map((i) => decide(role, status, i))).toEqual([...table[role][status]]);
        });
  });
}
const situation = (status: CourseStatus, i: number) => ({
  course: course(status, i === 0),
  enrolment: i === 2 ? ENROLLED : null,
});

const T = true;
const F = false;

check<boolean>(
  'maySeeCourse',
  {
    SuperAdmin: { draft: all(T), published: all(T), archived: all(T) },
    Admin: { draft: all(T), published: all(T), archived: all(T) },
    CourseCoordinator: { draft: [T, F, F], published: all(T), archived: [T, F, F] },
    ProjectManager: { draft: all(F), published: all(T), archived: all(F) },
    Learner: { draft: all(F), published: all(T), archived: [F, F, T] },
  },
  (role, status, i) => {
    const s = situation(status, i);
    return maySeeCourse(viewer(role), s.course, s.enrolment);
  },
);

check<boolean>(
  'mayEditCourse',
  {
    SuperAdmin: { draft: all(F), published: all(F), archived: all(F) },
    Admin: { draft: all(F), published: all(F), archived: all(F) },
    CourseCoordinator: { draft: [T, F, F], published: [T, F, F], archived: [T, F, F] },
    ProjectManager: { draft: all(F), published: all(F), archived: all(F) },
    Learner: { draft: all(F), published: all(F), archived: all(F) },
  },
  (role, status, i) => mayEditCourse(viewer(role), situation(status, i).course),
);

check<boolean>(
  'mayEnrol',
  {
    SuperAdmin: { draft: all(F), published: all(F), archived: all(F) },
    Admin: { draft: all(F), published: all(F), archived: all(F) },
    CourseCoordinator: { draft: all(F), published: all(F), archived: all(F) },
    ProjectManager: { draft: all(F), published: all(F), archived: all(F) },
    Learner: { draft: all(F), published: all(T), archived: all(F) },
  },
  (role, status, i) => mayEnrol(viewer(role), situation(status, i).course),
);

type Progress = ReturnType<typeof mayProgress>;
const NO: Progress = 'NOT_ENROLLED';
check<Progress>(
  'mayProgress',
  {
    SuperAdmin: { draft: all(NO), published: all(NO), archived: all(NO) },
    Admin: { draft: all(NO), published: all(NO), archived: all(NO) },
    CourseCoordinator: { draft: all(NO), published: all(NO), archived: all(NO) },
    ProjectManager: { draft: all(NO), published: all(NO), archived: all(NO) },
    Learner: { draft: all(NO), published: [NO, NO, 'ok'], archived: [NO, NO, 'COURSE_ARCHIVED'] },
  },
  (role, status, i) => {
    const s = situation(status, i);
    return mayProgress(viewer(role), s.course, s.enrolment);
  },
);

// lessonAccess: the same three situations, for a lesson the caller has not completed and for one they have.
const O: LessonAccess = 'open';
const L: LessonAccess = 'locked';
const U: LessonAccess = 'outline';
for (const completed of [false, true])
  check<LessonAccess>(
    `lessonAccess (${completed ? 'a completed lesson' : 'a lesson not completed'})`,
    {
      SuperAdmin: { draft: all(O), published: all(O), archived: all(O) },
      Admin: { draft: all(O), published: all(O), archived: all(O) },
      CourseCoordinator: { draft: [O, U, U], published: [O, U, U], archived: [O, U, U] },
      ProjectManager: { draft: all(U), published: all(U), archived: all(U) },
      Learner: { draft: all(U), published: [U, U, O], archived: [U, U, completed ? O : L] },
    },
    (role, status, i) => {
      const s = situation(status, i);
      return lessonAccess(viewer(role), s.course, s.enrolment, completed);
    },
  );

describe('mayReassignCourse', () => {
  it.each(ROLES.map((role) => [role, role === 'Admin' || role === 'SuperAdmin'] as const))('%s → %s', (role, ok) => {
    expect(mayReassignCourse(viewer(role))).toBe(ok);
  });
});

describe('a course whose owner account went (ownerId null)', () => {
  it('is nobody’s own: a coordinator neither edits nor sees its draft; admins see it', () => {
    const orphan = { status: 'draft' as const, ownerId: null };
    expect(maySeeCourse(viewer('CourseCoordinator'), orphan, null)).toBe(false);
    expect(mayEditCourse(viewer('CourseCoordinator'), orphan)).toBe(false);
    expect(maySeeCourse(viewer('Admin'), orphan, null)).toBe(true);
  });
});
