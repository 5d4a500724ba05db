/**
 * What the Summoner Master random playouts (test/engine/summoner-master/playouts.test.ts) reach, by number of
 * games: distinct prompt kinds, prompt kind × chosen option kind, the engine's questions (the pending ask's kind),
 * rule sections named by prompts and their options, log line shapes (numbers and names taken out) and result
 * rules over the first N games, against the totals of all of them. Run: npx tsx bench/sm-playout-reach.ts [games=200]
 */
import { SM_PRECONS } from '../src/engine/games/summoner-master/cards/precons.js';
import { prng, seedHex } from '../test/engine/helpers/random-player.js';
import { m } from '../test/engine/summoner-master/helpers.js';
import { choose } from '../test/engine/summoner-master/invariants.js';
import { sweep } from '../test/support/seed.js';
import { emptyReach, logShape, printReach, type Reach as ReachOf } from './reach-report.js';

const GAMES = Number(process.argv[2] ?? 200);
const KEYS = ['prompts', 'events', 'asks', 'sections', 'shapes', 'ends'] as const;
type Reach = ReachOf<(typeof KEYS)[number]>;
const empty = (): Reach => emptyReach(KEYS);

function game(i: number): Reach {
  const r = empty();
  const a = SM_PRECONS[i % 4]!;
  const b = SM_PRECONS[(i + 1 + (i >> 2)) % 4]!;
  const created = m.create({ matchId: `po-${i}`, game: 'summoner-master', format: 'casual', seed: seedHex(sweep(i + 1)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
  if ('code' in created) throw new Error(created.message.en);
  let s = created;
  const rnd = prng(sweep(i + 7));
  while (!m.result(s)) {
    const p = m.prompt(s)!;
    r.prompts.add(p.kind);
    if (s.ask) r.asks.add(s.ask.k);
    if (p.rule) r.sections.add(p.rule);
    for (const o of p.options) if (o.rule) r.sections.add(o.rule);
    const act = choose(m.legalActions(s, p.seat), rnd);
    if (act.type === 'answer') r.events.add(`${p.kind}/${String(act.choice[0]).split(':')[0]}`);
    const res = m.apply(s, act);
    if (!res.ok) throw new Error(res.error.message.en);
    for (const e of res.events) if (e.rule) r.sections.add(e.rule);
    s = res.state;
    r.actions++;
  }
  r.ends.add(m.result(s)!.rule ?? '?');
  for (const l of s.log) r.shapes.add(logShape(l.en));
  return r;
}

const games = Array.from({ length: GAMES }, (_, i) => game(i));
printReach(games, KEYS, [25, 50, 75, 100, 125, 150, 175, 200, 300, 400]);
