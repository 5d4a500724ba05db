/**
 * Combat (§9.2, §9.3 505.11, §9.5) beyond base.test.ts and language.test.ts: an attack ends with one fight unless the
 * Seal attacks N times, the "attack again" choice (a new target, the hand, or stop), and the hand attack's kinds.
 * Written against the survivors of the `--all-files` mutation run of combat.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, autopilot, build, cardsOf, decks, offered, passUntil, prompt, zone, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, at: number): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at, df: 1, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T,
});
const cards = [seal('big', 9), seal('weak', 1)];
const resolveAll = (g: Game) => passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
const active = (g: Game, id: string) => g.s.zones.objs[id]!.data?.active;

/** Seat 0's "big" (At 9; a card in hand keeps seat 0 from passing the Main Step by itself) attacks `times` times (an "attacks N times" effect) at three weak Seals; seat 1 holds `hand`. */
function board(times: number, weak = 3, hand: string[] = ['tide-warrior']): Game {
  const g = build([
    { zones: { at: [{ card: 'big', as: 'B' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: Array.from({ length: weak }, (_, i) => ({ card: 'weak', as: `W${i + 1}` })), hand, ...decks() } },
  ], { cards } as never);
  if (times > 1) g.s.effects.push({ id: 'e1', targets: [g.id('B')], op: { k: 'override', what: 'attack-times', value: String(times) }, ts: 0, duration: { k: 'end-of-turn' } });
  return g;
}

describe('§9.2 one attack, one fight', () => {
  it('§9.2 step 16 an attack that wins its fight ends there: the attacker becomes Inactive and no second target is asked', () => {
    const g = board(1);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['weak']);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(active(g, g.id('B'))).toBe(false);
  });
});

describe('§9.2 step 15 attacks N times', () => {
  it('§9.2 step 15 after each fight the attacker is asked for a new target (or to stop) while attacks are left', () => {
    const g = board(3);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect([prompt(g)?.kind, prompt(g)?.rule]).toEqual(['attack-target', '§9.2']);
    expect(offered(g, 0)).toEqual([`tg:${g.id('W2')}`, `tg:${g.id('W3')}`, 'stop']);
    act(g, 0, `tg:${g.id('W2')}`);
    resolveAll(g);
    // The second of three attacks: one is left.
    expect(offered(g, 0)).toEqual([`tg:${g.id('W3')}`, 'stop']);
    expect(active(g, g.id('B'))).toBe(true);
    act(g, 0, `tg:${g.id('W3')}`);
    resolveAll(g);
    // Three attacks made: the hand (a target now) is not offered a fourth.
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(active(g, g.id('B'))).toBe(false);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['weak', 'weak', 'weak']);
  });

  it('§9.2 step 15 the attacker may stop attacking: it becomes Inactive and the other Seals stay', () => {
    const g = board(2);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
    resolveAll(g);
    act(g, 0, 'stop');
    expect(active(g, g.id('B'))).toBe(false);
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W2'), g.id('W3')]);
  });

  it('§9.2 step 15 505 with no Seal left in the Lines the next attack may go to the hand (505.11: one card to the Shrine)', () => {
    const g = board(2, 1, ['tide-warrior']);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect(offered(g, 0)).toEqual(['tg:hand', 'stop']);
    expect(prompt(g)?.options[0]?.rule).toBe('505');
    act(g, 0, 'tg:hand');
    resolveAll(g);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['tide-warrior', 'weak']);
    expect(g.s.players[0].handAttack).toBe(1);
    expect(active(g, g.id('B'))).toBe(false);
  });

  it('§9.2 step 15 when no target is left the attack ends: the attacker becomes Inactive without a question', () => {
    const g = board(2, 1, []);
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(active(g, g.id('B'))).toBe(false);
  });
});

describe('§9.2 step 15 attacks N times: what the fights leave', () => {
  it('§9.5 an attacker destroyed in its fight (a tie on the At Line) attacks no more, though attacks were left', () => {
    const g = build([
      { zones: { at: [{ card: 'big', as: 'B' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'tie', as: 'X' }, { card: 'weak', as: 'W' }], ...decks() } },
    ], { cards: [...cards, { ...seal('tie', 9) }] } as never);
    g.s.effects.push({ id: 'e1', targets: [g.id('B')], op: { k: 'override', what: 'attack-times', value: '2' }, ts: 0, duration: { k: 'end-of-turn' } });
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('X')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['big']);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W')]);
  });

  it('§9.2 step 7 the second target\'s "when attacked" ability fires before its fight', () => {
    const guard: CardDef = { ...seal('guard', 1), triggers: [{ on: 'attacked', do: [{ v: 'stat', who: 'self', stat: 'at', by: 10, dur: { k: 'subturn' } }], text: T }] } as CardDef;
    const g = build([
      { zones: { at: [{ card: 'big', as: 'B' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'weak', as: 'W' }, { card: 'guard', as: 'G' }], ...decks() } },
    ], { cards: [...cards, guard] } as never);
    g.s.effects.push({ id: 'e1', targets: [g.id('B')], op: { k: 'override', what: 'attack-times', value: '2' }, ts: 0, duration: { k: 'end-of-turn' } });
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W')}`);
    resolveAll(g);
    act(g, 0, `tg:${g.id('G')}`);
    resolveAll(g);
    // At 1 + 10 against the attacker's At 9 on the At Line: the attacker loses.
    expect(cardsOf(g, 'shrine', 0)).toEqual(['big']);
    expect(cardsOf(g, 'field', 1)).toEqual(['guard']);
  });
});

describe('§8.1 Combination techniques that attack', () => {
  const tech = (id: string, more: Record<string, unknown>): CardDef => ({ ...seal(id, 5), combos: [
    { id: 'plain', name: 'Plain', reqs: [{ k: 'element', v: 'fire' }], at: 5, atkMp: 1 },
    { id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 5, atkMp: 1, ...more },
  ] } as CardDef);
  const sup = { card: 'weak', state: { supportOf: 'M' } };

  it('§9.2 step 15 a Combination technique that attacks 2 times gives the Main a second target', () => {
    const g = build([
      { zones: { at: [{ card: 'twice', as: 'M', state: { combo: 'tech' } }], support: [sup], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'weak', as: 'W1' }, { card: 'weak', as: 'W2' }], ...decks() } },
    ], { cards: [...cards, tech('twice', { times: 2 })] } as never);
    act(g, 0, `atk:${g.id('M')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect(offered(g, 0)).toEqual([`tg:${g.id('W2')}`, 'stop']);
  });

  it('506.10 [I] in an Attack All a tie destroys the defender, never the attacker', () => {
    const g = build([
      { zones: { at: [{ card: 'sweeper', as: 'M', state: { combo: 'tech' } }], support: [sup], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'even', as: 'E' }], ...decks() } },
    ], { cards: [...cards, tech('sweeper', { attack: 'all' }), { ...seal('even', 5), sp: 1 }] } as never);
    act(g, 0, `atk:${g.id('M')}`); // an All technique's attack has no target to choose (506.6)
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['even']);
    expect(cardsOf(g, 'field', 0)).toEqual(['sweeper']);
  });
});

describe('§9.3 505.11 the hand attack', () => {
  it('505.11 with both kinds in hand and a declaration after the attack, the attacker chooses the kind (Seal or Mystic) at the hit, named as such', () => {
    // The kind named with the attack (fewer-presses.test.ts) stands only while nothing else is declared; the
    // opponent's Interfere answer here brings back the question the rule asks at the hit.
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], ...decks() } },
      { zones: { hand: ['cliff-golem', { card: 'dimension-rift', as: 'rift' }, 'water-shield'], ...decks() } },
    ]);
    act(g, 0, `atk:${g.id('a')}:tg:hand:seal`);
    act(g, 1, `cast:${g.id('rift')}:tg:${g.id('b')}`);
    autopilot(g, (x) => prompt(x)?.rule === '505.11');
    expect([prompt(g)?.kind, prompt(g)?.rule]).toEqual(['optional', '505.11']);
    expect(prompt(g)!.options.map((o) => `${o.id}=${o.label.en}`)).toEqual(['kind:seal=Seal', 'kind:mystic=Mystic']);
  });
});
