/**
 * The publish guard of issue 27 ("boards only move forward") on each store: KeyValueRepo.raiseTo is one atomic
 * compare-and-raise, so of several callers claiming one version exactly one wins and an older version never
 * replaces a newer one; PublishedVersions builds the board/panel/end claims on it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { PublishedVersions } from '../../src/bot/published.js';
import { redisUrl } from './support/harness.js';

const opened: KeyValueRepo[] = [];
afterAll(async () => { await Promise.all(opened.map((k) => k.close())); });

const impls: Array<[string, (now?: () => number) => KeyValueRepo]> = [
  ['memory', (now) => createMemoryKv(now)],
  ['embedded', (now) => { const kv = createEmbeddedKv(mkdtempSync(join(tmpdir(), 'sanam-published-')), now); opened.push(kv); return kv; }],
  ['redis', () => { const kv = createRedisKv({ url: redisUrl, prefix: `sanam:test:published:${randomBytes(6).toString('hex')}:` }); opened.push(kv); return kv; }],
];

describe.each(impls)('publish guard (%s)', (_name, make) => {
  it('raiseTo returns what the cell held and never lowers it', async () => {
    const kv = make();
    expect(await kv.raiseTo('v', 16)).toBeNull();
    expect(await kv.raiseTo('v', 17)).toBe(16);
    expect(await kv.raiseTo('v', 16)).toBe(17); // the older version changes nothing
    expect(await kv.get('v')).toBe('17');
    await kv.set('junk', 'not a number');
    expect(await kv.raiseTo('junk', 3)).toBeNull();
    expect(await kv.get('junk')).toBe('3');
  });

  it('of twelve callers raising to one version at once exactly one sees it as new; mixed versions end at the largest', async () => {
    const kv = make();
    const same = await Promise.all(Array.from({ length: 12 }, () => kv.raiseTo('same', 5)));
    expect(same.filter((p) => p === null)).toHaveLength(1);
    expect(same.filter((p) => p === 5)).toHaveLength(11);
    const versions = [9, 3, 12, 7, 11, 4, 10, 8];
    const prevs = await Promise.all(versions.map((v) => kv.raiseTo('mixed', v)));
    expect(await kv.get('mixed')).toBe('12');
    // Serial order exists: every caller's "previous" is a value some other caller raised to (or empty), and only one saw empty.
    expect(prevs.filter((p) => p === null)).toHaveLength(1);
    for (const p of prevs) if (p !== null) expect(versions).toContain(p);
  });

  it('a claim goes ahead only for a newer version; a re-edit may claim the same one; messages are kept apart', async () => {
    const pub = new PublishedVersions(make());
    expect(await pub.latest('m1', 'board')).toBe(-1);
    expect(await pub.claim('m1', 'board', 17)).toBe(true);
    expect(await pub.claim('m1', 'board', 16)).toBe(false); // the process holding v16 publishes nothing
    expect(await pub.claim('m1', 'board', 17)).toBe(false); // another process already shows v17
    expect(await pub.claim('m1', 'board', 17, true)).toBe(true);
    expect(await pub.claim('m1', 'board', 16, true)).toBe(false);
    expect(await pub.latest('m1', 'board')).toBe(17);
    expect(await pub.claim('m1', 'panel:123', 16)).toBe(true);
    expect(await pub.claim('m1', 'end', 16)).toBe(true);
    expect(await pub.claim('m2', 'board', 1)).toBe(true);
  });
});

describe('publish guard TTL', () => {
  it.each(impls.slice(0, 2))('%s: a raised cell expires with its TTL and can start again', async (_name, make) => {
    let t = 1_000;
    const kv = make(() => t);
    expect(await kv.raiseTo('x', 9, 500)).toBeNull();
    t += 499;
    expect(await kv.raiseTo('x', 2, 500)).toBe(9);
    t += 2;
    expect(await kv.raiseTo('x', 2, 500)).toBeNull();
  });

  it('redis: the raise sets a TTL', async () => {
    const kv = createRedisKv({ url: redisUrl, prefix: `sanam:test:published:${randomBytes(6).toString('hex')}:` });
    opened.push(kv);
    await kv.raiseTo('x', 9, 150);
    await expect.poll(() => kv.get('x'), { timeout: 10_000, interval: 50 }).toBeNull();
  });
});

/** Runs test/store/raise-child.ts; resolves with the number of raises it won. */
function raiser(kind: string, where: string, n: number, startAt: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/store/raise-child.ts', kind, where, String(n), String(startAt)], {
    cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'], env: { PATH: process.env.PATH, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => { out += String(b); });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`raise-child exited ${code}`)))));
}

describe('publish guard across OS processes', () => {
  // Two processes raise one cell through 1..n at the same time: each version is won by exactly one of them, so
  // the wins add up to n (a read-then-write without the transaction or the script lets both win some).
  it.each([
    ['embedded', () => mkdtempSync(join(tmpdir(), 'sanam-raise-'))],
    ['redis', () => `sanam:test:raise:${randomBytes(6).toString('hex')}:`],
  ])('%s: of two processes raising the same versions, exactly one wins each', { timeout: 120_000 }, async (kind, where) => {
    const n = 300;
    const at = where();
    // Both start at one moment, after the slower of the two has loaded.
    const startAt = Date.now() + 8_000;
    const wins = await Promise.all([raiser(kind, at, n, startAt), raiser(kind, at, n, startAt)]);
    expect(wins[0]! + wins[1]!).toBe(n);
  });
});

