/**
 * Summoner Master rules that the scenario tests in base.test.ts left unguarded (issue 31: mutants that survived
 * them) and the deviations fixed against the digest (summoner-master-base.md). Each title names its section.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, level, m, offered, prompt, orders } from './helpers.js';

const mk = (id: string, at: number, df: number, sp: number) => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['earth'], castMp: 1, atkMp: 1, level: 1, at, df, sp,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: { th: '', en: '' },
});

describe('§9.1 who may attack', () => {
  it('§9.1 only a Seal on the At Line attacks: a Df-Line Seal is not offered', () => {
    const g = build([
      { zones: { at: [{ card: 'atk', as: 'a' }], df: [{ card: 'atk', as: 'd' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'def', as: 'x' }], ...decks() } },
    ], { cards: [mk('atk', 5, 5, 3), mk('def', 1, 9, 3)] });
    expect(orders(g, 0)).toContain(`atk:${g.id('a')}`);
    expect(orders(g, 0)).not.toContain(`atk:${g.id('d')}`);
  });

  it('§9.1 an Inactive Seal cannot attack: a Seal that attacked and survived is not offered a second attack in the subturn', () => {
    // At 5 against Df 9 on the Df Line: the attacker is never destroyed (§9.5) and becomes Inactive (§9.2).
    const g = build([
      { zones: { at: [{ card: 'atk', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { df: [{ card: 'def', as: 'x' }], ...decks() } },
    ], { cards: [mk('atk', 5, 5, 3), mk('def', 1, 9, 3)] });
    act(g, 0, `atk:${g.id('a')}:tg:${g.id('x')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length && x.s.step === 'main');
    expect(g.s.zones.objs[g.id('a')]!.zone).toBe('field');
    expect(g.s.zones.objs[g.id('x')]!.zone).toBe('field');
    expect(g.s.players[0].mp).toBeGreaterThanOrEqual(1); // Mp is not what stops it
    expect(orders(g, 0)).not.toContain(`atk:${g.id('a')}`);
  });
});

describe('§3 the subturn', () => {
  it('§3.8 401.9.7 at the End of Subturn every Inactive Seal becomes Active: the attacker is Active in the opponent\'s subturn', () => {
    const g = build([
      { zones: { at: [{ card: 'atk', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { df: [{ card: 'def', as: 'x' }], ...decks() } },
    ], { cards: [mk('atk', 5, 5, 3), mk('def', 1, 9, 3)] });
    act(g, 0, `atk:${g.id('a')}:tg:${g.id('x')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length && x.s.step === 'main');
    expect(g.s.zones.objs[g.id('a')]!.data?.active).toBe(false);
    autopilot(g, (x) => x.s.active === 1);
    // Seat 1's Check Up readies only seat 1's Seals; seat 0's attacker was readied by 401.9.7.
    expect(g.s.zones.objs[g.id('a')]!.data?.active).toBe(true);
  });

  it('§3.4 the First Interfere Step happens between Discard and Main, the non-turn player first', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], ...decks() } },
      { zones: { at: ['cliff-golem'], hand: ['water-shield'], ...decks() } },
    ], { step: 'checkup' });
    const seen: string[] = [];
    autopilot(g, (x) => {
      const pr = x.s.stack.prio;
      if (prompt(x) && pr) seen.push(`${pr.window}:${prompt(x)!.seat}`);
      return x.s.step === 'main' && x.s.stack.prio?.window === 'main';
    });
    expect(seen[0]).toBe('int1:1');
    expect(seen).toContain('int1:0');
  });
});

describe('§13 end of the game', () => {
  it('401.9.8 a no-Seal loss is recorded in the subturn it happens, not the next one', () => {
    const g = build([{ zones: { hand: ['water-shield'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    const subturn = g.s.subturn;
    expect(g.s.active).toBe(0);
    autopilot(g, () => false);
    expect(m.result(g.s)).toMatchObject({ winner: 1, rule: '401.9.8' });
    expect(g.s.result!.turns).toBe(subturn);
    expect(g.s.active).toBe(0); // the turn did not pass to the winner first
  });
});

describe('§3 step labels', () => {
  it('§3.2 401.3.1 §3.3 the step shown while a decision is asked is the step the game is in (Draw, then Discard, then the Interfere Step)', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: Array(7).fill('cliff-golem'), ...decks() } }, { zones: { at: ['tide-warrior'], hand: ['water-shield'], ...decks() } }], { step: 'checkup' });
    expect(prompt(g)?.rule).toBe('401.3.1');
    expect(m.viewFor(g.s, 0).step).toBe('draw');
    act(g, 0, 'draw:sealDeck');
    expect(m.viewFor(g.s, 'spectator').step).toBe('draw');
    act(g, 0, 'stop');
    expect(prompt(g)?.kind).toBe('discard');
    expect(m.viewFor(g.s, 0).step).toBe('discard');
    act(g, 0, ...offered(g, 0).slice(0, 1));
    expect(g.s.stack.prio?.window).toBe('int1');
    expect(m.viewFor(g.s, 1).step).toBe('int1');
  });
});

describe('610 casting a Mystic', () => {
  it('§7 610.12.5 then 610.13 a one-shot ("0 Turn") Mystic takes effect before it goes to the Shrine', () => {
    const wisdom = {
      kind: 'mystic', id: 'wisdom-up-to', mp: 1, int: false, attach: 'NP', turns: 0, statics: [],
      do: [{ v: 'draw', n: { upTo: 2 } }], name: { th: 'wisdom', en: 'wisdom' }, text: { th: '', en: '' },
    };
    const g = build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'wisdom-up-to', as: 'w' }, 'flame-trooper'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { cards: [wisdom] });
    act(g, 0, `cast:${g.id('w')}`);
    autopilot(g, (x) => prompt(x)?.rule === '§10.5');
    // The effect is asking its "up to" number: the card is still being cast, not in the Shrine.
    expect(cardsOf(g, 'casting', 0)).toEqual(['wisdom-up-to']);
    expect(cardsOf(g, 'shrine', 0)).toEqual([]);
    expect(level(g, 0)).toBe(0);
    act(g, 0, 'n:1');
    autopilot(g, (x) => !x.s.frames.length && !x.s.tasks.length);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['wisdom-up-to']);
  });
});

describe('§3.5 the Main Step', () => {
  it('§3.5 only the turn player initiates actions in Main: ending Main with nothing pending goes to the Second Interfere Step (§3.6), the non-turn player is not asked in Main', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: ['cliff-golem'], hand: ['water-shield', 'ancient-wisdom'], ...decks() } },
    ]);
    expect(g.s.stack.prio?.window).toBe('main');
    act(g, 0, 'pass');
    expect(g.s.stack.prio?.window).toBe('int2');
    expect(g.s.step).toBe('int2');
    expect(prompt(g)?.seat).toBe(1);
  });
});
