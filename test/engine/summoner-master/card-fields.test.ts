/**
 * The digest's vocabulary and card fields (summoner-master-base.md §0, §1.1, §1.2) as the game uses them:
 * what the opponent may know of a hand, the two printed Mp numbers of a Seal, the Level that counts in the
 * Shrine, and the Mystic fields (spell Mp, Interfere mark, attach kind, duration).
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, level, m, offered, prompt } from './helpers.js';

const seal = (id: string, o: { castMp?: number; atkMp?: number; level?: number; at?: number; df?: number } = {}) => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['earth'], castMp: o.castMp ?? 1, atkMp: o.atkMp ?? 1,
  level: o.level ?? 1, at: o.at ?? 5, df: o.df ?? 5, sp: 3, combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: { th: '', en: '' },
});
const mystic = (id: string, o: { mp: number; int: boolean; attach: 'NP' | 'PS'; turns: number }) => ({
  id, kind: 'mystic', name: { th: id, en: id }, mp: o.mp, int: o.int, attach: o.attach, turns: o.turns,
  ...(o.attach === 'PS' ? { target: { side: 'own', kind: 'seal' } } : {}),
  do: o.attach === 'NP' ? [{ v: 'draw', n: 1 }] : [], statics: o.attach === 'PS' ? [{ stat: 'df', add: 2 }] : [], text: { th: '', en: '' },
});

const GOLEM_LEVEL = 3; // cliff-golem's printed Level (lava-kaijuu's is 3 too, but it is removed)

describe('§0 core vocabulary', () => {
  it('§0 card backs show the kind: the opponent sees how many Seals and how many Mystics a hand holds, never which', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: ['flame-trooper', 'cliff-golem', 'water-shield'], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    const seen = m.viewFor(g.s, 1).players[0];
    expect(seen.handCounts).toEqual({ seals: 2, mystics: 1 });
    expect(seen.hand).toBeUndefined();
    expect(m.viewFor(g.s, 0).players[0].hand?.map((c) => c.card)).toEqual(['flame-trooper', 'cliff-golem', 'water-shield']);
  });

  it('§0 the Shrine Level is the sum of the Levels of the Seals in the Shrine: Mystics there and removed Seals do not count', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], shrine: ['cliff-golem', 'water-shield'], remove: ['lava-kaijuu'], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    expect(m.viewFor(g.s, 1).players[0].removed.map((c) => c.card)).toEqual(['lava-kaijuu']);
    expect(level(g, 0)).toBe(GOLEM_LEVEL);
  });
});

describe('§1.1 Seal card fields', () => {
  it('§1.1 "Mp 4/2" is the cast Mp then the attack Mp: casting pays the first, declaring an attack the second', () => {
    const g = build([
      { zones: { at: [{ card: 'striker', as: 's' }], hand: [{ card: 'caster', as: 'c' }, 'flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'wall', as: 'w' }], ...decks() } },
    ], { cards: [seal('caster', { castMp: 4, atkMp: 1 }), seal('striker', { castMp: 1, atkMp: 2 }), seal('wall', { at: 1, df: 20 })] });
    const mp0 = g.s.players[0].mp;
    act(g, 0, `cast:${g.id('c')}:at`);
    expect(g.s.players[0].mp).toBe(mp0 - 4);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length && x.s.step === 'main');
    act(g, 0, `atk:${g.id('s')}:tg:${g.id('w')}`);
    expect(g.s.players[0].mp).toBe(mp0 - 4 - 2);
  });

  it('§1.1 the printed Level is what a Seal adds to its owner\'s Shrine Level when it is destroyed', () => {
    const g = build([
      { zones: { at: [{ card: 'big', as: 'b' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'lv3', as: 'x' }], ...decks() } },
    ], { cards: [seal('big', { at: 20, df: 20 }), seal('lv3', { at: 1, df: 1, level: 3 })] });
    expect(level(g, 1)).toBe(0);
    act(g, 0, `atk:${g.id('b')}:tg:${g.id('x')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['lv3']);
    expect(level(g, 1)).toBe(3);
  });
});

describe('§1.2 Mystic card fields', () => {
  it('§1.2 the Interfere mark decides whether a Mystic may be cast in an Interfere window; its spell Mp is paid on casting', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], ...decks() } },
      { zones: { at: ['cliff-golem'], hand: [{ card: 'quick', as: 'q' }, { card: 'slow', as: 'sl' }], ...decks() } },
    ], { step: 'int1', cards: [mystic('quick', { mp: 2, int: true, attach: 'NP', turns: 0 }), mystic('slow', { mp: 1, int: false, attach: 'NP', turns: 0 })] });
    expect(prompt(g)?.seat).toBe(1);
    expect(offered(g, 1)).toContain(`cast:${g.id('q')}`);
    expect(offered(g, 1)).not.toContain(`cast:${g.id('sl')}`);
    const mp1 = g.s.players[1].mp;
    act(g, 1, `cast:${g.id('q')}`);
    expect(g.s.players[1].mp).toBe(mp1 - 2);
  });

  it('§1.2 attach kind and duration: an NP "0 Turn" Mystic resolves and goes to the Shrine; a PS "1 Turn" (2 Subturns) Mystic stays on its Seal until its count ends', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't' }], hand: [{ card: 'oneshot', as: 'o' }, { card: 'armour', as: 'a' }, 'flame-trooper'], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ], { cards: [mystic('oneshot', { mp: 1, int: false, attach: 'NP', turns: 0 }), mystic('armour', { mp: 1, int: false, attach: 'PS', turns: 1 })] });
    act(g, 0, `cast:${g.id('o')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length && x.s.step === 'main');
    expect(cardsOf(g, 'shrine', 0)).toEqual(['oneshot']);
    act(g, 0, `cast:${g.id('a')}:tg:${g.id('t')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length && x.s.step === 'main');
    expect(Object.values(g.s.zones.objs).find((o) => o.card === 'armour')?.zone).toBe('field');
    expect(cardsOf(g, 'shrine', 0)).toEqual(['oneshot']);
    const cast = g.s.subturn;
    autopilot(g, (x) => x.s.subturn === cast + 2);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['oneshot', 'armour']);
  });
});
