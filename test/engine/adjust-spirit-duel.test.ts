/** A judge's manual adjustments of a Spirit Duel board (engine/games/spirit-duel/adjust.ts) through the public adjust(). */
import { describe, expect, it } from 'vitest';
import { adjust, type MatchState } from '../../src/engine/index.js';
import { refused } from './helpers/adjust-refused.js';
import { build } from './spirit-duel/helpers.js';
import { ZONES, type SDState } from '../../src/engine/games/spirit-duel/state.js';
import { zoneInvariant } from '../../src/engine/core/zones.js';

function ok(s: SDState, op: unknown): { s: SDState; lines: string[] } {
  const r = adjust(s as unknown as MatchState, op);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
  expect(r.state.version).toBe(s.version + 1);
  expect(zoneInvariant(ZONES, (r.state as unknown as SDState).zones)).toBeNull();
  expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  return { s: r.state as unknown as SDState, lines: r.events.filter((e) => e.audience === null).map((e) => `${e.text.en} (${e.rule})`) };
}


const board = () => build([
  { zones: { hand: [{ card: 'SD-003', as: 'king' }], spirits: [{ card: 'SD-002', as: 'wolf' }], equipment: [{ card: 'SD-301', as: 'blade', attachedTo: 'wolf' }] } },
  { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } },
]);

describe('Spirit Duel judge adjustments', () => {
  it('sd:field.3 a Spirit moved back to the hand takes its Equipment to the Discard; the log names the public card', () => {
    const { s, id } = board();
    const r = ok(s, { k: 'move', object: id('wolf'), to: 'hand' });
    expect(r.s.zones.zones['0:spirits']).toEqual([]);
    expect(r.s.zones.zones['0:equipment']).toEqual([]);
    expect(r.s.zones.zones['0:discard']!.map((x) => r.s.zones.objs[x]!.card)).toEqual(['SD-301']);
    expect(r.s.zones.zones['0:hand']!.map((x) => r.s.zones.objs[x]!.card).sort()).toEqual(['SD-002', 'SD-003']);
    expect(r.lines[0]).toMatch(/Judge adjustment: .* to the hand .*\(sd:field\.3\)/);
    expect(r.s.prompt?.kind).toBe('priority');
  });

  it('sd:setup.1 a hidden card moved from the hand to the deck is not named in the public log', () => {
    const { s, id } = board();
    const r = ok(s, { k: 'move', object: id('king'), to: 'deck' });
    expect(r.lines.join('\n')).toContain('a card from the hand');
    expect(r.lines.join('\n')).not.toMatch(/Inferno King/);
  });

  it('sd:turn.2 a Spirit set rested and ready again; sd:goal.1 the Soul changed, and a Soul at 0 loses', () => {
    const { s, id } = board();
    const rested = ok(s, { k: 'mode', object: id('imp'), mode: 'rested' });
    expect(rested.s.zones.objs[id('imp')]!.data).toMatchObject({ rested: true });
    expect(refused(rested.s, { k: 'mode', object: id('imp'), mode: 'rested' })).toBe('adjust/same-mode');
    expect(ok(rested.s, { k: 'mode', object: id('imp'), mode: 'ready' }).s.zones.objs[id('imp')]!.data?.rested).toBeUndefined();
    const soul = ok(s, { k: 'life', seat: 1, delta: -3 });
    expect(soul.s.soul[1]).toBe(s.soul[1] - 3);
    const dead = ok(s, { k: 'life', seat: 1, delta: -s.soul[1] });
    expect(dead.s.result?.winner).toBe(0);
  });

  it('sd:setup.4 refused: a card onto a slot, counters (Spirit Duel has none), a mode that does not exist — nothing changes', () => {
    const { s, id } = board();
    expect(refused(s, { k: 'move', object: id('king'), to: 'spirits' })).toBe('adjust/no-zone');
    expect(refused(s, { k: 'counter', object: id('imp'), name: 'x', delta: 1 })).toBe('adjust/no-counters');
    expect(refused(s, { k: 'mode', object: id('imp'), mode: 'DF' })).toBe('adjust/no-mode');
    expect(refused(s, { k: 'move', object: '999', to: 'hand' })).toBe('adjust/no-object');
    // Equipment is attached by playing it, never by a judge's `onto` (a Fadalgia-only field of the move op).
    expect(refused(s, { k: 'move', object: id('blade'), to: 'equipment', onto: id('imp') })).toBe('adjust/no-onto');
  });
});
