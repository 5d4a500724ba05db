/** Spirit Duel deck lists through the registry's generic deck API, and a match through the public engine API. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games/index.js';
import { apply, createMatch, currentPrompt, isRuleError, viewFor, type MatchState } from '../../../src/engine/index.js';
import { SD_CARDS } from '../../../src/engine/games/spirit-duel/cards.js';

const mod = GAMES.get('spirit-duel')!;
const decks = mod.decks!;

describe('Spirit Duel decks (registry API)', () => {
  it('sd:setup.1 four ready-made 30-card decks, each valid, at most 3 copies of a name', () => {
    const precons = decks.precons();
    expect(precons.length).toBeGreaterThanOrEqual(4);
    for (const p of precons) {
      expect((p.deck as string[]).length).toBe(30);
      expect(decks.validate(p.deck, 'standard')).toEqual([]);
      expect(p.name.th.length && p.name.en.length).toBeGreaterThan(0);
    }
    expect(mod.formats?.map((f) => f.id)).toEqual(['standard']);
  });

  it('sd:setup.1 parses pasted lists by Thai name, English name or id, with counts before or after; unknown names are refused per line', () => {
    const text = '# ไฟ\n3 ลูกไฟน้อย\n3x Flame Wolf\nSD-003 x2\n\nInferno King';
    const r = decks.parse(text);
    expect(r).toMatchObject({ ok: true, cardCount: 9 });
    if (r.ok) expect(r.deck).toEqual([...Array(3).fill('SD-001'), ...Array(3).fill('SD-002'), 'SD-003', 'SD-003', 'SD-003']);
    const bad = decks.parse('3 ลูกไฟน้อย\n2 มังกรไม่มีจริง');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatchObject({ code: 'deck/unknown-card', rule: 'sd:setup.1' });
    if (!bad.ok) expect(bad.errors[0]!.message.en).toContain('Line 2');
    const nine = decks.parse('9 ลูกไฟน้อย\n21 Mischief Imp');
    expect(nine.ok && decks.validate(nine.deck, 'standard').map((e) => e.code)).toEqual(['deck/copies', 'deck/copies']); // 30 cards, two names over 3
    expect(decks.cardNames(['SD-001', 'SD-001', 'SD-401'])).toEqual([SD_CARDS['SD-001']!.name, SD_CARDS['SD-401']!.name]);
  });

  it('every card has a Thai and an English name and text, Spirits have ATK/HP, Traps a timing, evolutions name existing materials', () => {
    for (const c of Object.values(SD_CARDS)) {
      expect(c.name.th && c.name.en).toBeTruthy();
      if (c.type === 'spirit') expect(c.atk !== undefined && c.hp !== undefined).toBe(true);
      if (c.type === 'trap') expect(c.trap?.timing).toBeDefined();
      for (const m of c.materials ?? []) if ('card' in m) expect(SD_CARDS[m.card]?.type).toBe('spirit');
      if (c.type !== 'spirit' || c.materials || c.keywords || c.triggers) expect(c.text.th && c.text.en).toBeTruthy();
    }
    expect(new Set(Object.values(SD_CARDS).flatMap((c) => c.trap ? [c.trap.timing] : [])).size).toBe(3);
  });

  it('sd:setup.3 a match created through the public API starts with rock-paper-scissors', () => {
    const s = createMatch({ matchId: 'api', game: 'spirit-duel', seed: 'ef'.repeat(32), seats: [{ name: 'A', deck: decks.precons()[0]!.deck }, { name: 'B', deck: decks.precons()[1]!.deck }] });
    expect(isRuleError(s)).toBe(false);
    const p = currentPrompt(s as MatchState)!;
    expect(p).toMatchObject({ kind: 'rps', seat: 0 });
    const r = apply(s as MatchState, { type: 'answer', seat: 0, promptId: p.promptId, choice: ['rock'] });
    expect(r.ok).toBe(true);
    expect((viewFor((s as MatchState), 'spectator') as unknown as { game: string }).game).toBe('spirit-duel');
    const badDeck = createMatch({ matchId: 'api', game: 'spirit-duel', seed: 'ef'.repeat(32), seats: [{ name: 'A', deck: ['SD-001'] }, { name: 'B', deck: decks.precons()[1]!.deck }] });
    expect(badDeck).toMatchObject({ code: 'deck/size', rule: 'sd:setup.1' });
  });
});
