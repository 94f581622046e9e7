import { randomBytes } from 'node:crypto';
import { addDays, addMonths, daysBetween, today } from '@talentpath/contracts/calendar-days';
import {
  CERTIFICATE_REMINDER_DAYS,
  type Certificate,
  type CertificateList,
  type CertificateSettings,
  type CertificateSettingsRequest,
  certificateRenewable,
  certificateStatus,
  type VerifiedCertificate,
} from '@talentpath/contracts/certificates';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { courseRow, enrolmentOf, mayEditCourse, mayOverseeCourse, visibleCourse } from '../courses/courses.public.ts';
import { courseQuizStanding } from '../quizzes/quizzes.public.ts';
import { organizationName } from '../settings/settings.public.ts';
import { findUser } from '../users/users.public.ts';
import { type CertificateCaller, mayRevokeCertificate, maySeeCertificate } from './certificates.policy.ts';
import * as repo from './certificates.repository.ts';

// Certificates (issue 25, ADR 0064): issued exactly once per completed enrolment (per round of it: a retake renews
// the certificate with a new one, ADR 0068) by a durable subscriber of
// `course.completed`, verified by anyone holding the code, revoked (never deleted) by the course's owner or an
// admin with a reason that the audit log keeps.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A certificate was issued (notifications subscribe). Once per completion. */
    'certificate.issued': {
      certificateId: string;
      userId: string;
      courseId: string;
      courseTitle: string;
      /** Its last valid day (null: for ever): the skills its course grants count as evidence until then. */
      expiresOn: string | null;
    };
    /** A certificate ends within `daysLeft` days: its holder is reminded (once per threshold). */
    'certificate.expiring': {
      certificateId: string;
      userId: string;
      courseTitle: string;
      expiresOn: string;
      daysLeft: number;
    };
    /** A certificate was revoked (the audit log records it in the same transaction). */
    'certificate.revoked': {
      actorId: string;
      certificateId: string;
      userId: string;
      courseId: string;
      holderName: string;
      courseTitle: string;
      reason: string;
    };
  }
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new verification code: 100 random bits as 20 letters of Crockford's base32, in groups of four. */
export function newCertificateCode(): string {
  const bytes = randomBytes(13); // 104 bits, of which the first 100 are used
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  bits >>= 4n;
  let code = '';
  for (let i = 0; i < 20; i += 1) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code.match(/.{4}/g)!.join('-');
}

const certificateNotFound = () => new AppError('NOT_FOUND', { message: 'Certificate not found' });

// A left-joined certificate: absent (null) or every column set.
const linkOf = (l: { id: string | null; code: string | null; issuedAt: Date | null } | null) =>
  l?.id && l.code && l.issuedAt ? { id: l.id, code: l.code, issuedAt: l.issuedAt.toISOString() } : null;

/** A certificate as its holder, the course's owner and admins see it, with its status today. */
function toCertificate({ row, renews, renewedBy, currentRound }: repo.LinkedCertificate, day = today()): Certificate {
  const revoked =
    row.revokedAt && row.revokedReason !== null ? { at: row.revokedAt.toISOString(), reason: row.revokedReason } : null;
  return {
    id: row.id,
    code: row.code,
    holder: { id: row.userId, name: row.holderName },
    course: { id: row.courseId, title: row.courseTitle },
    issuer: row.issuer,
    issuedAt: row.issuedAt.toISOString(),
    expiresOn: row.expiresOn,
    status: certificateStatus({ expiresOn: row.expiresOn, revoked }, day),
    revoked,
    renews: linkOf(renews),
    renewedBy: linkOf(renewedBy),
    renewable:
      currentRound &&
      certificateRenewable({ expiresOn: row.expiresOn, revoked, renewed: linkOf(renewedBy) !== null }, day),
  };
}

/**
 * The certificate of a completed enrolment (durable subscribers of `course.completed` and `quiz.passed`): issued
 * once the learner has completed the course — and, where the course says so, passed every quiz of it — dated the
 * day of the completion (or of the pass that was still missing), valid for the course's months (or for ever), with
 * the holder's name, the course's title and the issuer as they are now. A job run again writes nothing (the
 * enrolment's key).
 */
export async function issueCertificate(
  p: Platform,
  learnerId: string,
  courseId: string,
  cycle?: number,
): Promise<void> {
  const enrolment = await enrolmentOf(p.db, courseId, { userId: learnerId, role: 'Learner' });
  if (!enrolment?.completedAt) return;
  // A completion of a round the learner has since closed by retaking the course: that round is over.
  if (cycle !== undefined && cycle !== enrolment.cycle) return;
  const settings = await repo.settingsOf(p.db, courseId);
  if (settings.requiresPass && !(await courseQuizStanding(p.db, courseId, learnerId)).passedEvery) return;
  const [holder, course, issuer] = await Promise.all([
    findUser(p.db, learnerId),
    courseRow(p.db, courseId),
    organizationName(p),
  ]);
  if (!holder || !course) return;
  const issuedAt = settings.requiresPass ? new Date() : new Date(enrolment.completedAt);
  const expiresOn =
    settings.validMonths === null ? null : addDays(addMonths(today(issuedAt), settings.validMonths), -1);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await p.events.transaction(async (tx, record) => {
        const row = {
          code: newCertificateCode(),
          enrolmentId: enrolment.id,
          cycle: enrolment.cycle,
          // A later round's certificate renews the one before it (ADR 0068).
          renewsId: enrolment.cycle > 1 ? await repo.renewedBy(tx, enrolment.id, enrolment.cycle) : null,
          userId: learnerId,
          courseId,
          holderName: holder.name,
          courseTitle: course.title,
          issuer,
          issuedAt,
          expiresOn,
        };
        const certificateId = await repo.insertOnce(tx, row);
        if (certificateId) {
          await record('certificate.issued', {
            certificateId,
            userId: learnerId,
            courseId,
            courseTitle: course.title,
            expiresOn,
          });
        }
      });
      return;
    } catch (error) {
      // Two codes alike (one chance in 2^100 per pair): draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Reminds holders of certificates that end soon (a scheduled job): 30 and 7 days before the last day, each once — a
 * certificate first found 5 days before its end gets the 7-day reminder only. In batches; the conditional update
 * decides, so two processes never remind twice.
 */
export async function remindExpiring(p: Platform, batch = 500): Promise<number> {
  const day = today();
  let reminded = 0;
  // The nearest threshold first: a certificate within 7 days is marked 7 before the 30-day pass could see it.
  for (const days of [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b)) {
    for (;;) {
      const due = await repo.dueForReminder(p.db, day, addDays(day, days), days, batch);
      if (due.length === 0) break;
      for (const c of due)
        await p.events.transaction(async (tx, record) => {
          if (!(await repo.markReminded(tx, c.id, days))) return;
          reminded += 1;
          await record('certificate.expiring', {
            certificateId: c.id,
            userId: c.userId,
            courseTitle: c.courseTitle,
            expiresOn: c.expiresOn!,
            daysLeft: daysBetween(day, c.expiresOn!),
          });
        });
    }
  }
  return reminded;
}

/** Whether the caller owns the certificate's course (a coordinator's own course). */
async function ownsCourseOf(p: Platform, caller: CertificateCaller, courseId: string) {
  const course = await courseRow(p.db, courseId);
  return course ? mayEditCourse(caller, course) : false;
}

/** The certificate if the caller may see it; 404 otherwise (its existence is not told). */
export async function visibleCertificate(p: Platform, caller: CertificateCaller, id: string) {
  const linked = await repo.findLinked(p.db, id);
  if (!linked) throw certificateNotFound();
  const { row } = linked;
  const target = { holderId: row.userId, ownsCourse: await ownsCourseOf(p, caller, row.courseId) };
  if (!maySeeCertificate(caller, target)) throw certificateNotFound();
  return { row, linked, target };
}

/** GET /learner/certificates: the caller's own, newest first. */
export async function myCertificates(p: Platform, caller: Caller): Promise<CertificateList> {
  const day = today();
  return { items: (await repo.ofHolder(p.db, caller.userId)).map((row) => toCertificate(row, day)) };
}

/** GET /certificates/{id}. */
export async function getCertificate(p: Platform, caller: Caller, id: string): Promise<Certificate> {
  return toCertificate((await visibleCertificate(p, caller, id)).linked);
}

/** The certificate and the address that verifies it, for its PDF. */
export async function certificateForPdf(p: Platform, caller: Caller, id: string) {
  const certificate = await getCertificate(p, caller, id);
  return { certificate, verifyUrl: `${p.env.APP_URL}/verify/${certificate.code}` };
}

/**
 * POST /certificates/{id}/revoke: the course's owner or an admin, with a reason; once (409 CERTIFICATE_REVOKED
 * after). Its holder may see it but not revoke it (403); anyone else is told it does not exist (404).
 */
export async function revokeCertificate(p: Platform, caller: Caller, id: string, reason: string): Promise<Certificate> {
  const { target } = await visibleCertificate(p, caller, id);
  if (!mayRevokeCertificate(caller, target)) throw new AppError('FORBIDDEN');
  await p.events.transaction(async (tx, record) => {
    const row = await repo.lockById(tx, id);
    if (!row) throw certificateNotFound();
    if (row.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
    await repo.revoke(tx, id, caller.userId, reason);
    await record('certificate.revoked', {
      actorId: caller.userId,
      certificateId: id,
      userId: row.userId,
      courseId: row.courseId,
      holderName: row.holderName,
      courseTitle: row.courseTitle,
      reason,
    });
  });
  return getCertificate(p, caller, id);
}

/** GET /verify/{code} (public): what a verifier may know. 404 for a code no certificate has. */
export async function verifyCertificate(p: Platform, code: string): Promise<VerifiedCertificate> {
  const linked = await repo.findByCode(p.db, code);
  if (!linked) throw new AppError('NOT_FOUND', { message: 'No certificate has this code' });
  const c = toCertificate(linked);
  const link = (l: Certificate['renews']) => (l ? { code: l.code, issuedAt: l.issuedAt } : null);
  return {
    code: c.code,
    holder: c.holder.name,
    course: c.course.title,
    issuer: c.issuer,
    issuedAt: c.issuedAt,
    expiresOn: c.expiresOn,
    status: c.status,
    revoked: c.revoked,
    renews: link(c.renews),
    renewedBy: link(c.renewedBy),
  };
}

/** The course, if the caller oversees it (its owner, admins): 404 when they may not see it, 403 when only see it. */
export async function overseenCourse(p: Platform, caller: Caller, courseId: string) {
  const { course } = await visibleCourse(p.db, courseId, caller);
  if (!mayOverseeCourse(caller, course)) throw new AppError('COURSE_NOT_OWNER');
  return course;
}

/** GET /courses/{id}/certificates: every certificate of the course, newest first (its owner, admins). */
export async function courseCertificates(p: Platform, caller: Caller, courseId: string): Promise<CertificateList> {
  await overseenCourse(p, caller, courseId);
  const day = today();
  return { items: (await repo.ofCourse(p.db, courseId)).map((row) => toCertificate(row, day)) };
}

/**
 * GET /courses/{id}/certificates/zip: every certificate of the course with the address that verifies it, for its
 * PDF (its owner, admins), and the course's title.
 */
export async function courseCertificatesToPrint(p: Platform, caller: Caller, courseId: string) {
  const course = await overseenCourse(p, caller, courseId);
  const day = today();
  const items = (await repo.ofCourse(p.db, courseId)).map((row) => {
    const certificate = toCertificate(row, day);
    return { certificate, verifyUrl: `${p.env.APP_URL}/verify/${certificate.code}` };
  });
  return { courseTitle: course.title, items };
}

/** GET /courses/{id}/certificate-settings (its owner, admins). */
export async function certificateSettings(p: Platform, caller: Caller, courseId: string): Promise<CertificateSettings> {
  await overseenCourse(p, caller, courseId);
  return repo.settingsOf(p.db, courseId);
}

/** PUT /courses/{id}/certificate-settings: for certificates issued from now on; those issued keep their expiry. */
export async function saveCertificateSettings(
  p: Platform,
  caller: Caller,
  courseId: string,
  settings: CertificateSettingsRequest,
): Promise<CertificateSettings> {
  await overseenCourse(p, caller, courseId);
  await repo.saveSettings(p.db, courseId, settings);
  return repo.settingsOf(p.db, courseId);
}

/**
 * The standing of the learner's certificate of the course, for the skills it grants: its last valid day, whether it
 * is revoked; null when none is issued (yet, or the course issues none before a pass).
 */
export async function certificateStanding(db: Db | Tx, learnerId: string, courseId: string) {
  const row = await repo.latestOf(db, learnerId, courseId);
  return row ? { expiresOn: row.expiresOn, revoked: row.revokedAt !== null } : null;
}

/**
 * May the learner retake the course to renew its certificate (ADR 0068)? The certificate of their enrolment's
 * current round (none: nothing to renew — a course that issues none before a pass waits for it) must end, and have
 * ended or end within CERTIFICATE_RENEWAL_DAYS; a revoked one is not renewed by a retake.
 */
export async function renewableByRetake(db: Db | Tx, enrolmentId: string, cycle: number): Promise<boolean> {
  const row = await repo.ofRound(db, enrolmentId, cycle);
  return (
    row !== undefined &&
    certificateRenewable({ expiresOn: row.expiresOn, revoked: row.revokedAt, renewed: false }, today())
  );
}
