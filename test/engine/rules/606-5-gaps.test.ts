/**
 * 606.5 rule-fidelity gaps: choices the text gives the player (606.5.9 Transform's card to remove), abilities a
 * Stream lends (606.5.17) and what [Once] limits (606.5.21). Positions come from the public scenario builder.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';

const S = { hatchling: 'SNM-S02-W06', tideDrake: 'SNM-S02-W07' } as const;

function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

describe('606.5 rule-fidelity gaps', () => {
  it('606.5.9 Transform: with several named units on the field the caster chooses which one to remove (a prompt naming 606.5.9), not the engine', () => {
    for (const which of [0, 1] as const) {
      const sc = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], field: [S.hatchling, S.hatchling], mana: [S.hatchling, S.hatchling, S.hatchling] } });
      const both = sc.ids(0, 'field', S.hatchling);
      sc.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
      settle(sc);
      // The Drake waits on the Break until its caster answers: it has not entered yet.
      expect(sc.prompt).toMatchObject({ seat: 0, kind: 'choose-cards', rule: '606.5.9', min: 1, max: 1 });
      expect(sc.prompt.label.en).toContain('606.5.9');
      expect(sc.prompt.label.th).toContain('606.5.9');
      expect([...sc.options()].sort()).toEqual([...both].sort());
      expect(sc.ids(0, 'field', S.tideDrake)).toHaveLength(0);
      const chosen = sc.options()[which]!;
      const kept = both.find((id) => id !== chosen)!;
      sc.answer(0, 'choose-cards', chosen);
      settle(sc);
      const drake = sc.id(0, 'field', S.tideDrake);
      // The unit not chosen stays (same object), the chosen one is in the Outer Zone as part of the Drake.
      expect(sc.ids(0, 'field', S.hatchling)).toEqual([kept]);
      const removed = sc.id(0, 'outer', S.hatchling);
      expect(sc.obj(drake).merged).toEqual([removed]);
    }
  });

  it('606.5.9 Transform: a choice that is not one of the named units is refused and changes nothing', () => {
    const sc = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], field: [S.hatchling, S.hatchling, C.recruit], mana: [S.hatchling, S.hatchling, S.hatchling] } });
    sc.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(sc);
    const before = JSON.stringify(sc.state);
    expect(() => sc.answer(0, 'choose-cards', sc.id(0, 'field', C.recruit))).toThrow();
    expect(JSON.stringify(sc.state)).toBe(before);
  });

  it('606.5.9 Transform: with exactly one named unit there is no question; with none the unit goes to the grave without a prompt', () => {
    const one = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], field: [S.hatchling], mana: [S.hatchling, S.hatchling, S.hatchling] } });
    one.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(one);
    expect(currentPrompt(one.state)?.kind).toBe('priority');
    expect(one.ids(0, 'field', S.tideDrake)).toHaveLength(1);
    expect(one.ids(0, 'outer', S.hatchling)).toHaveLength(1);
    const none = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], mana: [S.hatchling, S.hatchling, S.hatchling] }, p1: { field: [S.hatchling, S.hatchling] } });
    none.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(none);
    expect(currentPrompt(none.state)?.kind).toBe('priority');
    expect(none.ids(0, 'grave', S.tideDrake)).toHaveLength(1);
    expect(none.ids(1, 'field', S.hatchling)).toHaveLength(2);
  });
});
