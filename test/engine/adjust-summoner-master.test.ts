/** A judge's manual adjustments of a Summoner Master board (engine/games/summoner-master/adjust.ts) through the public adjust(). */
import { describe, expect, it } from 'vitest';
import { adjust, stateHash, type MatchState } from '../../src/engine/index.js';
import { build, decks } from './summoner-master/helpers.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { ZONES } from '../../src/engine/games/summoner-master/zones.js';
import { zoneInvariant } from '../../src/engine/core/zones.js';

const board = () => build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['flame-trooper'], ...decks() } }, { zones: { df: [{ card: 'cliff-golem', as: 'd' }], ...decks() } }]);

function ok(s: SmState, op: unknown): { s: SmState; lines: string[] } {
  const r = adjust(s as unknown as MatchState, op);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
  const n = r.state as unknown as SmState;
  expect(n.version).toBe(s.version + 1);
  expect(zoneInvariant(ZONES, n.zones)).toBeNull();
  expect(n.prompt?.kind).toBe('priority');
  return { s: n, lines: r.events.map((e) => e.text.en) };
}

function refused(s: SmState, op: unknown): string {
  const before = stateHash(s as unknown as MatchState);
  const r = adjust(s as unknown as MatchState, op);
  if (r.ok) throw new Error('accepted');
  expect(r.error.message.th.length).toBeGreaterThan(0);
  expect(stateHash(s as unknown as MatchState)).toBe(before);
  return r.error.code;
}

describe('Summoner Master judge adjustments', () => {
  it('516 a Seal put into the other Line by a judge; the same Line is refused', () => {
    const g = board();
    expect(g.s.prompt?.kind).toBe('priority');
    const r = ok(g.s, { k: 'mode', object: g.id('a'), mode: 'DF' });
    expect(r.s.zones.objs[g.id('a')]!.data).toMatchObject({ line: 'df' });
    expect(r.lines[0]).toMatch(/Judge adjustment: .* to the DF Line/);
    expect(refused(r.s, { k: 'mode', object: g.id('a'), mode: 'df' })).toBe('adjust/same-mode');
  });

  it('§11.2 Charge Counters added to and removed from a Seal; never below zero', () => {
    const g = board();
    const r = ok(g.s, { k: 'counter', object: g.id('d'), name: 'charge', delta: 2 });
    expect(r.s.zones.objs[g.id('d')]!.counters).toEqual({ charge: 2 });
    expect(refused(r.s, { k: 'counter', object: g.id('d'), name: 'charge', delta: -3 })).toBe('adjust/counter-negative');
    expect(ok(r.s, { k: 'counter', object: g.id('d'), name: 'charge', delta: -2 }).s.zones.objs[g.id('d')]!.counters ?? {}).toEqual({});
  });

  it('§13 refused with the reason: moves (rewind instead), life (none), player counters — nothing changes', () => {
    const g = board();
    expect(refused(g.s, { k: 'move', object: g.id('a'), to: 'hand' })).toBe('adjust/no-move');
    expect(refused(g.s, { k: 'life', seat: 0, delta: -1 })).toBe('adjust/no-life');
    expect(refused(g.s, { k: 'counter', seat: 0, name: 'charge', delta: 1 })).toBe('adjust/counter-where');
    expect(refused(g.s, { k: 'mode', object: '9999', mode: 'AT' })).toBe('adjust/not-on-field');
  });
});
