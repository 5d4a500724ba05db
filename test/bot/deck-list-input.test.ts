/**
 * Deck lists are user input: the parser must give the right answer on pathological inputs (their timing is
 * measured in bench/deck-list.bench.ts), refuse over-long lines and absurd card counts with a clear line
 * error, and read a list the same whatever whitespace surrounds its tokens.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDeckList, parseDeckList, PRECONS } from '../../src/engine/index.js';
import { MAX_LINE_CHARS, MAX_LIST_CARDS } from '../../src/engine/games/fadalgia/deck-list.js';
import { normalizeDeckText } from '../../src/bot/handlers/deck-commands.js';
import { pathologicalInputs } from './support/pathological.js';
import { fcSeed } from '../support/seed.js';

const read = (text: string) => parseDeckList(normalizeDeckText(text));
const errorsOf = (text: string) => { const r = read(text); return r.ok ? [] : r.errors.map((e) => e.message.en); };

describe('deck-list parsing of pathological input', () => {
  it('every 64 KB pathological input gets an answer of at most 50 line errors, each naming its line once', () => {
    for (const { name, text } of pathologicalInputs()) {
      const r = read(text);
      expect(r.ok, name).toBe(false);
      if (r.ok) continue;
      expect(r.errors.length, name).toBeGreaterThan(0);
      expect(r.errors.length, name).toBeLessThanOrEqual(50);
      for (const e of r.errors) expect(e.message.en.match(/Line \d+:/g)?.length ?? 0, name).toBeLessThanOrEqual(1);
    }
  });

  it('the specific answers: blank is empty, a heading run is no heading, long lines and huge lists are refused', () => {
    const inputs = Object.fromEntries(pathologicalInputs().map((p) => [p.name, p.text]));
    expect(errorsOf(inputs.spaces!)).toEqual(['The deck list is empty']);
    expect(errorsOf(inputs['crlf-runs']!)).toEqual(['The deck list is empty']);
    expect(errorsOf(inputs['main-spaces-x']!)[0]).toMatch(/^Line 1: no "Main:" or "Life:" heading yet/);
    expect(errorsOf(inputs['many-short-lines']!)).toEqual([`Line ${2 + MAX_LIST_CARDS / 4}: the list passes ${MAX_LIST_CARDS} cards (the largest deck has 60)`]);
    expect(errorsOf(`Main:\n4 ${'Flame Recruit '.repeat(20)}`)).toEqual([`Line 2: longer than ${MAX_LINE_CHARS} characters`]);
    expect(errorsOf('Main:\n60 Flame Recruit\n60 Flame Recruit\n60 Flame Recruit\n60 Flame Recruit')).toEqual([`Line 5: the list passes ${MAX_LIST_CARDS} cards (the largest deck has 60)`]);
    // A whitespace run inside a line is one space: the same card, not an unknown name.
    expect(read(`Main:\n4${' '.repeat(5000)}Flame${'\t'.repeat(5000)}Recruit\nLife:\nFlame Recruit ${' '.repeat(3000)}x${' '.repeat(3000)}2`)).toEqual({
      ok: true, deck: { main: Array(4).fill('SNM-S01-001'), life: Array(2).fill('SNM-S01-001') },
    });
  });

  it('any whitespace around and between the tokens of a valid list reads as the same deck', () => {
    const deck = PRECONS.find((p) => p.id === 'starter-flame')!.deck;
    const expected = parseDeckList(formatDeckList(deck, 'en'));
    expect(expected.ok).toBe(true);
    const lines = formatDeckList(deck, 'en').split('\n');
    const ws = fc.array(fc.constantFrom(' ', '\t', '\u00a0'), { minLength: 1, maxLength: 40 }).map((a) => a.join(''));
    fc.assert(fc.property(fc.array(ws, { minLength: 3 * lines.length, maxLength: 3 * lines.length }), (runs) => {
      const text = lines.map((l, i) => `${runs[3 * i]}${l.split(' ').join(runs[3 * i + 1])}${runs[3 * i + 2]}`).join('\r\n');
      expect(parseDeckList(text)).toEqual(expected);
    }), { numRuns: 100, ...fcSeed('deck-list-input') });
  });
});
