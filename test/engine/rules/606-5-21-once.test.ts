/**
 * 606.5.21 [Once] reading: "การ์ดที่มีความสามารถนี้ สามารถใช้ได้แค่ 1 ครั้ง จนกว่าจะ Turn นั้น จะไม่สามารถใช้งานได้อีก" — the
 * card (not the name) can be used once until the turn ends. Per card OBJECT: 400.5 makes a card that moves
 * between zones "a new card" (ให้ถือว่าการ์ดนั้นเป็นการ์ดใบใหม่), and 400.5.1 excepts only enter / leave triggers, so
 * a [Once] unit returned to the hand and cast again is a new card that may be used once more that turn.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith } from '../helpers/scenario.js';

const text = { th: '-', en: '-' };
const ONCE_UNIT = {
  id: 'TEST-ONCE-UNIT', name: { th: 'ผู้ใช้ครั้งเดียว', en: 'One-Shot' }, type: 'unit', subtypes: ['Mage'], element: 'water', cost: 1, mana: 1, at: 1, df: 1, text,
  keywords: ['ONCE'], activated: [{ cost: 1, timing: ['AT', 'DF'], effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], text: { th: '[Once] MP 1: จั่ว 1 ใบ', en: '[Once] MP 1: draw a card' } }],
};

function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

describe('606.5.21 [Once]', () => {
  it('606.5.21 400.5 per card object: used, then returned to the hand and cast again the same turn, the new card may be used once more (and then not again)', () => {
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wave, C.wanderer], mana: [C.crab, C.crab, C.crab, C.crab, C.crab, C.crab] } }, (d) => {
      d.cards = [ONCE_UNIT];
      (d.seats[0].zones.field ??= []).push(ONCE_UNIT.id as never);
    }));
    const first = sc.id(0, 'field', ONCE_UNIT.id);
    expect(sc.options()).toContain(`act:${first}:0`);
    sc.answer(0, 'priority', `act:${first}:0`).payIfAsked(0);
    settle(sc);
    expect(sc.options()).not.toContain(`act:${first}:0`);
    // Crashing Wave returns it to the hand: a new card (400.5).
    sc.answer(0, 'priority', 'cast:' + C.wave);
    for (let k = 0; k < 2; k++) {
      if (sc.prompt.kind === 'targets') sc.answer(0, 'targets', first);
      sc.payIfAsked(0);
    }
    settle(sc);
    const inHand = sc.id(0, 'hand', ONCE_UNIT.id);
    sc.answer(0, 'priority', 'cast:' + inHand).payIfAsked(0);
    settle(sc);
    const second = sc.id(0, 'field', ONCE_UNIT.id);
    expect(second).not.toBe(first);
    expect(sc.options()).toContain(`act:${second}:0`);
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'priority', `act:${second}:0`).payIfAsked(0);
    settle(sc);
    expect(sc.state.zones['0:hand'].length).toBe(hand + 1);
    expect(sc.options()).not.toContain(`act:${second}:0`);
  });
});
