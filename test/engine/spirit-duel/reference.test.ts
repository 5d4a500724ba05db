/** The generated card-language reference is current, and every verb has an example the validator accepts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Effect } from '../../../src/engine/games/spirit-duel/language.js';
import { exampleCard, referenceMarkdown, VERB_EXAMPLES } from '../../../src/engine/games/spirit-duel/reference.js';
import { sd } from './helpers.js';

describe('Spirit Duel card-language reference', () => {
  it('CARD-LANGUAGE.md is what scripts/spirit-duel-reference.ts generates from the schema now', () => {
    const file = readFileSync(new URL('../../../src/engine/games/spirit-duel/CARD-LANGUAGE.md', import.meta.url), 'utf8');
    expect(file).toBe(referenceMarkdown());
  });

  it('every verb of the schema has an example, and each example is a card the validator accepts', () => {
    expect(Object.keys(VERB_EXAMPLES).sort()).toEqual(Effect.options.map((o) => o.shape.do.value).sort());
    const r = sd.cardSets!.parse(Object.keys(VERB_EXAMPLES).map(exampleCard));
    expect(r.ok ? [] : r.errors).toEqual([]);
  });
});
