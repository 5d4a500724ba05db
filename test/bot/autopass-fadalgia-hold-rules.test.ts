/**
 * Issue 30: when a "no responses until …" hold applies (match/autopass/hold.ts), from the hold and the
 * spectator view only: Fadalgia's three modes and Summoner Master's "this turn" (its "this combat" and "until
 * something new": autopass-sm-hold.test.ts). Views are built by hand here; the bot's own path is in autopass-fadalgia-hold.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnyView } from '../../src/engine/index.js';
import { anchorHold, heldWindow, holdActive, type Hold } from '../../src/match/autopass/hold.js';
import { DEFAULT_SETTINGS } from '../../src/match/autopass/settings.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { C, Scenario } from '../engine/helpers/scenario.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { zoneOf } from '../../src/engine/games/fadalgia/zones.js';
import { autoChoice, chainAutomatic } from '../../src/match/autopass/chain.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { build as smBuild, decks as smDecks, m as sm } from '../engine/summoner-master/helpers.js';

type Entry = { id: string; controller: 0 | 1 };
const view = (turn: number, brk: Entry[] = [], combat: { attackerIds: string[]; seat?: 0 | 1 } | null = null): AnyView => ({
  game: 'fadalgia', turn, atSeat: 0, phase: 'main',
  breakZone: brk.map((e) => ({ ...e, kind: 'card', source: {}, label: { th: '', en: '' }, targets: [] })),
  combat: combat ? { attackerIds: combat.attackerIds, target: { kind: 'player', seat: combat.seat ?? 1 }, blockerIds: [], stage: 'declared' } : null,
} as unknown as AnyView);

const anchor = (v: AnyView, mode: Hold['mode']) => anchorHold(v, 1, mode) as Hold;

describe('when a "no responses until …" hold applies (issue 30)', () => {
  it('"this turn" ends with the turn, whatever is cast meanwhile', () => {
    const h = anchor(view(5, [{ id: 'b1', controller: 0 }]), 'turn');
    expect(holdActive(h, view(5, [{ id: 'b1', controller: 0 }, { id: 'b2', controller: 0 }]), 1)).toBe(true);
    expect(holdActive(h, view(5, [], { attackerIds: ['u1'] }), 1)).toBe(true);
    expect(holdActive(h, view(6), 1)).toBe(false);
  });

  it('609 "this combat" needs a combat, lasts while it does, and ends with it (a new attack is not covered)', () => {
    expect(anchorHold(view(5), 1, 'combat')).toBe('no-combat');
    const h = anchor(view(5, [], { attackerIds: ['u1'] }), 'combat');
    expect(holdActive(h, view(5, [{ id: 'b9', controller: 0 }], { attackerIds: ['u1'] }), 1)).toBe(true);
    expect(holdActive(h, view(5), 1)).toBe(false);
    expect(holdActive(h, view(5, [], { attackerIds: ['u2'] }), 1)).toBe(false);
    expect(holdActive(h, view(6, [], { attackerIds: ['u1'] }), 1)).toBe(false);
  });

  it('605.2.4.1 "until something new" ends at the opponent\'s next Break entry or attack, not at one\'s own', () => {
    const h = anchor(view(5, [{ id: 'b1', controller: 0 }]), 'new');
    expect(holdActive(h, view(5, [{ id: 'b1', controller: 0 }]), 1)).toBe(true);
    expect(holdActive(h, view(5, []), 1)).toBe(true);
    expect(holdActive(h, view(5, [{ id: 'b1', controller: 0 }, { id: 'b2', controller: 1 }]), 1)).toBe(true);
    expect(holdActive(h, view(5, [{ id: 'b1', controller: 0 }, { id: 'b3', controller: 0 }]), 1)).toBe(false);
    expect(holdActive(h, view(5, [], { attackerIds: ['u1'] }), 1)).toBe(false);
    expect(holdActive(h, view(6), 1)).toBe(false);
  });

  it('502.2 a hold never passes the turn player\'s own Main phase', () => {
    expect(heldWindow('own-main')).toBe(false);
    for (const k of ['own-break', 'opp-break', 'attacking', 'defending', 'phase-end'] as const) expect(heldWindow(k)).toBe(true);
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk] } });
    const v = realEngine.viewFor(sc.state, 'spectator');
    const hold = anchorHold(v, 0, 'turn') as Hold;
    expect(autoChoice(realEngine, sc.state, sc.prompt, { settings: DEFAULT_SETTINGS, hold })).toBeNull();
  });

  it('601.5.2 the hold and the window decide, never the hand: swapping the holder\'s hand changes no automatic answer', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.fireball], mana: [C.recruit, C.recruit] }, p1: { hand: [C.rage], field: [C.hawk, C.archer], mana: [C.swordsman] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    if (sc.prompt.kind === 'targets') sc.answer(0, 'targets', '@' + C.hawk);
    sc.payIfAsked(0);
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    // The same position with a Wanderer (no answer) in place of Rage Burst.
    const swapped = structuredClone(sc.state) as FState;
    for (const id of zoneOf(swapped, 1, 'hand')) swapped.objs[id]!.card = C.wanderer;
    const v = realEngine.viewFor(sc.state, 'spectator');
    for (const state of [sc.state, swapped]) {
      for (const mode of ['turn', 'new'] as const) {
        const hold = anchorHold(v, 1, mode) as Hold;
        expect(autoChoice(realEngine, state, sc.prompt, { settings: DEFAULT_SETTINGS, hold })).toEqual(['pass']);
      }
      expect(autoChoice(realEngine, state, sc.prompt, { settings: DEFAULT_SETTINGS, hold: null })).toBeNull();
    }
  });
});

function smGame(oppHand: string[]) {
  return smBuild([
    { zones: { at: ['tide-warrior'], hand: [{ card: 'flame-trooper', as: 'ft' }, 'water-shield'], ...smDecks() } },
    { zones: { at: [{ card: 'cliff-golem', as: 'g' }], hand: oppHand, ...smDecks() }, state: { mp: 8 } },
  ]);
}

describe('Summoner Master "no responses this turn" (issue 30)', () => {
  it('§4 the hold passes the opponent\'s Interfere window inside the cast\'s commit, the same whether or not they hold an (int) Mystic, and ends with the Subturn', async () => {
    const outside: string[] = [];
    for (const hand of [['water-shield'], ['holy-sword']]) {
      const g = smGame(hand);
      const hold = anchorHold(realEngine.viewFor(g.s, 'spectator'), 1, 'turn') as Hold;
      const p = sm.prompt(g.s)!;
      const id = p.options.find((o) => o.id.startsWith(`cast:${g.id('ft')}:at`))!.id;
      const first = realEngine.apply(g.s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [id] });
      const r = await chainAutomatic(realEngine, first, async (seat) => ({ settings: DEFAULT_SETTINGS, hold: seat === 1 ? hold : null }));
      const s = (r.ok ? r.state : null) as SmState;
      expect(s.stack.items).toHaveLength(0);
      expect(sm.prompt(s)!.seat).toBe(0);
      expect(s.version).toBe(g.s.version + 1);
      const { log: _log, ...view } = sm.viewFor(s, 'spectator') as unknown as Record<string, unknown>;
      outside.push(JSON.stringify(view));
      expect(holdActive(hold, { ...realEngine.viewFor(s, 'spectator'), turn: hold.turn + 1 } as AnyView, 1)).toBe(false);
    }
    expect(outside[1]).toBe(outside[0]);
  });
});
