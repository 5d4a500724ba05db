/**
 * Random playouts (Pokémon Showdown's runner, as a property test): both seats pick random legal actions
 * over 500 seeds (SANAM_PLAYOUTS raises it for a deep run). After every action (helpers/invariants.ts): the state is plain JSON and apply() did
 * not mutate its input (states are deep-frozen, so a write throws where it happens); every card is in
 * exactly one zone; state invariants always and game-rule invariants at every decision; neither the
 * spectator's nor a seat's view names a hidden object. Every DEEP-th game also checks, at every action, that the
 * spectator view and the public prompt options do not change when the hidden cards are permuted. Every
 * game must end by itself (no turn cap exists in the rules: decks run out, 101.3.3.3).
 *
 * Cost (measured on the shared 2-core machine, every check after every action): 94 CPU-seconds for the
 * 1,000 games plus the 16 zone-card games, about 0.09 s per game, while the engine skipped every pass-only
 * priority window. Since it asks every seat holding a card (priority.ts publiclyIdle) a game takes about 300
 * actions instead of about 140 (about half are pass-only prompts, which the random player passes and every
 * check still runs after): the four files took 201 s of wall time under load (2026-12-01); SANAM_PLAYOUTS
 * overrides the count. vitest.config.ts runs at least two workers and starts these files first, so on two
 * cores they run two at a time.
 *
 * Why 500 (2026-12-02, bench/playout-reach.ts): the first 500 games reach everything the first 1,000 reach —
 * all 17 prompt kinds, 50 engine event kinds, 83 rule sections named by events, both natural ends and all 35
 * keywords of 606.5, the keywords in each part too — and so do the first 300; the second 500 only repeated
 * paths, for half the time of the four files. Under SANAM_TEST_SEED=7 the first 500 reach the same totals. The deep games are every fifth of a part (was every tenth of
 * 1,000), so as many games (100) still get the hidden-card checks at every action. Where a part's time goes (CPU profile, 2026-12-01, 17 CPU-s per 100 games):
 * about a third in the engine's viewFor (three views per action), a quarter in apply, a sixth in the deep
 * hidden-card checks, the rest in the walks and the other checks; garbage collection comes on top. Making the
 * checks cheaper here saves little: the cost is the engine's.
 */
import { expect } from 'vitest';
import { apply, currentPrompt, legalActions, result, type MatchState } from './fadalgia-api.js';
import { checkAfterAction, checkHiddenIndependence, checkJsonAndFreeze, fail } from './invariants.js';
import { pickRandom } from './random-player.js';
import { KeywordTally } from './keyword-tally.js';
import { playoutStart, PARTS } from './playout-start.js';

export { PARTS };

/** 500 seeds in CI (SANAM_PLAYOUTS for more); the deep hidden-card checks run every action of every DEEP-th game of a part. */
export const GAMES = Number(process.env.SANAM_PLAYOUTS ?? 500);
const DEEP = Number(process.env.SANAM_PLAYOUTS_DEEP ?? 5);
const MAX_ACTIONS = 4000;

function playout(i: number, tally: KeywordTally): { actions: number; state: MatchState } {
  const { state: created, sizes, rnd } = playoutStart(i);
  let s = created;
  checkJsonAndFreeze(s);
  let n = 0;
  while (!result(s)) {
    if (n >= MAX_ACTIONS) fail(`game ${i} did not end within ${MAX_ACTIONS} actions`);
    const p = currentPrompt(s) ?? fail('no prompt in a running game');
    if (legalActions(s, p.seat === 0 ? 1 : 0).length !== 1) fail('the seat without a prompt may only concede');
    const action = pickRandom(legalActions(s, p.seat), rnd);
    // Every DEEP-th game of each part, so that the deep games spread evenly over the parts (files).
    if (Math.floor(i / PARTS) % DEEP === 0) checkHiddenIndependence(s, action, rnd);
    // `s` is deep-frozen: a write to it inside apply() throws a TypeError here.
    const r = apply(s, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
    if (r.state.version !== s.version + 1) fail('version not incremented');
    tally.add(r.events);
    s = r.state;
    n++;
    checkAfterAction(s, sizes);
  }
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  return { actions: n, state: s };
}


/** Plays games part, part + PARTS, ... and checks how they ended. */
export function runPart(part: number): void {
  const reasons = new Map<string, number>();
  let total = 0;
  const tally = new KeywordTally();
  for (let i = part; i < GAMES; i += PARTS) {
    const { actions, state } = playout(i, tally);
    total += actions;
    const r = result(state)!;
    reasons.set(r.rule ?? '?', (reasons.get(r.rule ?? '?') ?? 0) + 1);
  }
  expect(total).toBeGreaterThan((GAMES / PARTS) * 20);
  // The shipped decks use every keyword of 606.5 (cards/sets): each part's games must exercise them all.
  console.log(`keywords exercised in part ${part} (${Math.ceil((GAMES - part) / PARTS)} games):\n${tally.table()}`);
  if (GAMES >= 500) expect(tally.unexercised()).toEqual([]);
  // Natural ends only: life or main pile run out (101.3.2.2 / 101.3.2.3), never a concession.
  for (const rule of reasons.keys()) expect(['101.3.2.2', '101.3.2.3', '101.3.2.1', '101.3']).toContain(rule);
}
