/**
 * The Fadalgia card-language reference (src/engine/games/fadalgia/cards/CARD-LANGUAGE.md) is what the schema
 * generates now, and its Thai | English words cover exactly the schema: a field, verb (605), condition (408.3),
 * event, cost (603.2.2) or continuous kind added to the schema without words fails here, as does a word left
 * for one the schema dropped.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS, referenceMarkdown, schemaNames } from '../../../src/engine/games/fadalgia/cards/reference.js';

describe('Fadalgia card-language reference', () => {
  it('CARD-LANGUAGE.md is what scripts/fadalgia-card-reference.ts generates from the schema now', () => {
    const file = readFileSync(new URL('../../../src/engine/games/fadalgia/cards/CARD-LANGUAGE.md', import.meta.url), 'utf8');
    expect(file).toBe(referenceMarkdown());
  });

  it('every name of the schema has Thai and English words, and no word is left for a name the schema lacks', () => {
    const wanted = Object.entries(schemaNames()).flatMap(([group, names]) => names.map((n) => `${group}.${n}`));
    expect(wanted.length).toBeGreaterThan(100);
    for (const key of wanted) {
      expect(DOCS[key]?.[0], `${key} (ไทย)`).toMatch(/\S/);
      expect(DOCS[key]?.[1], `${key} (English)`).toMatch(/\S/);
    }
    expect(Object.keys(DOCS).filter((k) => !wanted.includes(k))).toEqual([]);
  });

  it('names every verb and event of the schema with whether the engine plays it', () => {
    const md = referenceMarkdown();
    for (const verb of schemaNames().verb!) expect(md).toContain(`### \`${verb}\``);
    for (const on of schemaNames().on!) expect(md).toContain(`| \`${on}\` |`);
    expect(md).toMatch(/### `grant`[\s\S]*?engine does not play it/);
  });
});
