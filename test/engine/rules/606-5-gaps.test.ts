/**
 * 606.5 rule-fidelity gaps: choices the text gives the player (606.5.9 Transform's card to remove), abilities a
 * Stream lends (606.5.17) and what [Once] limits (606.5.21). Positions come from the public scenario builder.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';

const S = { hatchling: 'SNM-S02-W06', tideDrake: 'SNM-S02-W07', windmill: 'SNM-S02-N12' } as const;

const text = { th: '-', en: '-' };
/** The card a Streamlink names: an activated and a triggered ability, both "draw a card". */
const SAGE = {
  id: 'TEST-GAP-SAGE', name: { th: 'นักปราชญ์', en: 'Sage' }, type: 'unit', subtypes: ['Mage'], element: 'water', cost: 1, mana: 1, at: 1, df: 1, text,
  activated: [{ cost: 1, timing: ['AT', 'DF'], effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], text: { th: 'จั่ว 1 ใบ', en: 'Draw a card' } }],
  triggers: [{ on: 'attack', effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], text: { th: 'เมื่อโจมตี: จั่ว 1 ใบ', en: 'When it attacks: draw a card' } }],
};
const LINK = { id: 'TEST-GAP-LINK', name: { th: 'ผู้เชื่อม', en: 'Linker' }, type: 'unit', subtypes: ['Mage'], element: 'water', cost: 1, mana: 1, at: 1, df: 1, text, keywords: [{ k: 'STREAMLINK', name: 'Sage' }] };

function withCards(spec: ScenarioSpec, place: Array<[0 | 1, 'hand' | 'field' | 'mana', string | Record<string, unknown>]>): Scenario {
  return new Scenario(toDescriptionWith(spec, (d) => {
    d.cards = [SAGE, LINK];
    for (const [seat, zone, c] of place) (d.seats[seat].zones[zone] ??= []).push(c as never);
  }));
}
const linked = (sageUp = true) => withCards({ p0: { hand: [C.wanderer], mana: [{ card: C.recruit, faceUp: false }] } }, [[0, 'field', LINK.id], [0, 'mana', sageUp ? SAGE.id : { card: SAGE.id, faceDown: true }]]);

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

  it('606.5.17 Streamlink: the named Stream\'s activated ability is usable by the unit (after the unit\'s own, one index space) and resolves with the unit as its source', () => {
    const sc = linked();
    const link = sc.id(0, 'field', LINK.id);
    expect(sc.options()).toContain(`act:${link}:0`);
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'priority', `act:${link}:0`).payIfAsked(0);
    // The scripted opponent passes, so the ability has already resolved; the Linker is what activated it.
    expect(sc.state.log.some((l) => l.text.en === 'A activates Linker')).toBe(true);
    settle(sc);
    expect(sc.state.zones['0:hand'].length).toBe(hand + 1);
  });

  it('606.5.17 Streamlink: a face-down Sage (no name, 406.2.1) lends no ability: no activation offered', () => {
    const sc = linked(false);
    const link = sc.id(0, 'field', LINK.id);
    expect(sc.options().filter((o) => o.startsWith(`act:${link}`))).toEqual([]);
  });

  it('606.5.17 Streamlink: the named Stream\'s triggered ability triggers for the unit (the unit attacks, the unit is the trigger\'s source)', () => {
    for (const up of [true, false]) {
      const sc = linked(up);
      const link = sc.id(0, 'field', LINK.id);
      const hand = sc.state.zones['0:hand'].length;
      sc.answer(0, 'priority', `attack:${link}`);
      if (sc.prompt.kind === 'attack-target') sc.answer(0, 'attack-target', 'p1');
      while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
      // Face up: the Sage's "when it attacks" triggered for the Linker and drew a card; face down: nothing.
      expect(sc.state.zones['0:hand'].length).toBe(hand + (up ? 1 : 0));
    }
  });

  it('606.5.21 [Once] reading: "the card with this ability can be used only once until the turn ends" limits using the card (its abilities); casting a second copy of the same name that turn is not limited, and that copy can use its own ability once', () => {
    // Reading taken: the limit is per card, not per name (606.5.21 says "the card", unlike the per-name limits of
    // Timekeeper, Guerilla Concert and Encore); casting a [Once] permanent puts it on the field and is not a use
    // of its ability. A card that changes zones is a new object (400.5), so nothing carries over to a new cast.
    const sc = new Scenario({ p0: { hand: [S.windmill, C.wanderer], field: [S.windmill], mana: [S.windmill, S.windmill, S.windmill, S.windmill] } });
    const first = sc.id(0, 'field', S.windmill);
    sc.answer(0, 'priority', `act:${first}:0`).payIfAsked(0);
    settle(sc);
    expect(sc.options()).not.toContain(`act:${first}:0`);
    const copy = sc.id(0, 'hand', S.windmill);
    expect(sc.options()).toContain(`cast:${copy}`);
    sc.answer(0, 'priority', `cast:${copy}`).payIfAsked(0);
    settle(sc);
    const second = sc.ids(0, 'field', S.windmill).find((id) => id !== first)!;
    expect(second).toBeDefined();
    expect(sc.options()).toContain(`act:${second}:0`);
    expect(sc.options()).not.toContain(`act:${first}:0`);
    sc.answer(0, 'priority', `act:${second}:0`).payIfAsked(0);
    settle(sc);
    expect(sc.options()).not.toContain(`act:${second}:0`);
  });
});
