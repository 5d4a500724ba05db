/**
 * A whole Spirit Duel match through local mode's page in a real browser, against the real bot started the way
 * `npm start` starts it: the challenge typed in the composer (game: Spirit Duel), accepted with a deck picked in
 * the opponent's column, rock-paper-scissors and every decision after it clicked in the acting player's own
 * hand panel, Trap windows left to the bot's hold, and the match ended (by concession through the page when it
 * runs long) with the end message in both columns. Throughout, no card hidden from the other player (hand,
 * deck, face-down Trap) is named in that player's column, and the board's text shows Soul and Core.
 *
 * Which button to press is chosen with the engine's prompt (read from the store), as a player would choose by
 * its label; every press itself goes through the page.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { DEMO_IDS } from '../../src/bot/local-mode.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';
import type { RunningLocal } from '../../src/local/start.js';
import type { MatchStore } from '../../src/store/index.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { column, openHand, openThreadLink, pickDeck } from './play.js';

const OUTPUT = fileURLToPath(new URL('./__output__/', import.meta.url));
const chromiumPath = findChromium();
const A = DEMO_IDS.somchai; // Thai, plays sd-blaze
const B = DEMO_IDS.alex; // English, plays sd-tide (no card in common with sd-blaze)
/** Decisions before the test concedes for B (a match usually ends sooner; SD_PAGE_STEPS=8 exercises the concession). */
const MAX_STEPS = Number(process.env.SD_PAGE_STEPS ?? 70);
const GROUPS = ['rps', 'attack', 'summon', 'equip', 'field', 'magic', 'trap', 'pass'];

/** Names of seat 0's cards that seat 1 may not know now (hand, deck, face-down Traps), less any name public anyway. */
function hiddenFromB(s: SDState): string[] {
  const hidden = new Set<string>();
  const open = new Set<string>();
  for (const o of Object.values(s.zones.objs)) {
    const secret = o.zone === 'hand' || o.zone === 'deck' || (o.zone === 'traps' && o.faceDown);
    if (secret && o.owner === 0) hidden.add(o.card);
    else if (!secret) open.add(o.card);
  }
  for (const l of s.log) if (l.audience === null || l.audience === 1) for (const c of Object.values(SD_CARDS)) if (l.text.en.includes(c.name.en) || l.text.th.includes(c.name.th)) open.add(c.id);
  // B's own column shows B's cards and texts: a hidden name inside one of them (ลูกไฟ in ลูกไฟน้อย) says nothing.
  for (const o of Object.values(s.zones.objs)) if (o.owner === 1) open.add(o.card);
  const openText = [...open].map((c) => JSON.stringify([SD_CARDS[c]!.name, SD_CARDS[c]!.text])).join('\n');
  return [...hidden].filter((c) => !open.has(c)).flatMap((c) => [SD_CARDS[c]!.name.en, SD_CARDS[c]!.name.th]).filter((n) => !openText.includes(n));
}

describe.skipIf(!chromiumPath)(`Spirit Duel through the local page in chromium${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let local: LocalPage | undefined;
  let store: MatchStore;
  let run: RunningLocal;
  let page: Page;
  let service: MatchService;
  let errors: string[];
  const saved = process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS;

  beforeAll(async () => {
    process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = '0.5';
    ({ store, run, page, errors } = local = await openLocalPage(chromiumPath!, { timers: { sweepMs: 100 } }));
    service = new MatchService(store, realEngine);
    await page.goto(`${run.url}?users=${A},${B}`);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS; else process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = saved;
    await local?.close();
  });

  const col = (user: string) => column(page, user);
  /** The current public board in a column: the newest message whose embed is a Spirit Duel board. */
  const board = (c: Locator) => c.locator('.msg:not(.msg-ephemeral)', { has: page.locator('.embed-title', { hasText: /^(สปิริตดวล|Spirit Duel) — / }) }).last();
  const boardVersion = async (c: Locator) => Number(/· v(\d+) ·/.exec(await board(c).locator('.embed').innerText().catch(() => ''))?.[1] ?? -1);


  async function advanced(m: LoadedMatch, ms = 4_000): Promise<boolean> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if ((await service.load(m.snap.matchId))!.snap.version > m.snap.version) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  /** One decision through the acting player's hand panel, best option first (rock-paper-scissors: a seat's own pick). */
  async function decide(m: LoadedMatch): Promise<void> {
    const p = m.prompt!;
    const c = col(p.seat === 0 ? A : B);
    await expect.poll(() => boardVersion(c), { timeout: 60_000 }).toBeGreaterThanOrEqual(m.snap.version);
    const panel = await openHand(c, board(c));
    const rank = (idx: number) => {
      const g = p.options[idx]?.group ?? '';
      if (g === 'rps') return idx === p.seat ? 0 : 50;
      return (GROUPS.indexOf(g) < 0 ? GROUPS.length : GROUPS.indexOf(g)) * 100 + idx;
    };
    const cands: Array<{ rank: number; press: () => Promise<void> }> = [];
    for (const b of await panel.locator('button[data-custom-id^="m1:"]:not([disabled])').all()) {
      const id = parseCustomId((await b.getAttribute('data-custom-id')) ?? '');
      if (id?.kind === 'answer' && id.choice.kind === 'option') cands.push({ rank: rank(id.choice.index), press: () => b.click() });
    }
    for (const s of await panel.locator('.select[data-custom-id^="m1:"]:not(.disabled)').all()) {
      const id = parseCustomId((await s.getAttribute('data-custom-id')) ?? '');
      if (id?.kind !== 'answer' || id.choice.kind !== 'select') continue;
      const values = await s.locator('.select-option').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { value?: string } }).dataset.value ?? ''));
      for (const v of values) {
        cands.push({ rank: rank(Number(v)), press: async () => {
          await s.locator('.select-toggle').click();
          await s.locator(`.select-option[data-value="${v}"]`).click();
          const done = s.locator('.select-done');
          if (await done.count()) await done.click();
        } });
      }
    }
    cands.sort((x, y) => x.rank - y.rank);
    for (const cand of cands.slice(0, 6)) {
      await cand.press();
      if (await advanced(m)) return;
    }
    throw new Error(`no choice in the panel was accepted for ${p.kind} (${p.promptId}): ${await panel.innerText()}`);
  }

  it('sd:setup.1 plays a Spirit Duel match from the challenge to the end message, one hand never reaching the other column', async () => {
    await col(A).locator('.channel-start').waitFor();
    await col(B).locator('.channel-start').waitFor();

    // A challenges through the composer, choosing the game: Spirit Duel.
    const input = col(A).locator('.composer-input');
    await input.click();
    await input.fill('/แมตช์ ท้าดวล คู่แข่ง:alex เด็ค:precon:sd-blaze เกม:spirit-duel รูปแบบ:standard');
    await input.press('Escape');
    await input.press('Enter');
    await col(A).locator('.msg-ephemeral', { hasText: 'ส่งคำท้าแล้ว' }).waitFor();
    await col(B).locator('button[data-custom-id^="c1:"][data-custom-id$=":a"]').click();
    await pickDeck(col(B), 'Guardian Tide');
    await openThreadLink(col(A), 'สมชาย vs Alex');
    await board(col(B)).waitFor();
    await board(col(A)).waitFor();
    const matchId = (await store.listActive(A))[0]!;
    expect(((await service.load(matchId))!.state as SDState).game).toBe('spirit-duel');

    let steps = 0;
    let windows = 0;
    let checked = 0;
    for (; steps < MAX_STEPS; steps++) {
      const m = (await service.load(matchId))!;
      if (m.snap.status === 'finished') break;
      if (m.prompt!.kind === 'optional' && m.prompt!.options.some((o) => o.id === 'no-trap')) {
        // A Trap window: nobody clicks; the bot closes it when its fixed hold ends.
        windows++;
        expect(await advanced(m, 60_000), 'the Trap window was closed by the bot').toBe(true);
      } else {
        await decide(m);
      }
      const after = (await service.load(matchId))!;
      await expect.poll(() => boardVersion(col(B)), { timeout: 60_000 }).toBeGreaterThanOrEqual(after.snap.version);
      const bText = await col(B).innerText();
      for (const name of hiddenFromB(after.state as SDState)) {
        checked++;
        expect(bText.includes(name), `"${name}" (hidden from Alex) is in Alex's column`).toBe(false);
      }
    }
    // The text board beside the image shows Soul and Core in each column's language... the server's (Thai).
    expect(await board(col(B)).locator('.embed').innerText()).toMatch(/Soul \d+ · Core \d+\/10/);

    if ((await service.load(matchId))!.snap.status !== 'finished') {
      // Still going: B concedes through the page, in the match thread.
      const bInput = col(B).locator('.composer-input');
      await bInput.click();
      await bInput.fill('/match concede');
      await bInput.press('Escape');
      await bInput.press('Enter');
      await col(B).locator('.msg-ephemeral button[data-custom-id^="k1:"]').last().click();
    }
    await expect.poll(async () => (await service.load(matchId))!.snap.status, { timeout: 60_000 }).toBe('finished');
    for (const c of [col(A), col(B)]) await c.locator('.embed-title', { hasText: /จบแมตช์|Match over/ }).first().waitFor();
    const end = (await service.load(matchId))!;
    // The last board says who won and offers nothing more to press.
    await expect.poll(() => boardVersion(col(B)), { timeout: 60_000 }).toBe(end.snap.version);
    expect(await board(col(B)).locator('.embed').innerText()).toMatch(/จบเกม|Game over/);
    expect(await board(col(B)).locator('button[data-custom-id^="m1:"]').count()).toBe(0);
    expect((end.state as SDState).turn).toBeGreaterThanOrEqual(MAX_STEPS >= 40 ? 3 : 1);
    expect(JSON.stringify((await service.log(matchId)).map((r) => r.action))).toMatch(/"atk:|"sum:/);
    expect(checked).toBeGreaterThan(MAX_STEPS >= 40 ? 50 : 5);
    for (const c of [col(A), col(B)]) expect((await c.locator('.msg-error').allInnerTexts()).filter((t) => t.trim())).toEqual([]);
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: `${OUTPUT}spirit-duel-page.png` });
    expect(errors).toEqual([]);
    console.log(`spirit-duel page: ${steps} steps, ${windows} Trap windows, turn ${(end.state as SDState).turn}, ${end.snap.status}`);
  }, 900_000);
});
