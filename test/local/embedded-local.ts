/**
 * Local mode on the embedded store, as `npm start` runs it with no DISCORD_TOKEN and DATA_DIR=`dir` (the match
 * store, the bot's key-value repo, the rulings and the demo world's file all under `dir`), and the demo lobby's
 * challenge that both local tests on it start their match with.
 */
import { join } from 'node:path';
import { pino } from 'pino';
import { realEngine } from '../../src/match/engine-adapter.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { DEMO_IDS, type Emulator } from '../../src/emulator/index.js';
import { startLocal, type RunningLocal } from '../../src/local/start.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { EmbeddedRulingsStore } from '../../src/store/embedded/rulings.js';
import type { MatchStore } from '../../src/store/types.js';
import { boardVersion, flatComponents, type Game } from '../bot/support/driver.js';

export interface EmbeddedLocal {
  run: RunningLocal;
  store: MatchStore;
  emu: Emulator;
  /** Stops the bot and closes the stores, as Ctrl-C does; `dir` keeps what they wrote. */
  stop(): Promise<void>;
}

export async function startEmbeddedLocal(dir: string): Promise<EmbeddedLocal> {
  const store = createEmbeddedStore({ dir, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
  const kv = createEmbeddedKv(dir);
  const rulings = new EmbeddedRulingsStore(dir);
  const closeStores = async () => {
    await kv.close();
    await rulings.close();
    await store.close();
  };
  let run: RunningLocal;
  try {
    // Rate limits off: these tests are about the store under local mode, not about Discord's pacing.
    run = await startLocal({ store, kv, rulings, engine: realEngine, log: pino({ level: 'silent' }), port: 0, emulator: { rateLimits: 'off' }, worldFile: join(dir, 'local-world.json') });
  } catch (err) {
    // A start that fails leaves nothing open for the test to close.
    await closeStores().catch(() => undefined);
    throw err;
  }
  return {
    run, store, emu: run.local.emulator,
    async stop() {
      await run.stop();
      await closeStores();
    },
  };
}

/**
 * somchai challenges alex in the lobby with /match challenge `options`; alex accepts and picks `alexDeck`.
 * Returns the match once its board is in the new thread (read as the demo world's judge, who sees every thread).
 */
export async function challengeInLobby(emu: Emulator, options: Record<string, unknown>, alexDeck: string): Promise<Game> {
  const { somchai, alex, judge, lobby } = DEMO_IDS;
  await (await emu.slash(somchai, lobby, 'match challenge', { opponent: alex, ...options })).settled();
  const msg = emu.visibleMessages(alex, lobby).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
  const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
  const panel = await (await emu.click(alex, msg.id as string, accept.custom_id as string)).settled();
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await (await emu.select(alex, panel!.id as string, select.custom_id as string, [alexDeck])).settled();
  const thread = await emu.waitFor(() => emu.threads().find((t) => (t.name as string).includes('vs')));
  const board = await emu.waitFor(() => emu.visibleMessages(judge, thread.id as string).find((m) => boardVersion(m) >= 0));
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m)!;
  return { matchId, thread: thread.id as string, board: board.id as string };
}
