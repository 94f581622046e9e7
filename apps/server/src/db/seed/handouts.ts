import { type PDFFont, type PDFPage, PDFDocument, type RGB, StandardFonts, rgb } from 'pdf-lib';

// Printable handouts for the demo courses (seed/handout-texts.ts holds what they say): A4 pages with a coloured
// header, headings, wrapped paragraphs, bullet lists, tick boxes, code and ruled tables, page numbers in the
// footer. pdf-lib's standard fonts speak WinAnsi only, so the texts keep to it (no arrows, no ticks).

export type HandoutBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'code'; lines: string[] }
  | { kind: 'table'; widths: number[]; rows: string[][] };

export type Handout = { title: string; subtitle: string; accent: [number, number, number]; blocks: HandoutBlock[] };

const PAGE = { width: 595, height: 842, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const TOP = PAGE.height - 118;
const BOTTOM = 64;
const BODY = 10;
const LEADING = 14;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const RULE = rgb(0.8, 0.83, 0.88);

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** Splits text into lines no wider than `width` at `size` (words are never cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Writes blocks top to bottom, opening a new page when the next piece does not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly handout: Handout,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const accent = rgb(...(this.handout.accent.map((v) => v / 255) as [number, number, number]));
    this.page.drawRectangle({ x: 0, y: PAGE.height - 92, width: PAGE.width, height: 92, color: accent });
    this.text(this.handout.title, PAGE.margin, PAGE.height - 48, this.fonts.bold, 20, rgb(1, 1, 1));
    this.text(this.handout.subtitle, PAGE.margin, PAGE.height - 70, this.fonts.regular, 10, rgb(0.95, 0.96, 1));
    this.y = TOP;
  }

  text(value: string, x: number, y: number, font: PDFFont, size: number, color: RGB = INK) {
    this.page.drawText(value, { x, y, font, size, color });
  }

  /** Makes room for `height` points, on a new page if needed (then answers true). */
  room(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }

  heading(value: string) {
    this.room(LEADING * 3);
    this.y -= 8;
    this.text(value, PAGE.margin, this.y, this.fonts.bold, 13);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y - 5 },
      end: { x: PAGE.margin + CONTENT_WIDTH, y: this.y - 5 },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= LEADING + 6;
  }

  lines(lines: string[], x: number, font: PDFFont, size = BODY) {
    for (const line of lines) {
      this.room(LEADING);
      this.text(line, x, this.y, font, size);
      this.y -= LEADING;
    }
  }

  items(items: string[], marker: 'bullet' | 'box') {
    for (const item of items) {
      const lines = wrap(item, this.fonts.regular, BODY, CONTENT_WIDTH - 18);
      this.room(LEADING * Math.min(lines.length, 2));
      if (marker === 'bullet') this.text('•', PAGE.margin + 2, this.y, this.fonts.bold, BODY);
      else
        this.page.drawRectangle({
          x: PAGE.margin,
          y: this.y - 1.5,
          width: 8,
          height: 8,
          borderColor: MUTED,
          borderWidth: 0.8,
        });
      this.lines(lines, PAGE.margin + 16, this.fonts.regular);
      this.y -= 2;
    }
    this.y -= 6;
  }

  code(lines: string[]) {
    const height = lines.length * 12 + 12;
    this.room(height);
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - height + 10,
      width: CONTENT_WIDTH,
      height,
      color: rgb(0.95, 0.96, 0.98),
      borderColor: RULE,
      borderWidth: 0.6,
    });
    this.y -= 4;
    for (const line of lines) {
      this.text(line, PAGE.margin + 8, this.y, this.fonts.mono, 8.5);
      this.y -= 12;
    }
    this.y -= 14;
  }

  /**
   * A ruled table; the first row is its header (bold, shaded, repeated on each page the table runs onto).
   * `widths` are shares of the content width.
   */
  table(widths: number[], rows: string[][]) {
    const total = widths.reduce((a, b) => a + b, 0);
    const columns = widths.map((w) => (w / total) * CONTENT_WIDTH);
    for (const [r, row] of rows.entries()) this.tableRow(columns, row, r === 0, rows[0]!);
    this.y -= 12;
  }

  private tableRow(columns: number[], row: string[], header: boolean, headerRow: string[]) {
    const font = header ? this.fonts.bold : this.fonts.regular;
    const cells = row.map((cell, i) => wrap(cell, font, 9, columns[i]! - 10));
    const height = Math.max(...cells.map((c) => c.length)) * 12 + 8;
    if (this.room(height) && !header) this.tableRow(columns, headerRow, true, headerRow);
    const top = this.y + 10;
    const rule = (y: number) =>
      this.page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.margin + CONTENT_WIDTH, y },
        thickness: 0.5,
        color: RULE,
      });
    if (header) {
      const shade = rgb(0.93, 0.94, 0.97);
      this.page.drawRectangle({ x: PAGE.margin, y: top - height, width: CONTENT_WIDTH, height, color: shade });
      rule(top);
    }
    let x = PAGE.margin;
    for (const [i, lines] of cells.entries()) {
      for (const [l, line] of lines.entries()) this.text(line, x + 5, top - 13 - l * 12, font, 9);
      x += columns[i]!;
    }
    rule(top - height);
    this.y -= height;
  }
}

/** The handout as a PDF: its blocks laid out over as many A4 pages as they need, numbered "page n of m". */
export async function handoutPdf(handout: Handout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(handout.title);
  doc.setSubject(handout.subtitle);
  doc.setAuthor('TalentPath');
  doc.setCreator('TalentPath demo data');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(doc, fonts, handout);
  for (const block of handout.blocks) {
    if (block.kind === 'heading') w.heading(block.text);
    else if (block.kind === 'paragraph') {
      w.lines(wrap(block.text, fonts.regular, BODY, CONTENT_WIDTH), PAGE.margin, fonts.regular);
      w.y -= 8;
    } else if (block.kind === 'bullets') w.items(block.items, 'bullet');
    else if (block.kind === 'checklist') w.items(block.items, 'box');
    else if (block.kind === 'code') w.code(block.lines);
    else w.table(block.widths, block.rows);
  }
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    const footer = `${handout.title}  ·  TalentPath  ·  page ${i + 1} of ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: 34, size: 8, font: fonts.regular, color: MUTED });
  }
  return doc.save();
}
