/**
 * When card abilities fire and in what order (§10.2, 601.1.5, 701, 703, 709): two of one player's abilities at once
 * are ordered by that player, an ability with a target asks for it (none left: it does not fire), an `if` is checked
 * as it would fire, and each trigger slot listens to its own event only. Written against the survivors of the
 * `--all-files` mutation run of triggers.ts (issue 31); every card is data (the scenario's `cards`).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, passUntil, prompt, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const trig = (on: string, doV: Verb[], more: Record<string, unknown> = {}) => ({ on, do: doV, text: T, ...more });
const charge1: Verb[] = [{ v: 'counters', who: 'self', counter: 'charge', n: 1 } as Verb];
const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0 && !x.s.frames.length);

function game(cards: CardDef[], a: Record<string, unknown>, b: Record<string, unknown>): Game {
  return build([{ zones: { hand: ['tide-warrior'], ...decks(), ...a } as never }, { zones: { hand: ['tide-warrior'], ...decks(), ...b } as never }], { cards } as never);
}

describe('§10.2 two Abilities of one player at once', () => {
  // "When an opponent's Seal changes Line": a charge on the chosen opposing Seal, then one on itself.
  const marks = [trig('opp-line-change', [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }, ...charge1] as Verb[], { target: { kind: 'seal', side: 'opp' } })];
  const watcher = seal('watcher', { triggers: marks });
  const setup = () => game([watcher, seal('mover'), seal('other', { triggers: marks })], { at: [{ card: 'mover', as: 'M' }] }, { at: [{ card: 'watcher', as: 'W1' }, { card: 'watcher', as: 'W2' }, { card: 'other', as: 'O' }] });

  it('§10.2 the controller chooses which Ability to carry out first; two of one card are told apart by their place, another by its name alone', () => {
    const g = setup();
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    const p = prompt(g)!;
    expect([p.kind, p.seat]).toEqual(['order-triggers', 1]);
    expect(p.options.map((o) => o.label.en)).toEqual(['watcher (B At Line #1)', 'watcher (B At Line #2)', 'other']);
  });

  it('§10.2 the Ability chosen first has its target asked first, then the controller chooses among the rest', () => {
    const g = setup();
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    act(g, 1, 'tr1');
    expect([prompt(g)!.kind, prompt(g)!.label.en]).toEqual(['targets', 'Choose a target for watcher']);
    act(g, 1, `tg:${g.id('M')}`);
    settle(g);
    expect(prompt(g)!.kind).toBe('order-triggers');
    expect(prompt(g)!.options.map((o) => o.label.en)).toEqual(['watcher', 'other']);
    act(g, 1, 'tr1');
    expect(prompt(g)!.label.en).toBe('Choose a target for other');
    act(g, 1, `tg:${g.id('M')}`);
    settle(g);
    act(g, 1, `tg:${g.id('M')}`);
    settle(g);
    expect([charges(g, g.id('W1')), charges(g, g.id('W2')), charges(g, g.id('O')), charges(g, g.id('M'))]).toEqual([1, 1, 1, 3]);
  });

  // "giver" gives its controller 1 Mp; "checker" takes a charge only if its controller then has 4 Mp or more.
  const giver = seal('giver', { triggers: [trig('opp-line-change', [{ v: 'mp', by: 1 } as Verb])] });
  const checker = seal('checker', { triggers: [trig('opp-line-change', [{ v: 'if', cond: { k: 'mp', side: 'own', min: 4 }, then: charge1 } as Verb])] });
  const ordered = (first: string): Game => {
    const g = build([
      { zones: { at: [{ card: 'mover', as: 'M' }], hand: ['tide-warrior'], ...decks() } as never },
      { zones: { at: [{ card: 'giver', as: 'G' }, { card: 'checker', as: 'C' }], ...decks() } as never, state: { mp: 3 } },
    ], { cards: [giver, checker, seal('mover')] } as never);
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    act(g, 1, prompt(g)!.options.find((o) => o.label.en === first)!.id);
    settle(g);
    return g;
  };

  it('§10.2 the Ability chosen first is carried out first: the Mp it gives is there when the other is checked', () => {
    const g = ordered('giver');
    expect([g.s.players[1].mp, charges(g, g.id('C'))]).toEqual([4, 1]);
  });

  it('§10.2 chosen the other way round, the check comes before the Mp', () => {
    const g = ordered('checker');
    expect([g.s.players[1].mp, charges(g, g.id('C'))]).toEqual([4, 0]);
  });

  it('§10.2 one Ability alone is carried out without asking which first', () => {
    const g = game([watcher, seal('mover')], { at: [{ card: 'mover', as: 'M' }] }, { at: [{ card: 'watcher', as: 'W1' }] });
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    expect(prompt(g)!.kind).toBe('targets');
    act(g, 1, `tg:${g.id('M')}`);
    settle(g);
    expect([charges(g, g.id('W1')), charges(g, g.id('M'))]).toEqual([1, 1]);
  });
});

describe('§10.2 both players\' Abilities at once', () => {
  it('§10.2 the turn player\'s Abilities are started first and carried out after the opponent\'s: the opponent\'s check sees the Mp before the turn player\'s gain', () => {
    const bomb = seal('bomb', { skills: [{ id: 'boom', name: T, mp: 0, do: [{ v: 'destroy', who: 'all-seals' }], text: T }] });
    const mine = seal('mine', { triggers: [trig('destroyed', [{ v: 'mp', by: 1 } as Verb])] });
    const theirs = seal('theirs', { triggers: [trig('destroyed', [{ v: 'if', cond: { k: 'mp', side: 'opp', min: 4 }, then: [{ v: 'draw', n: 1, player: 'self' }] } as Verb])] });
    const g = build([
      { zones: { at: [{ card: 'bomb', as: 'B' }, { card: 'mine', as: 'M' }], hand: ['tide-warrior'], ...decks() } as never, state: { mp: 3 } },
      { zones: { at: [{ card: 'theirs', as: 'T' }], ...decks() } as never },
    ], { cards: [bomb, mine, theirs] } as never);
    const hand = g.s.zones.zones['1:hand']!.length;
    act(g, 0, `sk:${g.id('B')}:boom`);
    settle(g);
    expect(g.s.zones.zones['0:field']).toEqual([]);
    expect([g.s.players[0].mp, g.s.zones.zones['1:hand']!.length]).toEqual([4, hand]);
  });
});
