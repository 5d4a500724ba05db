/**
 * Finer points of Abilities, targets and curses (§10.2, 703, 709, Nihil's ward): a player asked as an Ability's
 * target, "falls to the Shrine" under effects other than "cancel abilities", the order of targeted Abilities, a
 * Seal in the Dimension under another curse, the ward in questions asked after the order, and prompt ids that
 * never come back. Written against the survivors of the `--all-files` mutation run (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, offered, passUntil, prompt, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const sk = (id: string, doV: unknown[], target?: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, ...(target ? { target } : {}), ...more });
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0 && !x.s.frames.length);
const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;

describe('§10.2 an Ability\'s target asked', () => {
  it('§10.2 a player as an Ability\'s target is offered by name', () => {
    const w = seal('watcher', { triggers: [{ on: 'opp-line-change', target: { kind: 'player', side: 'any' }, do: [{ v: 'mp', by: 1, player: 'target' }], text: T }] });
    const g = build([{ zones: { at: [{ card: 'mover', as: 'M' }], hand: ['cliff-golem'], ...decks() } as never }, { zones: { at: ['watcher'], ...decks() } as never }], { cards: [w, seal('mover')] } as never);
    act(g, 0, `ln:${g.id('M')}`);
    settle(g);
    expect(prompt(g)!.options.map((o) => [o.id, o.label.en])).toEqual([['tg:player:0', 'Player A'], ['tg:player:1', 'Player B']]);
    const mp = g.s.players[1].mp;
    act(g, 1, 'tg:player:1');
    settle(g);
    expect(g.s.players[1].mp).toBe(mp + 1);
  });

  it('§10.2 the order question cites §10.2; targeted Abilities too are carried out in the order chosen', () => {
    // Each gives its controller 1 Mp (the target is any own Seal); "checker" marks the chosen Seal only at 4 Mp or more.
    const own = { kind: 'seal', side: 'own' };
    const giver = seal('giver', { triggers: [{ on: 'opp-line-change', target: own, do: [{ v: 'mp', by: 1 }], text: T }] });
    const checker = seal('checker', { triggers: [{ on: 'opp-line-change', target: own, do: [{ v: 'if', cond: { k: 'mp', side: 'own', min: 4 }, then: [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }] }], text: T }] });
    const run = (first: string): Game => {
      const g = build([
        { zones: { at: [{ card: 'mover', as: 'M' }], hand: ['cliff-golem'], ...decks() } as never },
        { zones: { at: [{ card: 'giver', as: 'G' }, { card: 'checker', as: 'C' }], ...decks() } as never, state: { mp: 3 } },
      ], { cards: [giver, checker, seal('mover')] } as never);
      act(g, 0, `ln:${g.id('M')}`);
      settle(g);
      expect(prompt(g)!.rule).toBe('§10.2');
      act(g, 1, prompt(g)!.options.find((o) => o.label.en === first)!.id);
      act(g, 1, `tg:${g.id('C')}`);
      settle(g);
      act(g, 1, `tg:${g.id('C')}`);
      settle(g);
      return g;
    };
    const [a, b] = [run('giver'), run('checker')];
    expect([charges(a, a.id('C')), charges(b, b.id('C'))]).toEqual([1, 0]);
  });
});

describe('703.4 "falls to the Shrine" under other effects', () => {
  const dropper = seal('dropper', { skills: [
    sk('weaken', [{ v: 'stat', who: 'target', stat: 'at', by: -1, dur: { k: 'subturn' } }, { v: 'forbid', who: 'target', what: ['attack'], dur: { k: 'subturn' } }, { v: 'to-shrine', who: 'target' }], { kind: 'seal', side: 'opp' }),
    sk('hush', [{ v: 'cancel-abilities', who: 'target', dur: { k: 'subturn' } }], { kind: 'seal', side: 'opp' }),
    sk('bury', [{ v: 'to-shrine', who: 'target' }], { kind: 'seal', side: 'opp' }),
  ] });
  const faller = seal('faller', { triggers: [{ on: 'to-shrine', do: [{ v: 'mp', by: 1 }], text: T }] });
  const setup = () => build([
    { zones: { at: [{ card: 'dropper', as: 'D' }, { card: 'dropper', as: 'E' }], hand: ['cliff-golem'], ...decks() } as never },
    { zones: { at: [{ card: 'faller', as: 'F' }, { card: 'faller', as: 'G' }], ...decks() } as never, state: { mp: 3 } },
  ], { cards: [dropper, faller] } as never);

  it('703.4 a Seal weakened and forbidden to attack still has its abilities: sent to the Shrine, it fires', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('D')}:weaken:tg:${g.id('F')}`);
    settle(g);
    expect(g.s.players[1].mp).toBe(4);
  });

  it('601.1.5 703.4 another Seal\'s cancelled abilities do not silence this one', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('D')}:hush:tg:${g.id('G')}`);
    settle(g);
    act(g, 0, `sk:${g.id('E')}:bury:tg:${g.id('F')}`);
    settle(g);
    expect(g.s.players[1].mp).toBe(4);
  });
});

describe('709 Dimension with another curse', () => {
  it('709 a Seal in the Dimension and under Stone is still in no Line: not attacked, the attack goes to the hand', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: ['cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'golem', state: { curses: [{ kind: 'stone', left: 2 }, { kind: 'dimension', left: 2 }] } }], hand: ['tide-warrior'], ...decks() } },
    ]);
    expect(offered(g, 0).filter((x) => x.startsWith(`atk:${g.id('wolf')}:`))).toEqual([`atk:${g.id('wolf')}:tg:hand`]);
  });
});

describe('Nihil protected from other names, in questions asked after the order', () => {
  const marker = [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }];
  const caster = seal('caster', { skills: [sk('mark', marker, { kind: 'seal', side: 'opp', upTo: 2 })] });
  const twink = seal('twink', { skills: [sk('flash', marker, { kind: 'seal', side: 'opp', upTo: 2 }, { twinkling: true })] });
  const setup = () => {
    const g = build([
      { zones: { at: [{ card: 'caster', as: 'C' }], hand: [{ card: 'twink', as: 'W' }, 'cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'plain', as: 'P' }, { card: 'plain', as: 'Q' }, { card: 'plain', as: 'R' }], ...decks() } as never },
    ], { cards: [caster, twink, seal('plain')] } as never);
    g.s.effects.push({ id: 'e1', targets: [g.id('P')], op: { k: 'override', what: 'protect-other-names', value: 'ward' }, ts: 0, duration: { k: 'game' } } as never);
    return g;
  };

  it('Nihil 605 a field Skill\'s "up to N" question leaves the protected Seal out', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('C')}:mark`);
    expect(prompt(g)!.options.map((o) => o.id)).toEqual([`tg:${g.id('Q')}`, `tg:${g.id('R')}`, 'cancel']);
  });

  it('Nihil smn:twinkling a Twinkling\'s "up to N" question leaves the protected Seal out', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('W')}:flash`);
    expect(prompt(g)!.options.map((o) => o.id)).toEqual([`tg:${g.id('Q')}`, `tg:${g.id('R')}`]);
  });
});

describe('prompt ids', () => {
  it('a prompt id is never given twice, effects made in between or not: a stale answer cannot reach a later question', () => {
    const g = build([
      { zones: { at: [{ card: 'caster', as: 'C' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'plain', as: 'P' }], ...decks() } as never },
    ], { cards: [seal('caster', { skills: [sk('weaken', [{ v: 'stat', who: 'target', stat: 'at', by: -1, dur: { k: 'subturn' } }, { v: 'stat', who: 'target', stat: 'df', by: -1, dur: { k: 'subturn' } }], { kind: 'seal', side: 'opp' })] }), seal('plain')] } as never);
    const ids = [prompt(g)!.promptId];
    act(g, 0, `sk:${g.id('C')}:weaken:tg:${g.id('P')}`);
    for (let i = 0; i < 6 && prompt(g)?.options.some((o) => o.id === 'pass'); i++) {
      ids.push(prompt(g)!.promptId);
      act(g, prompt(g)!.seat, 'pass');
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
