/**
 * Importing a set file for a server, whole or not at all: parse (limits first), validate every card with the
 * game, then save. Parsing and validation of a large file run on a worker thread (check-pool.ts), so an
 * upload never holds the bot's event loop for long; `inProcess` runs them here whatever the size.
 */
import { checkOffThread } from './check-pool.js';
import { checkSetText, type CheckResult } from './check.js';
import type { CardSetRepository, SaveOutcome, SetRecord } from './repo.js';
import type { SetIssue } from './set-file.js';
import { nameKey, type NameOwner, type ValidSet } from './validate.js';

export type ImportResult =
  | { ok: true; set: ValidSet; record: SetRecord | null; outcome: SaveOutcome }
  | { ok: false; errors: SetIssue[] };

export interface CheckOptions { inProcess?: boolean }

/**
 * Files above this go to the worker: a few dozen cards parse in a few milliseconds here, and the worker's
 * first start (loading the engine) costs more than that.
 */
export const OFF_THREAD_BYTES = 32 * 1024;

/** Parses and validates without saving. The set's own code may reuse its ids (it replaces itself). */
export async function checkSetFile(repo: CardSetRepository, guild: string, fileName: string, bytes: Uint8Array | string, opts: CheckOptions = {}): Promise<CheckResult> {
  // The game and code are in the file: the other sets' ids are taken per game and code after a first look.
  const head = peekHeader(fileName, bytes);
  const others = head ? await repo.ids(guild, head.game, head.set) : new Set<string>();
  const otherNames = new Map<string, NameOwner>();
  for (const n of head ? await repo.names(guild, head.game) : []) {
    if (n.code === head!.set || n.token) continue;
    for (const k of [nameKey(n.name.th), nameKey(n.name.en)]) if (!otherNames.has(k)) otherNames.set(k, { id: n.id, code: n.code });
  }
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  return opts.inProcess || size <= OFF_THREAD_BYTES ? checkSetText(fileName, bytes, others, otherNames) : checkOffThread(fileName, bytes, others, otherNames);
}

export async function importSetFile(repo: CardSetRepository, guild: string, fileName: string, bytes: Uint8Array | string, by: string, now: number, opts: CheckOptions = {}): Promise<ImportResult> {
  const checked = await checkSetFile(repo, guild, fileName, bytes, opts);
  if (!checked.ok) return checked;
  const outcome = await repo.save(guild, checked.set, checked.format, by, now);
  const record = outcome.saved ? await repo.record(guild, checked.set.header.game, checked.set.header.set) : null;
  return { ok: true, set: checked.set, record, outcome };
}

/**
 * The header's game and set code, read with two line patterns (YAML, CSV) or a bounded look at JSON keys, so
 * that the worker gets the other sets' ids without the main thread parsing the file. A file this misses is
 * still validated; only the collision check against the server's other sets then has nothing to compare.
 */
function peekHeader(fileName: string, bytes: Uint8Array | string): { game: string; set: string } | null {
  void fileName;
  const text = (typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes.subarray(0, 64 * 1024))).slice(0, 64 * 1024);
  // Bounded quantifiers on a short slice after each key: linear whatever the file holds.
  const value = (key: string, pattern: RegExp): string | undefined => {
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
      const m = pattern.exec(text.slice(at + key.length, at + key.length + 60));
      if (m) return m[1];
    }
    return undefined;
  };
  const game = value('game', /^"?[ \t]{0,8}:[ \t]{0,8}"?([A-Za-z0-9-]{1,40})/);
  const set = value('set', /^"?[ \t]{0,8}:[ \t]{0,8}"?([A-Za-z0-9]{2,12})/);
  return game && set ? { game, set } : null;
}
