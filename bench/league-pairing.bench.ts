/**
 * Swiss pairing quality at counts too large for the test run: seeded events of 2–10 players compared
 * round by round with the brute-force optimum (test/league/swiss-oracle.ts), and round-robin-length events
 * (as many rounds as a round robin would take) counted for avoidable rematches, also for 11–20 players
 * (fewest possible rematches from a maximum matching on the fresh pairs). Prints counts, not times.
 */
import { pairSwiss } from '../src/league/swiss.js';
import { seededRng } from '../src/league/rng.js';
import { suggestedRounds } from '../src/league/model.js';
import { bestPossible, costOf, fewestRematches, less, type Field } from '../test/league/swiss-oracle.js';

interface Tally { events: number; rounds: number; rematchRounds: number; avoidable: number; notOptimal: number }

function event(players: number, rounds: number, seed: string, t: Tally): void {
  const rng = seededRng(seed, 'bench');
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const points = new Map(ids.map((id) => [id, 0]));
  const byes = new Map(ids.map((id) => [id, 0]));
  const met = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  t.events++;
  for (let n = 1; n <= rounds; n++) {
    const ranked = [...ids].sort((a, b) => points.get(b)! - points.get(a)! || a.localeCompare(b));
    const res = pairSwiss({ players: ranked.map((id) => ({ id, points: points.get(id)!, byes: byes.get(id)! })), timesMet: (a, b) => met.get(key(a, b)) ?? 0, seed, label: `r${n}` });
    const f: Field = { ranked, points: new Map(points), byes: new Map(byes), met: new Map(met) };
    const got = costOf(f, res.pairs, res.bye);
    t.rounds++;
    if (got[0] > 0) t.rematchRounds++;
    if (players <= 10) {
      const best = bestPossible(f);
      if (less(best, got)) t.notOptimal++;
      if (got[0] > best[0]) t.avoidable++;
    } else if (got[0] > fewestRematches(f)) t.avoidable++;
    for (const [a, b] of res.pairs) {
      met.set(key(a, b), (met.get(key(a, b)) ?? 0) + 1);
      const v = rng.int(3);
      if (v === 0) points.set(a, points.get(a)! + 3); else if (v === 1) points.set(b, points.get(b)! + 3); else { points.set(a, points.get(a)! + 1); points.set(b, points.get(b)! + 1); }
    }
    if (res.bye) { byes.set(res.bye, byes.get(res.bye)! + 1); points.set(res.bye, points.get(res.bye)! + 3); }
  }
}

const fresh = (): Tally => ({ events: 0, rounds: 0, rematchRounds: 0, avoidable: 0, notOptimal: 0 });
const print = (name: string, t: Tally) => {
  console.log(`bench league.${name}.events ${t.events} events`);
  console.log(`bench league.${name}.rounds ${t.rounds} rounds`);
  console.log(`bench league.${name}.rounds-with-rematch ${t.rematchRounds} rounds`);
  console.log(`bench league.${name}.avoidable-rematch ${t.avoidable} rounds`);
  if (name !== 'swiss-rr-length-11-20') console.log(`bench league.${name}.below-optimum ${t.notOptimal} rounds`);
};

const small = fresh();
for (let i = 0; i < 10_000; i++) { const p = 2 + (i % 9); event(p, suggestedRounds(p) + (i % 4), `s${i}`, small); }
print('swiss-2-10', small);
const rr = fresh();
for (let i = 0; i < 5_000; i++) { const p = 3 + (i % 8); event(p, p % 2 ? p : p - 1, `rr${i}`, rr); }
print('swiss-rr-length-3-10', rr);
const rrBig = fresh();
for (let i = 0; i < 1_000; i++) { const p = 11 + (i % 10); event(p, p % 2 ? p : p - 1, `rb${i}`, rrBig); }
print('swiss-rr-length-11-20', rrBig);
