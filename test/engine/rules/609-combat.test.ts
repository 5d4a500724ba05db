import { describe, expect, it } from 'vitest';
import { C, Scenario } from '../helpers/scenario.js';

const X = { drum: 'SNM-S01-040', chains: 'SNM-S01-044', raider: 'SNM-S01-045' } as const;

/** Seat 0 attacks (AT turn); seat 1 defends. Seat 0 holds a card so that its Main phase is not auto-passed. */
describe('609 combat: declaring', () => {
  it('609.2 an attack is offered only for a unit meeting every condition: AT mode, controlled since the last clean up, empty Break', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer, C.rage, C.rage], mana: [C.recruit, C.recruit], field: [C.recruit, { card: C.swordsman, mode: 'DF' }, { card: C.archer, since: false }] },
      p1: { hand: [C.mist], mana: [C.crab] },
    });
    const attacks = () => sc.options().filter((o) => o.startsWith('attack:'));
    expect(attacks()).toEqual(['attack:' + sc.id(0, 'field', C.recruit)]);
    sc.answer(0, 'priority', 'cast:' + C.rage);
    sc.answer(0, 'targets', '@' + C.recruit);
    // Rage Burst is on the Break: seat 1 holds priority; when seat 0 gets it back the Break is not empty.
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.prompt.seat).toBe(0);
    expect(attacks()).toEqual([]);
  });

  it('609.3 609.3.1 609.3.2 the targets are the DF player and that player\'s DF-mode units, nothing else', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.giant, { card: C.crab, mode: 'DF' }] },
      p1: { field: [C.recruit, { card: C.archer, mode: 'DF' }, { card: C.priestess, mode: 'DF' }] },
    });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    const p = sc.prompt;
    expect(p).toMatchObject({ kind: 'attack-target', seat: 0, rule: '609.3' });
    expect(sc.options().filter((o) => o !== 'cancel').sort()).toEqual(['p1', sc.id(1, 'field', C.archer), sc.id(1, 'field', C.priestess)].sort());
    sc.answer(0, 'attack-target', '@' + C.priestess);
    // No one could respond: the Giant (AT 4) destroyed the chosen Priestess (DF 3), not another unit.
    expect(sc.ids(1, 'grave', C.priestess)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.archer)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.2(a)');
  });

  it('609.4 609.4.1 "when this unit attacks" goes on the Break at the declaration, before the DF player acts', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.swordsman] }, p1: { hand: [C.mist], mana: [C.crab] } });
    sc.answer(0, 'priority', 'attack:' + C.swordsman);
    expect(sc.state.combat?.stage).toBe('declared');
    expect(sc.state.brk.map((e) => [e.kind, e.srcCardId])).toEqual([['trigger', C.swordsman]]);
    expect(sc.prompt.seat).toBe(1); // 606.4.3 / 609.4.2
    expect(sc.state.log.some((l) => l.rule === '609.4')).toBe(true);
  });

  it('609.4.1 "when a unit attacks" fires for any unit\'s attack, on both sides of the table', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit, X.drum] }, p1: { field: [X.drum] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    // Both Drums' triggers resolved (no one could respond); no blocker is in AT mode... the Drum is: seat 1 may block.
    expect(sc.state.players[0].counters).toEqual({ Spirit: 1 });
    expect(sc.state.players[1].counters).toEqual({ Spirit: 1 });
  });

  it('609.4.1.1 an attack on a unit: its "when this unit blocks" and "when a unit blocks" triggers go on the Break, after the attack triggers', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.recruit, X.drum] },
      p1: { hand: [C.mist], mana: [C.crab], field: [{ card: C.warden, mode: 'DF' }] },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.warden);
    // Seat 0 has two triggers (Drum: a unit attacks; Drum: a unit blocks) but is not asked to order them:
    // 609.4.1.1 puts the block triggers last. Bottom to top: attack trigger, then the block triggers.
    expect(sc.state.brk.map((e) => `${e.srcCardId} ${e.label.en}`)).toEqual([
      `${X.drum} Spirit War Drum: A unit attacks: 1 Spirit`,
      `${X.drum} Spirit War Drum: A unit blocks: 1 Spirit`,
      `${C.warden} Grove Warden: On block: AT+1`,
    ]);
  });

  it('609.5.1 609.5.1.1 a block by an AT-mode unit fires "when this unit blocks" and "when a unit blocks"', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit, { card: X.drum, mode: 'DF' }] }, p1: { field: [C.warden] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    expect(sc.state.players[0].counters).toEqual({ Spirit: 1 }); // the attack
    sc.answer(1, 'blockers', '@' + C.warden);
    expect(sc.state.players[0].counters).toEqual({ Spirit: 2 }); // the block
    expect(sc.state.log.filter((l) => l.text.en.endsWith('triggers (B)')).map((l) => l.text.en)).toEqual(['Grove Warden triggers (B)']);
    // Seat 0 could now spend its Spirit (the Drum's ability): it passes in both windows before the fight.
    sc.pass(0);
    sc.pass(0);
    // The Warden's own block trigger (AT+1) made it win the clash: AT 3 against 2.
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.warden)).toHaveLength(1);
  });
});

describe('609 combat: the fight', () => {
  it('609.7 the units fight only once both players passed in the last window', () => {
    const sc = new Scenario({
      p0: { hand: [C.rage], field: [C.recruit], mana: [C.recruit] },
      p1: { hand: [C.mist], field: [{ card: C.archer, mode: 'DF' }], mana: [C.crab] },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.archer);
    expect(sc.prompt.seat).toBe(1);
    sc.pass(1);
    // An attack on a unit has no block stage (609.5.1 is about attacks on the player): one pass is not enough.
    expect(sc.state.combat?.stage).toBe('declared');
    expect(sc.ids(1, 'field', C.archer)).toHaveLength(1);
    sc.pass(0);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.7.2(b)');
  });

  it('609.7.1(a) in a clash only AT counts: a blocker with a high DF but lower AT is destroyed, the attacker lives', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.crab] } }); // 2/1 against 1/3
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.crab);
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    expect(sc.obj(sc.id(0, 'field', C.recruit)).mode).toBe('DF');
    expect(sc.obj(sc.id(0, 'field', C.recruit)).dmg).toBeUndefined();
    expect(sc.logRules()).toContain('609.7.1(a)');
    expect(sc.state.players[1].life).toHaveLength(10);
  });

  it('609.7.1(b) equal AT in a clash destroys both units and deals no damage to the player', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.hawk] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.hawk);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.1(b)');
    expect(sc.state.players[1].life).toHaveLength(10);
  });

  it('609.7.2(a) AT above the DF: the attacked unit is destroyed, the attacker lives and turns DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [{ card: C.hawk, mode: 'DF' }] } }); // AT 2 > DF 1
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.hawk);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    const r = sc.obj(sc.id(0, 'field', C.recruit));
    expect([r.mode, r.dmg]).toEqual(['DF', undefined]);
    expect(sc.logRules()).toContain('609.7.2(a)');
  });

  it('609.7.2(a) Sanam compares AT with the DF left after damage the unit already carries (608.3.1)', () => {
    // The rule compares AT with DF; 608.3.1 says a unit takes damage only up to its DF, so a Stone Giant
    // (DF 6) with 3 damage has 3 left: an attacker with AT 4 destroys it.
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.giant }] }, p1: { field: [{ card: C.giant, mode: 'DF', dmg: 3 }] } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    sc.answer(0, 'attack-target', '@' + C.giant);
    expect(sc.ids(1, 'grave', C.giant)).toHaveLength(1);
    expect(sc.ids(0, 'field', C.giant)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.rule === '609.7.2(a)' && l.text.en === 'Attack: AT 4 vs DF 3')).toBe(true);
  });

  it('609.7.2(b) AT equal to the DF destroys both', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [{ card: C.archer, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.archer);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.archer)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.2(b)');
  });

  it('609.7.2(c) AT below the DF: the attacker is destroyed; the attacked unit lives with damage equal to that AT', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.swordsman] }, p1: { field: [{ card: C.giant, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.swordsman); // AT 3, +1 from its attack trigger
    sc.answer(0, 'attack-target', '@' + C.giant);
    expect(sc.ids(0, 'grave', C.swordsman)).toHaveLength(1);
    const giant = sc.obj(sc.id(1, 'field', C.giant));
    expect([giant.dmg, giant.mode]).toEqual([4, 'DF']);
    expect(sc.logRules()).toContain('609.7.2(c)');
  });

  it('609.7.3(a) an unblocked attacker in AT mode deals damage equal to its AT', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    expect(sc.state.players[1].life).toHaveLength(10 - 4);
    expect(sc.logRules()).toContain('609.7.3(a)');
  });

  it('609.7.3(b) an unblocked attacker turned to DF mode during the attack deals damage equal to its DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { life: 10, hand: [X.chains], mana: [C.giant] } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    sc.answer(1, 'priority', 'cast:' + X.chains); // the Giant is the only unit: targeted at once
    expect(sc.obj(sc.id(0, 'field', C.giant)).mode).toBe('DF');
    expect(sc.state.players[1].life).toHaveLength(10 - 6);
    const rules = sc.logRules();
    expect(rules.indexOf('609.7.3(b)')).toBeGreaterThan(rules.indexOf('607.10')); // turned DF while attacking, then the damage
    expect(rules).not.toContain('609.7.3(a)');
  });

  it('609.8 after the fight the attacker is in DF mode; its "deals damage" trigger comes after the damage', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [X.raider], main: [C.recruit, C.hawk] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + X.raider);
    expect(sc.state.players[1].life).toHaveLength(8);
    expect(sc.obj(sc.id(0, 'field', X.raider)).mode).toBe('DF');
    const texts = sc.state.log.map((l) => l.text.en);
    const dmg = texts.indexOf('B takes 2 damage');
    const trig = texts.indexOf('Shadow Raider triggers (A)');
    expect(dmg).toBeGreaterThanOrEqual(0);
    expect(trig).toBeGreaterThan(dmg);
    expect(sc.ids(0, 'hand', C.hawk)).toHaveLength(1); // drew the top card
  });

  it('609.9 608.4 an attacker whose AT is 0 deals no damage: no life card is lost and "deals damage" does not fire', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [X.raider], main: [C.recruit, C.hawk] }, p1: { life: 10, hand: [C.mist], mana: [C.crab] } });
    const hand = sc.state.players[0].hand.length;
    sc.answer(0, 'priority', 'attack:' + X.raider);
    sc.answer(1, 'priority', 'cast:' + C.mist); // AT-2: the Raider's AT is 0
    expect(sc.state.combat).toBeNull();
    expect(sc.state.players[1].life).toHaveLength(10);
    expect(sc.state.players[0].hand).toHaveLength(hand);
    expect(sc.state.log.some((l) => l.text.en.includes('Shadow Raider triggers'))).toBe(false);
    expect(sc.state.log.some((l) => l.text.en.includes('takes 0 damage'))).toBe(false);
  });

  it('609.10 the attacked unit leaving the field cancels the attack: the attacker turns DF, the AT player gets priority', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.giant] },
      p1: { life: 10, hand: [C.wave], mana: [C.crab, C.crab], field: [{ card: C.crab, mode: 'DF' }] },
    });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    sc.answer(0, 'attack-target', '@' + C.crab);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', sc.id(1, 'field', C.crab));
    expect(sc.ids(1, 'hand', C.crab)).toHaveLength(1);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.10');
    expect(sc.obj(sc.id(0, 'field', C.giant))).toMatchObject({ mode: 'DF' });
    expect(sc.obj(sc.id(0, 'field', C.giant)).dmg).toBeUndefined();
    expect(sc.state.players[1].life).toHaveLength(10);
    expect(sc.prompt.seat).toBe(0);
    expect(sc.state.prio).toMatchObject({ seat: 0 });
  });
});
