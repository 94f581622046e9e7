import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type CvDocument, type CvLanguage, type CvSkill, monthYear } from '@talentpath/contracts/cv';
import { spanText, wordsOf } from '@talentpath/contracts/cv-words';
import { embedPdfFonts } from '../../platform/pdf-fonts.ts';

// A CV as an A4 PDF (ADR 0063): the server's PDF fonts (platform/pdf-fonts.ts), text wrapped to the column, a new
// page when the content runs past the bottom margin, page numbers at the foot. Runs in a worker thread
// (cv-pdf.worker.ts).

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56, top: 56, bottom: 60 };
const WIDTH = A4.width - 2 * MARGIN.x;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
const ACCENT = rgb(0.05, 0.39, 0.47);
const RULE = rgb(0.82, 0.85, 0.88);

type Style = { font: PDFFont; size: number; color: typeof INK };

/** Lays text out top-down over as many pages as it needs. */
class Writer {
  page: PDFPage;
  y = A4.height - MARGIN.top;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly drawable: (text: string) => string,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number) {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** A character the font lacks (an emoji, say) prints as "?" rather than as an empty box. */
  clean(text: string) {
    return this.drawable(text);
  }

  /** Lines of at most `width` points: broken between words, and inside a word longer than a line. */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    const fits = (s: string) => style.font.widthOfTextAtSize(s, style.size) <= width;
    for (const paragraph of this.clean(text).split('\n')) {
      let line = '';
      for (let word of paragraph.split(/\s+/).filter(Boolean)) {
        while (!fits(word)) {
          let cut = word.length - 1;
          while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
          if (line) lines.push(line);
          lines.push(word.slice(0, cut));
          line = '';
          word = word.slice(cut);
        }
        const next = line ? `${line} ${word}` : word;
        if (fits(next)) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Wrapped text at `x`, moving down; `gap` after it. */
  text(text: string, style: Style, options: { x?: number; width?: number; gap?: number } = {}) {
    const x = options.x ?? MARGIN.x;
    const leading = style.size * 1.4;
    for (const line of this.wrap(text, style, options.width ?? WIDTH - (x - MARGIN.x))) {
      this.need(leading);
      this.y -= leading;
      if (line) this.page.drawText(line, { x, y: this.y + style.size * 0.3, ...style });
    }
    this.y -= options.gap ?? 0;
  }

  /** One line with a text on the left and another flush right (a project and its dates). */
  row(left: string, leftStyle: Style, right: string, rightStyle: Style) {
    const rightText = this.clean(right);
    const rightWidth = rightStyle.font.widthOfTextAtSize(rightText, rightStyle.size);
    const leading = leftStyle.size * 1.4;
    const lines = this.wrap(left, leftStyle, WIDTH - rightWidth - 12);
    this.need(leading * lines.length);
    lines.forEach((line, i) => {
      this.y -= leading;
      const baseline = this.y + leftStyle.size * 0.3;
      this.page.drawText(line, { x: MARGIN.x, y: baseline, ...leftStyle });
      if (i === 0) this.page.drawText(rightText, { x: A4.width - MARGIN.x - rightWidth, y: baseline, ...rightStyle });
    });
  }

  heading(text: string, style: Style) {
    this.need(style.size * 1.4 + 40); // never a heading alone at the foot of a page
    this.y -= 16;
    this.text(text.toUpperCase(), { ...style, color: ACCENT });
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: A4.width - MARGIN.x, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 6;
  }

  /** A tick drawn as two strokes (crisper than the font's ✓ at small sizes): the verified mark. */
  tick(x: number, baseline: number, size: number) {
    const s = size * 0.7;
    const stroke = { thickness: 1.1, color: ACCENT };
    this.page.drawLine({
      start: { x, y: baseline + s * 0.45 },
      end: { x: x + s * 0.35, y: baseline + s * 0.1 },
      ...stroke,
    });
    this.page.drawLine({
      start: { x: x + s * 0.35, y: baseline + s * 0.1 },
      end: { x: x + s, y: baseline + s },
      ...stroke,
    });
  }

  /** Skills as a flowing list after a label column: each name, a tick when verified, wrapping as words do. */
  skillRow(label: string, skills: readonly CvSkill[], labelStyle: Style, style: Style, column: number) {
    const leading = style.size * 1.5;
    const tickWidth = style.size * 0.95;
    this.need(leading);
    this.y -= leading;
    this.page.drawText(this.clean(label), { x: MARGIN.x, y: this.y + style.size * 0.3, ...labelStyle });
    let x = MARGIN.x + column;
    for (const skill of skills) {
      const name = this.clean(skill.technology.name);
      const width = style.font.widthOfTextAtSize(name, style.size) + (skill.verified ? tickWidth : 0);
      if (x > MARGIN.x + column && x + width > A4.width - MARGIN.x) {
        this.need(leading);
        this.y -= leading;
        x = MARGIN.x + column;
      }
      const baseline = this.y + style.size * 0.3;
      this.page.drawText(name, { x, y: baseline, ...style });
      if (skill.verified) this.tick(x + width - tickWidth + 2.5, baseline, style.size);
      x += width + 14;
    }
  }

  /** The foot of every page: "Page 1 of 2". */
  numberPages(label: (n: number, of: number) => string, style: Style) {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      const text = label(i + 1, pages.length);
      const width = style.font.widthOfTextAtSize(text, style.size);
      page.drawText(text, { x: A4.width - MARGIN.x - width, y: MARGIN.bottom / 2, ...style });
    });
  }
}

/** The CV as PDF bytes, its headings and dates in `language`. */
export async function makeCvPdf(doc: CvDocument, language: CvLanguage): Promise<Uint8Array> {
  const w = wordsOf(language);
  const pdf = await PDFDocument.create();
  const { regular, bold, drawable } = await embedPdfFonts(pdf);
  const title = doc.name ?? w.candidate;
  pdf.setTitle(doc.headline ? `${title} – ${doc.headline}` : title);
  pdf.setLanguage(language === 'no' ? 'nb-NO' : 'en-US');
  pdf.setCreator('TalentPath');
  pdf.setProducer('TalentPath');
  if (doc.name) pdf.setAuthor(doc.name);

  const body: Style = { font: regular, size: 10, color: INK };
  const small: Style = { font: regular, size: 9, color: MUTED };
  const strong: Style = { font: bold, size: 10, color: INK };
  const headingStyle: Style = { font: bold, size: 10.5, color: ACCENT };
  const out = new Writer(pdf, drawable);

  out.text(title, { font: bold, size: 22, color: INK }, { gap: 2 });
  out.text(doc.headline || w.consultant, { font: regular, size: 12.5, color: MUTED }, { gap: 4 });
  const contact = [doc.location, doc.email].filter((x): x is string => Boolean(x));
  if (contact.length > 0) out.text(contact.join('  ·  '), small);

  if (doc.summary) {
    out.heading(w.summary, headingStyle);
    out.text(doc.summary, body);
  }
  if (doc.skills.length > 0) {
    out.heading(w.skills, headingStyle);
    const label = { ...small, font: bold };
    const column = Math.max(...Object.values(w.levels).map((l) => bold.widthOfTextAtSize(l, label.size))) + 16;
    for (const level of [5, 4, 3, 2, 1] as const) {
      const atLevel = doc.skills.filter((s) => s.level === level);
      if (atLevel.length > 0) out.skillRow(w.levels[level], atLevel, label, body, column);
    }
    if (doc.skills.some((s) => s.verified)) {
      out.y -= 6;
      out.need(14);
      out.tick(MARGIN.x, out.y - 10, 8);
      out.text(w.verifiedLegend, { ...small, size: 8 }, { x: MARGIN.x + 10 });
    }
  }
  if (doc.projects.length > 0) {
    out.heading(w.projects, headingStyle);
    for (const p of doc.projects) {
      out.need(34); // a project's name and role on one page
      out.row(p.project.name, strong, spanText(language, p.startDate, p.endDate), small);
      out.text(p.role, small, { gap: 5 });
    }
  }
  if (doc.courses.length > 0) {
    out.heading(w.courses, headingStyle);
    for (const c of doc.courses) out.row(c.course.title, body, monthYear(language, c.completedAt), small);
  }
  if (doc.languages.length > 0) {
    out.heading(w.languages, headingStyle);
    for (const l of doc.languages) out.row(l.language, body, w.languageLevels[l.level], small);
  }
  if (doc.links.length > 0) {
    out.heading(w.links, headingStyle);
    for (const l of doc.links) {
      out.text(l.label, strong);
      out.text(l.url, small, { gap: 4 });
    }
  }
  out.numberPages(w.page, { ...small, size: 8 });
  return pdf.save();
}
