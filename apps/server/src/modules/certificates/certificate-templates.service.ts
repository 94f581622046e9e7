import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import {
  type Certificate,
  type CertificateTemplate,
  type CertificateTemplateInput,
  DEFAULT_CERTIFICATE_TEMPLATE,
} from '@talentpath/contracts/certificates';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, openRange, removeFiles, storeBytes, type StoredFile, type Upload } from '../../platform/files.ts';
import { FITTED_MIME_TYPE, fitPicture } from '../../platform/square-image.ts';
import { organizationLogo, organizationName } from '../settings/settings.public.ts';
import type { CertificateDesign } from './certificate-pdf.ts';
import * as repo from './certificate-templates.repository.ts';
import { settingsOf } from './certificates.repository.ts';
import { overseenCourse } from './certificates.service.ts';

// A course's certificate template (issue 25, ADR 0067): read and changed by the course's owner and admins, drawn on
// every PDF of its certificates as it is when the PDF is made (a certificate's facts stay frozen in its row; its look
// follows the template), and previewed on a sample certificate before or after it is saved.

/** The largest a stored signature or logo is, in pixels (kept in proportion, never enlarged; PNG). */
const IMAGE_BOX = { signature: { width: 900, height: 300 }, logo: { width: 900, height: 400 } } as const;

/** The holder and the code of a template's preview: made up, and the PDF is stamped SAMPLE. */
const SAMPLE_HOLDER = 'Åse Ødegård';
const SAMPLE_CODE = '7K2M-9QXD-R4TB-HW8N-3FJC';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

const imageUrl = (courseId: string, which: repo.TemplateImage, file: StoredFile | null) =>
  file ? `/api/courses/${courseId}/certificate-template/${which}?v=${file.sha256.slice(0, 12)}` : null;

const fieldsOf = (row: repo.TemplateRow | undefined): CertificateTemplateInput =>
  row
    ? {
        layout: row.layout as CertificateTemplateInput['layout'],
        accentColor: row.accentColor,
        textColor: row.textColor,
        showIssuer: row.showIssuer,
        showIssueDate: row.showIssueDate,
        showNoExpiry: row.showNoExpiry,
        signerName: row.signerName ?? '',
        signerTitle: row.signerTitle ?? '',
      }
    : DEFAULT_CERTIFICATE_TEMPLATE;

async function templateAnswer(p: Platform, courseId: string): Promise<CertificateTemplate> {
  const row = await repo.templateOf(p.db, courseId);
  const file = async (which: repo.TemplateImage) => {
    const id = repo.imageOf(row, which);
    return id ? findFile(p.db, id) : null;
  };
  const [signature, logo] = await Promise.all([file('signature'), file('logo')]);
  return {
    ...fieldsOf(row),
    signatureUrl: imageUrl(courseId, 'signature', signature),
    logoUrl: imageUrl(courseId, 'logo', logo),
    organizationLogo: !logo && (await organizationLogo(p)) !== null,
  };
}

/** GET /courses/{id}/certificate-template (its owner, admins): the defaults when none was saved. */
export async function getTemplate(p: Platform, caller: Caller, courseId: string): Promise<CertificateTemplate> {
  await overseenCourse(p, caller, courseId);
  return templateAnswer(p, courseId);
}

/** PUT /courses/{id}/certificate-template: every PDF made from now on, of certificates issued before too. */
export async function saveTemplate(
  p: Platform,
  caller: Caller,
  courseId: string,
  template: CertificateTemplateInput,
): Promise<CertificateTemplate> {
  await overseenCourse(p, caller, courseId);
  await repo.saveTemplate(p.db, courseId, template);
  return templateAnswer(p, courseId);
}

/**
 * PUT /courses/{id}/certificate-template/{signature|logo} (an image) or DELETE it (null): kept in proportion as a
 * PNG (a signature's transparency stays) without metadata; the old file is removed with the change.
 */
export async function replaceTemplateImage(
  p: Platform,
  caller: Caller,
  courseId: string,
  which: repo.TemplateImage,
  upload: Upload | null,
): Promise<CertificateTemplate> {
  await overseenCourse(p, caller, courseId);
  const box = IMAGE_BOX[which];
  const bytes = upload ? await fitPicture(upload.path, box.width, box.height) : null;
  await p.db.transaction(async (tx) => {
    const fileId = bytes
      ? await storeBytes(tx, { name: `${which}.png`, mimeType: FITTED_MIME_TYPE, createdBy: caller.userId, bytes })
      : null;
    const old = await repo.replaceImage(tx, courseId, which, fileId);
    if (old) await removeFiles(tx, [old]);
  });
  return templateAnswer(p, courseId);
}

/** GET /courses/{id}/certificate-template/{signature|logo} (its owner, admins): 404 without one. */
export async function openTemplateImage(
  p: Platform,
  caller: Caller,
  courseId: string,
  which: repo.TemplateImage,
): Promise<StoredFile> {
  await overseenCourse(p, caller, courseId);
  const id = repo.imageOf(await repo.templateOf(p.db, courseId), which);
  const file = id ? await findFile(p.db, id) : null;
  if (!file) throw new AppError('NOT_FOUND', { message: `The template has no ${which}` });
  return file;
}

async function bytesOf(db: Db, file: StoredFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of openRange(db, file, 0, file.size - 1)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

// The organisation's logo as stored is whatever an admin uploaded (GIF, WebP …); the PDF takes PNG. The last one
// made is kept, by its hash: the logo rarely changes, and many PDFs are made with it.
let organizationPng: { sha256: string; png: Uint8Array | null } | null = null;

async function organizationLogoPng(p: Platform): Promise<Uint8Array | null> {
  const file = await organizationLogo(p);
  if (!file) return null;
  if (organizationPng?.sha256 !== file.sha256) {
    const png = await fitPicture(await bytesOf(p.db, file), IMAGE_BOX.logo.width, IMAGE_BOX.logo.height).catch(
      () => null,
    );
    organizationPng = { sha256: file.sha256, png };
  }
  return organizationPng.png;
}

/** The course's template with its images (its own logo, else the organisation's), as a PDF is drawn with it. */
export async function designOf(
  p: Platform,
  courseId: string,
  template?: CertificateTemplateInput,
): Promise<CertificateDesign> {
  const row = await repo.templateOf(p.db, courseId);
  const image = async (which: repo.TemplateImage) => {
    const id = repo.imageOf(row, which);
    const file = id ? await findFile(p.db, id) : null;
    return file ? new Uint8Array(await bytesOf(p.db, file)) : null;
  };
  const [signature, logo] = await Promise.all([image('signature'), image('logo')]);
  return {
    ...(template ?? fieldsOf(row)),
    signature,
    logo: logo ?? (await organizationLogoPng(p)),
  };
}

/**
 * A sample certificate of the course for a template's preview: a made-up holder and code, the course's title, the
 * organisation as issuer, issued today and valid as the course's certificates are.
 */
export async function sampleCertificate(p: Platform, caller: Caller, courseId: string) {
  const course = await overseenCourse(p, caller, courseId);
  const [{ validMonths }, issuer] = await Promise.all([settingsOf(p.db, courseId), organizationName(p)]);
  const day = today();
  const certificate: Certificate = {
    id: SAMPLE_ID,
    code: SAMPLE_CODE,
    holder: { id: SAMPLE_ID, name: SAMPLE_HOLDER },
    course: { id: courseId, title: course.title },
    issuer,
    issuedAt: new Date().toISOString(),
    expiresOn: validMonths === null ? null : addDays(addMonths(day, validMonths), -1),
    status: 'valid',
    revoked: null,
    renews: null,
    renewedBy: null,
    renewable: false,
  };
  return { certificate, verifyUrl: `${p.env.APP_URL}/verify/${SAMPLE_CODE}` };
}
