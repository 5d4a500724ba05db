import { describe, expect, it } from 'vitest';
import { can, characteristics, counterEffect, expireEffects, timedEffectsOn, type DurationWorld, type TimedEffect } from '../../../src/engine/core/kernel.js';

const printed = { stats: { at: 3, df: 2 }, keywords: ['flying'] };
const world = (over: Partial<DurationWorld> = {}): DurationWorld => ({ exists: () => true, onField: () => true, attachedTo: () => 'u1', ...over });

describe('kernel: continuous effects in layers', () => {
  it('layer order beats timestamp order: set, then modify, then counters, whatever the timestamps', () => {
    const c = characteristics(printed, [
      { op: { k: 'modify', stat: 'at', by: 2 }, ts: 1 },
      { op: { k: 'set', stat: 'at', to: 0 }, ts: 5 },
      counterEffect('at', 1),
    ]);
    expect(c.stats.at).toBe(3); // set 0, +2, +1 counter
    expect(c.stats.df).toBe(2);
  });

  it('a gained subtype joins the printed ones once, and "remove-all" keywords leaves subtypes alone', () => {
    const c = characteristics({ ...printed, subtypes: ['Idol'] }, [
      { op: { k: 'add-subtype', subtype: 'Knight' }, ts: 1 },
      { op: { k: 'add-subtype', subtype: 'Idol' }, ts: 2 },
      { op: { k: 'remove-all' }, ts: 3 },
    ]);
    expect(c.subtypes).toEqual(['Idol', 'Knight']);
    expect(c.keywords).toEqual([]);
  });

  it('inside a layer, the later timestamp wins (grant after remove-all keeps the grant)', () => {
    const c = characteristics(printed, [
      { op: { k: 'grant', keyword: 'high-speed' }, ts: 9 },
      { op: { k: 'remove-all' }, ts: 3 },
    ]);
    expect(c.keywords).toEqual(['high-speed']);
    const d = characteristics(printed, [
      { op: { k: 'grant', keyword: 'high-speed' }, ts: 3 },
      { op: { k: 'remove-all' }, ts: 9 },
    ]);
    expect(d.keywords).toEqual([]);
  });

  it('a prohibition beats a permission; without either the default answers', () => {
    const both = characteristics(printed, [{ op: { k: 'allow', what: 'attack-on-arrival' }, ts: 1 }, { op: { k: 'forbid', what: 'attack-on-arrival' }, ts: 2 }]);
    expect(can(both, 'attack-on-arrival', false)).toBe(false);
    const allowed = characteristics(printed, [{ op: { k: 'allow', what: 'attack-on-arrival' }, ts: 1 }]);
    expect(can(allowed, 'attack-on-arrival', false)).toBe(true);
    expect(can(characteristics(printed, []), 'be-targeted', true)).toBe(true);
    expect(can(characteristics(printed, [{ op: { k: 'forbid', what: 'be-targeted' }, ts: 1 }]), 'be-targeted', true)).toBe(false);
  });

  it('value overrides are read from the last layer ("uses DF in this fight")', () => {
    const c = characteristics(printed, [{ op: { k: 'override', what: 'fight-stat', value: 'df' }, ts: 1 }]);
    expect(c.overrides['fight-stat']).toBe('df');
  });

  it('durations: end of turn ends, N turns counts down, while-attached and while-on-field follow the board', () => {
    const base = { targets: ['u1'], op: { k: 'modify', stat: 'at', by: 1 } as const, ts: 1 };
    const effects: TimedEffect[] = [
      { ...base, id: 'e1', duration: { k: 'end-of-turn' } },
      { ...base, id: 'e2', duration: { k: 'turns', n: 2 } },
      { ...base, id: 'e3', duration: { k: 'while-attached', item: 'i1', to: 'u1' } },
      { ...base, id: 'e4', duration: { k: 'game' } },
    ];
    expect(timedEffectsOn(effects, 'u1', world()).length).toBe(4);
    expect(timedEffectsOn(effects, 'u1', world({ attachedTo: () => null })).length).toBe(3);
    const after1 = expireEffects(effects, 'end-of-turn', world());
    expect(after1.map((e) => e.id)).toEqual(['e2', 'e3', 'e4']);
    const after2 = expireEffects(after1, 'end-of-turn', world({ attachedTo: () => null }));
    expect(after2.map((e) => e.id)).toEqual(['e4']);
    expect(expireEffects(after2, 'end-of-turn', world({ exists: () => false }))).toEqual([]);
  });
});

