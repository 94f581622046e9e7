// Certificates (issue 25): issued once when a learner completes a course, never deleted; anyone holding the
// verification code (printed on the PDF, in its QR code) can check it at /verify/{code} without signing in.

import { z } from 'zod';
import {
  CERTIFICATE_CODE_INVALID,
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_REASON_REQUIRED,
  CERTIFICATE_REASON_TOO_LONG,
  CERTIFICATE_VALIDITY_INVALID,
  CERTIFICATE_VALIDITY_MAX_MONTHS,
  CERTIFICATE_STATUSES,
  normaliseCertificateCode,
} from './certificate-messages.ts';

export {
  CERTIFICATE_CODE_INVALID,
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_REMINDER_DAYS,
  CERTIFICATE_RENEWAL_DAYS,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  certificateRenewable,
  certificateStatus,
  normaliseCertificateCode,
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_REASON_REQUIRED,
  CERTIFICATE_REASON_TOO_LONG,
  CERTIFICATE_VALIDITY_INVALID,
  CERTIFICATE_VALIDITY_MAX_MONTHS,
} from './certificate-messages.ts';

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

/** The certificate a renewal renews, or the one that renewed it (ADR 0068). */
const renewalLink = z.object({ id: z.uuid(), code: z.string(), issuedAt: z.iso.datetime({ offset: true }) }).nullable();

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
  /** The holder's previous certificate of the course, which this one renews (earned by retaking it). */
  renews: renewalLink,
  /** The certificate that renewed this one. */
  renewedBy: renewalLink,
  /** Its holder may renew it now by retaking the course (`POST /courses/{id}/retake`): it has ended or ends soon. */
  renewable: z.boolean(),
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
  /** The certificate it renews, and the one that renewed it, by their codes (each verifiable in turn). */
  renews: z.object({ code: z.string(), issuedAt: z.iso.datetime({ offset: true }) }).nullable(),
  renewedBy: z.object({ code: z.string(), issuedAt: z.iso.datetime({ offset: true }) }).nullable(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificate>;

// Open Badges 3.0 (issue 25, ADR 0065): each certificate is also a signed credential that verifies without us —
// its issuer's DID document holds the public key, and a status list says whether it is revoked.

/** Certificates per status list: the specification's minimum (16 KB), so one holder's bit hides among many. */
export const STATUS_LIST_LENGTH = 131_072;
/** The last list a certificate's status index (a 32-bit integer) can fall in. */
const STATUS_LIST_LAST = Math.floor(2 ** 31 / STATUS_LIST_LENGTH) - 1;
export const STATUS_LIST_INVALID = `Status list must be a whole number from 0 to ${STATUS_LIST_LAST}`;
export const statusListParams = z.object({
  list: z
    .string()
    .regex(/^\d{1,5}$/, STATUS_LIST_INVALID)
    .transform(Number)
    .refine((list) => list <= STATUS_LIST_LAST, STATUS_LIST_INVALID),
});

const proof = z.looseObject({ type: z.string(), cryptosuite: z.string(), proofValue: z.string() });

/** GET /certificates/{id}/credential: an OpenBadgeCredential with its Data Integrity proof (what is signed). */
export const openBadgeCredential = z.looseObject({
  '@context': z.array(z.string()),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string() }),
  validFrom: z.string(),
  credentialSubject: z.looseObject({ achievement: z.looseObject({ name: z.string() }) }),
  credentialStatus: z.looseObject({ statusListIndex: z.string(), statusListCredential: z.string() }),
  proof,
});

/** GET /me/badges/{id}/credential: a badge as an OpenBadgeCredential (a badge is never taken back: no status). */
export const badgeCredential = openBadgeCredential.omit({ credentialStatus: true });

/** GET /credentials/status/{list}: a BitstringStatusListCredential of revocations, itself signed. */
export const statusListCredential = z.looseObject({
  '@context': z.array(z.string()),
  type: z.array(z.string()),
  issuer: z.string(),
  credentialSubject: z.looseObject({ statusPurpose: z.literal('revocation'), encodedList: z.string() }),
  proof,
});

/** GET /credentials/issuer/did.json: the issuer's did:web document, each of its signing keys as a Multikey. */
export const issuerDidDocument = z.object({
  '@context': z.array(z.string()),
  id: z.string(),
  verificationMethod: z.array(
    z.object({ id: z.string(), type: z.literal('Multikey'), controller: z.string(), publicKeyMultibase: z.string() }),
  ),
  assertionMethod: z.array(z.string()),
});

// Templates (issue 25, ADR 0067): how a course's certificates look — a built-in layout, two colours, which optional
// lines show, a signature and a logo. The facts a certificate states stay frozen in it; its look follows the template.

export const CERTIFICATE_LAYOUTS = ['classic', 'modern', 'minimal'] as const;
export type CertificateLayout = (typeof CERTIFICATE_LAYOUTS)[number];
/** The least contrast against white: the text colour is read at every size (WCAG AA, 4.5:1); the accent colour is
 * drawn only as large headings, rules and bands (3:1). */
export const CERTIFICATE_TEXT_MIN_CONTRAST = 4.5;
export const CERTIFICATE_ACCENT_MIN_CONTRAST = 3;
export const CERTIFICATE_SIGNER_MAX = 100;
export const CERTIFICATE_LAYOUT_INVALID = `Layout must be one of: ${CERTIFICATE_LAYOUTS.join(', ')}`;
export const CERTIFICATE_COLOR_INVALID = 'Color must be a hex color like #1f2933';
export const CERTIFICATE_TEXT_CONTRAST_LOW = `Text color must contrast at least ${CERTIFICATE_TEXT_MIN_CONTRAST}:1 with white: choose a darker color`;
export const CERTIFICATE_ACCENT_CONTRAST_LOW = `Accent color must contrast at least ${CERTIFICATE_ACCENT_MIN_CONTRAST}:1 with white: choose a darker color`;
export const CERTIFICATE_SIGNER_TOO_LONG = `Signer's name and title must be at most ${CERTIFICATE_SIGNER_MAX} characters each`;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The WCAG contrast ratio of a `#rrggbb` colour against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

const color = (minContrast: number, tooLight: string) =>
  z
    .string({ error: CERTIFICATE_COLOR_INVALID })
    .trim()
    .regex(HEX_COLOR, CERTIFICATE_COLOR_INVALID)
    .toLowerCase()
    // A malformed colour has its own message already.
    .refine((c) => !HEX_COLOR.test(c) || contrastWithWhite(c) >= minContrast, tooLight);

const signerLine = z.string().trim().max(CERTIFICATE_SIGNER_MAX, CERTIFICATE_SIGNER_TOO_LONG);
const shown = (what: string) => z.boolean({ error: `${what} must be true or false` });

/**
 * PUT /courses/{id}/certificate-template (and the body of its preview). The holder, the course, the verification
 * code and its QR code always show, and so does a last valid day; the issuer, the issue date and "Does not expire"
 * may be left out. An empty signer's name or title is none.
 */
export const certificateTemplateInput = z.object({
  layout: z.enum(CERTIFICATE_LAYOUTS, { error: CERTIFICATE_LAYOUT_INVALID }),
  accentColor: color(CERTIFICATE_ACCENT_MIN_CONTRAST, CERTIFICATE_ACCENT_CONTRAST_LOW),
  textColor: color(CERTIFICATE_TEXT_MIN_CONTRAST, CERTIFICATE_TEXT_CONTRAST_LOW),
  showIssuer: shown('Show issuer'),
  showIssueDate: shown('Show issue date'),
  showNoExpiry: shown('Show no expiry'),
  signerName: signerLine,
  signerTitle: signerLine,
});
export type CertificateTemplateInput = z.infer<typeof certificateTemplateInput>;

/** A course without a template of its own: today's classic look, every line, no signature. */
export const DEFAULT_CERTIFICATE_TEMPLATE: CertificateTemplateInput = {
  layout: 'classic',
  accentColor: '#0d6378',
  textColor: '#1c2129',
  showIssuer: true,
  showIssueDate: true,
  showNoExpiry: true,
  signerName: '',
  signerTitle: '',
};

/**
 * A course's certificate template, with where its own images are (an address that changes with the image; the
 * course's owner and admins) and whether the organisation's logo stands in for a logo of its own.
 */
export const certificateTemplate = certificateTemplateInput.extend({
  signatureUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  organizationLogo: z.boolean(),
});
export type CertificateTemplate = z.infer<typeof certificateTemplate>;
