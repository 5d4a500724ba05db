/**
 * What one action costs the engine on the service's path: apply, then what a caller asks of the new state
 * (the prompt, both seats' legal actions, the three views), over the keyword bench's seeded random games.
 * Prints CPU µs per action (whole loop and apply alone, p50 / p99 / mean of apply), bytes allocated per action
 * (from V8's GC records: what each collection freed plus the heap's growth) and garbage collections per 1,000
 * actions. Works unchanged in older trees (public engine API only), for before/after comparisons on a
 * shared machine: `npx tsx bench/engine-cost.bench.ts [games=300]`.
 */
import { loadavg } from 'node:os';
import { GCProfiler } from 'node:v8';
import { apply, currentPrompt, legalActions, result, viewFor } from '../src/engine/index.js';
import { keywordMatch, prng } from './random-play.js';

const GAMES = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 300);

/** Plays game i; `applyUs` receives each apply's wall time in µs. Returns the action count. */
function play(i: number, applyUs: number[] | null): number {
  let s = keywordMatch(i);
  const rnd = prng(i + 1);
  let n = 0;
  while (!result(s)) {
    const p = currentPrompt(s)!;
    const acts = legalActions(s, p.seat).filter((x) => x.type !== 'concede' && !(x.type === 'answer' && x.choice[0] === 'cancel'));
    const t0 = performance.now();
    const r = apply(s, acts[rnd(acts.length)]!);
    applyUs?.push((performance.now() - t0) * 1000);
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    n++;
    // What the service and the bot ask after an action.
    currentPrompt(s);
    legalActions(s, 0);
    legalActions(s, 1);
    viewFor(s, 0);
    viewFor(s, 1);
    viewFor(s, 'spectator');
  }
  return n;
}

for (let i = 0; i < 30; i++) play(100_000 + i, null); // warm up

// Pass 1: CPU and allocation, nothing else measured.
const load0 = loadavg()[0]!;
const gc = new GCProfiler();
gc.start();
const heap0 = process.memoryUsage().heapUsed;
const c0 = process.cpuUsage();
let actions = 0;
for (let i = 0; i < GAMES; i++) actions += play(i, null);
const cpu = process.cpuUsage(c0);
const heap1 = process.memoryUsage().heapUsed;
const records = gc.stop().statistics;
let freed = 0;
let gcMs = 0;
for (const r of records) {
  freed += r.beforeGC.heapStatistics.usedHeapSize - r.afterGC.heapStatistics.usedHeapSize;
  gcMs += r.cost / 1000;
}
const cpuUs = (cpu.user + cpu.system) / actions;

// Pass 2: apply alone, timed per call.
const us: number[] = [];
for (let i = 0; i < GAMES; i++) play(i, us);
us.sort((a, b) => a - b);
const q = (f: number): number => us[Math.min(us.length - 1, Math.floor(us.length * f))]!;
const mean = us.reduce((a, b) => a + b, 0) / us.length;

console.log(`bench engine_cost.actions ${actions} actions`);
console.log(`bench engine_cost.cpu_per_action ${cpuUs.toFixed(1)} µs`);
console.log(`bench engine_cost.alloc_per_action ${((freed + heap1 - heap0) / actions / 1024).toFixed(1)} KB`);
console.log(`bench engine_cost.gcs_per_1000_actions ${(records.length / actions * 1000).toFixed(2)} gcs`);
console.log(`bench engine_cost.gc_ms_per_1000_actions ${(gcMs / actions * 1000).toFixed(1)} ms`);
console.log(`bench engine_cost.apply_p50 ${q(0.5).toFixed(1)} µs`);
console.log(`bench engine_cost.apply_p99 ${q(0.99).toFixed(1)} µs`);
console.log(`bench engine_cost.apply_mean ${mean.toFixed(1)} µs`);
console.log(`bench engine_cost.load_avg_1m ${((load0 + loadavg()[0]!) / 2).toFixed(2)} load`);
