import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CERTIFICATE_TEMPLATE, type CertificateTemplateInput } from '@talentpath/contracts/certificates';
import type { Db, Tx } from '../../platform/db.ts';
import { certificateTemplates } from '../../db/schema/certificates.ts';

type Conn = Db | Tx;
export type TemplateRow = typeof certificateTemplates.$inferSelect;
export type TemplateImage = 'signature' | 'logo';

const IMAGE_COLUMN = { signature: 'signatureFileId', logo: 'logoFileId' } as const;

/** The template's columns of the editable fields (an empty signer's line is none). */
const columnsOf = (t: CertificateTemplateInput) => ({
  ...t,
  signerName: t.signerName || null,
  signerTitle: t.signerTitle || null,
});

export const templateOf = async (db: Conn, courseId: string) =>
  (await db.select().from(certificateTemplates).where(eq(certificateTemplates.courseId, courseId)))[0];

/** Saves the template's fields (its images stay). */
export async function saveTemplate(db: Conn, courseId: string, template: CertificateTemplateInput) {
  const set = columnsOf(template);
  await db
    .insert(certificateTemplates)
    .values({ courseId, ...set })
    .onConflictDoUpdate({ target: certificateTemplates.courseId, set: { ...set, updatedAt: sql`now()` } });
}

/**
 * Points the template's signature or logo at `fileId` (null: none) and answers the file it named before; a course
 * without a template gets the default one. The row stays locked until the transaction ends.
 */
export async function replaceImage(tx: Tx, courseId: string, which: TemplateImage, fileId: string | null) {
  await tx
    .insert(certificateTemplates)
    .values({ courseId, ...columnsOf(DEFAULT_CERTIFICATE_TEMPLATE) })
    .onConflictDoNothing({ target: certificateTemplates.courseId });
  const [row] = await tx
    .select()
    .from(certificateTemplates)
    .where(eq(certificateTemplates.courseId, courseId))
    .for('update');
  const column = IMAGE_COLUMN[which];
  await tx
    .update(certificateTemplates)
    .set({ [column]: fileId, updatedAt: sql`now()` })
    .where(eq(certificateTemplates.courseId, courseId));
  return row?.[column] ?? null;
}

export const imageOf = (row: TemplateRow | undefined, which: TemplateImage) => row?.[IMAGE_COLUMN[which]] ?? null;
