/**
 * Board image cost per game: a render without the PNG cache (layout + paint + async PNG encode) of a busy board,
 * against the encode time of a blank canvas of the same size measured in the same run; the CPU time per render
 * (process-wide, so the encode on the thread pool counts); a cache hit (the same board again); the PNG's size.
 */
import { createCanvas } from '@napi-rs/canvas';
import { layoutBoard, renderBoard, type BoardView } from '../src/render/index.js';
import { encodePng, registerFonts } from '../src/render/paint.js';
import { asView } from '../test/render/as-view.js';
import { busyBoard } from '../test/render/fadalgia-fixtures.js';
import { spiritMidGame } from '../test/render/spirit-duel-fixtures.js';
import { smMidGame } from '../test/render/summoner-master-fixtures.js';

const RUNS = 40;
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
const boards: Array<[string, BoardView]> = [
  ['fadalgia', asView(busyBoard().board)],
  ['spirit_duel', asView(spiritMidGame().board)],
  ['summoner_master', smMidGame('spectator')],
];
for (const [name, view] of boards) {
  const { width, height } = layoutBoard(view);
  const blank = await time(async () => {
    const c = createCanvas(width, height);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#11141b';
    ctx.fillRect(0, 0, width, height);
    return c.encode('png');
  });
  const layout = await time(async () => layoutBoard(view));
  const cpu0 = process.cpuUsage();
  const render = await time(() => encodePng(layoutBoard(view)));
  const cpu = process.cpuUsage(cpu0);
  await renderBoard(view);
  const hit = await time(() => renderBoard(view));
  const png = await renderBoard(view);
  console.log(`bench render.${name}.size ${width}x${height} px`);
  console.log(`bench render.${name}.blank_encode_p50 ${pct(blank, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.layout_p50 ${pct(layout, 50).toFixed(2)} ms`);
  console.log(`bench render.${name}.busy_p50 ${pct(render, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.busy_p99 ${pct(render, 99).toFixed(1)} ms`);
  console.log(`bench render.${name}.busy_cpu_per_render ${((cpu.user + cpu.system) / 1000 / (RUNS + 5)).toFixed(1)} ms`);
  console.log(`bench render.${name}.cache_hit_p50 ${pct(hit, 50).toFixed(2)} ms`);
  console.log(`bench render.${name}.busy_vs_blank_p50 ${(pct(render, 50) / pct(blank, 50)).toFixed(2)} x`);
  console.log(`bench render.${name}.png_size ${(png.length / 1024).toFixed(1)} KB`);
}
