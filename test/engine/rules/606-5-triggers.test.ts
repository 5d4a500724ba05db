/**
 * 606.5 trigger keywords (keywords/*.ts on the bus, keyword-triggers.ts for the Break): Transform, Immortal,
 * Timekeeper, Famous, Encore, Trainee, After Life, Arrive, Live, Tarot. Positions come from the public
 * scenario builder; every decision is scripted (helpers/scenario.ts). Readings of unclear texts are stated in
 * the test that depends on them.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt, viewFor, type MatchState } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';
import { subtypesOf } from '../../../src/engine/games/fadalgia/subtypes.js';
import { addTimed } from '../../../src/engine/games/fadalgia/timed.js';
import { usableThisTurn, useThisTurn, nameKey } from '../../../src/engine/games/fadalgia/limits.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';

const g = (s: MatchState) => ({ s, ev: [] });
const S = {
  hatchling: 'SNM-S02-W06', tideDrake: 'SNM-S02-W07', phoenix: 'SNM-S02-F07', squire: 'SNM-S02-F06', mira: 'SNM-S02-I01', luna: 'SNM-S02-I02',
  singer: 'SNM-S02-I03', dancer: 'SNM-S02-I04', sora: 'SNM-S02-I05', vocalist: 'SNM-S02-I06', rally: 'SNM-S02-I07', remnant: 'SNM-S02-X01',
  lastBreath: 'SNM-S02-X02', star: 'SNM-S02-X05', moon: 'SNM-S02-X07', reader: 'SNM-S02-X08', keeper: 'SNM-S02-X09', hourglass: 'SNM-S02-X10',
  seeker: 'SNM-S02-X13', tortoise: 'SNM-S02-W01', rift: 'SNM-S01-401', conscript: 'SNM-S02-X11',
} as const;

/** Test-only cards: damage to a player, a "Live" subtype without the keyword, a Summon with Arrive. */
const T = { bolt: 'SNM-T65-001', selfBolt: 'SNM-T65-002', concert: 'SNM-T65-003', sprite: 'SNM-T65-004', call: 'SNM-T65-005', wisp: 'SNM-T65-006' } as const;
const TEST_CARDS = [
  { id: T.bolt, name: { th: 'สายฟ้าทดสอบ', en: 'Test Bolt' }, type: 'action', subtypes: ['Spell'], element: 'none', cost: 1, mana: 1, timing: ['AT', 'DF'], text: { th: 'ทำ Damage 1 แก่ผู้เล่นฝ่ายตรงข้าม', en: 'Deal 1 damage to your opponent.' }, effects: [{ verb: 'damage', to: 'opp', n: 1 }] },
  { id: T.selfBolt, name: { th: 'สายฟ้าย้อน', en: 'Backlash' }, type: 'action', subtypes: ['Spell'], element: 'none', cost: 1, mana: 1, timing: ['AT', 'DF'], text: { th: 'ทำ Damage 1 แก่ตัวเราเอง', en: 'Deal 1 damage to yourself.' }, effects: [{ verb: 'damage', to: 'ctrl', n: 1 }] },
  { id: T.concert, name: { th: 'คอนเสิร์ตทดสอบ', en: 'Test Concert' }, type: 'action', subtypes: ['Live'], element: 'none', cost: 1, mana: 1, timing: ['AT'], text: { th: 'จั่ว 1 ใบ', en: 'Draw a card.' }, effects: [{ verb: 'draw', who: 'ctrl', n: 1 }] },
  { id: T.sprite, name: { th: 'ภูตทดสอบ', en: 'Test Sprite' }, type: 'unit', subtypes: ['Spirit'], element: 'none', cost: 0, mana: 0, at: 1, df: 1, token: 'summon', text: { th: 'Arrive: Heal 1', en: 'Arrive: Heal 1' }, triggers: [{ on: 'arrive', kw: 'ARRIVE', effects: [{ verb: 'heal', who: 'ctrl', n: 1 }], text: { th: 'Arrive: Heal 1', en: 'Arrive: Heal 1' } }] },
  { id: T.wisp, name: { th: 'วิญญาณแค้นทดสอบ', en: 'Test Wisp' }, type: 'unit', subtypes: ['Spirit'], element: 'none', cost: 1, mana: 1, at: 1, df: 1, text: { th: 'After Life: ทำ Damage 1 แก่ Unit เป้าหมายของฝ่ายตรงข้าม', en: 'After Life: deal 1 damage to target opposing unit.' }, keywords: [{ k: 'AFTER LIFE', target: { kind: 'unit', side: 'opp' }, effects: [{ verb: 'damage', to: 'target', n: 1 }], text: { th: 'After Life: Damage 1', en: 'After Life: 1 damage' } }] },
  { id: T.call, name: { th: 'เรียกภูต', en: 'Call Sprite' }, type: 'action', subtypes: ['Spell'], element: 'none', cost: 1, mana: 1, timing: ['AT'], text: { th: 'สร้างภูตทดสอบ', en: 'Create a Test Sprite.' }, effects: [{ verb: 'summon', token: T.sprite, n: 1 }] },
];
/** A face-down Mana card: colourless cards need one (605.2.3.3 reads it as no element). */
const M = { card: C.recruit, faceUp: false } as const;
const withCards = (spec: ScenarioSpec) => toDescriptionWith(spec, (d) => { d.cards = TEST_CARDS; });

/** Passes until the Break is empty (both players let everything resolve). */
function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

const lifeOf = (sc: Scenario, seat: 0 | 1) => zoneOf(sc.state, seat, 'life').length;
const handOf = (sc: Scenario, seat: 0 | 1) => zoneOf(sc.state, seat, 'hand').length;

describe('606.5 trigger keywords', () => {
  it('606.5.9 Transform: cast successfully, the named unit of the caster leaves for the Outer Zone and the Drake enters; the two count as one card and leave the field together', () => {
    const sc = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], field: [S.hatchling], mana: [S.hatchling, S.hatchling, S.hatchling] } });
    sc.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(sc);
    const drake = sc.id(0, 'field', S.tideDrake);
    expect(sc.ids(0, 'field', S.hatchling)).toHaveLength(0);
    const removed = sc.id(0, 'outer', S.hatchling);
    expect(sc.obj(drake).merged).toEqual([removed]);
    expect(sc.logRules()).toContain('606.5.9');
    // Reading: "removed from the game" is the Outer Zone (408.1); the removed card waits there as part of the Drake
    // and changes zones with it when the Drake leaves the field (here: bounced to the hand by Crashing Wave).
    const sc2 = new Scenario({ p0: { hand: [S.tideDrake, C.wave, C.wanderer], field: [S.hatchling], mana: [S.hatchling, S.hatchling, S.hatchling, C.crab, C.crab] } });
    sc2.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(sc2);
    sc2.answer(0, 'priority', 'cast:' + C.wave).payIfAsked(0);
    settle(sc2);
    expect(sc2.ids(0, 'hand', S.tideDrake)).toHaveLength(1);
    expect(sc2.ids(0, 'hand', S.hatchling)).toHaveLength(1);
    expect(sc2.ids(0, 'outer', S.hatchling)).toHaveLength(0);
  });

  it('606.5.9 Transform failing: with no named unit on the caster\'s field the unit goes to the grave instead and does not count as entering the field (no enter event, no Arrive-type trigger)', () => {
    // The opponent's Hatchling does not count ("one of yours"); the Drake is still cast successfully.
    const sc = new Scenario({ p0: { hand: [S.tideDrake, C.wanderer], mana: [S.hatchling, S.hatchling, S.hatchling] }, p1: { field: [S.hatchling] } });
    sc.answer(0, 'priority', 'cast:' + S.tideDrake).payIfAsked(0);
    settle(sc);
    expect(sc.ids(0, 'field', S.tideDrake)).toHaveLength(0);
    expect(sc.ids(0, 'grave', S.tideDrake)).toHaveLength(1);
    expect(sc.ids(1, 'field', S.hatchling)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.rule === '606.5.9' && l.text.en.includes('goes to the grave instead of entering the field'))).toBe(true);
    expect(sc.events.some((e) => e.kind === 'arrive')).toBe(false);
  });

  it('606.5.11 Immortal: destroyed on the field, it triggers from the grave and may return to the hand; declined, it stays in the grave', () => {
    for (const answer of ['yes', 'no'] as const) {
      const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [S.phoenix], mana: [C.recruit] } });
      sc.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
      settle(sc);
      // 606.4.2.1: "may": the controller is asked; the prompt names the keyword.
      expect(sc.prompt).toMatchObject({ seat: 0, kind: 'optional' });
      expect(sc.prompt.label.en).toContain('Immortal');
      sc.answer(0, 'optional', answer);
      settle(sc);
      expect(sc.ids(0, 'hand', S.phoenix)).toHaveLength(answer === 'yes' ? 1 : 0);
      expect(sc.ids(0, 'grave', S.phoenix)).toHaveLength(answer === 'yes' ? 0 : 1);
      // The return is a public move event naming 606.5.11 (the log line the players see).
      const back = sc.events.filter((e) => e.kind === 'move' && e.rule === '606.5.11' && e.text?.en.endsWith('returns to the hand (Immortal)'));
      expect(back).toHaveLength(answer === 'yes' ? 1 : 0);
    }
  });

  it('606.5.11 Immortal coming back: returned to the hand it can be cast again and comes back to the field; only field → grave triggers it (a bounce does not)', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [S.phoenix], mana: [C.recruit, C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
    settle(sc);
    sc.answer(0, 'optional', 'yes');
    settle(sc);
    sc.answer(0, 'priority', 'cast:' + S.phoenix).payIfAsked(0);
    settle(sc);
    expect(sc.ids(0, 'field', S.phoenix)).toHaveLength(1);
    // Returned to the hand from the field: not "to the grave", no trigger.
    const sc2 = new Scenario({ p0: { hand: [C.wave, C.wanderer], field: [S.phoenix], mana: [C.crab, C.crab] } });
    sc2.answer(0, 'priority', 'cast:' + C.wave).payIfAsked(0);
    settle(sc2);
    expect(sc2.ids(0, 'hand', S.phoenix)).toHaveLength(1);
    expect(sc2.state.triggers).toHaveLength(0);
    expect(sc2.logRules()).not.toContain('606.5.11');
  });

  it('606.5.11 Immortal gained through an effect (a timed grant in the keywords layer) works as a printed one', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [C.recruit], mana: [C.recruit] } });
    addTimed(g(sc.state), sc.id(0, 'field', C.recruit), { k: 'grant', keyword: 'IMMORTAL' }, 'turn');
    sc.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
    settle(sc);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'optional' });
    sc.answer(0, 'optional', 'yes');
    settle(sc);
    expect(sc.ids(0, 'hand', C.recruit)).toHaveLength(1);
  });

  it('606.5.12 Timekeeper: searching a pile that holds Timekeeper cards offers them in the search pick; the name Timekeeper happens once per turn, whichever card\'s ability', () => {
    const sc = new Scenario({ p0: { hand: [S.seeker, C.wanderer], mana: [M, C.recruit], main: [C.wanderer, S.keeper, S.hourglass, C.wanderer, C.fireball] } });
    sc.answer(0, 'priority', 'cast:' + S.seeker).payIfAsked(0);
    settle(sc);
    sc.answer(0, 'optional', 'yes'); // Arrive: may search
    // Two different Timekeeper cards were in the pile: the owner picks the one that happens, in the search pick
    // (private options; the hidden-pile reading is tested in 606-5-12-timekeeper-hidden.test.ts).
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'choose-cards' });
    const uses = sc.prompt.options.filter((o) => o.id.startsWith('none.use'));
    expect(uses.map((o) => o.label.en.includes('Keeper of Hours') || o.label.en.includes('Ancient Hourglass'))).toEqual([true, true]);
    const hand = handOf(sc, 0);
    sc.answer(0, 'choose-cards', uses.find((o) => o.label.en.includes('Ancient Hourglass'))!.id);
    if (sc.prompt.kind === 'reshuffle') sc.answer(1, 'reshuffle', 'accept');
    settle(sc);
    expect(handOf(sc, 0)).toBe(hand + 1); // the Hourglass's "draw a card"
    expect(sc.state.brk).toHaveLength(0);
    expect(usableThisTurn(g(sc.state), nameKey(0, 'TIMEKEEPER'))).toBe(false);
  });

  it('606.5.13 Famous: entering the field gives its owner one Fame counter, shown on the public board', () => {
    const sc = new Scenario({ p0: { hand: [S.mira, C.wanderer], mana: [C.recruit, C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + S.mira).payIfAsked(0);
    // Famous and the Arrive trigger are both the caster's: they choose the order (601.2.1.1).
    expect(sc.prompt.kind).toBe('order-triggers');
    sc.answer(0, 'order-triggers', 'tr0');
    settle(sc);
    expect(sc.state.players[0].counters.Fame).toBe(1);
    expect(sc.logRules()).toContain('606.5.13');
    expect(viewFor(sc.state, 'spectator').players[0].counters.Fame).toBe(1);
  });

  it('606.5.15 Encore: removed from the field it works from the Outer Zone (reading: "Remove Zone" is 408.4\'s Outer Zone); the name Encore happens once per turn per player', () => {
    const sc = new Scenario({ p0: { hand: [S.rift, S.rift, C.wanderer], field: [S.sora, S.vocalist], mana: [M, C.recruit, C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + S.rift).answer(0, 'targets', '@' + S.sora).payIfAsked(0);
    settle(sc);
    expect(sc.ids(0, 'outer', S.sora)).toHaveLength(1);
    expect(lifeOf(sc, 0)).toBe(10 + 2); // Encore: Heal 2, from the Outer Zone
    expect(sc.logRules()).toContain('606.5.15');
    const hand = handOf(sc, 0);
    sc.answer(0, 'priority', 'cast:' + S.rift).payIfAsked(0); // the Vocalist is the only unit left
    settle(sc);
    expect(sc.ids(0, 'outer', S.vocalist)).toHaveLength(1);
    expect(handOf(sc, 0)).toBe(hand - 1); // the Rift left the hand; the Vocalist's Encore (draw) did not happen
    expect(sc.state.brk).toHaveLength(0);
    // The per-turn record belongs to its turn: the next turn starts fresh.
    const next = structuredClone(sc.state);
    next.turn++;
    expect(usableThisTurn(g(sc.state), nameKey(0, 'ENCORE'))).toBe(false);
    expect(usableThisTurn(g(next), nameKey(0, 'ENCORE'))).toBe(true);
    expect(usableThisTurn(g(sc.state), nameKey(1, 'ENCORE'))).toBe(true);
  });

  it('606.5.15 Encore coming back to the field: an Encore card that goes to the grave (not removed to the Outer Zone) does not trigger; cast again from the hand it works again the next turn', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [S.sora], mana: [C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
    settle(sc);
    expect(sc.ids(0, 'grave', S.sora)).toHaveLength(1);
    expect(lifeOf(sc, 0)).toBe(10);
    expect(sc.logRules()).not.toContain('606.5.15');
    const st = structuredClone(sc.state);
    const gg = g(st);
    useThisTurn(gg, nameKey(0, 'ENCORE'));
    st.turn++;
    expect(usableThisTurn(gg, nameKey(0, 'ENCORE'))).toBe(true);
  });

  it('606.5.23 Trainee: casting a Unit-Idol or Action-Song costing more than the trainee gives it that card\'s subtype (kernel add-subtype, read by subtypesOf); a cheaper or other card does not', () => {
    const sc = new Scenario({ p0: { hand: [S.sora, S.rally, C.swordsman, C.wanderer], field: [S.singer, S.dancer], mana: [C.hawk, C.recruit, C.recruit, C.recruit, C.recruit, C.recruit] } });
    const singer = sc.id(0, 'field', S.singer);
    expect(subtypesOf(g(sc.state), sc.obj(singer))).toEqual(['Human']);
    sc.answer(0, 'priority', 'cast:' + S.sora).payIfAsked(0); // Idol, cost 2 > 1: both trainees trigger
    expect(sc.prompt.kind).toBe('order-triggers');
    sc.answer(0, 'order-triggers', 'tr0');
    // 605.2.4: "casts" — the triggers resolve on top of Sora, before it enters.
    expect(sc.state.brk.map((e) => e.kind)).toEqual(['card', 'trigger', 'trigger']);
    expect(sc.state.brk[2]!.label.en).toContain('Trainee');
    settle(sc);
    expect(subtypesOf(g(sc.state), sc.obj(singer))).toEqual(['Human', 'Idol']);
    expect(subtypesOf(g(sc.state), sc.obj(sc.id(0, 'field', S.dancer)))).toEqual(['Human', 'Idol']);
    expect(sc.logRules()).toContain('606.5.23');
    sc.answer(0, 'priority', 'cast:' + S.rally).answer(0, 'targets', '@' + S.sora).payIfAsked(0); // Song, cost 2
    sc.answer(0, 'order-triggers', 'tr0');
    settle(sc);
    expect(subtypesOf(g(sc.state), sc.obj(singer))).toEqual(['Human', 'Idol', 'Song']);
    // A Unit that is not an Idol (Swordsman, Warrior) teaches nothing.
    const trig = sc.state.log.length;
    sc.answer(0, 'priority', 'cast:' + C.swordsman).payIfAsked(0);
    settle(sc);
    expect(sc.state.log.slice(trig).some((l) => l.rule === '606.5.23')).toBe(false);
    expect(subtypesOf(g(sc.state), sc.obj(singer))).toEqual(['Human', 'Idol', 'Song']);
  });

  it('606.5.26 After Life: a life card sent to the grave by the opponent\'s damage triggers from the grave (its owner controls it)', () => {
    const sc = new Scenario(withCards({ p0: { hand: [T.bolt, C.wanderer], mana: [M] }, p1: { life: [C.wanderer, C.wanderer, S.remnant] } }));
    sc.answer(0, 'priority', 'cast:' + T.bolt).payIfAsked(0);
    settle(sc);
    expect(sc.ids(1, 'grave', S.remnant)).toHaveLength(1);
    expect(sc.logRules()).toContain('606.5.26');
    expect(lifeOf(sc, 0)).toBe(10 - 1); // After Life: 1 damage to its owner's opponent
    // Combat damage is the opponent's damage too.
    const sc2 = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { life: [C.wanderer, S.remnant, S.remnant] } });
    sc2.answer(0, 'priority', 'attack:' + C.recruit);
    // Two After Life triggers of the same player: they order them (601.2.1.1).
    sc2.answer(1, 'order-triggers', 'tr0');
    settle(sc2);
    expect(sc2.ids(1, 'grave', S.remnant)).toHaveLength(2);
    expect(lifeOf(sc2, 0)).toBe(10 - 2);
  });

  it('606.5.26 After Life is the card\'s own: a life card without it, sent to the grave by the opponent\'s damage, triggers nothing', () => {
    const sc = new Scenario(withCards({ p0: { hand: [T.bolt, C.wanderer], mana: [M] }, p1: { life: [S.remnant, C.wanderer] } }));
    sc.answer(0, 'priority', 'cast:' + T.bolt).payIfAsked(0);
    settle(sc);
    expect(sc.ids(1, 'grave', C.wanderer)).toHaveLength(1);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.logRules()).not.toContain('606.5.26');
    expect(lifeOf(sc, 0)).toBe(10);
  });

  it('606.5.26 After Life carrying a target: chosen by its controller as it goes on the Break (606.4.2.2), like a card trigger; the log names the keyword', () => {
    const sc = new Scenario(withCards({ p0: { hand: [T.bolt, C.wanderer], field: [C.recruit, C.crab], mana: [M] }, p1: { life: [C.wanderer, T.wisp] } }));
    sc.answer(0, 'priority', 'cast:' + T.bolt).payIfAsked(0);
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'targets', rule: '606.4.2.2' });
    expect(new Set(sc.options())).toEqual(new Set([sc.id(0, 'field', C.recruit), sc.id(0, 'field', C.crab)]));
    sc.answer(1, 'targets', '@' + C.crab);
    // Nobody can respond: it went on the Break and resolved at once; the log names the keyword and its section.
    expect(sc.state.log.some((l) => l.rule === '606.5.26' && l.text.en.startsWith('Test Wisp: After Life triggers'))).toBe(true);
    settle(sc);
    expect(sc.obj(sc.id(0, 'field', C.crab)).dmg).toBe(1);
  });

  it('606.5.26.1 After Life does not work for life lost to its owner\'s own card, nor for a card reaching the grave from another zone', () => {
    const sc = new Scenario(withCards({ p0: { hand: [T.selfBolt, C.wanderer], mana: [M], life: [C.wanderer, S.remnant] }, p1: {} }));
    sc.answer(0, 'priority', 'cast:' + T.selfBolt).payIfAsked(0);
    settle(sc);
    expect(sc.ids(0, 'grave', S.remnant)).toHaveLength(1);
    expect(lifeOf(sc, 1)).toBe(10);
    expect(sc.logRules()).not.toContain('606.5.26');
    // From the field (destroyed) to the grave: no After Life either.
    const sc2 = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [S.remnant] } });
    sc2.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
    settle(sc2);
    expect(sc2.ids(1, 'grave', S.remnant)).toHaveLength(1);
    expect(lifeOf(sc2, 0)).toBe(10);
    expect(sc2.logRules()).not.toContain('606.5.26');
  });

  it('606.5.26.1 501.6 After Life does not work for life paid as a cost: turning a Mana into a Stream sends the top life cards to the grave without a trigger', () => {
    const sc = new Scenario({ step: 'refresh', p0: { mana: [{ card: C.drake, faceUp: false }], life: [C.wanderer, C.wanderer, S.remnant, S.remnant] } });
    if (sc.options().includes('skip')) sc.answer(0, 'refresh-options', 'skip');
    sc.answer(0, 'refresh-options', '@' + C.drake); // Crimson Drake: mana 2, two life cards paid
    expect(sc.ids(0, 'grave', S.remnant)).toHaveLength(2);
    expect(lifeOf(sc, 0)).toBe(2);
    expect(lifeOf(sc, 1)).toBe(10);
    expect(sc.logRules()).toContain('501.6');
    // Nothing waits to go on the Break: the Main phase opens with the AT player's priority and an empty Break.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.logRules()).not.toContain('606.5.26');
  });

  it('606.5.30 Arrive: on the Break as soon as the unit is cast successfully, and when an ability puts a unit onto the field; the log names the keyword', () => {
    const sc = new Scenario({ p0: { hand: [S.squire, C.wanderer], mana: [C.recruit, C.recruit] }, p1: { hand: [C.wanderer], field: [C.crab] } });
    sc.answer(0, 'priority', 'cast:' + S.squire).payIfAsked(0);
    while (!sc.ids(0, 'field', S.squire).length) sc.pass(sc.prompt.seat);
    expect(sc.ids(0, 'field', S.squire)).toHaveLength(1);
    // The only opposing unit is its target: it went onto the Break right as the Squire entered (the next log
    // line), then resolved once both passed.
    const entered = sc.state.log.findIndex((l) => l.rule === '304.2' && l.text.en.includes('Brave Squire'));
    const trig = sc.state.log.findIndex((l) => l.rule === '606.5.30' && l.text.en.includes('Arrive'));
    expect(entered).toBeGreaterThanOrEqual(0);
    expect(trig).toBe(entered + 1);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBe(1);
    const sc2 = new Scenario(withCards({ p0: { hand: [T.call, C.wanderer], mana: [M] } }));
    sc2.answer(0, 'priority', 'cast:' + T.call).payIfAsked(0);
    settle(sc2);
    expect(sc2.ids(0, 'field', T.sprite)).toHaveLength(1);
    expect(lifeOf(sc2, 0)).toBe(10 + 1);
    expect(sc2.logRules()).toContain('606.5.30');
  });

  it('606.5.32 Live : [Name]: cast successfully while its caster controls the named unit, the extra effect happens; without it, only the printed effect', () => {
    const sc = new Scenario({ p0: { hand: [S.rally, C.wanderer], field: [S.mira], mana: [C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + S.rally).payIfAsked(0);
    settle(sc);
    expect(lifeOf(sc, 0)).toBe(10 + 1);
    expect(sc.state.log.some((l) => l.rule === '606.5.32' && l.text.en.includes('Live'))).toBe(true);
    const sc2 = new Scenario({ p0: { hand: [S.rally, C.wanderer], field: [S.sora], mana: [C.recruit, C.recruit] }, p1: { field: [S.mira] } });
    sc2.answer(0, 'priority', 'cast:' + S.rally).answer(0, 'targets', '@' + S.sora).payIfAsked(0);
    settle(sc2);
    expect(lifeOf(sc2, 0)).toBe(10); // the opponent's Mira does not count
    expect(sc2.logRules()).not.toContain('606.5.32');
  });

  it('606.5.32.1 the Live keyword is not the concert subtype "Live": a card with only the subtype has no Live trigger', () => {
    const sc = new Scenario(withCards({ p0: { hand: [T.concert, C.wanderer], field: [S.mira], mana: [M] } }));
    const hand = handOf(sc, 0);
    sc.answer(0, 'priority', 'cast:' + T.concert).payIfAsked(0);
    settle(sc);
    expect(handOf(sc, 0)).toBe(hand - 1 + 1); // its own draw only
    expect(sc.logRules()).not.toContain('606.5.32');
    expect(sc.state.triggers).toHaveLength(0);
  });

  it('606.5.34 606.5.34.1 Tarot : [Name] (ข): cast successfully, its caster gains the Tarot name for the game; a name already held does not count again', () => {
    const sc = new Scenario({ p0: { hand: [S.star, S.star, S.moon, C.wanderer], mana: [M, C.recruit, C.recruit, C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + S.star).payIfAsked(0);
    settle(sc);
    expect(sc.state.players[0].tarot).toEqual(['ดวงดาว']);
    sc.answer(0, 'priority', 'cast:' + S.star).payIfAsked(0);
    settle(sc);
    expect(sc.state.players[0].tarot).toEqual(['ดวงดาว']);
    sc.answer(0, 'priority', 'cast:' + S.moon).payIfAsked(0);
    settle(sc);
    expect(sc.state.players[0].tarot).toEqual(['ดวงดาว', 'ดวงจันทร์']);
    expect(sc.logRules()).toContain('606.5.34.1');
    expect(viewFor(sc.state, 'spectator').players[0].tarotNames).toEqual(['ดวงดาว', 'ดวงจันทร์']);
  });

  it('606.5.34.2 606.5.34.3 Tarot X: X is the number of Tarot names, counted as the ability resolves; Tarot X alone gives no name', () => {
    const sc = new Scenario({ p0: { hand: [S.reader, C.wanderer], mana: [M, C.recruit] } });
    sc.state.players[0].tarot = ['ดวงดาว', 'หอคอย', 'ดวงจันทร์'];
    sc.answer(0, 'priority', 'cast:' + S.reader).payIfAsked(0);
    settle(sc);
    expect(lifeOf(sc, 0)).toBe(10 + 3);
    expect(sc.state.players[0].tarot).toEqual(['ดวงดาว', 'หอคอย', 'ดวงจันทร์']);
    expect(sc.state.log.some((l) => l.rule === '606.5.34' && l.text.en.includes('Tarot'))).toBe(true);
  });
});
