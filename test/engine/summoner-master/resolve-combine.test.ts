/**
 * 512.8 a Combination verified again when its Interfere Step closes: the Main gone, Inactive or forbidden fails it;
 * the declared Supports stand if still valid, else another set is declared at no cost, else a Triple is
 * downgraded to a Double. Written against the survivors of the `--all-files` mutation run of resolve.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, order, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, logged, resolveAll, seal } from './resolve-kit.js';

const combo = (id: string, reqs: string[]) => ({ id, name: id, reqs: reqs.map((v) => ({ k: 'element', v })), at: 9, atkMp: 1 });
/** Doubles [water] and [fire] (in that order), a Triple [fire][fire]. */
const knight = seal('knight', { elements: ['light'], combos: [combo('water-d', ['water']), combo('fire-d', ['fire']), combo('fire-t', ['fire', 'fire'])] } as never);
const fire = seal('fire');
const CARDS: CardDef[] = [knight, fire, ...ANSWERS];

/** Seat 0's Main K and fire Seals F1–F3 (as many as `n`); seat 1 holds the Interfere Mystic `x`. */
function board(answer: string, n = 3): Game {
  return build([
    { zones: { at: [{ card: 'knight', as: 'K' }, ...['F1', 'F2', 'F3'].slice(0, n).map((as) => ({ card: 'fire', as }))], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: ['cliff-golem'], hand: [{ card: answer, as: 'x' }], ...decks() } },
  ], { cards: CARDS } as never);
}

const under = (g: Game) => zone(g, 'support', 0).map((o) => o.id);

describe('512.8 the Main verified again', () => {
  for (const [answer, why] of [['bounce', 'returned to the hand'], ['tire', 'made Inactive'], ['halt', 'forbidden to Combine']] as const) {
    it(`512.8 a Main ${why} in the Interfere Step: the Combination fails and no Support moves`, () => {
      const g = board(answer);
      order(g, 0, `cmb:${g.id('K')}:opt:fire-d`, `set:${g.id('F1')}`);
      act(g, 1, `cast:${g.id('x')}:tg:${g.id('K')}`);
      resolveAll(g);
      expect(logged(g, 'The Combination fails')).toBe(true);
      expect(under(g)).toEqual([]);
      expect(zoneOf(g, g.id('F1'))).toBe('field');
    });
  }
});

describe('512.8 the Supports verified again', () => {
  it('512.9 the declared Supports still valid go under the Main, even when another set was valid too; each knows its Main', () => {
    const g = board('bounce');
    order(g, 0, `cmb:${g.id('K')}:opt:fire-d`, `set:${g.id('F2')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('K')).combo).toBe('fire-d');
    expect(zoneOf(g, g.id('F1'))).toBe('field');
    const [sup] = zone(g, 'support', 0);
    expect([zone(g, 'support', 0).length, sup!.card, dataOf(g, sup!.id).supportOf]).toEqual([1, 'fire', g.id('K')]);
  });

  it('512.8 the declared Support returned in the Interfere Step: another valid Support is declared at no cost', () => {
    const g = board('bounce');
    order(g, 0, `cmb:${g.id('K')}:opt:fire-d`, `set:${g.id('F1')}`);
    const mp = g.s.players[0].mp;
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('F1')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('K')).combo).toBe('fire-d');
    expect(zone(g, 'support', 0).map((o) => o.card)).toEqual(['fire']);
    expect(zoneOf(g, g.id('F2'))).toBeUndefined();
    expect(g.s.players[0].mp).toBe(mp);
  });

  it('512.8 a Triple that lost a Support with no other to replace it is downgraded to the Double the Support left fits', () => {
    const g = board('bounce', 2);
    order(g, 0, `cmb:${g.id('K')}:opt:fire-t`, `set:${g.id('F1')}.${g.id('F2')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('F2')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('K')).combo).toBe('fire-d');
    expect(zone(g, 'support', 0).map((o) => o.card)).toEqual(['fire']);
  });
});
