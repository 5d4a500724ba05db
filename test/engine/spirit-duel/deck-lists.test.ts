/** Spirit Duel deck lists at their edges: pasted text forms, counts, server-card names, validation of odd input, deck card names. */
import { describe, expect, it } from 'vitest';
import { deckCardNames, parseSpiritDeck, SD_PRECONS, validateSpiritDeck } from '../../../src/engine/games/spirit-duel/decks.js';

const txt = { th: 'ข้อความ', en: 'text' };
const spirit = (id: string, name: { th: string; en: string }) => ({ id, name, type: 'spirit', cost: 2, text: txt, atk: 2, hp: 3 });
const deckOf = (text: string, extra?: unknown[]) => {
  const r = parseSpiritDeck(text, extra);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.deck;
};

describe('sd:setup.1 pasted deck lists', () => {
  it('sd:setup.1 a shipped card\'s name wins over a server card of the same name (Thai or English, any case)', () => {
    const clash = [spirit('SRV-E', { th: 'ลูกไฟน้อย', en: 'Ember Pup' }), spirit('SRV-F', { th: 'หมาไฟเซิร์ฟเวอร์', en: 'Server Hound' })];
    expect(deckOf('2 Ember Pup\n1 ลูกไฟน้อย\n1 server hound', clash)).toEqual(['SD-001', 'SD-001', 'SD-001', 'SRV-F']);
  });

  it('sd:setup.1 Windows line ends, lines of spaces and tabs, and counts written "3 x", "x 3" or "x12" all parse', () => {
    expect(deckOf('3 Ember Pup\r\n   \r\n\t\r\n2 x Ember Pup\r\nSD-002 x 3\r\n')).toEqual([...Array<string>(5).fill('SD-001'), ...Array<string>(3).fill('SD-002')]);
    // The copy limit is validation's (sd:setup.1, at most 3), not parsing's: 12 parse and are refused later.
    const twelve = deckOf('Ember Pup x12');
    expect(twelve).toEqual(Array<string>(12).fill('SD-001'));
    expect(validateSpiritDeck(twelve).map((e) => e.code)).toEqual(['deck/size', 'deck/copies']);
  });

  it('sd:setup.1 a count is 1–30: 0 and 31 are refused naming the line, 30 parses', () => {
    const r = parseSpiritDeck('1 Ember Pup\n0 Flame Wolf\n31 SD-003');
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.rule, e.message.en, e.message.th])).toEqual([
      ['deck/count', 'sd:setup.1', 'Line 2: bad count 0', 'บรรทัด 2: จำนวน 0 ไม่ถูกต้อง'],
      ['deck/count', 'sd:setup.1', 'Line 3: bad count 31', 'บรรทัด 3: จำนวน 31 ไม่ถูกต้อง'],
    ]);
    expect(deckOf('30 SD-011')).toHaveLength(30);
  });

  it('sd:setup.1 a list with no cards (empty, or only comments) is refused as empty', () => {
    for (const text of ['', '# only a comment\n\n']) {
      const r = parseSpiritDeck(text);
      expect(r.ok ? [] : r.errors.map((e) => [e.code, e.rule, e.message.en, e.message.th])).toEqual([['deck/empty', 'sd:setup.1', 'The list holds no cards', 'ไม่พบการ์ดในรายการ']]);
    }
  });
});

describe('sd:setup.1 deck validation of odd input', () => {
  it('sd:setup.1 a deck that is not a list, or holds a non-string entry (even one naming a card id), is refused as unknown cards', () => {
    const good = SD_PRECONS[0]!.deck as string[];
    const unknown = [['deck/cards', 'sd:setup.1', 'The deck holds unknown cards', 'เด็คมีการ์ดที่ไม่รู้จัก']];
    const codes = (d: unknown) => validateSpiritDeck(d).map((e) => [e.code, e.rule, e.message.en, e.message.th]);
    expect(codes('SD-001')).toEqual(unknown);
    expect(codes(null)).toEqual(unknown);
    expect(codes([['SD-001'], ...good.slice(1)])).toEqual(unknown);
    expect(codes(good)).toEqual([]);
  });

  it('sd:setup.1 a deck\'s card names: each card once, ids it does not know left out, and nothing for a deck that is not a list', () => {
    expect(deckCardNames(['SD-001', 'NOPE', 'SD-001', 'SD-002']).map((n) => n.en)).toEqual(['Ember Pup', 'Flame Wolf']);
    expect(deckCardNames(5)).toEqual([]);
    expect(deckCardNames(null)).toEqual([]);
  });
});
