/**
 * Draws a DrawList on a @napi-rs/canvas surface and encodes it. `canvas.encode('png')` runs on the libuv
 * thread pool (its README: "encoding in libuv thread pool, non-blocking"), so the event loop that serves
 * Discord interactions only pays for the drawing, not for the deflate.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawList, DrawOp } from './draw-list.js';
import { cssFont, fontFiles } from './font/font-set.js';

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

export async function encodePng(list: DrawList): Promise<Buffer> {
  return paint(list).encode('png');
}
