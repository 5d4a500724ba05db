/**
 * Issue 15 item 2: local mode on the embedded store survives a restart. Run 1 imports a deck, challenges
 * with it and plays into the match; everything stops (as Ctrl-C does). Run 2, on the same DATA_DIR: the deck
 * is listed, the match thread and its board are back on the page's Discord, and the match goes on from the
 * board's buttons. A click on a message that no longer exists gets a clear note in Thai and English.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/bot/engine-adapter.js';
import { formatDeckList } from '../../src/engine/index.js';
import { DEMO_IDS, type Emulator } from '../../src/emulator/index.js';
import { startLocal } from '../../src/local/start.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { EmbeddedRulingsStore } from '../../src/store/embedded/rulings.js';
import { boardVersion, Driver, flatComponents, type Game } from '../bot/support/driver.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { UNPACED_REST } from '../bot/support/unpaced-rest.js';

const dir = mkdtempSync(join(tmpdir(), 'sanam-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function boot() {
  const store = createEmbeddedStore({ dir, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
  const kv = createEmbeddedKv(dir);
  const rulings = new EmbeddedRulingsStore(dir);
  const local = await startLocal({ clientOptions: { rest: UNPACED_REST }, store, kv, rulings, engine: realEngine, log: pino({ level: 'silent' }), port: 0, worldFile: join(dir, 'local-world.json') });
  return {
    store, emu: local.local.emulator,
    async stop() {
      await local.stop();
      await kv.close();
      await rulings.close();
      await store.close();
    },
  };
}

async function challengeWithDeck(emu: Emulator, deck: string): Promise<Game> {
  const { somchai, alex, judge, lobby } = DEMO_IDS;
  await (await emu.slash(somchai, lobby, 'match challenge', { opponent: alex, deck, format: 'starter-c' })).settled();
  const msg = emu.visibleMessages(alex, lobby).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
  const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
  const panel = await (await emu.click(alex, msg.id as string, accept.custom_id as string)).settled();
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await (await emu.select(alex, panel!.id as string, select.custom_id as string, ['precon:starter-tide'])).settled();
  const thread = await emu.waitFor(() => emu.threads().find((t) => (t.name as string).includes('vs')));
  const board = await emu.waitFor(() => emu.visibleMessages(judge, thread.id as string).find((m) => boardVersion(m) >= 0));
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m)!;
  return { matchId, thread: thread.id as string, board: board.id as string };
}

describe('local mode restart on the embedded store', () => {
  it('keeps the imported deck and the match, which stays playable from its board', { timeout: 120_000 }, async () => {
    const first = await boot();
    const flame = realEngine.precons().find((p) => p.id === 'starter-flame')!;
    const text = formatDeckList(flame.deck as never, 'en');
    const saved = await (await first.emu.slash(DEMO_IDS.somchai, DEMO_IDS.lobby, 'deck import', { name: 'ไฟแรง', file: { name: 'deck.txt', data: Buffer.from(text) }, format: 'starter-c' })).settled();
    expect(String(saved?.content)).toMatch(/บันทึกเด็ค "ไฟแรง" แล้ว/);
    const game = await challengeWithDeck(first.emu, 'ไฟแรง');
    const d1 = new Driver(first.emu, first.store, game);
    expect(await d1.step()).toBe(true);
    expect(await d1.step()).toBe(true);
    const before = await d1.load();
    expect(before.meta.d0).toBe('ไฟแรง');
    await first.stop();

    const second = await boot();
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
