/**
 * Board image cost: render (layout + paint + async PNG encode) of a busy Fadalgia board, against the
 * encode time of a blank canvas of the same size measured in the same run.
 */
import { createCanvas } from '@napi-rs/canvas';
import { FADALGIA_HEIGHT, FADALGIA_WIDTH, layoutFadalgia, renderBoard } from '../src/render/index.js';
import { registerFonts } from '../src/render/paint.js';
import { asView } from '../test/render/as-view.js';
import { busyBoard } from '../test/render/fadalgia-fixtures.js';

const RUNS = 60;
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn(); // warm up JIT, font caches, thread pool
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

registerFonts();
const view = asView(busyBoard().board);
const blank = await time(async () => {
  const c = createCanvas(FADALGIA_WIDTH, FADALGIA_HEIGHT);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#11141b';
  ctx.fillRect(0, 0, FADALGIA_WIDTH, FADALGIA_HEIGHT);
  return c.encode('png');
});
const layout = await time(async () => layoutFadalgia(view));
const render = await time(() => renderBoard(view));
const png = await renderBoard(view);

console.log(`bench render.blank_encode_p50 ${pct(blank, 50).toFixed(1)} ms`);
console.log(`bench render.layout_p50 ${pct(layout, 50).toFixed(2)} ms`);
console.log(`bench render.busy_p50 ${pct(render, 50).toFixed(1)} ms`);
console.log(`bench render.busy_p99 ${pct(render, 99).toFixed(1)} ms`);
console.log(`bench render.busy_vs_blank_p50 ${(pct(render, 50) / pct(blank, 50)).toFixed(2)} x`);
console.log(`bench render.busy_png_size ${(png.length / 1024).toFixed(1)} KB`);
