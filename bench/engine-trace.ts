/**
 * Behaviour fingerprint of the engine, for proving a performance change alters nothing: replays the golden
 * match and N seeded keyword-bench games (bench/keyword-playouts.bench.ts's setups and picks) and hashes
 * everything that leaves the engine at every step: the events, the three views, the prompt, both seats'
 * legal actions. Prints one `trace <game> <actions> <sha256>` line per game and a total line.
 *
 * Usage: run it on two trees and diff the outputs (a copy of this file works in an older tree, it uses only
 * the public engine API):  npx tsx bench/engine-trace.ts [games=300] [--steps] [--state]
 * `--steps` prints each step's hash too, to find the first step that differs. `--state` also hashes the state
 * after every step as `JSON.stringify(state)`, key order included: a stored state must stay byte-identical,
 * so a change to how the engine builds its state objects shows up here. It also fails if apply changed its
 * input state.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, viewFor, type EngineEvent, type MatchState } from '../src/engine/index.js';
import { canonicalJson } from '../src/engine/core/hash.js';
import { keywordMatch, prng } from './random-play.js';

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
const STEPS = args.includes('--steps');
const STATE = args.includes('--state');

function stepHash(s: MatchState, events: EngineEvent[] | null): string {
  const p = currentPrompt(s);
  // Sorted keys: the order a view's fields are built in is not behaviour.
  const out = canonicalJson({
    events, prompt: p, legal0: legalActions(s, 0), legal1: legalActions(s, 1),
    v0: viewFor(s, 0), v1: viewFor(s, 1), vs: viewFor(s, 'spectator'),
  });
  const h = createHash('sha256').update(out);
  // Unsorted on purpose: the stored bytes, key order included, are what must not change.
  if (STATE) h.update(JSON.stringify(s));
  return h.digest('hex');
}

function trace(name: string, created: MatchState, next: (s: MatchState, n: number) => unknown | null): void {
  const game = createHash('sha256');
  let s = created;
  let h = stepHash(s, null);
  game.update(h);
  if (STEPS) console.log(`step ${name} 0 ${h}`);
  let n = 0;
  for (;;) {
    const a = next(s, n);
    if (a === null) break;
    // Purity: apply must leave its input exactly as it was (the service keeps and reuses it).
    const before = JSON.stringify(s);
    const r = apply(s, a);
    if (JSON.stringify(s) !== before) throw new Error(`${name}: apply ${n + 1} mutated its input state`);
    // A refused action is behaviour too: its error is hashed and play stops.
    if (!r.ok) { game.update(canonicalJson(r.error)); break; }
    s = r.state;
    n++;
    h = stepHash(s, r.events);
    game.update(h);
    if (STEPS) console.log(`step ${name} ${n} ${h}`);
  }
  const d = game.digest('hex');
  total.update(d);
  totalActions += n;
  console.log(`trace ${name} ${n} ${d}`);
}

const total = createHash('sha256');
let totalActions = 0;

const golden = JSON.parse(readFileSync(new URL('../test/engine/fixtures/golden-1.json', import.meta.url), 'utf8')) as { setup: unknown; actions: unknown[] };
const g0 = createMatch(golden.setup);
if (isRuleError(g0)) throw new Error(g0.message.en);
trace('golden', g0, (_s, n) => (n < golden.actions.length ? golden.actions[n] : null));

for (let i = 0; i < GAMES; i++) {
  const created = keywordMatch(i);
  const rnd = prng(i + 1);
  trace(`kw-${i}`, created, (s) => {
    const p = currentPrompt(s);
    if (!p) return null;
    const acts = legalActions(s, p.seat).filter((x) => x.type !== 'concede' && !(x.type === 'answer' && x.choice[0] === 'cancel'));
    return acts[rnd(acts.length)]!;
  });
}
console.log(`total ${GAMES + 1} games ${totalActions} actions ${total.digest('hex')}`);
