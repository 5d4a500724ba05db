import { describe, expect, it } from 'vitest';
import { viewFor } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';

const X = { drum: 'SNM-S01-040', asura: 'SNM-S01-041', tideAvatar: 'SNM-S01-046' } as const;
const faceDown = (card: string) => ({ card, faceUp: false });

describe('610 Summon and Phantom units', () => {
  it('610.2 a Summon unit cannot attack a player; 610.5 610.5.1 a Phantom can', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.frost, token: 'summon' }, { card: C.phantom, token: 'phantom' }] } });
    expect(sc.options()).not.toContain(`attack:${sc.id(0, 'field', C.frost)}`); // no DF-mode enemy unit and no player target
    expect(sc.options()).toContain(`attack:${sc.id(0, 'field', C.phantom)}`);
  });

  it('610.3 610.4 a Summon unit that attacked is sacrificed after the fight and ceases to exist', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.frost, token: 'summon' }] }, p1: { field: [{ card: C.hawk, mode: 'DF' }] } });
    const before = Object.keys(sc.state.objs).length;
    sc.answer(0, 'priority', 'attack:' + C.frost);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.ids(0, 'field', C.frost)).toHaveLength(0);
    expect(sc.ids(0, 'grave', C.frost)).toHaveLength(0); // 610.4: never was in the game
    expect(Object.keys(sc.state.objs).length).toBe(before - 1);
    expect(sc.logRules()).toContain('610.3');
  });

  it('610.1 a Summon unit created by an ability ([Skill] 606.3.5 turns its maker DF)', () => {
    const sc = new Scenario({ at: 1, p1: { hand: [C.wanderer], field: [C.summoner], mana: [C.crab] }, p0: { hand: [] } });
    sc.answer(1, 'priority', 'act:' + C.summoner); // seat 0 cannot respond: auto-pass, it resolves
    const frost = sc.ids(1, 'field', C.frost);
    expect(frost).toHaveLength(1);
    expect(sc.obj(frost[0]!).token).toBe('summon');
    expect(sc.obj(sc.id(1, 'field', C.summoner)).mode).toBe('DF'); // 606.3.5 [Skill]
  });


  it('610.3 a Summon unit that activates an ability is sacrificed once the ability is done', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.summoner, token: 'summon' }], mana: [C.crab] } });
    sc.answer(0, 'priority', 'act:' + C.summoner); // seat 1 cannot respond: the ability resolves
    expect(sc.ids(0, 'field', C.frost)).toHaveLength(1); // the ability did its work
    expect(sc.ids(0, 'field', C.summoner)).toHaveLength(0);
    expect(sc.ids(0, 'grave', C.summoner)).toHaveLength(0); // 610.4
    const rules = sc.logRules();
    expect(rules).toContain('610.3');
    expect(rules.lastIndexOf('610.3')).toBeGreaterThan(rules.indexOf('606.3.2.5'));
  });

  it('610.3 a Summon unit that activates an ability during a combat is sacrificed when the combat ends, not before', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.recruit, { card: C.summoner, token: 'summon' }], mana: [C.crab] },
      p1: { hand: [C.spring], mana: [C.crab], life: 10 },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1); // 609.4.2
    sc.answer(0, 'priority', 'act:' + C.summoner); // not fighting, so 606.3.4 does not stop it
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.ids(0, 'field', C.frost)).toHaveLength(1);
    expect(sc.state.combat).not.toBeNull();
    const summoner = sc.id(0, 'field', C.summoner); // still there while the combat goes on
    expect(sc.obj(summoner).mustSac).toBe(true);
    // Seat 0 has nothing more to do; seat 1 passes in each window until the fight (609.4.2, 609.5.2, 609.6).
    while (sc.state.combat) sc.pass(sc.prompt.seat);
    expect(sc.state.zones['1:life']).toHaveLength(10 - 2);
    expect(sc.ids(0, 'field', C.summoner)).toHaveLength(0);
    const rules = sc.logRules();
    expect(rules.lastIndexOf('610.3')).toBeGreaterThan(rules.indexOf('609.7.3(a)'));
  });

  it('610.2 a Summon unit may attack a DF-mode unit but never the player', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.frost, token: 'summon' }, C.giant] }, p1: { field: [{ card: C.crab, mode: 'DF' }, { card: C.archer, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.frost);
    expect(sc.prompt.kind).toBe('attack-target');
    expect(sc.options().sort()).toEqual(['cancel', sc.id(1, 'field', C.crab), sc.id(1, 'field', C.archer)].sort());
    sc.answer(0, 'attack-target', 'cancel');
    sc.answer(0, 'priority', 'attack:' + C.giant);
    expect(sc.options()).toContain('p1'); // an ordinary unit may
  });

  it('610.3 610.4 a Summon unit that blocks is sacrificed after the fight even though it won, and is gone from the game', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.priestess] }, p1: { field: [{ card: C.frost, token: 'summon' }] } });
    sc.answer(0, 'priority', 'attack:' + C.priestess); // AT 1
    sc.answer(1, 'blockers', '@' + C.frost); // AT 2: wins the clash
    expect(sc.ids(0, 'grave', C.priestess)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.frost)).toHaveLength(0);
    expect(sc.ids(1, 'grave', C.frost)).toHaveLength(0);
    expect(Object.values(sc.state.objs).some((o) => o.card === C.frost)).toBe(false);
    expect(sc.state.log.some((l) => l.rule === '610.3' && l.text.en === 'Frost Spirit is sacrificed')).toBe(true);
  });

  it('610.5 610.5.1 a Phantom unit may attack the player and is not sacrificed afterwards', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.phantom, token: 'phantom' }] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + C.phantom);
    expect(sc.state.zones['1:life']).toHaveLength(9);
    const ph = sc.ids(0, 'field', C.phantom);
    expect(ph).toHaveLength(1);
    expect(sc.obj(ph[0]!).mode).toBe('DF');
    expect(sc.logRules()).not.toContain('610.3');
  });
});

describe('612 counters', () => {
  it('612.3 612.3.1 +1/+1 and -1/-1 counters on one unit cancel; AT and DF change by the difference', () => {
    const sc = new Scenario({ p0: { hand: [C.surge, C.wanderer], field: [{ card: C.giant, ctr: { '-1/-1': 2 } }], mana: [faceDown(C.crab)] } });
    const giant = sc.id(0, 'field', C.giant);
    const unit = () => viewFor(sc.state, 'spectator').players[0].units.find((u) => u.objectId === giant)!;
    expect([unit().currentAt, unit().currentDf]).toEqual([2, 4]);
    sc.answer(0, 'priority', 'cast:' + C.surge);
    expect(sc.obj(giant).ctr).toEqual({ '-1/-1': 1 });
    expect(unit()).toMatchObject({ currentAt: 3, currentDf: 5, counters: { '-1/-1': 1 } });
  });

  it('612.4 612.4.1 612.2 an Asura counter is a unit counter: it sits on the unit and vanishes when the unit leaves the field', () => {
    const sc = new Scenario({
      p0: { hand: [X.asura, C.wanderer], mana: [C.drake, C.drake] },
      p1: { hand: [C.wave], mana: [C.crab, C.crab] },
    });
    sc.answer(0, 'priority', 'cast:' + X.asura).payIfAsked(0);
    // Seat 1 had no target for the Wave until the Asura arrived: it is asked only about the Arrive trigger.
    expect(sc.state.brk.map((e) => e.srcCardId)).toEqual([X.asura]);
    expect(sc.prompt.seat).toBe(1);
    sc.pass(1); // the trigger resolves
    const asura = sc.id(0, 'field', X.asura);
    expect(sc.obj(asura).ctr).toEqual({ Asura: 1 });
    expect(sc.state.players[0].counters).toEqual({}); // not a player counter
    expect(viewFor(sc.state, 1).players[0].units[0]!.counters).toEqual({ Asura: 1 });
    // Seat 1 returns it to the hand in its DF turn response window: the counter does not follow the card.
    sc.pass(0);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    const back = sc.id(0, 'hand', X.asura);
    expect(sc.obj(back).ctr).toBeUndefined();
    expect(Object.values(sc.state.objs).some((o) => o.ctr?.Asura)).toBe(false);
  });

  it('612.5 a player counter paid as an additional cost: offered only with enough counters, and spent when paid', () => {
    const poor = new Scenario({ p0: { hand: [C.wanderer], field: [C.keeper], mana: [faceDown(C.crab)], counters: { 'Soul Energy': 1 } } });
    expect(poor.options().some((o) => o.startsWith('act:'))).toBe(false);
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.keeper], mana: [faceDown(C.crab)], counters: { 'Soul Energy': 3 } } });
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'priority', 'act:' + C.keeper);
    expect(sc.state.players[0].counters).toEqual({ 'Soul Energy': 1 });
    expect(sc.state.zones['0:hand']).toHaveLength(hand + 1);
    expect(sc.state.log.some((l) => l.rule === '612.5' && l.text.en === 'pays 2 Soul Energy counter(s)')).toBe(true);
  });

  it('612.5.2 Spirit is a player counter: the player gets it and can pay it as an additional cost', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit, { card: X.drum, mode: 'DF' }], main: [C.hawk, C.giant] }, p1: { field: [C.giant] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit); // "when a unit attacks": 1 Spirit
    sc.answer(1, 'blockers', '@' + C.giant); // "when a unit blocks": 1 more
    expect(sc.state.players[0].counters).toEqual({ Spirit: 2 });
    expect(Object.values(sc.state.objs).some((o) => o.ctr?.Spirit)).toBe(false); // not on any unit
    expect(viewFor(sc.state, 'spectator').players[0].counters).toEqual({ Spirit: 2 });
    const life = sc.state.zones['0:life'].length;
    sc.answer(0, 'priority', 'act:' + X.drum); // pay 2 Spirit: Heal 1
    expect(sc.state.players[0].counters).toEqual({});
    expect(sc.state.zones['0:life']).toHaveLength(life + 1);
  });
});

describe('613 Avatar uniqueness', () => {
  it('613.1 613.2 a new Avatar of the same name destroys the older one as a state check: before anyone gets priority, without the Break', () => {
    const sc = new Scenario({
      p0: { hand: [C.avatar, C.wanderer], field: [C.avatar, X.tideAvatar], mana: [C.drake, C.recruit] },
      p1: { hand: [C.mist], mana: [C.crab], field: [C.avatar] },
    });
    const old = sc.id(0, 'field', C.avatar);
    const other = sc.id(0, 'field', X.tideAvatar);
    const theirs = sc.id(1, 'field', C.avatar);
    sc.answer(0, 'priority', 'cast:' + C.avatar).payIfAsked(0);
    sc.pass(1); // seat 1 lets it resolve
    // The new Avatar resolved; the older one is already gone when seat 0 next decides: nothing used the Break.
    expect(sc.prompt.seat).toBe(0);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.objs[old]).toBeUndefined();
    expect(sc.ids(0, 'field', C.avatar)).toHaveLength(1);
    expect(sc.ids(0, 'field', C.avatar)[0]).not.toBe(old);
    expect(sc.ids(0, 'grave', C.avatar)).toHaveLength(1);
    const texts = sc.state.log.map((l) => `${l.rule} ${l.text.en}`);
    const entered = texts.indexOf('304.2 Avatar of Flame enters the field');
    expect(entered).toBeGreaterThanOrEqual(0);
    expect(texts[entered + 1]).toBe('613.2 Avatar of Flame is destroyed'); // nothing in between: no priority, no Break
    // 613.1 is per player and per name: another Avatar name and the opponent's Avatar of Flame stay.
    expect(sc.state.objs[other]?.zone).toBe('field');
    expect(sc.state.objs[theirs]?.zone).toBe('field');
  });
});
