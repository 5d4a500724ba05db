/**
 * Local mode plays Summoner Master: the bot started the way `npm start` starts it without DISCORD_TOKEN
 * (startLocal: its emulator, the bot logged in, the commands registered, the page in front) on the embedded
 * store. Two demo members challenge with game: summoner-master and precon decks and play the match through
 * their private panels until it ends by the game's rules (§13); no hidden card is named in the thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/bot/engine-adapter.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { DEMO_IDS } from '../../src/emulator/index.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { startLocal, type RunningLocal } from '../../src/local/start.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { EmbeddedRulingsStore } from '../../src/store/embedded/rulings.js';
import type { MatchStore } from '../../src/store/types.js';
import { boardVersion, Driver, flatComponents } from '../bot/support/driver.js';
import { hiddenNames, notePublic, smStep } from './summoner-master-play.js';
import { UNPACED_REST } from '../bot/support/unpaced-rest.js';

const dir = mkdtempSync(join(tmpdir(), 'sanam-sm-local-'));
let run: RunningLocal;
let store: MatchStore;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  store = createEmbeddedStore({ dir, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
  const kv = createEmbeddedKv(dir);
  const rulings = new EmbeddedRulingsStore(dir);
  run = await startLocal({ clientOptions: { rest: UNPACED_REST }, store, kv, rulings, engine: realEngine, log: pino({ level: 'silent' }), port: 0, worldFile: join(dir, 'local-world.json') });
  closeAll = async () => {
    await run.stop();
    await kv.close();
    await rulings.close();
    await store.close();
  };
});
afterAll(async () => {
  await closeAll?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('Summoner Master in local mode', () => {
  it('§2.1 a match is challenged, played through the private panels and ended by the rules (§13)', { timeout: 400_000 }, async () => {
    const emu = run.local.emulator;
    const { somchai, alex, judge, lobby } = DEMO_IDS;
    await (await emu.slash(somchai, lobby, 'match challenge', { opponent: alex, game: 'summoner-master', format: 'casual', deck: 'precon:sm-living-grove' })).settled();
    const msg = emu.visibleMessages(alex, lobby).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
    const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
    const panel = await (await emu.click(alex, msg.id as string, accept.custom_id as string)).settled();
    const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
    await (await emu.select(alex, panel!.id as string, select.custom_id as string, ['precon:sm-tidal-sniper'])).settled();
    const thread = await emu.waitFor(() => emu.threads().find((t) => (t.name as string).includes('vs')));
    const board = await emu.waitFor(() => emu.visibleMessages(judge, thread.id as string).find((m) => boardVersion(m) >= 0));
    const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m)!;
    // The bot-test driver, reading the board as the demo world's judge sees it (the bot tests' watcher is not in it).
    const d = new (class extends Driver {
      override board() { return emu.visibleMessages(judge, thread.id as string).reverse().find((x) => boardVersion(x) >= 0)!; }
    })(emu, store, { matchId, thread: thread.id as string, board: board.id as string });
    expect(((await d.load()).state as SmState).game).toBe('summoner-master');

    const seen = new Set<string>();
    let steps = 0;
    for (;;) {
      const m = await d.load();
      if (m.snap.status === 'finished') break;
      if (steps >= 900) throw new Error(`no result after ${steps} decisions`);
      await smStep(emu, d, m, (u) => (u === somchai ? 'th' : 'en'));
      steps++;
      const after = await d.load();
      await d.waitBoard(after.snap.version);
      notePublic(after.state as SmState, seen);
    }
    const s = (await d.load()).state as SmState;
    expect(['§13.1', '§13.2', '§13.3', '401.9.8']).toContain(s.result!.rule);
    expect(s.subturn).toBeGreaterThanOrEqual(4);
    // The end is announced in the thread (Thai, the server's language) with the rule that ended it; the store
    // says 'finished' as soon as the last commit lands, the announcement follows it.
    await emu.waitFor(() => JSON.stringify(emu.visibleMessages(judge, thread.id as string)).includes(s.result!.rule!) || undefined, 15_000);
    const publicJson = JSON.stringify(emu.visibleMessages(judge, thread.id as string));
    const hidden = hiddenNames(s, seen);
    expect(hidden.length).toBeGreaterThan(10);
    for (const name of hidden) expect(publicJson.includes(name), name).toBe(false);
    expect(publicJson).toContain(s.result!.rule!);
  });
});
