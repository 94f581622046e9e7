import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ACCENT_CONTRAST_LOW,
  CERTIFICATE_COLOR_INVALID,
  CERTIFICATE_LAYOUT_INVALID,
  CERTIFICATE_TEXT_CONTRAST_LOW,
  type CertificateTemplate,
  type CertificateTemplateInput,
  DEFAULT_CERTIFICATE_TEMPLATE,
} from '@talentpath/contracts/certificates';
import { certificateTemplates } from '../../src/db/schema/certificates.ts';
import { files } from '../../src/db/schema/files.ts';
import { fileTestApp } from '../support/test-app.ts';
import { completedCertificate } from '../support/certificates.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { pdfText } from '../support/pdf.ts';
import { multipartBody } from '../support/sample-files.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

const get = (path: string, h: Headers = {}) => call(t, 'GET', `/api${path}`, undefined, h);
const put = (path: string, body: unknown, h: Headers) => call(t, 'PUT', `/api${path}`, body, h);
const post = (path: string, body: unknown, h: Headers) => call(t, 'POST', `/api${path}`, body, h);
const del = (path: string, h: Headers) => call(t, 'DELETE', `/api${path}`, undefined, h);
const upload = (path: string, file: { name: string; bytes: Uint8Array }, h: Headers) => {
  const form = multipartBody([{ name: 'file', file }]);
  return t.app.inject({ method: 'PUT', url: `/api${path}`, payload: form.payload, headers: { ...h, ...form.headers } });
};

/** A signature-like PNG: dark strokes on a transparent ground, wider than tall. */
const signaturePng = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><path d="M40 220 C 200 20, 400 280, 600 120 S 1000 60, 1160 200" stroke="#123" stroke-width="18" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer(),
  );

const template = (change: Partial<CertificateTemplateInput> = {}): CertificateTemplateInput => ({
  layout: 'modern',
  accentColor: '#7A1F5C',
  textColor: '#222222',
  showIssuer: false,
  showIssueDate: true,
  showNoExpiry: false,
  signerName: '  Kari Nordmann ',
  signerTitle: 'Head of Learning',
  ...change,
});

async function ownCourse() {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course } = await createCourse(t, { ownerId: owner.user.id, title: `Sikkerhet ${Math.random()}` });
  return { owner, course, path: `/courses/${course.id}/certificate-template` };
}

describe('a course’s certificate template', () => {
  it('is the default until saved; saved, it reads back normalised', async () => {
    const { owner, path } = await ownCourse();
    const empty = await get(path, owner.h);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      ...DEFAULT_CERTIFICATE_TEMPLATE,
      signatureUrl: null,
      logoUrl: null,
      organizationLogo: false,
    });
    const saved = await put(path, template(), owner.h);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...template(), accentColor: '#7a1f5c', signerName: 'Kari Nordmann' };
    expect(saved.json()).toMatchObject(expected);
    expect((await get(path, owner.h)).json()).toMatchObject(expected);
  });

  it('refuses a bad colour, too little contrast and an unknown layout with the message, changing nothing', async () => {
    const { owner, course, path } = await ownCourse();
    expect((await put(path, template(), owner.h)).statusCode).toBe(200);
    const before = (await get(path, owner.h)).json() as CertificateTemplate;
    for (const bad of ['red', '#12345', '#1234567', '123456', '#ggg000', 12])
      expectValidation(
        await put(path, template({ textColor: bad as string }), owner.h),
        'textColor',
        CERTIFICATE_COLOR_INVALID,
      );
    // #777777 is 4.48:1 on white, #767676 4.54:1: the line of WCAG AA.
    expectValidation(
      await put(path, template({ textColor: '#777777' }), owner.h),
      'textColor',
      CERTIFICATE_TEXT_CONTRAST_LOW,
    );
    expect((await put(path, template({ textColor: '#767676' }), owner.h)).statusCode).toBe(200);
    expectValidation(
      await put(path, template({ accentColor: '#ffff00' }), owner.h),
      'accentColor',
      CERTIFICATE_ACCENT_CONTRAST_LOW,
    );
    expectValidation(
      await put(path, template({ layout: 'baroque' as 'classic' }), owner.h),
      'layout',
      CERTIFICATE_LAYOUT_INVALID,
    );
    expectValidation(await put(path, template({ signerName: 'x'.repeat(101) }), owner.h), 'signerName');
    expectValidation(await put(path, { ...template(), showIssuer: 'no' }, owner.h), 'showIssuer');
    // The preview refuses the same.
    expectValidation(
      await post(`${path}/preview`, template({ textColor: '#777777' }), owner.h),
      'textColor',
      CERTIFICATE_TEXT_CONTRAST_LOW,
    );
    const [row] = await t.db.select().from(certificateTemplates).where(eq(certificateTemplates.courseId, course.id));
    expect(row?.textColor).toBe('#767676');
    expect({ ...(await get(path, owner.h)).json(), textColor: before.textColor }).toEqual(before);
  });

  it('its owner and admins; another coordinator and a learner 403; no one signed in 401', async () => {
    const { owner, path } = await ownCourse();
    expect((await put(path, template(), owner.h)).statusCode).toBe(200);
    expect((await get(path, who.Admin.h)).statusCode).toBe(200);
    expect((await put(path, template({ layout: 'minimal' }), who.Admin.h)).json()).toMatchObject({ layout: 'minimal' });
    for (const caller of [who.CourseCoordinator, who.Learner]) {
      expectError(await get(path, caller.h), 403, 'COURSE_NOT_OWNER');
      expectError(await put(path, template(), caller.h), 403, 'COURSE_NOT_OWNER');
      expectError(await post(`${path}/preview`, template(), caller.h), 403, 'COURSE_NOT_OWNER');
      expectError(
        await upload(`${path}/signature`, { name: 's.png', bytes: await signaturePng() }, caller.h),
        403,
        'COURSE_NOT_OWNER',
      );
      expectError(await del(`${path}/logo`, caller.h), 403, 'COURSE_NOT_OWNER');
    }
    expectError(await get(path), 401, 'UNAUTHORIZED');
    expectError(await put(path, template(), {}), 401, 'UNAUTHORIZED');
    expectError(await get(`${path}/preview`), 401, 'UNAUTHORIZED');
    expectError(await get(`/courses/${MISSING}/certificate-template`, who.Admin.h), 404, 'NOT_FOUND');
    // A draft course another coordinator may not see: not found.
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    expectError(await get(`/courses/${draft.id}/certificate-template`, who.CourseCoordinator.h), 404, 'NOT_FOUND');
  });
});

describe('the signature and the logo', () => {
  it('a signature uploaded is kept as a PNG in proportion; an issued certificate’s PDF shows the signer', async () => {
    const { owner, course, certificate, learner } = await completedCertificate(t);
    const path = `/courses/${course.id}/certificate-template`;
    expect((await put(path, template({ layout: 'classic' }), owner.h)).statusCode).toBe(200);
    const res = await upload(`${path}/signature`, { name: 'signature.png', bytes: await signaturePng() }, owner.h);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as CertificateTemplate;
    expect(saved.signatureUrl).toMatch(new RegExp(`^/api${path}/signature\\?v=[0-9a-f]{12}$`));

    const image = await get(saved.signatureUrl!.replace(/^\/api/, ''), owner.h);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, alpha: meta.hasAlpha }).toEqual({
      format: 'png',
      width: 900,
      height: 225,
      alpha: true,
    });
    expectError(await get(`${path}/signature`, who.Learner.h), 403, 'COURSE_NOT_OWNER');

    // The certificate, issued before the template, is drawn in it now: its facts as issued, its look as saved.
    for (const layout of ['classic', 'modern', 'minimal'] as const) {
      expect((await put(path, template({ layout }), owner.h)).statusCode).toBe(200);
      const pdf = await get(`/certificates/${certificate.id}/pdf?language=no`, learner.h);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Kari Nordmann');
      expect(text).toContain('Head of Learning');
      expect(text).toContain('Åse Ødegård Bækkelund');
      expect(text).toContain(certificate.code);
      // The issuer is left out; "Does not expire" too.
      expect(text).not.toContain(certificate.issuer);
      expect(text).not.toContain('Utløper ikke');
    }

    // Removed: the file goes with it.
    const fileId = (
      await t.db.select().from(certificateTemplates).where(eq(certificateTemplates.courseId, course.id))
    )[0]!.signatureFileId!;
    expect((await del(`${path}/signature`, owner.h)).json()).toMatchObject({ signatureUrl: null });
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expectError(await get(`${path}/signature`, owner.h), 404, 'NOT_FOUND');
  });

  it('a logo of the course’s own; a file that is no image is refused', async () => {
    const { owner, path } = await ownCourse();
    const logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0d6378' } })
      .jpeg()
      .toBuffer();
    const res = await upload(`${path}/logo`, { name: 'logo.jpg', bytes: new Uint8Array(logo) }, owner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ logoUrl: expect.stringContaining('/logo?v='), organizationLogo: false });
    const text = new TextEncoder().encode('not a picture at all');
    // Named as a picture, it is judged by its content; named as what it is, by the types taken.
    expectError(await upload(`${path}/logo`, { name: 'logo.png', bytes: text }, owner.h), 415, 'FILE_CONTENT_MISMATCH');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const refused = await upload(`${path}/signature`, { name: 'sign.pdf', bytes: pdf }, owner.h);
    expect([400, 415], refused.body).toContain(refused.statusCode);
    expect(['FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH']).toContain(refused.json().code);
    expect((await get(path, owner.h)).json()).toMatchObject({ signatureUrl: null });
    // A JSON body where a form is taken.
    expectError(await put(`${path}/logo`, { file: 'x' }, owner.h), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the preview', () => {
  it('renders a sample certificate with an unsaved template, or the saved one, in either language', async () => {
    const { owner, course, path } = await ownCourse();
    expect(
      (await upload(`${path}/signature`, { name: 's.png', bytes: await signaturePng() }, owner.h)).statusCode,
    ).toBe(200);
    const unsaved = await post(
      `${path}/preview?language=no`,
      template({ layout: 'minimal', signerName: 'Ola Nordmann' }),
      owner.h,
    );
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.headers['content-type']).toBe('application/pdf');
    expect(unsaved.headers['cache-control']).toBe('no-store');
    const text = await pdfText(unsaved.rawPayload);
    for (const shown of ['Åse Ødegård', course.title, 'Ola Nordmann', 'EKSEMPEL', 'KURSBEVIS'])
      expect(text).toContain(shown);
    // Nothing was saved by the preview.
    expect((await get(path, owner.h)).json()).toMatchObject({ layout: 'classic', signerName: '' });

    const saved = await get(`${path}/preview`, who.Admin.h);
    expect(saved.statusCode, saved.body).toBe(200);
    const savedText = await pdfText(saved.rawPayload);
    expect(savedText).toContain('SAMPLE');
    expect(savedText).toContain('Does not expire');
    expect(savedText).not.toContain('Ola Nordmann');
    expectValidation(await get(`${path}/preview?language=de`, owner.h), 'language');
  });
});

describe('the organization’s logo', () => {
  it('stands in for a course without a logo of its own, in the template and on the PDF', async () => {
    const { owner, path } = await ownCourse();
    const gif = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#224488' } })
      .gif()
      .toBuffer();
    const form = multipartBody([{ name: 'file', file: { name: 'logo.gif', bytes: new Uint8Array(gif) } }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/logo',
      payload: form.payload,
      headers: { ...who.Admin.h, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect((await get(path, owner.h)).json()).toMatchObject({ logoUrl: null, organizationLogo: true });
      // A GIF, drawn as the PNG a PDF takes.
      const preview = await post(`${path}/preview`, template(), owner.h);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    } finally {
      expect((await del('/admin/settings/logo', who.Admin.h)).statusCode).toBe(200);
    }
  });
});
