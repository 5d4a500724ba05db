import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_DIR, ancestry, buildRulebook, subtree } from '../../src/rules/model/build.js';
import { compareNumbers } from '../../src/rules/model/numbers.js';

const book = buildRulebook();
const source = (file: string) => readFileSync(join(DEFAULT_RULES_DIR, file), 'utf8');
// Verbatim up to whitespace at line ends, which carries nothing and which Discord would drop anyway.
const trimmedLines = (s: string) => s.split('\n').map((l) => l.replace(/\s+$/, '')).join('\n');

describe('rulebook model', () => {
  it('quotes every entry verbatim from its document', () => {
    for (const e of book.list) {
      const doc = book.docs.get(e.doc)!;
      const src = trimmedLines(source(doc.file));
      for (const line of e.text.split('\n')) expect(src.includes(line), `${e.id}: ${line}`).toBe(true);
      expect(src.includes(e.text), e.id).toBe(true);
    }
  });

  it('has every numbered line of the comprehensive rules as a section, in order', () => {
    const numbers = source('fadalgia-comprehensive.th.txt').split('\n')
      .map((l) => /^\s*(\d{3}(?:\.\d+)*)/.exec(l)?.[1]).filter((n): n is string => Boolean(n));
    const ids = book.list.filter((e) => e.doc === 'fadalgia-comprehensive').map((e) => e.id);
    expect(ids).toEqual(numbers);
    expect(ids.length).toBeGreaterThan(400);
  });

  it('parses odd separators: "612.4.1 " with a space, "613.2:", "606.5.31.1:"', () => {
    expect(book.entries.get('612.4.1')!.text).toBe('Asura เป็น Unit Counter');
    expect(book.entries.get('612.4.1')!.parent).toBe('612.4');
    expect(book.entries.get('613.2')!.text.startsWith('หาก Unit ที่มี Subtype "Avatar" ใบใหม่')).toBe(true);
    expect(book.entries.get('606.5.31.1')!.text.startsWith('Skill User : [Name]')).toBe(true);
    expect(book.entries.get('606.5.31.1')!.parent).toBe('606.5.31');
  });

  it('613.1 and the bullets of 609.7.x keep their following unnumbered lines', () => {
    expect(book.entries.get('613.1')!.text).toBe(
      'Avatar Uniqueness Rule (กฎเฉพาะ Avatar):\nผู้เล่นไม่สามารถควบคุม Unit ที่มี Subtype "Avatar" และ มีชื่อเดียวกัน (Same Name) มากกว่า 1 ใบบนสนามได้');
    const t = book.entries.get('609.7.2')!.text;
    expect(t).toContain('(b) กรณี AT (ผู้โจมตี) = DF (ผู้ป้องกัน):');
    expect(t).toContain('o\tUnit ที่ถูกโจมตี (DF): ไม่ถูกทำลาย');
    expect(book.entries.get('609.7.1')!.text.split('\n')).toHaveLength(4);
  });

  it('links parents and children both ways, children in number order', () => {
    for (const e of book.list) {
      if (e.parent) expect(book.entries.get(e.parent)!.children).toContain(e.id);
      for (const c of e.children) expect(book.entries.get(c)!.parent).toBe(e.id);
      if (e.number) {
        const nums = e.children.map((c) => book.entries.get(c)!.number!);
        expect([...nums].sort(compareNumbers)).toEqual(nums);
      }
    }
    expect(ancestry(book, '606.5.29.3').map((e) => e.id)).toEqual(['606', '606.5', '606.5.29', '606.5.29.3']);
    expect(book.entries.get('606.5')!.children).toHaveLength(35);
    expect(subtree(book, '101.3').length).toBe(16);
  });

  it('turns cross references into links: ดู 606.5.33, ตามกฎ 503.5.3, (ดูข้อ 613)', () => {
    expect(book.entries.get('100.3')!.refs).toEqual([{ raw: '606.5.33', target: '606.5.33' }]);
    expect(book.entries.get('608.3.2')!.refs).toEqual([{ raw: '503.5.3', target: '503.5.3' }]);
    expect(book.entries.get('206.3')!.refs).toEqual([{ raw: '613', target: '613' }]);
    expect(book.entries.get('605.2.3.2')!.refs.map((r) => r.target)).toEqual(['301.1', '302.1', '303.1', '304.1']);
  });

  it('604.6 refers to "504.5.4", which names no section: kept unlinked, suggesting 503.5.4', () => {
    // The rules have no section 504; 503.5.4 (discard unused mana) is the one-digit look-alike and the
    // reading ARCHITECTURE.md records.
    expect(book.entries.get('604.6')!.refs).toEqual([{ raw: '504.5.4', target: null, suggestion: '503.5.4' }]);
    expect(book.danglingRefs).toEqual([{ from: '604.6', ref: { raw: '504.5.4', target: null, suggestion: '503.5.4' } }]);
  });

  it('gives the unnumbered documents stable ids and knows each entry\'s game and document', () => {
    expect(book.entries.get('sd:trap.2')).toMatchObject({ game: 'spirit-duel', doc: 'spirit-duel', parent: 'sd:trap' });
    expect(book.entries.get('sd:trap.2')!.text).toBe('Trap ที่เพิ่งตั้งใช้ไม่ได้ในเทิร์นเดียวกัน และเริ่มใช้ได้ตั้งแต่เทิร์นถัดไปของคู่แข่ง');
    expect(book.entries.get('smn:progress')).toMatchObject({ game: 'summoner-master', doc: 'summoner-master-nihil' });
    expect(book.entries.get('smn:progress')!.children).toEqual(['smn:progress.1']);
    expect([...book.entries.keys()].filter((k) => k.startsWith('smn:') && !k.includes('.'))).toEqual(
      ['smn:progress', 'smn:fortune', 'smn:twinkling', 'smn:vanish', 'smn:fixed-charging', 'smn:regeneration']);
    expect(book.entries.get('fb:zone.grave')).toMatchObject({ game: 'fadalgia', doc: 'fadalgia-basic', text: 'ที่เก็บการ์ดที่ถูกทำลาย ที่ใช้งานแล้ว ถูกทิ้ง หรือ ถูกนำลงสุสานด้วย Effect ต่าง ๆ' });
    expect(book.entries.get('fb:format')!.text).toContain('Starter - Type C');
    for (const e of book.list) if (!e.number) expect(e.id).toMatch(/^(fb|sd|smn):[a-z0-9.-]+$/);
  });

  it('does not quote the Summoner Master digest, which is not a rule text', () => {
    expect([...book.docs.values()].map((d) => d.file)).not.toContain('summoner-master-base.md');
  });

  it('names documents by a content version that changes with the text', () => {
    for (const d of book.docs.values()) expect(d.version).toMatch(/^[0-9a-f]{8}$/);
  });

  it('reads keyword names from the text: 606.5.29 Reinforce, 606.5.26 After Life, 607.11 ค้นหา (Search)', () => {
    expect(book.entries.get('606.5.29')!.names).toEqual(['Reinforce']);
    expect(book.entries.get('606.5.26')!.names).toEqual(['After Life', 'Afterlife']);
    expect(book.entries.get('607.11')!.names).toEqual(['ค้นหา', 'Search']);
    expect(book.entries.get('606.5.16')!.names).toEqual(['NB', 'Non Break']);
  });
});
