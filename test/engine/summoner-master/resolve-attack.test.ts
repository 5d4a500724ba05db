/**
 * §9.2 steps 9–10 and 505.9–505.10: what an attack finds when its Interfere Step closes. Seat 1 answers the
 * declaration with an Interfere Mystic that takes the attacker or the target away, charms, moves or forbids the
 * attacker, or brings a Seal in. Written against the survivors of the `--all-files` mutation run of resolve.ts
 * (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, decks, offered, passUntil, prompt, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, logged, resolveAll, seal, T } from './resolve-kit.js';

const big = seal('big', { at: 9 });
const weak = seal('weak', { at: 1 });
/** A Seal whose "when attacked" ability draws its controller a card (§9.2 step 7). */
const watcher = seal('watcher', { at: 1, triggers: [{ on: 'attacked', do: [{ v: 'draw', n: 1 }], text: T }] });
const CARDS: CardDef[] = [big, weak, watcher, ...ANSWERS];

/** Seat 0's "big" (At 9) on the At Line; seat 1's Seals and hand as given. */
function board(opp: { at?: unknown[]; hand?: unknown[] }, attacker: CardDef = big): Game {
  return build([
    { zones: { at: [{ card: attacker.id, as: 'A' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: (opp.at ?? []) as never, hand: (opp.hand ?? []) as never, ...decks() } },
  ], { cards: attacker === big ? CARDS : [...CARDS, attacker] } as never);
}

describe('§9.2 step 9 the attacker is verified again', () => {
  it('§9.2 step 9 an attacker returned to the hand in the Interfere Step: the attack is cancelled, the target stays', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }], hand: [{ card: 'bounce', as: 'x' }] });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('A')}`);
    resolveAll(g);
    expect(logged(g, 'The attack is cancelled')).toBe(true);
    expect(zoneOf(g, g.id('W'))).toBe('field');
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['big', 'flame-trooper']);
  });

  for (const [answer, why] of [['charm', 'charmed: its controller changed'], ['push-df', 'moved to the Df Line'], ['halt', 'forbidden to attack']] as const) {
    it(`§9.2 step 9 an attacker ${why} in the Interfere Step: the attack is cancelled and the attacker becomes Inactive`, () => {
      const g = board({ at: [{ card: 'weak', as: 'W' }], hand: [{ card: answer, as: 'x' }] });
      act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
      act(g, 1, `cast:${g.id('x')}:tg:${g.id('A')}`);
      resolveAll(g);
      expect(logged(g, 'The attack is cancelled')).toBe(true);
      expect(zoneOf(g, g.id('W'))).toBe('field');
      expect(dataOf(g, g.id('A')).active).toBe(false);
    });
  }
});

describe('§9.2 step 10 the target is verified again', () => {
  it('§9.2 step 10 a target returned to the hand: the attacker chooses among the Seals left; the new target\'s "when attacked" ability fires and the fight happens', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }, { card: 'watcher', as: 'V' }], hand: [{ card: 'bounce', as: 'x' }] });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    expect([prompt(g)?.kind, prompt(g)?.rule, prompt(g)?.seat]).toEqual(['attack-target', '§9.2', 0]);
    expect(offered(g, 0)).toEqual([`tg:${g.id('V')}`]);
    const held = zone(g, 'hand', 1).length;
    act(g, 0, `tg:${g.id('V')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['bounce', 'watcher']);
    expect(zone(g, 'hand', 1).length).toBe(held + 1);
    expect(dataOf(g, zone(g, 'field', 0)[0]!.id).active).toBe(false);
  });

  it('§9.2 step 10 §9.2 step 7 the attacker\'s "when it attacks" ability fires once when its attack is re-targeted', () => {
    const eager = seal('eager', { at: 9, triggers: [{ on: 'attack', do: [{ v: 'draw', n: 1 }], text: T }] });
    const g = board({ at: [{ card: 'weak', as: 'W' }, { card: 'weak', as: 'W2' }], hand: [{ card: 'bounce', as: 'x' }] }, eager);
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    act(g, 0, `tg:${g.id('W2')}`);
    resolveAll(g);
    expect(cardsOf(g, 'hand', 0).length).toBe(2);
    expect(zoneOf(g, g.id('W2'))).toBeUndefined();
  });

  it('§9.2 step 10 §9.2 step 15 a re-targeted attack of "attacks 2 times" still has its second attack, and only that one', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }, { card: 'weak', as: 'W2' }, { card: 'weak', as: 'W3' }, { card: 'weak', as: 'W4' }], hand: [{ card: 'bounce', as: 'x' }] });
    g.s.effects.push({ id: 'e1', targets: [g.id('A')], op: { k: 'override', what: 'attack-times', value: '2' }, ts: 0, duration: { k: 'end-of-turn' } });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    act(g, 0, `tg:${g.id('W2')}`);
    resolveAll(g);
    expect(prompt(g)?.kind).toBe('attack-target');
    act(g, 0, `tg:${g.id('W3')}`);
    resolveAll(g);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W4')]);
  });

  it('§9.2 step 10 505 the only target gone and the hand not empty: the attacker may switch to a hand attack', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }], hand: [{ card: 'bounce', as: 'x' }] });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    expect(offered(g, 0)).toEqual(['tg:hand']);
    act(g, 0, 'tg:hand');
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['bounce', 'weak']);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
  });

  it('§9.2 step 10 the only target gone and nothing to attack: the attack fails, the attacker becomes Inactive, nothing is asked', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }], hand: [{ card: 'bury', as: 'x' }] });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    resolveAll(g);
    expect(logged(g, 'No target is left: the attack fails')).toBe(true);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(dataOf(g, g.id('A')).active).toBe(false);
  });

  it('§9.2 step 7 a normal attack is an attack on its target only: another Seal\'s "when attacked" ability does not fire', () => {
    const g = board({ at: [{ card: 'weak', as: 'W' }, { card: 'watcher', as: 'V' }] });
    act(g, 0, `atk:${g.id('A')}:tg:${g.id('W')}`);
    resolveAll(g);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
    expect(zoneOf(g, g.id('V'))).toBe('field');
  });
});

describe('505.9–505.10 and 506.9 the kind of attack is verified again', () => {
  it('506.9 505 an Attack All whose targets all left in the Interfere Step becomes a hand attack: the Seal returned to the hand is hit', () => {
    const sweeper = seal('sweeper', { at: 9, combos: [{ id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 9, atkMp: 1, attack: 'all' }] } as never);
    const g = build([
      { zones: { at: [{ card: 'sweeper', as: 'A', state: { combo: 'tech' } }], support: [{ card: 'weak', state: { supportOf: 'A' } }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'weak', as: 'W' }], hand: [{ card: 'bounce', as: 'x' }], ...decks() } },
    ], { cards: [...CARDS, sweeper] } as never);
    act(g, 0, `atk:${g.id('A')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['bounce', 'weak']);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
  });

  it('505.9–505.10 506 an All technique\'s hand attack becomes an Attack All when a Seal is put onto the field in its Interfere Step', () => {
    const sweeper = seal('sweeper', { at: 9, combos: [{ id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 9, atkMp: 1, attack: 'all' }] } as never);
    const g = build([
      { zones: { at: [{ card: 'sweeper', as: 'A', state: { combo: 'tech' } }], support: [{ card: 'weak', state: { supportOf: 'A' } }], hand: ['flame-trooper'], ...decks() } },
      { zones: { hand: [{ card: 'summon', as: 'x' }, { card: 'weak', as: 'W' }, { card: 'watcher', as: 'V' }], ...decks() } },
    ], { cards: [...CARDS, sweeper] } as never);
    act(g, 0, offered(g, 0).find((x) => x.startsWith(`atk:${g.id('A')}:tg:hand`))!);
    act(g, 1, `cast:${g.id('x')}`);
    passUntil(g, (x) => prompt(x)?.seat === 1 && offered(x, 1).includes(`pf:o${g.id('W')}:df`));
    act(g, 1, `pf:o${g.id('W')}:df`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['summon', 'weak']);
    expect(cardsOf(g, 'hand', 1)).toEqual(['watcher']);
  });

  it('505.9–505.10 a Seal put onto the field in the Interfere Step of a hand attack: the attack becomes a normal attack on it (no card of the hand is hit)', () => {
    const g = board({ hand: [{ card: 'summon', as: 'x' }, { card: 'weak', as: 'W' }] });
    act(g, 0, offered(g, 0).find((x) => x.startsWith(`atk:${g.id('A')}:tg:hand`))!);
    act(g, 1, `cast:${g.id('x')}`);
    passUntil(g, (x) => prompt(x)?.seat === 1 && offered(x, 1).includes(`pf:o${g.id('W')}:at`));
    act(g, 1, `pf:o${g.id('W')}:at`);
    resolveAll(g);
    expect(prompt(g)?.rule).not.toBe('505.11');
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['summon', 'weak']);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
  });
});
