import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import {
  CERTIFICATE_CODE_INVALID,
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_REASON_REQUIRED,
  CERTIFICATE_VALIDITY_INVALID,
  type Certificate,
  type CertificateList,
  type VerifiedCertificate,
} from '@talentpath/contracts/certificates';
import { ROLES } from '@talentpath/contracts/roles';
import { auditLog } from '../../src/db/schema/audit.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import {
  enrolmentCycles,
  enrolments,
  lessonCompletionHistory,
  lessons as lessonRows,
} from '../../src/db/schema/learning.ts';
import { pointsLedger } from '../../src/db/schema/recognition.ts';
import { remindExpiring } from '../../src/modules/certificates/certificates.service.ts';
import { quizzes } from '../../src/db/schema/quizzes.ts';
import { fileTestApp } from '../support/test-app.ts';
import { completedCertificate } from '../support/certificates.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol, passedAttemptJob } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';
import { pdfText } from '../support/pdf.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';
const ISSUE = 'course.completed>issue-certificate';

const get = (path: string, h: Headers = {}) => call(t, 'GET', `/api${path}`, undefined, h);
const post = (path: string, body: unknown, h: Headers) => call(t, 'POST', `/api${path}`, body, h);
const put = (path: string, body: unknown, h: Headers) => call(t, 'PUT', `/api${path}`, body, h);
const mine = async (h: Headers) => {
  const res = await get('/learner/certificates', h);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CertificateList).items;
};

const completed = (options: { validMonths?: number } = {}) => completedCertificate(t, options);
const lessonsOf = (courseId: string) =>
  t.db.select().from(lessonRows).where(eq(lessonRows.courseId, courseId)).orderBy(asc(lessonRows.position));

describe('issuing', () => {
  it('a completed course issues one certificate, also when its job runs again', async () => {
    const { course, learner, certificate } = await completed();
    expect(certificate).toMatchObject({
      holder: { id: learner.user.id, name: 'Åse Ødegård Bækkelund' },
      course: { id: course.id, title: course.title },
      issuer: expect.any(String),
      expiresOn: null,
      status: 'valid',
      revoked: null,
    });
    expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(certificate.issuedAt.slice(0, 10)).toBe(today());

    // The job run again (a retry after a crash) issues nothing twice.
    const payload = (await t.db.select().from(jobs).where(eq(jobs.kind, ISSUE))).find(
      (j) => (j.payload as { learnerId: string }).learnerId === learner.user.id,
    )!.payload;
    await t.app.platform.jobs.enqueue(ISSUE, payload);
    await t.app.platform.jobs.flush();
    // …and it succeeds (nothing to do), rather than failing on the certificate it finds.
    await jobsDone(t, ISSUE, (p) => p.learnerId === learner.user.id);
    const rows = await t.db.select().from(certificates).where(eq(certificates.userId, learner.user.id));
    expect(rows).toHaveLength(1);
    // Its holder is told, once.
    await jobsDone(t, 'certificate.issued>notify-holder', (p) => p.userId === learner.user.id);
    const told = await notificationsOfType(t, learner.user.id, 'certificate-issued');
    expect(told.map((n) => n.data)).toEqual([
      { certificateId: certificate.id, courseId: course.id, courseTitle: course.title },
    ]);
  });

  it('a course valid for 12 months issues a certificate whose last day is the day before a year on', async () => {
    const { certificate } = await completed({ validMonths: 12 });
    expect(certificate.expiresOn).toBe(addDays(addMonths(today(), 12), -1));
    expect(certificate.status).toBe('valid');
  });

  it('a course that requires a pass issues the certificate only once every quiz of it is passed', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id });
    const settings = { validMonths: null, requiresPass: true };
    expect((await put(`/courses/${course.id}/certificate-settings`, settings, owner.h)).statusCode).toBe(200);
    const [quiz] = await t.db
      .insert(quizzes)
      .values({ lessonId: lessons[0]!.id, title: 'Check', position: 1, passMark: 60 })
      .returning();
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id);
    for (const lesson of lessons) await post(`/lessons/${lesson.id}/complete`, undefined, learner.h);
    await jobsDone(t, ISSUE, (p) => p.learnerId === learner.user.id);
    expect(await mine(learner.h)).toEqual([]);
    // A passed attempt (as grading leaves it), then its event's job: now issued.
    await passedAttemptJob(t, 'issue-certificate', {
      quizId: quiz!.id,
      learnerId: learner.user.id,
      courseId: course.id,
      lessonId: lessons[0]!.id,
    });
    expect(await mine(learner.h)).toMatchObject([{ course: { id: course.id }, status: 'valid' }]);
  });

  it('codes are unique and carry 100 random bits', async () => {
    const codes = new Set((await t.db.select({ code: certificates.code }).from(certificates)).map((r) => r.code));
    const { certificate } = await completed();
    expect(codes.has(certificate.code)).toBe(false);
    expect(certificate.code.replaceAll('-', '')).toHaveLength(20); // 20 × 5 bits
  });
});

describe('reminders before the end', () => {
  // The hourly job's work, run here and now (as two processes' runs would, one after the other).
  const remind = () => remindExpiring(t.app.platform);
  const endsIn = (id: string, days: number) =>
    t.db
      .update(certificates)
      .set({ expiresOn: addDays(today(), days) })
      .where(eq(certificates.id, id));
  /** The reminders the holder of the certificate was sent, once every one recorded has been delivered. */
  const reminders = async (userId: string, certificateId: string) => {
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, certificateId));
    if (row!.remindedDaysBefore !== null)
      await jobsDone(t, 'certificate.expiring>notify-holder', (p) => p.certificateId === certificateId);
    return (await notificationsOfType(t, userId, 'certificate-expiring')).map((n) => n.data);
  };

  it('30 and 7 days before its last day, each once; none for a revoked one or one that has ended', async () => {
    const { learner, certificate, course } = await completed({ validMonths: 12 });
    await remind();
    expect(await reminders(learner.user.id, certificate.id)).toEqual([]);
    await endsIn(certificate.id, 25);
    await remind();
    await remind(); // run again (another process, the next hour): nothing twice
    expect(await reminders(learner.user.id, certificate.id)).toEqual([
      { certificateId: certificate.id, courseTitle: course.title, expiresOn: addDays(today(), 25), daysLeft: 25 },
    ]);
    await endsIn(certificate.id, 6);
    await Promise.all([remind(), remind()]); // two processes at once: still once
    expect((await reminders(learner.user.id, certificate.id)).map((d) => d.daysLeft)).toEqual([25, 6]);

    // First found 5 days before its end: the 7-day reminder only.
    const late = await completed({ validMonths: 12 });
    await endsIn(late.certificate.id, 5);
    await remind();
    expect((await reminders(late.learner.user.id, late.certificate.id)).map((d) => d.daysLeft)).toEqual([5]);

    // Revoked, or ended: nothing.
    const revoked = await completed({ validMonths: 12 });
    await post(`/certificates/${revoked.certificate.id}/revoke`, { reason: 'Withdrawn' }, revoked.owner.h);
    await endsIn(revoked.certificate.id, 20);
    const ended = await completed({ validMonths: 12 });
    await endsIn(ended.certificate.id, -1);
    await remind();
    expect(await reminders(revoked.learner.user.id, revoked.certificate.id)).toEqual([]);
    expect(await reminders(ended.learner.user.id, ended.certificate.id)).toEqual([]);
  });
});

describe('who sees a certificate', () => {
  it('its holder, the course’s owner and admins; anyone else 404; without a token 401', async () => {
    const { owner, learner, certificate } = await completed();
    const path = `/certificates/${certificate.id}`;
    expect((await get(path, learner.h)).json()).toEqual(certificate);
    expect((await get(path, owner.h)).statusCode).toBe(200);
    for (const role of ROLES) {
      const res = await get(path, who[role].h);
      if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, role).toBe(200);
      else expectError(res, 404, 'NOT_FOUND');
    }
    expectError(await get(path), 401, 'UNAUTHORIZED');
    expectError(await get(`/certificates/${MISSING}`, who.Admin.h), 404, 'NOT_FOUND');
    expectValidation(await get('/certificates/nope', who.Admin.h), 'certificateId');
    // A learner's list is their own.
    expect((await mine(who.Learner.h)).map((c) => c.id)).not.toContain(certificate.id);
  });

  it('a course’s certificates: its owner and admins; another coordinator 403; a learner 403', async () => {
    const { owner, course, certificate } = await completed();
    const path = `/courses/${course.id}/certificates`;
    expect(((await get(path, owner.h)).json() as CertificateList).items.map((c) => c.id)).toEqual([certificate.id]);
    expect((await get(path, who.Admin.h)).statusCode).toBe(200);
    expectError(await get(path, who.CourseCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await get(path, who.Learner.h), 403, 'COURSE_NOT_OWNER');
    expectError(await get(`/courses/${MISSING}/certificates`, who.Admin.h), 404, 'NOT_FOUND');
  });
});

describe('verifying', () => {
  it('anyone with the code, signed in or not, sees what a verifier may know — nothing more', async () => {
    const { course, certificate } = await completed();
    const res = await get(`/verify/${certificate.code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: certificate.code,
      holder: 'Åse Ødegård Bækkelund',
      course: course.title,
      issuer: certificate.issuer,
      issuedAt: certificate.issuedAt,
      expiresOn: null,
      status: 'valid',
      revoked: null,
      renews: null,
      renewedBy: null,
    } satisfies VerifiedCertificate);
    // Typed leniently: lower case, no dashes, O for 0 and I or L for 1.
    const typed = certificate.code.toLowerCase().replaceAll('-', '').replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await get(`/verify/${typed}`)).json().code).toBe(certificate.code);
  });

  it('a code of the wrong shape is 400; one no certificate has is 404', async () => {
    for (const bad of ['short', 'UUUU-UUUU-UUUU-UUUU-UUUU', `${'A'.repeat(21)}`, "' or 1=1 --", 'x'.repeat(65)])
      expectError(await get(`/verify/${encodeURIComponent(bad)}`), 400, 'VALIDATION');
    expectValidation(await get('/verify/short'), 'code', CERTIFICATE_CODE_INVALID);
    expectError(await get('/verify/0000-0000-0000-0000-0000'), 404, 'NOT_FOUND', 'No certificate has this code');
  });

  it('past its last day it is expired, in the list and to a verifier', async () => {
    const { learner, certificate } = await completed({ validMonths: 1 });
    await t.db
      .update(certificates)
      .set({ expiresOn: addDays(today(), -1) })
      .where(eq(certificates.id, certificate.id));
    expect((await mine(learner.h))[0]).toMatchObject({ status: 'expired' });
    expect((await get(`/verify/${certificate.code}`)).json()).toMatchObject({ status: 'expired' });
  });
});

describe('revoking', () => {
  it('the course’s owner revokes with a reason, once; the verifier sees why; the audit log keeps it', async () => {
    const { owner, learner, certificate } = await completed();
    const path = `/certificates/${certificate.id}/revoke`;
    expectError(await post(path, { reason: 'Mine' }, learner.h), 403, 'FORBIDDEN');
    expectError(await post(path, { reason: 'Not yours' }, who.CourseCoordinator.h), 404, 'NOT_FOUND');
    expectError(await post(path, { reason: 'Not yours' }, who.ProjectManager.h), 404, 'NOT_FOUND');
    expectValidation(await post(path, { reason: '   ' }, owner.h), 'reason', CERTIFICATE_REASON_REQUIRED);
    expectValidation(await post(path, {}, owner.h), 'reason');
    expectValidation(await post(path, { reason: 'x'.repeat(501) }, owner.h), 'reason');
    expect((await get(`/certificates/${certificate.id}`, learner.h)).json().status).toBe('valid');

    const revoked = await post(path, { reason: '  Exam answers were copied  ' }, owner.h);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json() as Certificate).toMatchObject({
      status: 'revoked',
      revoked: { reason: 'Exam answers were copied', at: expect.any(String) },
    });
    expectError(await post(path, { reason: 'Again' }, who.Admin.h), 409, 'CERTIFICATE_REVOKED');
    expect((await get(`/verify/${certificate.code}`)).json()).toMatchObject({
      status: 'revoked',
      revoked: { reason: 'Exam answers were copied' },
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, certificate.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'certificate.revoked',
      actorId: owner.user.id,
      targetType: 'certificate',
      details: { reason: 'Exam answers were copied' },
    });
    // Never deleted: the row is there, and still its holder's.
    expect(await mine(learner.h)).toHaveLength(1);
  });

  it('two revocations at once: one is done, the other is told it already is; one audit entry', async () => {
    const { certificate } = await completed();
    const path = `/certificates/${certificate.id}/revoke`;
    const answers = await Promise.all([
      post(path, { reason: 'First' }, who.Admin.h),
      post(path, { reason: 'Second' }, who.SuperAdmin.h),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, certificate.id))).toHaveLength(1);
  });
});

describe('the PDF', () => {
  it('holds the holder, the course, the code and the address that verifies it, in either language', async () => {
    const { course, learner, certificate } = await completed({ validMonths: 24 });
    const res = await get(`/certificates/${certificate.id}/pdf`, learner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate.code}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CERTIFICATE OF COMPLETION');
    expect(text).toContain('Åse Ødegård Bækkelund');
    expect(text).toContain(course.title);
    expect(text).toContain(certificate.code);
    expect(text).toContain(`/verify/${certificate.code}`);
    expect(text).toContain('Valid until');

    const no = await pdfText((await get(`/certificates/${certificate.id}/pdf?language=no`, learner.h)).rawPayload);
    expect(no).toContain('KURSBEVIS');
    expect(no).toContain('Gyldig til');
    expectValidation(await get(`/certificates/${certificate.id}/pdf?language=de`, learner.h), 'language');
    expectError(await get(`/certificates/${certificate.id}/pdf`, who.Learner.h), 404, 'NOT_FOUND');
  });

  it('a revoked certificate’s PDF says so', async () => {
    const { owner, certificate } = await completed();
    await post(`/certificates/${certificate.id}/revoke`, { reason: 'Withdrawn' }, owner.h);
    expect(await pdfText((await get(`/certificates/${certificate.id}/pdf`, owner.h)).rawPayload)).toContain('REVOKED');
  });
});

describe('a course’s certificate settings', () => {
  it('its owner and admins read and set the validity; bad input is 400 and changes nothing', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const path = `/courses/${course.id}/certificate-settings`;
    expect((await get(path, owner.h)).json()).toEqual({ validMonths: null, requiresPass: false });
    for (const bad of [0, 121, 1.5, '12', true])
      expectValidation(await put(path, { validMonths: bad }, owner.h), 'validMonths', CERTIFICATE_VALIDITY_INVALID);
    expectValidation(await put(path, {}, owner.h), 'validMonths');
    expectValidation(await put(path, { validMonths: 3, requiresPass: 'yes' }, owner.h), 'requiresPass');
    expect((await get(path, owner.h)).json()).toEqual({ validMonths: null, requiresPass: false });
    expect((await put(path, { validMonths: 36, requiresPass: true }, owner.h)).json()).toEqual({
      validMonths: 36,
      requiresPass: true,
    });
    // Without `requiresPass` it stays as it is.
    expect((await put(path, { validMonths: 6 }, who.Admin.h)).json()).toEqual({ validMonths: 6, requiresPass: true });
    expectError(await put(path, { validMonths: 1 }, who.CourseCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await put(path, { validMonths: 1 }, who.Learner.h), 403, 'COURSE_NOT_OWNER');
    expectError(await get(path), 401, 'UNAUTHORIZED');
    expect((await put(path, { validMonths: null, requiresPass: false }, owner.h)).json()).toEqual({
      validMonths: null,
      requiresPass: false,
    });
  });
});

describe('renewal by retaking the course (ADR 0068)', () => {
  const RENEWED_MESSAGE = 'You can retake this course once its certificate has expired or ends within 90 days';
  const retake = (courseId: string, h: Headers) => post(`/courses/${courseId}/retake`, undefined, h);
  const endsIn = (id: string, days: number) =>
    t.db
      .update(certificates)
      .set({ expiresOn: addDays(today(), days) })
      .where(eq(certificates.id, id));
  const completeAll = async (lessons: { id: string }[], h: Headers) => {
    for (const lesson of lessons)
      expect((await post(`/lessons/${lesson.id}/complete`, undefined, h)).statusCode).toBe(200);
  };
  const issued = (userId: string) =>
    jobsDone(t, ISSUE, (p) => p.learnerId === userId && p.cycle === 2).then(() => undefined);

  it('only its holder, only once it ends within 90 days or has ended; a revoked one is not renewed so', async () => {
    const forever = await completed();
    expectError(await retake(forever.course.id, forever.learner.h), 409, 'RETAKE_NOT_DUE', RENEWED_MESSAGE);
    const { course, learner, certificate, owner } = await completed({ validMonths: 12 });
    // A year left: not yet.
    expectError(await retake(course.id, learner.h), 409, 'RETAKE_NOT_DUE');
    expect((await mine(learner.h))[0]!.renewable).toBe(false);
    await endsIn(certificate.id, 91);
    expectError(await retake(course.id, learner.h), 409, 'RETAKE_NOT_DUE');
    await endsIn(certificate.id, 90);
    expect((await mine(learner.h))[0]!.renewable).toBe(true);
    // Nobody else: other roles are refused by role, a learner not enrolled is told so, and without a token 401.
    for (const role of ROLES.filter((r) => r !== 'Learner'))
      expectError(await retake(course.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await retake(course.id, who.Learner.h), 403, 'NOT_ENROLLED');
    expectError(await retake(course.id, {}), 401, 'UNAUTHORIZED');
    expectError(await retake(MISSING, learner.h), 404, 'NOT_FOUND');
    expectError(await retake('not-an-id', learner.h), 400, 'VALIDATION');
    // Revoked: the owner's decision stands.
    await post(`/certificates/${certificate.id}/revoke`, { reason: 'Copied answers' }, owner.h);
    expect((await mine(learner.h))[0]!.renewable).toBe(false);
    expectError(await retake(course.id, learner.h), 409, 'RETAKE_NOT_DUE');
    // Nothing changed by any refusal: still completed, in its first round.
    const progress = await get(`/courses/${course.id}/progress`, learner.h);
    expect(progress.json()).toMatchObject({ enrolment: { status: 'completed', progress: 100 } });
  });

  it('the course starts again; completing it issues a new certificate that renews the old, which keeps its end', async () => {
    const { course, learner, certificate } = await completed({ validMonths: 12 });
    await endsIn(certificate.id, 20);
    const res = await retake(course.id, learner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completedLessonIds: [], enrolment: { progress: 0, completedAt: null } });
    // The old one: still valid to its last day, no longer renewable (the retake is under way).
    expect(await mine(learner.h)).toMatchObject([
      { id: certificate.id, status: 'valid', expiresOn: addDays(today(), 20), renewable: false, renewedBy: null },
    ]);
    // Completed before the retake, still: the profile's learning keeps the course while it is retaken.
    const done = await get(`/people/${learner.user.id}/courses`, learner.h);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().items).toMatchObject([{ course: { id: course.id } }]);

    await completeAll(await lessonsOf(course.id), learner.h);
    await issued(learner.user.id);
    const [renewal, old] = await mine(learner.h);
    expect(renewal).toMatchObject({
      course: { id: course.id },
      expiresOn: addDays(addMonths(today(), 12), -1),
      status: 'valid',
      renews: { id: certificate.id, code: certificate.code, issuedAt: certificate.issuedAt },
      renewedBy: null,
      renewable: false,
    });
    expect(old).toMatchObject({
      id: certificate.id,
      expiresOn: addDays(today(), 20),
      renewedBy: { id: renewal!.id, code: renewal!.code },
      renewable: false,
    });
    // The public page tells a verifier of the old one that it was renewed, and of the new one what it renews.
    expect((await get(`/verify/${certificate.code}`)).json()).toMatchObject({
      renewedBy: { code: renewal!.code, issuedAt: renewal!.issuedAt },
      renews: null,
    });
    expect((await get(`/verify/${renewal!.code}`)).json()).toMatchObject({
      renews: { code: certificate.code },
      renewedBy: null,
    });
    // Points: the course paid once; a renewal is no farm.
    const awards = await jobsDone(t, 'course.completed>award-points', (p) => p.learnerId === learner.user.id);
    expect(awards).toHaveLength(2);
    const paid = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, learner.user.id), eq(pointsLedger.kind, 'course-completed')));
    expect(paid).toHaveLength(1);
    // The renewed one is not reminded of its end any more.
    await endsIn(certificate.id, 5);
    await remindExpiring(t.app.platform);
    const [oldRow] = await t.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(oldRow!.remindedDaysBefore).toBeNull();
    // Renewed: its new certificate is a year off, so no second retake now.
    expectError(await retake(course.id, learner.h), 409, 'RETAKE_NOT_DUE');
  });

  it('two retakes at once close one round; the second is told it is not due', async () => {
    const { course, learner, certificate } = await completed({ validMonths: 12 });
    await endsIn(certificate.id, -3);
    expect((await mine(learner.h))[0]).toMatchObject({ status: 'expired', renewable: true });
    const codes = (await Promise.all([1, 2, 3].map(() => retake(course.id, learner.h)))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    const rounds = await t.db
      .select()
      .from(enrolmentCycles)
      .innerJoin(enrolments, eq(enrolments.id, enrolmentCycles.enrolmentId))
      .where(eq(enrolments.userId, learner.user.id));
    expect(rounds.map((r) => r.enrolment_cycles.cycle)).toEqual([1]);
    expect(rounds[0]!.enrolments.cycle).toBe(2);
    // The first round's lessons are kept in the history.
    const history = await t.db
      .select()
      .from(lessonCompletionHistory)
      .where(eq(lessonCompletionHistory.enrolmentId, rounds[0]!.enrolments.id));
    expect(history.map((h) => h.cycle)).toEqual([1, 1]);
  });

  it('a quiz is taken afresh: its attempt limit counts the new round, and a pass in it is what the certificate needs', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1] });
    expect(
      (await put(`/courses/${course.id}/certificate-settings`, { validMonths: 1, requiresPass: true }, owner.h))
        .statusCode,
    ).toBe(200);
    const question = {
      type: 'true-false',
      prompt: 'A renewed certificate keeps the old one’s end.',
      points: 1,
      correct: true,
    };
    const bank = await post(`/courses/${course.id}/question-bank`, { question }, owner.h);
    const quiz = (
      await post(
        `/lessons/${lessons[0]!.id}/quizzes`,
        {
          title: 'Renewal check',
          passMark: 100,
          attemptsAllowed: 2,
          requiredToCompleteLesson: true,
          slots: [{ kind: 'fixed', questionId: bank.json().id }],
        },
        owner.h,
      )
    ).json() as { id: string };
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id);
    const take = async (value: boolean) => {
      const attempt = await post(`/quizzes/${quiz.id}/attempts`, undefined, learner.h);
      if (attempt.statusCode !== 200 && attempt.statusCode !== 201) return attempt;
      const id = attempt.json().id as string;
      await call(t, 'PUT', `/api/attempts/${id}`, { answers: [{ position: 1, response: { value } }] }, learner.h);
      return post(`/attempts/${id}/submit`, undefined, learner.h);
    };
    expect((await take(true)).json()).toMatchObject({ passed: true, number: 1 });
    await jobsDone(t, ISSUE, (p) => p.learnerId === learner.user.id);
    const [first] = await mine(learner.h);
    // A month's certificate ends within 90 days: renewable at once.
    expect(first).toMatchObject({ renewable: true });
    expect((await retake(course.id, learner.h)).statusCode).toBe(200);
    // The attempts are the round's: the earlier one is listed, not counted, nor graded in; numbers go on.
    const mineNow = (await get(`/quizzes/${quiz.id}/attempts`, learner.h)).json();
    expect(mineNow).toMatchObject({ canStart: true, grade: null, passed: null });
    expect(mineNow.items).toHaveLength(1);
    expect((await take(false)).json()).toMatchObject({ passed: false, number: 2 });
    // Failed in this round: the lesson is not completed, no new certificate — the old pass does not count.
    await t.app.platform.jobs.flush();
    expect(await mine(learner.h)).toHaveLength(1);
    expect((await get(`/courses/${course.id}/progress`, learner.h)).json()).toMatchObject({ completedLessonIds: [] });
    // Passed in this round: the lesson and the course complete, and the certificate is renewed.
    expect((await take(true)).json()).toMatchObject({ passed: true, number: 3 });
    expectError(await take(true), 409, 'NO_ATTEMPTS_LEFT');
    await issued(learner.user.id);
    const [renewal] = await mine(learner.h);
    expect(renewal).toMatchObject({ renews: { id: first!.id }, status: 'valid' });
  });
});
