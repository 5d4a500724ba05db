/**
 * Issue 15 item 2: local mode on the embedded store survives a restart. Run 1 imports a deck, challenges
 * with it and plays into the match; everything stops (as Ctrl-C does). Run 2, on the same DATA_DIR: the deck
 * is listed, the match thread and its board are back on the page's Discord, and the match goes on from the
 * board's buttons. A click on a message that no longer exists gets a clear note in Thai and English.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { formatDeckList } from '../../src/engine/index.js';
import { DEMO_IDS } from '../../src/emulator/index.js';
import { boardVersion, Driver } from '../bot/support/driver.js';
import { challengeInLobby, startEmbeddedLocal } from './embedded-local.js';

const dir = mkdtempSync(join(tmpdir(), 'sanam-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


describe('local mode restart on the embedded store', () => {
  it('keeps the imported deck and the match, which stays playable from its board', { timeout: 120_000 }, async () => {
    const first = await startEmbeddedLocal(dir);
    const flame = realEngine.precons().find((p) => p.id === 'starter-flame')!;
    const text = formatDeckList(flame.deck as never, 'en');
    const saved = await (await first.emu.slash(DEMO_IDS.somchai, DEMO_IDS.lobby, 'deck import', { name: 'ไฟแรง', file: { name: 'deck.txt', data: Buffer.from(text) }, format: 'starter-c' })).settled();
    expect(String(saved?.content)).toMatch(/บันทึกเด็ค "ไฟแรง" แล้ว/);
    const game = await challengeInLobby(first.emu, { deck: 'ไฟแรง', format: 'starter-c' }, 'precon:starter-tide');
    const d1 = new Driver(first.emu, first.store, game);
    expect(await d1.step()).toBe(true);
    expect(await d1.step()).toBe(true);
    const before = await d1.load();
    expect(before.meta.d0).toBe('ไฟแรง');
    await first.stop();

    const second = await startEmbeddedLocal(dir);
    try {
      const listed = await (await second.emu.slash(DEMO_IDS.somchai, DEMO_IDS.lobby, 'deck list')).settled();
      expect(String(listed?.content)).toMatch(/ไฟแรง \(30 ใบ/);
      // The thread and its board are back, at the version where play stopped.
      expect(second.emu.threads().map((t) => t.id)).toContain(game.thread);
      expect(boardVersion(second.emu.message(game.board) as Record<string, unknown>)).toBe(before.snap.version);
      const d2 = new Driver(second.emu, second.store, game);
      expect((await d2.load()).snap.version).toBe(before.snap.version);
      expect(await d2.step()).toBe(true);
      expect((await d2.load()).snap.version).toBe(before.snap.version + 1);
      // A message that is gone (e.g. a page from a run whose data was deleted) is explained, not a raw error.
      await expect(second.emu.click(DEMO_IDS.somchai, '1100000000009999999', 'h1:abcdef123456')).rejects.toThrow(/no longer exists.*ไม่มีอยู่แล้ว/s);
    } finally {
      await second.stop();
    }
  });
});
