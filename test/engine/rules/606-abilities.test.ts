import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG, viewFor } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';
import { P } from '../helpers/probe-cards.js';

const unitView = (sc: Scenario, id: string) => {
  for (const p of viewFor(sc.state, 'spectator').players) {
    const u = p.units.find((x) => x.objectId === id);
    if (u) return u;
  }
  throw new Error(`no unit ${id}`);
};

/** Both seats pass until the Break is empty (every prompt on the way must be a priority prompt). */
function drain(sc: Scenario): void {
  for (let i = 0; i < 20 && sc.state.brk.length; i++) sc.pass(sc.prompt.seat);
  expect(sc.state.brk).toHaveLength(0);
}

describe('606.1 606.2 kinds of ability', () => {
  it('606.1 every card ability is continuous, activated or triggered (keywords aside); each kind behaves as 606.2–606.4 say', () => {
    // Only Actions carry a bare effect (301); every other card's abilities are continuous, activated or triggered.
    for (const c of CATALOG.values()) if (c.type !== 'action') expect(c.effects, c.id).toBeUndefined();
    const kinds = new Set([...CATALOG.values()].flatMap((c) => ['continuous', 'activated', 'triggers'].filter((k) => k in c)));
    expect(kinds).toEqual(new Set(['continuous', 'activated', 'triggers']));
    // One board with one of each: Dormant Volcano (continuous), Gale Archer (activated), Dawn Monk (triggered).
    const sc = new Scenario({ step: 'refresh', p0: { field: [C.volcano, C.archer, C.monk], mana: [C.recruit] }, p1: { field: [C.crab] } });
    const archer = sc.id(0, 'field', C.archer);
    // Continuous: already applied, no one was asked (the Archer is wind: the Volcano touches fire units only).
    expect(unitView(sc, sc.id(0, 'field', C.monk)).currentAt).toBe(2);
    expect(sc.state.players[0].pool).toEqual({});
    sc.answer(0, 'refresh-options', 'skip');
    // Triggered: Dawn Monk's "when entering Main" went on the Break by itself; it resolves once both pass.
    expect(sc.state.brk.map((e) => e.kind)).toEqual(['trigger']);
    sc.pass(0);
    expect(sc.state.players[0].pool).toEqual({ water: 1 });
    // Activated: offered to its controller, nothing happens unless chosen.
    const act = sc.prompt.options.find((o) => o.id === `act:${archer}:0`)!;
    expect(act).toMatchObject({ group: 'activate', rule: '606.3.2' });
    sc.pass(0);
    expect(sc.state.objs[sc.id(1, 'field', C.crab)]!.dmg).toBeUndefined();
  });

  it('606.2 a continuous ability needs no use and cannot be turned off while its source is on the field; it stops when the source leaves', () => {
    const sc = new Scenario({
      p0: { hand: [C.fireball, C.wanderer], field: [P.guide, C.recruit], mana: [{ card: C.recruit, empty: true }, { card: C.crab, faceUp: false }] },
      p1: { hand: [C.wave], mana: [C.crab, C.crab] },
    });
    const label = (): string | undefined => sc.prompt.options.find((o) => o.objectId && sc.obj(o.objectId).card === C.fireball)?.label.en.split(' → ')[0];
    expect(label()).toBe('Cast Fireball (MP 0)');
    sc.pass(0);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', '@' + P.guide);
    sc.pass(0); // seat 0 could answer with Fireball (MP 0) but lets Crashing Wave resolve
    // The Guide went back to the hand: Fireball costs 1 again (its own Mana pays it).
    expect(sc.ids(0, 'hand', P.guide)).toHaveLength(1);
    expect(sc.prompt.seat).toBe(0);
    expect(label()).toBe('Cast Fireball (MP 1)');
  });
});

describe('606.3 activated abilities', () => {
  it('606.3.2 606.3.2.1 606.3.2.3 606.3.2.4 606.3.2.5 606.3.2.6 606.3.2.9 step by step: priority → targets → mana → the Break → the opponent\'s priority → [Skill] paid and the effect on resolution', () => {
    const sc = new Scenario({
      p0: { hand: [C.rage], field: [C.archer, C.giant], mana: [C.recruit, C.hawk] },
      p1: { hand: [C.spring], field: [C.hawk, C.crab], mana: [C.crab] },
    });
    const archer = sc.id(0, 'field', C.archer);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' }); // 606.3.2.1
    sc.answer(0, 'priority', `act:${archer}:0`);
    // 606.3.2.4: targets of the ability's side only (opposing units).
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'targets', rule: '606.3.2.4' });
    expect(new Set(sc.options())).toEqual(new Set([sc.id(1, 'field', C.hawk), sc.id(1, 'field', C.crab), 'cancel']));
    sc.answer(0, 'targets', '@' + C.hawk);
    // 606.3.2.3: MP 1 from one of two Streams.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'mana-payment' });
    expect(sc.prompt.label.en).toBe('Pay 1 mana: choose how');
    sc.answer(0, 'mana-payment', 'pay0');
    // 606.3.2.5: on the Break; the [Skill] additional cost is not paid yet (603.2.2); seat 1 has priority.
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.state.brk[0]).toMatchObject({ kind: 'ability', ctrl: 0, src: archer, targets: [sc.id(1, 'field', C.hawk)] });
    expect(sc.obj(archer).mode).toBe('AT');
    expect(sc.prompt.seat).toBe(1);
    expect(sc.logRules()).toContain('606.3.2.5');
    sc.pass(1);
    sc.pass(0);
    // 606.3.2.6 / 606.3.5 / 606.3.2.9: left the Break, [Skill] paid (DF mode), then the effect.
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.obj(archer).mode).toBe('DF');
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
  });

  it('606.3.2.2 [AT Turn] abilities only in the controller\'s own AT turn; [AT/DF] in either', () => {
    const sc = new Scenario({ p0: { hand: [C.rage], field: [C.summoner, P.shrine, C.recruit], mana: [C.crab, C.giant, C.recruit] }, p1: { field: [C.summoner, P.shrine, C.crab], mana: [C.crab, C.giant] } });
    const acts = (seat: 0 | 1): string[] => sc.prompt.options.filter((o) => o.group === 'activate').map((o) => sc.obj(o.objectId!).card).filter(() => sc.prompt.seat === seat);
    expect(new Set(acts(0))).toEqual(new Set([C.summoner, P.shrine]));
    sc.pass(0);
    expect(sc.prompt.seat).toBe(1);
    expect(acts(1)).toEqual([P.shrine]);
  });

  it('606.3.2.7 the [Skill] additional cost cannot be paid when the unit has left the field: the ability fails and does nothing', () => {
    const sc = new Scenario({ p0: { hand: [C.rage], field: [C.archer], mana: [C.recruit] }, p1: { hand: [C.wave], field: [C.crab], mana: [C.crab, C.crab] } });
    sc.answer(0, 'priority', 'act:' + C.archer); // the Crab is the only opposing unit
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', '@' + C.archer);
    expect(sc.prompt.seat).toBe(0);
    sc.pass(0); // Crashing Wave resolves: the Archer goes back to seat 0's hand
    expect(sc.ids(0, 'hand', C.archer)).toHaveLength(1);
    drain(sc);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBeUndefined();
    expect(sc.logRules()).toContain('606.3.2.7');
  });

  it('606.3.2.8 a target gone on resolution voids the ability after its additional cost is paid (602.3)', () => {
    const sc = new Scenario({ p0: { hand: [C.rage], field: [C.archer], mana: [C.recruit] }, p1: { hand: [C.wave], field: [C.hawk], mana: [C.crab, C.crab] } });
    const archer = sc.id(0, 'field', C.archer);
    sc.answer(0, 'priority', 'act:' + C.archer);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', '@' + C.hawk); // seat 1 saves its own Hawk
    drain(sc);
    expect(sc.ids(1, 'hand', C.hawk)).toHaveLength(1);
    expect(sc.obj(archer).mode).toBe('DF'); // the [Skill] cost was still paid
    const rules = sc.logRules();
    expect(rules.indexOf('606.3.5')).toBeLessThan(rules.lastIndexOf('602.3'));
  });
});

describe('606.4 triggered abilities', () => {
  it('606.4.1 606.4.2 606.4.2.1 606.4.2.1.1 606.4.2.2 606.4.3 606.4.4 606.4.4.1 606.4.4.2 606.4.4.3 optional choice → targets on entering the Break → opponent\'s priority → MP paid on resolution → effect', () => {
    const sc = new Scenario({
      p0: { hand: [P.adept, C.rage], mana: [C.drake, C.swordsman, C.recruit] },
      p1: { hand: [C.spring], field: [C.hawk, C.crab], mana: [C.crab] },
    });
    sc.answer(0, 'priority', 'cast:' + P.adept);
    sc.answer(0, 'mana-payment', 'pay0'); // the Drake Stream alone
    sc.pass(1);
    sc.pass(0);
    // The Adept entered the field; its Arrive trigger (606.4.1) asks first whether to use it (606.4.2.1).
    expect(sc.ids(0, 'field', P.adept)).toHaveLength(1);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'optional', rule: '606.4.2.1' });
    const emptyBefore = sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty).length;
    expect(emptyBefore).toBe(1); // the Drake paid for the Adept
    sc.answer(0, 'optional', 'yes');
    // 606.4.2.2: targets, as it enters the Break.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'targets', rule: '606.4.2.2' });
    expect(new Set(sc.options())).toEqual(new Set([sc.id(1, 'field', C.hawk), sc.id(1, 'field', C.crab)]));
    sc.answer(0, 'targets', '@' + C.crab);
    // 606.4.3: on the Break with its target; the opponent has priority; the MP 1 is not paid yet (606.4.2.1.1).
    expect(sc.state.brk).toEqual([expect.objectContaining({ kind: 'trigger', ctrl: 0, targets: [sc.id(1, 'field', C.crab)] })]);
    expect(sc.prompt.seat).toBe(1);
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty)).toHaveLength(emptyBefore);
    sc.pass(1);
    sc.pass(0);
    // 606.4.4 / 606.4.4.1: MP 1 paid as it leaves the Break; 606.4.4.2 target still there; 606.4.4.3 the effect.
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty)).toHaveLength(emptyBefore + 1);
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBe(1);
    expect(sc.state.brk).toHaveLength(0);
  });

  it('606.4.4.1 an additional cost that cannot be paid on resolution cancels the trigger', () => {
    // Exactly MP 2 for the Adept: nothing left for the trigger's MP 1.
    const sc = new Scenario({ p0: { hand: [P.adept, C.wanderer], mana: [C.recruit, C.swordsman] }, p1: { field: [C.hawk] } });
    sc.answer(0, 'priority', 'cast:' + P.adept);
    sc.answer(0, 'optional', 'yes'); // "may": the player may choose it even with no mana left
    // The only opposing unit is the target; nobody can respond; it resolves and cannot pay.
    expect(sc.ids(1, 'field', C.hawk)).toHaveLength(1);
    expect(sc.obj(sc.id(1, 'field', C.hawk)).dmg).toBeUndefined();
    expect(sc.logRules()).toContain('606.4.4.1');
    expect(sc.state.brk).toHaveLength(0);
  });

  it('606.4.4.2 a trigger whose target is gone is void once its additional cost is paid (602.3)', () => {
    const sc = new Scenario({ p0: { hand: [P.adept, C.wanderer], mana: [C.drake, C.swordsman] }, p1: { hand: [C.wave], field: [C.hawk], mana: [C.crab, C.crab] } });
    sc.answer(0, 'priority', 'cast:' + P.adept);
    sc.payIfAsked(0);
    sc.pass(1); // seat 1 keeps its Crashing Wave for the trigger
    sc.answer(0, 'optional', 'yes');
    expect(sc.state.brk[0]!.targets).toEqual([sc.id(1, 'field', C.hawk)]);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    sc.answer(1, 'targets', '@' + C.hawk);
    // Crashing Wave resolves (seat 0 cannot respond), then the trigger: MP paid, target gone, void.
    expect(sc.ids(1, 'hand', C.hawk)).toHaveLength(1);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.zones['0:mana'].every((id) => sc.obj(id).empty)).toBe(true);
    expect(sc.logRules().at(-1)).toBe('602.3');
  });
});

describe('600 Mechanic', () => {
  it('600.1 the Mechanic chapter (601–613) is what the cast, activation and trigger procedures rest on: every prompt on the way cites one of its sections', () => {
    const book = readFileSync(new URL('../../../data/rules/fadalgia-comprehensive.th.txt', import.meta.url), 'utf8');
    const sections = new Set(book.split('\n').map((l) => l.split(/\s/)[0]!));
    const sc = new Scenario({
      p0: { hand: [P.adept, C.rage], field: [C.archer], mana: [C.drake, C.swordsman, C.recruit, C.hawk] },
      p1: { hand: [C.spring], field: [C.hawk, C.crab], mana: [C.crab] },
    });
    const cited: string[] = [];
    const say = (seat: 0 | 1, kind: Parameters<Scenario['answer']>[1], ...choice: string[]): void => {
      cited.push(sc.prompt.rule ?? '');
      sc.answer(seat, kind, ...choice);
    };
    say(0, 'priority', 'cast:' + P.adept);
    say(0, 'mana-payment', 'pay0');
    say(1, 'priority', 'pass');
    say(0, 'priority', 'pass');
    say(0, 'optional', 'yes');
    say(0, 'targets', '@' + C.crab);
    say(1, 'priority', 'pass');
    say(0, 'priority', 'pass');
    say(0, 'priority', 'act:' + C.archer);
    say(0, 'targets', '@' + C.hawk);
    expect(new Set(cited)).toEqual(new Set(['601.1', '605.2.2', '606.4.2.1', '606.4.2.2', '606.3.2.4']));
    for (const r of cited) {
      expect(sections.has(r), r).toBe(true);
      expect(Number(r.split('.')[0])).toBeGreaterThanOrEqual(601);
      expect(Number(r.split('.')[0])).toBeLessThanOrEqual(613);
    }
  });
});
