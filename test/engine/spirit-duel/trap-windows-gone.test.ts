/**
 * A Trap window is asked only when a Trap could really be used then (sd:trap.3): not once a card's trigger has
 * cancelled the attack (sd:battle.2), nor when the attacked or the summoned Spirit has already left the field
 * (issue 31: surviving mutants of traps.ts `windowShown`). The triggers resolve before the queued window.
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, prompt } from './helpers.js';
import { card } from './question-cards.js';

const spirit = (id: string, on: string, effects: unknown[]) => card(id, 'spirit', { atk: 1, hp: 5, triggers: [{ on, whose: 'this', effects }] });
const zone = (s: SDState, z: string, p: 0 | 1) => cardsIn(s.zones, z, p).map((i) => s.zones.objs[i]!.card);

describe('sd:trap.3 no Trap window once there is nothing to answer', () => {
  it('sd:trap.3 sd:battle.2 an attack cancelled by the attacked Spirit\'s own trigger opens no Trap window for the defender', () => {
    const cards = [spirit('T-WARD', 'attacked', [{ do: 'cancel-attack' }])];
    const { s: s0, id } = build([
      { zones: { spirits: [{ card: 'SD-012', as: 'knight' }, 'SD-014'] } },
      { zones: { spirits: [{ card: 'T-WARD', as: 'ward' }], traps: ['SD-401'] } },
    ], { cards, step: 'battle' });
    const s = answer(s0, `atk:${id('knight')}:${id('ward')}`);
    expect([prompt(s).seat, prompt(s).kind]).toEqual([0, 'priority']);
    expect(zone(s, 'traps', 1)).toEqual(['SD-401']);
  });

  it('sd:trap.3 an attacked Spirit that returns itself to hand leaves no attack to answer: no Trap window', () => {
    const cards = [spirit('T-SHY', 'attacked', [{ do: 'return-to-hand', target: { ref: 'this' } }])];
    const { s: s0, id } = build([
      { zones: { spirits: [{ card: 'SD-012', as: 'knight' }, 'SD-014'] } },
      { zones: { spirits: [{ card: 'T-SHY', as: 'shy' }, 'SD-011'], traps: ['SD-401'] } },
    ], { cards, step: 'battle' });
    const s = answer(s0, `atk:${id('knight')}:${id('shy')}`);
    expect(zone(s, 'hand', 1)).toEqual(['T-SHY']);
    expect([prompt(s).seat, prompt(s).kind]).toEqual([0, 'priority']);
  });

  it('sd:trap.3 a summoned Spirit that returns itself to hand leaves nothing for Spirit Pit: no window for the opponent', () => {
    const cards = [spirit('T-SKITTISH', 'summoned', [{ do: 'return-to-hand', target: { ref: 'subject' } }])];
    const { s: s0, id } = build([
      { zones: { hand: [{ card: 'T-SKITTISH', as: 'sk' }] }, state: { core: 10 } },
      { zones: { traps: ['SD-405'] }, state: { core: 10 } },
    ], { cards });
    const s = answer(s0, `sum:${id('sk')}`);
    expect(zone(s, 'hand', 0)).toEqual(['T-SKITTISH']);
    expect([prompt(s).seat, prompt(s).kind]).toEqual([0, 'priority']);
  });
});
