/**
 * Local mode in a real browser, against the real bot started the way `npm start` starts it (startLocal:
 * emulator on an internal port, the bot logged in, commands registered, the page in front): two members
 * play the opening of a match side by side through the page — a deck pasted into the bot's modal, a slash
 * command with option pickers and the bot's autocomplete, the accept button, the deck select, the match
 * thread, the first-player choice and game decisions through board buttons and ephemeral hand panels —
 * and no card of one player's hand ever shows in the other player's column.
 *
 * `UPDATE_SCREENSHOT=1 npx vitest run test/local/page.test.ts` also refreshes test/local/fixtures/local-mode.png.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { DEMO_IDS } from '../../src/bot/local-mode.js';
import { formatDeckList, precon } from '../../src/engine/index.js';
import type { RunningLocal } from '../../src/local/start.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { boardMessage, column, decide, handCards, handTexts, openHand, openThreadLink, pickDeck, readBoard, type Decision } from './play.js';

const OUTPUT = fileURLToPath(new URL('./__output__/', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/local-mode.png', import.meta.url));
const chromiumPath = findChromium();
const A = DEMO_IDS.somchai; // Thai
const B = DEMO_IDS.alex; // English
const userByName: Record<string, string> = { สมชาย: A, Alex: B };
const A_DECK = 'blaze-gale';
const B_DECK = 'tide-stone';

/** Both languages of every card in a precon, so a leak is caught whichever language it is shown in. */
function cardNames(deckId: string): { th: string; en: string }[] {
  return realEngine.cardNames(precon(deckId)!.deck);
}

describe.skipIf(!chromiumPath)(`local mode page in chromium, real bot${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let local: LocalPage | undefined;
  let run: RunningLocal;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // What `npm start` composes with no DISCORD_TOKEN and no REDIS_URL (src/main.ts).
    ({ run, page, errors } = local = await openLocalPage(chromiumPath!, { env: {} }));
    await page.goto(`${run.url}?users=${A},${B}`);
  });
  afterAll(async () => { await local?.close(); });

  const col = (user: string) => column(page, user);

  it('plays the opening of a real match as two users; one hand never reaches the other column', async () => {
    await col(A).locator('.channel-start').waitFor();
    await col(B).locator('.channel-start').waitFor();
    await expect.poll(() => col(A).locator('.composer-input').getAttribute('placeholder')).toContain('ส่งข้อความใน #lobby');
    expect(await col(B).locator('.composer-input').getAttribute('placeholder')).toContain('Message #lobby');

    // B saves a deck through the bot's paste modal: it opens in B's column only.
    const bInput = col(B).locator('.composer-input');
    await bInput.click();
    await bInput.fill('/deck import name:Alex Tide');
    await bInput.press('Escape');
    await bInput.press('Enter');
    const modal = col(B).locator('.modal');
    await modal.waitFor();
    expect(await col(A).locator('.modal').count()).toBe(0);
    await modal.locator('textarea').fill(formatDeckList(precon(B_DECK)!.deck));
    await modal.locator('button[type="submit"]').click();
    await col(B).locator('.msg-ephemeral', { hasText: 'Saved deck "Alex Tide"' }).waitFor();
    expect(await col(B).locator('.modal').count()).toBe(0);

    // A types /match challenge with the pickers: Thai names, the member list, the real bot's deck autocomplete.
    const input = col(A).locator('.composer-input');
    await input.click();
    await input.pressSequentially('/mat');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['/แมตช์']);
    await input.press('Tab');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').first().textContent()).toBe('/แมตช์ ท้าดวล');
    await input.press('Enter');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['คู่แข่ง:', 'เด็ค:', 'เกม:', 'รูปแบบ:', 'เวลาเทิร์น:']);
    await input.press('Enter');
    await input.pressSequentially('al');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['Alex']);
    await input.press('Enter');
    await input.press('Enter'); // the next required option: deck, answered by the bot's autocomplete
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toContain('📦 ธาราศิลา');
    await input.pressSequentially('เพลิง');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['📦 เพลิงวายุ']);
    await input.press('Enter');
    expect(await input.inputValue()).toBe(`/แมตช์ ท้าดวล คู่แข่ง:alex เด็ค:precon:${A_DECK} `);
    await input.press('Enter');

    // A's confirmation is ephemeral; the public challenge is in both columns; only B may accept.
    await col(A).locator('.msg-ephemeral', { hasText: 'ส่งคำท้าแล้ว' }).waitFor();
    const accept = col(B).locator('button[data-custom-id^="c1:"][data-custom-id$=":a"]');
    await accept.waitFor();
    await col(A).locator('button[data-custom-id^="c1:"][data-custom-id$=":a"]').waitFor();
    await accept.click();

    // B picks the deck just saved from an ephemeral select (English: B's locale).
    await pickDeck(col(B), 'Alex Tide');

    // The challenge message links the match thread; A opens it, and B's (linked) column follows.
    await openThreadLink(col(A), 'สมชาย vs Alex');
    await col(A).locator('.channel-start .start-title', { hasText: 'สมชาย vs Alex' }).waitFor();
    await col(B).locator('.channel-start .start-title', { hasText: 'สมชาย vs Alex' }).waitFor();
    await boardMessage(col(B)).waitFor();
    const board = boardMessage(col(B)).locator('.embed-image img');
    await expect.poll(() => board.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBeGreaterThan(100);

    // Hidden information: a card name that is in A's hand and not public may never be in B's column.
    const aNames = cardNames(A_DECK);
    const bDeck = new Set(cardNames(B_DECK).flatMap((n) => [n.th, n.en]));
    const seenInAHand = new Set<string>();
    const onHand = async (user: string, panel: Locator) => {
      if (user !== A) return;
      const names = await handCards(panel);
      // Before the deal (choosing the first player) the hand is empty; afterwards the panel must list it.
      if (/\(0 ใบ\)|\(0 cards\)/.test(await panel.locator('.embed-title').first().innerText())) return;
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) seenInAHand.add(n);
    };
    const assertNoLeak = async () => {
      const publicBoard = await readBoard(col(A));
      const bText = await col(B).innerText();
      for (const name of seenInAHand) {
        const both = aNames.find((n) => n.th === name || n.en === name);
        expect(both, `"${name}" from A's hand is a card of A's deck`).toBeDefined();
        for (const shown of [both!.th, both!.en]) {
          // A copy already on the public board, or a card B also plays, may rightly be in B's column.
          if (bDeck.has(shown) || publicBoard.text.includes(both!.th) || publicBoard.text.includes(both!.en)) continue;
          expect(bText, `A's hand card "${shown}" is in B's column`).not.toContain(shown);
        }
      }
      expect(await col(B).locator('.msg-ephemeral', { hasText: /มือของคุณ/ }).count()).toBe(0);
    };

    // Play: whoever the board waits for answers through their own column, until a decision of the game
    // itself (turn 1 or later: a stream placed, a card cast, a pass) has been made.
    const decisions: Decision[] = [];
    for (let step = 0; step < 30 && !decisions.some((d) => d.turn >= 1); step++) {
      const d = await decide(page, col(A), userByName, onHand);
      decisions.push(d);
      // Once hands are dealt, look at A's hand even if none of A's decisions needed it.
      if (!seenInAHand.size && /มือ [1-9]/.test((await readBoard(col(A))).text)) await onHand(A, await openHand(col(A)));
      await assertNoLeak();
    }
    if (process.env.SHOW_DECISIONS) console.log(decisions, [...seenInAHand]);
    expect(decisions.some((d) => d.turn >= 1), JSON.stringify(decisions, null, 1)).toBe(true);
    // The game decision was a play from a hand panel (a card placed as a stream or cast), not only a pass.
    expect(decisions.at(-1)!.via, JSON.stringify(decisions, null, 1)).toBe('hand');
    expect(decisions.some((d) => d.user === A) && decisions.some((d) => d.user === B)).toBe(true);
    expect(seenInAHand.size).toBeGreaterThan(0);
    // The first-player choice was made through the page.
    expect(decisions[0]!.turn).toBe(0);

    // Card text: every card of A's hand panel shows its text (in A's language), not only its name and cost.
    const aPanel = await openHand(col(A));
    const texts = await handTexts(aPanel);
    expect(texts.length).toBe((await handCards(aPanel)).length);
    // (A vanilla unit has no text and shows "—".)
    for (const tx of texts) expect(tx.length).toBeGreaterThan(0);
    expect(texts.some((tx) => tx.length > 10), texts.join(' | ')).toBe(true);

    // Live panels: B opens the hand once and never touches it again; when the board comes to B, the
    // buttons appear in that same panel by themselves.
    const bPanel = await openHand(col(B));
    const answerIn = (panel: Locator) => panel.locator('[data-custom-id^="m1:"]');
    for (let step = 0; step < 12 && userByName[(await readBoard(col(A))).waiting ?? ''] !== B; step++) {
      await decide(page, col(A), userByName, onHand);
      await assertNoLeak();
    }
    expect(userByName[(await readBoard(col(A))).waiting ?? '']).toBe(B);
    await expect.poll(() => answerIn(bPanel).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // The panel A opened earlier is superseded by a newer one and says so, without live buttons.
    await openHand(col(A));
    await expect.poll(() => aPanel.innerText()).toMatch(/เก่าแล้ว|out of date/);
    expect(await answerIn(aPanel).count()).toBe(0);
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: `${OUTPUT}local-mode-live-panels.png` });
    if (process.env.UPDATE_SCREENSHOT === '1') copyFileSync(`${OUTPUT}local-mode-live-panels.png`, fileURLToPath(new URL('./fixtures/local-mode-live-panels.png', import.meta.url)));

    // Reloading the page mid-match comes back to the match thread, not to #lobby.
    await page.reload();
    for (const c of [col(A), col(B)]) await c.locator('.channel-start .start-title', { hasText: 'สมชาย vs Alex' }).waitFor();
    expect(await col(A).locator('.composer-input').getAttribute('placeholder')).not.toContain('#lobby');
    await boardMessage(col(A)).waitFor();

    for (const c of [col(A), col(B)]) expect((await c.locator('.msg-error').allInnerTexts()).filter((t) => t.trim())).toEqual([]);
    for (const c of [col(A), col(B)]) await c.locator('.messages').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.screenshot({ path: `${OUTPUT}local-mode.png` });
    if (process.env.UPDATE_SCREENSHOT === '1') copyFileSync(`${OUTPUT}local-mode.png`, FIXTURE);
    expect(errors).toEqual([]);
  }, 180_000);
});
