import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';

// Real media made in code, for demo data and tests: a PDF (pdf-lib), a PNG (pngjs) and a WebM video (libvpx in
// WebAssembly, webm-wasm). Nothing is downloaded or checked in; each call makes new bytes.

const require = createRequire(import.meta.url);

/** Paints one pixel (RGBA, 0–255 each) of a picture or a frame. */
export type Paint = (x: number, y: number, frame: number) => [number, number, number, number];

/** A gentle diagonal gradient that moves with the frame: visibly a picture, small once compressed. */
export const gradient =
  (from: [number, number, number], to: [number, number, number]): Paint =>
  (x, y, frame) => {
    const t = ((x + y + frame * 4) % 256) / 255;
    return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)).concat(255) as [
      number,
      number,
      number,
      number,
    ];
  };

function pixels(width: number, height: number, paint: Paint, frame: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(paint(x, y, frame), (y * width + x) * 4);
  return rgba;
}

export function makePng(options: { width: number; height: number; paint: Paint }): Uint8Array {
  const png = new PNG({ width: options.width, height: options.height });
  png.data = Buffer.from(pixels(options.width, options.height, options.paint, 0).buffer);
  return new Uint8Array(PNG.sync.write(png));
}

/**
 * An opaque PNG (RGB) of RGBA pixels drawn elsewhere (width × height × 4 bytes, alpha ignored). One filter (Paeth)
 * instead of trying all five per row: a third of the time, about the same size for gradients.
 */
export function encodePng(width: number, height: number, rgba: Uint8ClampedArray): Uint8Array {
  const png = new PNG({ width, height, colorType: 2, filterType: 4 });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return new Uint8Array(PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType: 4 }));
}

/** A PDF with a title and one page per list of paragraphs (A4, Helvetica). */
export async function makePdf(options: { title: string; pages: string[][] }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [i, paragraphs] of options.pages.entries()) {
    const page = doc.addPage([595, 842]);
    page.drawText(i === 0 ? options.title : `${options.title} (${i + 1})`, { x: 56, y: 770, size: 20, font: bold });
    let y = 730;
    for (const text of paragraphs) {
      page.drawText(text, { x: 56, y, size: 12, font, color: rgb(0.1, 0.1, 0.1), maxWidth: 483, lineHeight: 16 });
      y -= 16 * Math.ceil(font.widthOfTextAtSize(text, 12) / 483) + 12;
    }
  }
  return doc.save();
}

type WebmModule = {
  WebmEncoder: new (
    timebaseNum: number,
    timebaseDen: number,
    width: number,
    height: number,
    bitrate: number,
    realtime: boolean,
    kLive: boolean,
    onChunk: (chunk: ArrayBuffer) => void,
  ) => { addRGBAFrame: (rgba: Uint8ClampedArray) => boolean; finalize: () => boolean; delete: () => void };
};

let encoder: Promise<{ module: WebmModule }> | null = null;

/**
 * The WebAssembly encoder, loaded once. The module object is thenable (Emscripten's `then`), so it always travels
 * wrapped: a promise resolved with the module itself would never settle.
 */
function loadEncoder(): Promise<{ module: WebmModule }> {
  encoder ??= (async () => {
    const { default: factory } = (await import('webm-wasm/dist/webm-wasm.js' as string)) as {
      default: (options: object) => WebmModule;
    };
    const wasmBinary = readFileSync(require.resolve('webm-wasm/dist/webm-wasm.wasm'));
    return new Promise<{ module: WebmModule }>((resolve) => {
      const module = factory({ wasmBinary, onRuntimeInitialized: () => resolve({ module }) });
    });
  })();
  return encoder;
}

/** A VP8 WebM video of `frames` frames at `fps` (kilobits per second: `bitrate`). */
export function makeWebm(options: {
  width: number;
  height: number;
  frames: number;
  fps?: number;
  bitrate?: number;
  paint: Paint;
}): Promise<Uint8Array> {
  const { width, height, paint } = options;
  return encodeWebm({ ...options, frame: (frame) => pixels(width, height, paint, frame) });
}

/** A VP8 WebM video of frames drawn elsewhere: `frame(i)` answers frame i's RGBA pixels. */
export async function encodeWebm(options: {
  width: number;
  height: number;
  frames: number;
  fps?: number;
  bitrate?: number;
  frame: (index: number) => Uint8ClampedArray;
}): Promise<Uint8Array> {
  const { module: m } = await loadEncoder();
  const chunks: Uint8Array[] = [];
  const { width, height } = options;
  const webm = new m.WebmEncoder(1, options.fps ?? 30, width, height, options.bitrate ?? 200, false, false, (c) =>
    chunks.push(new Uint8Array(c.slice(0))),
  );
  try {
    for (let frame = 0; frame < options.frames; frame++)
      if (!webm.addRGBAFrame(options.frame(frame))) throw new Error(`webm-wasm could not encode frame ${frame}`);
    if (!webm.finalize()) throw new Error('webm-wasm could not finish the video');
  } finally {
    webm.delete();
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out.subarray(0, matroskaLength(out));
}

/** Reads an EBML variable-length number at `at`: its value and how many bytes it took. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

const SEGMENT_ID = 0x18538067;

/**
 * Where the WebM really ends. webm-wasm's writer counts the bytes it rewrites when it goes back to fill in the
 * duration and cues as if they were new, so its buffer runs on past the Segment with leftover bytes: a player may
 * read those as a broken element. The file ends where the EBML header and the (sized) Segment end.
 */
function matroskaLength(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    at += id.length + size.length + size.value;
    if (id.value === SEGMENT_ID) return Math.min(at, bytes.length);
  }
  return bytes.length;
}
