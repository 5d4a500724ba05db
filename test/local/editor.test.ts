/**
 * Local mode's card editor (/editor.html) in a real browser, against the real bot started the way `npm start`
 * starts it: a card written on the page is checked by src/cards' parser and the game's card language (an
 * invalid one names its field, a valid one is previewed from the game's summary), and "try it" opens a sandbox
 * match through the engine's scenario API with the card in the first player's hand, shown in its thread.
 * Also: the author's text is never read as HTML, and a body past the set-file limit is refused.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/bot/local-mode.js';
import type { RunningLocal } from '../../src/local/start.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { SET_LIMITS } from '../../src/cards/limits.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';
import { boardMessage, column, handCards, openHand } from './play.js';

const chromiumPath = findChromium();

const CARD = (cost: string, name = 'Editor Recruit') => [
  'id: ED1-001',
  `name: { th: ทหารตัวแก้, en: "${name}" }`,
  'type: unit',
  'subtypes: [Warrior]',
  'element: fire',
  `cost: ${cost}`,
  'mana: 1',
  'at: 2',
  'df: 1',
  'text: { th: "-", en: "-" }',
].join('\n');

describe.skipIf(!chromiumPath)(`card editor in chromium, real bot${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let local: LocalPage | undefined;
  let run: RunningLocal;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ run, page, errors } = local = await openLocalPage(chromiumPath!));
  });
  afterAll(async () => {
    await local?.close();
  });

  async function write(text: string): Promise<void> {
    await page.locator('[data-text]').fill(text);
  }

  it('shows an invalid card\'s error naming the card and the field, in the page\'s language', async () => {
    await page.goto(`${run.url}editor.html`);
    await page.locator('[data-game] option[value="fadalgia"]').waitFor({ state: 'attached' });
    // The page opens with a valid example card.
    await page.locator('[data-preview] [data-card-id="CMT1-001"]').waitFor();
    await page.locator('[data-lang]').selectOption('en');
    await write(CARD('many'));
    const error = page.locator('[data-errors] li').first();
    await expect.poll(() => error.innerText()).toMatch(/card ED1-001 · field cost/);
    expect(await page.locator('[data-try]').isDisabled()).toBe(true);
    await page.locator('[data-lang]').selectOption('th');
    await expect.poll(() => error.innerText()).toMatch(/การ์ด ED1-001 · ช่อง cost/);
  });

  it('never reads the author\'s text as HTML', async () => {
    await page.locator('[data-lang]').selectOption('en');
    await write(CARD('1', '<img src=x onerror=alert(1)><b>bold</b>'));
    const preview = page.locator('[data-preview] [data-card-id="ED1-001"]');
    await expect.poll(() => preview.locator('h3').innerText()).toContain('<img src=x onerror=alert(1)><b>bold</b>');
    // The one image is the rendered card (a PNG the server drew); the author's markup made no element.
    expect(await page.locator('[data-preview] img:not([data-card-image]), [data-preview] b').count()).toBe(0);
  });

  it('previews a valid card and opens a sandbox match with it in the first player\'s hand', async () => {
    await page.locator('[data-lang]').selectOption('en');
    await write(CARD('1'));
    const preview = page.locator('[data-preview] [data-card-id="ED1-001"]');
    await expect.poll(() => preview.innerText()).toContain('Editor Recruit');
    // The rendered card shows beside the text, drawn (a loaded PNG of the card frame's size).
    const image = preview.locator('img[data-card-image="ED1-001"]');
    await expect.poll(() => image.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).complete ? (img as { naturalWidth: number }).naturalWidth : 0)).toBeGreaterThan(200);
    expect(await page.locator('[data-errors]').isHidden()).toBe(true);
    await page.locator('[data-try]').click();
    const link = page.locator('[data-try-result] a[data-match-link]');
    await link.waitFor();
    const thread = (await link.getAttribute('data-match-link'))!;
    await link.click();
    const col = column(page, DEMO_IDS.somchai);
    await boardMessage(col).waitFor();
    const match = await run.local.bot.ctx.service.load((await run.local.bot.ctx.store.findLink(`thread:${thread}`))!);
    expect(match?.meta.thread).toBe(thread);
    expect(realEngine.result(match!.state)).toBeNull();
    expect(JSON.stringify(realEngine.viewFor(match!.state, 0))).toContain('ED1-001');
    const hand = await openHand(col);
    expect((await handCards(hand)).join('|')).toMatch(/ทหารตัวแก้|Editor Recruit/);
    expect(errors).toEqual([]);
  });

  it('checks a 300-card paste (past the size sent to the import\'s worker thread) and names a bad card\'s field in it', async () => {
    const card = (i: number) => `- { id: ED2-${String(i).padStart(3, '0')}, name: { th: ทหาร ${i}, en: Recruit ${i} }, type: unit, subtypes: [Warrior], element: fire, cost: 1, mana: 1, at: 2, df: 1, text: { th: "-", en: "-" } }`;
    const text = Array.from({ length: 300 }, (_, i) => card(i + 1)).join('\n');
    const ask = async (t: string) => (await fetch(`${run.url}_editor/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'fadalgia', text: t, lang: 'en' }) })).json() as Promise<{ ok: boolean; cards?: unknown[]; errors?: Array<{ card: string; field: string }> }>;
    const good = await ask(text);
    expect(good.ok).toBe(true);
    expect(good.cards).toHaveLength(300);
    const bad = await ask(text.replace('ED2-250, name: { th: ทหาร 250, en: Recruit 250 }, type: unit, subtypes: [Warrior], element: fire, cost: 1', 'ED2-250, name: { th: ทหาร 250, en: Recruit 250 }, type: unit, subtypes: [Warrior], element: fire, cost: x'));
    expect(bad.ok).toBe(false);
    expect(bad.errors?.[0]).toMatchObject({ card: 'ED2-250', field: 'cost' });
  });

  it('refuses a body larger than the set-file limit', async () => {
    const res = await fetch(`${run.url}_editor/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'fadalgia', text: 'x'.repeat(SET_LIMITS.fileBytes + 10_000), lang: 'en' }) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/larger than/);
  });
});
