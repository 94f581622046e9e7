import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { CertificateList } from '@talentpath/contracts/certificates';
import { lessons } from '../../src/db/schema/learning.ts';
import { expectError } from '../support/api.ts';
import { call, everyRole, signedInAs } from '../support/callers.ts';
import { completedCertificate } from '../support/certificates.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { jobsDone } from '../support/notifications.ts';
import { pdfText } from '../support/pdf.ts';
import { fileTestApp } from '../support/test-app.ts';

// A course's certificates in one zip (issue 25): its owner and admins download every certificate's PDF at once.

const t = await fileTestApp();
const who = await everyRole(t);

/** The zip's files: name and bytes, read with yauzl (a reader apart from the writer). */
function unzip(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (b: Buffer) => parts.push(b));
          stream.on('end', () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(parts) });
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('a course’s certificates as a zip', () => {
  it('holds every certificate’s PDF, named after its holder and code, in the language asked', async () => {
    const { owner, course, learner } = await completedCertificate(t);
    const second = await signedInAs(t, 'Learner');
    await enrol(t, course.id, second.user.id);
    for (const lesson of await t.db.select().from(lessons).where(eq(lessons.courseId, course.id)))
      await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, second.h);
    await jobsDone(t, 'course.completed>issue-certificate', (p) => p.learnerId === second.user.id);
    const listed = (
      await call(t, 'GET', `/api/courses/${course.id}/certificates`, undefined, owner.h)
    ).json() as CertificateList;
    expect(listed.items).toHaveLength(2);

    const res = await call(t, 'GET', `/api/courses/${course.id}/certificates/zip?language=no`, undefined, owner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="certificates-Personvern-[\d-]+\.zip"$/);
    const files = await unzip(res.rawPayload);
    expect(files.map((f) => f.name).sort()).toEqual(
      listed.items.map((c) => `${c.holder.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${c.code}.pdf`).sort(),
    );
    const text = await pdfText(files.find((f) => f.name.startsWith('Åse'))!.bytes);
    expect(text).toContain(learner.user.name);
    expect(text).toContain('KURSBEVIS');
    // Admins too.
    expect(
      (await call(t, 'GET', `/api/courses/${course.id}/certificates/zip`, undefined, who.Admin.h)).statusCode,
    ).toBe(200);
  });

  it('another coordinator and learners are refused; a course with none is 404', async () => {
    const { course } = await completedCertificate(t);
    const path = `/api/courses/${course.id}/certificates/zip`;
    expectError(await call(t, 'GET', path, undefined, who.CourseCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await call(t, 'GET', path, undefined, who.Learner.h), 403, 'COURSE_NOT_OWNER');
    expect((await call(t, 'GET', path, undefined, {})).statusCode).toBe(401);
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course: empty } = await createCourse(t, { ownerId: owner.user.id });
    expectError(
      await call(t, 'GET', `/api/courses/${empty.id}/certificates/zip`, undefined, owner.h),
      404,
      'NOT_FOUND',
    );
  });
});
