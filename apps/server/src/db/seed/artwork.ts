// Pictures drawn in code for the demo courses (seed/learning.ts): thumbnails, lesson diagrams and the frames of a
// short video. A tiny raster of anti-aliased shapes (coverage from a signed distance), so nothing is downloaded and
// every course gets a picture of its own. The encoders are in media.ts.

export type Rgb = readonly [number, number, number];
export type Canvas = { width: number; height: number; data: Uint8ClampedArray };

export function canvas(width: number, height: number): Canvas {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** A repeatable stream of numbers in [0, 1) from a text (mulberry32 over a string hash). */
export function randomFrom(text: string): () => number {
  let seed = 2166136261;
  for (const ch of text) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills the canvas with a linear gradient from `from` to `to` along `angle` (radians). */
export function gradientFill(c: Canvas, from: Rgb, to: Rgb, angle: number) {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * c.width + Math.abs(dy) * c.height;
  const origin = Math.min(0, dx * c.width) + Math.min(0, dy * c.height);
  const [r0, g0, b0] = from;
  const [dr, dg, db] = [to[0] - r0, to[1] - g0, to[2] - b0];
  const data = c.data;
  for (let y = 0; y < c.height; y++)
    for (let x = 0, i = y * c.width * 4; x < c.width; x++, i += 4) {
      const t = (x * dx + y * dy - origin) / span;
      data[i] = r0 + dr * t;
      data[i + 1] = g0 + dg * t;
      data[i + 2] = b0 + db * t;
      data[i + 3] = 255;
    }
}

/**
 * Paints a shape given by its signed distance (negative inside) over the box it fits in, blending `color` at
 * `alpha` with one pixel of soft edge.
 */
function shape(
  c: Canvas,
  box: [x0: number, y0: number, x1: number, y1: number],
  distance: (x: number, y: number) => number,
  color: Rgb,
  alpha: number,
) {
  const x0 = Math.max(0, Math.floor(box[0] - 1));
  const y0 = Math.max(0, Math.floor(box[1] - 1));
  const x1 = Math.min(c.width - 1, Math.ceil(box[2] + 1));
  const y1 = Math.min(c.height - 1, Math.ceil(box[3] + 1));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const cover = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5))) * alpha;
      if (cover <= 0) continue;
      const i = (y * c.width + x) * 4;
      c.data[i] = c.data[i]! + (color[0] - c.data[i]!) * cover;
      c.data[i + 1] = c.data[i + 1]! + (color[1] - c.data[i + 1]!) * cover;
      c.data[i + 2] = c.data[i + 2]! + (color[2] - c.data[i + 2]!) * cover;
    }
}

export function disc(c: Canvas, cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
  shape(c, [cx - r, cy - r, cx + r, cy + r], (x, y) => Math.hypot(x - cx, y - cy) - r, color, alpha);
}

export function ring(c: Canvas, cx: number, cy: number, r: number, width: number, color: Rgb, alpha = 1) {
  const outer = r + width / 2;
  shape(
    c,
    [cx - outer, cy - outer, cx + outer, cy + outer],
    (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - width / 2,
    color,
    alpha,
  );
}

/** A rectangle with rounded corners (radius `round`). */
export function box(c: Canvas, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1, round = 0) {
  const hx = w / 2;
  const hy = h / 2;
  const cx = x + hx;
  const cy = y + hy;
  shape(
    c,
    [x, y, x + w, y + h],
    (px, py) => {
      const qx = Math.abs(px - cx) - hx + round;
      const qy = Math.abs(py - cy) - hy + round;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - round;
    },
    color,
    alpha,
  );
}

/** A straight stroke with round ends. */
export function line(c: Canvas, ax: number, ay: number, bx: number, by: number, width: number, color: Rgb, alpha = 1) {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy || 1;
  const half = width / 2;
  shape(
    c,
    [Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half, Math.max(ay, by) + half],
    (px, py) => {
      const t = Math.min(1, Math.max(0, ((px - ax) * vx + (py - ay) * vy) / len2));
      return Math.hypot(px - ax - vx * t, py - ay - vy * t) - half;
    },
    color,
    alpha,
  );
}

/** A thick sine wave across the canvas around height `y` (distance to the curve, corrected for its slope). */
export function wave(
  c: Canvas,
  y: number,
  amplitude: number,
  period: number,
  phase: number,
  width: number,
  color: Rgb,
) {
  const k = (2 * Math.PI) / period;
  const half = width / 2;
  shape(
    c,
    [0, y - amplitude - half, c.width, y + amplitude + half],
    (px, py) => {
      const slope = amplitude * k * Math.cos(px * k + phase);
      return Math.abs(py - y - amplitude * Math.sin(px * k + phase)) / Math.sqrt(1 + slope * slope) - half;
    },
    color,
    0.35,
  );
}
