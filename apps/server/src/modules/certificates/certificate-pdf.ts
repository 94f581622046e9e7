import { degrees, PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate, CertificateTemplateInput } from '@talentpath/contracts/certificates';
import type { Language } from '@talentpath/contracts/constants';
import { embedPdfFonts } from '../../platform/pdf-fonts.ts';
import { LAYOUTS, PAGE, type Sheet } from './certificate-layouts.ts';

// A certificate as a one-page landscape A4 PDF (ADR 0064): who completed which course, issued by whom and when, its
// last valid day, and how to verify it — the code, and a QR code of the public verification address — drawn in the
// course's template (ADR 0067: a layout of certificate-layouts.ts, its colours, logo, signature and lines). Runs in
// a worker thread (certificate-pdf.worker.ts).

/** How the certificate looks: the template, with its signature and logo as PNG bytes (fitted when stored). */
export type CertificateDesign = CertificateTemplateInput & { signature: Uint8Array | null; logo: Uint8Array | null };

const WORDS = {
  en: {
    title: 'Certificate of completion',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    issuedBy: 'Issued by',
    issuedOn: 'Issued',
    validUntil: 'Valid until',
    noExpiry: 'Does not expire',
    verify: 'Verify at',
    code: 'Verification code',
    revoked: 'REVOKED',
    sample: 'SAMPLE',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    date: (d: number, month: string, y: number) => `${month} ${d}, ${y}`,
  },
  no: {
    title: 'Kursbevis',
    certifies: 'Dette bekrefter at',
    completed: 'har fullført kurset',
    issuedBy: 'Utstedt av',
    issuedOn: 'Utstedt',
    validUntil: 'Gyldig til',
    noExpiry: 'Utløper ikke',
    verify: 'Bekreft på',
    code: 'Bekreftelseskode',
    revoked: 'TILBAKEKALT',
    sample: 'EKSEMPEL',
    months: [
      'januar',
      'februar',
      'mars',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'desember',
    ],
    date: (d: number, month: string, y: number) => `${d}. ${month} ${y}`,
  },
} as const;

/** A day (YYYY-MM-DD or an ISO date-time, read in UTC) written out in the language. */
function dayText(language: Language, value: string): string {
  const w = WORDS[language];
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return w.date(d, w.months[m - 1]!, y);
}

/** The QR code of `text`, its modules drawn as squares from (x, y) upward, `size` points wide, in `color`. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row += 1)
    for (let col = 0; col < n; col += 1)
      if (qr.modules.get(row, col))
        page.drawRectangle({ x: x + col * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color });
}

const colorOf = (hex: string) =>
  rgb(
    Number.parseInt(hex.slice(1, 3), 16) / 255,
    Number.parseInt(hex.slice(3, 5), 16) / 255,
    Number.parseInt(hex.slice(5, 7), 16) / 255,
  );

/** A word stamped across the page, faint: REVOKED in red, or SAMPLE (a preview) in grey. */
function stamp(sheet: Sheet, text: string, color: RGB, opacity: number) {
  const size = 72;
  const width = sheet.bold.widthOfTextAtSize(text, size);
  const angle = 20;
  const rad = (angle * Math.PI) / 180;
  sheet.page.drawText(text, {
    x: PAGE.width / 2 - (width / 2) * Math.cos(rad),
    y: PAGE.height / 2 - (width / 2) * Math.sin(rad),
    size,
    font: sheet.bold,
    color,
    opacity,
    rotate: degrees(angle),
  });
}

/**
 * The certificate as PDF bytes, its words in `language`, drawn in `design`; `sample` marks a preview of a template
 * (a made-up holder and code) so that it is never taken for a certificate.
 */
export async function makeCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  language: Language,
  design: CertificateDesign,
  sample = false,
): Promise<Uint8Array> {
  const w = WORDS[language];
  const pdf = await PDFDocument.create();
  const { regular, bold, drawable } = await embedPdfFonts(pdf);
  pdf.setTitle(`${w.title} – ${certificate.course.title}`);
  pdf.setAuthor(certificate.issuer);
  pdf.setSubject(certificate.holder.name);
  pdf.setLanguage(language === 'no' ? 'nb-NO' : 'en-US');
  pdf.setCreator('TalentPath');
  pdf.setProducer('TalentPath');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const ink = colorOf(design.textColor);

  const facts = [
    design.showIssueDate ? `${w.issuedOn}: ${dayText(language, certificate.issuedAt)}` : null,
    // A last valid day always shows: left out, an expired certificate would look valid on paper.
    certificate.expiresOn
      ? `${w.validUntil}: ${dayText(language, certificate.expiresOn)}`
      : design.showNoExpiry
        ? w.noExpiry
        : null,
  ].filter((line) => line !== null);
  const signer = { name: drawable(design.signerName), title: drawable(design.signerTitle) };
  const sheet: Sheet = {
    page,
    regular,
    bold,
    ink,
    accent: colorOf(design.accentColor),
    text: {
      issuer: design.showIssuer ? drawable(certificate.issuer) : null,
      title: w.title,
      certifies: w.certifies,
      holder: drawable(certificate.holder.name),
      completed: w.completed,
      course: drawable(certificate.course.title),
      facts: facts.length > 0 ? facts.join('   ·   ') : null,
      codeLabel: w.code,
      code: certificate.code,
      verify: `${w.verify} ${drawable(verifyUrl)}`,
    },
    logo: design.logo ? await pdf.embedPng(design.logo) : null,
    signature: design.signature ? await pdf.embedPng(design.signature) : null,
    signer: signer.name || signer.title || design.signature ? signer : null,
    qr: (x, y, size, color = ink) => drawQr(page, verifyUrl, x, y, size, color),
  };
  LAYOUTS[design.layout](sheet);

  if (certificate.status === 'revoked') stamp(sheet, w.revoked, rgb(0.75, 0.1, 0.1), 0.25);
  if (sample) stamp(sheet, w.sample, rgb(0.5, 0.5, 0.5), 0.12);
  return pdf.save();
}
