/**
 * Local mode's practice and replay pages in a real browser, against the real bot started the way `npm start`
 * starts it. Practice: the column's 🤖 button starts /match practice, the player opens the match thread from
 * the bot's answer and plays Fadalgia decisions through the page while Sanam answers its own. Replay: once
 * that match is over, /replay.html finds it by its thread and steps through it (start, forward, end); no
 * hand is sent to the page until both players agreed, and then both are shown.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/bot/local-mode.js';
import type { KeyValueRepo } from '../../src/store/kv.js';
import type { RunningLocal } from '../../src/local/start.js';
import type { MatchStore } from '../../src/store/index.js';
import { answerReveal } from '../../src/bot/replay/consent.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { boardMessage, column, decide, readBoard } from './play.js';

const chromiumPath = findChromium();
const B = DEMO_IDS.alex; // English

describe.skipIf(!chromiumPath)(`practice and replay pages in chromium, real bot${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let local: LocalPage | undefined;
  let store: MatchStore;
  let kv: KeyValueRepo;
  let run: RunningLocal;
  let page: Page;
  let matchId = '';
  let thread = '';
  let errors: string[];
  const saved = process.env.PRACTICE_AI_MS;

  beforeAll(async () => {
    process.env.PRACTICE_AI_MS = '30';
    ({ store, kv, run, page, errors } = local = await openLocalPage(chromiumPath!));
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PRACTICE_AI_MS; else process.env.PRACTICE_AI_MS = saved;
    await local?.close();
  });

  it('starts a practice match from the page and plays it against Sanam', async () => {
    await page.goto(`${run.url}?users=${B}`);
    const col = column(page, B);
    await col.locator('.channel-start').waitFor();
    await col.locator('.practice-button').click();
    const input = col.locator('.composer-input');
    expect(await input.inputValue()).toBe('/match practice ');
    await input.fill('/match practice deck:precon:blaze-gale level:easy');
    await input.press('Escape');
    await input.press('Enter');
    const started = col.locator('.msg-ephemeral', { hasText: 'Practice match against Sanam started' });
    await started.waitFor();
    await started.locator('.mention-channel').click();
    await boardMessage(col).waitFor();
    matchId = (await store.listActive(B))[0]!;
    thread = (await run.local.bot.ctx.service.load(matchId!))!.meta.thread;

    // Alex answers through the page whatever the board waits for him; Sanam's decisions come by themselves.
    let mine = 0;
    let sanams = 0;
    for (let step = 0; step < 20 && (mine < 2 || sanams < 1); step++) {
      const board = await readBoard(col);
      if (board.waiting === 'Alex') {
        await decide(page, col, { Alex: B }, async () => {});
        mine++;
      } else if (board.waiting) {
        await expect.poll(async () => (await readBoard(col)).version, { timeout: 60_000 }).toBeGreaterThan(board.version);
        sanams++;
      }
    }
    expect(mine).toBeGreaterThanOrEqual(2);
    expect(sanams).toBeGreaterThanOrEqual(1);
    const log = await run.local.bot.ctx.service.log(matchId);
    expect(log.some((r) => r.by === run.local.bot.client.user!.id)).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);

  it('replays the finished match on /replay.html, hands hidden until both players agreed', async () => {
    // Alex concedes through the bot (the confirm button of /match concede).
    const ask = await (await run.local.emulator.slash(B, thread, 'match concede', {})).settled();
    const button = JSON.stringify(ask).match(/"custom_id":"([^"]+)"/)![1]!;
    await (await run.local.emulator.click(B, String(ask!.id), button)).settled();
    expect((await run.local.bot.ctx.service.load(matchId))!.snap.status).toBe('finished');
    const last = (await run.local.bot.ctx.service.load(matchId))!.snap.version;

    await page.goto(`${run.url}replay.html?thread=${thread}`);
    const label = page.locator('[data-frame-label]');
    await expect.poll(() => label.innerText()).toContain(`v0/${last}`);
    const image = page.locator('[data-frame-image]');
    await expect.poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBeGreaterThan(100);
    await page.locator('[data-nav="forward"]').click();
    await expect.poll(() => label.innerText()).toContain(`v1/${last}`);
    await page.locator('[data-nav="end"]').click();
    await expect.poll(() => label.innerText()).toContain(`v${last}/${last}`);
    expect(await page.locator('[data-nav="forward"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-hands]').isHidden()).toBe(true);
    // Before agreement no frame carries a hand; after both agreed (Sanam for its seat), the page shows both.
    for (let v = 0; v <= last; v += Math.max(1, Math.floor(last / 5))) expect(await (await fetch(`${run.url}_replay/frame?match=${matchId}&v=${v}`)).json()).not.toHaveProperty('hands');
    await answerReveal(kv, matchId, 0, true);
    await page.locator('[data-nav="back"]').click();
    await expect.poll(() => page.locator('[data-hand]').count()).toBe(2);
    expect(await page.locator('[data-reveal]').innerText()).toMatch(/both players agreed/);
    expect((await fetch(`${run.url}_replay/info?match=zzzz99999`)).status).toBe(404);
    expect(errors).toEqual([]);
  }, 90_000);
});
