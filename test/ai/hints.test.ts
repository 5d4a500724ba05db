/**
 * The practice AI's evaluation (evaluate.ts and the per-game hints in src/ai/hints/): a function of public
 * information only, so every sample of the hidden cards a seat could draw scores the same, and Fadalgia's hint
 * counts what the game is won with (life, units by their current values, hand), from either seat's side.
 */
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type MatchState } from '../../src/engine/index.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { determinize } from '../../src/engine/determinize.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { evaluate } from '../../src/ai/evaluate.js';
import { advantage } from '../../src/ai/hints/index.js';
import { randomMove } from '../../src/ai/policies.js';
import { actingSeat, moveKey, moves } from '../../src/ai/moves.js';
import { createGame, precon } from '../../src/ai/selfplay.js';
import { C, Scenario } from '../engine/helpers/scenario.js';

describe('evaluation hints', () => {
  for (const game of ['tiny', 'spirit-duel', 'summoner-master', 'fadalgia']) {
    it(`${game}: every sample of the hidden cards scores the same as the real position, for both seats`, () => {
      let s: MatchState = createGame(precon(game, 1), 11);
      const rng = samplingRng(`hints:${game}`);
      let checked = 0;
      for (let d = 0; d < 240; d++) {
        const who = actingSeat(s);
        if (who === null) break;
        if (d % 9 === 4) {
          for (const seat of [0, 1] as Seat[]) {
            for (const k of [1, 2]) expect(evaluate(determinize(s, seat, `h${d}:${k}`), seat)).toBe(evaluate(s, seat));
          }
          checked++;
        }
        const r = apply(s, randomMove(s, who, rng)!);
        if (!r.ok) throw new Error(r.error.message.en);
        s = r.state;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('101.3.3.2 Fadalgia: more life, a stronger unit and more cards in hand are each worth more, and the two seats see opposite values', () => {
    const hint = (spec: ConstructorParameters<typeof Scenario>[0]) => advantage(viewFor(new Scenario(spec).state as unknown as MatchState, 'spectator'), 0);
    // The scenario's sides differ a little (whose turn it is, what was drawn): each change is against this baseline.
    const even = hint({ p0: { life: 10 }, p1: { life: 10 } });
    expect(hint({ p0: { life: 12 }, p1: { life: 10 } })).toBeGreaterThan(even);
    const small = hint({ p0: { field: [C.recruit] }, p1: {} });
    expect(small).toBeGreaterThan(even);
    expect(hint({ p0: { field: [C.giant] }, p1: {} })).toBeGreaterThan(small);
    expect(hint({ p0: { hand: [C.fireball, C.fireball] }, p1: {} })).toBeGreaterThan(even);
    const sc = new Scenario({ p0: { field: [C.giant], life: 12 }, p1: { hand: [C.fireball], life: 10 } });
    const v = viewFor(sc.state as unknown as MatchState, 'spectator');
    expect(advantage(v, 1)).toBeCloseTo(-advantage(v, 0), 9);
  });
});

describe('choice keys across samples', () => {
  it('502.2 two copies of one card in hand are one choice; different cards and passing are different choices', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.fireball, C.wanderer], mana: [C.recruit, C.recruit] }, p1: { field: [C.hawk] } });
    const s = sc.state as unknown as MatchState;
    const casts = moves(s, 0).filter((a) => a.type === 'answer' && a.choice[0]!.startsWith('cast:'));
    const keys = new Map<string, string[]>();
    for (const a of casts) {
      if (a.type !== 'answer') continue;
      const k = moveKey(s, a);
      keys.set(k, [...(keys.get(k) ?? []), a.choice[0]!]);
    }
    const fire = sc.ids(0, 'hand', C.fireball);
    const fireKey = [...keys].find(([, ids]) => ids.some((id) => id.endsWith(fire[0]!)));
    expect(fireKey?.[1].length).toBe(2);
    expect(fireKey?.[1].some((id) => id.endsWith(fire[1]!))).toBe(true);
    const pass = moves(s, 0).find((a) => a.type === 'answer' && a.choice[0] === 'pass')!;
    expect(new Set([...keys.keys(), moveKey(s, pass)]).size).toBe(keys.size + 1);
  });
});
