/** Parse and validate a set file in one synchronous step (on a worker thread in the bot: check-pool.ts). */
import { cardSetSupport } from '../engine/index.js';
import { parseSetFile, type SetFormat, type SetIssue } from './set-file.js';
import { validateSet, type NameOwner, type ValidSet } from './validate.js';

export type CheckResult = { ok: true; set: ValidSet; format: SetFormat } | { ok: false; errors: SetIssue[] };

const csvRow = (game: string) => {
  const f = cardSetSupport(game)?.fromCsvRow;
  return f ? f.bind(cardSetSupport(game)) : null;
};

/**
 * `others`: the ids of the server's other sets of the file's game (unknown before parsing: all games');
 * `otherNames`: their cards' names by nameKey (validate.ts).
 */
export function checkSetText(fileName: string, bytes: Uint8Array | string, others: ReadonlySet<string>, otherNames: ReadonlyMap<string, NameOwner> = new Map()): CheckResult {
  const parsed = parseSetFile(fileName, bytes, { csvRow });
  if (!parsed.ok) return parsed;
  const valid = validateSet(parsed.set, others, { otherNames });
  return valid.ok ? { ok: true, set: valid.set, format: parsed.set.format } : valid;
}
