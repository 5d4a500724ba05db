/**
 * Draws a DrawList on a @napi-rs/canvas surface and encodes it with png.ts. The deflate runs on the libuv thread
 * pool (zlib's async calls), so the thread that paints only pays for the drawing and the pixel read-back.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawList, DrawOp } from './draw-list.js';
import { BAND_ROWS, planBands, type BandCache, type BandPlan } from './band-cache.js';
import { cssFont, fontFiles } from './font/font-set.js';
import { assemblePng, encodeBand, type EncodedBand } from './png.js';

let registered = false;

/** Registers the bundled font files under our own family names (idempotent). */
export function registerFonts(): void {
  if (registered) return;
  for (const f of fontFiles()) {
    if (!GlobalFonts.register(f.bytes, f.family)) throw new Error(`canvas could not load font ${f.path}`);
  }
  registered = true;
}

function arrowHead(ctx: SKRSContext2D, from: [number, number], to: [number, number], size: number): void {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  ctx.beginPath();
  ctx.moveTo(to[0], to[1]);
  ctx.lineTo(to[0] - size * Math.cos(angle - 0.45), to[1] - size * Math.sin(angle - 0.45));
  ctx.lineTo(to[0] - size * Math.cos(angle + 0.45), to[1] - size * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}

/** Fills and/or strokes the current path; a stroke without a dash pattern is solid. */
function fillAndStroke(ctx: SKRSContext2D, fill: string | undefined, stroke: string | undefined, lineWidth = 1, dash: number[] = []): void {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.setLineDash(dash);
    ctx.stroke();
  }
}

function paintOp(ctx: SKRSContext2D, op: DrawOp): void {
  switch (op.kind) {
    case 'rect': {
      ctx.beginPath();
      ctx.roundRect(op.x, op.y, op.w, op.h, op.radius ?? 0);
      fillAndStroke(ctx, op.fill, op.stroke, op.lineWidth, op.dash);
      return;
    }
    case 'circle': {
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
      fillAndStroke(ctx, op.fill, op.stroke, op.lineWidth);
      return;
    }
    case 'line': {
      const [first, ...rest] = op.points;
      if (!first) return;
      ctx.beginPath();
      ctx.moveTo(first[0], first[1]);
      for (const p of rest) ctx.lineTo(p[0], p[1]);
      ctx.strokeStyle = op.color;
      ctx.lineWidth = op.lineWidth;
      ctx.lineCap = 'round';
      ctx.setLineDash(op.dash ?? []);
      ctx.stroke();
      const last = op.points[op.points.length - 1];
      const prev = op.points[op.points.length - 2];
      if (op.arrow && last && prev) {
        ctx.fillStyle = op.color;
        arrowHead(ctx, prev, last, op.lineWidth * 4);
      }
      return;
    }
    case 'text': {
      ctx.font = cssFont(op.size, op.weight);
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(op.text, op.x, op.y);
      return;
    }
  }
}

/** Paints the whole list on a canvas of its own and returns it (tests read pixels from it). */
export function paint(list: DrawList) {
  registerFonts();
  const canvas = createCanvas(list.width, list.height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'th';
  ctx.fillStyle = list.background;
  ctx.fillRect(0, 0, list.width, list.height);
  for (const op of list.ops) paintOp(ctx, op);
  return canvas;
}

/**
 * Canvases kept per image width, as tall as the tallest image painted at that width. Making a board-sized canvas
 * and rasterizing onto it costs ~4.5 ms of CPU before any op is drawn (a 64-row one ~0.4 ms), which is most of
 * a render that changes a few bands. A kept canvas is only read where it was just repainted: each run of bands
 * gets the background and then every op touching it, in list order, at the same coordinates as on a full canvas
 * (a canvas moved by a translation antialiases curves and glyphs a little differently). Painting is synchronous,
 * so two renders on one thread never interleave on a canvas.
 */
const surfaces = new Map<number, { ctx: SKRSContext2D; height: number }>();
const MAX_SURFACES = 4;

function surface(width: number, height: number): SKRSContext2D {
  const kept = surfaces.get(width);
  if (kept && kept.height >= height) return kept.ctx;
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.lang = 'th';
  surfaces.delete(width);
  surfaces.set(width, { ctx, height });
  if (surfaces.size > MAX_SURFACES) surfaces.delete(surfaces.keys().next().value as number);
  return ctx;
}

/**
 * Rows `y0` to `y0 + rows` of the list as RGBA, painted with only the ops `touches` accepts. A left-out op still
 * leaves the one piece of context state a later op reads without setting it (a line's round caps, which a dashed
 * rect's stroke then uses; band keys include it too), so the rows are exactly those of a full paint.
 */
function paintRows(list: DrawList, y0: number, rows: number, touches: (opIndex: number) => boolean): Uint8ClampedArray {
  registerFonts();
  const ctx = surface(list.width, list.height);
  ctx.save();
  ctx.fillStyle = list.background;
  ctx.fillRect(0, y0, list.width, rows);
  list.ops.forEach((op, i) => {
    if (touches(i)) paintOp(ctx, op);
    else if (op.kind === 'line' && op.points.length) ctx.lineCap = 'round';
  });
  ctx.restore();
  return ctx.getImageData(0, y0, list.width, rows).data;
}

/**
 * The list's PNG. Bands found in `cache` are not painted, read back or compressed; each run of adjacent missing
 * bands is painted (the ops touching it only) on the kept canvas and read back. Without a cache every band is
 * encoded.
 */
export async function encodePng(list: DrawList, cache?: BandCache, plan: BandPlan = planBands(list)): Promise<Buffer> {
  const { width, height } = list;
  const count = plan.keys.length;
  const found: Array<EncodedBand | undefined> = plan.keys.map((key) => cache?.get(key));
  const missing = found.flatMap((b, i) => (b ? [] : [i]));
  if (cache) {
    cache.stats.hits += count - missing.length;
    cache.stats.misses += missing.length;
  }
  const runs: Array<[number, number]> = [];
  for (const i of missing) {
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }
  const encoding: Array<Promise<void>> = [];
  for (const [from, to] of runs) {
    const y0 = from * BAND_ROWS;
    const rows = Math.min(height, (to + 1) * BAND_ROWS) - y0;
    const only = (i: number): boolean => {
      const [first, last] = plan.spans[i] as [number, number];
      return first <= to && last >= from;
    };
    const pixels = paintRows(list, y0, rows, only);
    for (let b = from; b <= to; b++) {
      const start = (b - from) * BAND_ROWS;
      const n = Math.min(BAND_ROWS, rows - start);
      encoding.push(
        encodeBand(pixels.subarray(start * width * 4, (start + n) * width * 4), width, n).then((band) => {
          found[b] = band;
          cache?.set(plan.keys[b] as string, band);
        }),
      );
    }
  }
  await Promise.all(encoding);
  return assemblePng(width, height, found as EncodedBand[]);
}
