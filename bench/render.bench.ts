/**
 * Board image cost per game: a render without any cache (layout + paint + our banded PNG encode, png.ts) of a
 * busy board, against the same board painted and encoded by Skia's own PNG encoder (what renders did before
 * issue 34) and the Skia encode of a blank canvas of the same size; the CPU time per render (process-wide, so the
 * deflate on the thread pool counts); a render where one text in the middle of the board changes each time (the
 * band cache holds the rest); a cache hit (the same board again); both PNGs' sizes. Then a played match per game
 * (seeded picks, up to 120 actions, one spectator render after each): the share of bands painted again and the
 * CPU per render, as a match's renders go through the band cache (RENDER_PLAY=0 skips it).
 */
import { createCanvas } from '@napi-rs/canvas';
import { BandCache } from '../src/render/band-cache.js';
import { layoutBoard, renderBoard, type BoardView, type DrawList } from '../src/render/index.js';
import { encodePng, paint, registerFonts } from '../src/render/paint.js';
import type { Action } from '../src/engine/core/api-types.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { planBands } from '../src/render/band-cache.js';
import { boardBands } from '../src/render/index.js';
import { prng } from './random-play.js';
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

/** Seeded picks through a whole match, rendering the spectator view after every action as the bot would. */
async function playedMatch(game: string, format: string): Promise<void> {
  const decks = realEngine.precons().filter((p) => p.game === game && p.format === format);
  let state = realEngine.createMatch({ matchId: 'render-bench', game, format, seed: 'ab'.repeat(32), seats: [{ name: 'สมชาย', deck: decks[0]!.deck }, { name: 'Bob', deck: decks[1]!.deck }], challenger: 0 });
  const pick = prng(7);
  let renders = 0;
  let bands = 0;
  let cpu = 0;
  const misses0 = boardBands.stats.misses;
  for (let step = 0; step < 120 && !realEngine.result(state); step++) {
    const p = realEngine.currentPrompt(state);
    if (!p) break;
    let action: Action;
    if (p.kind === 'number') action = { type: 'answer-number', seat: p.seat, promptId: p.promptId, value: p.min };
    else {
      const pool = p.options.filter((o) => o.group !== 'concede');
      const choice: string[] = [];
      while (choice.length < Math.max(p.min, Math.min(p.max, 1)) && pool.length) choice.push(pool.splice(pick(pool.length), 1)[0]!.id);
      action = { type: 'answer', seat: p.seat, promptId: p.promptId, choice };
    }
    const r = realEngine.apply(state, action);
    if (!r.ok) continue;
    state = r.state;
    const view = realEngine.viewFor(state, 'spectator');
    bands += planBands(layoutBoard(view)).keys.length;
    const c0 = process.cpuUsage();
    await renderBoard(view);
    const c = process.cpuUsage(c0);
    cpu += (c.user + c.system) / 1000;
    renders++;
  }
  const name = game.replace('-', '_');
  console.log(`bench render.${name}.played_renders ${renders} count`);
  console.log(`bench render.${name}.played_bands_repainted ${((100 * (boardBands.stats.misses - misses0)) / Math.max(1, bands)).toFixed(0)} %`);
  console.log(`bench render.${name}.played_cpu_per_render ${(cpu / Math.max(1, renders)).toFixed(1)} ms`);
}

if (process.env.RENDER_PLAY !== '0') {
  for (const [game, format] of [['fadalgia', 'standard'], ['spirit-duel', 'standard'], ['summoner-master', 'casual']] as const) await playedMatch(game, format);
}
