/**
 * Issue 30: one whole Summoner Master Subturn through local mode's page in chromium, with the other player's stops
 * set by `/autopass` typed in their own column (no stop at the opponent's attacks) and their "this turn" hold
 * pressed in their private panel at the first stop left (the opponent's cast, §4). Somchai (seat 0) attacks, casts
 * and attacks again; Alex is asked once — at the cast — and nothing else: the attacks' Interfere windows are passed
 * by the bot for him (his stops), and after the hold every window is. The board in the page reaches the next
 * Subturn; nothing of either hand shows in the thread's public messages.
 */
import type { Prompt, PromptOption } from '../../src/engine/core/api-types.js';
import { loadSettings } from '../../src/match/autopass/settings.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { A, B, answer, col, load, logSince, openTable, pageTurn, report, passOf, pressHold, seededTurn, turnOf, expectNoHandCardInPublic } from './turn-play.js';

const chromiumPath = findChromium();
const TABLE = { game: 'summoner-master', format: 'casual', decks: ['sm-blazing-kaijuu', 'sm-tidal-sniper'] as [string, string] };
/** A seeded position whose Subturn 4 (Somchai's) has an attack first, then a cast, then another attack. */
const POSITION = { ...TABLE, seed: '5a'.repeat(32), turn: 4, acts: /^(cast|atk):/ };
const ACTIONS = 3;

/**
 * The presses of the whole Subturn: Somchai's opening window (1), attack with its target in one option (1), cast (1), Alex's
 * hold (1), whatever the cast's resolution asks Somchai (1 in this position), and the second attack with its target
 * given with the end of the Main Step (1, from the private panel's "last order, then end" menu, §3.5). The
 * `/autopass` command is typed, not pressed. Prompt changes that save presses lower it.
 */
const SUMMONER_MASTER_TURN_PRESSES = 6;

describe.skipIf(!chromiumPath)(`Summoner Master Subturn with /autopass stops and a hold, in chromium${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')})`}`, () => {
  let local: LocalPage | undefined;
  beforeAll(async () => { local = await openLocalPage(chromiumPath!, { timers: { sweepMs: 100 } }); }, 180_000);
  afterAll(async () => { await local?.close(); });

  it('§4 the other player is asked at their one stop, holds there, and the page reaches the next Subturn', { timeout: 300_000 }, async () => {
    const began = Date.now();
    const t = await openTable(local!, TABLE, (matchId, names) => seededTurn(POSITION, matchId, names));
    // Alex's stops, set the way a player sets them: /autopass in his column (English), answered privately.
    const input = col(t, B).locator('.composer-input');
    await input.click();
    await input.fill('/autopass opponent-attacks:false');
    await input.press('Escape');
    await input.press('Enter');
    await col(t, B).locator('.msg-ephemeral', { hasText: 'Saved; it applies' }).waitFor();
    expect(await col(t, A).locator('.msg-ephemeral', { hasText: /Saved|บันทึกแล้ว/ }).count()).toBe(0);
    expect(await loadSettings(t.local.kv, B)).toMatchObject({ attacks: false, casts: true });

    const start = await load(t);
    const { turn } = turnOf(start.state);
    const logFrom = (await t.service.log(t.game.matchId)).length;
    let acted = 0;
    let heldAt = -1;
    // Somchai: attacks first, then casts, ACTIONS in all, the last one with the end of the Main Step (§3.5); every
    // other question of his, the first choice.
    const rankActive = (o: PromptOption, p: Prompt): number | null => {
      if (p.kind !== 'priority') return 0;
      if (acted >= ACTIONS) return o === passOf(p) ? 0 : null;
      const id = acted === ACTIONS - 1 ? (o.endsStep ? o.id.slice(2) : '') : o.endsStep ? '' : o.id;
      return id.startsWith('atk:') ? 0 : id.startsWith('cast:') ? 1 : null;
    };
    let opening = true;
    for (let step = 0; step < 40; step++) {
      const m = await load(t);
      if (turnOf(m.state).turn !== turn || !m.prompt) break;
      const p = m.prompt;
      if (p.seat === 1) {
        expect(heldAt, `Alex asked (${p.kind}) after holding`).toBe(-1);
        expect(p.kind).toBe('priority');
        heldAt = (await t.service.log(t.game.matchId)).length;
        await pressHold(t, B, 'turn');
        continue;
      }
      // The Subturn opens on a window with nothing to do but go on (the position is saved there).
      if (opening && p.kind === 'priority' && !p.options.some((o) => rankActive(o, p) !== null && o !== passOf(p))) {
        await answer(t, (o) => (o === passOf(p) ? 0 : null));
        continue;
      }
      opening = false;
      const wasAct = p.kind === 'priority' && acted < ACTIONS;
      await answer(t, (o, idx) => { const r = rankActive(o, p); return r === null ? null : r * 100 + idx; });
      if (wasAct) acted++;
    }
    const end = await load(t);
    expect(turnOf(end.state).turn, 'the Subturn ended').toBe(turn + 1);
    expect(t.presses.at(-1)?.what ?? '', 'the last order ended the Main Step').toMatch(/^priority:e\.atk:/);
    expect(acted).toBe(ACTIONS);
    for (const u of [A, B]) await expect.poll(() => pageTurn(col(t, u)), { timeout: 30_000 }).toBe(turn + 1);

    // Alex was asked once, at the cast; the first attack's window before it was his stop setting's to pass, and
    // every window after it his hold's.
    expect(heldAt).toBeGreaterThan(logFrom);
    const records = await logSince(t, logFrom);
    expect(records.filter((r) => r.by === B)).toHaveLength(1);
    const passedFor = (rs: typeof records) => rs.flatMap((r) => r.auto ?? []).filter((a) => a.type === 'answer' && a.seat === 1).length;
    expect(passedFor(records.slice(0, heldAt - logFrom)), 'the first attack\'s window, passed by his stops').toBeGreaterThan(0);
    expect(passedFor(await logSince(t, heldAt + 1)), 'the windows after the hold, passed by it').toBeGreaterThan(0);

    expect(t.presses.length, JSON.stringify(t.presses)).toBe(SUMMONER_MASTER_TURN_PRESSES);

    await expectNoHandCardInPublic(t, end.state, [TABLE.decks[0], TABLE.decks[1]], TABLE.game);
    expect(local!.errors).toEqual([]);
    report(t, 'summoner-master', began);
  });
});
