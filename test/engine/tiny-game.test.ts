/** The tiny test game: a whole game module on the kernel, driven only through the public API. */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, result, viewFor, type MatchState } from '../../src/engine/index.js';
import { tiny } from '../../src/engine/games/tiny/module.js';
import { TINY_PRECONS } from '../../src/engine/games/tiny/cards.js';
import type { TinyBoardView } from '../../src/engine/games/tiny/view-types.js';

const setup = { matchId: 'tiny-1', game: 'tiny', format: 'standard', seed: 'ab'.repeat(32), challenger: 0, seats: [{ name: 'A', deck: TINY_PRECONS[0]!.deck }, { name: 'B', deck: TINY_PRECONS[1]!.deck }] };

function answer(s: MatchState, id: string): MatchState {
  const p = currentPrompt(s)!;
  const r = apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [id] });
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

describe('tiny test game on the kernel', () => {
  it('a played card goes on the shared stack, the opponent gets priority, two passes resolve it', () => {
    let s = createMatch(setup) as MatchState;
    expect(isRuleError(s)).toBe(false);
    const p = currentPrompt(s)!;
    expect(p.seat).toBe(0);
    const play = p.options.find((o) => o.id.startsWith('play:'))!;
    expect(play.visibility).toBe('private');
    expect(p.options.find((o) => o.id === 'pass')!.visibility).toBe('public');
    s = answer(s, play.id);
    expect(currentPrompt(s)!.seat).toBe(1);
    expect(viewFor(s, 'spectator')).toMatchObject({ stack: [{ objectId: expect.any(String) }] });
    s = answer(s, 'pass');
    s = answer(s, 'pass');
    const v = viewFor(s, 'spectator') as TinyBoardView;
    expect(v.stack).toEqual([]);
    expect(v.players[1].life).toBeLessThan(5);
  });

  it('the Echo trigger fires from the bus when Echo resolves and draws its controller a card', () => {
    const built = tiny.scenario!.build({ game: 'tiny', seats: [{ zones: { deck: ['spark', 'spark'], hand: [{ card: 'echo', as: 'e' }] } }, { zones: { deck: ['spark'], hand: ['bolt'] } }] });
    if ('code' in built) throw new Error(built.code);
    let s = built.state as unknown as MatchState;
    s = answer(s, `play:${built.id('e')}`);
    s = answer(s, 'pass'); // B passes; A (empty hand) is passed for automatically: Echo resolves
    expect(currentPrompt(s)!.seat).toBe(1); // the trigger went on the stack: B may respond to it
    s = answer(s, 'pass');
    const v = viewFor(s, 0) as TinyBoardView;
    expect(v.players[0].deckCount).toBe(1);
    expect(v.players[0].hand!.length).toBe(1);
  });

  it('random playouts end, and a spectator view never names a card in a hand', () => {
    for (let seed = 0; seed < 30; seed++) {
      let s = createMatch({ ...setup, matchId: `t${seed}` }) as MatchState;
      let rng = seed + 1;
      for (let i = 0; i < 400 && !result(s); i++) {
        const p = currentPrompt(s)!;
        const acts = legalActions(s, p.seat).filter((a) => a.type !== 'concede');
        rng = (rng * 1103515245 + 12345) % 2 ** 31;
        const r = apply(s, acts[rng % acts.length]!);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        s = r.state;
        const spec = JSON.stringify(viewFor(s, 'spectator'));
        expect(spec).not.toMatch(/"hand":/);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }
      expect(result(s)).not.toBeNull();
    }
  });
});
