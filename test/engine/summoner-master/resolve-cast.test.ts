/**
 * 610.10–610.13: a cast verified and completed when its Interfere Step closes. The Growth materials declared at
 * 610.6 may have left (610.12.2: another valid set, or no Growth), a Mystic may be Nullified or lose its target
 * (610.10), and the card enters on the Line or with the count it was cast with. Written against the survivors of
 * the `--all-files` mutation run of resolve.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { move } from '../../../src/engine/games/summoner-master/zones.js';
import { act, build, cardsOf, decks, m, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, logged, mystic, resolveAll, seal, T } from './resolve-kit.js';

const egg = seal('egg', { types: ['Egg'] });
const plain = seal('plain');
/** Growth: [Egg]; itself an Egg, so only the rule that a Seal is not its own material keeps it out. */
const grower = seal('grower', { types: ['Dragon', 'Egg'], growth: { reqs: [{ k: 'type', v: 'Egg' }], text: T } } as never);
/** Growth: [Egg][Egg]. */
const twin = seal('twin', { types: ['Dragon'], growth: { reqs: [{ k: 'type', v: 'Egg' }, { k: 'type', v: 'Egg' }], text: T } } as never);
const weak = seal('weak', { at: 1 });
const double = mystic('double', [{ v: 'destroy', who: 'target' }], { kind: 'seal', side: 'opp', upTo: 2 }, { int: false });
const CARDS = [egg, plain, grower, twin, weak, double, ...ANSWERS];

/** Seat 0 holds `card` and has `field` on its At Line; seat 1 holds the Interfere Mystic `x` (and a Seal W). */
function board(card: string, field: Array<{ card: string; as: string }>, answer = 'bounce'): Game {
  return build([
    { zones: { at: field, hand: [{ card, as: 'h' }], ...decks() } },
    { zones: { at: [{ card: 'weak', as: 'W' }, { card: 'weak', as: 'W2' }], hand: [{ card: answer, as: 'x' }], ...decks() } },
  ], { cards: CARDS } as never);
}

const entered = (g: Game, card: string) => zone(g, 'field', 0).find((o) => o.card === card)!;

describe('610.12.2 Growth materials at resolution', () => {
  it('610.12.2 the declared materials still valid are the ones removed, not another valid set', () => {
    const g = board('grower', [{ card: 'egg', as: 'E1' }, { card: 'egg', as: 'E2' }]);
    act(g, 0, `cast:${g.id('h')}:at:g:${g.id('E2')}`);
    resolveAll(g);
    expect([zoneOf(g, g.id('E1')), cardsOf(g, 'remove', 0)]).toEqual(['field', ['egg']]);
    expect(dataOf(g, entered(g, 'grower').id).growth).toBe(true);
  });

  it('610.12.2 [I] a material returned in the Interfere Step: another valid set is removed instead, and the Seal Grows', () => {
    const g = board('grower', [{ card: 'egg', as: 'E1' }, { card: 'plain', as: 'N' }, { card: 'egg', as: 'E2' }]);
    act(g, 0, `cast:${g.id('h')}:at:g:${g.id('E1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('E1')}`);
    resolveAll(g);
    expect([zoneOf(g, g.id('N')), zoneOf(g, g.id('E2')), cardsOf(g, 'remove', 0)]).toEqual(['field', undefined, ['egg']]);
    expect(dataOf(g, entered(g, 'grower').id).growth).toBe(true);
  });

  it('610.12.2 [I] the only material gone and no other valid set: the Seal enters without Growth (it is never its own material)', () => {
    const g = board('grower', [{ card: 'egg', as: 'E1' }, { card: 'plain', as: 'N' }]);
    act(g, 0, `cast:${g.id('h')}:at:g:${g.id('E1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('E1')}`);
    resolveAll(g);
    expect(cardsOf(g, 'remove', 0)).toEqual([]);
    expect(dataOf(g, entered(g, 'grower').id).growth).toBeUndefined();
    expect(zone(g, 'field', 0).map((o) => o.card).sort()).toEqual(['grower', 'plain']);
  });

  it('610.12.2 [I] one of two materials gone: a whole new set of two is removed, the one left and another', () => {
    const g = board('twin', [{ card: 'egg', as: 'E1' }, { card: 'plain', as: 'N' }, { card: 'egg', as: 'E2' }, { card: 'egg', as: 'E3' }]);
    act(g, 0, `cast:${g.id('h')}:at:g:${g.id('E1')}.${g.id('E2')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('E1')}`);
    resolveAll(g);
    expect(zone(g, 'field', 0).map((o) => o.card).sort()).toEqual(['plain', 'twin']);
    expect(cardsOf(g, 'remove', 0)).toEqual(['egg', 'egg']);
    expect(dataOf(g, entered(g, 'twin').id).growth).toBe(true);
  });

  it('610.12.2 709 a material charmed in the Interfere Step is no longer the caster\'s: another set of the caster\'s own Seals is removed', () => {
    const g = board('grower', [{ card: 'egg', as: 'E1' }, { card: 'egg', as: 'E2' }], 'charm');
    act(g, 0, `cast:${g.id('h')}:at:g:${g.id('E1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('E1')}`);
    resolveAll(g);
    expect(zoneOf(g, g.id('E1'))).toBe('field');
    expect(g.s.zones.objs[g.id('E1')]!.ctrl).toBe(1);
    expect(zoneOf(g, g.id('E2'))).toBeUndefined();
    expect(dataOf(g, entered(g, 'grower').id).growth).toBe(true);
  });
});

describe('610.10–610.13 the rest of the cast', () => {
  it('610.10 [I] a card no longer in the casting area when its cast resolves: the cast fails (no card does this today; the test moves it)', () => {
    const g = board('plain', []);
    act(g, 0, `cast:${g.id('h')}:at`);
    const casting = zone(g, 'casting', 0)[0]!;
    move(g.s, null, casting.id, 'shrine');
    resolveAll(g);
    expect(logged(g, 'The cast fails')).toBe(true);
    expect(zone(g, 'field', 0)).toEqual([]);
  });

  it('610.8 610.12.1 a Seal cast to the Df Line enters on the Df Line', () => {
    const g = board('plain', []);
    act(g, 0, `cast:${g.id('h')}:df`);
    resolveAll(g);
    expect(dataOf(g, entered(g, 'plain').id).line).toBe('df');
  });

  it('610.10 a Mystic Nullified in its Interfere Step goes to the Shrine without its effect', () => {
    const g = board('thunder-strike', [], 'cancel-mystic');
    act(g, 0, `cast:${g.id('h')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}`);
    resolveAll(g);
    expect(zoneOf(g, g.id('W'))).toBe('field');
    expect(cardsOf(g, 'shrine', 0)).toEqual(['thunder-strike']);
  });

  it('610.10 a Mystic whose only target left in the Interfere Step has no legal target: it fails and goes to the Shrine', () => {
    const g = board('thunder-strike', []);
    act(g, 0, `cast:${g.id('h')}:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W')}`);
    resolveAll(g);
    expect(logged(g, 'Thunder Strike has no legal target and fails')).toBe(true);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['thunder-strike']);
    expect(zoneOf(g, g.id('W2'))).toBe('field');
  });

  it('610.12.5 a "0 Turn" Mystic with "up to 2" targets affects both, then goes to the Shrine (610.13)', () => {
    const g = board('double', []);
    act(g, 0, `cast:${g.id('h')}`);
    act(g, 0, `tg:${g.id('W')}`, `tg:${g.id('W2')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['weak', 'weak']);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['double']);
  });

  it('610.12.4 a permanent (-1 Turn) Mystic stays in the Arena with no count: the board shows -1', () => {
    const g = board('altar-of-flames', []);
    act(g, 0, `cast:${g.id('h')}`);
    resolveAll(g);
    expect(m.viewFor(g.s, 'spectator').players[0].arena.map((x) => [x.card, x.left])).toEqual([['altar-of-flames', -1]]);
  });
});
