import { describe, expect, it } from 'vitest';
import { apply, currentPrompt, legalActions, viewFor, type MatchState } from '../helpers/fadalgia-api.js';
import { candidates } from '../../../src/engine/games/fadalgia/targets.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';
import { countCards } from '../../../src/engine/games/fadalgia/verbs/count.js';
import { count } from '../../../src/engine/core/selectors.js';
import { C, Scenario, toDescriptionWith } from '../helpers/scenario.js';
import { Z } from './zone-cards.js';

const g = (s: MatchState) => ({ s, ev: [] });

/** Passes until the Break is empty (both players let everything resolve). */
function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

describe('403–408 hand, field, grave, mana zone, Break, Outer Zone', () => {
  it('403.1 cards drawn go to the hand: the Refresh draw takes the top main card into the hand', () => {
    const sc = new Scenario({ step: 'refresh', p0: { hand: [], main: [C.wanderer, C.giant] } });
    expect(sc.state.zones['0:hand'].map((id) => sc.obj(id).card)).toEqual([C.giant]);
    expect(sc.state.zones['0:main'].map((id) => sc.obj(id).card)).toEqual([C.wanderer]);
    expect(sc.obj(sc.state.zones['0:hand'][0]!).zone).toBe('hand');
  });

  it('404.2 cards and abilities look at the field only: units in a hand or grave are never targets', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { hand: [C.hawk], grave: [C.giant] } });
    expect(sc.options()).not.toContain('cast:' + sc.id(0, 'hand', C.fireball)); // no unit on any field
    const withCrab = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { hand: [C.hawk], grave: [C.giant], field: [C.crab] } });
    expect(candidates(g(withCrab.state), 0, { kind: 'unit', side: 'any' })).toEqual([withCrab.id(1, 'field', C.crab)]);
    expect(withCrab.options()).toContain('cast:' + withCrab.id(0, 'hand', C.fireball));
  });

  it('405.1 discarded, destroyed and sacrificed cards go to their owner\'s grave; 304.4 304.4.2 304.4.3 a unit leaves by destruction or sacrifice', () => {
    const sc = new Scenario({ p0: { hand: [C.offering, C.fireball, C.tome, C.wanderer], field: [C.recruit, C.crab], mana: [C.drake, C.drake, C.recruit, { card: C.sage, faceUp: false }] }, p1: { field: [C.hawk] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball).answer(0, 'targets', '@' + C.hawk).payIfAsked(0);
    settle(sc);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1); // destroyed (304.4.2)
    sc.answer(0, 'priority', 'cast:' + C.offering).payIfAsked(0);
    settle(sc);
    sc.answer(0, 'choose-cards', '@' + C.crab); // additional cost: sacrifice (304.4.3)
    expect(sc.ids(0, 'grave', C.crab)).toHaveLength(1);
    expect(sc.logRules()).toContain('607.6');
    sc.answer(0, 'priority', 'cast:' + C.tome).payIfAsked(0);
    settle(sc);
    sc.answer(0, 'discard', '@' + C.wanderer);
    expect(sc.ids(0, 'grave', C.wanderer)).toHaveLength(1); // discarded
  });

  it('405.2 400.6 the owner arranges their grave freely at any time (a free action, not in legalActions); the prompt stays valid; bad lists change nothing', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], grave: [C.recruit, C.hawk, C.crab] }, p1: { grave: [C.giant] } });
    const grave = [...sc.state.zones['0:grave']];
    const promptId = sc.prompt.promptId;
    expect(legalActions(sc.state, 0).some((a) => a.type === 'arrange-grave')).toBe(false);
    const before = JSON.stringify(sc.state);
    const bad: Array<[string[], string, string]> = [
      [grave.slice(1), 'grave/incomplete', '405.2'],
      [[grave[0]!, grave[0]!, grave[1]!], 'grave/incomplete', '405.2'],
      [[...grave.slice(0, 2), sc.state.zones['1:grave'][0]!], 'grave/not-yours', '405.2'],
    ];
    for (const [order, code, rule] of bad) {
      const r = apply(sc.state, { type: 'arrange-grave', seat: 0, order });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatchObject({ code, rule });
        expect(r.error.message.th.length).toBeGreaterThan(0);
      }
    }
    expect(JSON.stringify(sc.state)).toBe(before);
    const r = apply(sc.state, { type: 'arrange-grave', seat: 0, order: [grave[2]!, grave[0]!, grave[1]!] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(viewFor(r.state, 1).players[0].grave.map((c) => c.cardId)).toEqual([C.crab, C.recruit, C.hawk]);
    expect(currentPrompt(r.state)?.promptId).toBe(promptId); // the pending priority prompt is still answerable
    expect(r.events.map((e) => [e.kind, e.rule])).toEqual([['arrange-grave', '405.2']]);
  });

  it('406.1 406.3 a card placed as a Stream goes face up into the mana zone; face down it is a Mana card, hidden from the opponent', () => {
    const sc = new Scenario({ p0: { hand: [C.crab, C.wanderer], mana: [{ card: C.giant, faceUp: false }] } });
    sc.answer(0, 'priority', 'stream:' + C.crab);
    const crab = sc.obj(sc.id(0, 'mana', C.crab));
    expect(crab).toMatchObject({ zone: 'mana', faceDown: false });
    const opp = viewFor(sc.state, 1).players[0].mana;
    expect(opp.map((m) => m.faceUp)).toEqual([false, true]);
    expect(opp[0]!.face).toBeUndefined();
    expect(opp[1]!.face?.cardId).toBe(C.crab);
    expect(viewFor(sc.state, 0).players[0].mana[0]!.objectId).toBe(sc.id(0, 'mana', C.giant)); // the owner knows its Mana card
  });

  it('406.2 cards in the mana zone cannot attack and have no abilities: no attack, no [Skill], no trigger, no continuous effect', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit], mana: [C.archer, C.moth, C.volcano, C.hawk] }, p1: { field: [C.crab] } });
    const opts = sc.options();
    for (const card of [C.archer, C.moth, C.volcano, C.hawk]) {
      const id = sc.id(0, 'mana', card);
      expect(opts.filter((o) => o.includes(id))).toEqual([]);
    }
    expect(stats(g(sc.state), sc.obj(sc.id(0, 'field', C.recruit))).at).toBe(2); // the Volcano in the mana zone gives no AT+1
    const life = sc.state.zones['0:life'].length;
    sc.pass(0); // to Clean Up: the Night Moth in the mana zone does not Heal
    expect(sc.state.zones['0:life'].length).toBe(life);
    expect(sc.logRules()).not.toContain('607.8');
  });

  it('406.2.1 a [Mana Zone] ability works only while its card is a Stream in the mana zone (not on the field, not face down)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [Z.sprite], mana: [Z.sprite, { card: Z.sprite, faceUp: false }, { card: C.crab, faceUp: false }] }, p1: {} });
    const [stream, faceDown] = sc.ids(0, 'mana', Z.sprite) as [string, string];
    const onField = sc.id(0, 'field', Z.sprite);
    const acts = sc.options().filter((o) => o.startsWith('act:'));
    expect(acts).toEqual([`act:${stream}:0`]); // not act:${faceDown}:0, not act:${onField}:0
    expect(acts.some((a) => a.includes(faceDown) || a.includes(onField))).toBe(false);
    expect(sc.prompt.options.find((o) => o.id === acts[0])?.rule).toBe('406.2.1');
    const life = sc.state.zones['0:life'].length;
    sc.answer(0, 'priority', acts[0]!).payIfAsked(0);
    settle(sc);
    expect(sc.state.zones['0:life'].length).toBe(life + 1);
    expect(sc.logRules()).toContain('607.8');
  });

  it('407.1 a cast card moves into the Break; 407.2 with an empty Break and both players passing, the step ends', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk], hand: [C.rage], mana: [C.recruit] } });
    const fb = sc.id(0, 'hand', C.fireball);
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    expect(sc.state.objs[fb]).toBeUndefined();
    const onBreak = sc.state.brk[0]!;
    expect(sc.obj(onBreak.src)).toMatchObject({ zone: 'break', card: C.fireball });
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.step).toBe('main');
    sc.pass(0); // seat 1's Rage Burst has no target left (the Hawk is destroyed), so it auto-passes: Main ends
    expect(sc.state.step).not.toBe('main');
    expect(sc.logRules()).toContain('503.1');
  });

  it('408.1 408.2 Banishing Rift removes a unit from the game: a new object, face up in its owner\'s Outer Zone, shown to both players', () => {
    const sc = new Scenario({ p0: { hand: [Z.rift, C.wanderer], mana: [C.recruit, { card: C.crab, faceUp: false }] }, p1: { field: [{ card: C.giant, dmg: 3 }] } });
    const giant = sc.id(1, 'field', C.giant);
    sc.answer(0, 'priority', 'cast:' + Z.rift).payIfAsked(0);
    expect(sc.state.objs[giant]).toBeUndefined();
    const out = sc.id(1, 'outer', C.giant);
    expect(sc.obj(out).dmg).toBeUndefined();
    for (const viewer of [0, 1, 'spectator'] as const) expect(viewFor(sc.state, viewer).players[1].outer.map((c) => c.cardId)).toEqual([C.giant]);
    expect(sc.logRules()).toContain('408.1');
  });

  it('408.3 a card in the Outer Zone is not in the game: not a target, not affected, not counted', () => {
    const sc = new Scenario({ p0: { hand: [C.whirlwind, C.fireball, C.wanderer], field: [C.recruit], mana: [C.drake, C.recruit, C.hawk, C.archer], outer: [C.volcano] }, p1: { field: [C.crab], main: 5, outer: [C.hawk] } });
    const outerHawk = sc.id(1, 'outer', C.hawk);
    // Not referenced: only the field unit is a legal target.
    expect(candidates(g(sc.state), 0, { kind: 'unit', side: 'opp' })).toEqual([sc.id(1, 'field', C.crab)]);
    // Not affected: "each opposing unit" does not reach it.
    sc.answer(0, 'priority', 'cast:' + C.whirlwind).payIfAsked(0);
    settle(sc);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBe(1);
    expect(sc.obj(outerHawk).dmg).toBeUndefined();
    // Its abilities do not work: the Volcano in the Outer Zone gives no AT+1.
    expect(stats(g(sc.state), sc.obj(sc.id(0, 'field', C.recruit))).at).toBe(2);
    // Not counted with other zones: piles, hand and field counts leave it out.
    const v = viewFor(sc.state, 0).players[1];
    expect([v.mainCount, v.handCount, v.units.length, v.grave.length]).toEqual([5, 0, 1, 0]);
  });

  it('408.3 counting cards in a zone leaves the Outer Zone out: grave, grave + Outer Zone and every zone; only the Outer Zone itself counts its cards', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.hawk], grave: [C.recruit, C.giant], outer: [C.giant, C.archer, C.hawk], field: [C.crab], main: 4, life: 3 }, p1: { grave: [C.giant], outer: [C.monk] } });
    const g0 = g(sc.state);
    expect(countCards(g0, 0, { zone: 'grave', who: 'ctrl' })).toBe(2);
    expect(countCards(g0, 0, { zone: ['grave', 'outer'], who: 'ctrl' })).toBe(2); // never counted with another zone
    expect(countCards(g0, 0, { who: 'ctrl' })).toBe(2 + 2 + 1 + 4 + 3); // grave, hand, field, main, life
    expect(countCards(g0, 0, { zone: 'grave', who: 'any', type: 'unit', subtype: 'Giant' })).toBe(2); // both graves' Giants, not the Outer Zone's
    expect(countCards(g0, 0, { zone: 'outer', who: 'ctrl' })).toBe(3);
    expect(countCards(g0, 1, { zone: 'outer', who: 'opp' })).toBe(3);
    // The kernel's count: an out-of-game zone is counted only when a selector names it alone.
    const objs = [{ id: 'a', zone: 'grave' }, { id: 'b', zone: 'outer' }].map((o) => ({ ...o, owner: 0 as const, ctrl: 0 as const, type: 'unit', subtypes: [], keywords: [] }));
    expect([count({}, objs, 0, undefined, ['outer']), count({ zone: ['grave', 'outer'] }, objs, 0, undefined, ['outer']), count({ zone: 'outer' }, objs, 0, undefined, ['outer'])]).toEqual([1, 1, 1]);
    expect(count({}, objs, 0)).toBe(2);
  });

  it('408.3 a life-pile condition does not count the Outer Zone: Gate of Triumph ("win if your life pile has 30 or more") with 29 life and Outer Zone cards does not win', () => {
    const mana = [C.drake, C.giant, C.recruit, { card: C.crab, faceUp: false }];
    const short = new Scenario({ p0: { hand: [C.gate, C.wanderer], life: 29, outer: [C.hawk, C.giant, C.archer], mana } });
    short.answer(0, 'priority', 'cast:' + C.gate).payIfAsked(0);
    expect(short.state.result).toBeNull();
    expect(short.ids(0, 'grave', C.gate)).toHaveLength(1); // it resolved; the condition was false
    const enough = new Scenario({ p0: { hand: [C.gate, C.wanderer], life: 30, mana } });
    enough.answer(0, 'priority', 'cast:' + C.gate).payIfAsked(0);
    expect(enough.state.result?.winner).toBe(0);
  });

  it('408.3 a card\'s "if your grave has 3 or more units" condition counts the grave only, never the Outer Zone', () => {
    // A match-only action: "Draw 2 if your grave has 3 or more units" (a zone-count condition on the effect).
    const recall = {
      id: 'TEST-408-RECALL', name: { th: 'เรียกวิญญาณคืน', en: 'Recall the Fallen' }, type: 'action', subtypes: ['Event'], element: 'fire', cost: 1, mana: 1, timing: ['AT'],
      text: { th: 'ถ้าในสุสานของเรามียูนิต 3 ใบหรือมากกว่า จั่วการ์ด 2 ใบ', en: 'If your grave has 3 or more units, draw 2 cards.' },
      effects: [{ verb: 'draw', who: 'ctrl', n: 2, cond: { k: 'zone-count', zone: 'grave', who: 'own', filter: { type: 'unit' }, min: 3 } }],
    };
    const hand = (grave: string[], outer: string[]) => {
      const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer], mana: [C.drake], grave, outer, main: 6 } }, (d) => {
        d.cards = [recall];
        d.seats[0].zones.hand!.push({ card: recall.id, as: 'recall' });
      }));
      sc.answer(0, 'priority', `cast:${sc.named('recall')}`).payIfAsked(0);
      settle(sc);
      return sc.state.zones['0:hand'].length;
    };
    // Two units in the grave and three in the Outer Zone: not 3 — nothing drawn (only the Wanderer stays in hand).
    expect(hand([C.recruit, C.giant], [C.giant, C.archer, C.hawk])).toBe(1);
    // A third unit in the grave: the condition holds and 2 cards are drawn.
    expect(hand([C.recruit, C.giant, C.archer], [])).toBe(3);
  });

  it('408.4 abilities in the Outer Zone do not work unless they say "from the Outer Zone" — and those work nowhere else', () => {
    const sc = new Scenario({ step: 'main-start', p0: { hand: [C.wanderer], field: [Z.wraith], life: 10 }, p1: {} });
    // Built at main-start: a Wraith on the field has no main-start ability (its ability works from the Outer Zone only).
    expect(sc.state.zones['0:life']).toHaveLength(10);
    // The Moth's "at the end of your AT turn: Heal 1" does not say "from the Outer Zone".
    const s2 = new Scenario({ step: 'cleanup-end', p0: { hand: [C.wanderer] }, p1: { hand: [C.wanderer], outer: [Z.wraith, C.moth] } });
    const life = s2.state.zones['1:life'].length;
    // Seat 0's turn ends; seat 1's turn: Refresh, then Main starts and only the Wraith's Outer Zone ability heals.
    while (currentPrompt(s2.state)?.kind === 'refresh-options') s2.answer(1, 'refresh-options', currentPrompt(s2.state)!.options.some((o) => o.id === 'skip') ? 'skip' : 'no-flip');
    expect(s2.state.log.filter((l) => l.rule === '607.8')).toHaveLength(1);
    expect(s2.state.zones['1:life'].length).toBe(life + 1);
    s2.pass(1); // seat 1's Clean Up: the Moth in the Outer Zone does not heal
    expect(s2.state.log.filter((l) => l.rule === '607.8')).toHaveLength(1);
  });
});
