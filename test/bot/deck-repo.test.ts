/** The deck repository's summaries on the real Redis: legacy decks get summaries once; huge records are skipped. */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisKv } from '../../src/store/kv.js';
import { DeckRepository } from '../../src/bot/repo/decks.js';
import { redisUrl } from './support/harness.js';

const kv = createRedisKv({ url: redisUrl, prefix: `sanam:test:bot:${randomBytes(6).toString('hex')}:` });
afterAll(async () => { await kv.close(); });

describe('deck summaries', () => {
  it('decks saved before summaries are listed (with their legal formats); an absurd record is left out; the cap counts them', async () => {
    const flame = realEngine.precons().find((p) => p.id === 'starter-flame')!.deck as { main: string[]; life: string[] };
    const legacy = { name: 'Old Flame', game: 'fadalgia', text: '…', deck: flame, cardCount: 30, savedAt: 5 };
    await kv.hset('deck:u1:fadalgia', 'old flame', JSON.stringify(legacy));
    const huge = { ...legacy, name: 'Huge', deck: { main: Array(231_240).fill('SNM-S01-001'), life: [] }, cardCount: 231_240 };
    await kv.hset('deck:u1:fadalgia', 'huge', JSON.stringify(huge));
    const repo = new DeckRepository(kv, realEngine, 2);
    expect(await repo.list('u1', 'fadalgia')).toEqual([{ name: 'Old Flame', cardCount: 30, savedAt: 5, formats: ['starter-c'] }]);
    expect(await repo.list('u1', 'fadalgia', 'standard')).toEqual([]);
    expect(await repo.save('u1', { name: 'New', game: 'fadalgia', text: '', deck: flame, cardCount: 30, savedAt: 6 })).toBe('saved');
    expect(await repo.save('u1', { name: 'Third', game: 'fadalgia', text: '', deck: flame, cardCount: 30, savedAt: 7 })).toBe('full');
    expect((await repo.list('u1', 'fadalgia')).map((d) => d.name)).toEqual(['New', 'Old Flame']);
    // A user with no decks: listing is empty and stays cheap.
    expect(await repo.list('u2', 'fadalgia')).toEqual([]);
    expect(await repo.count('u2', 'fadalgia')).toBe(0);
  });
});
