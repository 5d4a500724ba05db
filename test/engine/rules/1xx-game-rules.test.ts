import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, type MatchState } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';
import { Z } from './zone-cards.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';

const decks = PRECONS.filter((p) => p.format === 'standard');
const seat = (name: string, d = decks[0]!.deck) => ({ name, deck: d });
const setup = (seats: unknown[]) => ({ matchId: 'r1', game: 'fadalgia', format: 'standard', seed: 'ef'.repeat(32), seats, challenger: 0 });

function settle(sc: Scenario): void {
  while (sc.state.brk.length && currentPrompt(sc.state)?.kind === 'priority') sc.pass(currentPrompt(sc.state)!.seat);
}

describe('100–101 basic and game rules', () => {
  it('100.1 101.1 a match has exactly two players; "the opponent" is the other seat', () => {
    for (const seats of [[seat('A')], [seat('A'), seat('B'), seat('C')]]) {
      const r = createMatch(setup(seats));
      expect(isRuleError(r) && r.code).toBe('setup/invalid');
    }
    // An effect on "your opponent" reaches the other seat, whichever seat controls it.
    for (const me of [0, 1] as const) {
      const side = { hand: [Z.omen, C.wanderer], mana: [C.drake, { card: C.sage, faceUp: false }] };
      const sc = new Scenario({ at: me, first: me, p0: me === 0 ? side : { life: 3 }, p1: me === 1 ? side : { life: 3 } });
      sc.answer(me, 'priority', 'cast:' + Z.omen).payIfAsked(me);
      settle(sc);
      expect(sc.state.result?.winner).toBe(me);
    }
  });

  it('100.2 each player brings their own deck: a seat without one is refused, and every card is owned by the seat whose deck it came from', () => {
    const r = createMatch(setup([seat('A'), { name: 'B' }]));
    expect(isRuleError(r) && r.rule).toBe('100.2');
    const s = createMatch(setup([seat('A', decks[0]!.deck), seat('B', decks[1]!.deck)])) as MatchState;
    for (const p of [0, 1] as const) {
      const ids = [...zoneOf(s, p, 'main'), ...zoneOf(s, p, 'life')];
      expect(ids).toHaveLength(60);
      for (const id of ids) expect(s.objs[id]!.owner).toBe(p);
    }
  });

  it('101.3.2 101.3.2.2 101.3.2.6 101.3.3 101.3.3.1 101.3.3.2 101.3.3.6 every way to win has its mirror way to lose, each ending the game with its section', () => {
    const cases: Array<[string, Scenario, 0 | 1 | null, string]> = [
      ['opponent reached 40 life cards', new Scenario({ p0: { hand: [C.wanderer] }, p1: { life: 40 } }), 1, '101.3.2.1'],
      ['own life pile is 0', new Scenario({ p0: { hand: [C.wanderer], life: 0 } }), 1, '101.3.2.2'],
      ['own main pile is 0', new Scenario({ p0: { hand: [C.wanderer] }, p1: { main: 0 } }), 0, '101.3.2.3'],
      ['both lose at once', new Scenario({ p0: { life: 0 }, p1: { life: 0 } }), null, '101.3'],
    ];
    for (const [why, sc, winner, rule] of cases) {
      expect({ why, winner: sc.state.result?.winner, rule: sc.state.result?.rule }).toEqual({ why, winner, rule });
    }
    const sc = new Scenario({ p0: { hand: [C.wanderer] } });
    const r = apply(sc.state, { type: 'concede', seat: 0 });
    expect(r.ok && r.state.result).toMatchObject({ winner: 1, rule: '101.3.2.6' }); // 101.3.3.6
  });

  it('101.3.2.5 a card that says the opponent loses ends the game with the caster winning; below the threshold nothing happens', () => {
    const sc = new Scenario({ p0: { hand: [Z.omen, C.wanderer], mana: [C.drake, { card: C.sage, faceUp: false }] }, p1: { life: 3 } });
    sc.answer(0, 'priority', 'cast:' + Z.omen).payIfAsked(0);
    settle(sc);
    expect(sc.state.result).toMatchObject({ winner: 0, rule: '101.3.2.5' });
    expect(legalActions(sc.state, 0)).toEqual([]);
    const safe = new Scenario({ p0: { hand: [Z.omen, C.wanderer], mana: [C.drake, { card: C.sage, faceUp: false }] }, p1: { life: 4 } });
    safe.answer(0, 'priority', 'cast:' + Z.omen).payIfAsked(0);
    settle(safe);
    expect(safe.state.result).toBeNull();
    expect(safe.ids(0, 'grave', Z.omen)).toHaveLength(1);
  });

  it('101.3.3.4 101.3.1 a card that says "you lose" finishes its own effects, then cancels everything left on the Break and ends the game', () => {
    const sc = new Scenario({
      p0: { hand: [C.rage, Z.pact], field: [C.crab], life: 3, mana: [C.recruit, { card: C.sage, faceUp: false }] },
      p1: { hand: [C.rage], mana: [C.recruit] },
    });
    sc.answer(0, 'priority', 'cast:' + C.rage).payIfAsked(0); // the Crab is the only unit
    sc.answer(1, 'priority', 'cast:' + C.rage);
    sc.answer(0, 'priority', 'cast:' + Z.pact).payIfAsked(0);
    // Nobody can respond any more, so the Pact (on top of both Rage Bursts) resolved at once.
    expect(sc.state.log.filter((l) => l.rule === '605.2.4').map((l) => l.text.en)).toEqual(['A casts Rage Burst', 'B casts Rage Burst', 'A casts Blood Pact']);
    expect(sc.state.result).toMatchObject({ winner: 1, rule: '101.3.2.5' });
    expect(sc.state.zones['0:hand']).toHaveLength(3); // the Pact's draw happened before the game ended
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.ids(0, 'grave', C.rage)).toHaveLength(1); // both Rage Bursts were cancelled, never resolved
    expect(sc.ids(1, 'grave', C.rage)).toHaveLength(1);
    expect(sc.state.log.filter((l) => l.text.en === 'Rage Burst resolves')).toHaveLength(0);
  });

  it('101.4 "cannot" beats "can": Oracle of Plenty lets its controller draw 2 from the life pile, Drought Spire forbids it, and with both there is no life draw', () => {
    const can = new Scenario({ step: 'refresh', p0: { field: [Z.oracle], life: 10 } });
    expect(can.prompt).toMatchObject({ kind: 'refresh-options', rule: '101.4' });
    expect(can.prompt.label.en).toBe('Draw 2 cards from your life pile?');
    can.answer(0, 'refresh-options', 'life-draw');
    expect(can.state.zones['0:life']).toHaveLength(8);
    const both = new Scenario({ step: 'refresh', p0: { field: [Z.oracle], life: 10, hand: [C.wanderer] }, p1: { field: [Z.spire] } });
    expect(both.prompt.kind).toBe('priority'); // no life-draw prompt: straight to Main
    expect(both.state.zones['0:life']).toHaveLength(10);
    // The Spire forbids only its controller's opponent.
    const own = new Scenario({ step: 'refresh', p0: { field: [Z.spire], life: 10 } });
    expect(own.prompt.kind).toBe('refresh-options');
  });

  it('101.6 a number prompt takes 0 or a positive integer only, within the card\'s range; the chosen X drives the effects', () => {
    const sc = new Scenario({ p0: { hand: [Z.wager, C.wanderer], mana: [{ card: C.sage, faceUp: false }] }, p1: {} });
    sc.answer(0, 'priority', 'cast:' + Z.wager);
    settle(sc);
    const p = sc.prompt;
    expect(p).toMatchObject({ kind: 'number', seat: 0, min: 0, max: 3, rule: '101.6', options: [] });
    expect(legalActions(sc.state, 0).filter((a) => a.type === 'answer-number').map((a) => a.type === 'answer-number' && a.value)).toEqual([0, 1, 2, 3]);
    const before = JSON.stringify(sc.state);
    const tries: Array<[unknown, string]> = [
      [{ type: 'answer-number', seat: 0, promptId: p.promptId, value: -1 }, 'number/negative'],
      [{ type: 'answer-number', seat: 0, promptId: p.promptId, value: 4 }, 'number/range'],
      [{ type: 'answer-number', seat: 0, promptId: p.promptId, value: 1.5 }, 'action/invalid'],
      [{ type: 'answer', seat: 0, promptId: p.promptId, choice: [] }, 'prompt/wrong-kind'],
      [{ type: 'answer-number', seat: 1, promptId: p.promptId, value: 1 }, 'prompt/not-yours'],
    ];
    for (const [action, code] of tries) {
      const r = apply(sc.state, action);
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
      if (!r.ok && code !== 'action/invalid' && code !== 'prompt/not-yours') expect(r.error.rule).toBe('101.6');
    }
    expect(JSON.stringify(sc.state)).toBe(before);
    const hand = sc.state.zones['0:hand'].length;
    const life = sc.state.zones['0:life'].length;
    const r = apply(sc.state, { type: 'answer-number', seat: 0, promptId: p.promptId, value: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.zones['0:hand'].length).toBe(hand + 2);
    expect(r.state.zones['0:life'].length).toBe(life - 2);
    expect(r.events.some((e) => e.kind === 'number' && e.audience === null && e.data?.x === 2)).toBe(true);
    const zero = apply(sc.state, { type: 'answer-number', seat: 0, promptId: p.promptId, value: 0 });
    expect(zero.ok && [zero.state.zones['0:hand'].length, zero.state.zones['0:life'].length]).toEqual([hand, life]);
  });

  it('101.6 any other prompt refuses a number', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer] } });
    const r = apply(sc.state, { type: 'answer-number', seat: 0, promptId: sc.prompt.promptId, value: 1 });
    expect(!r.ok && r.error).toMatchObject({ code: 'prompt/wrong-kind', rule: '101.6' });
  });
});
