// Certificates' limits, messages and rules (issue 25, ADR 0064), in a module without zod: the web app translates
// the server's messages (lib/validation.ts, loaded on the first visit) and the public verification page reads a
// code without loading the schemas.

import { addDays } from './calendar-days.ts';

export const CERTIFICATE_REASON_MAX = 500;
export const CERTIFICATE_REASON_REQUIRED = 'Say why the certificate is revoked';
export const CERTIFICATE_REASON_TOO_LONG = `The reason may be at most ${CERTIFICATE_REASON_MAX} characters`;
export const CERTIFICATE_VALIDITY_MAX_MONTHS = 120;
export const CERTIFICATE_VALIDITY_INVALID = `Validity is a whole number of months from 1 to ${CERTIFICATE_VALIDITY_MAX_MONTHS}, or none`;

export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * A verification code: 20 letters of Crockford's base32 (100 random bits) in groups of four, e.g.
 * `7K2M-9QXD-R4TB-HW8N-3FJC`. Read leniently (lower case, without dashes, O for 0, I and L for 1).
 */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
export const CERTIFICATE_CODE_INVALID = 'A verification code is 20 letters and digits, in groups of four';
/** Days before its last day that a certificate's holder is reminded it ends (each once). */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;
/** Days before its last day from which a certificate may be renewed by retaking its course (ADR 0068). */
export const CERTIFICATE_RENEWAL_DAYS = 90;

/**
 * May its holder renew it by retaking the course (ADR 0068)? One that ends — not revoked, not renewed already —
 * once it has ended or ends within CERTIFICATE_RENEWAL_DAYS.
 */
export function certificateRenewable(
  c: { expiresOn: string | null; revoked: unknown | null; renewed: boolean },
  today: string,
): boolean {
  return !c.revoked && !c.renewed && c.expiresOn !== null && c.expiresOn <= addDays(today, CERTIFICATE_RENEWAL_DAYS);
}

/** The code as written: upper case, ambiguous letters read as the digits they look like, grouped by four. */
export function normaliseCertificateCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}

/** The status on a given day: revoked wins; past its last day it is expired. */
export function certificateStatus(
  c: { expiresOn: string | null; revoked: unknown | null },
  today: string,
): CertificateStatus {
  if (c.revoked) return 'revoked';
  if (c.expiresOn !== null && c.expiresOn < today) return 'expired';
  return 'valid';
}
