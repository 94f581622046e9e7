import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The fonts of the PDFs the server makes (the CV, ADR 0063; certificates, ADR 0064): DejaVu Sans, embedded as
// subsets — Latin with æ, ø, å and the rest of Europe's letters, Greek and Cyrillic (fontkit's subsetting drops
// glyphs of Google's Noto Sans builds, DejaVu's it keeps). Load this only where PDFs are made (a worker thread):
// pdf-lib and fontkit stay out of the server's start-up.

const require = createRequire(import.meta.url);
const FILES = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

// pdf-lib parses a font on every embedding, and parsing is most of a document's time: a font object read once
// serves every document (each makes its own subset from it).
type Font = ReturnType<typeof fontkit.create>;
const parsed = new Map<Uint8Array, Font>();
const cachedFontkit = {
  create: (data: Uint8Array) => {
    const font = parsed.get(data) ?? fontkit.create(data);
    parsed.set(data, font);
    return font;
  },
} as unknown as typeof fontkit;

export type PdfFonts = {
  regular: PDFFont;
  bold: PDFFont;
  /** Text the fonts can draw: a character they lack (an emoji, say) becomes "?" rather than an empty box. */
  drawable: (text: string) => string;
};

/** DejaVu Sans and its bold, embedded in `pdf` as subsets. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(cachedFontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(FILES.regular, { subset: true }),
    pdf.embedFont(FILES.bold, { subset: true }),
  ]);
  const glyphs = cachedFontkit.create(FILES.regular);
  const drawable = (text: string) =>
    [...text]
      .map((c) => (c === '\n' || c === '\t' || glyphs.hasGlyphForCodePoint(c.codePointAt(0)!) ? c : '?'))
      .join('');
  return { regular, bold, drawable };
}
