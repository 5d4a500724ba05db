/**
 * Server card sets in the key-value repository (src/cards/repo.ts), on the in-process store and on the real
 * Redis: import whole or not at all, versions by content hash, the name index, replace and remove.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createMemoryKv, type KeyValueRepo } from '../../src/store/kv.js';
import { importSetFile, OFF_THREAD_BYTES } from '../../src/cards/import.js';
import { CardSetRepository } from '../../src/cards/repo.js';
import { openRedis } from '../bot/support/harness.js';
import { communitySet } from './support/community-set.js';

const text = { th: 'ทดสอบ', en: 'test' };
const unit = (code: string, n: string, at = 3) => ({ id: `${code}-${n}`, name: { th: `นักรบ ${code} ${n}`, en: `Warrior ${code} ${n}` }, type: 'unit', subtypes: ['Warrior'], element: 'fire', cost: 2, mana: 1, at, df: 2, text });
const file = (code: string, cards: unknown[], version = '1') => stringify({ game: 'fadalgia', set: code, name: { th: `ชุด ${code}`, en: `Set ${code}` }, version, cards });

const redis = await openRedis('cardsets');
afterAll(() => Promise.all([redis.kv.close(), redis.store.close()]));

for (const [label, kv] of [['memory', createMemoryKv()], ['redis', redis.kv]] as Array<[string, KeyValueRepo]>) {
  describe(`card set repository (${label})`, () => {
    const repo = new CardSetRepository(kv);
    const g = `guild-${label}`;

    it('saves a valid set, lists it, finds its names in Thai and English, and gives its definitions back', async () => {
      const r = await importSetFile(repo, g, 'a.yaml', file('AAA', [unit('AAA', '001'), unit('AAA', '002')]), 'u1', 1000);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.record).toMatchObject({ game: 'fadalgia', code: 'AAA', count: 2, version: '1', importedBy: 'u1', format: 'yaml', hash: r.set.hash });
      expect((await repo.list(g)).map((s) => s.code)).toEqual(['AAA']);
      expect((await repo.names(g, 'fadalgia')).map((n) => n.name.th)).toEqual(['นักรบ AAA 001', 'นักรบ AAA 002']);
      expect((await repo.definitions(g, 'fadalgia')).map((d) => (d as { id: string }).id)).toEqual(['AAA-001', 'AAA-002']);
      expect(await repo.list('another-guild')).toEqual([]);
    });

    it('an invalid file changes nothing (whole-file validation)', async () => {
      const before = await repo.list(g);
      const r = await importSetFile(repo, g, 'a.yaml', file('AAA', [unit('AAA', '001', 9), { ...unit('AAA', '003'), cost: 'x' }], '2'), 'u1', 2000);
      expect(r.ok).toBe(false);
      expect(await repo.list(g)).toEqual(before);
      expect((await repo.definitions(g, 'fadalgia')).map((d) => (d as { at: number }).at)).toEqual([3, 3]);
    });

    it('a new version replaces the old one by hash; the same content again is unchanged', async () => {
      const v1 = (await repo.record(g, 'fadalgia', 'AAA'))!;
      const r = await importSetFile(repo, g, 'a.yaml', file('AAA', [unit('AAA', '001', 5)], '2'), 'u2', 3000);
      expect(r.ok && r.outcome).toMatchObject({ saved: true, unchanged: false, previous: { hash: v1.hash } });
      const v2 = (await repo.record(g, 'fadalgia', 'AAA'))!;
      expect(v2.hash).not.toBe(v1.hash);
      expect(await kv.get(`cardset:${g}:${v1.hash}`)).toBeNull();
      expect((await repo.definitions(g, 'fadalgia')).map((d) => (d as { at: number }).at)).toEqual([5]);
      const again = await importSetFile(repo, g, 'a.yaml', file('AAA', [unit('AAA', '001', 5)], '2'), 'u2', 4000);
      expect(again.ok && again.outcome).toMatchObject({ saved: true, unchanged: true });
    });

    it("a card id of another set of the server is refused; the set's own ids are not", async () => {
      await importSetFile(repo, g, 'b.yaml', file('BBB', [unit('BBB', '001')]), 'u1', 5000);
      // A set's code is the start of its ids, so only a hand-made clash can collide: the repository checks anyway.
      const ids = await repo.ids(g, 'fadalgia', 'AAA');
      expect([...ids]).toEqual(['BBB-001']);
    });

    it("a card named like a card of another set of the server is refused, naming both; a new version of the set may keep its own names", async () => {
      const clash = { ...unit('CCC', '001'), name: { th: 'ชื่อใหม่', en: 'warrior bbb-001' } };
      const r = await importSetFile(repo, g, 'c.yaml', file('CCC', [clash]), 'u1', 5100);
      expect(!r.ok && r.errors[0]).toMatchObject({ card: 'CCC-001', field: 'name.en', line: expect.any(Number), message: { en: expect.stringMatching(/card BBB-001 of this server's set BBB/) } });
      expect(!r.ok && r.errors[0]!.message.th).toMatch(/BBB-001/);
      expect(await repo.record(g, 'fadalgia', 'CCC')).toBeNull();
      const again = await importSetFile(repo, g, 'b.yaml', file('BBB', [unit('BBB', '001', 4)], '2'), 'u1', 5200);
      expect(again.ok).toBe(true);
    });

    it("a token's name reserves nothing: a card of another set, or another set's token, may carry it; two cards still may not", async () => {
      const wolf = { th: 'หมาป่าวิญญาณ', en: 'Spirit Wolf' };
      const token = (code: string) => ({ ...unit(code, 'T01'), name: wolf, token: 'summon', cost: 0, mana: 0 });
      const a = await importSetFile(repo, g, 't.yaml', file('TKA', [token('TKA')]), 'u1', 5300);
      expect(a.ok, JSON.stringify(a)).toBe(true);
      expect((await repo.names(g, 'fadalgia')).find((n) => n.id === 'TKA-T01')).toMatchObject({ token: true, name: wolf });
      // A card named like another set's token: deck lists never find tokens, so the name is the card's.
      const b = await importSetFile(repo, g, 'u.yaml', file('TKB', [{ ...unit('TKB', '001'), name: wolf }]), 'u1', 5400);
      expect(b.ok, JSON.stringify(b)).toBe(true);
      expect((await repo.names(g, 'fadalgia')).find((n) => n.id === 'TKB-001')).toMatchObject({ token: false });
      // Another set's token of the same name: tokens are summoned by id.
      const c = await importSetFile(repo, g, 'v.yaml', file('TKC', [token('TKC')]), 'u1', 5500);
      expect(c.ok, JSON.stringify(c)).toBe(true);
      // But a second deck card of that name is refused, naming the card (not a token).
      const d = await importSetFile(repo, g, 'w.yaml', file('TKD', [{ ...unit('TKD', '001'), name: wolf }]), 'u1', 5600);
      expect(!d.ok && d.errors[0]).toMatchObject({ card: 'TKD-001', message: { en: expect.stringMatching(/card TKB-001 of this server's set TKB/) } });
      for (const code of ['TKA', 'TKB', 'TKC']) await repo.remove(g, 'fadalgia', code);
    });

    it('a 500-card YAML file is checked on the worker thread and saved whole', async () => {
      const big = stringify(communitySet(500, 'BIG'), { aliasDuplicateObjects: false });
      expect(big.length).toBeGreaterThan(OFF_THREAD_BYTES);
      const r = await importSetFile(repo, g, 'big.yaml', big, 'u1', 6000);
      expect(r.ok && r.record?.count).toBe(500);
      const bad = await importSetFile(repo, g, 'big.yaml', big.replace('cost: 1\n', 'cost: one\n'), 'u1', 7000);
      expect(!bad.ok && bad.errors[0]).toMatchObject({ field: 'cost', line: expect.any(Number) });
      expect((await repo.record(g, 'fadalgia', 'BIG'))?.hash).toBe(r.ok ? r.set.hash : '');
      await repo.remove(g, 'fadalgia', 'BIG');
    }, 180_000);

    it('remove deletes the record, the names and the content', async () => {
      const rec = await repo.remove(g, 'fadalgia', 'BBB');
      expect(rec?.code).toBe('BBB');
      expect(await repo.record(g, 'fadalgia', 'BBB')).toBeNull();
      expect((await repo.names(g, 'fadalgia')).map((n) => n.code)).toEqual(['AAA']);
      expect(await kv.get(`cardset:${g}:${rec!.hash}`)).toBeNull();
      expect(await repo.remove(g, 'fadalgia', 'BBB')).toBeNull();
    });
  });
}
