/**
 * The game loop (loop.ts) by behaviour: rock-paper-scissors, the Main and Battle prompts (each play's option,
 * its group and paragraph), "end" from the Battle Phase, a question asked by a trigger at the start of a turn,
 * and the specific refusals of answers that are not options (issue 31: surviving mutants of loop.ts).
 */
import { describe, expect, it } from 'vitest';
import { createBus, type PromptOption } from '../../../src/engine/core/kernel.js';
import { SUBS } from '../../../src/engine/games/spirit-duel/hooks.js';
import { run } from '../../../src/engine/games/spirit-duel/loop.js';
import { damageOf } from '../../../src/engine/games/spirit-duel/board.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, newMatch, prompt, refuse } from './helpers.js';
import { card } from './question-cards.js';

const shown = (o: PromptOption) => [o.id, o.label.en, o.group, o.rule, o.objectId ?? null];
const logged = (s: SDState, from: number) => s.log.slice(from).map((l) => [l.rule ?? null, l.actor, l.audience, l.text.en]);

describe('sd:setup.3 rock-paper-scissors', () => {
  it('sd:setup.3 both seats choose in turn, a tie is played again, the winner goes first; each step logged under sd:setup.3', () => {
    let s = newMatch();
    const p = prompt(s);
    expect([p.seat, p.kind, p.rule]).toEqual([0, 'rps', 'sd:setup.3']);
    expect(p.options.map(shown)).toEqual([
      ['rock', 'Rock', 'rps', 'sd:setup.3', null], ['paper', 'Paper', 'rps', 'sd:setup.3', null], ['scissors', 'Scissors', 'rps', 'sd:setup.3', null],
    ]);
    const n = s.log.length;
    s = answer(s, 'rock');
    expect([prompt(s).seat, prompt(s).kind]).toEqual([1, 'rps']);
    s = answer(s, 'rock');
    expect(logged(s, n)).toEqual([
      ['sd:setup.3', 0, 0, 'You chose Rock'],
      ['sd:setup.3', 1, 1, 'You chose Rock'],
      ['sd:setup.3', null, null, 'Rock-paper-scissors: A Rock · B Rock'],
      ['sd:setup.3', null, null, 'A tie: again'],
    ]);
    expect([prompt(s).seat, prompt(s).kind]).toEqual([0, 'rps']);
    const m = s.log.length;
    s = answer(s, 'rock');
    s = answer(s, 'paper');
    expect(logged(s, m).slice(0, 4)).toEqual([
      ['sd:setup.3', 0, 0, 'You chose Rock'],
      ['sd:setup.3', 1, 1, 'You chose Paper'],
      ['sd:setup.3', null, null, 'Rock-paper-scissors: A Rock · B Paper'],
      ['sd:setup.3', null, null, 'B wins and goes first (no attack on the first turn)'],
    ]);
    expect([s.first, s.active, prompt(s).seat, prompt(s).kind]).toEqual([1, 1, 1, 'priority']);
  });
});

describe('sd:turn.4 the Main Phase prompt', () => {
  it('sd:turn.4 sd:summon.1 sd:summon.2 sd:field.1 sd:field.2 sd:trap.1 one option per legal play, each with its group and paragraph; materials named short by slot', () => {
    const { s, id } = build([
      {
        zones: {
          hand: ['SD-011', 'SD-002', 'SD-104', 'SD-101', 'SD-201', 'SD-302', 'SD-401'].map((c) => ({ card: c, as: c })),
          spirits: [{ card: 'SD-001', as: 'pup1' }, { card: 'SD-001', as: 'pup2' }],
        },
        state: { core: 10 },
      },
      { zones: { spirits: [{ card: 'SD-012', as: 'knight' }] } },
    ]);
    const [imp, wolf, call, fb, forest, shield, wall, pup1, pup2, knight] = ['SD-011', 'SD-002', 'SD-104', 'SD-101', 'SD-201', 'SD-302', 'SD-401', 'pup1', 'pup2', 'knight'].map(id);
    const p = prompt(s);
    expect([p.seat, p.kind, p.label.en, p.rule]).toEqual([0, 'priority', 'Main Phase: choose what to do', 'sd:turn.4']);
    expect(p.options.map(shown)).toEqual([
      [`sum:${imp}`, 'Summon Mischief Imp', 'summon', 'sd:summon.1', imp],
      [`evo:${wolf}:${pup1}`, 'Evolve Flame Wolf (sacrifice Ember Pup #1)', 'summon', 'sd:summon.2', wolf],
      [`evo:${wolf}:${pup2}`, 'Evolve Flame Wolf (sacrifice Ember Pup #2)', 'summon', 'sd:summon.2', wolf],
      [`mag:${call}`, 'Cast Extra Call', 'magic', 'sd:turn.4', call],
      [`mag:${fb}:${knight}`, 'Cast Fireball on Iron Knight', 'magic', 'sd:turn.4', fb],
      [`fld:${forest}`, 'Play the Field Enchanted Forest', 'field', 'sd:field.1', forest],
      [`eqp:${shield}:${pup1}`, 'Equip Stone Shield to Ember Pup [#1 2/2]', 'equip', 'sd:field.2', shield],
      [`eqp:${shield}:${pup2}`, 'Equip Stone Shield to Ember Pup [#2 2/2]', 'equip', 'sd:field.2', shield],
      [`set:${wall}`, 'Set Mirage Wall', 'trap', 'sd:trap.1', wall],
      ['battle', 'Go to the Battle Phase', 'pass', 'sd:turn.1', null],
      ['end', 'End the turn', 'pass', 'sd:turn.5', null],
    ]);
  });

  it('sd:turn.4 a card whose play is refused is no option: Core short for a Spirit, a targeted Magic, a Field, a Trap; an Equipment only for a Spirit without one (sd:field.2)', () => {
    const { s, id } = build([
      {
        zones: {
          hand: ['SD-016', 'SD-101', 'SD-201', 'SD-406', 'SD-302'].map((c) => ({ card: c, as: c })),
          spirits: [{ card: 'SD-011', as: 'bare' }, { card: 'SD-012', as: 'armed' }],
          equipment: [{ card: 'SD-301', attachedTo: 'armed' }],
        },
        state: { core: 1 },
      },
      { zones: { spirits: ['SD-014'] } },
    ]);
    expect(prompt(s).options.map((o) => o.id)).toEqual([`eqp:${id('SD-302')}:${id('bare')}`, 'battle', 'end']);
  });

  it('sd:summon.2 a Spirit with materials is only evolved, one without only summoned', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-002', as: 'wolf' }, { card: 'SD-001', as: 'pup' }] }, state: { core: 10 } }, {}]);
    expect(prompt(s).options.map((o) => o.id)).toEqual([`sum:${id('pup')}`, 'battle', 'end']);
  });
});

describe('sd:turn.5 the Battle Phase prompt', () => {
  it('sd:battle.1 sd:battle.5 sd:turn.5 attacks on each opposing Spirit (sd:battle.1), on the Soul only when there is none (sd:battle.5), and End', () => {
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-012', as: 'knight' }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }], { step: 'battle' });
    const p = prompt(s0);
    expect([p.seat, p.kind, p.label.en, p.rule]).toEqual([0, 'priority', 'Battle Phase: attack or end the turn', 'sd:turn.5']);
    expect(p.options.map(shown)).toEqual([
      [`atk:${id('knight')}:${id('imp')}`, 'Iron Knight attacks Mischief Imp', 'attack', 'sd:battle.1', id('knight')],
      ['end', 'End the turn', 'pass', 'sd:turn.5', null],
    ]);
    const { s: s1, id: id1 } = build([{ zones: { spirits: [{ card: 'SD-012', as: 'knight' }] } }, {}], { step: 'battle' });
    expect(prompt(s1).options.map(shown)).toEqual([
      [`atk:${id1('knight')}:soul`, 'Iron Knight attacks the Soul directly', 'attack', 'sd:battle.5', id1('knight')],
      ['end', 'End the turn', 'pass', 'sd:turn.5', null],
    ]);
  });

  it('sd:turn.1 going to the Battle Phase is logged for its player; sd:turn.5 "end" in the Battle Phase ends only this turn: the opponent gets a Main Phase', () => {
    const { s: s0 } = build([{ zones: { spirits: ['SD-012'] } }, { zones: { spirits: ['SD-011'] } }]);
    const n = s0.log.length;
    let s = answer(s0, 'battle');
    expect(logged(s, n)).toContainEqual(['sd:turn.1', 0, null, 'A goes to the Battle Phase']);
    expect(prompt(s).label.en).toBe('Battle Phase: attack or end the turn');
    s = answer(s, 'end');
    expect([s.active, s.phase, prompt(s).seat, prompt(s).label.en]).toEqual([1, 'main', 1, 'Main Phase: choose what to do']);
  });
});

describe('sd:turn.2 a trigger that asks at the start of a turn', () => {
  it('sd:turn.2 the trigger\'s question comes before the Main Phase prompt, and its answer is used', () => {
    const cards = [card('T-SNIPE', 'spirit', { atk: 1, hp: 3, triggers: [{ on: 'turn-start', whose: 'yours', effects: [{ do: 'damage', target: { choose: { side: 'opponents' } }, amount: 1 }] }] })];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'knight' }] } }, { zones: { spirits: ['T-SNIPE'] } }], { cards });
    let s = answer(s0, 'end');
    const p = prompt(s);
    expect([p.seat, p.options.map((o) => o.id)]).toEqual([1, [`t:${id('bear')}`, `t:${id('knight')}`]]);
    s = answer(s, `t:${id('knight')}`);
    expect([damageOf(s, id('knight')), damageOf(s, id('bear'))]).toEqual([1, 0]);
    expect([prompt(s).seat, prompt(s).label.en]).toEqual([1, 'Main Phase: choose what to do']);
  });
});

describe('refusals of answers that are not options', () => {
  it('sd:trap.3 sd:trap.2 opening a Trap that is not yours, not set, set this turn, or without its timing', () => {
    const { s, id } = build([
      { zones: { hand: [{ card: 'SD-401', as: 'inHand' }], traps: [{ card: 'SD-401', as: 'fresh', state: { setTurn: 2 } }, { card: 'SD-401', as: 'old' }] } },
      { zones: { traps: [{ card: 'SD-401', as: 'theirs' }] } },
    ]);
    expect(refuse(s, 'trap:x99')).toEqual({ code: 'trap/not-yours', rule: 'sd:trap.3' });
    expect(refuse(s, `trap:${id('inHand')}`)).toEqual({ code: 'trap/not-yours', rule: 'sd:trap.3' });
    expect(refuse(s, `trap:${id('theirs')}`)).toEqual({ code: 'trap/not-yours', rule: 'sd:trap.3' });
    expect(refuse(s, `trap:${id('fresh')}`)).toEqual({ code: 'trap/set-this-turn', rule: 'sd:trap.2' });
    expect(refuse(s, `trap:${id('old')}`)).toEqual({ code: 'trap/timing', rule: 'sd:trap.3' });
  });

  it('sd:summon.2 an evolution answered without materials is refused for its materials; an unknown verb gets the generic refusal', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-002', as: 'wolf' }], spirits: ['SD-001'] }, state: { core: 10 } }, {}]);
    expect(refuse(s, `evo:${id('wolf')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    expect(refuse(s, 'cast:1')).toEqual({ code: 'prompt/unknown-option', rule: 'sd:turn.4' });
  });

  it('sd:battle.1 the defender answering its Trap window with an attack of its own gets no attack refusal (it is simply no option)', () => {
    const { s: s0, id } = build([
      { zones: { spirits: [{ card: 'SD-012', as: 'knight' }] } },
      { zones: { spirits: [{ card: 'SD-014', as: 'bear' }], traps: ['SD-401'] } },
    ], { step: 'battle' });
    const s = answer(s0, `atk:${id('knight')}:${id('bear')}`);
    expect([prompt(s).seat, prompt(s).kind]).toEqual([1, 'optional']);
    expect(refuse(s, `atk:${id('bear')}:${id('knight')}`)).toEqual({ code: 'prompt/unknown-option', rule: 'sd:trap.3' });
  });
});

describe('engine-bug guards', () => {
  it('the loop reports a state with no open window as an engine bug', () => {
    const { s } = build([{}, {}]);
    s.prompt = null;
    s.stack.prio = null;
    expect(() => run(s, createBus(SUBS, s))).toThrow('engine bug: no window is open');
  });
});
