/**
 * Deck-list parsing on pathological 64 KB inputs (long whitespace and digit runs, near-headings, one-line
 * pastes): the slowest of several runs per input, through the bot's one-line normalisation and the engine's
 * parser, as /deck import does. Linear parsing keeps every input in single milliseconds; the quadratic
 * regexes this replaced took seconds.
 */
import { parseDeckList } from '../src/engine/index.js';
import { normalizeDeckText } from '../src/bot/handlers/deck-commands.js';
import { pathologicalInputs } from '../test/bot/support/pathological.js';

const RUNS = 5;
let worst = 0;
for (const { name, text } of pathologicalInputs()) {
  let slowest = 0;
  for (let r = 0; r < RUNS; r++) {
    const t0 = process.hrtime.bigint();
    parseDeckList(normalizeDeckText(text));
    slowest = Math.max(slowest, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  worst = Math.max(worst, slowest);
  console.log(`bench deck-list.pathological.${name} ${slowest.toFixed(2)} ms`);
}
console.log(`bench deck-list.pathological.worst ${worst.toFixed(2)} ms`);
