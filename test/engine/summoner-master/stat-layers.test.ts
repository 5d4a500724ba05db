/**
 * The stat layers of stats.ts beyond the common cases: PM Mystics through their host (610.12.4, 602.1.5), a
 * Support's abilities (601.1.5), the Sp used in combat (§9.5) and costs below 0 (§2.3) (issue 31, mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { addEffect } from '../../../src/engine/games/summoner-master/effects.js';
import { chars, combatSp, cost, keywordsOf, may, printed, readOnly, staticsOf } from '../../../src/engine/games/summoner-master/stats.js';
import { build, statOf } from './helpers.js';
import { mysticCard, sealCard } from './verb-kit.js';

const boost = (id: string, attach: string, by: number) => mysticCard(id, { attach, statics: [{ stat: 'at', by }] });
const cards = [sealCard('knight'), sealCard('squire'), boost('ps', 'PS', 1), boost('pa', 'PA', 10), boost('pm', 'PM', 100), boost('pm2', 'PM', 1000)];

describe('610.12.4 602.1.5 PM Mystics reach Seals through their host', () => {
  it('610.12.4 a PM on a PS reaches the PS\'s Seal only; a PM on a PA reaches every Seal of the PA\'s controller; a PM on a PM or on nothing reaches none', () => {
    const g = build([
      { zones: { at: [{ card: 'knight', as: 'k' }, { card: 'squire', as: 'q' }], arena: [{ card: 'ps', as: 'ps', attachedTo: 'k' }, { card: 'pm', attachedTo: 'ps' }, { card: 'pm2', as: 'pm2', attachedTo: 'ps' }] } },
      { zones: { at: [{ card: 'knight', as: 'k1' }], arena: [{ card: 'pa', as: 'pa' }, { card: 'pm', as: 'pmx', attachedTo: 'pa' }, { card: 'pm2', attachedTo: 'pmx' }, { card: 'pm2' }] } },
    ], { cards } as never);
    expect(statOf(g, g.id('k'), 'at')).toBe(5 + 1 + 100 + 1000);
    expect(statOf(g, g.id('q'), 'at')).toBe(5);
    expect(statOf(g, g.id('k1'), 'at')).toBe(5 + 10 + 100);
  });
});

describe('§9.5 §2.3 numbers used by the rules', () => {
  it('§9.5 Sp is compared clamped to 0-5', () => {
    const g = build([
      { zones: { at: [{ card: 'fast', as: 'f' }, { card: 'slow', as: 's' }, { card: 'mid', as: 'm' }] } },
      { zones: { at: ['knight'] } },
    ], { cards: [sealCard('fast', { sp: 9 }), sealCard('slow', { sp: -2 }), sealCard('mid', { sp: 3 }), sealCard('knight')] } as never);
    expect([combatSp(g.s, g.id('f')), combatSp(g.s, g.id('s')), combatSp(g.s, g.id('m'))]).toEqual([5, 0, 3]);
  });

  it('§2.3 a cost below 0 is paid as 0', () => {
    expect([cost(-3), cost(0), cost(4)]).toEqual([0, 0, 4]);
  });

  it('the printed card of a Seal; a Mystic has none', () => {
    const g = build([{ zones: { at: [{ card: 'knight', as: 'k' }], arena: [{ card: 'pa', as: 'pa' }] } }, { zones: {} }], { cards } as never);
    expect(printed(g.s, g.id('k')).id).toBe('knight');
    expect(() => printed(g.s, g.id('pa'))).toThrow('engine bug: not a Seal');
  });

  it('a read-only question computes each card once and forgets it after, so a later change is seen', () => {
    const g = build([{ zones: { at: [{ card: 'knight', as: 'k' }] } }, { zones: {} }], { cards } as never);
    const k = g.id('k');
    const [a, b] = readOnly(() => [chars(g.s, k), readOnly(() => chars(g.s, k))]);
    expect(a).toBe(b);
    g.s.zones.objs[k]!.card = 'squire';
    expect(chars(g.s, k)).not.toBe(a);
    expect(readOnly(() => chars(g.s, k))).not.toBe(chars(g.s, k));
  });
});

describe('709 what each Curse forbids (read by the stat layers)', () => {
  const whats = ['attack', 'skill', 'combine', 'break', 'line'];
  const forbidden = (curse: Record<string, unknown>) => {
    const g = build([{ zones: { at: [{ card: 'knight', as: 'k', state: { curses: [{ left: 2, ...curse }] } }] } }, { zones: {} }], { cards } as never);
    return whats.filter((w) => !may(g.s, g.id('k'), w));
  };
  it('709 Stone and Dimension forbid every order; Charm Combine and Break; Freeze attack and Line change; Poison nothing', () => {
    expect(forbidden({ kind: 'stone' })).toEqual(whats);
    expect(forbidden({ kind: 'dimension' })).toEqual(whats);
    expect(forbidden({ kind: 'charm' })).toEqual(['combine', 'break']);
    expect(forbidden({ kind: 'freeze' })).toEqual(['attack', 'line']);
    expect(forbidden({ kind: 'poison' })).toEqual([]);
  });

  it('709 Last Dance "swap At and Df": the Seal\'s At and Df are exchanged', () => {
    const g = build([{ zones: { at: [{ card: 'lopsided', as: 'k', state: { curses: [{ kind: 'last-dance', left: 2, swapAtDf: true }] } }] } }, { zones: {} }], { cards: [sealCard('lopsided', { at: 3, df: 8 })] } as never);
    expect([statOf(g, g.id('k'), 'at'), statOf(g, g.id('k'), 'df')]).toEqual([8, 3]);
  });

  it('601.1.5 §15 q10 with abilities cancelled a Seal loses its continuous text and keywords; another forbid does not', () => {
    const strong = sealCard('strong', { statics: [{ stat: 'at', by: 4 }], keywords: { CHARGING: 1 } });
    const g = build([{ zones: { at: [{ card: 'strong', as: 'k' }, { card: 'strong', as: 'k2' }] } }, { zones: {} }], { cards: [strong] } as never);
    addEffect(g.s, g.id('k'), { k: 'forbid', what: 'abilities' }, { k: 'infinity' });
    addEffect(g.s, g.id('k2'), { k: 'forbid', what: 'attack' }, { k: 'infinity' });
    expect([statOf(g, g.id('k'), 'at'), statOf(g, g.id('k2'), 'at')]).toEqual([5, 9]);
    expect([keywordsOf(g.s, g.id('k')), keywordsOf(g.s, g.id('k2'))]).toEqual([[], ['CHARGING']]);
    expect([staticsOf(g.s, g.id('k')), staticsOf(g.s, g.id('k2'))]).toEqual([[], [{ stat: 'at', by: 4 }]]);
  });

  it('smn:progress 610.12.2 a Progressed Seal has its Progress-box text, a Grown one its Growth-box text, neither box otherwise', () => {
    const box = (by: number) => ({ text: { th: 'x', en: 'x' }, statics: [{ stat: 'at', by }] });
    const both = sealCard('both', { growth: { ...box(10), reqs: [] }, progress: { ...box(100), from: 'knight' } });
    const g = build([{ zones: { at: [{ card: 'both', as: 'p', state: { progressed: true } }, { card: 'both', as: 'g', state: { growth: true } }, { card: 'both', as: 'n' }] } }, { zones: {} }], { cards: [both] } as never);
    expect(['p', 'g', 'n'].map((x) => statOf(g, g.id(x), 'at'))).toEqual([105, 15, 5]);
  });
});

describe('§2.3 709 two more readings of the layers', () => {
  it('§2.3 a Mystic on the field has its cast Mp and no combat numbers', () => {
    const g = build([{ zones: { arena: [{ card: 'dear', as: 'd' }] } }, { zones: {} }], { cards: [mysticCard('dear', { mp: 3 })] } as never);
    expect(chars(g.s, g.id('d')).stats).toEqual({ castMp: 3 });
  });

  it('709 a Curse without "swap At and Df" leaves At and Df where they are', () => {
    const g = build([{ zones: { at: [{ card: 'lopsided', as: 'k', state: { curses: [{ kind: 'stone', left: 2 }] } }] } }, { zones: {} }], { cards: [sealCard('lopsided', { at: 3, df: 8 })] } as never);
    expect([statOf(g, g.id('k'), 'at'), statOf(g, g.id('k'), 'df')]).toEqual([3, 8]);
  });
});
