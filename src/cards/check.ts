/**
 * Parse and validate a set file in one synchronous step (on a worker thread in the bot: check-pool.ts).
 *
 * The last few results are kept by the SHA-256 of the file and of what else the check read (the server's
 * other ids and names): a set re-imported unchanged, or the editor validating the same text again as its
 * author types elsewhere, costs a hash of the file (about a millisecond for 500 cards) instead of a parse.
 * A result is shared by the callers that asked for it: nobody changes one (the repository serializes it).
 */
import { hash } from 'node:crypto';
import { cardSetSupport } from '../engine/index.js';
import { SET_LIMITS } from './limits.js';
import { formatOf, parseSetFile, type SetFormat, type SetIssue } from './set-file.js';
import { validateSet, type NameOwner, type ValidSet } from './validate.js';

export type CheckResult = { ok: true; set: ValidSet; format: SetFormat } | { ok: false; errors: SetIssue[] };

const csvRow = (game: string) => {
  const f = cardSetSupport(game)?.fromCsvRow;
  return f ? f.bind(cardSetSupport(game)) : null;
};

const CACHED = 8;
const cache = new Map<string, CheckResult>();

function cacheKey(fileName: string, bytes: Uint8Array | string, others: ReadonlySet<string>, otherNames: ReadonlyMap<string, NameOwner>): string {
  const file = hash('sha256', bytes, 'base64');
  // The name's extension is all a check reads of it (formatOf); the context is small beside the file.
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const format = ['json', 'csv', 'yaml', 'yml'].includes(ext) ? formatOf(fileName, '') : '?';
  const context = others.size || otherNames.size ? hash('sha256', JSON.stringify([[...others].sort(), [...otherNames].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]), 'base64') : '';
  return `${format}:${file}:${context}`;
}

/**
 * `others`: the ids of the server's other sets of the file's game (unknown before parsing: all games');
 * `otherNames`: their cards' names by nameKey (validate.ts).
 */
export function checkSetText(fileName: string, bytes: Uint8Array | string, others: ReadonlySet<string>, otherNames: ReadonlyMap<string, NameOwner> = new Map()): CheckResult {
  if ((typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length) > SET_LIMITS.fileBytes) return check(fileName, bytes, others, otherNames);
  const key = cacheKey(fileName, bytes, others, otherNames);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = check(fileName, bytes, others, otherNames);
  if (cache.size >= CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

function check(fileName: string, bytes: Uint8Array | string, others: ReadonlySet<string>, otherNames: ReadonlyMap<string, NameOwner>): CheckResult {
  const parsed = parseSetFile(fileName, bytes, { csvRow });
  if (!parsed.ok) return parsed;
  const valid = validateSet(parsed.set, others, { otherNames });
  return valid.ok ? { ok: true, set: valid.set, format: parsed.set.format } : valid;
}
