/**
 * Curses and timed effects as a Skill applies them (709, 709.12, §10.4, §11.1) and the "protected from other
 * names" ward (Nihil: only Skills and Abilities of another name are kept off). Every card is data. Written against
 * the survivors of the `--all-files` mutation run of effects.ts and curses.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, autopilot, build, decks, offered, passUntil, statOf, zone, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 2, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const skill = (id: string, doV: unknown[], side = 'any') => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, target: { kind: 'seal', side } });
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0 && !x.s.frames.length);
const curse = (curse: string, turns: number, more: Record<string, unknown> = {}) => [{ v: 'curse', who: 'target', curse, turns, ...more }];
const caster = seal('caster', { skills: [
  skill('stone', curse('stone', 1)), skill('stone2', curse('stone', 2)), skill('poison', curse('poison', 1)),
  skill('twist', curse('poison', 1, { swapAtDf: true })), skill('charm', curse('charm', 1)), skill('death', curse('death', 1)),
  skill('plus1', [{ v: 'stat', who: 'target', stat: 'at', by: 2, dur: { k: 'turns', n: 1 } }]),
  skill('plusSub', [{ v: 'stat', who: 'target', stat: 'at', by: 2, dur: { k: 'subturn' } }]),
  skill('plusInf', [{ v: 'stat', who: 'target', stat: 'at', by: 2, dur: { k: 'infinity' } }]),
] });

/** Seat 0's two casters (one Skill use each per subturn) and seat 1's Seals named as given. */
function game(theirs: unknown[], mine: unknown[] = []): Game {
  return build([
    { zones: { at: [{ card: 'caster', as: 'C1' }, { card: 'caster', as: 'C2' }, ...mine], hand: ['tide-warrior'], ...decks() } as never },
    { zones: { at: theirs, ...decks() } as never },
  ], { cards: [caster, seal('plain'), seal('main', { combos: [{ id: 'pair', name: 'Pair', reqs: [{ k: 'type', v: 'Knight' }], at: 9 }] })] } as never);
}
function use(g: Game, who: string, sk: string, target: string): void {
  act(g, 0, `sk:${g.id(who)}:${sk}:tg:${g.id(target)}`);
  settle(g);
}
const curses = (g: Game, name: string) => (g.s.zones.objs[g.id(name)]!.data as { curses?: Array<{ kind: string; left: number; swapAtDf?: boolean }> }).curses ?? [];

describe('709.12 one Curse of a type at a time', () => {
  it('709.12 a Seal already under Stone does not get Stone again: its count is not renewed; another type is added beside it', () => {
    const g = game([{ card: 'plain', as: 'P' }]);
    use(g, 'C1', 'stone', 'P');
    use(g, 'C2', 'stone2', 'P');
    expect(curses(g, 'P').map((c) => [c.kind, c.left])).toEqual([['stone', 2]]);
    const h = game([{ card: 'plain', as: 'P' }]);
    use(h, 'C1', 'stone2', 'P');
    use(h, 'C2', 'poison', 'P');
    expect(curses(h, 'P').map((c) => [c.kind, c.left])).toEqual([['stone', 4], ['poison', 2]]);
  });

  it('709.12 a Seal already under a Curse type is not destroyed by a second Death Curse; one with none is', () => {
    const g = game([{ card: 'plain', as: 'P', state: { curses: [{ kind: 'death', left: 2 }] } }, { card: 'plain', as: 'Q' }]);
    use(g, 'C1', 'death', 'P');
    use(g, 'C2', 'death', 'Q');
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('P')]);
  });
});

describe('709 what a Curse changes', () => {
  it('709 a Curse that swaps At and Df swaps them while it lasts; one that does not leaves them', () => {
    const g = game([{ card: 'plain', as: 'P' }, { card: 'plain', as: 'Q' }]);
    use(g, 'C1', 'twist', 'P');
    use(g, 'C2', 'poison', 'Q');
    expect([statOf(g, g.id('P'), 'at'), statOf(g, g.id('P'), 'df')]).toEqual([2, 5]);
    expect([statOf(g, g.id('Q'), 'at'), statOf(g, g.id('Q'), 'df')]).toEqual([5, 2]);
  });

  it('709 Charm on a Seal its caster already controls changes nothing: it keeps its place in the Line', () => {
    const g = game([{ card: 'plain' }], [{ card: 'plain', as: 'Mine' }, { card: 'plain', as: 'Last' }]);
    use(g, 'C1', 'charm', 'Mine');
    expect(zone(g, 'field', 0).map((o) => o.id)).toEqual([g.id('C1'), g.id('C2'), g.id('Mine'), g.id('Last')]);
    expect(curses(g, 'Mine').map((c) => c.kind)).toEqual(['charm']);
  });

  it('709 a charmed Combined Seal changes sides with its Supports, and both come back when the count ends', () => {
    const g = build([
      { zones: { at: [{ card: 'caster', as: 'C1' }], hand: ['tide-warrior'], ...decks() } as never },
      { zones: { at: [{ card: 'main', as: 'M', state: { combo: 'pair' } }], support: [{ card: 'plain', as: 'S', state: { supportOf: 'M' } }], ...decks() } as never },
    ], { cards: [caster, seal('plain'), seal('main', { combos: [{ id: 'pair', name: 'Pair', reqs: [{ k: 'type', v: 'Knight' }], at: 9 }] })] } as never);
    use(g, 'C1', 'charm', 'M');
    expect([g.s.zones.objs[g.id('M')]!.ctrl, g.s.zones.objs[g.id('S')]!.ctrl]).toEqual([0, 0]);
    expect(g.s.zones.zones['0:support']).toEqual([g.id('S')]);
    autopilot(g, (x) => x.s.subturn === 5);
    expect([g.s.zones.objs[g.id('M')]!.ctrl, g.s.zones.objs[g.id('S')]!.ctrl]).toEqual([1, 1]);
    expect(g.s.zones.zones['1:support']).toEqual([g.id('S')]);
  });
});

describe('§10.4 durations in Subturns', () => {
  const at = (g: Game) => statOf(g, g.id('P'), 'at') ?? 0;
  const after = (sk: string, subturn: number): number => {
    const g = game([{ card: 'plain', as: 'P' }]);
    use(g, 'C1', sk, 'P');
    expect(at(g)).toBe(7);
    autopilot(g, (x) => x.s.subturn === subturn);
    return at(g);
  };

  it('§10.4 "until the end of the Subturn" ends at this Subturn\'s End', () => expect(after('plusSub', 4)).toBe(5));
  it('§10.4 "1 Turn" is 2 Subturns: still there in the next, gone after its End', () => {
    expect(after('plus1', 4)).toBe(7);
    expect(after('plus1', 5)).toBe(5);
  });
  it('§10.4 with no duration the effect stays while the Seal stays', () => expect(after('plusInf', 7)).toBe(7));
});

describe('Nihil protected from other names', () => {
  const ward = seal('ward', { skills: [skill('guard', [{ v: 'protect-other-names', who: 'target', dur: { k: 'infinity' } }])] });
  const witch = seal('witch', { skills: [skill('hex', curse('poison', 1))] });
  const rune = { id: 'rune', kind: 'mystic', name: { th: 'rune', en: 'rune' }, mp: 0, int: false, attach: 'NP', turns: 0, statics: [], target: { kind: 'seal', side: 'any' }, do: curse('poison', 1), text: T };
  /** Seat 0's "ward" G protects seat 1's P from cards of other names. */
  const setup = (): Game => {
    const g = build([
      { zones: { at: [{ card: 'ward', as: 'G' }, { card: 'ward', as: 'G2' }, { card: 'witch', as: 'W' }], hand: [{ card: 'rune', as: 'R' }, 'tide-warrior'], ...decks() } as never },
      { zones: { at: [{ card: 'plain', as: 'P' }, { card: 'plain', as: 'Q' }], ...decks() } as never },
    ], { cards: [ward, witch, rune, seal('plain')] } as never);
    act(g, 0, `sk:${g.id('G')}:guard:tg:${g.id('P')}`);
    settle(g);
    return g;
  };
  const targets = (g: Game, order: string) => offered(g, 0).filter((x) => x.startsWith(`${order}:tg:`)).map((x) => x.slice(order.length + 4)).filter((x) => x === g.id('P'));

  it('Nihil a Seal protected from other names is no target for a Skill of another name; a Skill of the protecting card\'s name and a Mystic still target it', () => {
    const g = setup();
    expect(targets(g, `sk:${g.id('W')}:hex`)).toEqual([]);
    expect(targets(g, `sk:${g.id('G2')}:guard`)).toEqual([g.id('P')]);
    expect(targets(g, `cast:${g.id('R')}`)).toEqual([g.id('P')]);
  });
});

describe('709 Dimension ending under Charm', () => {
  it('709 when a charmed Seal\'s Dimension count ends first, its controller (the charmer) assigns its Line, and it stays theirs while Charm lasts', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf', { card: 'plain', as: 'X', ctrl: 0, state: { curses: [{ kind: 'charm', left: 4 }, { kind: 'dimension', left: 1 }] } }], ...decks() } as never },
    ], { cards: [seal('plain')] } as never);
    expect(g.s.zones.objs[g.id('X')]!.ctrl).toBe(0);
    autopilot(g, (x) => x.s.prompt?.kind === 'optional' && x.s.prompt.options.some((o) => o.id === 'line:at'));
    const p = g.s.prompt!;
    expect([p.seat, p.rule]).toEqual([0, '709']);
    act(g, 0, 'line:at');
    expect([g.s.zones.objs[g.id('X')]!.ctrl, g.s.zones.objs[g.id('X')]!.data?.line]).toEqual([0, 'at']);
  });
});

describe('§10.3 the later of two effects on one characteristic wins', () => {
  it('§10.3 "attacks 3 times" then "attacks 2 times" on one Seal: it attacks twice', () => {
    const times = (id: string, n: number) => ({ id, name: { th: id, en: id }, mp: 0, do: [{ v: 'attack-times', who: 'target', n, dur: { k: 'subturn' } }], text: T, target: { kind: 'seal', side: 'own', match: { k: 'name', v: 'big' } } });
    const g = build([
      { zones: { at: [{ card: 'big', as: 'B' }, { card: 'coach', as: 'C3' }, { card: 'coach2', as: 'C2' }], hand: ['tide-warrior'], ...decks() } as never },
      { zones: { at: ['weak', 'weak', 'weak', 'weak'].map((c, i) => ({ card: c, as: `W${i}` })), ...decks() } as never },
    ], { cards: [seal('big', { at: 9 }), seal('weak', { at: 1, df: 1 }), seal('coach', { skills: [times('three', 3)] }), seal('coach2', { skills: [times('two', 2)] })] } as never);
    use(g, 'C3', 'three', 'B');
    use(g, 'C2', 'two', 'B');
    act(g, 0, `atk:${g.id('B')}:tg:${g.id('W0')}`);
    settle(g);
    expect(g.s.prompt?.kind).toBe('attack-target');
    act(g, 0, `tg:${g.id('W1')}`);
    settle(g);
    expect(g.s.prompt?.kind).not.toBe('attack-target');
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W2'), g.id('W3')]);
  });
});

describe('709 a Dimension count ended, the Line asked only of a Seal still in no Line', () => {
  /** Seat 0's A leaves the Dimension and B dies of Poison at the same End; B's "when destroyed" ability acts on A first. */
  const ending = (onDestroyed: unknown[]): Game => {
    const g = build([
      { zones: { at: [{ card: 'plain', as: 'A', state: { curses: [{ kind: 'dimension', left: 1 }] } }, { card: 'dying', as: 'B', state: { curses: [{ kind: 'poison', left: 1 }] } }, 'plain'], hand: ['tide-warrior'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], ...decks() } as never },
    ], { cards: [seal('plain'), seal('dying', { triggers: [{ on: 'destroyed', do: onDestroyed, text: T }] })] } as never);
    autopilot(g, (x) => x.s.subturn === 4 || (x.s.prompt?.kind === 'optional' && x.s.prompt.rule === '709'));
    return g;
  };

  it('709 a Seal sent to the Shrine before its Line is asked is not asked about', () => {
    const g = ending([{ v: 'to-shrine', who: 'own-seals' }]);
    expect(g.s.subturn).toBe(4);
    expect(zone(g, 'shrine', 0).map((o) => o.card).sort()).toEqual(['dying', 'plain', 'plain']);
  });

  it('709 a Seal cursed into the Dimension again before its Line is asked stays in no Line', () => {
    const g = ending([{ v: 'curse', who: 'own-seals', curse: 'dimension', turns: 1 }]);
    expect(g.s.subturn).toBe(4);
    expect(curses(g, 'A').map((c) => c.kind)).toEqual(['dimension']);
  });
});
