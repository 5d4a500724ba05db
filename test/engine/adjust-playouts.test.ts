/**
 * Random judge adjustments inside random Fadalgia playouts: at some priority decisions a random op (any
 * object to any zone, a mode, counters, life) is tried. A refused op must leave the state as it was; an
 * accepted one must leave a state that satisfies every playout invariant (helpers/invariants.ts), the game
 * must go on to its end, and replay(setup, actions) with the adjustments in the log must give the same hash.
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, replay, result, stateHash, type MatchState } from './helpers/fadalgia-api.js';
import { checkAfterAction, checkJsonAndFreeze } from './helpers/invariants.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';
import { sweep } from '../support/seed.js';

const GAMES = Number(process.env.SANAM_ADJUST_PLAYOUTS ?? 12);
const ZONES = ['hand', 'grave', 'outer', 'main', 'life', 'field', 'mana', 'deck'];

function randomOp(s: MatchState, rnd: (n: number) => number): unknown {
  const ids = Object.keys(s.objs);
  const id = ids[rnd(ids.length)]!;
  const seat = rnd(2) as 0 | 1;
  const delta = [-2, -1, 1, 2][rnd(4)]!;
  switch (rnd(5)) {
    case 0: case 1: return { k: 'move', object: id, to: ZONES[rnd(ZONES.length)]!, ...(rnd(2) ? { bottom: true } : {}) };
    case 2: return { k: 'mode', object: id, mode: rnd(2) ? 'AT' : 'DF' };
    case 3: return rnd(2) ? { k: 'counter', object: id, name: rnd(2) ? '+1/+1' : 'Asura', delta } : { k: 'counter', seat, name: 'Spirit', delta };
    default: return { k: 'life', seat, delta };
  }
}

describe('judge adjustments in random playouts', () => {
  it(`${GAMES} games: refused ops change nothing, accepted ones keep every invariant, and the log replays to the same hash`, () => {
    let accepted = 0;
    for (let i = 0; i < GAMES; i++) {
      const format = i % 3 === 2 ? 'starter-c' : 'standard';
      const decks = PRECONS.filter((p) => p.format === format);
      const a = decks[i % decks.length]!;
      const b = decks[(i + 1) % decks.length]!;
      const setup = { matchId: `adj-po-${i}`, game: 'fadalgia', format, seed: seedHex(sweep(100 + i)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 };
      const created = createMatch(setup);
      if (isRuleError(created)) throw new Error(created.message.en);
      const sizes: [number, number] = [a.deck.main.length + a.deck.life.length, b.deck.main.length + b.deck.life.length];
      const rnd = prng(sweep(i + 31));
      let s = created;
      checkJsonAndFreeze(s);
      const actions: unknown[] = [];
      let adjustments = 0;
      for (let n = 0; !result(s); n++) {
        if (n > 4000) throw new Error(`game ${i} did not end`);
        const p = currentPrompt(s)!;
        if (p.kind === 'priority' && adjustments < 12 && rnd(6) === 0) {
          const action = { type: 'judge-adjust', op: randomOp(s, rnd) };
          const before = stateHash(s);
          const r = apply(s, action);
          if (!r.ok) {
            expect(stateHash(s)).toBe(before);
            continue;
          }
          expect(r.state.version).toBe(s.version + 1);
          checkAfterAction(r.state, sizes);
          s = r.state;
          actions.push(action);
          adjustments++;
          accepted++;
          continue;
        }
        const action = pickRandom(legalActions(s, p.seat), rnd);
        const r = apply(s, action);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
        s = r.state;
        actions.push(action);
        checkAfterAction(s, sizes);
      }
      const again = replay(setup, actions);
      if (!again.ok) throw new Error(`replay failed at ${again.index}: ${again.error.code}`);
      expect(stateHash(again.state)).toBe(stateHash(s));
    }
    if (process.env.SANAM_ADJUST_PLAYOUTS) console.log(`accepted adjustments: ${accepted} in ${GAMES} games`);
    // The random ops must actually exercise the accepted path, not only refusals.
    expect(accepted).toBeGreaterThan(GAMES * 3);
  });
});
