/**
 * Boards only move forward (issue 27): two bot contexts, each with its own discord.js client and its own
 * connections to the real Redis, publish one match. Process A's board edit is held in its HTTP layer until
 * process B has published a newer version, then let go, so A's older edit reaches the fake Discord last — the
 * ordering the chaos run saw (v17 then v16 on screen; a v28 board edited back to v27 after the board moved).
 * The thread must end with the newest version on the current board and every earlier board a summary; the same
 * for a hand panel both processes edit; and an ending announced by both processes is posted once. (Each fails on
 * the publisher without the guard: the board showed v1 over v2, the panel the older version, three end messages.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultRestOptions } from '@discordjs/rest';
import { IDS, startHarness, redisUrl, type Harness } from './support/harness.js';
import { boardVersion, challenge, currentBoard, flatComponents, type Game } from './support/driver.js';
import { defaultChoice } from './support/real-match.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import type { MatchStore } from '../../src/store/types.js';
import type { Bot } from '../../src/bot/bot.js';
import { handPanel } from '../../src/bot/board-message.js';

type Json = Record<string, unknown>;

type Init = Parameters<typeof DefaultRestOptions.makeRequest>[1];

/** Holds the next request the armed predicate picks (in one bot's HTTP layer) until released. */
class EditGate {
  private armed: ((url: string, init: Init) => boolean) | null = null;
  heldBody: Json | null = null;
  private release: (() => void) | null = null;
  private caught: (() => void) | null = null;

  /** Arms the gate; resolves once a request is held. */
  arm(pick: (url: string, init: Init) => boolean): Promise<void> {
    this.armed = pick;
    return new Promise((r) => { this.caught = r; });
  }

  open(): void { this.release?.(); this.release = null; }

  readonly makeRequest = async (url: string, init: Init) => {
    if (this.armed?.(url, init)) {
      this.armed = null;
      this.heldBody = JSON.parse(String(init.body)) as Json;
      await new Promise<void>((r) => { this.release = r; this.caught?.(); });
    }
    return DefaultRestOptions.makeRequest(url, init);
  };
}

/** A board edit in `thread`: a PATCH of one of its messages whose body carries a board footer. */
const boardEdit = (thread: string) => (url: string, init: Init) =>
  init.method === 'PATCH' && url.includes(`/channels/${thread}/messages/`) && typeof init.body === 'string' && boardVersion(JSON.parse(init.body) as Json) >= 0;
/** An edit of a hand panel (an ephemeral message, edited through its interaction's webhook). */
const panelEdit = (url: string, init: Init) => init.method === 'PATCH' && url.includes('/webhooks/') && /\/messages\/(@|%40)original/.test(url);

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
  return h.startBot({ store, kv, clientOptions: { rest: { api: h.emu.apiBase, retries: 0, ...extraRest } } });
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

async function commitOne(svc: MatchService, m: LoadedMatch): Promise<LoadedMatch> {
  const r = await svc.act({ matchId: m.snap.matchId, userId: m.prompt!.seat === 0 ? m.meta.p0 : m.meta.p1, interactionId: `order-${m.snap.version}`, now: Date.now(),
    decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: defaultChoice(p!) } }) });
  if (r.kind !== 'applied') throw new Error(`commit: ${r.kind}`);
  return r.after;
}

/** The per-process panel tracker's private record (hand-panels.ts), read and seeded by the panel test. */
type PanelRefs = Map<string, { messageId: string; version: number } & Record<string, unknown>>;
const panelRefs = (bot: Bot) => (bot.ctx.publisher.panels as unknown as { latest: PanelRefs }).latest;

describe('two processes publishing one match out of order', () => {
  it('an older edit that lands after a newer one is corrected: the board ends at the newest version, within a turn and across a board move', { timeout: 300_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const svc = new MatchService(h.store, realEngine);
    const commit = (x: LoadedMatch) => commitOne(svc, x);
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
      const held = gate.arm(boardEdit(game.thread));
      const pa = a.ctx.publisher.publish(game.matchId);
      await held; // A loaded `older`, claimed it and sent its edit, which waits in A's HTTP layer
      expect(boardVersion(gate.heldBody!)).toBe(older.snap.version);
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

  it('a hand panel: an older panel edit that lands after a newer one is corrected', { timeout: 300_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const svc = new MatchService(h.store, realEngine);
    let m = (await svc.load(game.matchId))!;
    await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, game.thread)) >= m.snap.version || undefined, 30_000);
    // Alice opens her panel; whichever process answered tracks it. Both are given it, as if each had answered a
    // click on it: the case where two processes edit one panel.
    const board = currentBoard(h.emu, game.thread)!;
    const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
    const panel = (await (await h.emu.click(IDS.alice, board.id as string, hand.custom_id as string)).settled())!;
    const seat = m.meta.p0 === IDS.alice ? 0 : 1;
    const key = `${game.matchId}:${seat}`;
    await expect.poll(() => panelRefs(a).has(key) || panelRefs(b).has(key), { timeout: 30_000 }).toBe(true);
    const ref = (panelRefs(a).get(key) ?? panelRefs(b).get(key))!;
    expect(ref.messageId).toBe(panel.id);
    panelRefs(a).set(key, { ...ref });
    panelRefs(b).set(key, { ...ref });
    const shows = (x: Json | undefined, n: LoadedMatch) => {
      const want = handPanel(realEngine, n, seat, ref.lang as 'th' | 'en');
      // The panel's own buttons beside ↻ ("no responses until …", n1:) are added by HandPanels, not handPanel.
      const ids = (y: Json | undefined) => flatComponents(y).map((c) => c.custom_id).filter((id) => !String(id).startsWith('n1:'));
      return JSON.stringify([(x?.embeds as Json[] | undefined)?.[0]?.description, ids(x)])
        === JSON.stringify([want.embeds?.[0]?.description, ids(want as unknown as Json)]);
    };
    let conclusive = 0;
    for (let round = 0; round < 40 && conclusive < 2 && m.snap.status !== 'finished'; round++) {
      const older = await commitOne(svc, m);
      const held = gate.arm(panelEdit);
      const pa = a.ctx.publisher.publish(game.matchId);
      await held; // A claimed `older` for the panel and sent its edit, which waits in A's HTTP layer
      const newer = await commitOne(svc, older);
      await b.ctx.publisher.publish(game.matchId);
      gate.open();
      await pa;
      const final = h.emu.message(panel.id as string) as Json;
      expect(shows(final, newer), `round ${round}: the panel shows the newest version`).toBe(true);
      // Only a round where the two versions look different on the panel shows the order was repaired.
      if (!shows(gate.heldBody!, newer)) conclusive++;
      m = newer;
    }
    expect(conclusive).toBeGreaterThanOrEqual(2);
  });

  it('the end message: two processes announcing one ending post it once', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const svc = new MatchService(h.store, realEngine);
    const m = (await svc.load(game.matchId))!;
    const r = await svc.act({ matchId: game.matchId, userId: m.meta.p1, interactionId: `concede-${game.matchId}`, now: Date.now(), anyTime: true,
      decide: (_p, seat) => ({ ok: true, action: { type: 'concede', seat } }) });
    expect(r.kind).toBe('applied');
    const end = (await svc.load(game.matchId))!;
    await Promise.all([a.ctx.publisher.announceEnd(end, Date.now()), b.ctx.publisher.announceEnd(end, Date.now()), a.ctx.publisher.announceEnd(end, Date.now())]);
    const ends = h.emu.visibleMessages(IDS.watcher, game.thread).filter((x) => (x.attachments as Json[] | undefined)?.some((f) => String(f.filename).endsWith('-log.txt')));
    expect(ends).toHaveLength(1);
  });
});
