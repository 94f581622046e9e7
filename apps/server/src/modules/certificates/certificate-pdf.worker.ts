import { type Certificate, DEFAULT_CERTIFICATE_TEMPLATE } from '@talentpath/contracts/certificates';
import type { Language } from '@talentpath/contracts/constants';
import { type CertificateDesign, makeCertificatePdf } from './certificate-pdf.ts';

// Runs in a worker thread (platform/worker-pool.ts, ADR 0047): a certificate's layout, QR code and font subsets are
// CPU the event loop should not wait through; pdf-lib, fontkit and qrcode load with the first certificate.
export type CertificatePdfTask = {
  certificate: Certificate;
  verifyUrl: string;
  language: Language;
  /** The course's template as it is now (ADR 0067), its images as PNG; the default template when not given. */
  design?: CertificateDesign;
  /** A template's preview: marked SAMPLE. */
  sample?: boolean;
};

export default async function makePdf(task: CertificatePdfTask): Promise<Uint8Array> {
  const design = task.design ?? { ...DEFAULT_CERTIFICATE_TEMPLATE, signature: null, logo: null };
  return makeCertificatePdf(task.certificate, task.verifyUrl, task.language, design, task.sample);
}
