/**
 * Any process handles any interaction. Two bot processes (separate OS processes, the real discord.js client,
 * gateway shards 0 and 1 of 2, so only one holds the server) behind an emulator that hands each interaction
 * to exactly one connected session, as Discord's HTTP interactions endpoint behind a load balancer hands it
 * to one replica ('any-session' delivery). The steps of each match are served by the two processes in turn,
 * each starting from its own cached copy of the match, which the other process has moved on. Checked from the
 * processes' logs and the store: each interaction reached one process, the committed actions of every match
 * came from both, versions 1..N with no gap and no interaction applied twice, and every step was shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { shardOf } from '../../src/emulator/shards.js';
import { challenge, Driver, type Game } from './support/driver.js';
import { IDS, openRedis, redisUrl, testServer } from './support/harness.js';
import { startBotProcess, type BotProcess } from './support/processes.js';

const TOKEN = 'test-token';
const MATCHES = 3;
const STEPS = 6;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const received = (p: BotProcess) => new Set(p.lines.filter((l) => l.msg === 'interaction received').map((l) => l.interaction as string));

describe('any process handles any interaction', () => {
  it('two processes serve the same matches\' interactions alternately: none lost, none applied twice', { timeout: 240_000 }, async () => {
    const emu: Emulator = await startEmulator({
      botToken: TOKEN, applicationId: IDS.app, answerTimeoutMs: 10_000, shards: { recommended: 2 }, interactionDelivery: 'any-session', ...testServer(),
    });
    const { prefix, store, kv } = await openRedis('any');
    const owner = shardOf(IDS.guild, 2);
    const procs = [0, 1].map((s) => startBotProcess({
      name: `p${s}`, api: emu.apiBase, token: TOKEN, prefix, redisUrl, shards: String(s), shardCount: 2,
      ...(s === owner ? { registerGuild: IDS.guild } : {}),
      // Long decisions: only the players move these matches.
      timers: { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000 },
    }));
    cleanup = async () => {
      await Promise.all(procs.map((p) => p.kill()));
      await kv.close();
      await store.close();
      await emu.stop();
    };
    expect(await Promise.all(procs.map((p) => p.ready))).toEqual([[0], [1]]);

    // Creating a match takes several interactions; they go to the processes in turn.
    const games: Game[] = [];
    for (let k = 0; k < MATCHES; k++) games.push(await challenge(emu, kv));
    // Step k of every match goes to process k % 2: each serves a match the other has just moved on.
    const servedBy = new Map<string, number>();
    for (let k = 0; k < STEPS; k++) {
      for (const g of games) {
        const d = new Driver(emu, store, g);
        const before = (await d.load()).snap.version;
        emu.gateway.interactionsTo = k % 2;
        const moved = await d.step();
        emu.gateway.interactionsTo = null;
        if (!moved) continue;
        const log = await store.readLog(g.matchId, before);
        for (const e of log) servedBy.set(e.interactionId, k % 2);
      }
    }
    await Promise.all(procs.map((p) => p.stop()));

    const got = procs.map(received);
    // Exactly one process received each interaction, and both received some.
    for (const id of got[0]!) expect(got[1]!.has(id), `${id} delivered twice`).toBe(false);
    expect(got.every((s) => s.size > 0)).toBe(true);
    const seen = new Set<string>();
    for (const g of games) {
      const log = await store.readLog(g.matchId);
      expect(log.map((e) => e.version), g.matchId).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
      expect(log.length, g.matchId).toBeGreaterThanOrEqual(STEPS);
      for (const e of log) {
        expect(seen.has(e.interactionId), `${e.interactionId} applied twice`).toBe(false);
        seen.add(e.interactionId);
      }
      // The committed clicks of this match: each from the process that was to serve its step, both taking part.
      const clicks = log.filter((e) => servedBy.has(e.interactionId));
      expect(clicks.length, g.matchId).toBeGreaterThanOrEqual(STEPS);
      for (const e of clicks) expect(got[servedBy.get(e.interactionId)!]!.has(e.interactionId), `${e.interactionId} served by p${servedBy.get(e.interactionId)}`).toBe(true);
      expect(new Set(clicks.map((e) => servedBy.get(e.interactionId))), g.matchId).toEqual(new Set([0, 1]));
    }
  });
});
