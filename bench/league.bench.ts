/**
 * League pairing: one Swiss round of 256 players by maximum-weight matching (target < 200 ms), with a
 * realistic history (five rounds played, score groups, rematches to avoid).
 */
import { pairSwiss } from '../src/league/swiss.js';
import { createLeague, join, setResult, start } from '../src/league/ops.js';
import { buildRound } from '../src/league/rounds.js';

function event(n: number) {
  let l = createLeague({ id: 'bench1', guild: '1', channel: '2', name: 'Bench', game: 'fadalgia', format: 'standard', structure: 'swiss', bestOf: 3, rounds: 8, roundHours: 24, deckDeadline: null, organiser: '1', lang: 'en', seed: '0123456789abcdef', now: 0 });
  for (let i = 0; i < n; i++) { const r = join(l, { id: String(1500000000000000000n + BigInt(i)), name: `P${i}`, deckRef: 'x', deck: null }, i); if (r.ok) l = r.league; }
  const st = start(l, '1', 0); if (!st.ok) throw new Error(st.code); l = st.league;
  let k = 0;
  while (l.roundList.length < 6) {
    const cur = l.roundList[l.roundList.length - 1]!;
    // One batch of results per round: the bench is about pairing, not about result bookkeeping.
    for (const m of cur.matches) if (!m.result) { const aWins = k++ % 3 !== 0; m.result = { a: aWins ? 2 : 1, b: aWins ? 1 : 2, d: 0, by: 'organiser' }; }
    const last = cur.matches.find((m) => m.b !== null)!;
    const saved = last.result; delete last.result;
    const r = setResult(l, '1', cur.n, last.table, { a: saved!.a, b: saved!.b, d: 0 }, 1); if (!r.ok) throw new Error(r.code); l = r.league;
  }
  return l;
}

const l = event(256);
const cur = l.roundList.length;
const times: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  buildRound({ ...l, roundList: l.roundList.slice(0, -1) }, cur, 0, `bench:${i}`);
  const c = process.cpuUsage(c0);
  times.push(performance.now() - t0);
  cpus.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
cpus.sort((a, b) => a - b);
console.log(`bench league.swiss-round-256 ${times[3]!.toFixed(1)} ms`);
// CPU time of this process: the wall time above also counts waiting for a shared, busy machine.
console.log(`bench league.swiss-round-256-cpu ${cpus[3]!.toFixed(1)} ms`);
const players = Array.from({ length: 256 }, (_, i) => ({ id: `p${i}`, points: 3 * (i % 6), byes: 0 }));
const t = [];
for (let i = 0; i < 7; i++) { const t0 = performance.now(); pairSwiss({ players, timesMet: () => 0, seed: 'abcdef0123456789', label: `b${i}` }); t.push(performance.now() - t0); }
t.sort((a, b) => a - b);
console.log(`bench league.matching-256 ${t[3]!.toFixed(1)} ms`);
