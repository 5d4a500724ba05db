/**
 * Board image cost per game: a render without any cache (layout + paint + our banded PNG encode, png.ts) of a
 * busy board, against the same board painted and encoded by Skia's own PNG encoder (what renders did before
 * issue 34) and the Skia encode of a blank canvas of the same size; the CPU time per render (process-wide, so the
 * deflate on the thread pool counts); a render where one text in the middle of the board changes each time (the
 * band cache holds the rest); a cache hit (the same board again); both PNGs' sizes.
 */
import { createCanvas } from '@napi-rs/canvas';
import { BandCache } from '../src/render/band-cache.js';
import { layoutBoard, renderBoard, type BoardView, type DrawList } from '../src/render/index.js';
import { encodePng, paint, registerFonts } from '../src/render/paint.js';
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
  const skia = await time(() => paint(layoutBoard(view)).encode('png'));
  const skiaPng = await paint(layoutBoard(view)).encode('png');
  const cpu0 = process.cpuUsage();
  const render = await time(() => encodePng(layoutBoard(view)));
  const cpu = process.cpuUsage(cpu0);
  // One text op near the middle of the board rewritten at every render: the band cache holds every other band.
  const bands = new BandCache(64 * 1024 * 1024);
  let n = 0;
  const changed = (): DrawList => {
    const list = layoutBoard(view);
    const texts = list.ops.flatMap((op) => (op.kind === 'text' ? [op] : []));
    const mid = texts.reduce((a, b) => (Math.abs(b.y - height / 2) < Math.abs(a.y - height / 2) ? b : a));
    mid.text = String(n++);
    return list;
  };
  const cpu1 = process.cpuUsage();
  const oneChange = await time(() => encodePng(changed(), bands));
  const cpuChange = process.cpuUsage(cpu1);
  await renderBoard(view);
  const hit = await time(() => renderBoard(view));
  const png = await renderBoard(view);
  console.log(`bench render.${name}.size ${width}x${height} px`);
  console.log(`bench render.${name}.blank_encode_p50 ${pct(blank, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.layout_p50 ${pct(layout, 50).toFixed(2)} ms`);
  console.log(`bench render.${name}.skia_encode_busy_p50 ${pct(skia, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.busy_p50 ${pct(render, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.busy_p99 ${pct(render, 99).toFixed(1)} ms`);
  console.log(`bench render.${name}.busy_cpu_per_render ${((cpu.user + cpu.system) / 1000 / (RUNS + 5)).toFixed(1)} ms`);
  console.log(`bench render.${name}.one_text_changed_p50 ${pct(oneChange, 50).toFixed(1)} ms`);
  console.log(`bench render.${name}.one_text_changed_cpu_per_render ${((cpuChange.user + cpuChange.system) / 1000 / (RUNS + 5)).toFixed(1)} ms`);
  console.log(`bench render.${name}.cache_hit_p50 ${pct(hit, 50).toFixed(2)} ms`);
  console.log(`bench render.${name}.busy_vs_blank_p50 ${(pct(render, 50) / pct(blank, 50)).toFixed(2)} x`);
  console.log(`bench render.${name}.png_size ${(png.length / 1024).toFixed(1)} KB`);
  console.log(`bench render.${name}.skia_png_size ${(skiaPng.length / 1024).toFixed(1)} KB`);
}
