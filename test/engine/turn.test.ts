import { describe, expect, it } from 'vitest';
import { viewFor } from './helpers/fadalgia-api.js';
import { C, Scenario } from './helpers/scenario.js';
import { zoneOf } from '../../src/engine/games/fadalgia/zones.js';

describe('500–503 turn structure', () => {
  it('501.1 501.2 501.3 501.4 Refresh: the AT player\'s units go to AT mode, Empty cards become Active, one main-pile draw', () => {
    const sc = new Scenario({ step: 'refresh', p0: { hand: [], field: [{ card: C.recruit, mode: 'DF' }], mana: [{ card: C.crab, faceUp: false, empty: true }], life: 0 + 10 },
      p1: { field: [{ card: C.hawk, mode: 'DF' }] } });
    // 501.5 life draw offered first.
    expect(sc.prompt.kind).toBe('refresh-options');
    expect(sc.obj(sc.id(0, 'field', C.recruit)).mode).toBe('AT');
    expect(sc.obj(sc.id(1, 'field', C.hawk)).mode).toBe('DF'); // only the AT player's units
    expect(sc.obj(sc.id(0, 'mana', C.crab)).empty).toBe(false);
    expect(sc.state.zones['0:hand']).toHaveLength(1);
  });

  it('501.5 the AT player may draw one card from the life pile; 501.6 may turn one Mana into a Stream paying life equal to its mana value; 501.7 then Main', () => {
    const sc = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: false }], life: 10 } });
    sc.answer(0, 'refresh-options', 'life-draw');
    expect(sc.state.zones['0:life']).toHaveLength(9);
    expect(sc.state.zones['0:hand']).toHaveLength(2);
    sc.answer(0, 'refresh-options', '@' + C.drake);
    expect(sc.obj(sc.id(0, 'mana', C.drake)).faceDown).toBe(false);
    expect(sc.state.zones['0:life']).toHaveLength(7); // Crimson Drake has mana 2
    expect(sc.state.step).toBe('main');
    expect(sc.prompt.kind).toBe('priority');
  });

  it('501.5 501.6 501.7 one press draws from the life pile and keeps the Mana as it is: Refresh ends and Main begins', () => {
    const sc = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: false }], life: 10 } });
    // The fifth: the same draw naming the one hand card as this turn's Stream (502.2.1; 501-502-refresh-stream test).
    expect(sc.options()).toEqual(['life-draw', 'life-draw:keep', 'skip', 'skip:keep', `life-draw:keep:stream:${sc.state.zones['0:hand'][0]!}`]);
    sc.answer(0, 'refresh-options', 'life-draw:keep');
    expect(sc.state.zones['0:life']).toHaveLength(9);
    expect(sc.state.zones['0:hand']).toHaveLength(2);
    expect(sc.obj(sc.id(0, 'mana', C.drake)).faceDown).toBe(true); // 501.6 answered "no" in the same press
    expect(sc.state.step).toBe('main');
    expect(sc.prompt.kind).toBe('priority');
  });

  it('501.5 501.6 one press skips both the life draw and the Stream', () => {
    const sc = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: false }], life: 10 } });
    sc.answer(0, 'refresh-options', 'skip:keep');
    expect(sc.state.zones['0:life']).toHaveLength(10);
    expect(sc.state.zones['0:hand']).toHaveLength(1); // 501.4's draw only
    expect(sc.obj(sc.id(0, 'mana', C.drake)).faceDown).toBe(true);
    expect(sc.prompt.kind).toBe('priority');
  });

  it('501.5 501.6 skipping the draw without "keep" still asks 501.6, and no face-down Mana means a plain draw question', () => {
    const sc = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: false }], life: 10 } });
    sc.answer(0, 'refresh-options', 'skip');
    expect(sc.prompt.kind).toBe('refresh-options');
    expect(sc.prompt.rule).toBe('501.6');
    const plain = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: true }], life: 10 } });
    expect(plain.options()).toEqual(['life-draw', 'skip', `life-draw:stream:${plain.state.zones['0:hand'][0]!}`]);
  });

  it('502.1 502.2.1 502.2.1.1 502.2.1.2 502.2.1.3 one Stream per turn from the hand, only with an empty Break, with no response', () => {
    const sc = new Scenario({ p0: { hand: [C.crab, C.crab, C.hawk] } });
    expect(sc.prompt.seat).toBe(0); // 502.1
    sc.answer(0, 'priority', 'stream:' + C.crab);
    expect(sc.obj(sc.id(0, 'mana', C.crab))).toMatchObject({ faceDown: false, empty: false });
    expect(sc.prompt.seat).toBe(0); // 502.2.1.2: nobody could respond
    expect(sc.options().some((o) => o.startsWith('stream:'))).toBe(false); // 502.2.1.3
    sc.answer(0, 'priority', 'cast:' + C.crab);
    // Seat 1 could not respond (auto-pass), so the Crab resolved at once and seat 0 has priority again (601.6).
    expect(sc.ids(0, 'field', C.crab)).toHaveLength(1);
    expect(sc.logRules().filter((r) => r === '502.2.1')).toHaveLength(1);
  });

  it('502.3 502.4 503.1 503.3 503.5 503.5.1 503.5.3 503.5.4 503.5.5 the turn ends: used Streams turn face down, damage and unspent mana are cleared, roles swap (500.1.1.1)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.recruit], mana: [C.drake, C.swordsman], field: [{ card: C.giant, dmg: 3 }] }, p1: { hand: [C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.recruit);
    sc.answer(0, 'mana-payment', 'pay1');
    expect(viewFor(sc.state, 'spectator').players[0].pool).toEqual({});
    expect(sc.ids(0, 'field', C.recruit)).toHaveLength(1); // seat 1 could not respond: it resolved
    sc.pass(0); // 502.4: end of Main (seat 1 auto-passes); 503.1–503.4: nobody can act in Clean Up
    expect(sc.logRules()).toContain('503.1');
    const emptied = zoneOf(sc.state, 0, 'mana').map((id) => sc.obj(id)).filter((o) => o.empty);
    expect(emptied.length).toBeGreaterThan(0);
    for (const o of emptied) expect(o.faceDown).toBe(true); // 503.5.1 (406.3.1)
    expect(sc.obj(sc.id(0, 'field', C.giant)).dmg).toBeUndefined(); // 503.5.3
    expect(sc.state.players[0].pool).toEqual({}); // 503.5.4
    expect(sc.state.atSeat).toBe(1); // 503.5.5
    expect(sc.state.turn).toBe(4);
  });

  it('604.6 unspent mana lasts until the end of the turn: 604.6 says "504.5.4", a typo for 503.5.4 (Sanam empties the pool in 503.5.4)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.recruit], mana: [C.drake] } });
    sc.answer(0, 'priority', 'cast:' + C.recruit); // Drake Stream gives 2, Recruit costs 1
    expect(sc.state.players[0].pool).toEqual({ fire: 1 });
    sc.pass(0); // end of Main (the Recruit already resolved); nothing to do in Clean Up: the turn ends
    expect(sc.state.players[0].pool).toEqual({});
    expect(sc.logRules()).toContain('501.1');
  });

  it('503.5.2 403.2 the AT player discards down to 7 at the end of the turn (Sanam follows 503.5.2: only the AT player)', () => {
    const hand = Array.from({ length: 9 }, () => C.wanderer);
    const sc = new Scenario({ p0: { hand }, p1: { hand } });
    sc.pass(0);
    sc.answer(0, 'discard', '@' + C.wanderer + '#1', '@' + C.wanderer + '#2');
    expect(sc.state.zones['0:hand']).toHaveLength(7);
    expect(sc.state.zones['1:hand']).toHaveLength(9 + 1); // the DF player keeps 9 (and now draws as AT player)
  });

  it('Starter - Type C: hand size 5; only Streams that give Mana 2 turn face down (503.5.1); Life Tokens are lost first', () => {
    const sc = new Scenario({ format: 'starter-c', p0: { hand: [C.wanderer, C.recruit, C.hawk], mana: [C.swordsman] }, p1: { tokens: 5, life: 10 } });
    sc.answer(0, 'priority', 'cast:' + C.recruit);
    expect(sc.obj(sc.id(0, 'mana', C.swordsman)).empty).toBe(true);
    sc.pass(0);
    expect(sc.obj(sc.id(0, 'mana', C.swordsman)).faceDown).toBe(false);
    const s2 = new Scenario({ format: 'starter-c', p0: { hand: [C.wanderer], field: [C.swordsman] }, p1: { tokens: 2, life: 10 } });
    s2.answer(0, 'priority', 'attack:' + C.swordsman);
    expect(s2.state.players[1].tokens).toBe(0);
    expect(s2.state.zones['1:life']).toHaveLength(10 - 2);
  });
});
