/**
 * Issue 16 items 1–2: a commit whose reply is lost. The bot's store talks to Redis through a proxy that,
 * right after forwarding the commit script, either holds Redis's replies longer than the client's command
 * timeout (the script ran; the bot does not know) or drops the reply and cuts the connection (the client
 * reconnects and resends; Redis answers "duplicate"). Either way the click must end as applied: the board
 * shows the new version, the decision timer is armed for it, and nobody is told "nothing was changed".
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from '../../src/store/redis-store.js';
import { COMMIT_LUA } from '../../src/store/redis-scripts.js';
import type { MatchStore } from '../../src/store/types.js';
import { startRedisProxy, type Fault, type RedisProxy } from '../store/redis-proxy.js';
import { IDS, redisUrl, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';

// EVALSHA carries the script's SHA; the first use on a connection sends EVAL with its text.
const COMMIT_MARKERS = [createHash('sha1').update(COMMIT_LUA).digest('hex'), 'XADD refuses an id'];
let h: Harness;
let proxy: RedisProxy;
let proxied: MatchStore;
let redis: Redis;

beforeAll(async () => {
  h = await startHarness();
  proxy = await startRedisProxy(redisUrl);
  // A short command timeout, as in production (3 s) but quicker to reach.
  proxied = await createRedisStore({ url: proxy.url, keyPrefix: h.prefix, commandTimeoutMs: 300 });
  await h.startBot({ store: proxied });
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await h?.close();
  await proxied?.close();
  await proxy?.close();
});

/** The decision deadline's payload as stored (read directly: claiming it would consume it). */
async function armedVersion(matchId: string): Promise<number | null> {
  const raw = await redis.hget(`${h.prefix}{${matchId}}:dlp`, 'decision');
  return raw ? (JSON.parse(raw) as { version: number }).version : null;
}

async function until<T>(f: () => Promise<T | null>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const cases: Array<[string, { kind: 'delay'; ms: number } | { kind: 'drop' }]> = [
  ['the reply is delayed past the command timeout (item 1)', { kind: 'delay', ms: 1_200 }],
  ['the connection drops after the commit (item 2)', { kind: 'drop' }],
];

describe('a commit whose outcome is unknown', () => {
  it.each(cases)('%s: applied once, board published, timer armed, no "nothing changed"', { timeout: 60_000 }, async (_name, fault) => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const before = await d.load();
    expect(await until(async () => ((await armedVersion(game.matchId)) === before.snap.version ? true : null))).toBe(true);
    proxy.arm({ ...fault, markers: COMMIT_MARKERS } as Fault);
    // One decision through the acting user's private panel, as a person would click it.
    expect(await d.step()).toBe(true);
    await proxy.fired();
    const after = await d.load();
    expect(after.snap.version).toBe(before.snap.version + 1);
    expect((await d.service.log(game.matchId)).length).toBe(after.snap.version);
    await d.waitBoard(after.snap.version);
    expect(await until(async () => ((await armedVersion(game.matchId)) === after.snap.version ? true : null))).toBe(true);
    const said = [IDS.somchai, IDS.alice].flatMap((u) => h.emu.visibleMessages(u, game.thread).map((m) => String(m.content)));
    for (const text of said) expect(text).not.toMatch(/nothing was changed|ไม่มีอะไรถูกเปลี่ยน|not certain|ยืนยันไม่ได้/);
  });
});
