import type { Platform } from '../../platform/context.ts';
import { type ActivityRecorder, activityRecorder } from './activity-recorder.ts';

// What people do, as the analytics count it (ADR 0071): each module records its own event, and the activity is noted
// here after that event's commit — in memory, written in the background, so the request that caused it does not wait.
// The forum's posts have no time in their event: they are noted when heard, a moment after they were written.

const recorders = new WeakMap<Platform, ActivityRecorder>();

/** The platform's recorder (made when the module is wired): tests wait on it. */
export const recorderOf = (p: Platform) => recorders.get(p);

export function registerAnalyticsSubscribers(p: Platform) {
  const recorder = activityRecorder(p);
  recorders.set(p, recorder);
  p.events.on('auth.signed-in', (e) =>
    recorder.note({ at: new Date(e.at), userId: e.userId, kind: 'sign-in', courseId: null, subjectId: null }),
  );
  p.events.on('quiz.attempt-started', (e) =>
    recorder.note({
      at: new Date(e.at),
      userId: e.userId,
      kind: 'attempt-started',
      courseId: e.courseId,
      subjectId: e.attemptId,
    }),
  );
  p.events.on('lesson.opened', (e) =>
    recorder.note({
      at: new Date(e.at),
      userId: e.learnerId,
      kind: 'lesson-opened',
      courseId: e.courseId,
      subjectId: e.lessonId,
    }),
  );
  p.events.on('lesson.completed', (e) =>
    recorder.note({
      at: new Date(e.completedAt),
      userId: e.learnerId,
      kind: 'lesson-completed',
      courseId: e.courseId,
      subjectId: e.lessonId,
    }),
  );
  // Enrolments and assignments carry no time: noted when heard, a moment after they were written.
  p.events.on('course.enrolled', (e) =>
    recorder.note({
      at: new Date(),
      userId: e.learnerId,
      kind: 'enrolled',
      courseId: e.courseId,
      subjectId: e.enrolmentId,
    }),
  );
  p.events.on('course.assigned', (e) =>
    recorder.note({
      at: new Date(),
      userId: e.learnerId,
      kind: 'assigned',
      courseId: e.courseId,
      subjectId: e.enrolmentId,
    }),
  );
  p.events.on('course.completed', (e) =>
    recorder.note({
      at: new Date(e.completedAt),
      userId: e.learnerId,
      kind: 'course-completed',
      courseId: e.courseId,
      subjectId: e.enrolmentId,
    }),
  );
  p.events.on('forum.posted', (e) =>
    recorder.note({ at: new Date(), userId: e.authorId, kind: 'forum-posted', courseId: null, subjectId: e.postId }),
  );
}
