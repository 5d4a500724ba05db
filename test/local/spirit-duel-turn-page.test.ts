/**
 * Issue 30: one whole Spirit Duel turn through local mode's page in chromium, both players on the default
 * `/autopass` settings. Somchai (seat 0) casts a Magic, summons two Spirits and ends the turn, every press in his
 * own column; each summon opens Alex's Trap window (sd:trap), which nobody presses: the bot holds it for its fixed
 * time and closes it, the same whatever Alex holds. Alex presses nothing, the board in the page reaches the next
 * turn, and nothing of either hand (nor Alex's face-down Trap) shows in the thread's public messages.
 */
import type { Prompt, PromptOption } from '../../src/engine/core/api-types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { A, B, answer, col, load, logSince, openTable, pageTurn, report, passOf, seededTurn, settled, turnOf, expectNoHandCardInPublic } from './turn-play.js';

const chromiumPath = findChromium();
const TABLE = { game: 'spirit-duel', format: 'standard', decks: ['sd-blaze', 'sd-tide'] as [string, string] };
/** A seeded position whose turn 4 (Somchai's) has a Magic and two summons, each summon answered by a Trap window of Alex's. */
const POSITION = { ...TABLE, seed: 'af'.repeat(32), turn: 4, acts: /^(sum|set|evo|eqp|fld|mag):/ };
const ACTIONS = 3;
const PLAYS = /^(mag|sum|set|evo|eqp|fld):/;

/** The presses of the whole turn: Somchai's three plays and the end of his turn. Prompt changes that save presses lower it. */
const SPIRIT_DUEL_TURN_PRESSES = 4;

describe.skipIf(!chromiumPath)(`Spirit Duel turn on default stops, in chromium${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')})`}`, () => {
  let local: LocalPage | undefined;
  const saved = process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS;
  beforeAll(async () => {
    // A short Trap window: the test waits for each one to close.
    process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = '0.5';
    local = await openLocalPage(chromiumPath!, { timers: { sweepMs: 100 } });
  }, 180_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS; else process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = saved;
    await local?.close();
  });

  it('sd:trap the other player is asked nothing: each Trap window closes by itself, and the page reaches the next turn', { timeout: 300_000 }, async () => {
    const began = Date.now();
    const t = await openTable(local!, TABLE, (matchId, names) => seededTurn(POSITION, matchId, names));
    const start = await load(t);
    const { turn } = turnOf(start.state);
    const logFrom = (await t.service.log(t.game.matchId)).length;
    let acted = 0;
    const rankActive = (o: PromptOption, p: Prompt): number | null => {
      if (p.kind !== 'priority') return 0;
      // Done: "end the turn" straight away (no Battle phase: nothing attacks this turn).
      if (acted >= ACTIONS) return o.id === 'end' ? 0 : o === passOf(p) ? 1 : null;
      return PLAYS.test(o.id) ? 0 : null;
    };
    for (let step = 0; step < 30; step++) {
      const m = await load(t);
      if (turnOf(m.state).turn !== turn || !m.prompt) break;
      const p = m.prompt;
      if (p.seat === 1) {
        // Alex's Trap window: nobody presses; the bot closes it when its hold ends.
        expect(p.options.some((o) => o.id === 'no-trap'), `Alex asked: ${p.kind}`).toBe(true);
        await expect.poll(async () => (await load(t)).snap.version, { timeout: 30_000 }).toBeGreaterThan(m.snap.version);
        await settled(t);
        continue;
      }
      const wasAct = p.kind === 'priority' && acted < ACTIONS;
      await answer(t, (o, idx) => { const r = rankActive(o, p); return r === null ? null : r * 100 + idx; });
      if (wasAct) acted++;
    }
    const end = await load(t);
    expect(turnOf(end.state).turn, 'the turn ended').toBe(turn + 1);
    expect(acted).toBe(ACTIONS);
    for (const u of [A, B]) await expect.poll(() => pageTurn(col(t, u)), { timeout: 30_000 }).toBe(turn + 1);

    // Trap windows were opened for Alex (one per summon here) and closed by the bot's hold: every answer of seat 1 in
    // the log is "no Trap", and none of them was a press (every press of the test was Somchai's, in his column).
    const records = await logSince(t, logFrom);
    const alexAnswers = records.flatMap((r) => (r.action?.type === 'answer' && r.action.seat === 1 ? [r.action.choice.join()] : []));
    expect(alexAnswers.length, 'Trap windows').toBeGreaterThan(0);
    expect(new Set(alexAnswers)).toEqual(new Set(['no-trap']));
    expect(t.presses.every((x) => x.user === A)).toBe(true);
    expect(t.presses.length, JSON.stringify(t.presses)).toBe(SPIRIT_DUEL_TURN_PRESSES);

    await expectNoHandCardInPublic(t, end.state, [TABLE.decks[0], TABLE.decks[1]], TABLE.game);
    expect(local!.errors).toEqual([]);
    report(t, 'spirit-duel', began);
  });
});
