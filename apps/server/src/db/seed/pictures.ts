import { box, type Canvas, canvas, disc, gradientFill, line, randomFrom, type Rgb, ring, wave } from './artwork.ts';
import { encodePng, encodeWebm } from './media.ts';

// The demo courses' media (seed/learning.ts): a 16:9 thumbnail per course (a gradient with shapes, its own per
// title), two lesson diagrams and a short video of moving shapes whose progress bar shows where it is (so seeking
// can be seen to work).

export const PALETTES = {
  indigo: { from: [49, 46, 129], to: [124, 58, 237], accent: [251, 191, 36], light: [224, 231, 255] },
  ocean: { from: [8, 47, 73], to: [14, 116, 144], accent: [251, 113, 133], light: [207, 250, 254] },
  forest: { from: [6, 78, 59], to: [13, 148, 136], accent: [250, 204, 21], light: [209, 250, 229] },
  sunset: { from: [194, 65, 12], to: [219, 39, 119], accent: [254, 240, 138], light: [255, 237, 213] },
  slate: { from: [30, 41, 59], to: [37, 99, 235], accent: [34, 211, 238], light: [226, 232, 240] },
  plum: { from: [88, 28, 135], to: [190, 24, 93], accent: [253, 186, 116], light: [250, 232, 255] },
  moss: { from: [63, 98, 18], to: [21, 128, 61], accent: [253, 224, 71], light: [236, 252, 203] },
  coral: { from: [159, 18, 57], to: [234, 88, 12], accent: [125, 211, 252], light: [255, 228, 230] },
} satisfies Record<string, { from: Rgb; to: Rgb; accent: Rgb; light: Rgb }>;
export type PaletteName = keyof typeof PALETTES;
export type Motif = 'circles' | 'blocks' | 'waves' | 'orbits' | 'dots';

const WHITE: Rgb = [255, 255, 255];

function motif(c: Canvas, kind: Motif, p: (typeof PALETTES)[PaletteName], random: () => number) {
  const { width: w, height: h } = c;
  const at = (x: number, y: number) => [x * w, y * h] as const;
  if (kind === 'circles') {
    for (let i = 0; i < 7; i++) {
      const [x, y] = at(random(), random());
      disc(c, x, y, 40 + random() * 180, i % 3 === 0 ? p.accent : p.light, 0.18 + random() * 0.2);
    }
    ring(c, w * 0.72, h * 0.45, h * 0.3, 14, WHITE, 0.6);
  } else if (kind === 'blocks') {
    const size = w / 12;
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 6; col++) {
        if (random() < 0.35) continue;
        const x = w * 0.45 + col * size * 0.95 - (row % 2) * size * 0.45;
        box(
          c,
          x,
          h * 0.12 + row * size * 0.95,
          size * 0.8,
          size * 0.8,
          col % 4 === 1 ? p.accent : p.light,
          0.3 + random() * 0.4,
          14,
        );
      }
  } else if (kind === 'waves') {
    for (let i = 0; i < 4; i++)
      wave(
        c,
        h * (0.35 + i * 0.15),
        30 + i * 12,
        w * (0.5 + random() * 0.4),
        random() * 6,
        10,
        i === 1 ? p.accent : p.light,
      );
    for (let i = 0; i < 12; i++) disc(c, ...at(random(), random() * 0.3), 4 + random() * 8, WHITE, 0.7);
  } else if (kind === 'orbits') {
    const [cx, cy] = at(0.7, 0.5);
    for (let i = 1; i <= 4; i++) {
      ring(c, cx, cy, i * h * 0.1, 3, p.light, 0.45);
      const a = random() * Math.PI * 2;
      disc(
        c,
        cx + Math.cos(a) * i * h * 0.1,
        cy + Math.sin(a) * i * h * 0.1,
        10 + i * 3,
        i === 2 ? p.accent : WHITE,
        0.95,
      );
    }
    disc(c, cx, cy, h * 0.06, p.accent);
  } else {
    for (let y = 0; y < 7; y++)
      for (let x = 0; x < 12; x++)
        disc(c, w * (0.08 + x * 0.08), h * (0.15 + y * 0.12), 5, p.light, 0.25 + ((x + y) % 3) * 0.2);
    box(c, w * 0.55, h * 0.25, w * 0.32, h * 0.5, p.accent, 0.85, 28);
    line(c, w * 0.6, h * 0.62, w * 0.82, h * 0.38, 12, WHITE, 0.9);
  }
}

/** A 960×540 course thumbnail (PNG). */
export function thumbnailPng(title: string, palette: PaletteName, kind: Motif): Uint8Array {
  const c = canvas(960, 540);
  const p = PALETTES[palette];
  const random = randomFrom(title);
  gradientFill(c, p.from, p.to, 0.3 + random() * 0.6);
  motif(c, kind, p, random);
  // A quiet band at the bottom left, where cards put their title.
  box(c, 48, 420, 260, 18, WHITE, 0.5, 9);
  box(c, 48, 452, 170, 14, WHITE, 0.3, 7);
  return encodePng(c.width, c.height, c.data);
}

const INK: Rgb = [30, 41, 59];
const PAPER: Rgb = [248, 250, 252];

/** A B-tree index drawn as boxes and links: a root, three branches and nine leaves chained left to right. */
export function bTreeDiagramPng(): Uint8Array {
  const c = canvas(1200, 675);
  gradientFill(c, PAPER, [226, 232, 240], Math.PI / 2);
  const node = (x: number, y: number, keys: number, color: Rgb) => {
    box(c, x, y, keys * 36 + 16, 52, INK, 1, 10);
    box(c, x + 3, y + 3, keys * 36 + 10, 46, color, 1, 8);
    for (let k = 0; k < keys; k++) box(c, x + 12 + k * 36, y + 14, 26, 24, WHITE, 0.9, 4);
  };
  const rootX = 600 - 62;
  const branches = [170, 538, 906];
  const leaves = branches.flatMap((x) => [0, 1, 2].map((j) => ({ parent: x, j, x: x - 94 + j * 120 })));
  // The leaves are linked in key order: a range scan walks along them.
  for (const [i, leaf] of leaves.entries())
    if (i > 0) line(c, leaves[i - 1]!.x + 88, 486, leaf.x, 486, 4, [244, 63, 94], 0.9);
  for (const [i, x] of branches.entries()) line(c, rootX + 30 + i * 36, 122, x + 62, 250, 4, INK, 0.8);
  for (const leaf of leaves) line(c, leaf.parent + 30 + leaf.j * 36, 302, leaf.x + 44, 460, 3, INK, 0.7);
  node(rootX, 70, 3, [99, 102, 241]);
  for (const x of branches) node(x, 250, 3, [14, 165, 233]);
  for (const leaf of leaves) node(leaf.x, 460, 2, [16, 185, 129]);
  box(c, 60, 585, 1080, 6, INK, 0.15, 3);
  return encodePng(c.width, c.height, c.data);
}

/** An image built from layers: a base image at the bottom, each instruction a thinner layer, a container on top. */
export function layersDiagramPng(): Uint8Array {
  const c = canvas(1200, 675);
  gradientFill(c, PAPER, [224, 242, 254], Math.PI / 2);
  const colors: Rgb[] = [
    [30, 64, 175],
    [37, 99, 235],
    [59, 130, 246],
    [96, 165, 250],
    [147, 197, 253],
  ];
  for (const [i, color] of colors.entries()) {
    const y = 520 - i * 86;
    box(c, 300 + i * 14, y, 600 - i * 28, 70, color, 1, 12);
    box(c, 330 + i * 14, y + 26, 120 + (i % 2) * 60, 18, WHITE, 0.6, 9);
  }
  box(c, 320, 60, 560, 80, [16, 185, 129], 0.25, 14);
  box(c, 320, 60, 560, 80, [5, 150, 105], 1, 14);
  box(c, 326, 66, 548, 68, [209, 250, 229], 1, 10);
  for (let i = 0; i < 3; i++) line(c, 420 + i * 180, 140, 420 + i * 180, 176, 5, INK, 0.6);
  return encodePng(c.width, c.height, c.data);
}

const VIDEO = { width: 480, height: 270, fps: 24, seconds: 4 };
const BARS: Rgb[] = [
  [192, 192, 192],
  [192, 192, 0],
  [0, 192, 192],
  [0, 192, 0],
  [192, 0, 192],
  [192, 0, 0],
  [0, 0, 192],
];

let background: Uint8ClampedArray | null = null;
function videoBackground(): Uint8ClampedArray {
  if (!background) {
    const c = canvas(VIDEO.width, VIDEO.height);
    gradientFill(c, [15, 23, 42], [49, 46, 129], 0.4);
    for (const [i, color] of BARS.entries()) box(c, (i * c.width) / 7, 0, c.width / 7 + 1, 56, color, 1);
    wave(c, 165, 40, c.width, 0, 6, [165, 180, 252]);
    background = c.data;
  }
  return background;
}

/** One frame of the clip: a ball rolling along a curve under colour bars, a dot per elapsed second, a progress bar. */
function videoFrame(index: number, frames: number): Uint8ClampedArray {
  const { width: w, height: h, fps } = VIDEO;
  const c = canvas(w, h);
  const t = index / frames;
  // The background stays still (the encoder then spends its time on what moves).
  c.data.set(videoBackground());
  const x = 40 + t * (w - 80);
  disc(c, x, 165 + 40 * Math.sin((x / w) * 2 * Math.PI), 18, [251, 191, 36]);
  const seconds = Math.floor(index / fps);
  for (let s = 0; s < VIDEO.seconds; s++) disc(c, 28 + s * 26, 84, 8, s <= seconds ? [52, 211, 153] : [71, 85, 105]);
  box(c, 20, h - 30, w - 40, 12, [51, 65, 85], 1, 6);
  box(c, 20, h - 30, Math.max(12, (w - 40) * ((index + 1) / frames)), 12, [129, 140, 248], 1, 6);
  return c.data;
}

let clip: Promise<Uint8Array> | null = null;

/** The demo clip: 4 s of 480×270 at 24 fps, VP8 in WebM. Made once per process (a few seconds of encoding). */
export function demoClipWebm(): Promise<Uint8Array> {
  const frames = VIDEO.fps * VIDEO.seconds;
  clip ??= encodeWebm({ ...VIDEO, frames, bitrate: 400, frame: (i) => videoFrame(i, frames) }).catch((error) => {
    clip = null;
    throw error;
  });
  return clip;
}
