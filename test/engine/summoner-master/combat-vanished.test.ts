/**
 * §9.2 steps 7–16 when a card leaves between the attack resolving and its fight: a "when attacked" ability (step 7)
 * or an Interfere answer removes the attacker, the defender, or the hand's last card, and the fight it was for
 * does not happen. Written against the survivors of the `--all-files` mutation run of combat.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, decks, offered, passUntil, prompt, zone, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, at: number, onAttacked: Verb[] = []): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at, df: 1, sp: 1,
  combos: [], skills: [], statics: [], keywords: {}, text: T,
  triggers: onAttacked.length ? [{ on: 'attacked', do: onAttacked, text: T }] : [],
} as CardDef);
const resolveAll = (g: Game) => passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
const active = (g: Game, id: string) => g.s.zones.objs[id]!.data?.active;

/** Seat 0's "big" (At 9) attacks 3 times: first the plain W1, then `second`, whose "when attacked" ability runs before its fight. */
function twoFights(second: CardDef): Game {
  const g = build([
    { zones: { at: [{ card: 'big', as: 'B' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: [{ card: 'weak', as: 'W1' }, { card: second.id, as: 'X' }, { card: 'weak', as: 'W2' }], ...decks() } },
  ], { cards: [seal('big', 9), seal('weak', 1), second] } as never);
  g.s.effects.push({ id: 'e1', targets: [g.id('B')], op: { k: 'override', what: 'attack-times', value: '3' }, ts: 0, duration: { k: 'end-of-turn' } });
  act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
  resolveAll(g);
  act(g, 0, `tg:${g.id('X')}`);
  resolveAll(g);
  return g;
}

describe('§9.2 step 7 a target gone before its fight', () => {
  it('§9.2 step 7 a defender whose "when attacked" ability sends it to the Shrine is not fought: the attack ends, the attacker Inactive, no further target asked', () => {
    const g = twoFights(seal('leaver', 1, [{ v: 'to-shrine', who: 'self' }]));
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['leaver', 'weak']);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(active(g, g.id('B'))).toBe(false);
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W2')]);
  });

  it('§9.2 step 7 709 a defender that curses itself into the Dimension has no Line and is not fought: it stays, the attacker becomes Inactive', () => {
    const g = twoFights(seal('phaser', 1, [{ v: 'curse', who: 'self', curse: 'dimension', turns: 1 }]));
    expect(cardsOf(g, 'shrine', 1)).toEqual(['weak']);
    expect(cardsOf(g, 'field', 1).sort()).toEqual(['phaser', 'weak']);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(active(g, g.id('B'))).toBe(false);
  });
});

describe('§9.2 step 7 an attacker gone before its fight', () => {
  it('§9.2 step 7 an attacker destroyed by the defender\'s "when attacked" ability fights no more: the defender stays', () => {
    const g = twoFights(seal('striker', 1, [{ v: 'destroy', who: 'opp-seals' }]));
    expect(cardsOf(g, 'shrine', 0)).toEqual(['big']);
    expect(cardsOf(g, 'field', 1).sort()).toEqual(['striker', 'weak']);
    expect(prompt(g)?.kind).not.toBe('attack-target');
  });

  it('506.10 §9.2 step 7 an Attack All whose attacker a target\'s "when attacked" ability destroys fights none of the targets', () => {
    const sweeper: CardDef = { ...seal('sweeper', 5), combos: [
      { id: 'plain', name: 'Plain', reqs: [{ k: 'element', v: 'fire' }], at: 5, atkMp: 1 },
      { id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 5, atkMp: 1, attack: 'all' },
    ] } as CardDef;
    const g = build([
      { zones: { at: [{ card: 'sweeper', as: 'M', state: { combo: 'tech' } }], support: [{ card: 'weak', state: { supportOf: 'M' } }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'striker', as: 'S' }, { card: 'weak', as: 'W' }], ...decks() } },
    ], { cards: [sweeper, seal('weak', 1), seal('striker', 1, [{ v: 'destroy', who: 'opp-seals' }])] } as never);
    act(g, 0, `atk:${g.id('M')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 0).sort()).toEqual(['sweeper', 'weak']);
    expect(cardsOf(g, 'field', 1).sort()).toEqual(['striker', 'weak']);
  });
});

describe('§9.2 step 16 an attacker already Inactive', () => {
  it('§9.2 step 16 an attacker made Inactive by the defender\'s "when attacked" ability does not become Inactive again after its fight: its "when it becomes Inactive" ability fires once', () => {
    const big: CardDef = { ...seal('big', 9), triggers: [{ on: 'inactive', do: [{ v: 'draw', n: 1, player: 'self' }], text: T }] } as CardDef;
    const g = build([
      { zones: { at: [{ card: 'big', as: 'B' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'sleeper', as: 'S' }, { card: 'weak', as: 'W' }], ...decks() } },
    ], { cards: [big, seal('weak', 1), seal('sleeper', 1, [{ v: 'set-inactive', who: 'opp-seals' }])] } as never);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('S')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['sleeper']);
    expect(active(g, zone(g, 'field', 0)[0]!.id)).toBe(false);
    expect(zone(g, 'hand', 0)).toHaveLength(2);
  });
});

describe('§9.3 505.11 the hand attack finds the hand empty', () => {
  it('505.11 a hand attack whose target hand was emptied in its Interfere Step hits nothing: the attacker becomes Inactive and no kind is asked', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { hand: [{ card: 'dimension-rift', as: 'rift' }], ...decks() } },
    ]);
    const atk = offered(g, 0).find((x) => x.startsWith(`atk:${g.id('a')}:tg:hand`))!;
    act(g, 0, atk);
    act(g, 1, `cast:${g.id('rift')}:tg:${g.id('b')}`);
    resolveAll(g);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
    expect(prompt(g)?.rule).not.toBe('505.11');
    expect(active(g, g.id('a'))).toBe(false);
    expect(g.s.log.some((l) => l.en.startsWith('Hand attack'))).toBe(false);
  });
});
