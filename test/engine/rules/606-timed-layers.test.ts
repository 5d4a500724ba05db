/**
 * Timed continuous effects as kernel layer ops (core/layers.ts through games/fadalgia/timed.ts): the
 * permissions and overrides keywords are written with — "cannot block", "cannot be targeted", "uses DF in
 * this fight" — and the layer order of "set", "modify" and counters. The effects are added with the
 * engine's own `addTimed`, as a card's verb would.
 */
import { describe, expect, it } from 'vitest';
import type { G } from '../../../src/engine/games/fadalgia/ctx.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';
import { addTimed } from '../../../src/engine/games/fadalgia/timed.js';
import { C, Scenario } from '../helpers/scenario.js';

const gOf = (sc: Scenario): G => ({ s: sc.state, ev: [] });

describe('606.2 timed effects in layers', () => {
  it('609.5.1 101.4 a unit under "cannot block" (forbid block) is not offered as a blocker; the others still are', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.warden, C.hawk] } });
    addTimed(gOf(sc), sc.id(1, 'field', C.warden), { k: 'forbid', what: 'block' }, 'turn');
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    expect(sc.prompt.kind).toBe('blockers');
    expect(sc.options()).toEqual([sc.id(1, 'field', C.hawk)]);
  });

  it('609.4.3 with its only AT-mode unit unable to block, the DF player is not asked to block', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.warden], life: 10 } });
    addTimed(gOf(sc), sc.id(1, 'field', C.warden), { k: 'forbid', what: 'block' }, 'turn');
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    expect(sc.state.zones['1:life']).toHaveLength(10 - 2);
  });

  it('602.1 101.4 a unit under "cannot be targeted" (forbid be-targeted) is no legal target: with no other, the spell cannot be cast', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.crab, C.hawk] } });
    addTimed(gOf(sc), sc.id(1, 'field', C.crab), { k: 'forbid', what: 'be-targeted' }, 'turn');
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    // The Hawk is the only legal target left: chosen at once, no target prompt; Fireball resolved on it.
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBeUndefined();
    const sc2 = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.crab] } });
    addTimed(gOf(sc2), sc2.id(1, 'field', C.crab), { k: 'forbid', what: 'be-targeted' }, 'turn');
    sc2.answer(0, 'priority', 'stream:' + C.wanderer); // any decision refreshes the options
    expect(sc2.options().filter((o) => o.startsWith('cast:'))).toEqual([]);
  });

  it('609.7.1 606.5.8 "uses DF in this fight" (override fight-stat = df): a blocker clashes with its DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.crab] } }); // Recruit 2/1, Crab 1/3
    addTimed(gOf(sc), sc.id(1, 'field', C.crab), { k: 'override', what: 'fight-stat', value: 'df' }, 'turn');
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.crab);
    expect(sc.state.log.some((l) => l.rule === '609.7.1(a)' && l.text.en === 'Clash: AT 2 vs AT 3')).toBe(true);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.crab)).toHaveLength(1);
  });

  it('612.3 606.2 layer order: a "set" AT effect comes before modifiers and counters, whatever the timestamps', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.giant, ctr: { '+1/+1': 1 } }] } }); // Giant 4/6
    const g = gOf(sc);
    const giant = sc.id(0, 'field', C.giant);
    addTimed(g, giant, { k: 'modify', stat: 'at', by: 2 }, 'turn');
    addTimed(g, giant, { k: 'set', stat: 'at', to: 0 }, 'turn');
    // set 0, then +2, then the counter +1 (and DF 6 + 1).
    expect(stats(g, sc.obj(giant))).toMatchObject({ at: 3, df: 7 });
  });

  it('503.5 "until end of turn" effects end with the turn; "for the game" ones stay', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { hand: [C.wanderer] } });
    const g = gOf(sc);
    const giant = sc.id(0, 'field', C.giant);
    addTimed(g, giant, { k: 'modify', stat: 'at', by: 1 }, 'turn');
    addTimed(g, giant, { k: 'modify', stat: 'df', by: 2 }, 'game');
    expect(stats(g, sc.obj(giant))).toMatchObject({ at: 5, df: 8 });
    sc.pass(0); // Main ends; nobody can do anything in Clean Up: the turn is over
    expect(sc.state.atSeat).toBe(1);
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'refresh-options' });
    expect(stats(gOf(sc), sc.obj(giant))).toMatchObject({ at: 4, df: 8 });
  });
});
