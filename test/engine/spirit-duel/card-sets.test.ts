/** Spirit Duel's CardSetSupport: whole-set validation with named errors, shipped export, CSV rows, summaries, pinning, decks. */
import { describe, expect, it } from 'vitest';
import { SD_CARDS } from '../../../src/engine/games/spirit-duel/cards.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, sd } from './helpers.js';

const sets = sd.cardSets!;
const txt = { th: 'ข้อความ', en: 'text' };
const spirit = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: { th: `ชื่อ ${id}`, en: `Name ${id}` }, type: 'spirit', cost: 2, text: txt, atk: 2, hp: 3, ...extra });

describe('Spirit Duel card sets', () => {
  it('every shipped card exports and re-imports to an identical definition (the shipped file is the card language)', () => {
    const exported = sets.shipped();
    const back = sets.parse(exported, {});
    // The shipped ids are taken by the shipped cards themselves: re-importing them as a new set is a collision...
    expect(back.ok).toBe(false);
    // ...so the round trip is checked on the definitions: each validates alone and equals the catalogue's.
    for (const c of exported) {
      const id = (c as { id: string }).id;
      const one = sets.parse([{ ...(c as object), id: `X${id}` }]);
      if (!one.ok) throw new Error(`${id}: ${JSON.stringify(one.errors)}`);
      expect({ ...(one.cards[0] as object), id }).toEqual(SD_CARDS[id]);
    }
    expect(exported.map((c) => (c as { id: string }).id)).toEqual(Object.keys(SD_CARDS));
    expect(JSON.parse(JSON.stringify(exported))).toEqual(Object.values(SD_CARDS));
  });

  it('a set is validated whole: every error names the card, the field path and says what is wrong in Thai and English', () => {
    const r = sets.parse([
      spirit('C-1', { atk: 'x' }),
      spirit('C-2', { power: 3 }),
      { id: 'C-3', name: { th: 'ม', en: 'M' }, type: 'magic', cost: 1, text: txt, effects: [{ do: 'teleport' }] },
      { id: 'C-4', name: { th: 'ม', en: 'M' }, type: 'magic', cost: 1, text: txt, effects: [{ do: 'damage', target: { ref: 'attacker' }, amount: 2 }] },
      spirit('SD-001'),
      spirit('C-6', { materials: [{ card: 'NOPE' }] }),
      { id: 'C-7', name: { th: 'ส', en: 'S' }, type: 'spirit', cost: 1, text: txt, atk: 1, hp: 1, triggers: [{ on: 'turn-end', whose: 'yours', effects: [{ do: 'destroy', target: { choose: { side: 'any' } } }] }] },
      spirit('C-1'),
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const at = (card: string) => r.errors.filter((e) => e.card === card).map((e) => `${e.field}: ${e.message.en}`);
    expect(at('C-1')).toEqual(['atk: expected number, got "x"', 'id: id C-1 is already used by another card of this set']);
    expect(at('C-2')).toEqual(['power: unknown field power (not supported by Spirit Duel)']);
    expect(at('C-3')[0]).toMatch(/^effects\.0(\.do)?: Spirit Duel does not support the verb "teleport"/);
    expect(at('C-4')[0]).toMatch(/^effects\.0\.target\.ref: "attacker" exists only during an attack/);
    expect(at('SD-001')).toEqual(['id: id SD-001 is already used by a shipped card']);
    expect(at('C-6')).toEqual(['materials.0.card: unknown card "NOPE"']);
    expect(at('C-7')).toEqual(['triggers.0.effects.0.target.choose: an end-of-turn effect cannot ask for a choice (use each or ref)']);
    for (const e of r.errors) expect(e.message.th.length && e.message.en.length).toBeTruthy();
  });

  it('junk entries (null, numbers, strings, lists, a non-list) are refused with an error each, never a throw', () => {
    const r = sets.parse([null, 5, 'x', [], { id: 3 }]);
    expect(r.ok ? [] : [...new Set(r.errors.map((e) => e.card))]).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(sets.parse('cards' as unknown as unknown[]).ok).toBe(false);
    expect(sets.parse(Array.from({ length: 1001 }, () => ({}))).ok).toBe(false);
  });

  it('ids may not reuse a known id (another server set), and a card may refer to a known id', () => {
    const known = new Set(['SRV-9']);
    const r = sets.parse([spirit('SRV-9')], { known });
    expect(r.ok ? [] : r.errors.map((e) => e.message.en)).toEqual(['id SRV-9 is already used by an existing card']);
    expect(sets.parse([spirit('N-1', { materials: [{ card: 'SRV-9' }] })], { known }).ok).toBe(true);
  });

  it('a CSV row with stats and keywords becomes a definition that validates; its summary is one short line', () => {
    const def = sets.fromCsvRow!({ id: 'CSV-1', name_th: 'หมาป่า', name_en: 'Wolf', type: 'spirit', cost: '3', atk: '4', hp: '2', keywords: 'haste', text_th: 'เร็ว', text_en: 'Fast' });
    const r = sets.parse([def]);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(sets.summary(r.cards[0])).toEqual({ id: 'CSV-1', name: { th: 'หมาป่า', en: 'Wolf' }, type: { th: 'Spirit', en: 'Spirit' }, stats: { th: 'Cost 3 · ATK 4 / HP 2 · โจมตีได้ทันที', en: 'Cost 3 · ATK 4 / HP 2 · Haste' }, text: { th: 'เร็ว', en: 'Fast' } });
    const bad = sets.parse([sets.fromCsvRow!({ id: 'CSV-2', name_th: 'ก', name_en: 'A', type: 'spirit', cost: 'three', atk: '1', hp: '1' })]);
    expect(bad.ok ? null : bad.errors[0]).toMatchObject({ card: 'CSV-2', field: 'cost' });
  });

  it('sd:setup.1 deck parsing and validation resolve a server’s card names; the match pins only the definitions its decks use', () => {
    const mine = [spirit('SRV-W', { name: { th: 'หมาป่าเซิร์ฟเวอร์', en: 'Server Wolf' } }), spirit('SRV-X')];
    const parsed = sd.decks!.parse('3 Server Wolf\n27 SD-011', mine);
    expect(parsed.ok).toBe(true);
    expect(sd.decks!.parse('3 Server Wolf', []).ok).toBe(false);
    const deck = [...Array<string>(3).fill('SRV-W'), ...(SD_PRECONS[0]!.deck as string[]).slice(3)];
    expect(sd.decks!.validate(deck, 'standard')).not.toEqual([]);
    expect(sd.decks!.validate(deck, 'standard', mine)).toEqual([]);
    const s = sd.create({ matchId: 'p', game: 'spirit-duel', seed: 'cd'.repeat(32), seats: [{ name: 'A', deck }, { name: 'B', deck: SD_PRECONS[1]!.deck }], extraCards: mine }) as SDState;
    expect(Object.keys(s.extraCards ?? {})).toEqual(['SRV-W']);
    // A cold load of the stored state plays on without the server's set (pinned in the state).
    let t = JSON.parse(JSON.stringify(s)) as SDState;
    t = answer(answer(t, 'rock'), 'scissors');
    for (let i = 0; i < 6 && !sd.result(t); i++) t = answer(t, sd.prompt(t)!.options.find((o) => o.id.startsWith('sum:'))?.id ?? 'end');
    expect(t.extraCards).toEqual(s.extraCards);
  });

  it('a setup whose server cards do not validate is refused with a reason in both languages', () => {
    const r = sd.create({ matchId: 'p', game: 'spirit-duel', seed: 'cd'.repeat(32), seats: [{ name: 'A', deck: SD_PRECONS[0]!.deck }, { name: 'B', deck: SD_PRECONS[1]!.deck }], extraCards: [{ id: 'Z' }] });
    expect(r).toMatchObject({ code: 'setup/cards', rule: 'sd:setup.1' });
  });

  it('a scenario’s `cards` are validated like a set: a bad one is refused naming the card and field', () => {
    const r = sd.scenario!.build({ game: 'spirit-duel', seats: [{ zones: {} }, { zones: {} }], cards: [spirit('Q-1', { hp: -1 })] });
    expect(r).toMatchObject({ code: 'scenario/cards' });
    expect('message' in r ? r.message.en : '').toContain('Q-1 › hp');
  });
});
