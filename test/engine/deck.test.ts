import { describe, expect, it } from 'vitest';
import { formatDeckList, parseDeckList, PRECONS, validateDeck, type Deck } from './helpers/fadalgia-api.js';

const base = (): Deck => ({ main: [...PRECONS[0]!.deck.main], life: [...PRECONS[0]!.deck.life] });

describe('deck construction', () => {
  it('every preconstructed deck is legal in its format (100.3, starter: 20 + 10, 3 copies)', () => {
    for (const p of PRECONS) expect(validateDeck(p.deck, p.format), p.id).toMatchObject({ ok: true });
  });

  it('100.3 60 cards: 40 main and 20 life; at most 4 of a name', () => {
    const d = base();
    d.main.pop();
    const r = validateDeck(d, 'standard');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.code)).toContain('deck/main-size');
    const five = base();
    five.main.splice(0, 1, 'SNM-S01-002'); // a fifth Ember Swordsman
    const r5 = validateDeck(five, 'standard');
    expect(!r5.ok && r5.errors[0]!.rule).toBe('100.3');
  });

  it('100.3.1 606.5.33 UNLIMITED cards ignore the copy limit but the deck is still 60', () => {
    const d = base();
    expect(d.life.filter((c) => c === 'SNM-S01-028').length).toBeGreaterThan(4);
    expect(validateDeck(d, 'standard').ok).toBe(true);
  });

  it('611.1 611.2 611.3 611.3.1 611.4 two different Guilds in one deck are legal since 1 Aug 2026 (611.3 revoked)', () => {
    const d = base();
    d.main.splice(0, 2, 'SNM-S01-023', 'SNM-S01-032'); // Guild: ผู้พิทักษ์พงไพร + Guild: สมาคมดวงวิญญาณ
    const r = validateDeck(d, 'standard');
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.guilds.length).toBeGreaterThanOrEqual(2);
  });

  it('201.1 201.1.1 copies are counted by exact name', () => {
    const d: Deck = { main: Array.from({ length: 20 }, (_, i) => (i < 4 ? 'SNM-S01-001' : 'SNM-S01-028')), life: Array.from({ length: 10 }, () => 'SNM-S01-028') };
    expect(validateDeck(d, 'starter-c').ok).toBe(false); // 4 Flame Recruits > 3 in Starter
  });

  it('parses a forgiving Thai/English deck list and reports errors with line numbers in both languages', () => {
    const text = formatDeckList(PRECONS[1]!.deck, 'th');
    const r = parseDeckList(text);
    expect(r.ok && r.deck.main.length).toBe(40);
    const en = parseDeckList('Main:\n4x flame recruit\nSNM-S01-002 x2\n\nLife:\n12 Nameless Wanderer\n');
    expect(en).toEqual({ ok: true, deck: { main: [...Array(4).fill('SNM-S01-001'), 'SNM-S01-002', 'SNM-S01-002'], life: Array(12).fill('SNM-S01-028') } });
    const bad = parseDeckList('4 Flame Recruit\nMain:\n2 ไม่มีการ์ดนี้\n0 ลูกไฟ');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.map((e) => e.line)).toEqual([1, 3, 4]);
      expect(bad.errors[1]!.message.th).toContain('ไม่พบการ์ด');
      expect(bad.errors[1]!.message.en).toContain('Line 3');
    }
  });
});
