import { describe, expect, it } from 'vitest';
import { apply } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';
import { P } from '../helpers/probe-cards.js';

/** The cards offered to cast, each once (a card with one target has an option per target, with-target.ts). */
const castIds = (sc: Scenario): string[] => [...new Set(sc.prompt.options.filter((o) => o.group === 'cast').map((o) => o.objectId!))];
const castCards = (sc: Scenario): string[] => castIds(sc).map((id) => sc.obj(id).card);

describe('605 casting, step by step', () => {
  it('605.1 casting is playing a Unit, Action, Item or Terrain from the hand: only hand cards are offered, all four types', () => {
    const sc = new Scenario({
      p0: { hand: [C.recruit, C.fireball, C.blade, C.volcano], grave: [C.rage, C.swordsman], field: [C.crab], mana: [C.drake, C.swordsman, C.drake] },
    });
    const ids = castIds(sc);
    expect(ids.every((id) => sc.obj(id).zone === 'hand')).toBe(true);
    expect(new Set(ids.map((id) => sc.obj(id).card))).toEqual(new Set([C.recruit, C.fireball, C.blade, C.volcano]));
  });

  it('605.2 605.2.1 605.2.2 605.2.2.1 605.2.3 605.2.3.1 605.2.4 605.2.4.1 priority → targets → the cost in the cost box → mana → the Break → the opponent\'s priority', () => {
    const sc = new Scenario({
      p0: { hand: [C.fireball, C.wanderer], field: [C.giant], mana: [C.recruit, C.swordsman] },
      p1: { hand: [C.spring], field: [C.crab], mana: [C.crab] },
    });
    const fireball = sc.id(0, 'hand', C.fireball);
    // 605.2.1: seat 0 holds priority and the cast is one of its options.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    const opt = sc.prompt.options.find((o) => o.id.startsWith(`cast:${fireball}:tg:`))!;
    expect(opt).toMatchObject({ rule: '605.2' });
    expect(opt.label.en).toMatch(/^Cast Fireball \(MP 1\) → /); // 605.2.2.1: the cost box
    // The two-step answer (the card, then its target) is still accepted: step by step here.
    sc.answer(0, 'priority', `cast:${fireball}`);
    // 605.2.3.1 / 602.1: targets first; nothing has moved or been paid.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'targets', rule: '602.1', min: 1, max: 1 });
    expect(sc.obj(fireball).zone).toBe('hand');
    sc.answer(0, 'targets', '@' + C.crab);
    // 605.2.2: two Streams can pay 1: the player chooses; the card is still in the hand.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'mana-payment', rule: '605.2.2' });
    expect(sc.prompt.label.en).toBe('Pay 1 mana: choose how');
    expect(sc.state.zones['0:mana'].some((id) => sc.obj(id).empty)).toBe(false);
    expect(sc.state.zones['0:hand']).toContain(fireball);
    sc.answer(0, 'mana-payment', 'pay0');
    // 605.2.4: on the Break, with its target; exactly one Stream emptied. 605.2.4.1: seat 1 has priority.
    expect(sc.state.zones['0:hand']).not.toContain(fireball);
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.state.brk[0]).toMatchObject({ kind: 'card', ctrl: 0, targets: [sc.id(1, 'field', C.crab)] });
    expect(sc.obj(sc.state.brk[0]!.src).zone).toBe('break');
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty)).toHaveLength(1);
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    expect(sc.logRules()).toContain('605.2.4');
  });

  it('605.2.2.2 an ability that changes the cost applies before paying: Ember Guide makes Fireball cost 0 (not below 0), only for its controller\'s fire Actions', () => {
    // Seat 0's only Stream is already Empty: Fireball (MP 1) is castable only thanks to the Guide.
    const without = new Scenario({ p0: { hand: [C.fireball, C.recruit], field: [C.crab], mana: [{ card: C.recruit, empty: true }] }, p1: { field: [C.hawk] } });
    expect(castCards(without)).toEqual([]);
    const sc = new Scenario({
      p0: { hand: [C.fireball, C.recruit], field: [P.guide, C.crab], mana: [{ card: C.recruit, empty: true }] },
      p1: { field: [C.hawk], hand: [C.spring], mana: [C.crab] },
    });
    expect(sc.prompt.options.filter((o) => o.group === 'cast').map((o) => o.label.en.split(' → ')[0])).toEqual(['Cast Fireball (MP 0)', 'Cast Fireball (MP 0)', 'Cast Fireball (MP 0)']); // the Recruit (a Unit) still costs 1
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.answer(0, 'targets', '@' + C.hawk);
    // No payment prompt, nothing emptied: the cost was worked out (0) before paying.
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty)).toHaveLength(1);
    const line = sc.state.log.find((l) => l.rule === '605.2.2.2')!;
    expect(line.text.en).toBe('Fireball costs 0 instead of 1');
    expect(sc.logRules().indexOf('605.2.2.2')).toBeLessThan(sc.logRules().indexOf('605.2.4'));
    // The opponent's Guide does not make seat 0's cards cheaper ('own' only).
    const opp = new Scenario({ p0: { hand: [C.fireball, C.recruit], field: [C.crab], mana: [{ card: C.recruit, empty: true }] }, p1: { field: [P.guide] } });
    expect(castCards(opp)).toEqual([]);
  });

  it('605.2.2.2 with a modified cost the payment prompt asks for the new amount and offers only the ways that pay it', () => {
    const mana = [C.drake, C.recruit, { card: C.crab, faceUp: false }];
    const plain = new Scenario({ p0: { hand: [P.twin, C.rage], mana }, p1: { field: [C.crab, C.hawk] } });
    plain.answer(0, 'priority', 'cast:' + P.twin);
    expect(plain.prompt.label.en).toBe('Pay 2 mana: choose how');
    const sc = new Scenario({ p0: { hand: [P.twin, C.rage], field: [P.guide], mana }, p1: { field: [C.hawk] } });
    expect(sc.prompt.options.find((o) => o.group === 'cast' && o.objectId && sc.obj(o.objectId).card === P.twin)!.label.en).toBe('Cast Twin Sparks (MP 1)');
    sc.answer(0, 'priority', 'cast:' + P.twin);
    expect(sc.prompt).toMatchObject({ kind: 'mana-payment', seat: 0 });
    expect(sc.prompt.label.en).toBe('Pay 1 mana: choose how');
    // Ways to pay 1: the Drake Stream (gives 2), the Recruit Stream, or one face-down Mana; never two sources.
    const ways = sc.prompt.options.filter((o) => o.group === 'pay').map((o) => o.label.en);
    expect(new Set(ways)).toEqual(new Set(['Stream Crimson Drake', 'Stream Flame Recruit', '1 face-down Mana']));
    sc.answer(0, 'mana-payment', String(sc.prompt.options.find((o) => o.label.en === 'Stream Flame Recruit')!.id));
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty).map((id) => sc.obj(id).card)).toEqual([C.recruit]);
  });

  it('605.2.3.2 the card type\'s own rule: in the own AT turn a Unit, Item or Terrain needs an empty Break, an Action needs its [AT Turn] mark', () => {
    const sc = new Scenario({
      p0: { hand: [C.recruit, C.blade, C.volcano, C.rage, C.spring, C.fireball], field: [C.crab], mana: [C.drake, C.swordsman, C.recruit] },
      p1: { hand: [C.mist, C.wave], field: [C.hawk], mana: [C.crab, C.crab, C.crab] },
    });
    // Empty Break: Units, Items, Terrains and [AT Turn] Actions; not Spring of Life ([DF Turn] only).
    expect(new Set(castCards(sc))).toEqual(new Set([C.recruit, C.blade, C.volcano, C.rage, C.fireball]));
    sc.answer(0, 'priority', 'cast:' + C.rage);
    sc.answer(0, 'targets', '@' + C.crab);
    sc.payIfAsked(0);
    sc.answer(1, 'priority', 'cast:' + C.mist);
    sc.answer(1, 'targets', '@' + C.crab);
    // The Break holds two cards: seat 0 may answer only with an Action (302.1 / 303.1 / 304.1 need an empty Break).
    expect(sc.prompt.seat).toBe(0);
    expect(castCards(sc)).toEqual([C.fireball]); // Rage Burst is on the Break; the rest need an empty Break
    expect(sc.state.brk).toHaveLength(2);
  });

  it('605.2.3.3 the cast card\'s element must be among the player\'s Stream elements, however much mana there is', () => {
    const sc = new Scenario({ p0: { hand: [C.hawk, C.recruit, C.crab], mana: [C.drake, C.giant] } });
    expect(castCards(sc)).toEqual([C.recruit]); // fire Stream: yes; wind Hawk and water Crab: no
  });
});

describe('602 targets', () => {
  it('602.1 602.2 a card with two targets needs both: not castable with one unit on the field; exactly two must be chosen', () => {
    const one = new Scenario({ p0: { hand: [P.twin, C.wanderer], mana: [C.recruit, C.swordsman] }, p1: { field: [C.crab] } });
    expect(castCards(one)).not.toContain(P.twin);
    const sc = new Scenario({ p0: { hand: [P.twin, C.wanderer], field: [C.giant], mana: [C.drake] }, p1: { field: [C.crab, C.hawk] } });
    sc.answer(0, 'priority', 'cast:' + P.twin);
    expect(sc.prompt).toMatchObject({ kind: 'targets', min: 2, max: 2, rule: '602.1' });
    const code = sc.refuse(0, [sc.id(1, 'field', C.crab)]);
    expect(code).toBe('prompt/count');
    const r = apply(sc.state, { type: 'answer', seat: 0, promptId: sc.prompt.promptId, choice: [sc.id(1, 'field', C.crab), sc.id(1, 'field', C.crab)] });
    expect(r.ok).toBe(false);
    sc.answer(0, 'targets', '@' + C.crab, '@' + C.hawk);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1); // DF 1
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBe(1);
    expect(sc.obj(sc.id(0, 'field', C.giant)).dmg).toBeUndefined();
  });

  it('602.2 602.3 with two targets, one of them gone on resolution voids the whole card (Sanam reads 602.3 strictly)', () => {
    const sc = new Scenario({ p0: { hand: [P.twin, C.wanderer], mana: [C.drake] }, p1: { hand: [C.wave], field: [C.crab, C.hawk], mana: [C.crab, C.crab] } });
    sc.answer(0, 'priority', 'cast:' + P.twin); // exactly two units: both chosen
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', '@' + C.hawk);
    expect(sc.ids(1, 'hand', C.hawk)).toHaveLength(1);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBeUndefined();
    expect(sc.ids(0, 'grave', P.twin)).toHaveLength(1);
    expect(sc.logRules()).toContain('602.3');
  });
});

describe('605.2.5 leaving the Break', () => {
  it('605.2.5 605.2.5.1 605.2.5.2 605.2.5.3 605.2.5.3.2 a Unit pays its additional cost on leaving the Break, then enters its controller\'s field and its Arrive ability triggers', () => {
    const sc = new Scenario({ p0: { hand: [P.pact, C.wanderer], mana: [C.recruit] }, p1: { hand: [C.spring], mana: [C.crab] } });
    sc.answer(0, 'priority', 'cast:' + P.pact);
    // On the Break: the additional cost is not paid yet (603.2.2).
    expect(sc.state.zones['0:hand'].map((id) => sc.obj(id).card)).toEqual([C.wanderer]);
    expect(sc.prompt.seat).toBe(1);
    sc.pass(1);
    // Seat 0 has nothing it may cast with a non-empty Break: it auto-passes and the Unit resolves.
    expect(sc.ids(0, 'grave', C.wanderer)).toHaveLength(1); // discarded as the cost
    const pact = sc.id(0, 'field', P.pact);
    expect(sc.obj(pact)).toMatchObject({ ctrl: 0, mode: 'AT' });
    // Its Arrive trigger is on the Break (seat 1 may answer it); once it resolves seat 0 draws 1.
    expect(sc.state.brk.map((e) => e.kind)).toEqual(['trigger']);
    sc.pass(1);
    expect(sc.state.zones['0:hand']).toHaveLength(1);
    expect(sc.logRules()).toEqual(expect.arrayContaining(['603.2.2', '304.2']));
  });

  it('605.2.5.4 a card that fails (additional cost not paid) goes to the grave and none of its abilities happen', () => {
    const sc = new Scenario({ p0: { hand: [P.pact], mana: [C.recruit], main: 5 } });
    sc.answer(0, 'priority', 'cast:' + P.pact); // the hand is now empty: nothing to discard on resolution
    expect(sc.ids(0, 'grave', P.pact)).toHaveLength(1);
    expect(sc.ids(0, 'field', P.pact)).toHaveLength(0);
    expect(sc.state.zones['0:hand']).toHaveLength(0); // no Arrive draw
    expect(sc.state.zones['0:main']).toHaveLength(5);
    expect(sc.logRules()).toContain('605.2.5.1.1');
  });
});

describe('603 costs, 604 Streams and Mana', () => {
  it('603.1 603.2.1 604.1 the normal cost is paid with Streams and Mana: without them nothing with a cost is castable or usable', () => {
    const sc = new Scenario({ p0: { hand: [C.recruit, C.fireball], field: [C.archer, C.knight] }, p1: { field: [C.crab] } });
    const groups = new Set(sc.prompt.options.map((o) => o.group));
    expect(groups.has('cast')).toBe(false);
    expect(groups.has('activate')).toBe(false);
    expect(groups.has('attack')).toBe(true);
  });

  it('604.3.2 a Mana card works as "[Mana Zone][Skill-Mana][AT/DF] MP 0: add 1 mana", in the DF turn too', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball], field: [C.recruit], mana: [C.recruit] }, p1: { hand: [C.spring], mana: [{ card: C.crab, empty: true }, { card: C.giant, faceUp: false }] } });
    sc.pass(0);
    // Seat 1 (DF): its water Stream is Empty, its Mana (counted as water, 604.2.2) pays the MP 1.
    sc.answer(1, 'priority', 'cast:' + C.spring);
    sc.pass(0); // seat 1 has nothing more: Spring of Life resolves
    const mana = sc.obj(sc.id(1, 'mana', C.giant));
    expect(mana).toMatchObject({ faceDown: true, empty: true }); // 604.4
    expect(sc.state.players[1].pool).toEqual({}); // it gave exactly 1
    expect(sc.ids(1, 'grave', C.spring)).toHaveLength(1);
  });
});
