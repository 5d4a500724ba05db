/**
 * The league repository's compare-and-set on the bot's key-value store, on the real Redis and on the
 * embedded store: concurrent changes (two players reporting at once, many joins) are all kept, none lost
 * or applied twice; a refusal writes nothing; a crash between the revision write and the head hint is
 * harmless.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { LeagueRepo } from '../../src/league/repo.js';
import { join, report, start } from '../../src/league/ops.js';
import { league, uid } from './fixtures.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = createRedisKv({ url: redisUrl, prefix: `sanam:test:bot:${randomBytes(6).toString('hex')}:` });
afterAll(async () => { await redis.close(); });

describe.each<[string, () => KeyValueRepo]>([['redis', () => redis], ['memory', () => createMemoryKv()]])('league repository on %s', (_name, kvOf) => {
  it('keeps every one of many concurrent joins', async () => {
    const repo = new LeagueRepo(kvOf());
    const l = { ...league(0), id: `j${randomBytes(4).toString('hex')}` };
    expect(await repo.create(l)).toBe(true);
    expect(await repo.create(l)).toBe(false);
    await Promise.all(Array.from({ length: 12 }, (_, i) => repo.update(l.id, (x) => join(x, { id: uid(i + 1), name: `P${i}`, deckRef: 'x', deck: null }, i))));
    const after = (await repo.load(l.id))!;
    expect(after.league.players.map((p) => p.id).sort()).toEqual(Array.from({ length: 12 }, (_, i) => uid(i + 1)).sort());
    expect(after.rev).toBe(13);
  });

  it('two players reporting at the same moment: both reports count and the result is confirmed once', async () => {
    const repo = new LeagueRepo(kvOf());
    const base = start(league(2), uid(0), 0);
    if (!base.ok) throw new Error(base.code);
    const l = { ...base.league, id: `r${randomBytes(4).toString('hex')}` };
    await repo.create(l);
    const m = l.roundList[0]!.matches[0]!;
    const [ra, rb] = await Promise.all([
      repo.update(l.id, (x) => report(x, m.a, { a: 2, b: 0, d: 0 }, 1)),
      repo.update(l.id, (x) => report(x, m.b!, { a: 0, b: 2, d: 0 }, 1)),
    ]);
    expect([ra.ok && ra.info, rb.ok && rb.info].sort()).toEqual(['confirmed', 'waiting']);
    const after = (await repo.load(l.id))!.league;
    expect(after.roundList[0]!.matches[0]!.result).toMatchObject({ a: 2, b: 0, by: 'report' });
    expect(after.audit.filter((a) => a.action === 'report')).toHaveLength(2);
  });

  it('a refusal writes nothing; a lagging head hint is walked past', async () => {
    const kv = kvOf();
    const repo = new LeagueRepo(kv);
    const l = { ...league(1), id: `h${randomBytes(4).toString('hex')}` };
    await repo.create(l);
    const res = await repo.update(l.id, (x) => join(x, { id: uid(1), name: 'again', deckRef: 'x', deck: null }, 1));
    expect(res).toEqual({ ok: false, code: 'already-joined' });
    expect((await repo.load(l.id))!.rev).toBe(1);
    await repo.update(l.id, (x) => join(x, { id: uid(2), name: 'two', deckRef: 'x', deck: null }, 2));
    // As if the writer died before moving the hint.
    await kv.set(`league:${l.id}:head`, '1');
    const loaded = (await repo.load(l.id))!;
    expect(loaded.rev).toBe(2);
    expect(loaded.league.players).toHaveLength(2);
    expect(await repo.load('nope')).toBeNull();
  });
});
