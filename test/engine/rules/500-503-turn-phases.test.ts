import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, PRECONS, viewFor, type MatchState } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';
import { P } from '../helpers/probe-cards.js';

const std = PRECONS.filter((p) => p.format === 'standard');

function say(s: MatchState, seat: 0 | 1, choice: string): MatchState {
  const p = currentPrompt(s)!;
  expect(p.seat).toBe(seat);
  const r = apply(s, { type: 'answer', seat, promptId: p.promptId, choice: [choice] });
  if (!r.ok) throw new Error(r.error.message.en);
  return r.state;
}

/** Groups of the options of the pending priority prompt, e.g. {cast: [...cardIds], attack: [...]}. */
function groups(sc: Scenario): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const o of sc.prompt.options) (out[o.group ?? ''] ??= []).push(o.objectId ? sc.obj(o.objectId).card : o.id);
  return out;
}

describe('500 turns', () => {
  it('500.1 500.1.1.2 500.1.1 500.1.1.1 the first player starts in the AT turn, the other in the DF turn; a turn runs Refresh → Clean Up, then the roles swap', () => {
    let s = createMatch({ matchId: 't500', game: 'fadalgia', format: 'standard', seed: '1e'.repeat(32), seats: [{ name: 'A', deck: std[0]!.deck }, { name: 'B', deck: std[1]!.deck }], challenger: 0, firstPlayer: { previousLoser: 1 } });
    if (isRuleError(s)) throw new Error(s.message.en);
    s = say(s, 1, 'first:1');
    s = say(s, 1, 'accept');
    s = say(s, 0, 'accept');
    // 500.1.1.2: the seat that starts is in its AT turn, the other in its DF turn; turn 1 starts with Refresh (500.1.1).
    expect(s.turn).toBe(1);
    expect(viewFor(s, 'spectator')).toMatchObject({ turn: 1, atSeat: 1 });
    expect(s.log.filter((l) => l.rule === '501.1').map((l) => l.text.en)).toEqual(["Turn 1: B's AT turn (Refresh)"]);
    expect(currentPrompt(s)!.seat).toBe(1);
    // Play on until turn 2 begins: 500.1.1.1 roles swap, and the turn counter moves only once Clean Up ended.
    let guard = 0;
    while (s.turn === 1 && guard++ < 50) {
      const p = currentPrompt(s)!;
      const pick = p.options.find((o) => o.id === 'pass') ?? p.options.find((o) => o.id === 'skip' || o.id === 'no-flip') ?? p.options[0]!;
      s = say(s, p.seat, pick.id);
    }
    expect(s.turn).toBe(2);
    expect(s.atSeat).toBe(0);
    const turnLines = s.log.filter((l) => l.rule === '501.1' || l.rule === '503.1').map((l) => l.rule);
    expect(turnLines).toEqual(['501.1', '503.1', '501.1']);
  });

  it('500.2 500.2.1 a turn has exactly three phases in order: Refresh (501), Main (502), Clean Up (503)', () => {
    const sc = new Scenario({ step: 'refresh', p0: { hand: [C.recruit], mana: [C.recruit] } });
    const phase = (): string => sc.state.step.split('-')[0]!;
    const seen: string[] = [phase()];
    sc.answer(0, 'refresh-options', 'skip'); // 501.5 life draw
    seen.push(phase());
    expect(sc.prompt.kind).toBe('priority');
    sc.pass(0); // Main ends (seat 1 has nothing to do)
    seen.push(phase()); // seat 0 could still cast the Recruit in Clean Up
    sc.pass(0);
    seen.push(phase());
    expect(seen).toEqual(['refresh', 'main', 'cleanup', 'refresh']); // the last is the next turn's Refresh (seat 1)
    const rules = sc.logRules().filter((r) => ['501.1', '503.1'].includes(r));
    expect(rules).toEqual(['501.1', '503.1', '501.1']); // Refresh, Clean Up, next turn's Refresh
    expect(sc.state.atSeat).toBe(1);
  });
});

describe('500.2.1.1 500.2.1.2 502.1.1 503.1.1 turn triggers', () => {
  it('500.2.1.1 500.2.1.2 502.1.1 "when entering AT Turn", "when passing Refresh" and "when entering Main" wait until Main, where the AT player could get priority', () => {
    // 502.1.1 also lists "when entering Draw Step": Fadalgia has no Draw Step (500.2.1 names three phases),
    // so no Sanam card uses it.
    const sc = new Scenario({ step: 'refresh', p0: { field: [{ card: P.sundial, mode: 'DF' }, C.monk], hand: [C.rage], mana: [C.recruit] }, p1: { field: [P.sundial] } });
    // During Refresh (501.5 prompt) nothing has triggered yet.
    expect(sc.prompt.kind).toBe('refresh-options');
    expect(sc.state.triggers).toHaveLength(0);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.players[0].counters).toEqual({});
    sc.answer(0, 'refresh-options', 'skip');
    // Main begins: three triggers of seat 0 at once; the owner orders them (601.2.1.1). The DF player's
    // Sundial Keeper does not trigger: these are "your AT turn" abilities.
    expect(sc.state.step).toBe('main');
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'order-triggers' });
    expect(sc.prompt.options).toHaveLength(3);
    sc.answer(0, 'order-triggers', 'tr0');
    expect(sc.prompt.kind).toBe('order-triggers');
    sc.answer(0, 'order-triggers', 'tr0');
    // All three are now on the Break; seat 1 cannot respond, seat 0 may (Rage Burst) while they wait.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.state.brk.map((e) => e.kind)).toEqual(['trigger', 'trigger', 'trigger']);
    sc.pass(0);
    sc.pass(0);
    sc.pass(0);
    expect(sc.state.brk).toHaveLength(0);
    const keeper = sc.id(0, 'field', P.sundial);
    expect(viewFor(sc.state, 'spectator').players[0].units.find((u) => u.objectId === keeper)).toMatchObject({ currentAt: 2 });
    expect(sc.state.players[0].counters).toEqual({ Sunlight: 1 });
    expect(sc.state.players[0].pool).toEqual({ water: 1 }); // Dawn Monk
    expect(sc.state.players[1].counters).toEqual({});
  });

  it('500.2.1.2 "when passing Main Phase" enters the Break only once both players passed Main; 503.1 503.1.1 "when AT Turn ends" too, before the AT player\'s Clean Up priority', () => {
    const sc = new Scenario({ p0: { field: [P.bell, C.moth], hand: [C.rage, C.wanderer], mana: [C.recruit], life: 10 } });
    expect(sc.state.zones['0:life']).toHaveLength(10);
    expect(sc.state.brk).toHaveLength(0);
    sc.pass(0); // seat 1 has nothing: Main ends (502.4)
    // Clean Up begins: Dusk Bell ("when passing Main") and Night Moth ("when AT Turn ends") trigger together.
    expect(sc.state.step).toBe('cleanup');
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'order-triggers' });
    sc.answer(0, 'order-triggers', 'tr0');
    // Both are on the Break before anyone gets Clean Up priority; seat 0 then gets priority (seat 1 cannot act).
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.state.brk).toHaveLength(2);
    expect(sc.state.zones['0:life']).toHaveLength(10);
    sc.pass(0);
    sc.pass(0);
    expect(sc.state.zones['0:life']).toHaveLength(12); // Heal 1 twice
  });

  it('503.1.1 Sanam\'s reading of "until end of turn" (จนจบเทิรน์): such effects still hold during Clean Up and end with the turn (503.5.5)', () => {
    // 503.1.1 lists "until end of turn" beside "when AT Turn ends": Sanam reads it as "effects that last until the
    // end of the turn are still there when Clean Up begins", and removes them when the turn ends, as MTG does.
    const sc = new Scenario({ p0: { hand: [C.rage, C.fireball], field: [C.crab], mana: [C.recruit, C.swordsman] } });
    const crab = sc.id(0, 'field', C.crab);
    sc.answer(0, 'priority', 'cast:' + C.rage).payIfAsked(0); // the Crab is the only unit: AT 1 → 3
    sc.pass(0); // seat 1 cannot respond: Rage Burst resolves
    const at = (): number => viewFor(sc.state, 'spectator').players[0].units.find((u) => u.objectId === crab)!.currentAt;
    expect(at()).toBe(3);
    sc.pass(0); // Main ends; seat 0 may still cast Fireball in Clean Up
    expect(sc.state.step).toBe('cleanup');
    expect(at()).toBe(3);
    sc.pass(0);
    expect(sc.state.atSeat).toBe(1);
    expect(at()).toBe(1);
  });
});

describe('502 Main phase, 503 Clean Up phase: what each seat may do with priority', () => {
  it('502.2 502.2.1 502.2.2 502.2.3 502.2.4 502.2.5 the AT player in Main: a Stream, any of the four card types, attacks, abilities of a Unit or a Terrain, or pass', () => {
    const sc = new Scenario({
      p0: { hand: [C.recruit, C.fireball, C.blade, C.volcano], field: [C.archer, P.shrine], mana: [C.drake, C.swordsman, C.giant] },
      p1: { field: [C.crab] },
    });
    const g = groups(sc);
    expect(g.stream).toHaveLength(4); // 502.2.1
    expect(new Set(g.cast)).toEqual(new Set([C.recruit, C.fireball, C.blade, C.volcano])); // 502.2.2
    expect(g.attack).toEqual([C.archer]); // 502.2.3
    expect(new Set(g.activate)).toEqual(new Set([C.archer, P.shrine])); // 502.2.4 (a Unit and a Terrain)
    expect(g.pass).toEqual(['pass']); // 502.2.5
    expect(sc.prompt.options.find((o) => o.id === 'pass')!.label.en).toBe('Pass (end Main phase)');
  });

  it('502.3 502.3.1 502.3.2 502.3.3 when the AT player passes, the DF player may cast what its conditions allow, use [DF] abilities, or pass to end Main', () => {
    const sc = new Scenario({
      p0: { hand: [C.recruit], mana: [C.recruit] },
      p1: { hand: [C.spring, C.crab, C.fireball], field: [C.summoner, P.shrine], mana: [C.crab, C.drake, { card: C.giant, faceUp: false }] },
    });
    sc.pass(0);
    expect(sc.prompt.seat).toBe(1); // 502.3
    const g = groups(sc);
    expect(g.cast).toEqual([C.spring]); // 502.3.1: [DF Turn] Action only; no Unit, no [AT Turn] Action
    expect(g.activate).toEqual([P.shrine]); // 502.3.2: [AT/DF] yes, Tide Summoner's [AT Turn] ability no
    expect(g.stream).toBeUndefined();
    expect(g.attack).toBeUndefined();
    sc.pass(1); // 502.3.3 / 502.4: Main ends
    expect(sc.state.step).not.toBe('main');
    expect(sc.logRules()).toContain('503.1');
  });

  it('503.1 503.2 503.2.1 503.2.2 503.2.3 503.3 503.4 503.4.1 503.4.2 503.4.3 Clean Up: the AT player first may cast and activate (no Stream, no attack), then the DF player; both passing ends it', () => {
    const sc = new Scenario({
      step: 'cleanup-start',
      p0: { hand: [C.rage, C.recruit], field: [C.archer], mana: [C.drake, C.swordsman] },
      p1: { hand: [C.spring], field: [P.shrine, C.crab], mana: [C.crab, C.crab] },
    });
    expect(sc.state.step).toBe('cleanup');
    expect(sc.prompt.seat).toBe(0); // 503.1
    const g0 = groups(sc);
    // 503.2.1: cards that meet their conditions. Sanam's reading of 304.1 ("in the player's AT turn with an
    // empty Break"): Clean Up is part of the AT turn, so a Unit is castable here too.
    expect(new Set(g0.cast)).toEqual(new Set([C.rage, C.recruit]));
    expect(g0.activate).toEqual([C.archer]); // 503.2.2
    expect(g0.stream).toBeUndefined(); // 502.2.1: Streams only in Main
    expect(g0.attack).toBeUndefined(); // 502.2.3: attacks only in Main
    sc.pass(0); // 503.2.3 / 503.3
    expect(sc.prompt.seat).toBe(1); // 503.4
    const g1 = groups(sc);
    expect(g1.cast).toEqual([C.spring]); // 503.4.1
    expect(g1.activate).toEqual([P.shrine]); // 503.4.2
    sc.pass(1); // 503.4.3 / 503.5: the turn ends
    expect(sc.state.atSeat).toBe(1);
    expect(sc.state.turn).toBe(4);
  });
});
