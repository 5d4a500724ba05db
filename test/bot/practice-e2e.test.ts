/**
 * A practice match end to end: the real discord.js client, the emulator, the real Redis, the real engine,
 * and the AI in its worker thread. The player starts it with /match practice and plays by clicks on their
 * panel; Sanam answers through the same commit path (its log entries carry the bot's user id and a
 * version-named interaction id), until the match ends. No hand card reaches the public thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, boardVersion, flatComponents } from './support/driver.js';
import { MatchService } from '../../src/match/service.js';
import { createEngine } from '../../src/match/engine-adapter.js';

let h: Harness;
const saved = process.env.PRACTICE_AI_MS;

beforeAll(async () => {
  process.env.PRACTICE_AI_MS = '60';
  h = await startHarness({ testGames: true });
  await h.startBot();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.PRACTICE_AI_MS; else process.env.PRACTICE_AI_MS = saved;
  await h?.close();
});

async function until(cond: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting for Sanam');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function startPractice(level: 'easy' | 'normal') {
  const before = new Set(h.emu.threads().map((t) => t.id as string));
  const reply = await (await h.emu.slash(IDS.alice, IDS.channel, 'match practice', { deck: 'precon:tiny-a', game: 'tiny', format: 'standard', level })).settled();
  expect(String(reply?.content)).toMatch(/Practice match against Sanam started/);
  const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => !before.has(t.id as string)));
  const board = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, thread.id as string).find((m) => boardVersion(m) >= 0));
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m !== null)!;
  return { matchId, thread: thread.id as string, board: board.id as string };
}

describe('practice against Sanam through the bot and the emulator', () => {
  it('is started with /match practice and played to a result; Sanam answers every decision of its seat through the commit path', { timeout: 120_000 }, async () => {
    const game = await startPractice('normal');
    const d = new Driver(h.emu, h.store, game);
    const bot = h.bots[0]!.client.user!.id;
    const first = await d.load();
    expect(first.meta.p0).toBe(IDS.alice);
    expect(first.meta.p1).toBe(bot);
    let mine = 0;
    let waited = 0;
    for (let steps = 0; steps < 200; steps++) {
      const m = await d.load();
      if (m.snap.status === 'finished') break;
      if (m.prompt!.seat === 1) {
        // Sanam's decision: nobody clicks; the version moves on by itself.
        await until(async () => (await d.load()).snap.version > m.snap.version, 60_000);
        waited++;
      } else {
        await d.step();
        mine++;
      }
      const after = await d.load();
      const handIds = ([0, 1] as const).flatMap((s) => (after.state as { zones: { zones: Record<string, string[]> } }).zones.zones[`${s}:hand`] ?? []);
      const publicJson = JSON.stringify(h.emu.visibleMessages(IDS.watcher, game.thread));
      for (const id of handIds) expect(publicJson.includes(`"play:${id}"`)).toBe(false);
    }
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    expect(mine).toBeGreaterThan(0);
    expect(waited).toBeGreaterThan(0);
    const log = await d.service.log(game.matchId);
    const byBot = log.filter((r) => r.by === bot);
    // Sanam may answer two decisions in a row between two of our loads, so it moved at least once per wait;
    // and every action of its seat is its own, every one of its actions is for its seat.
    expect(byBot.length).toBeGreaterThanOrEqual(waited);
    for (const r of byBot) expect(r.action?.seat).toBe(1);
    expect(log.filter((r) => r.action?.seat === 1).every((r) => r.by === bot)).toBe(true);
    const entries = await h.store.readLog(game.matchId);
    for (const e of entries) if ((JSON.parse(e.entry) as { by: string }).by === bot) expect(e.interactionId).toBe(`ai:${e.version - 1}`);
  });

  it('after a restart, a practice match waiting for Sanam gets its move at once, with no human action and no timer', { timeout: 300_000 }, async () => {
    const game = await startPractice('easy');
    const bot = h.bots[0]!.client.user!.id;
    const service = new MatchService(h.store, createEngine({ includeTestOnly: true }));
    await until(async () => (await service.load(game.matchId))!.prompt?.seat === 0, 120_000);
    for (const b of h.bots.splice(0)) b.kill();
    // While no process runs, Alice's answer lands (another process took it, say), leaving the decision to Sanam.
    for (let i = 0; i < 10 && (await service.load(game.matchId))!.prompt?.seat === 0; i++) {
      const out = await service.act({ matchId: game.matchId, userId: IDS.alice, interactionId: `down-${i}`, now: Date.now(), decide: (p) => ({ ok: true, action: { type: 'answer', seat: 0, promptId: p!.promptId, choice: [p!.options.find((o) => o.id === 'pass')?.id ?? p!.options[0]!.id] } }) });
      expect(out.kind).toBe('applied');
    }
    const waiting = (await service.load(game.matchId))!;
    expect(waiting.snap.status).toBe('active');
    expect(waiting.prompt?.seat).toBe(1);
    // The decision timers are 10 minutes here: only the resume at start can answer within the wait below (generous:
    // a new process's AI worker loads the engine first, which takes seconds on a loaded machine).
    await h.startBot();
    await until(async () => (await service.load(game.matchId))!.snap.version > waiting.snap.version, 120_000);
    const entry = (await h.store.readLog(game.matchId, waiting.snap.version))[0]!;
    expect((JSON.parse(entry.entry) as { b?: string; by?: string }).b ?? '').toBe(bot);
    expect(entry.interactionId).toBe(`ai:${waiting.snap.version}`);
  });

  it('refuses a deck that is not the player\'s, changing nothing', { timeout: 30_000 }, async () => {
    const threads = h.emu.threads().length;
    const reply = await (await h.emu.slash(IDS.alice, IDS.channel, 'match practice', { deck: 'no-such-deck', game: 'tiny', format: 'standard' })).settled();
    expect(String(reply?.content)).toMatch(/no-such-deck/);
    expect(h.emu.threads().length).toBe(threads);
  });
});
