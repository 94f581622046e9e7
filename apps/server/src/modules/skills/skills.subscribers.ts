import type { Platform } from '../../platform/context.ts';
import { grantCourseOutcomes } from './skills.service.ts';

/**
 * A completed course grants its outcomes; a quiz passed after the completion grants those that wait for a pass.
 * Durable (a job stored with the event, retried, once across processes); writing a claim twice writes nothing.
 */
export function registerSkillsSubscribers(p: Platform): void {
  p.events.durable('course.completed', 'grant-outcomes', (e) => grantCourseOutcomes(p, e.learnerId, e.courseId));
  p.events.durable('quiz.passed', 'grant-outcomes', (e) => grantCourseOutcomes(p, e.learnerId, e.courseId));
}
