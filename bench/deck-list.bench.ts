/**
 * Deck-list parsing on pathological 64 KB inputs (long whitespace and digit runs, near-headings, one-line
 * pastes): the median of several runs per input (the machine is shared), through the bot's one-line normalisation and the engine's
 * parser, as /deck import does. Linear parsing keeps every input in single milliseconds; the quadratic
 * regexes this replaced took seconds.
 */
import { parseDeckList } from '../src/engine/index.js';
import { normalizeDeckText } from '../src/bot/handlers/deck-commands.js';
import { pathologicalInputs } from '../test/bot/support/pathological.js';

const RUNS = 7;
let worst = 0;
for (const { name, text } of pathologicalInputs()) {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = process.hrtime.bigint();
    parseDeckList(normalizeDeckText(text));
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const median = times.sort((a, b) => a - b)[RUNS >> 1]!;
  worst = Math.max(worst, median);
  console.log(`bench deck-list.pathological.${name} ${median.toFixed(2)} ms`);
}
console.log(`bench deck-list.pathological.worst ${worst.toFixed(2)} ms`);
