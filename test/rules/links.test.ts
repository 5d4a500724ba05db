/** Issue 33: the section links we wrote (src/rules/data/links.ts) name real sections and work both ways. */
import { describe, expect, it } from 'vitest';
import { GUIDE_LINKS, KEYWORD_LINKS } from '../../src/rules/data/links.js';
import { getRuleSearch } from '../../src/rules/index.js';

const search = getRuleSearch();

describe('section links (guide ↔ comprehensive, keyword ↔ the rules it changes)', () => {
  it('every linked id exists, guide links join a basic-guide paragraph to comprehensive sections', () => {
    for (const [from, tos] of Object.entries(GUIDE_LINKS)) {
      expect(search.book.entries.get(from)?.doc, from).toBe('fadalgia-basic');
      for (const to of tos) expect(search.book.entries.get(to)?.doc, `${from} → ${to}`).toBe('fadalgia-comprehensive');
    }
    for (const [from, tos] of Object.entries(KEYWORD_LINKS)) {
      expect(search.book.entries.has(from), from).toBe(true);
      for (const to of tos) expect(search.book.entries.has(to), `${from} → ${to}`).toBe(true);
    }
  });

  it('503.5.3 (damage cleared at end of turn) and the guide\'s End Step are partners both ways', () => {
    expect(search.partners('fb:turn.end')).toContain('503.5.3');
    expect(search.partners('503.5.3')).toContain('fb:turn.end');
  });

  it('606.5.2 Lock Up: a question about attacking a unit in AT mode also finds the general rule 609.3.1', () => {
    const ids = search.search('lock up ตีตัวที่ตั้งอยู่', { limit: 5 }).hits.map((h) => h.entry.id);
    expect(ids).toContain('606.5.2');
    expect(ids).toContain('609.3.1');
  });
});
