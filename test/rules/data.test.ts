import { describe, expect, it } from 'vitest';
import { GISTS } from '../../src/rules/data/gists.js';
import { CONCEPTS } from '../../src/rules/data/concepts.js';
import { GLOSSARY } from '../../src/rules/data/glossary.js';
import { SITUATIONS } from '../../src/rules/data/situations.js';
import { getRuleSearch } from '../../src/rules/index.js';
import { ALIAS_GROUPS } from '../../src/rules/search/aliases.js';
import { meaningTokens } from '../../src/rules/search/meanings.js';
import { normalizeText } from '../../src/rules/search/normalize.js';
import { EVAL_SET } from './eval-set.js';

const search = getRuleSearch();
const book = search.book;

describe('English gists (translation aids, ours)', () => {
  it('every Fadalgia section, guide entry, Spirit Duel paragraph and Nihil block has one, and no gist names an unknown id', () => {
    for (const e of book.list) expect(GISTS[e.id], e.id).toBeTruthy();
    for (const id of Object.keys(GISTS)) expect(book.entries.has(id), id).toBe(true);
  });

  it('are short English, not a second copy of the Thai rule', () => {
    for (const [id, g] of Object.entries(GISTS)) {
      expect(g.length, id).toBeLessThanOrEqual(240);
      expect(/[\u0E00-\u0E7F]/.test(g), id).toBe(false);
    }
  });

  it('606.5.3 Airborne: an English question finds the Thai section through its gist', () => {
    expect(search.search('can a flying unit be blocked by a ground unit').hits.slice(0, 3).map((h) => h.entry.id)).toContain('606.5.3');
  });
});

describe('glossary of variants', () => {
  it('no spelling belongs to two terms (that would merge two ideas into one)', () => {
    const owner = new Map<string, string>();
    for (const t of GLOSSARY) {
      for (const f of new Set([t.term, ...t.variants].map(normalizeText))) {
        expect(owner.get(f), `${f} in ${t.term} and ${owner.get(f)}`).toBeUndefined();
        owner.set(f, t.term);
      }
    }
  });

  it('adds English plurals of Latin names ("reinforces", "blockers") but not of Thai forms', () => {
    const reinforce = ALIAS_GROUPS.find((g) => g[0] === 'reinforce')!;
    expect(reinforce).toContain('reinforces');
    expect(ALIAS_GROUPS.find((g) => g[0] === 'block')).toContain('blockers');
    expect(reinforce.filter((f) => /[\u0E00-\u0E7F]s$/.test(f))).toEqual([]);
  });

  it('every variant of a keyword the rulebook defines finds that keyword first (606.5.x, 607.x, zones, Nihil)', () => {
    for (const t of GLOSSARY) {
      const defined = search.glossary.targets.get(normalizeText(t.term)) ?? [];
      if (defined.length === 0) continue;
      for (const v of t.variants) {
        const first = search.search(v).hits[0]?.entry.id;
        expect(defined, `${v} → ${first}`).toContain(first);
      }
    }
  });

  it('606.5.1 High Speed, 606.5.2 Lock Up: Thai-script spellings with tone and final-consonant variants', () => {
    for (const v of ['ไฮสปีด', 'ไฮสปีต', 'hi speed', 'highspeeds']) expect(search.search(v).hits[0]!.entry.id, v).toBe('606.5.1');
    for (const v of ['ล็อคอัพ', 'ล๊อคอัพ', 'ล็อกอัป', 'lockup']) expect(search.search(v).hits[0]!.entry.id, v).toBe('606.5.2');
  });
});

describe('situation layer', () => {
  it('every situation points to existing entries and has at least one question', () => {
    for (const s of SITUATIONS) {
      expect(s.q.length).toBeGreaterThan(0);
      for (const id of s.to) expect(book.entries.has(id), id).toBe(true);
    }
  });

  it('no evaluation question is asked twice (a repeat would count twice and could sit on both sides of the split)', () => {
    const qs = EVAL_SET.map((e) => normalizeText(e.q));
    expect(qs.filter((q, i) => qs.indexOf(q) !== i)).toEqual([]);
  });

  it('no evaluation question appears verbatim in the situation data (the two sets are worded apart)', () => {
    const mine = new Set(SITUATIONS.flatMap((s) => s.q.map(normalizeText)));
    const copied = EVAL_SET.filter((e) => mine.has(normalizeText(e.q))).map((e) => e.q);
    expect(copied).toEqual([]);
  });

  it('609.10: a situation in players\' words ranks the deciding section, and /rule still quotes it verbatim', () => {
    const hit = search.search('blocker removed mid combat').hits[0]!;
    expect(hit.entry.id).toBe('609.10');
    expect(hit.entry.text.startsWith('ถ้า Unit ทีต่อสู้')).toBe(true);
  });
});

describe('meaning links (data/concepts.ts)', () => {
  it('every concept is named once and is grounded in the rulebooks: one of its forms occurs in some entry or gist', () => {
    const names = CONCEPTS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const texts = book.list.map((e) => `${normalizeText(`${e.title}\n${e.text}`)}\n${normalizeText(GISTS[e.id] ?? '')}`);
    for (const c of CONCEPTS) expect(texts.some((t) => meaningTokens(t).includes(`≈${c.name}`)), c.name).toBe(true);
  });

  it('610.4: a player\'s "ออกจากสนาม" and the rule\'s "ย้ายไปโซนอื่น" carry the same concept; Latin forms match whole words only', () => {
    expect(meaningTokens(normalizeText('summon unit ออกจากสนามแล้วเป็นไง'))).toContain('≈move-zone');
    expect(meaningTokens(normalizeText(book.entries.get('610.4')!.text))).toContain('≈move-zone');
    expect(meaningTokens('passage')).not.toContain('≈pass');
    expect(meaningTokens('both players pass')).toContain('≈pass');
  });
});
