import type { ErrorCode } from '@talentpath/contracts/errors';
import type { ReviewPolicy } from '@talentpath/contracts/quizzes';
import {
  type CourseTarget,
  editAccess,
  type EnrolmentTarget,
  mayEditCourse,
  mayProgress,
  maySeeCourse,
  type Viewer,
} from '../courses/courses.public.ts';

// Who may do what with a quiz's attempts (ADR 0036): pure decisions on the attempt, its quiz's course and the
// caller, the one place the quizzes module asks. An attempt is its learner's and its course owner's: the learner
// starts, saves, submits and reads their own; the owner reads every attempt, grades essays and reads the results.
// Anyone else — admins included — is answered as if it did not exist. Tested as a matrix (quizzes.policy.test.ts).

/** Who the caller is to an attempt: its learner, the course's owner, or nobody. */
export type AttemptParty = 'learner' | 'owner' | null;

export function attemptParty(viewer: Viewer, attempt: { userId: string }, course: CourseTarget): AttemptParty {
  if (viewer.role === 'Learner' && attempt.userId === viewer.userId) return 'learner';
  return mayEditCourse(viewer, course) ? 'owner' : null;
}

/** May the caller read the attempt (GET /attempts/{id})? Its learner and the course's owner; others 404. */
export const mayReadAttempt = (party: AttemptParty): 'ok' | 'NOT_FOUND' => (party ? 'ok' : 'NOT_FOUND');

/** May the caller save answers to the attempt, or submit it? Its learner only (the owner: 403; others: 404). */
export function mayAnswerAttempt(party: AttemptParty): 'ok' | 'NOT_FOUND' | 'FORBIDDEN' {
  if (party === 'learner') return 'ok';
  return party === 'owner' ? 'FORBIDDEN' : 'NOT_FOUND';
}

/** May the caller mark the attempt's essays? The course's owner only (anyone else: 404, as if it did not exist). */
export const mayGradeAttempt = (party: AttemptParty): 'ok' | 'NOT_FOUND' => (party === 'owner' ? 'ok' : 'NOT_FOUND');

/**
 * May the caller start (or resume) an attempt at a quiz of the course? A learner enrolled in the published course;
 * 404 for who may not see the course, 403 NOT_ENROLLED / 409 COURSE_ARCHIVED otherwise. (Whether the quiz is open
 * and has attempts left is startRefusal's.)
 */
export function mayStartAttempt(
  viewer: Viewer,
  course: CourseTarget,
  enrolment: EnrolmentTarget,
): 'ok' | 'NOT_FOUND' | 'NOT_ENROLLED' | 'COURSE_ARCHIVED' {
  if (!maySeeCourse(viewer, course, enrolment)) return 'NOT_FOUND';
  return mayProgress(viewer, course, enrolment);
}

/**
 * May the caller read the quiz's results (the attempts of every learner, the grading queue, the export), regrade
 * it or preview an attempt? The course's owner; 404 for who may not see the course, 403 COURSE_NOT_OWNER otherwise.
 */
export function mayReadResults(viewer: Viewer, course: CourseTarget): 'ok' | 'NOT_FOUND' | 'COURSE_NOT_OWNER' {
  const access = editAccess(viewer, course);
  return access === 'ok' ? 'ok' : access === 'hidden' ? 'NOT_FOUND' : 'COURSE_NOT_OWNER';
}

/** Why a learner may not start an attempt now, by the quiz's window and attempts (`taken`: theirs so far), or null. */
export function startRefusal(
  quiz: { opensAt: Date | null; closesAt: Date | null; attemptsAllowed: number | null },
  taken: number,
  now: Date,
): ErrorCode | null {
  if (quiz.opensAt && now < quiz.opensAt) return 'QUIZ_NOT_OPEN';
  if (quiz.closesAt && now >= quiz.closesAt) return 'QUIZ_CLOSED';
  if (quiz.attemptsAllowed !== null && taken >= quiz.attemptsAllowed) return 'NO_ATTEMPTS_LEFT';
  return null;
}

/**
 * May the attempt's party see answers, marks and feedback now? Never while it is in progress; the owner once it is
 * closed; the learner as the quiz's review setting says (after submit, or once the quiz has closed).
 */
export function reviewOpen(
  attempt: { state: string },
  quiz: { review: ReviewPolicy; closesAt: Date | null },
  party: 'learner' | 'owner',
  now: Date,
): boolean {
  if (attempt.state === 'in-progress') return false;
  if (party === 'owner') return true;
  if (quiz.review === 'after-submit') return true;
  return quiz.review === 'after-close' && quiz.closesAt !== null && now >= quiz.closesAt;
}
