import type { Platform } from '../../platform/context.ts';
import { refreshRanked } from './account.service.ts';
import { awardAnswerAccepted, awardCourseCompleted, awardQuizPassed, noteLearning } from './awards.service.ts';
import { judgeEveryone } from './badges.service.ts';

/**
 * Learning pays points (durable: a job stored with the event, once across processes; an award run again pays
 * nothing — its key). A day of learning counts toward the streak. A badge switched on is judged for everyone. A
 * person's roles or status changing may take them off the boards (staff, disabled) or put them back.
 */
export function registerRecognitionSubscribers(p: Platform): void {
  p.events.durable('course.completed', 'award-points', (e) => awardCourseCompleted(p, e));
  p.events.durable('quiz.passed', 'award-points', (e) => awardQuizPassed(p, e));
  // Helping others counts too: an accepted forum answer (issue 26).
  p.events.durable('forum.answer-accepted', 'award-points', (e) => awardAnswerAccepted(p, e));
  p.events.durable('lesson.completed', 'note-learning-day', (e) =>
    noteLearning(p, e.learnerId, new Date(e.completedAt)),
  );
  p.events.durable('quiz.graded', 'note-learning-day', (e) => noteLearning(p, e.learnerId, new Date()));
  p.events.durable('badge.activated', 'judge-everyone', (e) => judgeEveryone(p, e.badgeId));
  for (const kind of ['user.updated', 'user.status-changed', 'user.promoted'] as const)
    p.events.durable(kind, 'refresh-ranked', (e) => refreshRanked(p, e.user.id));
}
