import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_DIR, buildRulebook } from '../../src/rules/model/build.js';
import { PINNED_IDS } from './pinned-ids.js';

const book = buildRulebook();
const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);

describe('stable entry ids (Spirit Duel, Summoner Master Nihil, the Fadalgia basic guide)', () => {
  it('every unnumbered entry has exactly the pinned id, in document order, quoting the pinned text', () => {
    const actual = book.list.filter((e) => !e.number).map((e) => [e.id, sha(e.text)] as const);
    expect(actual).toEqual(PINNED_IDS);
  });

  it('ids follow the documented scheme: sd:<section>.<paragraph>, smn:<keyword>.<block>, fb:<heading>', () => {
    for (const [id] of PINNED_IDS) expect(id).toMatch(/^(sd:[a-z]+(\.\d+)?|smn:[a-z-]+(\.\d+)?|fb:[a-z.-]+)$/);
    const sd = book.entries.get('sd:trap.2')!;
    expect(sd.parent).toBe('sd:trap');
    expect(sd.text.startsWith('Trap ที่เพิ่งตั้ง')).toBe(true);
  });

  it('every Spirit Duel paragraph and Nihil block is its own entry (nothing of the text is left out)', () => {
    const src = readFileSync(join(DEFAULT_RULES_DIR, 'spirit-duel.th.txt'), 'utf8').split('\n').map((l) => l.trim());
    const headings = new Set(book.list.filter((e) => e.doc === 'spirit-duel' && e.parent === null).map((e) => e.title));
    const paragraphs = src.slice(1).filter((l) => l !== '' && !headings.has(l));
    const sd = book.list.filter((e) => e.doc === 'spirit-duel' && e.parent !== null);
    expect(sd.map((e) => e.text.trim())).toEqual(paragraphs);
    expect(book.list.filter((e) => e.id.startsWith('smn:')).length).toBe(18);
  });
});
