/**
 * Behaviour fingerprint of the Summoner Master engine (bench/engine-trace.ts replays Fadalgia only): N seeded
 * random games with the four precons, hashing at every step the events, the three views, the prompt, both
 * seats' legal actions and the state's JSON (key order included). Prints `trace sm-<i> <actions> <sha256>` per
 * game and a total line; run it on two trees and diff. It uses only the module's public API, so a copy works
 * in an older tree.  Usage: npx tsx bench/summoner-master-trace.ts [games=60]
 */
import { createHash } from 'node:crypto';
import { summonerMaster as m } from '../src/engine/games/summoner-master/module.js';
import { SM_PRECONS } from '../src/engine/games/summoner-master/cards/precons.js';
import { canonicalJson } from '../src/engine/core/hash.js';
import type { Action } from '../src/engine/core/api-types.js';
import { prng } from './random-play.js';

const GAMES = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 60);
const total = createHash('sha256');
let totalActions = 0;
for (let i = 0; i < GAMES; i++) {
  const seed = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);
  const c = m.create({ matchId: `t${i}`, game: 'summoner-master', format: 'casual', seed, seats: [{ name: 'A', deck: SM_PRECONS[i % 4]!.deck }, { name: 'B', deck: SM_PRECONS[(i + 1 + (i >> 2)) % 4]!.deck }] });
  if ('code' in c) throw new Error(c.message.en);
  let s = c;
  const rnd = prng(i + 1);
  const game = createHash('sha256');
  let n = 0;
  let events: unknown = null;
  for (;;) {
    const p = m.prompt(s);
    game.update(canonicalJson({ events, p, l0: m.legalActions(s, 0), l1: m.legalActions(s, 1), v0: m.viewFor(s, 0), v1: m.viewFor(s, 1), vs: m.viewFor(s, 'spectator') }));
    game.update(JSON.stringify(s));
    if (m.result(s) || !p || n > 6000) break;
    const real = m.legalActions(s, p.seat).filter((a: Action) => a.type === 'answer' && a.choice[0] !== 'cancel');
    const busy = real.filter((a) => a.type === 'answer' && a.choice[0] !== 'pass');
    const pool = busy.length && rnd(4) > 0 ? busy : real;
    const r = m.apply(s, pool[rnd(pool.length)]!);
    if (!r.ok) { game.update(canonicalJson(r.error)); break; }
    s = r.state;
    events = r.events;
    n++;
  }
  const d = game.digest('hex');
  total.update(d);
  totalActions += n;
  console.log(`trace sm-${i} ${n} ${d}`);
}
console.log(`total ${GAMES} games ${totalActions} actions ${total.digest('hex')}`);
