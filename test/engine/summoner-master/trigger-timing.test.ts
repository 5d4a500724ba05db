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

describe('§10.2 an Ability\'s target and condition, checked as it would fire', () => {
  const mover = seal('mover');
  /** Seat 1's Seals react to seat 0's "mover" changing Line. */
  const react = (cards: CardDef[], theirs: unknown[], mine: unknown[] = []): Game => {
    const g = game([mover, ...cards], { at: [{ card: 'mover', as: 'M' }, ...mine] }, { at: theirs });
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    return g;
  };
  const marker = (target: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    seal('marker', { triggers: [trig('opp-line-change', [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }, ...charge1] as Verb[], { target, ...more })] });

  it('§10.2 an Ability with no legal target does not fire', () => {
    const g = react([marker({ kind: 'seal', side: 'opp', match: { k: 'name', v: 'nobody' } })], [{ card: 'marker', as: 'K' }]);
    expect(prompt(g)!.kind).toBe('priority');
    expect(charges(g, g.id('K'))).toBe(0);
  });

  it('§10.2 the legal targets are offered, one chosen when the card says nothing', () => {
    const g = react([marker({ kind: 'seal', side: 'opp' }), seal('ally')], [{ card: 'marker', as: 'K' }], [{ card: 'ally', as: 'A' }]);
    const p = prompt(g)!;
    expect([p.kind, p.seat, p.rule, p.min, p.max]).toEqual(['targets', 1, '§10.2', 1, 1]);
    expect(p.options.map((o) => o.id)).toEqual([`tg:${g.id('M')}`, `tg:${g.id('A')}`]);
  });

  it('§10.2 "up to N" targets: at most N, and never more than there are; each chosen one is hit', () => {
    const two = react([marker({ kind: 'seal', side: 'opp', upTo: 2 }), seal('ally')], [{ card: 'marker', as: 'K' }], [{ card: 'ally', as: 'A' }, { card: 'ally', as: 'B' }]);
    expect(prompt(two)!.max).toBe(2);
    act(two, 1, `tg:${two.id('M')}`, `tg:${two.id('B')}`);
    settle(two);
    expect([charges(two, two.id('M')), charges(two, two.id('A')), charges(two, two.id('B')), charges(two, two.id('K'))]).toEqual([1, 0, 1, 1]);
    const few = react([marker({ kind: 'seal', side: 'opp', upTo: 5 }), seal('ally')], [{ card: 'marker', as: 'K' }], [{ card: 'ally', as: 'A' }]);
    expect(prompt(few)!.max).toBe(2);
  });

  it('§10.2 an Ability whose condition does not hold when it would fire does not fire; on the named Line it does', () => {
    const guard = seal('guard', { triggers: [trig('opp-line-change', charge1, { if: { k: 'self', line: 'df' } })] });
    const g = game([mover, guard], { at: [{ card: 'mover', as: 'M' }] }, { at: [{ card: 'guard', as: 'U' }], df: [{ card: 'guard', as: 'D' }] });
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    act(g, 1, 'tr0');
    settle(g);
    expect([charges(g, g.id('U')), charges(g, g.id('D'))]).toEqual([0, 1]);
  });
});

describe('601.1.5 whose Abilities listen', () => {
  const mover = seal('mover');
  const box = { skills: [], statics: [], triggers: [trig('opp-line-change', charge1)] };
  const grower = seal('grower', { growth: { ...box, reqs: [] } });
  const progressed = seal('progressed', { progress: { ...box, from: 'mover' } });
  const watcher = seal('watcher', { triggers: [trig('opp-line-change', charge1)] });

  it('§8 Growth and Progress boxes add their Abilities only while the Seal is in that state', () => {
    const g = game([mover, grower, progressed], { at: [{ card: 'mover', as: 'M' }] }, { at: [
      { card: 'grower', as: 'G1', state: { growth: true } }, { card: 'grower', as: 'G0' },
      { card: 'progressed', as: 'P1', state: { progressed: true } }, { card: 'progressed', as: 'P0' },
    ] });
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    act(g, 1, 'tr0');
    settle(g);
    expect(['G1', 'G0', 'P1', 'P0'].map((n) => charges(g, g.id(n)))).toEqual([1, 0, 1, 0]);
  });

  it('601.1.5 a Seal under "cancel abilities" does not react; "when an opponent\'s Seal changes Line" is the opponent\'s only', () => {
    const g = game([mover, watcher], { at: [{ card: 'mover', as: 'M' }, { card: 'watcher', as: 'Own' }] }, { at: [{ card: 'watcher', as: 'Off' }, { card: 'watcher', as: 'On' }] });
    g.s.effects.push({ id: 'e1', targets: [g.id('Off')], op: { k: 'forbid', what: 'abilities' }, ts: 0, duration: { k: 'end-of-turn' } } as never);
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    expect(['Own', 'Off', 'On'].map((n) => charges(g, g.id(n)))).toEqual([0, 0, 1]);
  });
});

describe('703.4–703.8 "when [S] falls to the Shrine" from the field only', () => {
  const sk = (id: string, doV: unknown[], target = true) => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, ...(target ? { target: { kind: 'seal', side: 'opp' } } : {}) });
  const dropper = seal('dropper', { skills: [
    sk('bury', [{ v: 'to-shrine', who: 'target' }]),
    sk('hush', [{ v: 'cancel-abilities', who: 'target', dur: { k: 'subturn' } }, { v: 'to-shrine', who: 'target' }]),
    sk('exile', [{ v: 'remove', who: 'target' }]),
    sk('drop', [{ v: 'discard', player: 'opponent', n: 1, pick: 'random' }], false),
  ] });
  // "When this falls to the Shrine": its owner gains 1 Mp.
  const faller = seal('faller', { triggers: [trig('to-shrine', [{ v: 'mp', by: 1 } as Verb])] });
  const gained = (skill: string, where: 'at' | 'hand'): number => {
    const g = build([
      { zones: { at: [{ card: 'dropper', as: 'D' }], hand: ['tide-warrior'], ...decks() } as never },
      { zones: { [where]: [{ card: 'faller', as: 'F' }], ...decks() } as never, state: { mp: 3 } },
    ], { cards: [dropper, faller] } as never);
    act(g, 0, where === 'at' ? `sk:${g.id('D')}:${skill}:tg:${g.id('F')}` : `sk:${g.id('D')}:${skill}`);
    settle(g);
    expect(g.s.zones.zones[`1:${where === 'at' ? 'field' : 'hand'}`]).toEqual([]);
    return g.s.players[1].mp - 3;
  };

  it('703.4 sent from the field to the Shrine, it fires', () => expect(gained('bury', 'at')).toBe(1));
  it('601.1.5 703.4 with its abilities cancelled as it left the field, it does not', () => expect(gained('hush', 'at')).toBe(0));
  it('706 removed from the game (not the Shrine), it does not', () => expect(gained('exile', 'at')).toBe(0));
  it('703.4 discarded from the hand to the Shrine (not from the field), it does not', () => expect(gained('drop', 'hand')).toBe(0));
});
