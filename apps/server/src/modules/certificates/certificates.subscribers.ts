import type { Platform } from '../../platform/context.ts';
import { issueCertificate } from './certificates.service.ts';

/**
 * A completed course issues its certificate; where the course requires a pass, a quiz passed after the completion
 * may be what was missing. Durable (a job stored with the event, retried, once across processes); issuing it twice
 * writes nothing (the key of the enrolment's round: a retake's completion earns the next, ADR 0068).
 */
export function registerCertificatesSubscribers(p: Platform): void {
  p.events.durable('course.completed', 'issue-certificate', (e) =>
    issueCertificate(p, e.learnerId, e.courseId, e.cycle),
  );
  p.events.durable('quiz.passed', 'issue-certificate', (e) => issueCertificate(p, e.learnerId, e.courseId));
}
