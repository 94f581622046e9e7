import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '@talentpath/contracts/certificates';
import type { Language } from '@talentpath/contracts/constants';
import { embedPdfFonts } from '../../platform/pdf-fonts.ts';

// A certificate as a one-page landscape A4 PDF (ADR 0064): who completed which course, issued by whom and when, its
// last valid day, and how to verify it — the code, and a QR code of the public verification address. Runs in a
// worker thread (certificate-pdf.worker.ts).

const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
const ACCENT = rgb(0.05, 0.39, 0.47);
const BORDER = rgb(0.78, 0.83, 0.87);

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

/** Text centred on the page at height `y`, made smaller until it fits `maxWidth`. */
function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK, maxWidth = 640) {
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  page.drawText(text, { x: (PAGE.width - font.widthOfTextAtSize(text, s)) / 2, y, size: s, font, color });
}

/** The QR code of `text`, its modules drawn as squares from (x, y) upward, `size` points wide. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row += 1)
    for (let col = 0; col < n; col += 1)
      if (qr.modules.get(row, col))
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: INK,
        });
}

/** The certificate as PDF bytes, its words in `language`. */
export async function makeCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  language: Language,
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

  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: BORDER,
    borderWidth: 2,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: PAGE.width - 64,
    height: PAGE.height - 64,
    borderColor: ACCENT,
    borderWidth: 0.8,
  });

  centred(page, drawable(certificate.issuer), bold, 14, 500, ACCENT);
  centred(page, w.title.toUpperCase(), bold, 30, 448);
  centred(page, w.certifies, regular, 13, 400, MUTED);
  centred(page, drawable(certificate.holder.name), bold, 34, 352);
  centred(page, w.completed, regular, 13, 314, MUTED);
  centred(page, drawable(certificate.course.title), bold, 22, 276, ACCENT);

  const facts = [
    `${w.issuedOn}: ${dayText(language, certificate.issuedAt)}`,
    certificate.expiresOn ? `${w.validUntil}: ${dayText(language, certificate.expiresOn)}` : w.noExpiry,
  ].join('   ·   ');
  centred(page, facts, regular, 11.5, 232, INK);

  // How to verify it: the code and the address at the foot, the QR code at the right.
  const qrSize = 92;
  drawQr(page, verifyUrl, PAGE.width - 56 - qrSize, 56, qrSize);
  page.drawText(w.code, { x: 64, y: 110, size: 9, font: regular, color: MUTED });
  page.drawText(certificate.code, { x: 64, y: 90, size: 15, font: bold, color: INK });
  page.drawText(`${w.verify} ${drawable(verifyUrl)}`, { x: 64, y: 68, size: 9, font: regular, color: MUTED });

  if (certificate.status === 'revoked') {
    const text = w.revoked;
    const size = 64;
    page.drawText(text, {
      x: (PAGE.width - bold.widthOfTextAtSize(text, size)) / 2,
      y: 360,
      size,
      font: bold,
      color: rgb(0.75, 0.1, 0.1),
      opacity: 0.25,
    });
  }
  return pdf.save();
}
