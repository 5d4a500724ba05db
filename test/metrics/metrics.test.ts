/**
 * /healthz and /metrics scraped over HTTP after real play: a Fadalgia match through the real discord.js client
 * and the emulator, the store on the real Redis wrapped by the metrics hooks, timers firing through the
 * bot's own sweeper. Counters are compared before and after, since the registry is process-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool } from '../../src/bot/render-pool.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { instrumentStore } from '../../src/metrics/store.js';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { StoreUnavailableError, type MatchStore } from '../../src/store/types.js';
import { startHarness, type Harness } from '../bot/support/harness.js';
import { challenge, Driver } from '../bot/support/driver.js';
import { seedHexFor } from '../support/seed.js';

let h: Harness;
let store: MatchStore;
let server: MetricsServer;

/** The value of one sample in Prometheus text format; 0 when the series has not been written yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

async function scrape(): Promise<string> {
  const res = await fetch(`${server.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

beforeAll(async () => {
  h = await startHarness();
  store = instrumentStore(h.store);
  // A decision warns 1 s after its prompt appears: the bot's sweeper claims and fires that deadline.
  await h.startBot({ store, timers: { decisionMs: 30_000, warnBeforeMs: 29_000, graceMs: 30_000, sweepMs: 100 } });
  server = await startMetricsServer({ port: 0, host: '127.0.0.1', healthy: () => store.ping() });
});
afterAll(async () => { await server?.close(); await h?.close(); });

describe('health and metrics endpoints', () => {
  it('/healthz answers 200 while the store answers; unknown paths are 404', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
  });

  it('/healthz answers 503 when the store cannot be reached', async () => {
    const dead = await createRedisStore({ url: 'redis://127.0.0.1:1', startupWaitMs: 200, connectTimeoutMs: 200 });
    const probe = await startMetricsServer({ port: 0, host: '127.0.0.1', healthy: () => dead.ping() });
    try {
      const res = await fetch(`${probe.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ok: false });
    } finally {
      await probe.close();
      await dead.close();
    }
  });

  it('counters move with play: interactions, commits, duplicates, conflicts, timer fires, Redis errors', { timeout: 60_000 }, async () => {
    const before = await scrape();
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    for (let i = 0; i < 3; i++) expect(await d.step()).toBe(true);
    const played = await d.load();

    // A re-sent commit of an applied interaction, and one against a superseded version.
    const [last] = await store.readLog(game.matchId, played.snap.version - 1);
    const base = { matchId: game.matchId, state: played.snap.state, entry: '{}', now: Date.now() };
    expect(await store.commit({ ...base, expectedVersion: played.snap.version, interactionId: last!.interactionId })).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(await store.commit({ ...base, expectedVersion: played.snap.version - 1, interactionId: 'metrics-test-stale' })).toMatchObject({ ok: false, reason: 'conflict' });

    // Redis unreachable: the connection error and the failed command are both counted.
    const dead = await createRedisStore({ url: 'redis://127.0.0.1:1', startupWaitMs: 200, connectTimeoutMs: 200 });
    await expect(dead.load('x')).rejects.toBeInstanceOf(StoreUnavailableError);
    await dead.close();

    let after = await scrape();
    // Waits for the timer's fire with a generous limit (30 s): a loaded machine may be slow to sweep.
    for (let i = 0; i < 300 && sample(after, 'sanam_timer_fires_total') <= sample(before, 'sanam_timer_fires_total'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await scrape();
    }
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('sanam_store_commits_total', { result: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(moved('sanam_store_commits_total', { result: 'duplicate' })).toBe(1);
    expect(moved('sanam_store_commits_total', { result: 'conflict' })).toBe(1);
    expect(moved('sanam_store_commit_duration_seconds_count', { result: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(moved('sanam_interaction_duration_seconds_count', { type: 'MessageComponent' })).toBeGreaterThanOrEqual(6);
    expect(moved('sanam_interaction_duration_seconds_count', { type: 'ApplicationCommand' })).toBeGreaterThanOrEqual(1);
    expect(moved('sanam_timer_fires_total')).toBeGreaterThanOrEqual(1);
    expect(moved('sanam_redis_errors_total', { kind: 'connection' })).toBeGreaterThanOrEqual(1);
    expect(moved('sanam_redis_errors_total', { kind: 'command' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^# TYPE sanam_render_queue_depth gauge$/m);
    expect(sample(after, 'sanam_render_queue_depth')).toBe(0);
  });

  it('render queue depth counts boards waiting for a worker, and drops to 0 when they are painted', { timeout: 30_000 }, async () => {
    const p = realEngine.precons();
    const state = realEngine.createMatch({ matchId: 'metrics00001', game: 'fadalgia', format: 'standard', seed: seedHexFor('metrics:match'), seats: [{ name: 'A', deck: p[0]!.deck }, { name: 'B', deck: p[1]!.deck }], challenger: 0 });
    const view = realEngine.viewFor(state, 'spectator');
    const pool = createRenderPool({ size: 1, maxQueue: 4 });
    try {
      const renders = [0, 1, 2, 3].map(() => pool.render(view));
      // One board is in the worker, three wait.
      expect(sample(await scrape(), 'sanam_render_queue_depth')).toBe(3);
      await Promise.all(renders);
      expect(sample(await scrape(), 'sanam_render_queue_depth')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
