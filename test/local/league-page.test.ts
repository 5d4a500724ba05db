/**
 * Local mode's league page in a real browser, against the real bot started the way `npm start` starts it: a
 * Spirit Duel league created, joined and started through the bot, then shown on /league.html — registrations,
 * the round's pairings with the bye and the deadline, the standings (table and image) — and a result reported
 * from the page by both players of a match (the bot's private answers shown on the page), which the standings
 * then count. A report the bot refuses is shown as its refusal and changes nothing. The page's data carries
 * nothing private (decks, seed, one-sided reports).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/bot/local-mode.js';
import type { KeyValueRepo } from '../../src/store/kv.js';
import type { RunningLocal } from '../../src/local/start.js';
import { LeagueRepo } from '../../src/league/repo.js';
import { standings } from '../../src/league/standings.js';
import { CHROMIUM_PATHS, findChromium } from './browser.js';
import { openLocalPage, type LocalPage } from './local-page.js';

const OUTPUT = fileURLToPath(new URL('./__output__/', import.meta.url));
const chromiumPath = findChromium();
const ORG = DEMO_IDS.judge;
const PLAYERS = [DEMO_IDS.somchai, DEMO_IDS.malee, DEMO_IDS.alex];
const DECKS = ['precon:sd-blaze', 'precon:sd-tide', 'precon:sd-gale'];

describe.skipIf(!chromiumPath)(`league page in chromium, real bot${chromiumPath ? '' : ` (SKIPPED: no chromium at ${CHROMIUM_PATHS.join(' or ')}; .ci/run installs it)`}`, () => {
  let local: LocalPage | undefined;
  let kv: KeyValueRepo;
  let run: RunningLocal;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ kv, run, page, errors } = local = await openLocalPage(chromiumPath!));
  });
  afterAll(async () => { await local?.close(); });

  const slash = async (user: string, command: string, options: Record<string, unknown>) => String((await (await run.local.emulator.slash(user, DEMO_IDS.lobby, command, options)).settled())?.content ?? '');
  const league = async (id: string) => (await new LeagueRepo(kv).load(id))!.league;

  it('shows a Spirit Duel league\'s pairings and standings, and takes both players\' reports from the page', async () => {
    await page.goto(`${run.url}league.html`);
    await page.locator('[data-no-leagues]').waitFor();

    const created = await slash(ORG, 'league create', { name: 'ลีกสปิริต', game: 'spirit-duel', structure: 'swiss', best_of: 1, rounds: 2, round_hours: 48 });
    const id = /`([a-z0-9]+)`/.exec(created)?.[1];
    expect(id, created).toBeTruthy();
    expect((await league(id!)).game).toBe('spirit-duel');
    for (const [k, p] of PLAYERS.entries()) expect(await slash(p, 'league join', { league: id, deck: DECKS[k] })).toMatch(/ลีกสปิริต/);
    expect((await league(id!)).players).toHaveLength(3);

    // Registration: the page lists who joined.
    await page.goto(`${run.url}league.html?id=${id}&user=${PLAYERS[0]}`);
    await expect.poll(() => page.locator('.lg-card ol li').allInnerTexts()).toEqual(['สมชาย', 'มาลี', 'Alex']);
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('registration');

    expect(await slash(ORG, 'league-admin start', { league: id })).toMatch(/3/);
    const l = await league(id!);
    const r1 = l.roundList[0]!;
    const played = r1.matches.find((m) => m.b !== null)!;
    const bye = r1.matches.find((m) => m.b === null)!;

    // Running: the round's pairings (the bye shown as such), its deadline, and the standings, polled by the page.
    await page.locator('[data-pairings] tbody tr').first().waitFor();
    expect(await page.locator('[data-pairings] tbody tr').count()).toBe(2);
    const row = page.locator(`[data-pairings] tr[data-table="${played.table}"]`);
    const name = (u: string) => l.players.find((p) => p.id === u)!.name;
    expect(await row.innerText()).toContain(name(played.a));
    expect(await row.innerText()).toContain(name(played.b!));
    expect(await page.locator(`[data-pairings] tr[data-table="${bye.table}"] [data-score]`).innerText()).toMatch(/bye/);
    expect(await page.locator('[data-deadline]').getAttribute('data-deadline')).toBe(String(r1.deadline));
    await expect.poll(() => page.locator(`[data-standings] tr[data-player="${bye.a}"] td`).nth(2).innerText()).toBe('3');

    // The page's data holds only what everyone may see.
    const data = await (await fetch(`${run.url}_league/league?id=${id}`)).text();
    for (const secret of [l.seed, '"deck"', 'deckRef', 'SD-0', '"reports', '"audit']) expect(data).not.toContain(secret);
    expect((await fetch(`${run.url}_league/league?id=zzzz9999`)).status).toBe(404);

    // A score the bot refuses (Bo1 has one game): its private refusal is shown, and nothing changes.
    await page.selectOption('[data-user-select]', played.a);
    const form = page.locator('[data-report-form]');
    await form.waitFor();
    await form.locator('input[name="my_wins"]').fill('2');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-reply]').innerText()).toMatch(/Bo1|best-of-1/);
    expect((await league(id!)).roundList[0]!.matches.find((m) => m.table === played.table)!.reports).toEqual({});

    // Player a reports 1–0 from the page: the bot says it waits for the opponent; nothing is public yet.
    await form.locator('input[name="my_wins"]').fill('1');
    await form.locator('input[name="their_wins"]').fill('0');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-reply]').innerText()).toMatch(/รอคู่แข่ง|waiting/);
    expect(await page.locator(`[data-pairings] tr[data-table="${played.table}"] [data-score]`).innerText()).toBe('—');

    // Player b agrees (0–1 from their side): confirmed, shown in the pairings and counted in the standings.
    await page.selectOption('[data-user-select]', played.b!);
    await page.locator('[data-report-form]').waitFor();
    await page.locator('[data-report-form] input[name="their_wins"]').fill('1');
    await page.locator('[data-report-form] button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-reply]').innerText()).toMatch(/ยืนยัน|confirmed/i);
    expect((await league(id!)).roundList[0]!.matches.find((m) => m.table === played.table)!.result).toMatchObject({ a: 1, b: 0, by: 'report' });

    // The round closed and round 2 began (the page follows the current round); round 1 shows the result.
    await expect.poll(async () => (await league(id!)).roundList.length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => page.locator('[data-round-select] option').count(), { timeout: 60_000 }).toBe(2);
    expect(await page.locator('[data-round-select]').inputValue()).toBe('2');
    await page.selectOption('[data-round-select]', '1');
    await expect.poll(() => page.locator(`[data-pairings] tr[data-table="${played.table}"] [data-score]`).innerText()).toBe('1–0');
    // A closed round shows no deadline (a finished league's last round neither: nothing lies ahead).
    expect(await page.locator('[data-round-deadline]').innerText()).toBe('ปิดแล้ว / closed');
    const expected = standings(await league(id!)).map((s) => `${s.rank} ${s.name} ${s.matchPoints} ${s.record.wins}-${s.record.losses}-${s.record.draws}`);
    await expect.poll(async () => (await page.locator('[data-standings] tbody tr').allInnerTexts()).map((t) => t.split('\t').slice(0, 4).join(' ').replace(/\s+/g, ' ').trim())).toEqual(expected);

    // The standings image comes from the same renderer as /league standings image:
    await page.locator('[data-standings] button').click();
    const img = page.locator('[data-standings-image]');
    await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBeGreaterThan(100);

    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: `${OUTPUT}league-page.png`, fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
});
