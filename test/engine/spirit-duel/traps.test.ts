/**
 * Strict Trap scenarios: usable and unusable timings, one per attack, not on the turn it was set, asked only
 * when usable — and no leak of whether a usable Trap exists: the public flow (views, prompt summaries, public
 * options, public events, number of steps) is identical whether the defender holds a Trap that fits the window
 * or one that does not.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../../../src/engine/core/scenario.js';
import type { Action } from '../../../src/engine/core/kernel.js';
import { autoAnswer } from '../../../src/engine/games/spirit-duel/module.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, ids, prompt, publicProjection, sd } from './helpers.js';

/** Plays the same public script from two positions and records what the attacker and spectators can observe. */
function observe(trap: ScenarioCard | null, script: (s: SDState, id: (n: string) => string) => string[]): { steps: string[]; events: string[]; asked: boolean[] } {
  const b = build([
    { zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'knight' }], hand: [{ card: 'SD-011', as: 'imp' }, { card: 'SD-016', as: 'giant' }] }, state: { core: 10 } },
    { zones: { spirits: [{ card: 'SD-010', as: 'golem' }], traps: trap ? [trap, 'SD-405'] : ['SD-405', 'SD-405'] } },
  ]);
  let s = b.s;
  const steps = [publicProjection(s, 1)];
  const events: string[] = [];
  const asked: boolean[] = [];
  for (const choice of script(s, b.id)) {
    const p = prompt(s);
    if (p.seat === 1) asked.push(autoAnswer(s) === null);
    const r = sd.apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [choice] } as Action);
    if (!r.ok) throw new Error(`${choice}: ${r.error.code}`);
    s = r.state;
    events.push(JSON.stringify(r.events.filter((e) => e.audience !== 1)));
    steps.push(publicProjection(s, 1));
  }
  return { steps, events, asked };
}

describe('Spirit Duel Traps: asked only when usable, and never leaked (sd:trap.3)', () => {
  // A's script: summon twice (Spirit Pit windows), go to battle, attack the Golem (two attack windows); B declines every window.
  const script = (_s: SDState, id: (n: string) => string): string[] => [
    `sum:${id('giant')}`, 'no-trap', `sum:${id('imp')}`, 'no-trap', 'battle', `atk:${id('bear')}:${id('golem')}`, 'no-trap', 'no-trap', 'end',
  ];

  it('sd:trap.3 the attacker and spectators observe the same flow whether B holds a usable Trap (declined), an unusable one, or only Traps of other timings', () => {
    const usable = observe({ card: 'SD-401', as: 'wall' }, script); // Mirage Wall fits "attack declared"
    const guard = observe({ card: 'SD-403', as: 'guard' }, script); // Rock Guard fits "before damage"
    const veil = observe({ card: 'SD-404', as: 'veil' }, script); // Soul Veil never fits an attack on a Spirit
    expect(usable.steps.length).toBe(script(null as never, () => 'x').length + 1);
    for (const other of [guard, veil]) {
      expect(other.steps).toEqual(usable.steps);
      expect(other.events).toEqual(usable.events);
    }
    // …while the defender really was asked only where a Trap fitted (Spirit Pit never fits a Cost 5 Giant).
    expect(usable.asked).toEqual([false, true, true, false]); // giant summon, imp summon (Pit fits Cost 1), declared (Wall), before damage
    expect(guard.asked).toEqual([false, true, false, true]);
    expect(veil.asked).toEqual([false, true, false, false]);
  });

  it('sd:trap.3 a window’s public face is constant: same label, same single public option, the real options private', () => {
    const b = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }], traps: [{ card: 'SD-401', as: 'wall' }] } }], { step: 'battle' });
    const s = answer(b.s, `atk:${b.id('bear')}:${b.id('imp')}`);
    const p = prompt(s);
    expect(p.label.en).toBe('Trap window');
    expect(p.options.map((o) => [o.id, o.visibility])).toEqual([[`trap:${b.id('wall')}`, 'private'], ['no-trap', 'public']]);
    expect(sd.viewFor(s, 0).waitingFor).toEqual({ seat: 1, kind: 'optional', label: p.label });
    expect(autoAnswer(s)).toBeNull();
    const next = answer(s, 'no-trap');
    expect(ids(next)).toEqual(['no-trap']); // before damage: Mirage Wall does not fit
    expect(autoAnswer(next)).toEqual({ type: 'answer', seat: 1, promptId: prompt(next).promptId, choice: ['no-trap'] });
  });

  it('sd:trap.2 no window at all while the only Trap was set this turn — the same as holding none (both public facts)', () => {
    const run = (traps: ScenarioCard[]) => {
      const b = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-012'] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }], traps } }], { step: 'battle' });
      return answer(b.s, `atk:${b.id('bear')}:${b.id('imp')}`);
    };
    const fresh = run([{ card: 'SD-401', state: { setTurn: 2 } }]);
    const none = run([]);
    expect(prompt(fresh).seat).toBe(0);
    expect(prompt(none).seat).toBe(0);
    expect(sd.viewFor(fresh, 'spectator').players[1].traps[0]).toMatchObject({ setThisTurn: true });
  });

  it('sd:trap.4 one Trap per attack: after one is opened, no later window of that attack, but the next attack gets its own', () => {
    const b = build([
      { zones: { spirits: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-016', as: 'giant2' }, 'SD-012'] } },
      { zones: { spirits: [{ card: 'SD-010', as: 'golem' }], traps: [{ card: 'SD-402', as: 'gale' }, { card: 'SD-403', as: 'guard' }] } },
    ], { step: 'battle' });
    let s = answer(b.s, `atk:${b.id('giant')}:${b.id('golem')}`);
    s = answer(s, `trap:${b.id('gale')}`);
    expect(prompt(s).seat).toBe(0); // Rock Guard would fit "before damage" but this attack already had its Trap
    s = answer(s, `atk:${b.id('giant2')}:${b.id('golem')}`);
    expect(ids(s)).toEqual(['no-trap']);
    s = answer(s, 'no-trap');
    expect(ids(s)).toEqual([`trap:${b.id('guard')}`, 'no-trap']);
  });

  it('sd:trap.3 a refused Trap answer names why, privately: not usable now, or set this turn (sd:trap.2)', () => {
    const b = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }], traps: [{ card: 'SD-404', as: 'veil' }, { card: 'SD-401', as: 'wall' }, { card: 'SD-402', as: 'fresh', state: { setTurn: 2 } }] } }], { step: 'battle' });
    const s = answer(b.s, `atk:${b.id('bear')}:${b.id('imp')}`);
    const p = prompt(s);
    const tryTrap = (name: string) => sd.apply(s, { type: 'answer', seat: 1, promptId: p.promptId, choice: [`trap:${b.id(name)}`] });
    expect(tryTrap('veil')).toMatchObject({ ok: false, error: { code: 'trap/timing', rule: 'sd:trap.3' } });
    expect(tryTrap('fresh')).toMatchObject({ ok: false, error: { code: 'trap/set-this-turn', rule: 'sd:trap.2' } });
    expect(tryTrap('wall').ok).toBe(true);
  });
});
