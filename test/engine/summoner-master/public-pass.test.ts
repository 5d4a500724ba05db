/**
 * §4 Interfere windows and hidden hands: whether a seat is asked in a window must not tell the opponent what
 * its hand holds. A seat is skipped only when public facts (hand size by kind, Mp, the lock, the window)
 * rule out any use of a hand card; otherwise it is asked, even when "pass" is all it can really do.
 */
import { describe, expect, it } from 'vitest';
import { act, build, decks, m, offered, prompt } from './helpers.js';

/** Seat 0 attacks in its Main Step; seat 1 holds `hand` with `mp` Mp. Returns who decides right after the declaration. */
function afterAttack(hand: string[], mp: number) {
  const g = build([
    { zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: [{ card: 'cliff-golem', as: 'd' }], hand, ...decks() }, state: { mp } },
  ]);
  act(g, 0, `atk:${g.id('a')}:tg:${g.id('d')}`);
  return { g, seat: prompt(g)?.seat, options: offered(g) };
}

describe('§4 who is asked in an Interfere Step is a function of public information', () => {
  it('§4 an (int) Mystic and a Main-Step-only Mystic in the opponent\'s hand give the same prompt sequence', () => {
    const usable = afterAttack(['water-shield'], 8);
    const useless = afterAttack(['holy-sword'], 8);
    expect(usable.seat).toBe(1);
    expect(useless.seat).toBe(1);
    expect(usable.options).toEqual([`cast:${usable.g.s.zones.zones['1:hand']![0]}:tg:${usable.g.id('d')}`, 'pass']);
    // The seat with nothing usable is asked all the same, with "pass" as its only option.
    expect(useless.options).toEqual(['pass']);
    expect(m.viewFor(usable.g.s, 'spectator').waitingFor).toBe(m.viewFor(useless.g.s, 'spectator').waitingFor);
  });

  it('§4 a seat whose hand is empty, or whose Mp cannot pay the cheapest usable card, is passed without being asked', () => {
    expect(afterAttack([], 8).seat).toBe(0);
    expect(afterAttack(['water-shield'], 0).seat).toBe(0);
    // A Seal in hand can only matter through Twinkling (Mp 3 at the cheapest): 2 Mp rules it out publicly.
    expect(afterAttack(['cliff-golem'], 2).seat).toBe(0);
    expect(afterAttack(['cliff-golem'], 3).seat).toBe(1);
  });
});
