/**
 * Local mode in a real browser: two members play the opening of a match side by side through the
 * page — slash command with option pickers and the bot's autocomplete, accept button, match thread,
 * first-player choice, an ephemeral hand, a select decision and a modal — and the hand shown to one
 * player never appears in the other's column.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from 'discord.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, demoWorld, startEmulator, type Emulator } from '../../src/emulator/index.js';
import { startLocalPlayground, type LocalPlayground } from '../../src/local/index.js';
import { CHROMIUM_PATHS, findChromium, launchChromium, type LaunchedBrowser } from './browser.js';
import { startTestBot, TEST_HANDS } from './test-bot.js';

const OUTPUT = fileURLToPath(new URL('./__output__/', import.meta.url));
const chromiumPath = findChromium();
const A = DEMO_IDS.somchai; // Thai
const B = DEMO_IDS.alex; // English
const TOKEN = 'local-page-test-token.' + 'x'.repeat(40);

describe.skipIf(!chromiumPath)(`local mode page in chromium${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let emu: Emulator;
  let bot: Client;
  let pg: LocalPlayground;
  let browser: LaunchedBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    emu = await startEmulator(demoWorld({ botToken: TOKEN }));
    bot = await startTestBot(emu, TOKEN);
    pg = await startLocalPlayground({ emulator: emu, port: 0 });
    browser = await launchChromium(chromiumPath!);
    page = await browser.browser.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${pg.url}?users=${A},${B}`);
  });
  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    await bot?.destroy();
    await emu?.stop();
  });

  const col = (user: string) => page.locator(`.column[data-user="${user}"]`);

  it('plays the opening of a match as two users, each column fed by its own view', async () => {
    await col(A).locator('.channel-start').waitFor();
    await col(B).locator('.channel-start').waitFor();
    // The Thai player's column speaks Thai, the English player's English.
    await expect.poll(() => col(A).locator('.composer-input').getAttribute('placeholder')).toContain('ส่งข้อความใน #lobby');
    expect(await col(B).locator('.composer-input').getAttribute('placeholder')).toContain('Message #lobby');

    // A types /match challenge with the pickers: Thai names in the popup, the member list, the bot's autocomplete.
    const input = col(A).locator('.composer-input');
    await input.click();
    await input.pressSequentially('/mat');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['/แมตช์']);
    await input.press('Tab');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['/แมตช์ ท้าดวล', '/แมตช์ มือ']);
    await input.press('Enter');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['คู่แข่ง:', 'เด็ค:', 'เกม:', 'รูปแบบ:']);
    await input.press('Enter');
    await input.pressSequentially('al');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['Alex']);
    await input.press('Enter');
    await input.press('Enter'); // the next required option: deck
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toContain('📦 Water Starter / น้ำเริ่มต้น');
    await input.pressSequentially('fire');
    await expect.poll(() => col(A).locator('.suggest-item .suggest-label').allTextContents()).toEqual(['📦 Fire Starter / ไฟเริ่มต้น']);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('/แมตช์ ท้าดวล คู่แข่ง:alex เด็ค:precon:fire ');
    await input.press('Enter');

    // A's ephemeral confirmation is in A's column only; the public challenge is in both.
    await col(A).locator('.msg-ephemeral', { hasText: 'ส่งคำท้าแล้ว' }).waitFor();
    const accept = col(B).locator('button[data-custom-id^="accept:"]');
    await accept.waitFor();
    await col(A).locator('button[data-custom-id^="accept:"]').waitFor();
    expect(await col(B).locator('.msg-ephemeral').count()).toBe(0);

    // B accepts: the match thread appears for both; opening it in one column opens it in the other.
    await accept.click();
    const chip = col(A).locator('.thread-chip');
    await chip.waitFor();
    await chip.click();
    await col(A).locator('.channel-start .start-title', { hasText: 'Fadalgia' }).waitFor();
    await col(B).locator('.channel-start .start-title', { hasText: 'Fadalgia' }).waitFor();
    // The board image is served by the emulator through the page's server.
    const board = col(B).locator('.embed-image img');
    await board.waitFor();
    await expect.poll(() => board.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);

    // The first-player choice is A's; A takes it through the button in A's column.
    await col(A).locator('button[data-custom-id^="first:"]').click();
    await col(B).locator('.msg', { hasText: 'goes first' }).waitFor();

    // A opens their hand: an ephemeral message with the hand image and a select.
    await col(A).locator('button[data-custom-id="hand"]').click();
    const hand = col(A).locator('.msg-ephemeral', { hasText: 'Your hand' });
    await hand.waitFor();
    const handText = await hand.locator('.md').first().innerText();
    const cards = handText.replace(/^.*Your hand:\s*/s, '').split(',').map((s) => s.trim()).filter(Boolean);
    expect(cards).toEqual(TEST_HANDS[A]);
    await expect.poll(() => hand.locator('.attachment-image img').evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);

    // A game decision through the select: play the second card.
    await hand.locator('.select .select-toggle').click();
    await hand.locator('.select-option', { hasText: cards[1]! }).click();
    await col(A).locator('.msg-ephemeral', { hasText: `You played: ${cards[1]}` }).waitFor();
    await col(B).locator('.msg', { hasText: 'played a card' }).waitFor();

    // A modal opens in A's column only, and its answer is posted for both.
    await col(A).locator('button[data-custom-id="note"]').click();
    const modal = col(A).locator('.modal');
    await modal.waitFor();
    expect(await col(B).locator('.modal').count()).toBe(0);
    await modal.locator('textarea').fill('เก็บการ์ดไว้ก่อน');
    await modal.locator('button[type="submit"]').click();
    await col(B).locator('.msg', { hasText: 'เก็บการ์ดไว้ก่อน' }).waitFor();
    expect(await col(A).locator('.modal').count()).toBe(0);

    // Hidden information: none of A's cards is anywhere in B's column (nor was ever sent to it).
    const bText = await col(B).innerText();
    for (const card of cards) expect(bText).not.toContain(card);
    expect(await col(B).locator('.msg-ephemeral').count()).toBe(0);
    const aText = await col(A).innerText();
    expect(aText).toContain(cards[1]!);

    await col(A).locator('.messages').evaluate((el) => (el.scrollTop = el.scrollHeight));
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: `${OUTPUT}local-mode.png` });
    expect(errors).toEqual([]);
  });
});
