/**
 * The practice AI never reads what its seat cannot see: two states that differ only in the other seat's
 * hidden cards (which card is in hand and which in the deck) and in the engine's RNG seed give the same
 * sample, and the AI decides the same with the same sampling seed. A sample keeps everything the seat sees
 * (its own view is unchanged) and really redraws the hidden part.
 */
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type MatchState } from '../../src/engine/index.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { determinize } from '../../src/engine/determinize.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { actingSeat, moves } from '../../src/ai/moves.js';
import { randomMove } from '../../src/ai/policies.js';
import { decide } from '../../src/ai/decide.js';
import { createGame, precon } from '../../src/ai/selfplay.js';
import { def } from '../../src/engine/games/summoner-master/cards/catalog.js';

/** Summoner Master's card backs show Seal or Mystic (§0): only cards with the same back can trade places unseen. */
function sameBack(s: MatchState, x: string, y: string): boolean {
  return s.game !== 'summoner-master' || def(s as never, x).kind === def(s as never, y).kind;
}

type Objs = Record<string, { card: string }>;

/** The other seat's hand and deck objects, per state shape (a kernel ZoneStore under `zones`, or Fadalgia's flat one). */
function hiddenOf(s: MatchState, them: Seat): { hand: string[]; deck: string[]; objs: Objs } {
  const st = s as unknown as { zones: { zones?: Record<string, string[]>; objs?: Objs } & Record<string, string[]>; objs?: Objs };
  if (st.zones.objs) {
    const z = st.zones.zones!;
    const deck = [...(z[`${them}:deck`] ?? []), ...(z[`${them}:sealDeck`] ?? [])];
    return { hand: z[`${them}:hand`] ?? [], deck, objs: st.zones.objs };
  }
  return { hand: st.zones[`${them}:hand`] ?? [], deck: st.zones[`${them}:main`] ?? [], objs: st.objs! };
}

/** A decision of `seat` reached by seeded random play, with at least two answers and a hidden hand card of the other seat that differs from some deck card. */
function position(game: string, seat: Seat) {
  for (let g = 0; g < 20; g++) {
    let s = createGame(precon(game, g), 100 + g);
    const rng = samplingRng(`pos:${game}:${g}`);
    for (let n = 0; n < 400; n++) {
      const who = actingSeat(s);
      if (who === null) break;
      if (who === seat && n > 6 && moves(s, seat).length >= 2) {
        const h = hiddenOf(s, (1 - seat) as Seat);
        for (const a of h.hand) for (const b of h.deck) if (h.objs[a]!.card !== h.objs[b]!.card && sameBack(s, h.objs[a]!.card, h.objs[b]!.card)) return { s, a, b, h };
      }
      const m = randomMove(s, who, rng)!;
      const r = apply(s, m);
      if (!r.ok) throw new Error(r.error.message.en);
      s = r.state;
    }
  }
  throw new Error(`no position found for ${game}`);
}

/** The same position with one hidden hand card of the other seat swapped with a deck card, and another RNG seed. */
function swapped(s: MatchState, a: string, b: string): MatchState {
  const t = structuredClone(s) as unknown as { zones: { objs?: Objs }; objs?: Objs; rng?: { seed: string } };
  const objs = t.zones.objs ?? t.objs!;
  const x = objs[a]!.card;
  objs[a]!.card = objs[b]!.card;
  objs[b]!.card = x;
  if (t.rng) t.rng.seed = 'f'.repeat(64);
  return t as unknown as MatchState;
}

const GAMES = ['tiny', 'spirit-duel', 'summoner-master', 'fadalgia'];

describe('determinize and the practice AI see only what their seat sees', () => {
  for (const game of GAMES) {
    it(`${game}: two states differing only in the other seat's hidden cards give the same sample and the same decisions`, { timeout: 60_000 }, () => {
      const seat: Seat = 1;
      const { s, a, b } = position(game, seat);
      const t = swapped(s, a, b);
      expect(JSON.stringify(t)).not.toBe(JSON.stringify(s));
      for (const seed of ['one', 'two', 'three']) expect(determinize(t, seat, seed)).toEqual(determinize(s, seat, seed));
      for (const level of ['easy', 'normal'] as const) {
        const input = { seat, level, seed: 'same-seed', iterations: 60 };
        expect(decide({ ...input, state: t })).toEqual(decide({ ...input, state: s }));
      }
    });

    it(`${game}: a sample keeps the seat's own view and redraws the hidden cards`, { timeout: 60_000 }, () => {
      const seat: Seat = 1;
      const { s, h } = position(game, seat);
      let redrawn = 0;
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const d = determinize(s, seat, seed);
        expect(viewFor(d, seat)).toEqual(viewFor(s, seat));
        const dh = hiddenOf(d, (1 - seat) as Seat);
        if (h.hand.some((id) => dh.objs[id]!.card !== h.objs[id]!.card)) redrawn++;
      }
      expect(redrawn).toBeGreaterThan(0);
    });
  }
});
