/**
 * Which priority windows stop for a player (match/autopass/windows.ts): decided from the prompt's kind and seat and the
 * spectator view only, so the decision — and whether the bot waits — cannot depend on the player's hand.
 */
import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { DEFAULT_SETTINGS, type PlaySettings } from '../../src/match/autopass/settings.js';
import { autoChoice } from '../../src/match/autopass/chain.js';
import { isStop, windowOf, type WindowKind } from '../../src/match/autopass/windows.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { C, Scenario } from '../engine/helpers/scenario.js';
import { defaultChoice, MATCH_ID, newMatch, userOf } from './support/real-match.js';
import { zoneOf } from '../../src/engine/games/fadalgia/zones.js';

const kind = (sc: Scenario) => windowOf(realEngine, sc.state, sc.prompt);

describe('stops are decided from public information (issue 15 item 6)', () => {
  it('502.2 the turn player\'s own Main phase with an empty Break is always a stop', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { field: [C.hawk] } });
    expect(kind(sc)).toBe('own-main');
    for (const s of [DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, attacks: false, casts: false }]) expect(isStop('own-main', s)).toBe(true);
  });

  it('605.2.4.1 601.5.3 the opponent\'s card on the Break stops with "casts"; one\'s own only with full control', () => {
    // Seat 0 keeps a second Fireball it could cast in answer to its own, so its window is offered.
    const sc = new Scenario({ p0: { hand: [C.fireball, C.fireball], mana: [C.recruit, C.recruit] }, p1: { hand: [C.rage], field: [C.hawk, C.archer], mana: [C.swordsman] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    if (sc.prompt.kind === 'targets') sc.answer(0, 'targets', '@' + C.hawk);
    sc.payIfAsked(0);
    expect(sc.prompt.seat).toBe(1);
    expect(kind(sc)).toBe('opp-break');
    sc.pass(1);
    expect(sc.prompt.seat).toBe(0);
    expect(kind(sc)).toBe('own-break');
    const table: Array<[WindowKind, Partial<PlaySettings>, boolean]> = [
      ['opp-break', {}, true], ['opp-break', { casts: false }, false], ['opp-break', { casts: false, full: true }, true],
      ['own-break', {}, false], ['own-break', { full: true }, true],
      ['defending', {}, true], ['defending', { attacks: false }, false], ['attacking', {}, false], ['attacking', { full: true }, true],
      ['phase-end', {}, false], ['phase-end', { full: true }, true],
    ];
    for (const [k, s, stop] of table) expect(isStop(k, { ...DEFAULT_SETTINGS, ...s }), `${k} ${JSON.stringify(s)}`).toBe(stop);
  });

  it('609 during an attack the defender\'s windows are "defending", the attacker\'s "attacking"', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { hand: [C.rage], mana: [C.swordsman] } });
    sc.answer(0, 'priority', 'attack:' + sc.id(0, 'field', C.recruit));
    if (sc.prompt.kind === 'attack-target') sc.answer(0, 'attack-target', 'p1');
    const seen = new Set<string>();
    for (let i = 0; i < 10 && sc.prompt.kind === 'priority' && (sc.state as FState).combat; i++) {
      seen.add(`${sc.prompt.seat}:${kind(sc)}`);
      sc.pass(sc.prompt.seat);
    }
    expect([...seen]).toContain('1:defending');
  });

  it('601.5.2 over a whole playout, swapping the deciding player\'s hand for other cards never changes the window or the automatic answer', async () => {
    const { service } = await newMatch();
    let checked = 0;
    let m = (await service.load(MATCH_ID))!;
    // Plays the first non-pass option every third decision, else the default (pass), so casts, attacks and
    // combats all happen.
    for (let i = 0; i < 600 && m.prompt && m.snap.status !== 'finished'; i++) {
      const p = m.prompt;
      const s = m.state as FState;
      if (p.kind === 'priority') {
        const swapped = structuredClone(s);
        for (const id of zoneOf(swapped, p.seat, 'hand')) swapped.objs[id]!.card = swapped.objs[id]!.card === C.wanderer ? C.rage : C.wanderer;
        for (const settings of [DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, casts: false, attacks: false }]) {
          expect(windowOf(realEngine, swapped, p)).toBe(windowOf(realEngine, s, p));
          expect(autoChoice(realEngine, swapped, p, settings)).toEqual(autoChoice(realEngine, s, p, settings));
        }
        checked++;
      }
      const active = p.options.find((o) => o.group !== 'pass' && o.group !== 'cancel');
      const choice = p.kind === 'priority' && active && i % 3 === 0 ? [active.id] : defaultChoice(p);
      const r = await service.act({ matchId: MATCH_ID, userId: userOf(p.seat), interactionId: `w${i}`, now: 1, decide: (q, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: q!.promptId, choice } }) });
      const next = r.kind === 'applied' ? r : await service.act({ matchId: MATCH_ID, userId: userOf(p.seat), interactionId: `w${i}b`, now: 1, decide: (q, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: q!.promptId, choice: defaultChoice(q!) } }) });
      if (next.kind !== 'applied') throw new Error(next.kind);
      m = next.after;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
