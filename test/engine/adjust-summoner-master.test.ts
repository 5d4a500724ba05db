/** A judge's manual adjustments of a Summoner Master board (engine/games/summoner-master/adjust.ts) through the public adjust(). */
import { describe, expect, it } from 'vitest';
import { adjust, type MatchState } from '../../src/engine/index.js';
import { refused } from './helpers/adjust-refused.js';
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

  it('§5 a Seal moved from the field to the hand takes its Supports with it and its attached Mystics to the Shrine; a new object, its Combination forgotten', () => {
    const g = build([
      { zones: { df: [{ card: 'dawn-knight', as: 'main', state: { combo: 'sunrise', combinedAt: 1 } }], support: [{ card: 'light-priest', as: 'sup', state: { supportOf: 'main' } }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 'main' }], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'd' }], ...decks() } },
    ]);
    const r = ok(g.s, { k: 'move', object: g.id('main'), to: 'hand' });
    expect(r.s.zones.objs[g.id('main')]).toBeUndefined();
    const hand = (r.s.zones.zones['0:hand'] ?? []).map((x) => r.s.zones.objs[x]!);
    expect(hand.map((o) => o.card).sort()).toEqual(['dawn-knight', 'light-priest']);
    expect(hand.every((o) => !o.data || !('combo' in o.data) && !('supportOf' in o.data))).toBe(true);
    expect((r.s.zones.zones['0:shrine'] ?? []).map((x) => r.s.zones.objs[x]!.card)).toEqual(['holy-sword']);
    expect(r.s.zones.zones['0:field'] ?? []).toEqual([]);
    expect(r.s.zones.zones['0:support'] ?? []).toEqual([]);
    expect(r.lines[0]).toMatch(/Judge adjustment: Dawn Knight of A from the field to the hand \(Holy Sword, Light Priest\)|Judge adjustment: Dawn Knight of A from the field to the hand \(Light Priest, Holy Sword\)/);
  });

  it('708.4 a Seal from the hand put onto the field in the Line the judge names, Active; a hidden card is not named until it lands face up', () => {
    const g = board();
    const inHand = g.s.zones.zones['0:hand']![0]!;
    const r = ok(g.s, { k: 'move', object: inHand, to: 'DF' });
    const placed = (r.s.zones.zones['0:field'] ?? []).map((x) => r.s.zones.objs[x]!).find((o) => o.card === 'flame-trooper')!;
    expect(placed.data).toMatchObject({ line: 'df', active: true });
    expect(r.s.players[0].broughtSeal).toBe(true);
    expect(r.lines[0]).toMatch(/Flame Trooper of A from the hand to the DF Line/);
    // Hand to deck: both closed, so the public line names the kind (card backs show it, §0) and not the card.
    const back = ok(g.s, { k: 'move', object: inHand, to: 'deck', bottom: true });
    expect(back.lines.join('\n')).toContain('a Seal from the hand');
    expect(back.lines.join('\n')).not.toMatch(/Flame Trooper/);
    expect(back.s.zones.zones['0:sealDeck']![0]).toBe(String(g.s.zones.nextId));
    expect(back.s.zones.objs[back.s.zones.zones['0:sealDeck']![0]!]!.card).toBe('flame-trooper');
  });

  it('§13.1 Seals moved into the Shrine count towards the Shrine Level, and a Level of 15 loses', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }], shrine: Array(4).fill('cliff-golem'), ...decks() } },
      { zones: { df: [{ card: 'cliff-golem', as: 'd' }], shrine: [...Array(3).fill('cliff-golem'), 'dawn-knight'], ...decks() } },
    ]);
    const one = ok(g.s, { k: 'move', object: g.id('d'), to: 'shrine' });
    expect(one.s.result).toBeNull();
    expect(one.lines[0]).toMatch(/Cliff Golem of B from the field to the Shrine/);
    expect(one.s.zones.zones['1:field'] ?? []).toEqual([]);
    const r = adjust(one.s as unknown as MatchState, { k: 'move', object: one.s.zones.zones['1:sealDeck']![0]!, to: 'shrine' });
    if (!r.ok) throw new Error(r.error.message.en);
    const after = r.state as unknown as SmState;
    // 3 Golems and a Dawn Knight (11) + the Golem from the field (14) + a Tide Warrior from the deck (15): B loses.
    expect(after.result?.winner).toBe(0);
    expect(r.events.map((e) => e.text.en).join('\n')).toMatch(/Tide Warrior of B from the Seal deck to the Shrine/);
  });

  it('§2.3 Mp changed by the life op (Summoner Master has no life total); never below zero', () => {
    const g = board();
    const r = ok(g.s, { k: 'life', seat: 1, delta: -3 });
    expect(r.s.players[1].mp).toBe(g.s.players[1].mp - 3);
    expect(r.lines[0]).toMatch(/B's Mp -3 \(now \d+\)/);
    expect(refused(g.s, { k: 'life', seat: 1, delta: -(g.s.players[1].mp + 1) })).toBe('adjust/life-short');
  });

  it('§5 refused with the reason: a Support alone, a Mystic onto the field, a Seal already on the field to a Line, an unknown zone, player counters — nothing changes', () => {
    const g = build([
      { zones: { df: [{ card: 'dawn-knight', as: 'main', state: { combo: 'sunrise', combinedAt: 1 } }], support: [{ card: 'light-priest', as: 'sup', state: { supportOf: 'main' } }], hand: [{ card: 'holy-sword', as: 'hs' }], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'd' }], ...decks() } },
    ]);
    expect(refused(g.s, { k: 'move', object: g.id('sup'), to: 'hand' })).toBe('adjust/support');
    expect(refused(g.s, { k: 'move', object: g.id('hs'), to: 'AT' })).toBe('adjust/mystic-field');
    expect(refused(g.s, { k: 'move', object: g.id('d'), to: 'df' })).toBe('adjust/use-mode');
    expect(refused(g.s, { k: 'move', object: g.id('d'), to: 'grave' })).toBe('adjust/no-zone');
    expect(refused(g.s, { k: 'move', object: '9999', to: 'hand' })).toBe('adjust/no-object');
    expect(refused(g.s, { k: 'move', object: g.id('hs'), to: 'hand' })).toBe('adjust/same-zone');
    // A Mystic is attached by its own play, never by a judge's `onto` (a Fadalgia-only field of the move op).
    expect(refused(g.s, { k: 'move', object: g.id('hs'), to: 'shrine', onto: g.id('main') })).toBe('adjust/no-onto');
    expect(refused(g.s, { k: 'counter', seat: 0, name: 'charge', delta: 1 })).toBe('adjust/counter-where');
    expect(refused(g.s, { k: 'mode', object: '9999', mode: 'AT' })).toBe('adjust/not-on-field');
  });
});
