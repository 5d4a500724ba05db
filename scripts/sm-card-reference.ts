/** Writes src/engine/games/summoner-master/CARD-LANGUAGE.md from the card-language schema (npx tsx scripts/sm-card-reference.ts). */
import { writeFileSync } from 'node:fs';
import { cardReference } from '../src/engine/games/summoner-master/language/reference.js';

writeFileSync(new URL('../src/engine/games/summoner-master/CARD-LANGUAGE.md', import.meta.url), cardReference());
