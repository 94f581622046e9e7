import type { Certificate } from '@talentpath/contracts/certificates';
import type { Language } from '@talentpath/contracts/constants';
import { makeCertificatePdf } from './certificate-pdf.ts';

// Runs in a worker thread (platform/worker-pool.ts, ADR 0047): a certificate's layout, QR code and font subsets are
// CPU the event loop should not wait through; pdf-lib, fontkit and qrcode load with the first certificate.
export type CertificatePdfTask = { certificate: Certificate; verifyUrl: string; language: Language };

export default async function makePdf(task: CertificatePdfTask): Promise<Uint8Array> {
  return makeCertificatePdf(task.certificate, task.verifyUrl, task.language);
}
