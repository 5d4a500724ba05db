/**
 * Writes the Fadalgia card-language reference (src/engine/games/fadalgia/cards/CARD-LANGUAGE.md) from the schema.
 *   npx tsx scripts/fadalgia-card-reference.ts        (test/engine/cards/reference.test.ts checks it is current)
 */
import { writeFileSync } from 'node:fs';
import { referenceMarkdown } from '../src/engine/games/fadalgia/cards/reference.js';

const out = new URL('../src/engine/games/fadalgia/cards/CARD-LANGUAGE.md', import.meta.url);
writeFileSync(out, referenceMarkdown());
console.log(`wrote ${out.pathname}`);
