/**
 * Issue 30, fewer presses: a cast (605.2.3.1), an activated ability (606.3.2.4) or an attack (609.3) with one
 * target to choose is offered with each target in one option (src/engine/games/fadalgia/with-target.ts). The
 * two-step answer keeps its meaning (old logs replay); a label that would not fit, or two that read the same,
 * keep the two steps.
 */
import { describe, expect, it } from 'vitest';
import { apply, currentPrompt } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';
import { FIT } from '../../../src/engine/games/fadalgia/with-target.js';

/** Seat 0 (AT, Main phase) holds a Fireball and can pay it with its one Stream (no payment question). */
const FIREBALL: ScenarioSpec = {
  p0: { hand: [C.fireball, C.wanderer], field: [C.giant], mana: [C.recruit] },
  p1: { hand: [C.spring], field: [C.crab, { card: C.hawk, mode: 'DF' }], mana: [C.crab] },
};

const ofCard = (sc: Scenario, card: string, group: string) => sc.prompt.options.filter((o) => o.group === group && o.objectId && sc.obj(o.objectId).card === card);

describe('605.2.3.1 602.1 a cast with its one target in one option', () => {
  it('605.2.3.1 "Cast Fireball (MP 1) → Deep Sea Crab of B": one option per legal target, each private (the card is in the hand); one press puts it on the Break with that target', () => {
    const sc = new Scenario(FIREBALL);
    const fireball = sc.id(0, 'hand', C.fireball);
    const [giant, crab, hawk] = [sc.id(0, 'field', C.giant), sc.id(1, 'field', C.crab), sc.id(1, 'field', C.hawk)];
    const opts = ofCard(sc, C.fireball, 'cast');
    // Fireball targets any unit (602.1): both sides' units, none left out, the plain two-step option not shown.
    expect(opts.map((o) => o.id).sort()).toEqual([giant, crab, hawk].map((x) => `cast:${fireball}:tg:${x}`).sort());
    expect(opts.find((o) => o.id.endsWith(`:tg:${crab}`))!.label).toEqual({ th: 'ร่าย ลูกไฟ (MP 1) → ปูยักษ์ทะเลลึก ของ B', en: 'Cast Fireball (MP 1) → Deep Sea Crab of B' });
    expect(opts.every((o) => o.visibility === 'private' && o.rule === '605.2')).toBe(true);
    sc.answer(0, 'priority', `cast:${fireball}:tg:${hawk}`);
    // No target prompt, no payment prompt: on the Break, and the opponent has priority (605.2.4.1).
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.state.brk[0]).toMatchObject({ kind: 'card', ctrl: 0, targets: [hawk] });
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'priority' });
  });

  it('605.2.3.1 the two-step answer keeps its meaning: "cast:<card>" still asks the target, then the same Break entry', () => {
    const one = new Scenario(FIREBALL);
    const two = new Scenario(FIREBALL);
    const fireball = one.id(0, 'hand', C.fireball);
    const hawk = one.id(1, 'field', C.hawk);
    // Not offered any more, but accepted: a stored log answered this way.
    expect(two.prompt.options.some((o) => o.id === `cast:${fireball}`)).toBe(false);
    const p = two.prompt;
    const r = apply(two.state, { type: 'answer', seat: 0, promptId: p.promptId, choice: [`cast:${fireball}`] });
    if (!r.ok) throw new Error(r.error.message.en);
    expect(currentPrompt(r.state)).toMatchObject({ seat: 0, kind: 'targets', rule: '602.1' });
    two.state = r.state;
    two.answer(0, 'targets', hawk);
    one.answer(0, 'priority', `cast:${fireball}:tg:${hawk}`);
    // Entry ids share a counter with prompt ids, and the two steps asked one more prompt: compared without them.
    expect(two.state.brk.map(({ id: _, ...e }) => e)).toEqual(one.state.brk.map(({ id: _, ...e }) => e));
    expect(two.state.log.map((l) => l.text.en)).toEqual(one.state.log.map((l) => l.text.en));
  });

  it('605.2.3.1 a target part that would not fit (a long player name) keeps the two steps: the card alone, its target asked next', () => {
    const long = 'Bartholomew Fitzgerald the Third';
    const sc = new Scenario(toDescriptionWith(FIREBALL, (d) => { d.seats[1].name = long; }));
    const fireball = sc.id(0, 'hand', C.fireball);
    expect(`Cast Fireball (MP 1) → Deep Sea Crab of ${long}`.length).toBeGreaterThan(FIT);
    expect(ofCard(sc, C.fireball, 'cast').map((o) => o.id)).toEqual([`cast:${fireball}`]);
    expect(ofCard(sc, C.fireball, 'cast')[0]!.label.en).toBe('Cast Fireball (MP 1)');
    sc.answer(0, 'priority', `cast:${fireball}`);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'targets', rule: '602.1' });
    sc.answer(0, 'targets', sc.id(1, 'field', C.crab));
    expect(sc.state.brk[0]).toMatchObject({ targets: [sc.id(1, 'field', C.crab)] });
  });

  it('605.2.3.1 two targets that share a name and a controller are told apart by their place; one legal target needs no choice (one plain option)', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk, C.hawk] } });
    expect(ofCard(sc, C.fireball, 'cast').map((o) => o.label.en)).toEqual(['Cast Fireball (MP 1) → Storm Hawk (Unit 1 of B)', 'Cast Fireball (MP 1) → Storm Hawk (Unit 2 of B)']);
    const alone = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk] } });
    expect(ofCard(alone, C.fireball, 'cast').map((o) => o.id)).toEqual([`cast:${alone.id(0, 'hand', C.fireball)}`]);
  });
});

describe('609.3 an attack with its target in one option', () => {
  const ATTACK: ScenarioSpec = {
    p0: { hand: [C.wanderer], field: [C.giant] },
    p1: { field: [C.recruit, { card: C.archer, mode: 'DF' }] },
  };

  it('609.3 "Attack with Stone Giant (AT n) → Gale Archer of B": one public option per legal target; one press declares the attack on it', () => {
    const sc = new Scenario(ATTACK);
    const [giant, archer] = [sc.id(0, 'field', C.giant), sc.id(1, 'field', C.archer)];
    const opts = ofCard(sc, C.giant, 'attack');
    // 609.3: the opponent player and the DF-mode Archer (an AT-mode unit is no attack target).
    expect(opts.map((o) => o.id)).toEqual([`attack:${giant}:tg:p1`, `attack:${giant}:tg:${archer}`]);
    expect(opts.map((o) => o.label.en)).toEqual([expect.stringMatching(/^Attack with Stone Giant \(AT \d+\) → Player B$/), expect.stringMatching(/^Attack with Stone Giant \(AT \d+\) → Gale Archer of B$/)]);
    expect(opts.every((o) => o.visibility === 'public' && o.rule === '609.2')).toBe(true);
    sc.answer(0, 'priority', `attack:${giant}:tg:${archer}`);
    // No attack-target prompt: declared on the Archer (609.4); nobody could respond, so the fight is over.
    const declared = sc.state.log.find((l) => l.rule === '609.4');
    expect(declared?.text.en).toBe('Stone Giant attacks Gale Archer');
    expect(sc.ids(1, 'field', C.archer), 'the Giant (AT 4) destroyed the Archer it attacked').toEqual([]);
  });

  it('609.3 the two-step answer "attack:<unit>" still asks the target, then declares the same attack', () => {
    const one = new Scenario(ATTACK);
    const two = new Scenario(ATTACK);
    const [giant, archer] = [one.id(0, 'field', C.giant), one.id(1, 'field', C.archer)];
    two.answer(0, 'priority', `attack:${giant}`);
    expect(two.prompt).toMatchObject({ seat: 0, kind: 'attack-target', rule: '609.3' });
    two.answer(0, 'attack-target', archer);
    one.answer(0, 'priority', `attack:${giant}:tg:${archer}`);
    expect(two.state.log.map((l) => l.text.en)).toEqual(one.state.log.map((l) => l.text.en));
  });

  it('609.3 labels that would not fit keep the two steps (the attack alone, its target asked next)', () => {
    const sc = new Scenario(toDescriptionWith(ATTACK, (d) => { d.seats[1].name = 'Bartholomew Fitzgerald the Third'; }));
    const giant = sc.id(0, 'field', C.giant);
    expect(ofCard(sc, C.giant, 'attack').map((o) => o.id)).toEqual([`attack:${giant}`]);
    sc.answer(0, 'priority', `attack:${giant}`);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'attack-target' });
  });
});

describe('606.3.2.4 an activated ability with its one target in one option', () => {
  it('606.3.2.4 the Archer\'s ability names its target in the same press, as the two-step answer does after its target prompt', () => {
    const spec: ScenarioSpec = { p0: { hand: [C.rage], field: [C.archer, C.giant], mana: [C.recruit, C.hawk] }, p1: { hand: [C.spring], field: [C.hawk, C.crab], mana: [C.crab] } };
    const one = new Scenario(spec);
    const two = new Scenario(spec);
    const archer = one.id(0, 'field', C.archer);
    const hawk = one.id(1, 'field', C.hawk);
    const acts = one.prompt.options.filter((o) => o.id.startsWith(`act:${archer}:0:tg:`));
    expect(acts.map((o) => o.id).sort()).toEqual([`act:${archer}:0:tg:${hawk}`, `act:${archer}:0:tg:${one.id(1, 'field', C.crab)}`].sort());
    expect(acts.every((o) => o.label.en.length <= FIT && o.label.en.startsWith('Gale Archer: '))).toBe(true);
    one.answer(0, 'priority', `act:${archer}:0:tg:${hawk}`);
    one.payIfAsked(0);
    two.answer(0, 'priority', `act:${archer}:0`);
    two.answer(0, 'targets', hawk);
    two.payIfAsked(0);
    expect(one.state.brk).toHaveLength(1);
    expect(one.state.brk[0]).toMatchObject({ kind: 'ability', targets: [hawk] });
    expect(two.state.brk.map(({ id: _, ...e }) => e)).toEqual(one.state.brk.map(({ id: _, ...e }) => e));
  });
});
