import { z } from 'zod';

// Certificates (issue 25): issued once when a learner completes a course, never deleted; anyone holding the
// verification code (printed on the PDF, in its QR code) can check it at /verify/{code} without signing in.

export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * A verification code: 20 letters of Crockford's base32 (100 random bits) in groups of four, e.g.
 * `7K2M-9QXD-R4TB-HW8N-3FJC`. Read leniently (lower case, without dashes, O for 0, I and L for 1).
 */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
export const CERTIFICATE_CODE_INVALID = 'A verification code is 20 letters and digits, in groups of four';
export const CERTIFICATE_REASON_MAX = 500;
export const CERTIFICATE_REASON_REQUIRED = 'Say why the certificate is revoked';
export const CERTIFICATE_REASON_TOO_LONG = `The reason may be at most ${CERTIFICATE_REASON_MAX} characters`;
export const CERTIFICATE_VALIDITY_MAX_MONTHS = 120;
/** Days before its last day that a certificate's holder is reminded it ends (each once). */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;
export const CERTIFICATE_VALIDITY_INVALID = `Validity is a whole number of months from 1 to ${CERTIFICATE_VALIDITY_MAX_MONTHS}, or none`;

/** The code as written: upper case, ambiguous letters read as the digits they look like, grouped by four. */
export function normaliseCertificateCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}

export const certificateParams = z.object({ certificateId: z.uuid({ error: 'Certificate must be a valid id' }) });
export const verifyParams = z.object({
  code: z
    .string()
    .max(64, CERTIFICATE_CODE_INVALID)
    .transform((code, ctx) => {
      const normal = normaliseCertificateCode(code);
      if (normal === null) {
        ctx.addIssue({ code: 'custom', message: CERTIFICATE_CODE_INVALID });
        return z.NEVER;
      }
      return normal;
    }),
});

/** POST /certificates/{id}/revoke: by the course's owner or an admin, with a reason; recorded in the audit log. */
export const revokeCertificateRequest = z.object({
  reason: z
    .string({ error: CERTIFICATE_REASON_REQUIRED })
    .trim()
    .min(1, CERTIFICATE_REASON_REQUIRED)
    .max(CERTIFICATE_REASON_MAX, CERTIFICATE_REASON_TOO_LONG),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequest>;

const validMonths = z
  .int({ error: CERTIFICATE_VALIDITY_INVALID })
  .min(1, CERTIFICATE_VALIDITY_INVALID)
  .max(CERTIFICATE_VALIDITY_MAX_MONTHS, CERTIFICATE_VALIDITY_INVALID)
  .nullable();

/**
 * A course's certificate settings: how long its certificates are valid (null: for ever), and whether one is issued
 * only once every quiz of the course is passed at its pass mark (else on completion).
 */
export const certificateSettings = z.object({ validMonths, requiresPass: z.boolean() });
export type CertificateSettings = z.infer<typeof certificateSettings>;

/** PUT /courses/{id}/certificate-settings: the validity; `requiresPass` when given (left as it is otherwise). */
export const certificateSettingsRequest = z.object({
  validMonths,
  requiresPass: z.boolean({ error: 'Requires pass must be true or false' }).optional(),
});
export type CertificateSettingsRequest = z.infer<typeof certificateSettingsRequest>;

const revocation = z.object({ at: z.iso.datetime({ offset: true }), reason: z.string() }).nullable();

/** A certificate as its holder, the course's owner and admins see it. */
export const certificate = z.object({
  id: z.uuid(),
  code: z.string(),
  holder: z.object({ id: z.uuid(), name: z.string() }),
  course: z.object({ id: z.uuid(), title: z.string() }),
  /** The organisation that issues it (the system settings' name). */
  issuer: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** The last day it is valid; null: valid for ever. */
  expiresOn: z.iso.date().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked: revocation,
});
export type Certificate = z.infer<typeof certificate>;

export const certificateList = z.object({ items: z.array(certificate) });
export type CertificateList = z.infer<typeof certificateList>;

/** GET /verify/{code} (public): what a verifier may know — no e-mail, no ids. */
export const verifiedCertificate = z.object({
  code: z.string(),
  holder: z.string(),
  course: z.string(),
  issuer: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  expiresOn: z.iso.date().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked: revocation,
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificate>;

/** The status on a given day: revoked wins; past its last day it is expired. */
export function certificateStatus(
  c: { expiresOn: string | null; revoked: unknown | null },
  today: string,
): CertificateStatus {
  if (c.revoked) return 'revoked';
  if (c.expiresOn !== null && c.expiresOn < today) return 'expired';
  return 'valid';
}
