import type { Platform } from '../../platform/context.ts';
import { followCertificate, withdrawForRevocation } from './certificate-evidence.service.ts';
import { grantCourseOutcomes } from './skills.service.ts';

/**
 * A completed course grants its outcomes; a quiz passed after the completion grants those that wait for a pass.
 * Durable (a job stored with the event, retried, once across processes); writing a claim twice writes nothing.
 */
export function registerSkillsSubscribers(p: Platform): void {
  p.events.durable('course.completed', 'grant-outcomes', (e) => grantCourseOutcomes(p, e.learnerId, e.courseId));
  p.events.durable('quiz.passed', 'grant-outcomes', (e) => grantCourseOutcomes(p, e.learnerId, e.courseId));
  // The course's certificate bounds that evidence: an expired one stops counting, a revoked one withdraws it.
  p.events.durable('certificate.issued', 'follow-certificate', (e) => followCertificate(p, e));
  p.events.durable('certificate.revoked', 'withdraw-evidence', (e) => withdrawForRevocation(p, e));
}
