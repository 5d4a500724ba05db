/**
 * Issue 30: one whole Fadalgia turn through local mode's page in chromium, with the other player's "no responses
 * until the end of this turn" pressed in their own private panel. Somchai (seat 0, the AT player) casts two
 * Fireballs and ends the turn; Alex stops at the first (default stops: the opponent's casts, 605.2.4.1), holds
 * for the turn there, and is asked nothing more until the turn is over and the board in the page shows the next
 * turn. Every press is made in the page; nothing of either hand shows in the thread's public messages.
 */
import type { PromptOption } from '../../src/engine/core/api-types.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C, build } from '../engine/helpers/scenario.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { A, B, answer, col, load, logSince, openTable, pageTurn, report, passOf, pressHold, turnOf, expectNoHandCardInPublic } from './turn-play.js';

const chromiumPath = findChromium();

/**
 * The presses of the whole turn: Somchai casts a Fireball at a Hawk (1: the cast names its target, 605.2.3.1),
 * Alex holds for the turn (1), Somchai's second Fireball (1: one Hawk is left, so it is the target without a
 * question), and the end of Main (1). Prompt changes that save presses lower it.
 */
const FADALGIA_TURN_PRESSES = 4;
const FIREBALLS = 2;

describe.skipIf(!chromiumPath)(`Fadalgia turn with a hold, in chromium${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')})`}`, () => {
  let local: LocalPage | undefined;
  beforeAll(async () => {
    local = await openLocalPage(chromiumPath!, { timers: { sweepMs: 100 } });
  }, 180_000);
  afterAll(async () => { await local?.close(); });

  it('605.2.4.1 the other player holds at their first stop and is asked nothing more; the page reaches the next turn', { timeout: 300_000 }, async () => {
    const began = Date.now();
    const t = await openTable(local!, { game: 'fadalgia', format: 'starter-c', decks: ['starter-flame', 'starter-tide'] }, (matchId, names) => {
      const state = build({
        format: 'starter-c', turn: 3, at: 0,
        p0: { hand: [C.fireball, C.fireball, C.wanderer], mana: [C.recruit, C.recruit] },
        p1: { hand: [C.rage], field: [{ card: C.hawk, mode: 'AT' }, { card: C.hawk, mode: 'AT' }], mana: [C.swordsman] },
      }).state as unknown as FState;
      return { ...state, matchId, names };
    });
    const start = await load(t);
    const { turn } = turnOf(start.state);
    const logFrom = (await t.service.log(t.game.matchId)).length;
    let cast = 0;
    let heldAt = -1;
    // Somchai: Fireballs at Alex's Hawks, then the end of Main; Alex: the hold at the first stop.
    const mine = (o: PromptOption, s: FState) => o.objectId !== undefined && s.objs[o.objectId]?.card === C.fireball;
    for (let step = 0; step < 30; step++) {
      const m = await load(t);
      if (turnOf(m.state).turn !== turn || !m.prompt) break;
      const p = m.prompt;
      const s = m.state as FState;
      if (p.seat === 1) {
        expect(heldAt, `Alex asked (${p.kind}) after holding`).toBe(-1);
        expect(p.kind).toBe('priority');
        heldAt = (await t.service.log(t.game.matchId)).length;
        await pressHold(t, B, 'turn');
      } else if (p.kind === 'priority') {
        const castNow = cast < FIREBALLS;
        if (castNow) cast++;
        await answer(t, (o) => (castNow ? (o.id.startsWith('cast:') && mine(o, s) ? 0 : null) : (o === passOf(p) ? 0 : null)));
      } else {
        // The cast's own questions (its target: a Hawk; a payment if not automatic): the first offered.
        await answer(t, (_o, idx) => idx);
      }
    }
    const end = await load(t);
    expect(turnOf(end.state).turn, 'the turn ended').toBe(turn + 1);
    expect(cast).toBe(FIREBALLS);
    // The board in both columns shows the next turn.
    for (const u of [A, B]) await expect.poll(() => pageTurn(col(t, u)), { timeout: 30_000 }).toBe(turn + 1);

    // Alex was stopped once (before the hold) and not asked after it: every commit since was Somchai's press,
    // and the bot passed Alex's later windows inside them.
    expect(heldAt).toBeGreaterThan(0);
    const after = await logSince(t, heldAt + 1);
    const stillTurn = after.filter((r) => r.by !== B);
    expect(after.filter((r) => r.by === B), 'Alex pressed nothing after the hold').toEqual([]);
    expect(stillTurn.flatMap((r) => r.auto ?? []).filter((a) => a.type === 'answer' && a.seat === 1).length, 'the bot passed Alex\'s windows').toBeGreaterThan(0);
    expect((await logSince(t, logFrom)).filter((r) => r.by === B)).toHaveLength(1);

    expect(t.presses.length, JSON.stringify(t.presses)).toBe(FADALGIA_TURN_PRESSES);

    // Nothing private in the thread's public messages, in either column's language.
    await expectNoHandCardInPublic(t, end.state, ['starter-flame', 'starter-tide']);
    expect(local!.errors).toEqual([]);
    report(t, 'fadalgia', began);
  });
});
