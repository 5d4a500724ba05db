/**
 * Issue 30: Summoner Master gets Fadalgia's /autopass stops. A §4 Interfere window that is not one of the
 * player's stops is passed inside the commit that opened it; which windows stop depends on the player's settings
 * and public facts only (the newest declared procedure, whose Subturn, the step), so the opponent sees the same
 * thing whether or not the passer's hand could have answered.
 */
import { describe, expect, it } from 'vitest';
import type { ApplyResult } from '../../src/engine/core/api-types.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { chainAutomatic } from '../../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS, type PlaySettings } from '../../src/match/autopass/settings.js';
import { build, decks, m } from '../engine/summoner-master/helpers.js';

function game(oppHand: string[]) {
  return build([
    { zones: { at: ['tide-warrior'], hand: [{ card: 'flame-trooper', as: 'ft' }, 'water-shield'], ...decks() } },
    { zones: { at: [{ card: 'cliff-golem', as: 'g' }], hand: oppHand, ...decks() }, state: { mp: 8 } },
  ]);
}

async function answer(s: SmState, choice: string, settings: [PlaySettings, PlaySettings]): Promise<ApplyResult<unknown> & { auto?: unknown[] }> {
  const p = m.prompt(s)!;
  const id = p.options.find((o) => o.id === choice || o.id.startsWith(choice))!.id;
  const first = realEngine.apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [id] });
  return chainAutomatic(realEngine, first, async (seat) => settings[seat]);
}

const state = (r: ApplyResult<unknown>) => (r.ok ? (r.state as SmState) : null)!;
const outside = (s: SmState) => {
  const { log: _log, ...view } = m.viewFor(s, 'spectator') as unknown as Record<string, unknown>;
  const p = m.prompt(s);
  return JSON.stringify({ view, prompt: p && { kind: p.kind, seat: p.seat, label: p.label } });
};

describe('Summoner Master autopass (issue 30)', () => {
  it('§4 default stops: the opponent stops at a cast, the caster\'s own window after it is passed for them, and the board is back at the caster\'s Main Step', async () => {
    const g = game(['water-shield']);
    const cast = await answer(g.s, `cast:${g.id('ft')}:at`, [DEFAULT_SETTINGS, DEFAULT_SETTINGS]);
    const s1 = state(cast);
    expect(m.prompt(s1)!.seat).toBe(1); // opp-break: a stop by default
    expect(s1.stack.items).toHaveLength(1);
    const pass = await answer(s1, 'pass', [DEFAULT_SETTINGS, DEFAULT_SETTINGS]);
    const s2 = state(pass);
    expect(pass.auto?.length).toBeGreaterThan(0); // the caster's own window was passed for them
    expect(s2.stack.items).toHaveLength(0);
    expect(s2.step).toBe('main');
    expect(m.prompt(s2)!.seat).toBe(0);
    expect(s2.version).toBe(s1.version + 1); // one commit, one version
  });

  it('§4 an opponent who does not stop at casts is not waited for: the cast resolves in the commit that declared it', async () => {
    const g = game(['water-shield']);
    const r = await answer(g.s, `cast:${g.id('ft')}:at`, [DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, casts: false }]);
    const s = state(r);
    expect(s.stack.items).toHaveLength(0);
    expect(m.prompt(s)!.seat).toBe(0);
    expect(m.viewFor(s, 'spectator').players[0].atLine.map((x) => x.name.en)).toContain('Flame Trooper');
  });

  it('§4 whether the opponent holds an answer (an (int) Mystic) or not (a Main-Step-only Mystic), the outside sees the same stop and the same board', async () => {
    for (const casts of [true, false]) {
      const settings: [PlaySettings, PlaySettings] = [DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, casts }];
      const usable = game(['water-shield']);
      const useless = game(['holy-sword']);
      const a = state(await answer(usable.s, `cast:${usable.id('ft')}:at`, settings));
      const b = state(await answer(useless.s, `cast:${useless.id('ft')}:at`, settings));
      expect(outside(b)).toBe(outside(a));
      expect(b.version).toBe(a.version);
    }
  });
});
