import type { Platform } from '../../platform/context.ts';
import { completeLessonByQuiz } from './progress.service.ts';
import { recomputeProgress } from './progress.ts';

/**
 * What other modules' changes mean for enrolments (ADR 0038), within their transactions: a lesson added or removed
 * changes every enrolment's progress in its course (and may complete some: `course.completed`); a quiz its lesson
 * requires, once passed, completes the lesson.
 */
export function enrolmentsSubscribers(p: Platform) {
  p.events.within('lesson.added', (tx, e, record) => recomputeProgress(tx, record, e.courseId));
  p.events.within('lesson.removed', (tx, e, record) => recomputeProgress(tx, record, e.courseId));
  p.events.within('quiz.passed', async (tx, e, record) => {
    if (e.requiredToCompleteLesson) await completeLessonByQuiz(tx, record, e);
  });
}
