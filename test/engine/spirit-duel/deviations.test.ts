/**
 * Boundary cases of the Spirit Duel rule text that the paragraph tests in rules.test.ts left open (issue 31:
 * mutants that survived them). Each title names its paragraph.
 */
import { describe, expect, it } from 'vitest';
import { answer, build, sd } from './helpers.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import type { Seat } from '../../../src/engine/core/kernel.js';

const discard = (s: SDState, p: Seat): string[] => s.zones.zones[`${p}:discard`]!.map((id) => s.zones.objs[id]!.card);

describe('Spirit Duel boundaries (sd:battle)', () => {
  it('sd:battle.3 a target left at exactly 0 HP is destroyed and does not strike back', () => {
    // Iron Knight (ATK 3) against Iron Knight (HP 3): 3 damage leaves exactly 0 HP.
    const sc = build([{ zones: { spirits: [{ card: 'SD-012', as: 'a' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'd' }] } }], { step: 'battle' });
    const s = answer(sc.s, `atk:${sc.id('a')}:${sc.id('d')}`);
    expect(discard(s, 1)).toEqual(['SD-012']);
    // No counterattack: the attacker is still on the field, undamaged (a strike back of 3 would destroy it).
    expect(discard(s, 0)).toEqual([]);
    expect(sd.viewFor(s, 'spectator').players[0].spirits[0]!.damage).toBe(0);
  });
});
