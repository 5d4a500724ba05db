import { describe, expect, it } from 'vitest';
import { getRuleSearch } from '../../src/rules/index.js';
import { normalizeText } from '../../src/rules/search/normalize.js';
import { QUESTIONS } from './questions.js';

const search = getRuleSearch();
const top = (q: string, opts = {}) => search.search(q, { limit: 10, ...opts }).hits.map((h) => h.entry.id);

describe('normalisation', () => {
  it('fixes what players type: zero-width, sara am in two parts, เเ, misordered tone, Thai digits, full-width', () => {
    expect(normalizeText('ทำ\u200Bลาย')).toBe('ทำลาย');
    expect(normalizeText('ท\u0E4D\u0E32ลาย')).toBe('ทำลาย');
    expect(normalizeText('น\u0E49\u0E4D\u0E32')).toBe('น้ำ');
    expect(normalizeText('เเพ้')).toBe('แพ้');
    expect(normalizeText('ก\u0E49\u0E35')).toBe('กี้');
    expect(normalizeText('สุุสาน')).toBe('สุสาน');
    expect(normalizeText('๖๐๖.๕.๒๙')).toBe('606.5.29');
    expect(normalizeText('ＲＥＩＮＦＯＲＣＥ　６０６')).toBe('reinforce 606');
    // NFC, not NFKC: sara am stays one character.
    expect(normalizeText('ทำ')).toHaveLength(2);
  });
});

describe('section numbers', () => {
  it('606.5.3 is first and never outranked by 606.5.30–35', () => {
    const ids = top('606.5.3', { limit: 25 });
    expect(ids[0]).toBe('606.5.3');
    for (const n of ['606.5.30', '606.5.31', '606.5.35']) expect(ids.indexOf(n)).toBeGreaterThan(0);
  });

  it('finds 606.5.29 from Thai digits, with its subsections next', () => {
    expect(top('๖๐๖.๕.๒๙').slice(0, 5)).toEqual(['606.5.29', '606.5.29.1', '606.5.29.2', '606.5.29.3', '606.5.29.4']);
  });

  it('reads a number inside Thai text and a lettered case: "กฎข้อ609.7.2(b)"', () => {
    expect(top('กฎข้อ609.7.2(b)')[0]).toBe('609.7.2');
    expect(top('ข้อ ๑๐๐.๓ ว่าไง')[0]).toBe('100.3');
  });

  it('answers an unknown number with the nearest sections: 504.5.4 → 503.5.4, 606.5.99 → 606.5', () => {
    const r = search.search('504.5.4');
    expect(r.missingNumber).toBe('504.5.4');
    expect(r.hits[0]!.entry.id).toBe('503.5.4');
    expect(r.hits[0]!.kind).toBe('nearest');
    const r2 = search.search('606.5.99');
    expect(r2.missingNumber).toBe('606.5.99');
    expect(r2.hits.map((h) => h.entry.id)).toContain('606.5');
    expect(r2.hits.length).toBeGreaterThan(0);
  });

  it('finds unnumbered entries by id', () => {
    expect(top('sd:trap.2')[0]).toBe('sd:trap.2');
    expect(top('smn:vanish')[0]).toBe('smn:vanish');
  });
});

describe('keywords in English and Thai (glossary from the texts)', () => {
  const cases: [string, string][] = [
    ['Reinforce', '606.5.29'], ['reinforce คืออะไร', '606.5.29'], ['รีอินฟอร์ส', '606.5.29'], ['Airborne', '606.5.3'],
    ['แอร์บอร์น', '606.5.3'], ['Break', '407'], ['เบรค', '407'], ['เบรก', '407'], ['สุสาน', '405'], ['grave', '405'],
    ['หลุม', '405'], ['กองไลฟ์', '402'], ['life pile', '402'], ['Life Pile', '402'], ['Afterlife', '606.5.26'],
    ['after life', '606.5.26'], ['ค้นหา', '607.11'], ['search', '607.11'], ['จั่ว', '607.2'], ['sacrifice', '607.6'],
    ['สังเวย', '607.6'], ['Non Break', '606.5.16'], ['NB', '606.5.16'], ['Asura', '612.4.1'], ['vanish', 'smn:vanish'],
    ['การสะสมพลังแบบจำกัด', 'smn:fixed-charging'], ['trap', 'sd:trap'], ['UNLIMITED', '606.5.33'], ['high speed', '606.5.1'],
  ];
  for (const [q, id] of cases) it(`"${q}" → ${id}`, () => expect(top(q)[0]).toBe(id));

  it('a term both documents define lists both: สุสาน → 405 and the basic guide\'s Grave Zone', () => {
    expect(top('สุสาน').slice(0, 2)).toEqual(['405', 'fb:zone.grave']);
    expect(top('grave').slice(0, 2)).toEqual(['405', 'fb:zone.grave']);
  });

  it('filters by game', () => {
    expect(top('trap', { game: 'fadalgia' })).not.toContain('sd:trap');
    for (const id of top('โจมตี', { game: 'spirit-duel' })) expect(id.startsWith('sd:')).toBe(true);
  });
});

describe('Thai free-text questions', () => {
  const results = QUESTIONS.map(({ q, expect: want, game }) => {
    const ids = top(q, { limit: 3, ...(game ? { game } : {}) });
    return { q, want, ids, top1: want.includes(ids[0] ?? ''), top3: ids.some((id) => want.includes(id)) };
  });

  it(`has at least 40 realistic questions (${QUESTIONS.length})`, () => expect(QUESTIONS.length).toBeGreaterThanOrEqual(40));

  it('finds an expected section in the top 3 for at least 90% of the questions', () => {
    const hit3 = results.filter((r) => r.top3).length / results.length;
    const hit1 = results.filter((r) => r.top1).length / results.length;
    console.log(`rules search: top-1 ${(100 * hit1).toFixed(0)}%, top-3 ${(100 * hit3).toFixed(0)}% over ${results.length} questions`);
    const misses = results.filter((r) => !r.top3).map((r) => `${r.q} → ${r.ids.join(' ')} (want ${r.want.join('/')})`);
    expect(hit3, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(hit1).toBeGreaterThanOrEqual(0.65);
  });

  it('every expected section exists', () => {
    for (const { expect: want } of QUESTIONS) for (const id of want) expect(search.book.entries.has(id), id).toBe(true);
  });

  it('a query that matches nothing returns no hits rather than throwing', () => {
    expect(search.search('qqqzzzxxx').hits).toEqual([]);
    expect(search.search('   ').hits).toEqual([]);
  });
});

describe('meaning links (data/concepts.ts)', () => {
  it('606.5.3: while typing, the unfinished last word is still matched as a prefix when the question also carries a meaning link ("pass")', () => {
    expect(search.search('pass airbo', { limit: 5, prefix: true }).hits[0]?.entry.id).toBe('606.5.3');
  });
});

describe('player words for rule words (issue 33, sixth batch round)', () => {
  it('609.7.3: the rulebook\'s "โจมตีใส่ผู้เล่น" is a direct attack ("ตีเข้าหน้า")', () => {
    expect(top('ตีเข้าหน้าด้วยตัวที่นอนอยู่ ดาเมจเท่าไร')[0]).toBe('609.7.3');
  });

  it('sd:field.2: อาวุธ (weapon) is how players say Equipment', () => {
    expect(top('ใส่อาวุธเพิ่มให้สปิริตได้กี่ชิ้น')[0]).toBe('sd:field.2');
  });

  it('612.3.1: offsetting counters (หักล้าง) is not clearing them (ล้าง)', async () => {
    const { analyze } = await import('../../src/rules/search/analyze.js');
    const words = analyze(normalizeText(search.book.entries.get('612.3.1')!.text), search.glossary).words;
    expect(words).not.toContain(search.glossary.concept.get('ล้าง'));
    expect(words).toContain(search.glossary.concept.get('หักล้าง'));
  });
});

describe('second round of issue 33 (seventh batch)', () => {
  it('sd:goal.2: a three-digit number with a counting word ("120 วินาที") is a quantity, not section 120; "กฎ 120" still is', () => {
    const r = search.search('ถ้าคิดเกิน 120 วินาทีในเทิร์นเดียว จะเป็นไง', { limit: 3 });
    expect(r.missingNumber).toBeUndefined();
    expect(r.hits[0]?.entry.id).toBe('sd:goal.2');
    expect(search.search('กฎ 120').missingNumber).toBe('120');
  });

  it('606.3.2.2: words quoted from a card ([AT Turn]) rank the section that holds them as written', () => {
    expect(top('การ์ดเขียน [AT Turn] ไว้ แปลว่าใช้ได้ตอนไหน')[0]).toBe('606.3.2.2');
  });

  it('sd:field.2: มอน is either game\'s creature, so it no longer pushes Spirit Duel sections down', () => {
    expect(top('ลงของสวมให้มอนได้ตัวละกี่ชิ้น').slice(0, 3)).toContain('sd:field.2');
    // …and still means a Unit in a Fadalgia question.
    expect(top('รีอินฟอร์สตีมอนฝั่งนู้นได้ไหม').slice(0, 3)).toContain('606.5.29.2');
  });

  it('sd:goal.1: a question with no game word whose meaning is nearest a Spirit Duel section answers from Spirit Duel', () => {
    expect(top('ค่าชีวิตเริ่มต้นมีเท่าไหร่ แล้วเหลือศูนย์แพ้ไหม')[0]).toBe('sd:goal.1');
  });
});
