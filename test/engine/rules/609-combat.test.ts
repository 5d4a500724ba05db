/**
 * Fadalgia 609 combat, one file: declaring an attack (609.2–609.5.1), the priority windows of a combat and
 * who is asked in each (609.4–609.7, 601.6, 601.7), the fight (609.7–609.9), cancelled attacks (609.10),
 * attacking groups with a list of blockers (606.5.29.2's shape). Seat 0 attacks (AT turn); seat 1 defends.
 * Seat 0 holds a card so that its Main phase is not auto-passed.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';

const X = { drum: 'SNM-S01-040', chains: 'SNM-S01-044', raider: 'SNM-S01-045', siren: 'SNM-S01-404' } as const;

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

  it('609.2.1 609.2.2 304.3.1 a unit in DF mode or new on the field cannot attack; 606.5.1 High Speed may', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.recruit, mode: 'DF' }, { card: C.swordsman, since: false }, { card: C.hawk, since: false }] } });
    const opts = sc.options();
    expect(opts).not.toContain(`attack:${sc.id(0, 'field', C.recruit)}`);
    expect(opts).not.toContain(`attack:${sc.id(0, 'field', C.swordsman)}`);
    expect(opts).toContain(`attack:${sc.id(0, 'field', C.hawk)}`);
  });

  it('609.2.3 609.1 no attack while the Break is not empty (an attack in progress counts as not empty)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.rage], field: [C.recruit, C.swordsman], mana: [C.recruit] }, p1: { field: [C.crab] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit); // the Crab is in AT mode: the player is the only target
    // Seat 1 has nothing to respond with: it is not asked (smart auto-pass). Seat 0 may cast Rage Burst, but not attack again.
    expect(sc.prompt.seat).toBe(0);
    expect(sc.options().some((o) => o.startsWith('attack:'))).toBe(false);
    expect(sc.options().some((o) => o.startsWith('cast:'))).toBe(true);
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
    expect(sc.state.combat?.stage).toBe('attack');
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

describe('609 combat: priority windows (609.4–609.7) and who is asked', () => {
  it('609.4.2 609.4.3 609.5.2 609.5.3 609.6 priority order in combat: DF first after the attack, AT first after a block, DF first before the fight', () => {
    const sc = new Scenario({
      p0: { hand: [C.rage], field: [C.recruit], mana: [C.recruit, C.swordsman] },
      p1: { hand: [C.mist], field: [C.warden], mana: [C.crab, C.crab] },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    expect(sc.prompt.seat).toBe(1); // 609.4.2
    sc.pass(1);
    sc.pass(0); // 609.4.3: both passed, DF declares blocks
    sc.answer(1, 'blockers', '@' + C.warden);
    // The block trigger (609.5.1.1) is on the Break: AT (opponent of its controller) answers first.
    expect(sc.state.brk).toHaveLength(1);
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.combat?.stage).toBe('block');
    expect(sc.prompt.seat).toBe(0); // 609.5.2
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.combat?.stage).toBe('fight');
    expect(sc.prompt.seat).toBe(1); // 609.6
    sc.answer(1, 'priority', 'cast:' + C.mist);
    sc.answer(1, 'targets', '@' + C.recruit);
    sc.pass(0); // seat 1 has nothing left: auto-pass, Veil of Mist resolves
    expect(sc.prompt.seat).toBe(0); // 601.7: after a resolution in the window, the AT player
    sc.pass(0);
    // Veil of Mist resolved: Recruit AT 0 vs Warden AT 3: the Recruit is destroyed.
    expect(sc.state.combat).toBeNull();
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
  });

  it('609.7 the units fight only once both players passed in the last window', () => {
    const sc = new Scenario({
      p0: { hand: [C.rage], field: [C.recruit], mana: [C.recruit] },
      p1: { hand: [C.mist], field: [{ card: C.archer, mode: 'DF' }], mana: [C.crab] },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.archer);
    expect(sc.prompt.seat).toBe(1);
    sc.pass(1);
    // One pass is not enough; both passing closes the 609.4.2 window. An attack on a unit has no blocks to
    // declare (609.5.1 is about attacks on the player), but 609.4.3 still enters the block stage: the
    // 609.5.2 window (AT player first) and the 609.6 window (DF player first) follow before the fight.
    expect(sc.state.combat?.stage).toBe('attack');
    expect(sc.ids(1, 'field', C.archer)).toHaveLength(1);
    sc.pass(0);
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 });
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.prio).toMatchObject({ window: 'fight', seat: 1 });
    sc.pass(1);
    expect(sc.state.combat?.stage).toBe('fight');
    sc.pass(0);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.7.2(b)');
  });

  // Seat 0 can always respond with a Rage Burst, seat 1 with a Spring of Life: every window asks both.
  const armed = (p1field: Array<string | { card: string; mode?: 'AT' | 'DF' }> = []) => new Scenario({
    p0: { hand: [C.rage, C.rage], field: [C.swordsman, C.recruit], mana: [C.recruit, C.recruit] },
    p1: { hand: [C.spring, C.spring], field: p1field, mana: [C.crab, C.crab], life: 10 },
  });

  it('609.4.2 the attack window: once the attack triggers resolved the DF player is asked first, not the AT player of 601.7', () => {
    const sc = armed();
    sc.answer(0, 'priority', 'attack:' + C.swordsman);
    // 606.4.3: the Swordsman's attack trigger is on the Break: its controller's opponent answers first.
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.state.prio).toMatchObject({ window: 'attack', seat: 1 });
    sc.pass(1);
    sc.pass(0);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.prompt).toMatchObject({ kind: 'priority', seat: 1 }); // 609.4.2
    expect(sc.state.prio).toMatchObject({ window: 'attack', seat: 1 });
  });

  it('609.4.2 without attack triggers the DF player is asked first; 601.7 after a card resolves in the window the AT player is', () => {
    const sc = armed();
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.prompt).toMatchObject({ kind: 'priority', seat: 1 });
    sc.answer(1, 'priority', 'cast:' + C.spring).payIfAsked(1);
    expect(sc.prompt.seat).toBe(0); // 601.5: the opponent of the caster
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(0); // Spring of Life resolved
    expect(sc.state.zones['1:life']).toHaveLength(12); // Heal 2
    expect(sc.prompt).toMatchObject({ kind: 'priority', seat: 0 }); // 601.7, still the attack window
    expect(sc.state.prio).toMatchObject({ window: 'attack', seat: 0 });
    expect(sc.state.combat?.stage).toBe('attack');
  });

  it('609.4.3 both passed in the attack window: the DF player is asked to declare blocks', () => {
    const sc = armed([C.warden]);
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1);
    expect(sc.prompt.kind).toBe('priority'); // one pass is not enough
    sc.pass(0);
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1, rule: '609.5.1', min: 0, max: 1 });
    expect(sc.state.combat?.stage).toBe('blocking');
    expect(sc.state.prio).toBeNull();
  });

  it('609.5.2 the block window: with no block declared the AT player is still asked first', () => {
    const sc = armed([C.warden]);
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1);
    sc.pass(0);
    sc.answer(1, 'blockers');
    expect(sc.state.combat).toMatchObject({ stage: 'block', blockers: [] });
    expect(sc.prompt).toMatchObject({ kind: 'priority', seat: 0 });
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 });
  });

  it('609.4.3 609.5.2 an attack on a unit has no blocks to declare; the block window still opens with the AT player', () => {
    const sc = armed([{ card: C.giant, mode: 'DF' }]);
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.giant);
    expect(sc.prompt.seat).toBe(1); // 609.4.2
    sc.pass(1);
    sc.pass(0);
    expect(sc.prompt.kind).toBe('priority'); // no blockers prompt
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 });
  });

  it('609.5.2 601.7 in the block window the AT player is asked again after a card resolves', () => {
    const sc = armed([C.warden]);
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1);
    sc.pass(0);
    sc.answer(1, 'blockers', '@' + C.warden);
    sc.pass(0); // the Warden's block trigger: seat 0 answers first (606.4.3)
    sc.pass(1);
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 }); // 609.5.2
    sc.pass(0);
    sc.answer(1, 'priority', 'cast:' + C.spring).payIfAsked(1);
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 }); // 601.7
  });

  it('609.5.3 609.6 both passed in the block window: the fight window opens with the DF player', () => {
    const sc = armed();
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1);
    sc.pass(0); // no AT-mode unit to block with: the block window opens at once
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 });
    sc.pass(0);
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 1 });
    sc.pass(1);
    expect(sc.state.combat?.stage).toBe('fight');
    expect(sc.prompt).toMatchObject({ kind: 'priority', seat: 1 });
    expect(sc.state.prio).toMatchObject({ window: 'fight', seat: 1 });
    expect(viewFor(sc.state, 'spectator').combat).toMatchObject({ stage: 'damage', attackerIds: [sc.id(0, 'field', C.recruit)], blockerIds: [] });
  });

  it('609.6 601.7 in the fight window the AT player is asked after a card resolves; 609.7 the fight waits for both passes', () => {
    const sc = armed();
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(1);
    sc.pass(0);
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.prio).toMatchObject({ window: 'fight', seat: 1 });
    sc.answer(1, 'priority', 'cast:' + C.spring).payIfAsked(1);
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.prio).toMatchObject({ window: 'fight', seat: 0 }); // 601.7
    sc.pass(0);
    expect(sc.state.combat?.stage).toBe('fight'); // 609.7: seat 1 has not passed since
    expect(sc.state.zones['1:life']).toHaveLength(12); // Heal 2
    sc.pass(1);
    expect(sc.state.combat).toBeNull();
    expect(sc.state.zones['1:life']).toHaveLength(12 - 2);
    expect(sc.state.prio).toMatchObject({ window: 'main', seat: 0 }); // back in the Main phase, AT player first
  });
});

describe('609 combat: the fight', () => {
  it('609.7.3(a) 609.3.2 609.5 unblocked attacker in AT mode deals its AT to the DF player; 609.8 then turns DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.swordsman] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + C.swordsman);
    // No blockers available for seat 1 and nothing to do: the fight happens; 609.4 trigger gave AT+1.
    expect(sc.state.zones['1:life'].length).toBe(10 - 4);
    expect(sc.obj(sc.id(0, 'field', C.swordsman)).mode).toBe('DF');
    expect(sc.logRules()).toContain('609.7.3(a)');
  });

  it('609.7.3(a) an unblocked attacker in AT mode deals damage equal to its AT', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    expect(sc.state.zones['1:life']).toHaveLength(10 - 4);
    expect(sc.logRules()).toContain('609.7.3(a)');
  });

  it('609.7.3(b) an unblocked attacker in DF mode deals its DF', () => {
    // Ember Guild Knight's [Skill] turns it DF (606.3.5) after it attacked? It cannot activate while attacking (606.3.4),
    // so a Veil-free setup: the attacker is turned DF by the opponent's card. Sanam models it with a direct state.
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { life: 10, hand: [C.mist], mana: [C.crab] } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    expect(sc.prompt.seat).toBe(1); // 609.4.2: the DF player gets priority first
    // The attacker is switched to DF mode by hand to check the damage rule.
    sc.state.objs[sc.id(0, 'field', C.giant)]!.mode = 'DF';
    sc.pass(1); // 609.4.2 window
    sc.pass(1); // 609.5.2 window: the AT player (nothing to do) passed first, then the DF player
    sc.pass(1); // 609.6: the DF player's priority again before the fight
    expect(sc.state.zones['1:life'].length).toBe(10 - 6);
    expect(sc.logRules()).toContain('609.7.3(b)');
  });

  it('609.7.3(b) an unblocked attacker turned to DF mode during the attack deals damage equal to its DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.giant] }, p1: { life: 10, hand: [X.chains], mana: [C.giant] } });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    sc.answer(1, 'priority', 'cast:' + X.chains); // the Giant is the only unit: targeted at once
    expect(sc.obj(sc.id(0, 'field', C.giant)).mode).toBe('DF');
    expect(sc.state.zones['1:life']).toHaveLength(10 - 6);
    const rules = sc.logRules();
    expect(rules.indexOf('609.7.3(b)')).toBeGreaterThan(rules.indexOf('607.10')); // turned DF while attacking, then the damage
    expect(rules).not.toContain('609.7.3(a)');
  });

  it('609.7.1(a) 609.5.1 609.5.1.1 a blocker in AT mode clashes on AT; the lower AT is destroyed (607.3.1)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.warden] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.warden);
    // Grove Warden's "when this unit blocks" trigger resolved: AT 3 vs Recruit's 2.
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.warden)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.1(a)');
    expect(sc.state.zones['1:life'].length).toBe(10);
  });

  it('609.7.1(a) in a clash only AT counts: a blocker with a high DF but lower AT is destroyed, the attacker lives', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.crab] } }); // 2/1 against 1/3
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.crab);
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    expect(sc.obj(sc.id(0, 'field', C.recruit)).mode).toBe('DF');
    expect(sc.obj(sc.id(0, 'field', C.recruit)).dmg).toBeUndefined();
    expect(sc.logRules()).toContain('609.7.1(a)');
    expect(sc.state.zones['1:life']).toHaveLength(10);
  });

  it('609.7.1(b) equal AT in a clash destroys both units and deals no damage to the player', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.hawk] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.hawk);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.1(b)');
    expect(sc.state.zones['1:life']).toHaveLength(10);
  });

  it('609.3.1 609.7.2(a) AT greater than the attacked DF-mode unit\'s DF destroys it; the attacker lives and turns DF', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.swordsman] }, p1: { field: [{ card: C.crab, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.swordsman);
    sc.answer(0, 'attack-target', '@' + C.crab);
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    expect(sc.obj(sc.id(0, 'field', C.swordsman)).mode).toBe('DF');
    expect(sc.logRules()).toContain('609.7.2(a)');
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

  it('609.7.2(b) equal AT and DF destroys both', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [{ card: C.archer, mode: 'DF' }] } });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(0, 'attack-target', '@' + C.archer);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.archer)).toHaveLength(1);
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

  it('609.8 after the fight the attacker is in DF mode; its "deals damage" trigger comes after the damage', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [X.raider], main: [C.recruit, C.hawk] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'attack:' + X.raider);
    expect(sc.state.zones['1:life']).toHaveLength(8);
    expect(sc.obj(sc.id(0, 'field', X.raider)).mode).toBe('DF');
    const texts = sc.state.log.map((l) => l.text.en);
    const dmg = texts.indexOf('B takes 2 damage');
    const trig = texts.indexOf('Shadow Raider triggers (A)');
    expect(dmg).toBeGreaterThanOrEqual(0);
    expect(trig).toBeGreaterThan(dmg);
    expect(sc.ids(0, 'hand', C.hawk)).toHaveLength(1); // drew the top card
  });

  it('609.9 608.4 an attack dealing 0 damage is no damage: no life card is lost', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.priestess] }, p1: { life: 10, field: [], hand: [C.mist], mana: [C.crab] } });
    sc.answer(0, 'priority', 'attack:' + C.priestess);
    sc.answer(1, 'priority', 'cast:' + C.mist); // the Priestess is the only unit: targeted automatically
    expect(sc.state.zones['1:life'].length).toBe(10);
    expect(sc.state.combat).toBeNull();
  });

  it('609.9 608.4 an attacker whose AT is 0 deals no damage: no life card is lost and "deals damage" does not fire', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [X.raider], main: [C.recruit, C.hawk] }, p1: { life: 10, hand: [C.mist], mana: [C.crab] } });
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'priority', 'attack:' + X.raider);
    sc.answer(1, 'priority', 'cast:' + C.mist); // AT-2: the Raider's AT is 0
    expect(sc.state.combat).toBeNull();
    expect(sc.state.zones['1:life']).toHaveLength(10);
    expect(sc.state.zones['0:hand']).toHaveLength(hand);
    expect(sc.state.log.some((l) => l.text.en.includes('Shadow Raider triggers'))).toBe(false);
    expect(sc.state.log.some((l) => l.text.en.includes('takes 0 damage'))).toBe(false);
  });
});

describe('609.10 cancelled attacks', () => {
  it('609.10 a fighting unit that leaves the field cancels the attack; the AT player gets priority', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.giant] },
      p1: { hand: [C.wave], mana: [C.crab, C.crab], life: 10 },
    });
    sc.answer(0, 'priority', 'attack:' + C.giant);
    sc.answer(1, 'priority', 'cast:' + C.wave); // both Streams are needed: paid automatically
    // Crashing Wave resolved: the Giant went back to its owner's hand; the attack is cancelled.
    expect(sc.ids(0, 'hand', C.giant)).toHaveLength(1);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.10');
    expect(sc.state.zones['1:life'].length).toBe(10);
    expect(sc.prompt.seat).toBe(0);
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
    expect(sc.state.zones['1:life']).toHaveLength(10);
    expect(sc.prompt.seat).toBe(0);
    expect(sc.state.prio).toMatchObject({ seat: 0 });
  });

  it('609.10 a blocker whose controller changed mid-combat cancels the attack, though it never left the field', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer, X.siren], field: [C.recruit], mana: [C.crab, C.crab, C.crab] },
      p1: { field: [C.warden], life: 10 },
    });
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.pass(0); // 609.4.2: seat 1 had nothing to do
    sc.answer(1, 'blockers', '@' + C.warden);
    sc.pass(0); // the Warden's block trigger resolves
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 0 });
    const warden = sc.id(1, 'field', C.warden);
    sc.answer(0, 'priority', 'cast:' + X.siren).payIfAsked(0); // the Warden is the only opposing unit
    // Siren's Call resolved: seat 0 controls the Warden, which stayed on the field with the same id (400.9).
    expect(sc.obj(warden).ctrl).toBe(0);
    expect(sc.state.zones['0:field']).toContain(warden);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.10');
    expect(sc.logRules().filter((r) => r.startsWith('609.7'))).toEqual([]); // no fight
    expect(sc.ids(0, 'field', C.recruit)).toHaveLength(1);
    expect(sc.obj(sc.id(0, 'field', C.recruit)).mode).toBe('DF');
    expect(sc.state.zones['1:life']).toHaveLength(10);
    expect(sc.prompt.seat).toBe(0);
    expect(sc.state.prio).toMatchObject({ window: 'main', seat: 0 });
  });
});

/**
 * An attacking group (606.5.29.2) with a list of blockers, built in progress through the public scenario
 * builder (`state.combat`, stage 'attack': the 609.4.2 window, the DF player first).
 */
function groupScenario(spec: ScenarioSpec, attackers: string[]): Scenario {
  return new Scenario(toDescriptionWith(spec, (d) => {
    d.step = 'main';
    d.state = { ...(d.state ?? {}), combat: { attackers, target: 'p1', stage: 'attack' } };
  }));
}

describe('609 combat: an attacking group and a list of blockers', () => {
  it('609.4 609.5.1 609.7 606.5.29.3 a group of two: one blocker is refused; unblocked, every attacker hits the player', () => {
    const sc = groupScenario({ p0: { hand: [C.wanderer], field: [{ card: C.giant, as: 'giant' }, { card: C.recruit, as: 'recruit' }, C.hawk] }, p1: { hand: [C.spring], mana: [C.crab], field: [C.crab, C.hawk], life: 10 } }, ['giant', 'recruit']);
    const [giant, recruit] = [sc.named('giant'), sc.named('recruit')];
    expect(sc.state.combat).toMatchObject({ attackers: [giant, recruit], stage: 'attack' });
    expect(sc.state.prio).toMatchObject({ window: 'attack', seat: 1 }); // 609.4.2
    sc.pass(1);
    expect(sc.state.combat).toMatchObject({ stage: 'blocking' });
    // 606.5.29.3: one blocker per attacker, in order, or none at all: the first one may be declined.
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1, min: 0, max: 1, rule: '606.5.29.3' });
    sc.answer(1, 'blockers');
    // 609.5.2: seat 0 was first and had nothing to do; seat 1 may still cast its Spring of Life.
    expect(sc.state.prio).toMatchObject({ window: 'block', seat: 1 });
    expect(viewFor(sc.state, 'spectator').combat).toMatchObject({ attackerIds: [giant, recruit], stage: 'blocked' });
    sc.pass(1);
    sc.pass(1); // 609.6
    // 609.7.3(a): Giant AT 4 and Recruit AT 2, both unblocked: 6 damage.
    expect(sc.state.combat).toBeNull();
    expect(sc.state.zones['1:life']).toHaveLength(10 - 6);
    expect([sc.obj(giant).mode, sc.obj(recruit).mode]).toEqual(['DF', 'DF']); // 609.8 for every attacker
    expect(sc.state.attacked).toEqual([giant, recruit]);
  });

  it('609.5.1 two blockers for two attackers: both clashes happen, destructions together', () => {
    const sc = groupScenario({ p0: { hand: [C.wanderer], field: [{ card: C.giant, as: 'giant' }, { card: C.recruit, as: 'recruit' }] }, p1: { field: [C.crab, C.hawk], life: 10 } }, ['giant', 'recruit']);
    sc.answer(1, 'blockers', '@' + C.crab); // Crab blocks the Giant...
    // ...and once one is declared the group must be blocked in full: stopping there is refused.
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1, min: 1, max: 1, rule: '606.5.29.3' });
    expect(sc.refuse(1, [])).toBe('prompt/count');
    sc.answer(1, 'blockers', '@' + C.hawk); // Hawk blocks the Recruit
    // Giant 4 beats Crab 1 (609.7.1(a)); Recruit 2 and Hawk 2 destroy each other (609.7.1(b)).
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(0, 'field', C.giant)).toHaveLength(1);
    expect(sc.state.zones['1:life']).toHaveLength(10);
    expect(sc.logRules().filter((r) => r.startsWith('609.7.1'))).toEqual(['609.7.1(a)', '609.7.1(b)']);
  });

  it('609.10 one unit of the group leaving the field cancels the whole attack', () => {
    const sc = groupScenario({ p0: { hand: [C.wanderer], field: [{ card: C.giant, as: 'giant' }, { card: C.recruit, as: 'recruit' }] }, p1: { hand: [C.wave], mana: [C.crab, C.crab], life: 10 } }, ['giant', 'recruit']);
    const [giant, recruit] = [sc.named('giant'), sc.named('recruit')];
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', recruit);
    expect(sc.ids(0, 'hand', C.recruit)).toHaveLength(1);
    expect(sc.state.combat).toBeNull();
    expect(sc.logRules()).toContain('609.10');
    expect(sc.obj(giant).mode).toBe('DF');
    expect(sc.state.zones['1:life']).toHaveLength(10);
  });
});
