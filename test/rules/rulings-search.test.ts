import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRuleCommand } from '../../src/rules/discord/handlers.js';
import { getRuleSearch } from '../../src/rules/index.js';
import { MemoryRulingsStore } from '../../src/rules/rulings/memory.js';
import { RedisRulingsStore } from '../../src/rules/rulings/redis.js';
import { rulingSituations } from '../../src/rules/rulings/situations.js';
import type { RulingsStore } from '../../src/rules/rulings/types.js';

const prefix = `sanam-test-rules-${randomBytes(6).toString('hex')}:`;
let redis: Redis;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 2 });
});
afterAll(async () => {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
});

const stores: [string, () => RulingsStore][] = [
  ['memory', () => new MemoryRulingsStore()],
  ['redis', () => new RedisRulingsStore(redis, prefix)],
];
const search = getRuleSearch();
// Words the rulebook does not use: only the ruling can connect them to 606.5.6.
const QUESTION = 'Shadow Ninja ใช้ม่านควันแล้วยังโดนเลือกให้ตีได้อยู่มั้ย';
const ASKED_AGAIN = 'ม่านควัน shadow ninja โดนตีไหม';
const titleOf = (r: Awaited<ReturnType<typeof handleRuleCommand>>) => r.embeds[0]!.title;

describe.each(stores)('community rulings join the situation layer (%s)', (_name, make) => {
  it('606.5.6: a server\'s answered question sends the next asker to the section it rests on, in that server only', async () => {
    const store = make();
    const g = `g${randomBytes(4).toString('hex')}`;
    const other = `g${randomBytes(4).toString('hex')}`;
    const before = await handleRuleCommand({ query: ASKED_AGAIN, rulings: { store, guildId: g } }, search);
    expect(titleOf(before)).not.toContain('Hide');
    await store.add(g, { question: QUESTION, answer: 'ไม่ได้ Hide เลือกเป็นเป้าโจมตีไม่ได้', sections: ['606.5.6'], cards: ['Shadow Ninja'] }, 'judge', 1000);
    const after = await handleRuleCommand({ query: ASKED_AGAIN, rulings: { store, guildId: g } }, search);
    expect(titleOf(after)).toBe('606.5.6 Hide');
    // The quote is still the rulebook's; the ruling is shown under it.
    expect(after.embeds[0]!.description).toContain('Hide เป็น Continuous Ability');
    expect(after.embeds[0]!.fields?.some((f) => f.name.includes('Shadow Ninja'))).toBe(true);
    const elsewhere = await handleRuleCommand({ query: ASKED_AGAIN, rulings: { store, guildId: other } }, search);
    expect(titleOf(elsewhere)).not.toBe('606.5.6 Hide');
  });

  it('a retired ruling stops steering the search', async () => {
    const store = make();
    const g = `g${randomBytes(4).toString('hex')}`;
    const r = await store.add(g, { question: QUESTION, answer: 'ไม่ได้', sections: ['606.5.6'], cards: [] }, 'judge', 1000);
    expect(titleOf(await handleRuleCommand({ query: ASKED_AGAIN, rulings: { store, guildId: g } }, search))).toBe('606.5.6 Hide');
    await store.retire(g, r.id, 'judge', 2000, 'wrong');
    expect(titleOf(await handleRuleCommand({ query: ASKED_AGAIN, rulings: { store, guildId: g } }, search))).not.toBe('606.5.6 Hide');
  });
});

describe('ruling situation index cache', () => {
  it('is rebuilt when a server\'s rulings change and reused while they do not', async () => {
    const store = new MemoryRulingsStore();
    await store.add('g1', { question: QUESTION, answer: 'x', sections: ['606.5.6'], cards: [] }, 'judge', 1);
    const a = rulingSituations(search, 'g1', await store.list('g1'));
    expect(rulingSituations(search, 'g1', await store.list('g1'))).toBe(a);
    await store.edit('g1', 1, { question: QUESTION, answer: 'y', sections: ['606.5.6', 'nope'], cards: [] }, 'judge', 2, 1);
    const b = rulingSituations(search, 'g1', await store.list('g1'));
    expect(b).not.toBe(a);
    expect(b.items).toEqual([{ text: QUESTION, to: ['606.5.6'] }]);
  });
});
