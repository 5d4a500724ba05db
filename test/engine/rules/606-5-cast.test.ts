/**
 * 606.5 keywords on the casting side, asked generically by cast.ts / activate.ts / why-not.ts through
 * cast-rules.ts (no keyword named there): Jump (cast during a Break), [NB] (only with the Break empty),
 * [Once] (once per turn), Tarot (cast from the grave or the Outer Zone with ten names).
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt, type MatchState } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';
import { whyNotCast } from '../../../src/engine/games/fadalgia/why-not.js';
import { canCast } from '../../../src/engine/games/fadalgia/cast.js';
import { canActivate } from '../../../src/engine/games/fadalgia/activate.js';

const g = (s: MatchState) => ({ s, ev: [] });

const S = {
  ninja: 'SNM-S02-N04', hare: 'SNM-S02-N05', gust: 'SNM-S02-N09', gale: 'SNM-S02-N10', forge: 'SNM-S02-F14', windmill: 'SNM-S02-N12',
  star: 'SNM-S02-X05', tower: 'SNM-S02-X06', reader: 'SNM-S02-X08', eagle: 'SNM-S02-N01',
} as const;
const M = { card: C.recruit, faceUp: false } as const;
const TEN = ['ดวงดาว', 'หอคอย', 'ดวงจันทร์', 'a', 'b', 'c', 'd', 'e', 'f', 'g'];

function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}
const castable = (sc: Scenario, seat: 0 | 1, zone: 'hand' | 'grave' | 'outer', card: string) => sc.options().includes('cast:' + sc.id(seat, zone, card));
const why = (s: MatchState, seat: 0 | 1, id: string) => whyNotCast(s, seat, id);

describe('606.5 cast-side keywords', () => {
  it('606.5.10 Jump: during a Break (an attack in progress, 609.1) the Jump unit can be cast from the hand and enters; a unit without Jump cannot', () => {
    const sc = new Scenario({ p0: { hand: [S.ninja, C.hawk], field: [C.recruit], mana: [C.hawk, C.hawk, C.hawk] }, p1: { hand: [C.wanderer], field: [{ card: C.crab, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    if (sc.prompt.kind === 'attack-target') sc.answer(0, 'attack-target', 'p1');
    while (sc.prompt.seat !== 0 || sc.prompt.kind !== 'priority') sc.pass(sc.prompt.seat);
    expect(sc.state.combat).not.toBeNull();
    expect(castable(sc, 0, 'hand', S.ninja)).toBe(true);
    expect(castable(sc, 0, 'hand', C.hawk)).toBe(false);
    expect(why(sc.state, 0, sc.id(0, 'hand', C.hawk))).toMatchObject({ code: 'cast/break-busy', rule: '304.1' });
    expect(why(sc.state, 0, sc.id(0, 'hand', S.ninja))).toBeNull();
    sc.answer(0, 'priority', 'cast:' + S.ninja).payIfAsked(0);
    while (!sc.ids(0, 'field', S.ninja).length) sc.pass(sc.prompt.seat);
    expect(sc.logRules()).toContain('606.5.30'); // its Arrive went on the Break as it entered, mid-combat
  });

  it('606.5.10 Jump: reading — only the empty-Break condition of 304.1 is lifted; in the opponent\'s turn the unit still cannot be cast', () => {
    const sc = new Scenario({ at: 1, p0: { hand: [S.hare, C.wanderer], mana: [C.hawk] }, p1: { hand: [C.fireball, C.fireball, C.wanderer], mana: [C.recruit, C.recruit], field: [C.crab] } });
    sc.answer(1, 'priority', 'cast:' + C.fireball).payIfAsked(1);
    expect(sc.state.brk).toHaveLength(1);
    const hare = sc.id(0, 'hand', S.hare);
    expect(canCast(g(sc.state), 0, hare)).toBe(false);
    // The same position in the Jump unit's own AT turn: castable with the Break busy.
    const own = structuredClone(sc.state);
    own.atSeat = 0;
    expect(canCast(g(own), 0, hare)).toBe(true);
  });

  it('606.5.16 [NB]: castable with the Break empty; while an attack or a card is on the Break it cannot be cast, and the bot\'s reason names 606.5.16', () => {
    const sc = new Scenario({ p0: { hand: [S.gust, C.fireball, C.fireball], field: [C.recruit], mana: [C.hawk, C.recruit, C.recruit] }, p1: { hand: [C.wanderer], field: [S.eagle] } });
    expect(castable(sc, 0, 'hand', S.gust)).toBe(true);
    sc.answer(0, 'priority', 'cast:' + C.fireball).answer(0, 'targets', '@' + S.eagle).payIfAsked(0);
    // The opponent has nothing to do; p0 holds a second Fireball, so it is asked with the first still on the Break.
    expect(sc.prompt.seat).toBe(0);
    expect(sc.state.brk).toHaveLength(1);
    expect(castable(sc, 0, 'hand', S.gust)).toBe(false);
    expect(why(sc.state, 0, sc.id(0, 'hand', S.gust))).toMatchObject({ code: 'cast/keyword', rule: '606.5.16' });
    settle(sc);
    expect(castable(sc, 0, 'hand', S.gust)).toBe(true);
    expect(why(sc.state, 0, sc.id(0, 'hand', S.gust))).toBeNull();
  });

  it('606.5.21 [Once]: the card\'s ability can be used once in a turn, then not again until the next turn', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [S.forge, C.recruit], mana: [C.recruit, C.recruit, C.recruit] } });
    const forge = sc.id(0, 'field', S.forge);
    expect(sc.options()).toContain(`act:${forge}:0`);
    sc.answer(0, 'priority', `act:${forge}:0`).payIfAsked(0);
    settle(sc);
    expect(sc.logRules()).toContain('606.3.2.5');
    // Mana is left, the ability is not on the Break: only [Once] stops it now.
    expect(sc.options()).not.toContain(`act:${forge}:0`);
    // The next turn of its controller (a fresh per-turn record): usable again.
    const next = structuredClone(sc.state);
    next.turn += 2;
    expect(canActivate(g(next), 0, forge, 0)).toBe(true);
    expect(canActivate(g(sc.state), 0, forge, 0)).toBe(false);
  });

  it('606.5.34.1 (ค) Tarot: with ten different Tarot names the card can be cast from the grave or the Outer Zone; with nine it cannot, and the reason names 605.2', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], grave: [S.star], outer: [S.tower], mana: [M, M, C.recruit, C.recruit], field: [C.recruit] }, p1: { field: [C.crab] } });
    sc.state.players[0].tarot = TEN.slice(0, 9);
    sc.answer(0, 'priority', 'stream:' + C.wanderer); // any decision refreshes the options
    expect(castable(sc, 0, 'grave', S.star)).toBe(false);
    expect(why(sc.state, 0, sc.id(0, 'outer', S.tower))).toMatchObject({ code: 'cast/zone', rule: '605.2' });
    const sc2 = new Scenario({ p0: { hand: [C.wanderer], grave: [S.star], outer: [S.tower], mana: [M, M, C.recruit, C.recruit], field: [C.recruit] }, p1: { field: [C.crab] } });
    sc2.state.players[0].tarot = TEN.slice();
    sc2.answer(0, 'priority', 'stream:' + C.wanderer);
    expect(castable(sc2, 0, 'grave', S.star)).toBe(true);
    expect(castable(sc2, 0, 'outer', S.tower)).toBe(true);
    expect(why(sc2.state, 0, sc2.id(0, 'outer', S.tower))).toBeNull();
    // Tarot casting from the Outer Zone: The Tower deals 2 to the Crab, then goes to the grave.
    sc2.answer(0, 'priority', 'cast:' + sc2.id(0, 'outer', S.tower));
    if (sc2.prompt.kind === 'targets') sc2.answer(0, 'targets', '@' + C.crab);
    sc2.payIfAsked(0);
    settle(sc2);
    expect(sc2.ids(0, 'outer', S.tower)).toHaveLength(0);
    expect(sc2.ids(0, 'grave', S.tower)).toHaveLength(1);
    expect(sc2.obj(sc2.id(1, 'field', C.crab)).dmg).toBe(2);
    expect(sc2.state.players[0].tarot).toHaveLength(10);
    // Tarot X cards have no name, so no such permission (606.5.34.1 (ค) is Tarot : [Name]'s).
    const sc3 = new Scenario({ p0: { hand: [C.wanderer], grave: [S.reader], mana: [M, M] } });
    sc3.state.players[0].tarot = TEN.slice();
    expect(why(sc3.state, 0, sc3.id(0, 'grave', S.reader))).toMatchObject({ code: 'cast/zone' });
  });
});
