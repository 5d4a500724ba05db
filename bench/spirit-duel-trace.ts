/**
 * Behaviour fingerprint of Spirit Duel (bench/engine-trace.ts covers Fadalgia): N seeded random playouts of the
 * four precons, hashing at every step the events, the three views, the prompt, both seats' legal actions and the
 * stored state bytes (`JSON.stringify`, key order included). Used to prove that moving the shipped cards into
 * the card language changed nothing: run it on two trees and diff.
 *   npx tsx bench/spirit-duel-trace.ts [games=200]
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../src/engine/core/hash.js';
import type { Action } from '../src/engine/core/api-types.js';
import { SD_PRECONS } from '../src/engine/games/spirit-duel/decks.js';
import { autoAnswer, spiritDuel as sd } from '../src/engine/games/spirit-duel/module.js';
import type { SDState } from '../src/engine/games/spirit-duel/state.js';

const GAMES = Number(process.argv[2] ?? 200);

function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
const seedHex = (i: number): string => ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);

function stepHash(s: SDState, events: unknown): string {
  const out = canonicalJson({ events, prompt: sd.prompt(s), legal0: sd.legalActions(s, 0), legal1: sd.legalActions(s, 1), v0: sd.viewFor(s, 0), v1: sd.viewFor(s, 1), vs: sd.viewFor(s, 'spectator') });
  return createHash('sha256').update(out).update(JSON.stringify(s)).digest('hex');
}

const total = createHash('sha256');
let actions = 0;
for (let i = 0; i < GAMES; i++) {
  const created = sd.create({ matchId: `tr-${i}`, game: 'spirit-duel', seed: seedHex(i + 1), seats: [{ name: 'A', deck: SD_PRECONS[i % 4]!.deck }, { name: 'B', deck: SD_PRECONS[(i + 1 + (i >> 2)) % 4]!.deck }] });
  if ('code' in created) throw new Error(created.code);
  let s = created as SDState;
  const game = createHash('sha256').update(stepHash(s, null));
  const rnd = prng(i + 7);
  let n = 0;
  while (!sd.result(s) && n < 3000) {
    const p = sd.prompt(s)!;
    const acts = sd.legalActions(s, p.seat).filter((a) => a.type !== 'concede');
    const a: Action = autoAnswer(s) ?? acts[rnd(acts.length)]!;
    const r = sd.apply(s, a);
    if (!r.ok) { game.update(canonicalJson(r.error)); break; }
    s = r.state;
    n++;
    game.update(stepHash(s, r.events));
  }
  const d = game.digest('hex');
  total.update(d);
  actions += n;
  console.log(`trace sd-${i} ${n} ${d}`);
}
console.log(`total ${GAMES} games ${actions} actions ${total.digest('hex')}`);
