/** The playout invariants catch what they are meant to catch (helpers/invariants.ts), on positions from the scenario builder. */
import { describe, expect, it } from 'vitest';
import { checkAfterAction, checkConservation, checkRuleInvariants, checkSpectatorLeak } from './helpers/invariants.js';
import { C, Scenario } from './helpers/scenario.js';
import type { MatchState } from './helpers/fadalgia-api.js';

const position = () => new Scenario({ p0: { hand: [C.wanderer, C.hawk], field: [C.giant, C.valley], mana: [C.drake, { card: C.crab, faceUp: false }] }, p1: { hand: [C.recruit], field: [C.crab] } });
const sizes = (s: MatchState): [number, number] => [0, 1].map((p) => Object.values(s.objs).filter((o) => o.owner === p && !o.token).length) as [number, number];
/** A broken copy: the invariants exist to catch states the engine must never produce. */
const broken = (edit: (s: MatchState) => void): MatchState => {
  const s = structuredClone(position().state);
  edit(s);
  return s;
};

describe('playout invariants', () => {
  it('a legal position passes every check', () => {
    const s = position().state;
    expect(() => checkAfterAction(structuredClone(s), sizes(s))).not.toThrow();
  });

  it('304.4.1 a unit with lethal damage at a decision is caught', () => {
    expect(() => checkRuleInvariants(broken((s) => { s.objs[s.zones['0:field'][0]!]!.dmg = 7; /* DF 6, +1 from the Valley */ }))).toThrow(/304\.4\.1/);
  });

  it('303.3.1 a second Terrain is caught outside the keep-one choice', () => {
    expect(() => checkRuleInvariants(broken((s) => {
      const id = String(s.nextId++);
      s.objs[id] = { id, card: C.valley, owner: 0, ctrl: 0, zone: 'field', left: 4, since: true, ts: 99 };
      s.zones['0:field'].push(id);
    }))).toThrow(/303\.3\.1/);
  });

  it('400 an object in two zones, or in none, is caught', () => {
    const s = position().state;
    expect(() => checkConservation(broken((x) => { x.zones['0:grave'].push(x.zones['0:hand'][0]!); }), sizes(s))).toThrow(/kernel zone invariant: object \d+ is in two zone lists/);
    expect(() => checkConservation(broken((x) => { x.zones['0:hand'].pop(); }), sizes(s))).toThrow(/kernel zone invariant: object \d+ is in no zone list/);
    expect(() => checkConservation(broken((x) => { x.objs[x.zones['0:hand'][0]!]!.zone = 'grave'; }), sizes(s))).toThrow(/says zone grave but sits in 0:hand/);
    // 407: a card in the Break's zone list with no Break entry (nor one resolving).
    expect(() => checkConservation(broken((x) => { const id = x.zones['0:hand'].pop()!; x.zones.break.push(id); x.objs[id]!.zone = 'break'; }), sizes(s))).toThrow(/407: card \d+ is on the Break with no entry/);
  });

  it('610.4 a Summon outside the field, and 601.1 a priority prompt to the wrong seat, are caught', () => {
    expect(() => checkRuleInvariants(broken((s) => { s.objs[s.zones['0:hand'][0]!]!.token = 'summon'; }))).toThrow(/610\.4/);
    expect(() => checkRuleInvariants(broken((s) => { s.prio = { seat: 1, passes: 0, window: 'main' }; }))).toThrow(/601\.1/);
  });

  it('a hidden card in a view is caught (a main-pile id put into the public log)', () => {
    expect(() => checkSpectatorLeak(broken((s) => { s.log.push({ seq: 999, seat: null, text: { th: s.zones['1:main'][0]!, en: s.zones['1:main'][0]! } }); }))).toThrow(/hidden/);
  });
});
