/**
 * Issue 16 item 9: every key a match writes expires with it. A match is challenged, played a little and
 * conceded through the bot; then every key left under the run's prefix must carry a TTL no longer than the
 * archive TTL, and no index may still name the match. The thread → match link is one of those keys.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { RedisStore } from '../../src/store/redis-store.js';
import { IDS, redisUrl, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';

const ARCHIVE_MS = 90 * 86_400_000;
let h: Harness;
let redis: Redis;

beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await h?.close();
});

async function keysUnder(prefix: string): Promise<string[]> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    out.push(...keys);
  } while (cursor !== '0');
  return out.sort();
}

describe('keys a finished match leaves', () => {
  it('all expire within the archive TTL, the thread link among them, and no index names the match', { timeout: 60_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    await d.step();
    const ask = await (await h.emu.slash(IDS.alice, game.thread, 'match concede')).settled();
    const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
    await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    expect((await d.load()).snap.status).toBe('finished');
    // The store folds the finished match into its archive after the finishing commit has answered.
    await (h.store as RedisStore).settled();
    // /match in the thread still finds the finished match (the link lives as long as the archive).
    expect(await h.store.findLink(`thread:${game.thread}`)).toBe(game.matchId);

    // A user's deck summaries (written when their decks are listed) and play settings (set-up answers remembered
    // as they play, match/autopass/setup-answers.ts) belong to the user, not to the match.
    const mine = [`${h.prefix}bot:decks:`, `${h.prefix}bot:play-settings:`];
    const keys = (await keysUnder(h.prefix)).filter((k) => !mine.some((p) => k.startsWith(p)));
    expect(keys).toContain(`${h.prefix}link:thread:${game.thread}`);
    // A finished match is folded into its snapshot key (state, setup and log archived in it).
    expect(keys.filter((k) => k.includes(`{${game.matchId}}`))).toEqual([`${h.prefix}{${game.matchId}}:snap`]);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect({ key, expires: ttl > 0 && ttl <= ARCHIVE_MS }).toEqual({ key, expires: true });
      const type = await redis.type(key);
      if (type === 'zset') expect(await redis.zscore(key, game.matchId)).toBeNull();
      if (type === 'hash' && !key.includes(`{${game.matchId}}`)) expect(await redis.hexists(key, game.matchId)).toBe(0);
    }
  });
});
