/**
 * What each Main Phase play (play.ts) tells the table and sets off: the public log line of every kind of play
 * names who played and the paragraph it rests on, and an evolution is a summon for the opponent's Trap
 * timing (issue 31: surviving mutants of play.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/core/kernel.js';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, ids, prompt, sd } from './helpers.js';

/** Plays `choice` and returns the new state with the public log lines it added, as [seat, rule] in order. */
function play(s: SDState, choice: string): { s: SDState; logged: [number | null, string | null][] } {
  const p = prompt(s);
  const r = sd.apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [choice] } as Action);
  if (!r.ok) throw new Error(`${choice}: ${r.error.code}`);
  const rules = r.events.filter((e) => e.kind === 'log' && e.audience === null).map((e) => (e as { rule?: string }).rule ?? null);
  // The spectator's log shows who acted; its last lines are the ones this play added.
  const seats = sd.viewFor(r.state, 'spectator').recentLog.slice(-rules.length).map((l) => l.seat);
  return { s: r.state, logged: rules.map((rule, i) => [seats[i] ?? null, rule]) };
}

describe('sd:turn.4 the public log line of each Main Phase play', () => {
  it('sd:turn.4 sd:summon.1 sd:summon.3 sd:field.1 sd:field.2 sd:trap.1 each play is logged as the player\'s act under its own paragraph', () => {
    const sc = build([{
      zones: {
        hand: [
          { card: 'SD-011', as: 'imp' }, { card: 'SD-002', as: 'wolf' }, { card: 'SD-105', as: 'insight' },
          { card: 'SD-203', as: 'lake' }, { card: 'SD-302', as: 'shield' }, { card: 'SD-401', as: 'wall' },
        ],
        spirits: [{ card: 'SD-001', as: 'pup' }],
      },
      state: { core: 10 }, // 1 + 3 + 2 + 1 + 1 + 1
    }, {}]);
    const id = sc.id;
    let r = play(sc.s, `sum:${id('imp')}`);
    expect(r.logged).toEqual([[0, 'sd:summon.1']]);
    r = play(r.s, `evo:${id('wolf')}:${id('pup')}`);
    expect(r.logged).toEqual([[0, 'sd:summon.3']]);
    const wolf = cardsIn(r.s.zones, 'spirits', 0).find((x) => r.s.zones.objs[x]!.card === 'SD-002')!;
    r = play(r.s, `mag:${id('insight')}`);
    expect(r.logged[0]).toEqual([0, 'sd:turn.4']); // the cast, then its draw
    r = play(r.s, `fld:${id('lake')}`);
    expect(r.logged).toEqual([[0, 'sd:field.1']]);
    r = play(r.s, `eqp:${id('shield')}:${wolf}`);
    expect(r.logged).toEqual([[0, 'sd:field.2']]);
    r = play(r.s, `set:${id('wall')}`);
    // The public line (the card's name goes only to its player, in a line of their own).
    expect(r.logged).toEqual([[0, 'sd:trap.1']]);
  });
});

describe('sd:summon.3 an evolution counts as a summon', () => {
  it('sd:summon.3 sd:trap.3 the opponent\'s "when the opponent summons" Trap answers an evolution: Spirit Pit destroys the new Flame Wolf', () => {
    const sc = build([
      { zones: { hand: [{ card: 'SD-002', as: 'wolf' }], spirits: [{ card: 'SD-001', as: 'pup' }] }, state: { core: 10 } },
      { zones: { traps: [{ card: 'SD-405', as: 'pit' }] } },
    ]);
    let s = answer(sc.s, `evo:${sc.id('wolf')}:${sc.id('pup')}`);
    expect(prompt(s).seat).toBe(1);
    expect(ids(s)).toContain(`trap:${sc.id('pit')}`);
    s = answer(s, `trap:${sc.id('pit')}`);
    expect(cardsIn(s.zones, 'spirits', 0)).toEqual([]);
    expect(cardsIn(s.zones, 'discard', 0).map((x) => s.zones.objs[x]!.card).sort()).toEqual(['SD-001', 'SD-002']);
  });
});
