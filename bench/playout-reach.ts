/**
 * What the Fadalgia random playouts (test/engine/helpers/playout.ts) reach, by number of games: the distinct
 * prompt kinds, engine event kinds, rule sections named by events, result rules and keywords of 606.5 exercised,
 * over the first N games and in each of the four parts. Prints how many of the 1,000-game totals a smaller
 * count keeps. Run: npx tsx bench/playout-reach.ts [games=1000]
 */
import { apply, currentPrompt, legalActions, result } from '../test/engine/helpers/fadalgia-api.js';
import { pickRandom } from '../test/engine/helpers/random-player.js';
import { KeywordTally } from '../test/engine/helpers/keyword-tally.js';
import { playoutStart, PARTS } from '../test/engine/helpers/playout-start.js';

const GAMES = Number(process.argv[2] ?? 1000);
interface Reach { prompts: Set<string>; events: Set<string>; rules: Set<string>; ends: Set<string>; tally: KeywordTally; actions: number }
const empty = (): Reach => ({ prompts: new Set(), events: new Set(), rules: new Set(), ends: new Set(), tally: new KeywordTally(), actions: 0 });

function game(i: number): Reach {
  const r = empty();
  const { state: created, rnd } = playoutStart(i);
  let s = created;
  while (!result(s)) {
    const p = currentPrompt(s)!;
    r.prompts.add(p.kind);
    const res = apply(s, pickRandom(legalActions(s, p.seat), rnd));
    if (!res.ok) throw new Error(res.error.message.en);
    for (const e of res.events) { r.events.add(e.kind); if (e.rule) r.rules.add(e.rule); }
    r.tally.add(res.events);
    s = res.state;
    r.actions++;
  }
  r.ends.add(result(s)!.rule ?? '?');
  return r;
}

const games = Array.from({ length: GAMES }, (_, i) => game(i));
function union(n: number, part?: number): Reach {
  const u = empty();
  games.slice(0, n).forEach((g, i) => {
    if (part !== undefined && i % PARTS !== part) return;
    for (const key of ['prompts', 'events', 'rules', 'ends'] as const) g[key].forEach((x) => u[key].add(x));
    for (const [k, v] of g.tally.seen) u.tally.seen.set(k, (u.tally.seen.get(k) ?? 0) + v);
    for (const [k, v] of g.tally.applied) u.tally.applied.set(k, (u.tally.applied.get(k) ?? 0) + v);
    u.actions += g.actions;
  });
  return u;
}
const all = union(GAMES);
const line = (label: string, u: Reach) => `${label.padEnd(22)} prompt kinds ${u.prompts.size}/${all.prompts.size}  event kinds ${u.events.size}/${all.events.size}  rule sections ${u.rules.size}/${all.rules.size}  ends ${u.ends.size}/${all.ends.size}  keywords unexercised ${u.tally.unexercised().length}  actions ${u.actions}`;
for (const n of [100, 200, 300, 400, 500, 600, 700, 800, 1000].filter((x) => x <= GAMES)) {
  console.log(line(`first ${n} games`, union(n)));
  for (let p = 0; p < PARTS; p++) console.log(line(`  part ${p}`, union(n, p)));
  const missing = [...all.rules].filter((x) => !union(n).rules.has(x));
  if (missing.length) console.log(`  rule sections only past game ${n}: ${missing.join(' ')}`);
}
