/** CardSetSupport for Summoner Master: whole-set validation naming card and field (Thai and English), shipped cards round-trip, CSV Seals, pinning. */
import { describe, expect, it } from 'vitest';
import { smCardSets as cs } from '../../../src/engine/games/summoner-master/card-sets.js';
import { SM_CARDS } from '../../../src/engine/games/summoner-master/cards/catalog.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import { summonerMaster as m } from '../../../src/engine/games/summoner-master/module.js';
import type { SmDeck } from '../../../src/engine/games/summoner-master/deck.js';

const T = { th: 'ข้อความ', en: 'text' };
const seal = (id: string, more: Record<string, unknown> = {}) => ({ id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 1, text: T, ...more });

describe('Summoner Master card sets', () => {
  it('every shipped card exports and re-imports to an identical definition', () => {
    const r = cs.parse(cs.shipped());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.cards).toEqual(Object.values(SM_CARDS));
  });

  it('refuses an id that reuses a shipped or known card, naming the card and field', () => {
    const r = cs.parse([{ ...seal('lava-wolf'), at: 6 }, seal('mine')], { known: new Set(['mine']) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => `${e.card}:${e.field}`)).toEqual(['lava-wolf:id', 'mine:id']);
  });

  it('refuses what the engine cannot run: an unknown verb, an unknown keyword, a dormant PS do, a moved Fixed Charge Counter (smn:fixed-charging.2)', () => {
    const r = cs.parse([
      seal('a', { skills: [{ id: 's', name: T, mp: 1, do: [{ v: 'teleport' }], text: T }] }),
      seal('b', { keywords: { FLYING: 1 } }),
      { id: 'c', kind: 'mystic', name: T, mp: 1, int: false, attach: 'PS', turns: 1, target: { kind: 'seal', side: 'own' }, do: [{ v: 'draw', n: 1 }], text: T },
      seal('d', { skills: [{ id: 's', name: T, mp: 1, target: { kind: 'seal', side: 'any' }, do: [{ v: 'move-counters', counter: 'fcc', n: 1, from: 'target', to: 'self' }], text: T }] }),
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const by = (c: string) => r.errors.find((e) => e.card === c)!;
    expect(by('a').field).toBe('skills.0.do.0.v');
    expect(by('a').message.en).toContain('unsupported verb "teleport"');
    expect(by('a').message.th).toContain('ไม่รองรับ verb');
    expect(by('b').field).toBe('keywords.FLYING');
    expect(by('c').field).toBe('do');
    expect(by('d').field).toBe('skills.0.do.0.counter');
  });

  it('reads a CSV row of a Seal with stats and keywords; a bad number is named', () => {
    const row = { id: 'csv-knight', name_th: 'อัศวิน', name_en: 'CSV Knight', types: 'Knight', elements: 'Fire', cast_mp: '2', atk_mp: '1', level: '1', at: '6', df: '4', sp: '3', keywords: 'VANISH 2', text_th: '', text_en: '' };
    const ok = cs.parse([cs.fromCsvRow!(row)]);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(cs.summary(ok.cards[0]).stats.en).toBe('Mp 2/1 · Lv 1 · At 6 Df 4 Sp 3 · Vanish 2');
    const bad = cs.parse([cs.fromCsvRow!({ ...row, at: 'six' })]);
    expect(!bad.ok && bad.errors[0]!.field).toBe('at');
  });

  it('pins a server set: a deck using its cards validates against them, and the match keeps the definitions in its state', () => {
    const mine = seal('server-knight');
    const deck = SM_PRECONS[0]!.deck as SmDeck;
    const withMine = { seals: [...deck.seals.slice(0, 24), 'server-knight'], mystics: deck.mystics };
    expect(m.decks!.validate(withMine, 'casual').length).toBeGreaterThan(0);
    expect(m.decks!.validate(withMine, 'casual', [mine])).toEqual([]);
    const parsed = m.decks!.parse('3 server-knight', [mine]);
    expect(parsed.ok && parsed.cardCount).toBe(3);
    const s = m.create({ matchId: 'pin', game: 'summoner-master', format: 'casual', seed: 'a'.repeat(64), seats: [{ name: 'A', deck: withMine }, { name: 'B', deck }], extraCards: [mine] });
    expect('code' in s).toBe(false);
    if (!('code' in s)) expect(s.extraCards?.['server-knight']).toMatchObject({ id: 'server-knight', at: 5 });
  });
});

describe('Summoner Master card-language reference', () => {
  it('CARD-LANGUAGE.md is what scripts/sm-card-reference.ts generates from the schema', async () => {
    const { readFileSync } = await import('node:fs');
    const { cardReference } = await import('../../../src/engine/games/summoner-master/language/reference.js');
    expect(readFileSync(new URL('../../../src/engine/games/summoner-master/CARD-LANGUAGE.md', import.meta.url), 'utf8')).toBe(cardReference());
  });
});
