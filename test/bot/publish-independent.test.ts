/**
 * Issue 35: the board and the hand panels progress independently, under the emulator's strict rate limits. A
 * hand panel is edited through its interaction's webhook, a bucket of its own, and the board through the
 * thread's message-edit bucket; each has a "latest version wins" loop (src/bot/latest-wins.ts). Here one of them
 * is held in the bot's HTTP layer (a webhook as slow as you like, or a board edit stuck in its bucket) while
 * the match moves on by several versions: the other must still reach the newest version, a player's click must
 * still be acknowledged, and once the held request is let go the held message catches up to the newest version
 * too. (On the publisher that awaited the panels before the next board edit, the board stayed at the first of
 * those versions while a panel edit was held, and the panel likewise behind a held board edit.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultRestOptions } from '@discordjs/rest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { boardVersion, challenge, currentBoard, flatComponents, type Game } from './support/driver.js';
import { defaultChoice } from './support/real-match.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { Bot } from '../../src/bot/bot.js';

type Json = Record<string, unknown>;
type Init = Parameters<typeof DefaultRestOptions.makeRequest>[1];

/** Holds the first request the armed predicate picks until opened; every other request goes through. */
class Gate {
  private pick: ((url: string, init: Init) => boolean) | null = null;
  private release: (() => void) | null = null;
  private caught: (() => void) | null = null;
  holding = false;

  arm(pick: (url: string, init: Init) => boolean): Promise<void> {
    this.pick = pick;
    return new Promise((r) => { this.caught = r; });
  }

  open(): void { this.release?.(); this.release = null; }

  readonly makeRequest = async (url: string, init: Init) => {
    if (this.pick?.(url, init)) {
      this.pick = null;
      this.holding = true;
      await new Promise<void>((r) => { this.release = r; this.caught?.(); });
      this.holding = false;
    }
    return DefaultRestOptions.makeRequest(url, init);
  };
}

const panelEdit = (url: string, init: Init) => init.method === 'PATCH' && url.includes('/webhooks/') && /\/messages\/(@|%40)original/.test(url);
const boardEdit = (thread: string) => (url: string, init: Init) =>
  init.method === 'PATCH' && url.includes(`/channels/${thread}/messages/`) && typeof init.body === 'string' && boardVersion(JSON.parse(init.body) as Json) >= 0;

let h: Harness;
let bot: Bot;
const gate = new Gate();
/** The newest version each match's seat's panel was edited to (the publisher's hook). */
const panelShown = new Map<string, number>();

beforeAll(async () => {
  h = await startHarness({ rateLimits: 'strict' });
  bot = await h.startBot({
    sink: { onPanelEdited: (matchId, seat, version) => panelShown.set(`${matchId}:${seat}`, Math.max(panelShown.get(`${matchId}:${seat}`) ?? -1, version)) },
    clientOptions: { rest: { api: h.emu.apiBase, retries: 0, makeRequest: gate.makeRequest } },
  });
});
afterAll(async () => {
  gate.open();
  await h?.close();
});

/** Polls: the publisher's hook fires after Discord answered, which is no change the emulator's waitFor sees. */
async function until(cond: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const panelAt = (game: Game, seat: 0 | 1) => panelShown.get(`${game.matchId}:${seat}`) ?? -1;
const boardAt = (game: Game) => boardVersion(currentBoard(h.emu, game.thread));

async function commitOne(svc: MatchService, m: LoadedMatch, tag: string): Promise<LoadedMatch> {
  const r = await svc.act({ matchId: m.snap.matchId, userId: m.prompt!.seat === 0 ? m.meta.p0 : m.meta.p1, interactionId: `${tag}-${m.snap.version}`, now: Date.now(),
    decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: defaultChoice(p!) } }) });
  if (r.kind !== 'applied') throw new Error(`commit: ${r.kind}`);
  return r.after;
}

/** A match with Alice's hand panel open (and so tracked by the bot), its board showing the current version. */
async function withPanel(): Promise<{ game: Game; svc: MatchService; m: LoadedMatch; seat: 0 | 1 }> {
  const game = await challenge(h.emu, h.kv);
  const svc = new MatchService(h.store, realEngine);
  const m = (await svc.load(game.matchId))!;
  await until(() => boardAt(game) >= m.snap.version, 'the first board');
  const board = currentBoard(h.emu, game.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
  await (await h.emu.click(IDS.alice, board.id as string, hand.custom_id as string)).settled();
  const seat = m.meta.p0 === IDS.alice ? 0 : 1;
  await until(() => panelAt(game, seat) >= m.snap.version, 'the panel');
  return { game, svc, m, seat };
}

/** Somchai opens his hand from the current board: the acknowledgement comes however busy the held bucket is. */
async function somchaiClicks(game: Game): Promise<void> {
  const board = currentBoard(h.emu, game.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'));
  if (!hand) return;
  // The emulator refuses an interaction not answered within Discord's 3 s (InteractionFailedError).
  const out = await h.emu.click(IDS.somchai, board.id as string, hand.custom_id as string);
  expect(out.callbackType).toBeGreaterThan(0);
}

describe('board and hand panels progress independently under strict rate limits (issue 35)', () => {
  it('a hand panel edit held in its webhook: the board still reaches the newest version, and the panel catches up once let go', { timeout: 180_000 }, async () => {
    const { game, svc, m: start, seat } = await withPanel();
    const held = gate.arm(panelEdit);
    let m = await commitOne(svc, start, 'p');
    const publishes = [bot.ctx.publisher.publish(game.matchId)];
    await held; // the panel's edit of the first new version waits in the bot's HTTP layer
    for (let i = 0; i < 4 && m.snap.status !== 'finished'; i++) {
      m = await commitOne(svc, m, 'p');
      publishes.push(bot.ctx.publisher.publish(game.matchId));
    }
    const newest = m.snap.version;
    await until(() => boardAt(game) >= newest, 'the newest board');
    expect(gate.holding, 'the panel edit is still held while the board shows the newest version').toBe(true);
    expect(panelAt(game, seat)).toBeLessThan(newest);
    await somchaiClicks(game);
    gate.open();
    await Promise.all(publishes);
    await until(() => panelAt(game, seat) >= newest, 'the panel to catch up');
    expect(boardAt(game)).toBe(newest);
  });

  it('a board edit held in its bucket: the hand panel still reaches the newest version, and the board catches up once let go', { timeout: 180_000 }, async () => {
    const { game, svc, m: start, seat } = await withPanel();
    const held = gate.arm(boardEdit(game.thread));
    let m = start;
    const publishes: Promise<void>[] = [];
    // Commit until a board edit (not a new turn's post) is caught and held.
    let caught = false;
    void held.then(() => { caught = true; });
    for (let i = 0; i < 30 && !caught && m.snap.status !== 'finished'; i++) {
      m = await commitOne(svc, m, 'b');
      publishes.push(bot.ctx.publisher.publish(game.matchId));
      await new Promise((r) => setTimeout(r, 300));
    }
    await held;
    for (let i = 0; i < 4 && m.snap.status !== 'finished'; i++) {
      m = await commitOne(svc, m, 'b');
      publishes.push(bot.ctx.publisher.publish(game.matchId));
    }
    const newest = m.snap.version;
    await until(() => panelAt(game, seat) >= newest, 'the newest panel');
    expect(gate.holding, 'the board edit is still held while the panel shows the newest version').toBe(true);
    expect(boardAt(game)).toBeLessThan(newest);
    await somchaiClicks(game);
    gate.open();
    await Promise.all(publishes);
    await until(() => boardAt(game) >= newest, 'the board to catch up');
    expect(boardAt(game)).toBe(newest);
  });
});
