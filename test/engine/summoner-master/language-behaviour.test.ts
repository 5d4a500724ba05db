/**
 * The card language's zone verbs, line/state verbs, counters, the six newer triggers and `if`/count conditions
 * by behaviour: every card is written as data (the scenario's `cards`) and every test names the section of
 * summoner-master-base.md (or the Nihil text) it follows.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, SkillDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, offered, passUntil, zoneOf, type Game, order } from './helpers.js';

const T = { th: 'x', en: 'x' };
const sealCard = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const skill = (id: string, doV: unknown[], more: Record<string, unknown> = {}): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, ...more });
const trig = (on: string, doV: unknown[]) => ({ on, do: doV, text: T });
const charge1 = [{ v: 'counters', who: 'self', counter: 'charge', n: 1 }];

/** Seat 0 keeps a Seal in hand (castable), so the Main Step waits for it instead of ending by itself. */
function game(cards: CardDef[], a: Record<string, unknown[]>, b: Record<string, unknown[]>): Game {
  return build([{ zones: { hand: [cards[0]!.id], ...a } as never }, { zones: b as never }], { cards } as never);
}
function use(g: Game, seat: 0 | 1, obj: string, sk: string, ...targets: string[]): void {
  // One target comes with the Skill in one option (605); "up to N" targets are asked after.
  if (targets.length === 1 && offered(g, seat).includes(`sk:${obj}:${sk}:tg:${targets[0]}`)) return act(g, seat, `sk:${obj}:${sk}:tg:${targets[0]}`);
  act(g, seat, `sk:${obj}:${sk}`);
  if (targets.length) act(g, seat, ...targets.map((x) => `tg:${x}`));
}
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0);
const seal = (g: Game, name: string) => g.s.zones.objs[g.id(name)]!;
const dataOf = (g: Game, id: string) => g.s.zones.objs[id]!.data as { line?: string; active?: boolean; curses?: unknown[] };
const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;

describe('Summoner Master card language: zone verbs (§5, §6 701–708)', () => {
  it('708.6/708.9.2: put-onto-field brings a Seal from hand onto the Line its owner picks, Active, and its "enters" trigger fires', () => {
    const cards = [
      sealCard('caller', { skills: [skill('call', [{ v: 'put-onto-field', from: 'hand', match: { k: 'name', v: 'arrival' } }])] }),
      sealCard('arrival', { triggers: [trig('enter', charge1)] }),
    ];
    const g = game(cards, { at: [{ card: 'caller', as: 'C' }], hand: ['caller', { card: 'arrival', as: 'A' }] }, {});
    const mp = g.s.players[0].mp;
    use(g, 0, g.id('C'), 'call');
    settle(g);
    act(g, 0, `pf:o${g.id('A')}:df`);
    settle(g);
    const entered = g.s.zones.zones['0:field']!.map((id) => g.s.zones.objs[id]!).find((o) => o.card === 'arrival')!;
    expect(dataOf(g, entered.id)).toMatchObject({ line: 'df', active: true });
    expect(g.s.players[0].mp).toBe(mp); // 707: not cast, nothing paid
    expect(charges(g, entered.id)).toBe(1);
  });

  it('704.2: search offers only matching cards of the deck by card, moves the one chosen to hand, and shuffles', () => {
    const cards = [sealCard('seeker', { skills: [skill('seek', [{ v: 'search', pile: 'sealDeck', match: { k: 'name', v: 'prize' }, to: 'hand' }])] }), sealCard('prize'), sealCard('dud')];
    const g = game(cards, { at: [{ card: 'seeker', as: 'S' }], sealDeck: ['dud', 'prize', 'dud'] }, {});
    use(g, 0, g.id('S'), 'seek');
    settle(g);
    const p = g.s.prompt!;
    expect(p.options.map((o) => o.id)).toEqual(['se:prize']);
    act(g, 0, 'se:prize');
    expect(cardsOf(g, 'hand', 0)).toContain('prize');
    expect(cardsOf(g, 'sealDeck', 0)).toEqual(['dud', 'dud']);
  });

  it('703: to-shrine puts the target into the Shrine without destroying it: its "falls to the Shrine" trigger fires, its "destroyed" one does not', () => {
    const cards = [
      sealCard('banisher', { skills: [skill('send', [{ v: 'to-shrine', who: 'target' }], { target: { kind: 'seal', side: 'opp' } })] }),
      sealCard('victim', { triggers: [trig('destroyed', [{ v: 'mp', by: 5 }]), trig('to-shrine', [{ v: 'mp', by: 1 }])] }),
    ];
    const g = game(cards, { at: [{ card: 'banisher', as: 'B' }] }, { at: [{ card: 'victim', as: 'V' }] });
    g.s.players[1].mp = 2;
    use(g, 0, g.id('B'), 'send', g.id('V'));
    settle(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['victim']);
    expect(g.s.players[1].mp).toBe(3);
  });

  it('704/706: to-deck returns the target to its owner\'s deck of its kind; remove sends it to the Remove Zone', () => {
    const cards = [sealCard('exiler', { skills: [skill('back', [{ v: 'to-deck', who: 'target' }], { target: { kind: 'seal', side: 'opp' } }), skill('gone', [{ v: 'remove', who: 'target' }], { target: { kind: 'seal', side: 'opp' } })] })];
    const g = game(cards, { at: [{ card: 'exiler', as: 'E' }, { card: 'exiler', as: 'F' }] }, { at: [{ card: 'exiler', as: 'X' }, { card: 'exiler', as: 'Y' }] });
    use(g, 0, g.id('E'), 'back', g.id('X'));
    settle(g);
    expect(cardsOf(g, 'sealDeck', 1)).toEqual(['exiler']);
    use(g, 0, g.id('F'), 'gone', g.id('Y'));
    settle(g);
    expect(cardsOf(g, 'remove', 1)).toEqual(['exiler']);
    expect(cardsOf(g, 'field', 1)).toEqual([]);
  });
});

describe('Summoner Master card language: Line, state and counters', () => {
  it('709.13: cure with a named Curse ends only that Curse; without one it ends them all', () => {
    const cards = [sealCard('healer', { skills: [skill('one', [{ v: 'cure', who: 'target', curse: 'poison' }], { target: { kind: 'seal', side: 'own' } }), skill('all', [{ v: 'cure', who: 'target' }], { target: { kind: 'seal', side: 'own' } })] })];
    const sick = { curses: [{ kind: 'poison', left: 3 }, { kind: 'freeze', left: 3 }] };
    const g = game(cards, { at: [{ card: 'healer', as: 'H' }, { card: 'healer', as: 'I' }, { card: 'healer', as: 'P', state: sick }] }, {});
    use(g, 0, g.id('H'), 'one', g.id('P'));
    settle(g);
    expect((dataOf(g, g.id('P')).curses as Array<{ kind: string }>).map((c) => c.kind)).toEqual(['freeze']);
    use(g, 0, g.id('I'), 'all', g.id('P'));
    settle(g);
    expect(dataOf(g, g.id('P')).curses).toBeUndefined();
  });

  it('§8.3 note, §14.5: move-line swaps each opposing Seal\'s Line and counts as a Line change ("opp-line-change" fires)', () => {
    const cards = [
      sealCard('tide', { skills: [skill('swap', [{ v: 'move-line', who: 'opp-seals', to: 'swap' }])] }),
      sealCard('watcher', { triggers: [trig('opp-line-change', [{ v: 'mp', by: 1, player: 'self' }])] }),
    ];
    const g = game(cards, { at: [{ card: 'tide', as: 'T' }, { card: 'watcher', as: 'W' }] }, { at: [{ card: 'tide', as: 'A' }], df: [{ card: 'tide', as: 'D' }] });
    g.s.players[0].mp = 2;
    use(g, 0, g.id('T'), 'swap');
    act(g, 0, 'tr0'); // two triggers of one controller wait together: their controller orders them
    settle(g);
    expect(dataOf(g, g.id('A')).line).toBe('df');
    expect(dataOf(g, g.id('D')).line).toBe('at');
    expect(g.s.players[0].mp).toBe(4); // the watcher heard both Line changes
  });

  it('§11.4: set-inactive makes the target Inactive, and its "becomes Inactive" trigger fires', () => {
    const cards = [
      sealCard('binder', { skills: [skill('bind', [{ v: 'set-inactive', who: 'target' }], { target: { kind: 'seal', side: 'opp' } })] }),
      sealCard('sleeper', { triggers: [trig('inactive', charge1)] }),
    ];
    const g = game(cards, { at: [{ card: 'binder', as: 'B' }] }, { at: [{ card: 'sleeper', as: 'S' }] });
    use(g, 0, g.id('B'), 'bind', g.id('S'));
    settle(g);
    expect(dataOf(g, g.id('S')).active).toBe(false);
    expect(charges(g, g.id('S'))).toBe(1);
  });

  it('§11.2: counters gives Charge Counters by a counted amount and takes them (never below 0)', () => {
    const cards = [sealCard('counter', { skills: [
      skill('give', [{ v: 'counters', who: 'self', counter: 'charge', n: { count: { zone: 'hand', side: 'own' } } }]),
      skill('take', [{ v: 'counters', who: 'target', counter: 'charge', n: -5 }], { target: { kind: 'seal', side: 'opp' } }),
    ] })];
    const g = game(cards, { at: [{ card: 'counter', as: 'C' }, { card: 'counter', as: 'D' }], hand: ['counter', 'counter', 'counter'] }, { at: [{ card: 'counter', as: 'V', counters: { charge: 2 } }] });
    use(g, 0, g.id('C'), 'give');
    settle(g);
    expect(charges(g, g.id('C'))).toBe(cardsOf(g, 'hand', 0).length);
    use(g, 0, g.id('D'), 'take', g.id('V'));
    settle(g);
    expect(charges(g, g.id('V'))).toBe(0);
  });
});

describe('Summoner Master card language: triggers and conditions', () => {
  it('§3.8 401.9.2 / §3.1 401.2.3: "at the end of your attack subturn" fires for the player ending it; "when entering your attack subturn" for the next player', () => {
    const cards = [sealCard('dusk', { triggers: [trig('end-of-subturn', charge1)] }), sealCard('dawn', { triggers: [trig('check-up', charge1)] })];
    const g = build([{ zones: { at: [{ card: 'dusk', as: 'K' }], sealDeck: ['dusk', 'dusk'], mysticDeck: [] } as never }, { zones: { at: [{ card: 'dawn', as: 'N' }], sealDeck: ['dawn', 'dawn'], mysticDeck: [] } as never }], { cards } as never);
    for (let i = 0; i < 40 && g.s.active === 0; i++) {
      const p = g.s.prompt!;
      act(g, p.seat, p.options.find((o) => o.id === 'pass' || o.id === 'stop')?.id ?? p.options[0]!.id);
    }
    for (let i = 0; i < 40 && charges(g, g.id('N')) === 0 && g.s.prompt; i++) {
      const p = g.s.prompt;
      act(g, p.seat, p.options.find((o) => o.id === 'pass' || o.id === 'stop')?.id ?? p.options[0]!.id);
    }
    expect(charges(g, g.id('K'))).toBe(1);
    expect(charges(g, g.id('N'))).toBe(1);
    expect(g.s.active).toBe(1);
  });

  it('§9.2 step 7: "when [S] is attacked" fires for the defender; "when [S] destroys a Seal in battle" for the winner (§9.2 combat)', () => {
    const cards = [sealCard('victor', { at: 9, triggers: [trig('won-battle', charge1)] }), sealCard('target', { df: 1, at: 1, triggers: [trig('attacked', [{ v: 'mp', by: -1, player: 'self' }])] })];
    const g = game(cards, { at: [{ card: 'victor', as: 'V' }] }, { at: [{ card: 'target', as: 'X' }] });
    const mp = g.s.players[1].mp;
    act(g, 0, `atk:${g.id('V')}:tg:${g.id('X')}`);
    settle(g);
    expect(g.s.players[1].mp).toBe(mp - 1);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['target']);
    expect(charges(g, g.id('V'))).toBe(1);
  });

  it('512.10: "when [S] Combines" fires for the Main Seal once the Combination is made', () => {
    const cards = [sealCard('fuser', { combos: [{ id: 'pair', name: 'Pair', reqs: [{ k: 'type', v: 'Knight' }], at: 9 }], triggers: [trig('combined', charge1)] }), sealCard('helper')];
    const g = game(cards, { at: [{ card: 'fuser', as: 'F' }, { card: 'helper', as: 'H' }] }, {});
    order(g, 0, `cmb:${g.id('F')}:opt:pair`, `set:${g.id('H')}`);
    settle(g);
    expect(seal(g, 'F').data?.combo).toBe('pair');
    expect(charges(g, g.id('F'))).toBe(1);
  });

  it('§10.2: `if` with a count condition runs `then` when it holds and `else` when it does not (counted as the effect resolves)', () => {
    const cards = [sealCard('judge', { skills: [skill('rule', [{ v: 'if', cond: { k: 'count', count: { zone: 'shrine', side: 'opp', kind: 'seal' }, min: 2 }, then: [{ v: 'mp', by: 3 }], else: [{ v: 'mp', by: -1 }] }])] })];
    const g = game(cards, { at: [{ card: 'judge', as: 'J' }, { card: 'judge', as: 'K' }] }, { shrine: ['judge'] });
    const mp = g.s.players[0].mp;
    use(g, 0, g.id('J'), 'rule');
    settle(g);
    expect(g.s.players[0].mp).toBe(mp - 1);
    const g2 = game(cards, { at: [{ card: 'judge', as: 'J' }], shrine: [] }, { shrine: ['judge', 'judge'] });
    g2.s.players[0].mp = 2;
    use(g2, 0, g2.id('J'), 'rule');
    settle(g2);
    expect(g2.s.players[0].mp).toBe(5);
    expect(zoneOf(g2, g2.id('J'))).toBe('field');
  });
});
