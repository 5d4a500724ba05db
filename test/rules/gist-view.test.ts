import { describe, expect, it } from 'vitest';
import { GISTS } from '../../src/rules/data/gists.js';
import { handleRuleCommand } from '../../src/rules/discord/handlers.js';
import { LIMITS, embedLength, pagesOf, renderEntry } from '../../src/rules/discord/view.js';
import { getRuleSearch } from '../../src/rules/index.js';
import type { Ruling } from '../../src/rules/rulings/types.js';

const search = getRuleSearch();
const book = search.book;
const long = (n: number): Ruling => ({
  guildId: 'g', id: n, status: 'active', authorId: '1', createdAt: 0, updatedAt: 0, version: 1,
  question: 'ถาม'.repeat(200), answer: 'ตอบ'.repeat(600), sections: [], cards: [],
});

describe('/rule shows the English gist under the Thai quote', () => {
  it('on every page of every entry, in both languages, labelled as a translation aid, within Discord\'s limits', () => {
    for (const e of book.list) {
      const pages = pagesOf(book, e).length;
      for (const lang of ['th', 'en'] as const) {
        for (let page = 0; page < pages; page++) {
          const v = renderEntry(book, e, { lang, visibility: 'e', page });
          const embed = v.embeds[0]!;
          const gist = embed.fields?.[0];
          expect(gist?.name, e.id).toMatch(lang === 'th' ? /ไม่ใช่ตัวกฎ/ : /not the rule/);
          expect(gist!.value.replace(/\\/g, '')).toBe(GISTS[e.id]);
          expect(embedLength(embed)).toBeLessThanOrEqual(LIMITS.total);
          for (const f of embed.fields!) expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
          // The quote is still the rule's own words: the gist is never in the description.
          expect(embed.description!.includes(GISTS[e.id]!)).toBe(false);
        }
      }
    }
  });

  it('keeps the gist first when long community rulings compete for the same embed (the longest first pages)', () => {
    const longest = [...book.list].sort((a, b) => pagesOf(book, b)[0]!.length - pagesOf(book, a)[0]!.length).slice(0, 4);
    for (const e of longest) {
      const embed = renderEntry(book, e, { lang: 'th', visibility: 'e', rulings: [long(1), long(2), long(3), long(4)] }).embeds[0]!;
      expect(embed.fields![0]!.value.replace(/\\/g, '')).toBe(GISTS[e.id]);
      expect(embed.fields!.length).toBeGreaterThan(1);
      expect(embedLength(embed)).toBeLessThanOrEqual(LIMITS.total);
    }
  });

  it('606.5.3: an English question answers with the Thai quote and the gist below it', async () => {
    const r = await handleRuleCommand({ query: 'can a ground unit block a flyer', locale: 'en-US' });
    const embed = r.embeds[0]!;
    expect(embed.title).toBe('606.5.3 Airborne');
    expect(embed.description).toContain('Airborne เป็น Continuous Ability');
    expect(embed.fields![0]!.value).toContain('Airborne');
  });
});
