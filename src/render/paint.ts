/**
 * Draws a DrawList on a @napi-rs/canvas surface and encodes it with png.ts. The deflate runs on the libuv thread
 * pool (zlib's async calls), so the thread that paints only pays for the drawing and the pixel read-back.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawList, DrawOp } from './draw-list.js';
import { BAND_ROWS, bandKeys, type BandCache } from './band-cache.js';
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

/** Paints the list and returns the canvas (tests read pixels from it). */
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
 * Paints the list (when some band is missing) and returns its PNG; bands found in `cache` are not read back or
 * compressed. Without a cache every band is encoded.
 */
export async function encodePng(list: DrawList, cache?: BandCache): Promise<Buffer> {
  const { width, height } = list;
  const keys = cache ? bandKeys(list) : [];
  const count = Math.ceil(height / BAND_ROWS);
  const found: Array<EncodedBand | undefined> = Array.from({ length: count }, (_, i) => cache?.get(keys[i] as string));
  const missing = found.flatMap((b, i) => (b ? [] : [i]));
  if (cache) {
    cache.stats.hits += count - missing.length;
    cache.stats.misses += missing.length;
  }
  if (missing.length) {
    const ctx = paint(list).getContext('2d');
    // Runs of adjacent missing bands are read back in one call: the read-back has a cost per call as well as per row.
    const runs: Array<[number, number]> = [];
    for (const i of missing) {
      const last = runs[runs.length - 1];
      if (last && last[1] === i - 1) last[1] = i;
      else runs.push([i, i]);
    }
    await Promise.all(
      runs.map(async ([from, to]) => {
        const y0 = from * BAND_ROWS;
        const rows = Math.min(height, (to + 1) * BAND_ROWS) - y0;
        const pixels = ctx.getImageData(0, y0, width, rows).data;
        await Promise.all(
          Array.from({ length: to - from + 1 }, async (_, j) => {
            const start = j * BAND_ROWS;
            const n = Math.min(BAND_ROWS, rows - start);
            const band = await encodeBand(pixels.subarray(start * width * 4, (start + n) * width * 4), width, n);
            found[from + j] = band;
            cache?.set(keys[from + j] as string, band);
          }),
        );
      }),
    );
  }
  return assemblePng(width, height, found as EncodedBand[]);
}
