/**
 * Auto-payment (issue 15): which payment the bot may make for a player without asking. The engine still offers
 * every way (605.2.2); clearlyBest only names the one no rule can prefer another to.
 */
import { describe, expect, it } from 'vitest';
import { autoPayment } from '../../src/engine/games/fadalgia/payment.js';
import { C, Scenario, type ScenarioSpec } from './helpers/scenario.js';

const SPRITE = 'SNM-S01-403'; // Stream Sprite: water, mana 1, "[Mana Zone] MP 1: Heal 1"

/** Seat 0 casts Fireball (fire, cost 1) at the only unit, a Storm Hawk, and reaches the payment prompt. */
function toPayment(format: ScenarioSpec['format'], mana: ScenarioSpec['p0'] extends infer S ? S extends { mana?: infer M } ? M : never : never): Scenario {
  const sc = new Scenario({ format, p0: { hand: [C.fireball, C.wanderer], mana }, p1: { field: [C.hawk] } });
  sc.answer(0, 'priority', 'cast:' + C.fireball);
  expect(sc.prompt.kind).toBe('mana-payment');
  return sc;
}

function paidWith(sc: Scenario): string[] {
  const choice = autoPayment(sc.state);
  expect(choice).not.toBeNull();
  sc.answer(0, 'mana-payment', choice!);
  return sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty).map((id) => sc.obj(id).card);
}

describe('auto-payment: the clearly best way to pay (605.2.2)', () => {
  it('605.2.2 503.5.1 Starter - Type C: a Mana-2 Stream would turn face down and leave 1 unspent; a face-down Mana is taken', () => {
    const sc = toPayment('starter-c', [C.drake, { card: C.crab, faceUp: false }]);
    expect(paidWith(sc)).toEqual([C.crab]);
    expect(sc.logRules()).toContain('605.2.4'); // paid: Fireball went onto the Break
  });

  it('604.6 503.5.4 standard: both Streams turn face down, but the Mana-2 Stream would leave 1 mana that is lost at the end of the turn', () => {
    const sc = toPayment('standard', [C.drake, C.recruit]);
    expect(paidWith(sc)).toEqual([C.recruit]);
  });

  it('605.2.3.3 Starter - Type C: two plain Mana-1 Streams are interchangeable (neither turns face down), the first is taken', () => {
    const sc = toPayment('starter-c', [C.recruit, C.hawk]);
    expect(paidWith(sc)).toHaveLength(1);
  });

  it('503.5.1 604.2.2 standard: either Stream turns face down, so which element stays is the player\'s choice', () => {
    const sc = toPayment('standard', [C.recruit, C.hawk]);
    expect(autoPayment(sc.state)).toBeNull();
  });

  it('406.2.1 a Stream with a [Mana Zone] ability of its own is kept Active when a plain Stream can pay instead', () => {
    const sc = toPayment('starter-c', [C.recruit, SPRITE]);
    expect(paidWith(sc)).toEqual([C.recruit]);
  });

  it('406.2.1 503.5.1 no way is better on every count (a Stream with its own ability vs. a Mana-2 Stream): the player chooses', () => {
    const sc = toPayment('starter-c', [C.drake, SPRITE]);
    expect(autoPayment(sc.state)).toBeNull();
  });

  it('605.2.2 only a pending payment prompt has an automatic answer', () => {
    const sc = new Scenario({ format: 'starter-c', p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk] } });
    expect(sc.prompt.kind).toBe('priority');
    expect(autoPayment(sc.state)).toBeNull();
  });
});
