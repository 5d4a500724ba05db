/**
 * Fadalgia 606.5 combat keywords, by the Thai text: Lock Up, Airborne, Refresh, Double Attack, Hide, Resist,
 * Defend, Unblockable, Focus, Reinforce (606.5.29.x). Positions are built through the public scenario builder,
 * with a combat in progress where the test is about a fight (`state.combat`). Seat 0 attacks (AT turn); seat 0
 * holds a card so that its Main phase is not auto-passed. Test cards: 606-5-combat-helpers.ts.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario } from '../helpers/scenario.js';
import { K, kwDescription } from './606-5-combat-helpers.js';

const attackOptions = (sc: Scenario) => sc.options().filter((o) => o.startsWith('attack:'));
/** The only unit on the field is the target (chosen by the engine); nobody can respond: the spell resolves. */
function finishCast(sc: Scenario, card: string): void {
  sc.payIfAsked(0);
  expect(sc.state.brk).toHaveLength(0);
  expect(sc.ids(0, 'grave', card)).toHaveLength(1); // it resolved
}
const targetsOf = (sc: Scenario) => sc.options().filter((o) => o !== 'cancel').sort();

describe('606.5.2 Lock Up', () => {
  it('606.5.2 Lock Up: the unit may choose an opponent\'s AT-mode unit as the attack target; a unit without it may not', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer], field: [{ card: K.lockUp, as: 'jailer' }, { card: K.plain, as: 'plain' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }, { card: C.crab, mode: 'DF', as: 'crab' }] } }));
    sc.answer(0, 'priority', `attack:${sc.named('plain')}`);
    expect(targetsOf(sc)).toEqual(['p1', sc.named('crab')].sort()); // 609.3: the player and DF-mode units only
    sc.answer(0, 'attack-target', 'cancel');
    sc.answer(0, 'priority', `attack:${sc.named('jailer')}`);
    expect(targetsOf(sc)).toEqual(['p1', sc.named('crab'), sc.named('rec')].sort());
    sc.answer(0, 'attack-target', sc.named('rec'));
    // Fought as an attack on a unit (609.7.2): the Jailer's AT 3 against the Recruit's DF 1: destroyed.
    expect(sc.ids(1, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.logRules()).toContain('609.7.2(a)');
  });
});

describe('606.5.3 Airborne', () => {
  it('606.5.3 Airborne: against an Airborne attacker only Airborne units may block; a non-Airborne one is refused', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.airborne, as: 'sky' }] }, p1: { field: [{ card: K.plain, as: 'foot' }, { card: K.airborne2, as: 'griffin' }] } },
      { attackers: ['sky'], target: 'p1', stage: 'attack' },
    ));
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1 });
    expect(sc.options()).toEqual([sc.named('griffin')]);
    expect(sc.refuse(1, [sc.named('foot')])).toMatch(/choice|option|block/);
    sc.answer(1, 'blockers', sc.named('griffin'));
    // The Griffin blocked: Sky Knight's AT 3 beat its AT 1; the player took nothing.
    expect(sc.state.log.some((l) => l.rule === '609.5.1' && l.text.en.startsWith('Griffin blocks'))).toBe(true);
    expect(sc.ids(1, 'grave', K.airborne2)).toHaveLength(1);
    expect(sc.state.zones['1:life']).toHaveLength(10);
  });

  it('606.5.3 Airborne: no Airborne unit to block: the attack is not blocked; an Airborne unit may block a non-Airborne attacker', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.airborne, as: 'sky' }] }, p1: { field: [K.plain], life: 10 } },
      { attackers: ['sky'], target: 'p1', stage: 'attack' },
    ));
    // No blockers prompt: the Footman cannot block it; Sky Knight's AT 3 hits the player (609.7.3(a)).
    expect(sc.state.combat).toBeNull();
    expect(sc.state.zones['1:life']).toHaveLength(7);
    const sc2 = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.plain, as: 'foot' }] }, p1: { field: [{ card: K.airborne2, as: 'griffin' }] } },
      { attackers: ['foot'], target: 'p1', stage: 'attack' },
    ));
    expect(sc2.prompt).toMatchObject({ kind: 'blockers', seat: 1 });
    expect(sc2.options()).toEqual([sc2.named('griffin')]);
  });

  it('606.5.3 Airborne granted through a timed effect (until end of turn) works like a printed one, for the attacker and for a blocker', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.plain, as: 'foot' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }, { card: C.swordsman, as: 'sword' }] } },
      { attackers: ['foot'], target: 'p1', stage: 'attack' },
      (d) => {
        const f0 = d.seats[0].zones.field![0] as { state?: Record<string, unknown> };
        f0.state = { ...f0.state, grant: [{ keyword: 'AIRBORNE', until: 'turn' }] };
        const f1 = d.seats[1].zones.field![1] as { state?: Record<string, unknown> };
        f1.state = { ...f1.state, grant: [{ keyword: 'Airborne', until: 'turn' }] };
      },
    ));
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1 });
    expect(sc.options()).toEqual([sc.named('sword')]);
  });
});

describe('606.5.4 Refresh', () => {
  it('606.5.4 Refresh at clean up: a trigger goes on the Break as the Clean Up Phase begins, for both players\' units, and makes them AT mode', () => {
    const sc = new Scenario(kwDescription({ step: 'cleanup-start', p0: { hand: [C.wanderer], field: [{ card: K.refresh, mode: 'DF', as: 'mine' }, { card: K.plain, mode: 'DF', as: 'plain' }] }, p1: { hand: [C.spring], field: [{ card: K.refresh, mode: 'DF', as: 'theirs' }] } }));
    // Nobody could respond: both triggers went on the Break (606.4, A's first, 601.2.1) and resolved (607.9)
    // before the turn ended (the next turn's Refresh, 501.1, comes after).
    const lines = sc.state.log.map((l) => `${l.rule} ${l.text.en}`);
    const end = lines.findIndex((l) => l.startsWith('501.1'));
    expect(lines.slice(0, end).filter((l) => l.startsWith('606.5.4 Sentinel: Refresh triggers'))).toEqual(['606.5.4 Sentinel: Refresh triggers (A)', '606.5.4 Sentinel: Refresh triggers (B)']);
    expect(lines.slice(0, end).filter((l) => l.startsWith('607.9'))).toHaveLength(2);
    // Seat 0's units are not refreshed by seat 1's turn (501.2): only Refresh turned the Sentinel to AT mode.
    expect([sc.obj(sc.named('mine')).mode, sc.obj(sc.named('plain')).mode]).toEqual(['AT', 'DF']);
  });
});

describe('606.5.5 Double Attack', () => {
  it('606.5.5 Double Attack with a blocker: it wins its fight, becomes AT mode and may attack again, only DF-mode units', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.double, as: 'twin' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }, { card: C.priestess, mode: 'DF', as: 'pr' }, { card: C.archer, as: 'arch' }], life: 10 } },
      { attackers: ['twin'], target: 'p1', blockers: [{ unit: 'rec', attacker: 'twin' }], stage: 'fight' },
    ));
    const twin = sc.named('twin');
    // Twin Blade AT 3 beats the Recruit's AT 2 (609.7.1(a)); its trigger resolved: AT mode again.
    expect(sc.ids(1, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.state.combat).toBeNull();
    expect(sc.obj(twin).mode).toBe('AT');
    expect(sc.logRules()).toContain('606.5.5');
    expect(attackOptions(sc)).toEqual([`attack:${twin}`]);
    sc.answer(0, 'priority', `attack:${twin}`);
    // Only DF-mode units: not the player (nor the AT-mode Archer); the Priestess is the only target.
    // The attack was declared on it at once, the only legal target: AT 3 against DF 3, 609.7.2(b).
    expect(sc.state.log.some((l) => l.rule === '609.4' && l.text.en.includes('Tide Priestess'))).toBe(true);
    expect(sc.ids(1, 'grave', C.priestess)).toHaveLength(1);
    expect(sc.state.zones['1:life']).toHaveLength(10);
  });

  it('606.5.5 Double Attack re-triggers on every successful fight: the text sets no limit, only "DF-mode units" bounds it', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.double, as: 'twin' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }, { card: C.recruit, mode: 'DF', as: 'pr' }, { card: C.recruit, mode: 'DF', as: 'pr2' }], life: 10 } },
      { attackers: ['twin'], target: 'p1', blockers: [{ unit: 'rec', attacker: 'twin' }], stage: 'fight' },
    ));
    const twin = sc.named('twin');
    sc.answer(0, 'priority', `attack:${twin}`);
    const t = sc.options().find((o) => o.includes(sc.named('pr')));
    if (t) sc.answer(0, sc.prompt.kind, t);
    expect(sc.ids(1, 'grave', C.recruit)).toHaveLength(2);
    // Second successful fight: the trigger fires again, AT mode, and the other DF-mode Recruit is attackable.
    expect(sc.obj(twin).mode).toBe('AT');
    expect(attackOptions(sc)).toEqual([`attack:${twin}`]);
  });

  it('606.5.5 Double Attack: no trigger when the unit does not survive its fight; with no DF-mode unit there is no second attack', () => {
    const lost = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.double, as: 'twin' }] }, p1: { field: [{ card: C.giant, as: 'giant' }] } },
      { attackers: ['twin'], target: 'p1', blockers: [{ unit: 'giant', attacker: 'twin' }], stage: 'fight' },
    ));
    expect(lost.ids(0, 'grave', K.double)).toHaveLength(1);
    expect(lost.state.log.some((l) => l.rule === '606.4')).toBe(false); // no trigger at all
    const won = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.double, as: 'twin' }] }, p1: { field: [C.archer], life: 10 } },
      { attackers: ['twin'], target: 'p1', stage: 'fight' },
    ));
    expect(won.state.zones['1:life']).toHaveLength(7);
    expect(won.obj(won.named('twin')).mode).toBe('AT');
    expect(attackOptions(won)).toEqual([]);
  });

  it('606.5.5 606.5.25 Double Attack: a stand-off (equal AT, both kept by Focus) is not a successful fight: no trigger', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.double, as: 'twin' }] }, p1: { field: [{ card: K.focus3, as: 'st' }, { card: C.crab, mode: 'DF' }] } },
      { attackers: ['twin'], target: 'p1', blockers: [{ unit: 'st', attacker: 'twin' }], stage: 'fight' },
      (d) => {
        const f = d.seats[0].zones.field![0] as { state?: Record<string, unknown> };
        f.state = { ...f.state, grant: [{ keyword: 'FOCUS', until: 'turn' }] };
      },
    ));
    // AT 3 against AT 3: both have Focus (the Twin Blade's granted), neither is destroyed (609.7.1(b)).
    expect(sc.ids(0, 'field', K.double)).toHaveLength(1);
    expect(sc.ids(1, 'field', K.focus3)).toHaveLength(1);
    expect(sc.obj(sc.named('twin')).mode).toBe('DF'); // 609.8, and no Double Attack trigger
    expect(sc.state.log.some((l) => l.rule === '606.4')).toBe(false); // no trigger at all
  });

  it('606.5.5 Double Attack belongs to its unit: a unit with another keyword (Lock Up) that wins its fight gets no trigger and stays DF mode (609.8)', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.lockUp, as: 'jailer' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }, { card: C.crab, mode: 'DF' }] } },
      { attackers: ['jailer'], target: 'p1', blockers: [{ unit: 'rec', attacker: 'jailer' }], stage: 'fight' },
    ));
    expect(sc.ids(1, 'grave', C.recruit)).toHaveLength(1); // Jailer AT 3 beat the Recruit's AT 2
    expect(sc.obj(sc.named('jailer')).mode).toBe('DF');
    expect(sc.logRules()).not.toContain('606.5.5');
    expect(attackOptions(sc)).toEqual([]);
  });
});

describe('606.5.6 Hide', () => {
  it('606.5.6 Hide against attack targeting: a DF-mode unit with Hide is not an attack target; spells may still target it', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake], field: [{ card: K.plain, as: 'foot' }] }, p1: { field: [{ card: K.hide, mode: 'DF', as: 'shade' }, { card: C.crab, mode: 'DF', as: 'crab' }] } }));
    sc.answer(0, 'priority', `attack:${sc.named('foot')}`);
    expect(targetsOf(sc)).toEqual(['p1', sc.named('crab')].sort());
    sc.answer(0, 'attack-target', 'cancel');
    sc.answer(0, 'priority', `cast:${C.fireball}`);
    expect(sc.options()).toContain(sc.named('shade'));
  });
});

describe('606.5.7 Resist', () => {
  it('606.5.7 Resist against damage: Resist : Fire takes no damage from a Fire spell, Resist : Damage none from any source (spell or fight), a plain unit does', () => {
    for (const [card, prevented] of [[K.resistFire, true], [K.resistDamage, true], [K.plain, false]] as const) {
      const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake] }, p1: { field: [{ card, as: 'u' }] } }));
      sc.answer(0, 'priority', `cast:${C.fireball}`);
      finishCast(sc, C.fireball);
      expect(sc.obj(sc.named('u')).dmg ?? 0, card).toBe(prevented ? 0 : 2);
    }
    // 609.7.2(c): an attacker's AT below the attacked unit's DF is marked as damage; Resist : Damage prevents it.
    const fight = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.recruit, as: 'rec' }] }, p1: { field: [{ card: K.resistDamage, mode: 'DF', as: 'wall' }] } },
      { attackers: ['rec'], target: 'wall', stage: 'fight' },
    ));
    expect(fight.obj(fight.named('wall')).dmg ?? 0).toBe(0);
    expect(fight.logRules()).toContain('606.5.7');
    // Resist : Fire takes the damage of an Earth attacker (not Fire).
    const earth = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.plain, as: 'foot' }] }, p1: { field: [{ card: K.resistFire, mode: 'DF', as: 'golem' }] } },
      { attackers: ['foot'], target: 'golem', stage: 'fight' },
    ));
    expect(earth.obj(earth.named('golem')).dmg).toBe(2);
  });

  it('606.5.7 Resist protects only its own unit: a Fire spell on the plain unit beside Resist : Fire deals its damage', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake] }, p1: { field: [{ card: K.resistFire, as: 'golem' }, { card: K.plain, as: 'u' }] } }));
    sc.answer(0, 'priority', `cast:${C.fireball}`);
    if (sc.prompt.kind !== 'priority' && sc.options().includes(sc.named('u'))) sc.answer(0, sc.prompt.kind, sc.named('u'));
    sc.payIfAsked(0);
    while (sc.state.brk.length && sc.prompt.kind === 'priority') sc.pass(sc.prompt.seat);
    expect(sc.ids(0, 'grave', C.fireball)).toHaveLength(1);
    expect(sc.obj(sc.named('u')).dmg).toBe(2);
    expect(sc.obj(sc.named('golem')).dmg ?? 0).toBe(0);
  });

  it('606.5.7 Resist against abilities: a Fire spell\'s AT change is cancelled on Resist : Fire and on Resist : Abilities, not on Resist : Damage', () => {
    for (const [card, cancelled] of [[K.resistFire, true], [K.resistAbilities, true], [K.resistDamage, false]] as const) {
      const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.rage], mana: [C.drake] }, p1: { field: [{ card, as: 'u' }] } }));
      sc.answer(0, 'priority', `cast:${C.rage}`);
      finishCast(sc, C.rage);
      expect(sc.state.effects.some((e) => e.targets.includes(sc.named('u'))), card).toBe(!cancelled);
    }
  });

  it('606.5.7 Resist : Action: no damage from an Action card, but an attacking unit\'s damage is taken; a unit\'s own abilities still affect it under Resist : Abilities', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake] }, p1: { field: [{ card: K.resistAction, as: 'u' }] } }));
    sc.answer(0, 'priority', `cast:${C.fireball}`);
    finishCast(sc, C.fireball);
    expect(sc.obj(sc.named('u')).dmg ?? 0).toBe(0);
    const fight = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.recruit, as: 'rec' }] }, p1: { field: [{ card: K.resistAction, mode: 'DF', as: 'u' }] } },
      { attackers: ['rec'], target: 'u', stage: 'fight' },
    ));
    expect(fight.obj(fight.named('u')).dmg).toBe(2); // a Unit's damage (609.7.2(c)), not an Action's
    // Reading: the unit's own abilities are part of it, not "from" X: its attack trigger still gives it AT+1.
    const own = new Scenario(kwDescription({ p0: { hand: [C.wanderer], field: [{ card: K.selfPump, as: 'b' }] }, p1: { life: 10 } }));
    own.answer(0, 'priority', `attack:${own.named('b')}`);
    expect(own.state.zones['1:life']).toHaveLength(10 - 3);
  });

  it('606.5.7 Resist : both: neither a Fire spell\'s damage nor a Fire spell\'s AT change reaches the unit', () => {
    const dmg = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake] }, p1: { field: [{ card: K.resistBoth, as: 'u' }] } }));
    dmg.answer(0, 'priority', `cast:${C.fireball}`);
    finishCast(dmg, C.fireball);
    expect(dmg.obj(dmg.named('u')).dmg ?? 0).toBe(0);
    const ab = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.rage], mana: [C.drake] }, p1: { field: [{ card: K.resistBoth, as: 'u' }] } }));
    ab.answer(0, 'priority', `cast:${C.rage}`);
    finishCast(ab, C.rage);
    expect(ab.state.effects.some((e) => e.targets.includes(ab.named('u')))).toBe(false);
  });

  it('606.5.7 Resist : Fire granted through a timed effect prevents a Fire spell\'s damage like a printed one', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer, C.fireball], mana: [C.drake] }, p1: { field: [{ card: K.plain, as: 'u' }] } }, undefined, (d) => {
      const f = d.seats[1].zones.field![0] as { state?: Record<string, unknown> };
      f.state = { ...f.state, grant: [{ keyword: 'Resist : Fire', until: 'turn' }] };
    }));
    sc.answer(0, 'priority', `cast:${C.fireball}`);
    finishCast(sc, C.fireball);
    expect(sc.obj(sc.named('u')).dmg ?? 0).toBe(0);
  });
});

describe('606.5.8 Defend', () => {
  it('606.5.8 Defend while blocking (AT mode): the clash reads its DF instead of its AT', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.giant, as: 'giant' }] }, p1: { field: [{ card: K.defend, as: 'shield' }] } },
      { attackers: ['giant'], target: 'p1', blockers: [{ unit: 'shield', attacker: 'giant' }], stage: 'fight' },
    ));
    // Giant AT 4 against the Shieldbearer's DF 5 (its AT is 1): the Giant is destroyed, the Shieldbearer stays.
    expect(sc.ids(0, 'grave', C.giant)).toHaveLength(1);
    expect(sc.ids(1, 'field', K.defend)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.text.en.includes('AT 4 vs AT 5'))).toBe(true);
  });

  it('606.5.8 Defend while attacked in DF mode: the fight reads its DF (609.7.2); attacking, it fights with its AT', () => {
    // Reading: 609.7.2 already compares the attacker's AT with the attacked unit's DF, so "use DF where the fight
    // reads its AT" changes nothing there; what the text adds is that the override holds only while it defends.
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.giant, as: 'giant' }] }, p1: { field: [{ card: K.defend, mode: 'DF', as: 'shield' }] } },
      { attackers: ['giant'], target: 'shield', stage: 'fight' },
    ));
    expect(sc.ids(0, 'grave', C.giant)).toHaveLength(1);
    expect(sc.obj(sc.named('shield')).dmg).toBe(4);
    const atk = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.defend, as: 'shield' }] }, p1: { life: 10 } },
      { attackers: ['shield'], target: 'p1', stage: 'fight' },
    ));
    expect(atk.state.zones['1:life']).toHaveLength(9); // AT 1, not DF 5
  });

  it('606.5.8 Defend on an attacker that is blocked: it fights with its AT (the blocker is the one defending)', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.defend, as: 'shield' }] }, p1: { field: [{ card: C.recruit, as: 'rec' }] } },
      { attackers: ['shield'], target: 'p1', blockers: [{ unit: 'rec', attacker: 'shield' }], stage: 'fight' },
    ));
    // Shieldbearer AT 1 against the Recruit's AT 2 (609.7.1(a)); with its DF 5 it would have won.
    expect(sc.ids(0, 'grave', K.defend)).toHaveLength(1);
    expect(sc.ids(1, 'field', C.recruit)).toHaveLength(1);
  });
});

describe('606.5.19 Unblockable', () => {
  it('606.5.19 Unblockable: the opponent cannot block it even with AT-mode units; it hits the player', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.unblockable, as: 'rider' }] }, p1: { field: [C.giant, C.recruit], life: 10 } },
      { attackers: ['rider'], target: 'p1', stage: 'attack' },
    ));
    expect(sc.state.combat).toBeNull();
    expect(sc.state.log.some((l) => l.rule === '609.5.1')).toBe(false);
    expect(sc.state.zones['1:life']).toHaveLength(8);
  });
});

describe('606.5.25 Focus', () => {
  it('606.5.25 Focus on equal AT: the Focus unit is not destroyed, the other one is', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.recruit, as: 'rec' }] }, p1: { field: [{ card: K.focus, as: 'duel' }] } },
      { attackers: ['rec'], target: 'p1', blockers: [{ unit: 'duel', attacker: 'rec' }], stage: 'fight' },
    ));
    expect(sc.logRules()).toContain('609.7.1(b)');
    expect(sc.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(sc.ids(1, 'field', K.focus)).toHaveLength(1);
  });

  it('606.5.25 Focus on AT equal to DF: attacking, the Focus unit survives; attacked, it survives and no damage is marked', () => {
    const atk = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.focus3, as: 'st' }] }, p1: { field: [{ card: K.plain, mode: 'DF', as: 'foot' }] } },
      { attackers: ['st'], target: 'foot', stage: 'fight' },
    ));
    expect(atk.logRules()).toContain('609.7.2(b)');
    expect(atk.ids(0, 'field', K.focus3)).toHaveLength(1);
    expect(atk.ids(1, 'grave', K.plain)).toHaveLength(1);
    const def = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: C.recruit, as: 'rec' }] }, p1: { field: [{ card: K.focus, mode: 'DF', as: 'duel' }] } },
      { attackers: ['rec'], target: 'duel', stage: 'fight' },
    ));
    expect(def.ids(0, 'grave', C.recruit)).toHaveLength(1);
    expect(def.ids(1, 'field', K.focus)).toHaveLength(1);
    expect(def.obj(def.named('duel')).dmg ?? 0).toBe(0);
  });
});

describe('606.5.29 Reinforce', () => {
  const field = () => [
    { card: K.reinforce, as: 'cap' }, { card: K.knight, as: 'k1' }, { card: K.airborne, as: 'k2' },
    { card: K.knight, mode: 'DF' as const, as: 'kdf' }, { card: K.knight, since: false, as: 'knew' }, { card: K.plain, as: 'soldier' },
  ];

  it('606.5.29 606.5.29.1 606.5.29.2 Reinforce: on an attack on the player, up to X AT-mode units of the condition that have not attacked join as one group', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer], field: field() }, p1: { field: [{ card: C.crab, mode: 'DF', as: 'crab' }], life: 10 } }));
    sc.answer(0, 'priority', `attack:${sc.named('cap')}`);
    sc.answer(0, 'attack-target', 'p1');
    // Knights in AT mode that may attack: not the DF-mode one, not the one new on the field, not the Soldier.
    expect(sc.prompt).toMatchObject({ kind: 'choose-cards', seat: 0, min: 0, max: 2, rule: '606.5.29.1' });
    expect(sc.prompt.label.th).toMatch(/สูงสุด 2/);
    expect(sc.options().sort()).toEqual([sc.named('k1'), sc.named('k2')].sort());
    sc.answer(0, 'choose-cards', sc.named('k1'), sc.named('k2'));
    // The DF player has no AT-mode unit: no block; the group of three hits the player: 3 + 2 + 3.
    expect(sc.state.zones['1:life']).toHaveLength(10 - 8);
    expect(sc.state.attacked.sort()).toEqual([sc.named('cap'), sc.named('k1'), sc.named('k2')].sort());
  });

  it('606.5.29.2 Reinforce: an attack on a DF-mode unit forms no group (a group attacks the opponent player only)', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer], field: field() }, p1: { field: [{ card: C.crab, mode: 'DF', as: 'crab' }] } }));
    sc.answer(0, 'priority', `attack:${sc.named('cap')}`);
    sc.answer(0, 'attack-target', sc.named('crab'));
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    expect(sc.state.attacked).toEqual([sc.named('cap')]);
  });

  it('606.5.29.3 606.5.29.4 Reinforce: an Airborne member needs an Airborne blocker: only the blockers that complete the group\'s block are offered', () => {
    const sc = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.reinforce, as: 'cap' }, { card: K.airborne, as: 'sky' }] }, p1: { field: [{ card: K.airborne2, as: 'griffin' }, { card: C.giant, as: 'g' }] } },
      { attackers: ['cap', 'sky'], target: 'p1', stage: 'attack' },
    ));
    // The Griffin must be kept for the Sky Knight: only the Giant is offered for the Captain.
    expect(sc.options()).toEqual([sc.named('g')]);
    sc.answer(1, 'blockers', sc.named('g'));
    expect(sc.options()).toEqual([sc.named('griffin')]);
    const few = new Scenario(kwDescription(
      { p0: { hand: [C.wanderer], field: [{ card: K.reinforce, as: 'cap' }, { card: K.airborne, as: 'sky' }] }, p1: { field: [C.giant, C.recruit], life: 10 } },
      { attackers: ['cap', 'sky'], target: 'p1', stage: 'attack' },
    ));
    // Two AT-mode units but none may block the Sky Knight: the group cannot be blocked at all (3 + 3 damage).
    expect(few.logRules()).toContain('606.5.29.4');
    expect(few.state.zones['1:life']).toHaveLength(4);
  });

  it('606.5.29.3 606.5.29.4 Reinforce group against too few blockers: it cannot be blocked at all', () => {
    const sc = new Scenario(kwDescription({ p0: { hand: [C.wanderer], field: field() }, p1: { field: [C.giant, C.recruit], life: 10 } }));
    sc.answer(0, 'priority', `attack:${sc.named('cap')}`); // the player is the only target: no target prompt
    sc.answer(0, 'choose-cards', sc.named('k1'), sc.named('k2'));
    // Two AT-mode units against a group of three: no blockers prompt, 8 damage.
    expect(sc.logRules()).toContain('606.5.29.4');
    expect(sc.state.zones['1:life']).toHaveLength(2);
    expect(sc.ids(1, 'field', C.giant)).toHaveLength(1);
  });

  it('606.5.29.3 Reinforce: the defender must declare exactly as many blockers as attackers, or none (then the group is unblocked)', () => {
    const spec = { p0: { hand: [C.wanderer], field: [{ card: K.reinforce, as: 'cap' }, { card: K.knight, as: 'k1' }] }, p1: { field: [{ card: C.giant, as: 'g' }, { card: C.recruit, as: 'r' }, { card: C.swordsman, as: 's' }], life: 10 } };
    const sc = new Scenario(kwDescription(spec));
    sc.answer(0, 'priority', `attack:${sc.named('cap')}`);
    sc.answer(0, 'choose-cards', sc.named('k1'));
    // One blocker per attacker in the group's order: the Captain's first (declinable), then the Squire's (not).
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1, min: 0, max: 1, rule: '606.5.29.3' });
    expect(sc.prompt.label.th).toMatch(/ครบ 2 ใบ/);
    expect(sc.prompt.label.en).toMatch(/block all 2 or none/);
    sc.answer(1, 'blockers', sc.named('g'));
    expect(sc.prompt).toMatchObject({ kind: 'blockers', seat: 1, min: 1, max: 1 });
    expect(sc.options().sort()).toEqual([sc.named('r'), sc.named('s')].sort());
    expect(sc.refuse(1, [])).toBe('prompt/count');
    sc.answer(1, 'blockers', sc.named('r'));
    expect(sc.state.combat).toBeNull();
    // Giant blocks the Captain (4 vs 3), the Recruit the Squire (2 vs 2).
    expect(sc.ids(0, 'grave', K.reinforce)).toHaveLength(1);
    expect(sc.ids(0, 'grave', K.knight)).toHaveLength(1);
    expect(sc.state.zones['1:life']).toHaveLength(10);
    const none = new Scenario(kwDescription(spec));
    none.answer(0, 'priority', `attack:${none.named('cap')}`);
    none.answer(0, 'choose-cards', none.named('k1'));
    none.answer(1, 'blockers'); // 606.5.29.4: "chooses not to"
    expect(none.state.zones['1:life']).toHaveLength(10 - 5);
  });
});
