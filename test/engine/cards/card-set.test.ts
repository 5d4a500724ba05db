/**
 * Fadalgia's card language for server card sets (cards/card-set.ts): the shipped cards as data re-import to the
 * catalogue's definitions, a re-imported set plays exactly as the shipped one, and what the engine cannot run
 * is refused with the card, the field and a Thai/English message.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/engine/core/hash.js';
import { fadalgiaCardSets, toSource } from '../../../src/engine/games/fadalgia/cards/card-set.js';
import { CATALOG, modelStatus } from '../../../src/engine/games/fadalgia/cards/catalog.js';
import { dormantParts } from '../../../src/engine/games/fadalgia/cards/card-set.js';
import type { CardDef } from '../../../src/engine/games/fadalgia/cards/schema.js';
import { S02_PRECONS } from '../../../src/engine/games/fadalgia/cards/decks-s02.js';
import { apply, checkDeck, createMatch, currentPrompt, isRuleError, legalActions, parseDeck, result, type MatchState } from '../helpers/fadalgia-api.js';
import { pickRandom, prng, seedHex } from '../helpers/random-player.js';

const sets = fadalgiaCardSets;
const known = new Set(CATALOG.keys());
const text = { th: 'ทดสอบ', en: 'test' };
const unit = { id: 'CMT-001', name: { th: 'นักรบชุมชน', en: 'Community Warrior' }, type: 'unit', subtypes: ['Warrior'], element: 'fire', cost: 2, mana: 1, at: 3, df: 2, text };

function ok(cards: unknown[]): CardDef[] {
  const r = sets.parse(cards, { known });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.cards as CardDef[];
}

function refused(cards: unknown[]) {
  const r = sets.parse(cards, { known });
  if (r.ok) throw new Error('accepted');
  return r.errors;
}

describe('Fadalgia card sets: the shipped cards as data', () => {
  it('parse(shipped()) gives every catalogue definition, identical', () => {
    const r = sets.parse(sets.shipped());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cards.length).toBe(CATALOG.size);
    for (const c of r.cards as CardDef[]) expect(canonicalJson(c), c.id).toBe(canonicalJson(CATALOG.get(c.id)));
  });

  it('every shipped card exports (toSource, JSON text) and re-imports to an identical definition', () => {
    const exported = JSON.parse(JSON.stringify([...CATALOG.values()].map(toSource))) as unknown[];
    const r = sets.parse(exported);
    expect(r.ok, r.ok ? '' : JSON.stringify(r.errors.slice(0, 3))).toBe(true);
    if (!r.ok) return;
    for (const c of r.cards as CardDef[]) expect(c, c.id).toEqual(CATALOG.get(c.id));
    // Plain keywords go back to their printed form ("Resist : Fire"), not the structured entry.
    const printed = exported.flatMap((c) => (c as { keywords?: unknown[] }).keywords ?? []);
    expect(printed.filter((k) => typeof k === 'string').length).toBeGreaterThan(printed.length / 2);
  });

  it('the refusal of dormant parts agrees with the catalogue report on every shipped card', () => {
    for (const c of CATALOG.values()) expect(dormantParts(c, toSource(c)).length > 0, c.id).toBe(modelStatus(c).status === 'partial');
  });

  it('every shipped vanilla or keyword-only Unit survives a spreadsheet row (fromCsvRow)', () => {
    const plain = [...CATALOG.values()].filter((c) => c.type === 'unit' && !c.token && !c.effects && !c.triggers && !c.activated && !c.continuous && !c.aliases && !c.kw?.some((k) => typeof toSource({ ...c, kw: [k] }) === 'object' && typeof (toSource({ ...c, kw: [k] }) as { keywords: unknown[] }).keywords[0] !== 'string'));
    expect(plain.length).toBeGreaterThan(10);
    for (const c of plain) {
      const src = toSource(c) as { keywords?: string[] };
      const row: Record<string, string> = {
        id: c.id, name_th: c.name.th, name_en: c.name.en, type: c.type, cost: String(c.cost), mana: String(c.mana), at: String(c.at), df: String(c.df),
        element: c.element, subtypes: c.subtypes.join(';'), keywords: (src.keywords ?? []).join(';'), text_th: c.text.th, text_en: c.text.en, guild: c.guild ?? '',
      };
      const back = ok([sets.fromCsvRow!(row)].map((x) => ({ ...(x as object), id: `CSV-${c.id}` })))[0]!;
      expect({ ...back, id: c.id }, c.id).toEqual(c);
    }
  });
});

describe('Fadalgia card sets: what is refused, with card, field and Thai/English message', () => {
  it('a bad field names the card and the zod path (100.1)', () => {
    const errs = refused([{ ...unit, triggers: [{ on: 'arrive', effects: [{ verb: 'damage', to: 'target', n: '2x' }], text }] }]);
    expect(errs[0]).toMatchObject({ card: 'CMT-001', field: 'triggers.0.effects.0.n' });
    expect(errs[0]!.message.th).toMatch(/ต้องเป็น/);
    expect(errs[0]!.message.en).toMatch(/expected number/);
  });

  it('an unknown verb names the allowed ones; an unknown key is refused (closed schema)', () => {
    expect(refused([{ ...unit, effects: [{ verb: 'explode', to: 'self' }] }])[0]).toMatchObject({ card: 'CMT-001', field: 'effects.0.verb' });
    expect(refused([{ ...unit, atk: 3 }])[0]!.message.en).toMatch(/unknown field "atk"/);
  });

  it('every card is checked: all errors at once, a card without an id is named by its place', () => {
    const errs = refused([{ ...unit, cost: -1 }, { ...unit, id: 'CMT-002', at: undefined }, { name: text }]);
    expect(errs.map((e) => e.card)).toEqual(expect.arrayContaining(['CMT-001', 'CMT-002', '#3']));
  });

  it('an id already shipped, or twice in the set, is refused (ids are identity, never names)', () => {
    expect(refused([{ ...unit, id: 'SNM-S01-001' }])[0]).toMatchObject({ card: 'SNM-S01-001', field: 'id' });
    expect(refused([unit, unit])[0]).toMatchObject({ card: 'CMT-001', field: 'id' });
  });

  it('a summon of a token that does not exist is refused (610.1); one defined in the set is accepted', () => {
    const summon = { ...unit, triggers: [{ on: 'arrive', effects: [{ verb: 'summon', token: 'CMT-T01', n: 1 }], text }] };
    expect(refused([summon])[0]).toMatchObject({ field: 'triggers.0.effects.0.token' });
    const token = { ...unit, id: 'CMT-T01', name: { th: 'ลูกสมุน', en: 'Minion' }, token: 'summon', cost: 0, mana: 0 };
    expect(ok([summon, token]).map((c) => c.id)).toEqual(['CMT-001', 'CMT-T01']);
  });

  it('a part the engine does not play (a trigger on "cast", 606.5) is refused unless the card is manual', () => {
    const dormant = { ...unit, triggers: [{ on: 'cast', effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], text }] };
    const e = refused([dormant])[0]!;
    expect(e).toMatchObject({ card: 'CMT-001', field: 'triggers.0.on' });
    expect(e.message.th).toMatch(/manual/);
    expect(ok([{ ...dormant, manual: true }])[0]!.manual).toBe(true);
  });

  it('Transform names a card that must exist (606.5.9)', () => {
    const tf = { ...unit, keywords: ['Transform : Nobody At All'] };
    expect(refused([tf])[0]).toMatchObject({ field: 'keywords.0.name' });
  });

  it('summary gives type, stats and text in both languages', () => {
    const s = sets.summary(ok([{ ...unit, keywords: ['HIGH SPEED'] }])[0]);
    expect(s).toMatchObject({ id: 'CMT-001', name: unit.name, type: { en: 'Unit - Warrior' } });
    expect(s.stats.en).toBe('Cost 2 · Mana 1 · AT 3 / DF 2 · Fire · HIGH SPEED');
    expect(s.stats.th).toContain('ไฟ');
  });
});

/** The shipped cards under new ids ("SNM-…" → "RE-SNM-…"), re-imported as a server set would be. */
const REMAPPED = ok(JSON.parse(JSON.stringify(sets.shipped()).replaceAll('"SNM-', '"RE-SNM-')) as unknown[]);
const remapDeck = (d: { main: string[]; life: string[] }) => ({ main: d.main.map((x) => `RE-${x}`), life: d.life.map((x) => `RE-${x}`) });
const unmapped = (s: MatchState) => {
  const { extraCards: _pinned, ...rest } = s as MatchState & { extraCards?: unknown };
  void _pinned;
  return noCommitments(JSON.stringify(rest).replaceAll('RE-SNM-', 'SNM-'));
};
// A shuffle commitment hashes the card ids in the pile, so it is the one thing the new ids change.
const noCommitments = (json: string) => json.replace(/commitment [0-9a-f]+…/g, 'commitment …');
/** The first difference of two texts with some context, so a failure prints a line rather than two states. */
function firstDiff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? '' : `@${i}: ${a.slice(Math.max(0, i - 80), i + 80)}\n   vs ${b.slice(Math.max(0, i - 80), i + 80)}`;
}

function playout(decks: [{ main: string[]; life: string[] }, { main: string[]; life: string[] }], format: string, i: number, extraCards?: unknown[]): MatchState[] {
  const created = createMatch({ matchId: `re-${i}`, game: 'fadalgia', format, seed: seedHex(500 + i), seats: [{ name: 'A', deck: decks[0] }, { name: 'B', deck: decks[1] }], challenger: (i % 2) as 0 | 1, ...(extraCards ? { extraCards } : {}) });
  if (isRuleError(created)) throw new Error(created.message.en);
  const rnd = prng(7 + i * 13);
  const out = [created];
  let s = created;
  for (let n = 0; n < 3000 && !result(s); n++) {
    const p = currentPrompt(s)!;
    const r = apply(s, pickRandom(legalActions(s, p.seat), rnd));
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    out.push(s);
  }
  return out;
}

describe('Fadalgia card sets: a re-imported set plays exactly as the shipped one', () => {
  for (let i = 0; i < 4; i++) {
    const a = S02_PRECONS[i % S02_PRECONS.length]!;
    const b = S02_PRECONS.filter((p) => p.format === a.format)[(i + 1) % S02_PRECONS.filter((p) => p.format === a.format).length]!;
    it(`seeded playout ${i} (${a.id} vs ${b.id}): every state equal, ids aside`, () => {
      const original = playout([a.deck, b.deck], a.format, i);
      const again = playout([remapDeck(a.deck), remapDeck(b.deck)], a.format, i, REMAPPED);
      expect(again.length).toBe(original.length);
      expect(original.length).toBeGreaterThan(30);
      for (let k = 0; k < original.length; k++) expect(firstDiff(unmapped(again[k]!), noCommitments(JSON.stringify(original[k]))), `state ${k}`).toBe('');
      // The match keeps only the definitions its decks use (and their tokens), not the whole set.
      const pinned = Object.keys((again[0] as MatchState & { extraCards: Record<string, unknown> }).extraCards);
      const used = new Set([...remapDeck(a.deck).main, ...remapDeck(a.deck).life, ...remapDeck(b.deck).main, ...remapDeck(b.deck).life]);
      expect(pinned.length).toBeLessThan(REMAPPED.length);
      for (const id of used) expect(pinned).toContain(id);
    });
  }

  it('a setup whose server card shadows a shipped id is refused (100.1)', () => {
    const a = S02_PRECONS[0]!;
    const r = createMatch({ matchId: 'x', game: 'fadalgia', format: a.format, seed: seedHex(1), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: a.deck }], challenger: 0, extraCards: [CATALOG.get(a.deck.main[0]!)] });
    expect(isRuleError(r) && r.code).toBe('setup/cards');
  });

  it('deck lists and deck validation resolve a server card by Thai or English name (100.3)', () => {
    const extra = ok([unit]);
    expect(parseDeck('fadalgia', 'Main:\n4 Community Warrior\n2 นักรบชุมชน').ok).toBe(false);
    const p = parseDeck('fadalgia', 'Main:\n4 Community Warrior\n2 นักรบชุมชน', extra);
    expect(p.ok && p.deck).toEqual({ main: Array(6).fill('CMT-001'), life: [] });
    const errs = checkDeck('fadalgia', { main: Array(6).fill('CMT-001'), life: [] }, 'standard', extra);
    expect(errs.map((e) => e.code)).toContain('deck/copies');
    expect(errs.map((e) => e.code)).not.toContain('deck/unknown-card');
    expect(checkDeck('fadalgia', { main: ['CMT-001'], life: [] }, 'standard').map((e) => e.code)).toContain('deck/unknown-card');
  });
});
