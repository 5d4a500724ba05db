/**
 * smn:regeneration outside the cases keyword-edges covers: the extra subturn an Encore gives (Regeneration is
 * offered only on entering the attack subturn in normal turn order), and look-alike labels when the choices'
 * names differ.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, prompt, zoneOf, type Game } from './helpers.js';
import { sealCard, skill } from './verb-kit.js';

const encore = sealCard('encore', { skills: [skill('again', [{ v: 'extra-subturn', player: 'self' }])] });

/** Plays on, noting each subturn in which seat 0 was offered Regeneration, until seat 0's next normal subturn's Main Step. */
function offers(g: Game): Array<{ subturn: number; encore: boolean }> {
  const seen: Array<{ subturn: number; encore: boolean }> = [];
  const start = g.s.subturn;
  autopilot(g, (x) => {
    if (prompt(x)?.rule === 'smn:regeneration' && !seen.some((o) => o.subturn === x.s.subturn)) seen.push({ subturn: x.s.subturn, encore: !!x.s.encore });
    return x.s.subturn > start + 1 && x.s.active === 0 && !x.s.encore && x.s.step === 'main';
  });
  return seen;
}

describe('smn:regeneration and Encore', () => {
  it('smn:regeneration §14.6 (Nihil) is not offered in the extra subturn an Encore gives, and is offered in the next normal one', () => {
    const g = build([
      { zones: { at: [{ card: 'palanalcar', as: 'pal' }, { card: 'dragons-egg-temple', as: 'egg' }, { card: 'encore', as: 'E' }], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { cards: [encore] } as never);
    act(g, 0, `sk:${g.id('E')}:again`);
    const seen = offers(g);
    expect(seen.every((o) => !o.encore)).toBe(true);
    expect(seen.length).toBe(1);
  });
});

describe('smn:regeneration choices whose names differ', () => {
  const other = sealCard('other-egg', { types: ["Dragon's Egg"] });

  it('smn:regeneration §14.6 (Nihil) two Eggs of different names read apart without places; the chosen Egg is removed from the game', () => {
    const g = build([
      { zones: { at: [{ card: 'palanalcar', as: 'pal' }, { card: 'dragons-egg-temple', as: 'egg' }, { card: 'other-egg', as: 'egg2' }], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup', cards: [other] } as never);
    const labels = prompt(g)!.options.filter((o) => o.id.startsWith('rg:')).map((o) => o.label.en);
    expect(labels.length).toBe(2);
    for (const l of labels) expect(l).not.toContain('(');
    expect(labels.some((l) => l.includes('other-egg'))).toBe(true);
    act(g, 0, `rg:${g.id('pal')}:${g.id('egg2')}`);
    expect(cardsOf(g, 'remove', 0)).toEqual(['other-egg']);
    expect(zoneOf(g, g.id('egg'))).toBe('field');
    expect(g.s.zones.objs[g.id('pal')]!.data?.growth).toBe(true);
  });
});
