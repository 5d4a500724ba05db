/**
 * The easy level follows through a declaration it began. It used to order a Summoner Master Combination,
 * cancel it at the next prompt (cancelling scored better on its sample), order it again, and so on: the
 * bench's first Summoner Master game never ended. Cancelling is now considered only when nothing else can be
 * answered, and that game ends. Since a Combination is one option when one set of Supports fits (issue 30), that
 * game offers no cancel any more, so the bench's first games are played until some do: each must end.
 */
import { describe, expect, it } from 'vitest';
import { playGame, precon, type Policy } from '../../src/ai/selfplay.js';
import { easyMove, randomMove } from '../../src/ai/policies.js';
import { committedMoves, moves } from '../../src/ai/moves.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { apply, currentPrompt, type MatchState } from '../../src/engine/index.js';

describe('easy: no begin-and-cancel loop', () => {
  it('the bench\'s first Summoner Master games (easy vs random) end, and easy never cancelled while another answer was open', { timeout: 120_000 }, () => {
    let cancelsOffered = 0;
    for (let game = 0; game < 6 && cancelsOffered === 0; game++) {
      const rng = samplingRng(`bench-random:summoner-master:${game}`);
      const easy: Policy = (s: MatchState, seat, d) => {
        const m = easyMove(s, seat, `summoner-master:${game}:${d}`);
        const p = currentPrompt(s)!;
        const hasCancel = p.kind !== 'priority' && p.options.some((o) => o.id === 'cancel');
        if (hasCancel && committedMoves(s, seat).length < moves(s, seat).length) {
          cancelsOffered++;
          expect(m?.type === 'answer' && m.choice.includes('cancel')).toBe(false);
        }
        // Every answer easy gives is one the engine takes.
        expect(apply(s, m!).ok).toBe(true);
        return m;
      };
      const played = playGame(precon('summoner-master', game), game, [easy, (s, seat) => randomMove(s, seat, rng)]);
      expect(played.finished, `game ${game}`).toBe(true);
    }
    expect(cancelsOffered).toBeGreaterThan(0);
  });
});
