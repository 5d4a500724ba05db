/**
 * The preconstructed decks shipped with set SNM-S02: listed by the registry's precons(), each legal under its
 * format's deck rules (100.3 standard: 40 + 20, at most 4 of a name; Starter - Type C: 20 + 10, at most 3) as
 * the engine's own validation says, and together holding every keyword of the 606.5 table on at least two
 * different cards, every card type, the four elements and colourless.
 */
import { describe, expect, it } from 'vitest';
import { cardDef, checkDeck, precons } from '../helpers/fadalgia-api.js';
import { S02_PRECONS } from '../../../src/engine/games/fadalgia/cards/decks-s02.js';
import { KEYWORD_TABLE } from '../../../src/engine/games/fadalgia/cards/keyword-table.js';
import { SETS } from '../../../src/engine/games/fadalgia/cards/sets/index.js';

const ids = (p: (typeof S02_PRECONS)[number]) => [...p.deck.main, ...p.deck.life];

describe('SNM-S02 preconstructed decks', () => {
  it('the registry lists six standard and four Starter - Type C decks of the set', () => {
    const listed = precons().filter((p) => p.game === 'fadalgia');
    for (const p of S02_PRECONS) expect(listed.find((q) => q.id === p.id)?.format, p.id).toBe(p.format);
    expect(S02_PRECONS.filter((p) => p.format === 'standard')).toHaveLength(6);
    expect(S02_PRECONS.filter((p) => p.format === 'starter-c')).toHaveLength(4);
    expect(new Set(listed.map((p) => p.id)).size).toBe(listed.length);
  });

  it('each deck is legal in its format by the engine\'s validation (100.3 / Starter - Type C)', () => {
    for (const p of S02_PRECONS) {
      expect(checkDeck('fadalgia', p.deck, p.format), p.id).toEqual([]);
      expect(p.deck.main.length + p.deck.life.length, p.id).toBe(p.format === 'standard' ? 60 : 30);
    }
    // The validation is not a rubber stamp: a standard deck is not a legal starter deck, nor the reverse.
    expect(checkDeck('fadalgia', S02_PRECONS[0]!.deck, 'starter-c').length).toBeGreaterThan(0);
    expect(checkDeck('fadalgia', S02_PRECONS[6]!.deck, 'standard').length).toBeGreaterThan(0);
  });

  it('together the decks use every keyword of the table on at least two different cards', () => {
    const cards = new Set(S02_PRECONS.flatMap(ids));
    const holders = new Map<string, Set<string>>();
    for (const id of cards) for (const k of cardDef(id).keywords ?? []) holders.set(k, (holders.get(k) ?? new Set()).add(id));
    const counts = KEYWORD_TABLE.map((k) => `${k.key} ${holders.get(k.key)?.size ?? 0}`);
    console.log(`cards per keyword in the SNM-S02 decks: ${counts.join(', ')}`);
    for (const k of KEYWORD_TABLE) expect(holders.get(k.key)?.size ?? 0, k.key).toBeGreaterThanOrEqual(2);
  });

  it('together the decks hold every card type, the four elements and colourless, and every card of the set', () => {
    const defs = [...new Set(S02_PRECONS.flatMap(ids))].map(cardDef);
    expect(new Set(defs.map((d) => d.type))).toEqual(new Set(['unit', 'action', 'item', 'terrain']));
    expect(new Set(defs.filter((d) => d.type === 'item').map((d) => d.attach))).toEqual(new Set(['unit', 'field']));
    expect(new Set(defs.map((d) => d.element))).toEqual(new Set(['fire', 'water', 'wind', 'earth', 'none']));
    const shipped = new Set(defs.map((d) => d.id));
    for (const raw of SETS) expect(shipped.has((raw as { id: string }).id), (raw as { id: string }).id).toBe(true);
  });

  it('606.5.34.1 (ก): a Tarot : [Name] card may be in a deck once, in either format', () => {
    const base = S02_PRECONS.find((p) => p.id === 'tarot-circle')!;
    const star = 'SNM-S02-X05';
    expect(base.deck.main.filter((id) => id === star)).toHaveLength(1);
    // Swap one Scrying Mirror for a second The Star Card: sizes stay legal, only the Tarot rule is broken.
    const main = [...base.deck.main];
    main[main.indexOf('SNM-S01-412')] = star;
    const errs = checkDeck('fadalgia', { main, life: base.deck.life }, 'standard');
    expect(errs.map((e) => [e.code, e.rule])).toEqual([['deck/tarot', '606.5.34.1']]);
    const starter = { main: [star, ...S02_PRECONS[6]!.deck.main.slice(1)], life: S02_PRECONS[6]!.deck.life };
    expect(checkDeck('fadalgia', starter, 'starter-c')).toEqual([]);
    starter.main[1] = star;
    expect(checkDeck('fadalgia', starter, 'starter-c').map((e) => e.rule)).toEqual(['606.5.34.1']);
  });
});
