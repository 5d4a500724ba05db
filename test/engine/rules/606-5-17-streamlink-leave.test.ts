/**
 * 606.5.17 Streamlink lends the named card's triggered abilities, its "when destroyed" / "when it leaves the
 * field" ones included: they trigger like the card's own (400.5.1), from what the unit had as it left (it had
 * Streamlink, the named Stream lay in its controller's mana zone), with the unit's new object as their source.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';

const text = { th: '-', en: '-' };
/** A card with "when this leaves the field: draw a card" (Soul Keeper, SNM-S01-032, has "when destroyed"). */
const ECHO = {
  id: 'TEST-SLL-ECHO', name: { th: 'เสียงสะท้อน', en: 'Echo' }, type: 'unit', subtypes: ['Spirit'], element: 'water', cost: 1, mana: 1, at: 1, df: 1, text,
  triggers: [{ on: 'leave', effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], text: { th: 'ออกจากสนาม: จั่ว 1 ใบ', en: 'Leaves the field: draw a card' } }],
};
const LINK_KEEPER = { id: 'TEST-SLL-LINKK', name: { th: 'ผู้เชื่อมวิญญาณ', en: 'Soul Linker' }, type: 'unit', subtypes: ['Mage'], element: 'none', cost: 1, mana: 1, at: 1, df: 1, text, keywords: [{ k: 'STREAMLINK', name: 'Soul Keeper' }] };
const LINK_ECHO = { id: 'TEST-SLL-LINKE', name: { th: 'ผู้เชื่อมเสียง', en: 'Echo Linker' }, type: 'unit', subtypes: ['Mage'], element: 'water', cost: 1, mana: 1, at: 1, df: 1, text, keywords: [{ k: 'STREAMLINK', name: 'Echo' }] };

function withCards(spec: ScenarioSpec, place: Array<[0 | 1, 'field' | 'mana', string | Record<string, unknown>]>): Scenario {
  return new Scenario(toDescriptionWith(spec, (d) => {
    d.cards = [ECHO, LINK_KEEPER, LINK_ECHO];
    for (const [seat, zone, c] of place) (d.seats[seat].zones[zone] ??= []).push(c as never);
  }));
}

function castAt(sc: Scenario, card: string, target: string): void {
  sc.answer(0, 'priority', 'cast:' + card);
  for (let k = 0; k < 2; k++) {
    if (sc.prompt.kind === 'targets') sc.answer(0, 'targets', target);
    sc.payIfAsked(0);
  }
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

describe('606.5.17 Streamlink: lent leave-the-field triggers', () => {
  it('606.5.17 400.5.1 destroyed, the unit gets the named Stream\'s "when destroyed" ability (Soul Keeper: 1 Soul Energy); a face-down Soul Keeper lends nothing', () => {
    for (const up of [true, false]) {
      const sc = withCards({ p0: { hand: [C.fireball, C.wanderer], mana: [C.drake] } }, [[0, 'field', LINK_KEEPER.id], [0, 'mana', up ? C.keeper : { card: C.keeper, faceDown: true }]]);
      const link = sc.id(0, 'field', LINK_KEEPER.id);
      castAt(sc, C.fireball, link);
      expect(sc.ids(0, 'grave', LINK_KEEPER.id)).toHaveLength(1);
      expect(sc.state.players[0].counters['Soul Energy'] ?? 0).toBe(up ? 1 : 0);
      // The trigger's source was the unit's new object in the grave; the ability is the Soul Keeper's.
      const triggered = sc.state.log.filter((l) => l.text.en.startsWith('Soul Keeper') && l.text.en.includes('triggers'));
      expect(triggered).toHaveLength(up ? 1 : 0);
    }
  });

  it('606.5.17 400.5.1 returned to the hand (it leaves the field, not destroyed), the named Stream\'s "when it leaves the field" ability triggers for it', () => {
    for (const up of [true, false]) {
      const sc = withCards({ p0: { hand: [C.wave, C.wanderer], mana: [C.crab, C.crab] } }, [[0, 'field', LINK_ECHO.id], [0, 'mana', up ? ECHO.id : { card: ECHO.id, faceDown: true }]]);
      const link = sc.id(0, 'field', LINK_ECHO.id);
      const hand = sc.state.zones['0:hand'].length;
      castAt(sc, C.wave, link);
      expect(sc.ids(0, 'hand', LINK_ECHO.id)).toHaveLength(1);
      // Wave cast (-1), the Linker back (+1), Echo's "draw a card" lent to it (+1 when face up).
      expect(sc.state.zones['0:hand'].length).toBe(hand + (up ? 1 : 0));
      expect(sc.state.brk).toHaveLength(0);
    }
  });
});
