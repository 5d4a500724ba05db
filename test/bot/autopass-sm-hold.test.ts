/**
 * Issue 30: Summoner Master's "no responses until the end of this combat" and "until something new", like
 * Fadalgia's. Each pending procedure on the public list carries its number among the match's declarations
 * (`pendingBy[].id`), so a hold is anchored to, and ends by, public facts only: the attack procedure pending
 * (§9.2), and the procedures the opponent has declared (§4).
 */
import { describe, expect, it } from 'vitest';
import type { AnyView } from '../../src/engine/index.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { anchorHold, holdActive, holdModes, inCombat, type Hold } from '../../src/match/autopass/hold.js';
import { chainAutomatic } from '../../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS } from '../../src/match/autopass/settings.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { build, decks, m } from '../engine/summoner-master/helpers.js';

type Pending = { id: string; seat: 0 | 1; kind: string };
const view = (turn: number, pendingBy: Pending[]): AnyView => ({ game: 'summoner-master', turn, active: 0, step: 'main', pendingBy } as unknown as AnyView);
const anchor = (v: AnyView, mode: Hold['mode']) => anchorHold(v, 1, mode) as Hold;
const atk = (id: string): Pending => ({ id, seat: 0, kind: 'attack' });
const cast = (id: string, seat: 0 | 1 = 0): Pending => ({ id, seat, kind: 'cast' });

describe('Summoner Master holds from the public pending list (issue 30)', () => {
  it('§4 Summoner Master offers the same three holds as Fadalgia', () => {
    expect(holdModes('summoner-master')).toEqual(['combat', 'turn', 'new']);
  });

  it('§9.2 "this combat" needs an attack pending, lasts while that attack is pending, and ends with it (a later attack is not covered)', () => {
    expect(anchorHold(view(5, [cast('d3')]), 1, 'combat')).toBe('no-combat');
    expect(inCombat(view(5, [cast('d3')]))).toBe(false);
    expect(inCombat(view(5, [atk('d4')]))).toBe(true);
    const h = anchor(view(5, [atk('d4')]), 'combat');
    expect(holdActive(h, view(5, [atk('d4'), cast('d5', 1), cast('d6')]), 1)).toBe(true);
    expect(holdActive(h, view(5, []), 1)).toBe(false);
    expect(holdActive(h, view(5, [atk('d7')]), 1)).toBe(false);
    expect(holdActive(h, view(6, [atk('d4')]), 1)).toBe(false);
  });

  it('§4 "until something new" ends at the opponent\'s next declaration (an attack too), not at one\'s own', () => {
    const h = anchor(view(5, [cast('d3')]), 'new');
    expect(holdActive(h, view(5, [cast('d3')]), 1)).toBe(true);
    expect(holdActive(h, view(5, []), 1)).toBe(true);
    expect(holdActive(h, view(5, [cast('d3'), cast('d4', 1)]), 1)).toBe(true);
    expect(holdActive(h, view(5, [cast('d3'), cast('d5')]), 1)).toBe(false);
    expect(holdActive(h, view(5, [atk('d6')]), 1)).toBe(false);
    expect(holdActive(h, view(6, []), 1)).toBe(false);
  });
});

function game(oppHand: string[]) {
  return build([
    { zones: { at: [{ card: 'tide-warrior', as: 'tw' }], hand: [{ card: 'flame-trooper', as: 'ft' }, { card: 'cliff-golem', as: 'cg' }], ...decks() } },
    { zones: { at: [{ card: 'cliff-golem', as: 'g' }], hand: oppHand, ...decks() }, state: { mp: 8 } },
  ]);
}

/** The turn player's order, then the chain with seat 1's hold (default stops otherwise). */
async function order(s: SmState, prefix: string, hold: Hold | null): Promise<SmState> {
  const p = m.prompt(s)!;
  const id = p.options.find((o) => o.id.startsWith(prefix))!.id;
  const first = realEngine.apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [id] });
  const r = await chainAutomatic(realEngine, first, async (seat) => ({ settings: DEFAULT_SETTINGS, hold: seat === 1 ? hold : null }));
  return (r.ok ? r.state : null) as SmState;
}

describe('Summoner Master holds in play (issue 30)', () => {
  it('§4 every declaration gets a new public number; "until something new" passes the window it was chosen in, and the next cast stops again, whatever the hand holds', async () => {
    const outside: string[] = [];
    for (const hand of [['water-shield'], ['holy-sword']]) {
      const g = game(hand);
      const s1 = await order(g.s, `cast:${g.id('ft')}:at`, null);
      const v1 = realEngine.viewFor(s1, 'spectator') as Extract<AnyView, { game: 'summoner-master' }>;
      expect(m.prompt(s1)!.seat).toBe(1); // the opponent's cast is a stop by default
      expect(v1.pendingBy).toEqual([{ id: 'd1', seat: 0, kind: 'cast' }]);
      const hold = anchorHold(v1, 1, 'new') as Hold;
      // Pressing the hold passes this window (hold-button.ts); the chain passes the rest until something new.
      const p = m.prompt(s1)!;
      const first = realEngine.apply(s1, { type: 'answer', seat: 1, promptId: p.promptId, choice: ['pass'] });
      const r = await chainAutomatic(realEngine, first, async (seat) => ({ settings: DEFAULT_SETTINGS, hold: seat === 1 ? hold : null }));
      const s2 = (r.ok ? r.state : null) as SmState;
      expect(s2.stack.items).toHaveLength(0);
      expect(m.prompt(s2)!.seat).toBe(0);
      const s3 = await order(s2, `cast:${g.id('cg')}:at`, hold);
      const v3 = realEngine.viewFor(s3, 'spectator') as Extract<AnyView, { game: 'summoner-master' }>;
      expect(v3.pendingBy).toEqual([{ id: 'd2', seat: 0, kind: 'cast' }]);
      expect(holdActive(hold, v3, 1)).toBe(false);
      expect(m.prompt(s3)!.seat).toBe(1); // something new: the opponent is asked again
      const { log: _log, ...rest } = v3 as unknown as Record<string, unknown>;
      outside.push(JSON.stringify(rest));
    }
    expect(outside[1]).toBe(outside[0]);
  });

  it('§9.2 "this combat" is offered at the attack and passes the defender\'s windows until the attack is over', async () => {
    const g = game(['water-shield']);
    const s1 = await order(g.s, `atk:${g.id('tw')}:tg:${g.id('g')}`, null);
    const v1 = realEngine.viewFor(s1, 'spectator');
    expect(m.prompt(s1)!.seat).toBe(1); // the defender's stop
    const hold = anchorHold(v1, 1, 'combat') as Hold;
    expect(hold.combat).toBe('d1');
    const p = m.prompt(s1)!;
    const first = realEngine.apply(s1, { type: 'answer', seat: 1, promptId: p.promptId, choice: ['pass'] });
    const r = await chainAutomatic(realEngine, first, async (seat) => ({ settings: DEFAULT_SETTINGS, hold: seat === 1 ? hold : null }));
    const s2 = (r.ok ? r.state : null) as SmState;
    expect(s2.stack.items).toHaveLength(0); // the attack resolved
    expect(holdActive(hold, realEngine.viewFor(s2, 'spectator'), 1)).toBe(false);
    const s3 = await order(s2, `cast:${g.id('ft')}:at`, hold);
    expect(m.prompt(s3)!.seat).toBe(1); // the hold is over: the cast stops
  });
});
