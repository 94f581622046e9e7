import { type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { CertificateLayout } from '@talentpath/contracts/certificates';

// The built-in layouts of a certificate (ADR 0067): where each line, the logo, the signature and the QR code go on
// a landscape A4 page. certificate-pdf.ts prepares the words, the colours and the images; a layout only places them.

export const PAGE = { width: 841.89, height: 595.28 };
const WHITE = rgb(1, 1, 1);
const BORDER = rgb(0.78, 0.83, 0.87);

/** What a layout draws: every line already in the certificate's language, null where the template leaves it out. */
export type Sheet = {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  /** The template's text colour (at least 4.5:1 on white) and accent (at least 3:1: large text, rules, bands). */
  ink: RGB;
  accent: RGB;
  text: {
    issuer: string | null;
    title: string;
    certifies: string;
    holder: string;
    completed: string;
    course: string;
    facts: string | null;
    codeLabel: string;
    code: string;
    verify: string;
  };
  logo: PDFImage | null;
  signature: PDFImage | null;
  /** Who signs (either line may be empty); null when the template has no signer and no signature. */
  signer: { name: string; title: string } | null;
  /** The QR code of the verification address, `size` points wide from (x, y) upward. */
  qr: (x: number, y: number, size: number, color?: RGB) => void;
};

type Line = { text: string; font: PDFFont; size: number; y: number; color: RGB; maxWidth: number };

/** The size at which `text` fits `maxWidth`: `size`, or smaller (not below 8). */
function fit(text: string, font: PDFFont, size: number, maxWidth: number) {
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  return s;
}

/** A line centred on `centre` (the page's middle by default). */
function centred(page: PDFPage, line: Line, centre = PAGE.width / 2) {
  const size = fit(line.text, line.font, line.size, line.maxWidth);
  const x = centre - line.font.widthOfTextAtSize(line.text, size) / 2;
  page.drawText(line.text, { x, y: line.y, size, font: line.font, color: line.color });
}

/** A line starting at `x`. */
function leftAt(page: PDFPage, x: number, line: Line) {
  const size = fit(line.text, line.font, line.size, line.maxWidth);
  page.drawText(line.text, { x, y: line.y, size, font: line.font, color: line.color });
}

/** An image made to fit a box, centred in it horizontally and resting on its bottom (`y`). */
function image(page: PDFPage, img: PDFImage, box: { x: number; y: number; width: number; height: number }) {
  const { width, height } = img.scaleToFit(box.width, box.height);
  page.drawImage(img, { x: box.x + (box.width - width) / 2, y: box.y, width, height });
}

/**
 * The signature over a rule, the signer's name and title under it, centred on `centre` with the rule at `y`
 * (`width` points long).
 */
function signatureBlock(sheet: Sheet, centre: number, y: number, width: number) {
  const { page, signature, signer } = sheet;
  if (!signer) return;
  if (signature) image(page, signature, { x: centre - width / 2, y: y + 3, width, height: 52 });
  page.drawLine({
    start: { x: centre - width / 2, y },
    end: { x: centre + width / 2, y },
    thickness: 0.6,
    color: sheet.ink,
  });
  const line = (text: string, font: PDFFont, size: number, at: number) =>
    text && centred(page, { text, font, size, y: at, color: sheet.ink, maxWidth: width + 40 }, centre);
  line(signer.name, sheet.bold, 10, y - 13);
  line(signer.title, sheet.regular, 9, y - (signer.name ? 25 : 13));
}

/** The verification code and address, from `x` with the label's baseline at `y`; the address at most `maxWidth`. */
function verification(sheet: Sheet, x: number, y: number, maxWidth: number) {
  const { page, regular, bold, ink, text } = sheet;
  leftAt(page, x, { text: text.codeLabel, font: regular, size: 9, y, color: ink, maxWidth });
  leftAt(page, x, { text: text.code, font: bold, size: 15, y: y - 20, color: ink, maxWidth });
  leftAt(page, x, { text: text.verify, font: regular, size: 9, y: y - 42, color: ink, maxWidth });
}

/** Today's certificate: a double frame, every line centred; the logo above the issuer, the signature in the middle. */
function classic(sheet: Sheet) {
  const { page, regular, bold, ink, accent, text } = sheet;
  const frame = (inset: number, borderColor: RGB, borderWidth: number) =>
    page.drawRectangle({
      x: inset,
      y: inset,
      width: PAGE.width - 2 * inset,
      height: PAGE.height - 2 * inset,
      borderColor,
      borderWidth,
    });
  frame(24, BORDER, 2);
  frame(32, accent, 0.8);
  const line = (value: string, font: PDFFont, size: number, y: number, color = ink) =>
    centred(page, { text: value, font, size, y, color, maxWidth: 640 });

  if (sheet.logo) image(page, sheet.logo, { x: PAGE.width / 2 - 100, y: 508, width: 200, height: 44 });
  if (text.issuer) line(text.issuer, bold, 14, sheet.logo ? 486 : 500, accent);
  line(text.title.toUpperCase(), bold, 30, 448);
  line(text.certifies, regular, 13, 400);
  line(text.holder, bold, 34, 352);
  line(text.completed, regular, 13, 314);
  line(text.course, bold, 22, 276, accent);
  if (text.facts) line(text.facts, regular, 11.5, 240);
  signatureBlock(sheet, PAGE.width / 2, 146, 180);

  sheet.qr(PAGE.width - 56 - 92, 56, 92);
  verification(sheet, 64, 110, 600);
}

/** A band of the accent colour down the left with the title and the QR code; the rest left-aligned on white. */
function modern(sheet: Sheet) {
  const { page, regular, bold, ink, accent, text } = sheet;
  const band = 236;
  page.drawRectangle({ x: 0, y: 0, width: band, height: PAGE.height, color: accent });
  // The title in white on the accent (3:1 at least: large, bold text), a word or two a line.
  const words = text.title.toUpperCase().split(' ');
  const rows = words.length > 2 ? [words.slice(0, -2).join(' '), words.slice(-2).join(' ')] : words;
  for (const [i, row] of rows.entries())
    leftAt(page, 36, { text: row, font: bold, size: 24, y: 500 - i * 30, color: WHITE, maxWidth: band - 60 });
  page.drawRectangle({ x: 36, y: 500 - rows.length * 30 + 4, width: 48, height: 3, color: WHITE });
  // The QR code on a white square: a scanner needs dark on light.
  page.drawRectangle({ x: 36, y: 48, width: 116, height: 116, color: WHITE });
  sheet.qr(44, 56, 100, ink);

  const x = band + 48;
  const width = PAGE.width - x - 56;
  const line = (value: string, font: PDFFont, size: number, y: number, color = ink) =>
    leftAt(page, x, { text: value, font, size, y, color, maxWidth: width });
  if (sheet.logo) image(page, sheet.logo, { x, y: 500, width: 180, height: 52 });
  if (text.issuer) line(text.issuer, bold, 14, sheet.logo ? 476 : 510, accent);
  line(text.certifies, regular, 13, 410);
  line(text.holder, bold, 34, 366);
  page.drawRectangle({ x, y: 348, width: 64, height: 3, color: accent });
  line(text.completed, regular, 13, 318);
  line(text.course, bold, 22, 286, accent);
  if (text.facts) line(text.facts, regular, 11.5, 250);

  signatureBlock(sheet, PAGE.width - 56 - 90, 186, 180);
  verification(sheet, x, 132, width);
}

/** White, no frame: a thin accent rule, the lines left-aligned, the logo at the top left and the issuer at its right. */
function minimal(sheet: Sheet) {
  const { page, regular, bold, ink, accent, text } = sheet;
  const x = 72;
  const width = PAGE.width - 2 * x;
  const line = (value: string, font: PDFFont, size: number, y: number, color = ink) =>
    leftAt(page, x, { text: value, font, size, y, color, maxWidth: width });
  page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: accent });
  if (sheet.logo) image(page, sheet.logo, { x: x - 10, y: 500, width: 160, height: 44 });
  if (text.issuer) {
    const size = fit(text.issuer, bold, 12, 360);
    const at = PAGE.width - x - bold.widthOfTextAtSize(text.issuer, size);
    page.drawText(text.issuer, { x: at, y: 516, size, font: bold, color: ink });
  }
  line(text.title.toUpperCase(), bold, 18, 430, accent);
  line(text.certifies, regular, 12, 390);
  line(text.holder, bold, 36, 346);
  page.drawRectangle({ x, y: 330, width: 240, height: 1.2, color: accent });
  line(text.completed, regular, 12, 300);
  line(text.course, bold, 20, 272);
  if (text.facts) line(text.facts, regular, 11, 236);

  signatureBlock(sheet, PAGE.width - x - 85, 180, 170);
  verification(sheet, x, 110, PAGE.width - 2 * x - 100);
  sheet.qr(PAGE.width - x - 80, 52, 80);
}

export const LAYOUTS: Record<CertificateLayout, (sheet: Sheet) => void> = { classic, modern, minimal };
