/**
 * The group and rule each kind of order carries in the priority prompt (the bot lays buttons out by group and cites
 * the rule): Break (514), the hand attack (505, 505.11 when a kind is named), Attack All (506), a Skill or
 * Combination whose label is too long to hold its choice, and a Triple Combination's two Supports (512.3).
 * Written against the survivors of the `--all-files` mutation run of orders.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, prompt, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const meta = (g: Game, prefix: string) => prompt(g)!.options.filter((o) => o.id.startsWith(prefix) && !o.endsStep).map((o) => [o.id, o.group, o.rule]);

describe('the group and rule of each order', () => {
  it('514 Break is a Combination order; Attack All is rule 506', () => {
    const main = seal('main', { combos: [{ id: 'sweep', name: 'Sweep', reqs: [{ k: 'type', v: 'Knight' }], at: 9, attack: 'all' }] });
    const g = build([
      { zones: { at: [{ card: 'main', as: 'M', state: { combo: 'sweep' } }], support: [{ card: 'plain', state: { supportOf: 'M' } }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], ...decks() } as never },
    ], { cards: [main, seal('plain')] } as never);
    const M = g.id('M');
    expect(meta(g, `brk:${M}`)).toEqual([[`brk:${M}`, 'combine', '514']]);
    expect(meta(g, `atk:${M}`)).toEqual([[`atk:${M}`, 'attack', '506']]);
  });

  it('505 505.11 the hand attack is rule 505; with both kinds held, each named kind is rule 505.11', () => {
    const one = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['cliff-golem'], ...decks() } }, { zones: { hand: ['cliff-golem'], ...decks() } }]);
    expect(meta(one, `atk:${one.id('a')}`)).toEqual([[`atk:${one.id('a')}:tg:hand`, 'attack', '505']]);
    const both = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['cliff-golem'], ...decks() } }, { zones: { hand: ['cliff-golem', 'water-shield'], ...decks() } }]);
    const a = both.id('a');
    expect(meta(both, `atk:${a}`)).toEqual([[`atk:${a}:tg:hand:seal`, 'attack', '505.11'], [`atk:${a}:tg:hand:mystic`, 'attack', '505.11']]);
  });

  it('605 a Skill whose labels with their targets would not read whole is still a Skill order (rule 605)', () => {
    const long = 'l'.repeat(58);
    const g = build([
      { zones: { at: [{ card: 'caster', as: 'C' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: long, as: 'L' }], ...decks() } as never },
    ], { cards: [seal('caster', { skills: [{ id: 'zap', name: { th: 'zap', en: 'zap' }, mp: 0, do: [{ v: 'destroy', who: 'target' }], text: T, target: { kind: 'seal', side: 'opp' } }] }), seal(long)] } as never);
    expect(meta(g, `sk:${g.id('C')}`)).toEqual([[`sk:${g.id('C')}:zap`, 'skill', '605']]);
  });

  it('512 one set of Supports in one option is a Combination order; with a label too long, the option alone, the Supports asked next', () => {
    const main = seal('main', { combos: [{ id: 'pair', name: 'Pair', reqs: [{ k: 'type', v: 'Knight' }], at: 9 }] });
    const short = build([{ zones: { at: [{ card: 'main', as: 'M' }, { card: 'h', as: 'H' }], hand: ['cliff-golem'], ...decks() } as never }, { zones: { at: ['lava-wolf'], ...decks() } as never }], { cards: [main, seal('h')] } as never);
    expect(meta(short, `cmb:${short.id('M')}`)).toEqual([[`cmb:${short.id('M')}:opt:pair:set:${short.id('H')}`, 'combine', '512']]);
    const long = 'h'.repeat(40);
    const g = build([{ zones: { at: [{ card: 'main', as: 'M' }, { card: long, as: 'H' }], hand: ['cliff-golem'], ...decks() } as never }, { zones: { at: ['lava-wolf'], ...decks() } as never }], { cards: [main, seal(long)] } as never);
    expect(meta(g, `cmb:${g.id('M')}`)).toEqual([[`cmb:${g.id('M')}:opt:pair`, 'combine', '512']]);
    act(g, 0, `cmb:${g.id('M')}:opt:pair`);
    expect(prompt(g)!.options.map((o) => o.id)).toEqual([`set:${g.id('H')}`, 'cancel']);
  });
});

describe('512.3 a Triple Combination names two Supports', () => {
  const main = seal('main', { combos: [{ id: 'trio', name: 'Trio', reqs: [{ k: 'name', v: 'left' }, { k: 'name', v: 'right' }], at: 12 }] });
  const setup = (extra: string[] = []) => build([
    { zones: { at: [{ card: 'main', as: 'M' }, { card: 'left', as: 'L' }, { card: 'right', as: 'R' }, ...extra.map((c) => ({ card: c }))], hand: ['cliff-golem'], ...decks() } as never },
    { zones: { at: ['lava-wolf'], ...decks() } as never },
  ], { cards: [main, seal('left'), seal('right')] } as never);
  const supports = (g: Game) => g.s.stack.items.map((x) => (x as { supports?: string[] }).supports);

  it('512.3 in one option, both Supports are declared', () => {
    const g = setup();
    act(g, 0, `cmb:${g.id('M')}:opt:trio:set:${g.id('L')}.${g.id('R')}`);
    expect(supports(g)).toEqual([[g.id('L'), g.id('R')]]);
  });

  it('512.3 asked as a set among several, both Supports are declared', () => {
    const g = setup(['right']);
    act(g, 0, `cmb:${g.id('M')}:opt:trio`);
    act(g, 0, `set:${g.id('L')}.${g.id('R')}`);
    expect(supports(g)).toEqual([[g.id('L'), g.id('R')]]);
  });
});

describe('504.6 the Thai label counts too', () => {
  it('504.6 a Thai label of exactly 60 characters is offered whole with the full words', () => {
    const th = 'ก'.repeat(60 - 'โจมตีด้วย  → tgt'.length);
    const g = build([
      { zones: { at: [{ card: 'atk', as: 'A' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'tgt', as: 'T' }], ...decks() } as never },
    ], { cards: [seal('atk', { name: { th, en: 'a' } }), seal('tgt')] } as never);
    const o = prompt(g)!.options.find((x) => x.id === `atk:${g.id('A')}:tg:${g.id('T')}`)!;
    expect([o.label.th.length, o.label.en]).toEqual([60, 'Attack with a → tgt']);
  });
});
