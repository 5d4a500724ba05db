/**
 * Writes the Spirit Duel card-language reference (src/engine/games/spirit-duel/CARD-LANGUAGE.md) from the schema.
 *   npx tsx scripts/spirit-duel-reference.ts        (test/engine/spirit-duel/reference.test.ts checks it is current)
 */
import { writeFileSync } from 'node:fs';
import { referenceMarkdown } from '../src/engine/games/spirit-duel/reference.js';

const out = new URL('../src/engine/games/spirit-duel/CARD-LANGUAGE.md', import.meta.url);
writeFileSync(out, referenceMarkdown());
console.log(`wrote ${out.pathname}`);
