/**
 * Boards only move forward (issue 27): two bot contexts, each with its own discord.js client and its own
 * connections to the real Redis, publish one match. Process A's board edit is held in its HTTP layer until
 * process B has published a newer version, then let go, so A's older edit reaches the fake Discord last — the
 * ordering the chaos run saw (v17 then v16 on screen; a v28 board edited back to v27 after the board moved).
 * The thread must end with the newest version on the current board and every earlier board a summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultRestOptions } from '@discordjs/rest';
import { IDS, startHarness, redisUrl, type Harness } from './support/harness.js';
import { boardVersion, challenge, currentBoard, flatComponents, type Game } from './support/driver.js';
import { defaultChoice } from './support/real-match.js';
import { UNPACED_REST } from './support/unpaced-rest.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import type { MatchStore } from '../../src/store/types.js';
import type { Bot } from '../../src/bot/bot.js';

type Json = Record<string, unknown>;

/** Holds the next board edit (PATCH of a thread message carrying a board footer) until released. */
class EditGate {
  private armed: string | null = null;
  heldVersion = -1;
  private release: (() => void) | null = null;
  private caught: (() => void) | null = null;

  /** Arms the gate for `thread`; resolves once an edit is held. */
  arm(thread: string): Promise<void> {
    this.armed = thread;
    return new Promise((r) => { this.caught = r; });
  }

  open(): void { this.release?.(); this.release = null; }

  readonly makeRequest = async (url: string, init: Parameters<typeof DefaultRestOptions.makeRequest>[1]) => {
    const thread = this.armed;
    if (thread && init.method === 'PATCH' && url.includes(`/channels/${thread}/messages/`) && typeof init.body === 'string') {
      const version = boardVersion(JSON.parse(init.body) as Json);
      if (version >= 0) {
        this.armed = null;
        this.heldVersion = version;
        await new Promise<void>((r) => { this.release = r; this.caught?.(); });
      }
    }
    return DefaultRestOptions.makeRequest(url, init);
  };
}

let h: Harness;
let a: Bot;
let b: Bot;
const gate = new EditGate();
const own: Array<MatchStore | KeyValueRepo> = [];

/** A bot context as a separate process would have it: its own store and key-value connections. */
async function botProcess(extraRest: object = {}): Promise<Bot> {
  const store = await createRedisStore({ url: redisUrl, keyPrefix: h.prefix });
  const kv = createRedisKv({ url: redisUrl, prefix: `${h.prefix}bot:` });
  own.push(store, kv);
  return h.startBot({ store, kv, clientOptions: { rest: { api: h.emu.apiBase, retries: 0, ...UNPACED_REST, ...extraRest } } });
}

beforeAll(async () => {
  h = await startHarness();
  a = await botProcess({ makeRequest: gate.makeRequest });
  b = await botProcess();
  await h.emu.waitFor(() => h.emu.gateway.connected >= 2 || undefined);
});
afterAll(async () => {
  gate.open();
  await h?.close();
  for (const c of own) await c.close();
});

const turnOf = (m: LoadedMatch) => realEngine.viewFor(m.state, 'spectator').turn;
/** Messages that show a live board (a summary has no board footer). */
const boards = (game: Game) => h.emu.visibleMessages(IDS.watcher, game.thread).filter((m) => boardVersion(m) >= 0);

describe('two processes publishing one match out of order', () => {
  it('an older edit that lands after a newer one is corrected: the board ends at the newest version, within a turn and across a board move', { timeout: 300_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const svc = new MatchService(h.store, realEngine);
    const commit = async (m: LoadedMatch): Promise<LoadedMatch> => {
      const r = await svc.act({ matchId: game.matchId, userId: m.prompt!.seat === 0 ? m.meta.p0 : m.meta.p1, interactionId: `order-${m.snap.version}`, now: Date.now(),
        decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: defaultChoice(p!) } }) });
      if (r.kind !== 'applied') throw new Error(`commit: ${r.kind}`);
      return r.after;
    };
    let m = (await svc.load(game.matchId))!;
    await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, game.thread)) >= m.snap.version || undefined, 30_000);
    const seen = { sameTurn: 0, moved: 0 };
    for (let round = 0; round < 60 && (seen.sameTurn < 2 || seen.moved < 2) && m.snap.status !== 'finished'; round++) {
      const older = await commit(m);
      if (turnOf(older) !== turnOf(m)) {
        // A would move the board itself (a post, not an edit): nothing to hold; catch the board up and go on.
        await b.ctx.publisher.publish(game.matchId);
        m = older;
        continue;
      }
      const held = gate.arm(game.thread);
      const pa = a.ctx.publisher.publish(game.matchId);
      await held; // A loaded `older`, claimed it and sent its edit, which waits in A's HTTP layer
      expect(gate.heldVersion).toBe(older.snap.version);
      const newer = await commit(older);
      await b.ctx.publisher.publish(game.matchId);
      expect(boardVersion(currentBoard(h.emu, game.thread))).toBe(newer.snap.version);
      gate.open(); // A's older edit now reaches Discord after B's newer one
      await pa;
      if (turnOf(newer) === turnOf(older)) seen.sameTurn++; else seen.moved++;
      const shown = boards(game);
      // The newest version on the current board; every other board message a summary without buttons.
      expect(boardVersion(currentBoard(h.emu, game.thread)), `round ${round}`).toBe(newer.snap.version);
      expect(flatComponents(currentBoard(h.emu, game.thread)).length).toBeGreaterThan(0);
      expect(shown.map((s) => s.id), `round ${round}: one live board`).toEqual([currentBoard(h.emu, game.thread)!.id]);
      for (const msg of h.emu.visibleMessages(IDS.watcher, game.thread)) {
        if (msg.id !== currentBoard(h.emu, game.thread)!.id) expect(flatComponents(msg).filter((c) => String(c.custom_id).startsWith('h1:')), `round ${round}`).toEqual([]);
      }
      m = newer;
    }
    expect(seen.sameTurn).toBeGreaterThanOrEqual(2);
    expect(seen.moved).toBeGreaterThanOrEqual(2);
  });
});
