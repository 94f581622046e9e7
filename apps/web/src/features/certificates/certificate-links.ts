import type { Certificate } from '@talentpath/contracts/certificates';

/** The public page that verifies a certificate, as a path of this site. */
export const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;

/** The public address that verifies a certificate (the one its PDF's QR code holds). */
export const verifyLink = (code: string, origin: string = window.location.origin) => `${origin}${verifyPath(code)}`;

/** The address of a certificate's own page in the learner area. */
export const certificatePath = (id: string) => `/learner/certificate/${id}`;

/** The learner's course player, where a retake starts (the learning feature's route, named again here). */
export const coursePlayerPath = (courseId: string) => `/learner/course-view/${courseId}`;

/**
 * LinkedIn's "Add license or certification" form, filled in: the course, the issuer, the month it was issued (as
 * the reader's calendar has it, as the page shows it) and, when it expires, the month of its last valid day.
 */
export function linkedInUrl(
  certificate: Pick<Certificate, 'code' | 'course' | 'issuer' | 'issuedAt' | 'expiresOn'>,
  origin?: string,
): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.course.title,
    organizationName: certificate.issuer,
    issueYear: String(issued.getFullYear()),
    issueMonth: String(issued.getMonth() + 1),
    certUrl: verifyLink(certificate.code, origin),
    certId: certificate.code,
  });
  if (certificate.expiresOn) {
    const [year, month] = certificate.expiresOn.split('-');
    params.set('expirationYear', String(Number(year)));
    params.set('expirationMonth', String(Number(month)));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
