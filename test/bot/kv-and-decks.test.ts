import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { DeckRepository } from '../../src/bot/repo/decks.js';
import { normalizeDeckText } from '../../src/bot/handlers/deck-commands.js';
import { StoreUnavailableError } from '../../src/store/types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: KeyValueRepo[] = [];

const impls: Array<[string, () => KeyValueRepo]> = [
  ['memory', () => createMemoryKv()],
  ['embedded', () => { const kv = createEmbeddedKv(mkdtempSync(join(tmpdir(), 'sanam-kv-'))); opened.push(kv); return kv; }],
  ['redis', () => { const kv = createRedisKv({ url: redisUrl, prefix: `sanam:test:bot:${randomBytes(6).toString('hex')}:` }); opened.push(kv); return kv; }],
];

afterAll(async () => { await Promise.all(opened.map((k) => k.close())); });

describe.each(impls)('bot repository (%s)', (_name, make) => {
  it('take hands a record to exactly one caller', async () => {
    const kv = make();
    await kv.set('challenge:x', 'v', 60_000);
    const got = await Promise.all([kv.take('challenge:x'), kv.take('challenge:x'), kv.take('challenge:x')]);
    expect(got.filter((g) => g === 'v')).toHaveLength(1);
  });

  it('setIfAbsent claims once', async () => {
    const kv = make();
    const r = await Promise.all([kv.setIfAbsent('once', 'a', 60_000), kv.setIfAbsent('once', 'b', 60_000)]);
    expect(r.sort()).toEqual([false, true]);
  });

  it('decks are per user and game; names are case-insensitive; precons are shared', async () => {
    const repo = new DeckRepository(make(), realEngine);
    await repo.save('u1', { name: 'Fire Rush', game: 'fadalgia', text: '60 X', deck: { cards: [] }, cardCount: 60, savedAt: 1 });
    expect((await repo.get('u1', 'fadalgia', 'fire rush'))?.name).toBe('Fire Rush');
    expect(await repo.get('u2', 'fadalgia', 'Fire Rush')).toBeNull();
    expect((await repo.list('u1', 'fadalgia')).map((d) => d.name)).toEqual(['Fire Rush']);
    expect((await repo.resolve('u2', 'fadalgia', 'precon:starter-flame', 'en'))?.source).toBe('precon');
    expect(await repo.delete('u1', 'fadalgia', 'FIRE RUSH')).toBe(true);
    expect(await repo.list('u1', 'fadalgia')).toEqual([]);
  });
});

describe('embedded bot repository', () => {
  it('keeps cells and hashes across a close and reopen of its directory; TTLs still apply', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanam-kv-'));
    const a = createEmbeddedKv(dir);
    await a.set('keep', 'v1');
    await a.set('short', 'v2', 150);
    await a.hset('deck:u1:fadalgia', 'fire', '{"name":"Fire"}');
    await a.hset('deck:u1:fadalgia', 'tide', '{"name":"Tide"}');
    await a.close();
    await expect(a.get('keep')).rejects.toBeInstanceOf(StoreUnavailableError);
    const b = createEmbeddedKv(dir);
    opened.push(b);
    expect(await b.get('keep')).toBe('v1');
    expect(await b.hgetall('deck:u1:fadalgia')).toEqual({ fire: '{"name":"Fire"}', tide: '{"name":"Tide"}' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await b.get('short')).toBeNull();
    await b.del('deck:u1:fadalgia');
    expect(await b.hgetall('deck:u1:fadalgia')).toEqual({});
  });
});

describe('bot repository failure', () => {
  it('an unreachable Redis surfaces as StoreUnavailableError (the router turns it into "try again")', async () => {
    const kv = createRedisKv({ url: 'redis://127.0.0.1:1', prefix: 'x:' });
    opened.push(kv);
    await expect(kv.get('a')).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe('deck list normalization', () => {
  it('splits a one-line paste (Discord flattens newlines in options)', () => {
    expect(normalizeDeckText('4 Flame Dragon 3x Water Sprite 2 Gate')).toBe('4 Flame Dragon\n3x Water Sprite\n2 Gate');
    expect(normalizeDeckText('4 Flame Dragon, 3 Water Sprite')).toBe('4 Flame Dragon\n3 Water Sprite');
    expect(normalizeDeckText('4 A\n3 B')).toBe('4 A\n3 B');
  });
});
