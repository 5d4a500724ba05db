/**
 * Who and what a Skill, Ability or Mystic may target (605, 610.7, §10.2) and when a chosen target is still legal
 * (605 step 11): players as targets, Mystics by what they match, a Line named by the card, and the Nihil ward
 * "protected from other names" against Abilities as well as Skills. Written against the survivors of the
 * `--all-files` mutation run of targets.ts, triggers.ts and effects.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, passUntil, prompt, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const mystic = (id: string, more: Record<string, unknown> = {}) => ({ id, kind: 'mystic', name: { th: id, en: id }, mp: 0, int: false, attach: 'PA', turns: -1, statics: [], do: [], text: T, ...more });
const sk = (id: string, target: Record<string, unknown>, doV: unknown[], more: Record<string, unknown> = {}) => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, target, ...more });
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0 && !x.s.frames.length);
const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;
const mark = [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }];
const targetsOf = (g: Game, order: string) => prompt(g)!.options.filter((o) => o.id.startsWith(`${order}:tg:`) && !o.endsStep).map((o) => o.id.slice(order.length + 4));

describe('605 what a Skill may target', () => {
  it('605 a player as the target: the opponent by seat, named', () => {
    const caller = seal('caller', { skills: [sk('tax', { kind: 'player', side: 'opp' }, [{ v: 'mp', by: -1, player: 'target' }])] });
    const g = build([{ zones: { at: [{ card: 'caller', as: 'C' }], hand: ['cliff-golem'], ...decks() } as never }, { zones: { at: ['lava-wolf'], ...decks() } as never }], { cards: [caller] } as never);
    const o = prompt(g)!.options.find((x) => x.id === `sk:${g.id('C')}:tax:tg:player:1`)!;
    expect(o.label.en).toBe('caller: tax → Player B');
    const mp = g.s.players[1].mp;
    act(g, 0, o.id);
    settle(g);
    expect(g.s.players[1].mp).toBe(mp - 1);
  });

  it('605 a Mystic as the target: only Mystics on the field, only those matching', () => {
    const breaker = seal('breaker', { skills: [sk('shatter', { kind: 'mystic', side: 'any', match: { k: 'name', v: 'relic' } }, [{ v: 'destroy', who: 'target' }])] });
    const g = build([
      { zones: { at: [{ card: 'breaker', as: 'B' }], arena: [{ card: 'relic', as: 'R0' }, { card: 'junk', as: 'J' }], hand: [{ card: 'relic', as: 'RH' }, 'cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], arena: [{ card: 'relic', as: 'R1' }], ...decks() } as never },
    ], { cards: [breaker, mystic('relic'), mystic('junk')] } as never);
    expect(targetsOf(g, `sk:${g.id('B')}:shatter`)).toEqual([g.id('R0'), g.id('R1')]);
  });

  it('605 a Skill for a Seal on the Df Line targets only Seals there', () => {
    const sniper = seal('sniper', { skills: [sk('snipe', { kind: 'seal', side: 'opp', line: 'df' }, mark)] });
    const g = build([
      { zones: { at: [{ card: 'sniper', as: 'S' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'lava-wolf', as: 'A' }], df: [{ card: 'lava-wolf', as: 'D' }], ...decks() } as never },
    ], { cards: [sniper] } as never);
    expect(targetsOf(g, `sk:${g.id('S')}:snipe`)).toEqual([g.id('D')]);
  });

  it('605 step 11 a target no longer legal when the Skill resolves is not hit (the Skill fails; its Mp stays paid)', () => {
    const sniper = seal('sniper', { skills: [sk('snipe', { kind: 'seal', side: 'opp', line: 'at' }, mark, { mp: 1 })] });
    const retreat = mystic('retreat', { int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'own' }, do: [{ v: 'move-line', who: 'target', to: 'df' }] });
    const g = build([
      { zones: { at: [{ card: 'sniper', as: 'S' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'lava-wolf', as: 'A' }], hand: [{ card: 'retreat', as: 'R' }], ...decks() } as never },
    ], { cards: [sniper, retreat] } as never);
    const mp = g.s.players[0].mp;
    act(g, 0, `sk:${g.id('S')}:snipe:tg:${g.id('A')}`);
    act(g, 1, `cast:${g.id('R')}:tg:${g.id('A')}`);
    settle(g);
    expect(g.s.zones.objs[g.id('A')]!.data?.line).toBe('df');
    expect([charges(g, g.id('A')), g.s.players[0].mp]).toEqual([0, mp - 1]);
  });
});

describe('Nihil protected from other names, against Abilities', () => {
  // Seat 1's P is protected from cards not named "ward"; seat 0's Seals react when seat 1's mover changes Line.
  const pointer = seal('pointer', { triggers: [{ on: 'opp-line-change', target: { kind: 'seal', side: 'opp' }, do: mark, text: T }] });
  const sweeper = seal('sweeper', { triggers: [{ on: 'opp-line-change', do: [{ v: 'counters', who: 'opp-seals', counter: 'charge', n: 1 }], text: T }] });
  const setup = (reactor: CardDef): Game => {
    const g = build([
      { zones: { at: [{ card: reactor.id, as: 'X' }], ...decks() } as never },
      { zones: { at: [{ card: 'plain', as: 'P' }, { card: 'plain', as: 'Q' }, { card: 'mover', as: 'M' }], hand: ['cliff-golem'], ...decks() } as never },
    ], { cards: [reactor, seal('plain'), seal('mover'), seal('ward')], active: 1 } as never);
    g.s.effects.push({ id: 'e1', targets: [g.id('P')], op: { k: 'override', what: 'protect-other-names', value: 'ward' }, ts: 0, duration: { k: 'game' } } as never);
    act(g, 1, `ln:${g.id('M')}`);
    settle(g);
    return g;
  };

  it('Nihil §10.2 an Ability of another name cannot choose the protected Seal as its target', () => {
    const g = setup(pointer);
    expect(prompt(g)!.kind).toBe('targets');
    expect(prompt(g)!.options.map((o) => o.id)).toEqual([`tg:${g.id('Q')}`, `tg:${g.id('M')}`]);
  });

  it('Nihil an Ability of another name that hits every opposing Seal passes over the protected one', () => {
    const g = setup(sweeper);
    expect(['P', 'Q', 'M'].map((n) => charges(g, g.id(n)))).toEqual([0, 1, 1]);
  });
});
