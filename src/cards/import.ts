/**
 * Importing a set file for a server, whole or not at all: parse (limits first), validate every card with the
 * game, then save. Between the steps the event loop gets a turn, so an upload never holds other interactions
 * for more than one step (bench/card-sets.bench.ts measures the slowest).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { cardSetSupport } from '../engine/index.js';
import type { CardSetRepository, SaveOutcome, SetRecord } from './repo.js';
import { parseSetFile, type SetIssue } from './set-file.js';
import { validateSet, type ValidSet } from './validate.js';

export type ImportResult =
  | { ok: true; set: ValidSet; record: SetRecord | null; outcome: SaveOutcome }
  | { ok: false; errors: SetIssue[] };

const csvRow = (game: string) => {
  const f = cardSetSupport(game)?.fromCsvRow;
  return f ? f.bind(cardSetSupport(game)) : null;
};

/** Parses and validates without saving (the check /cards import runs first; the editor's live check). */
export async function checkSetFile(repo: CardSetRepository, guild: string, fileName: string, bytes: Uint8Array | string): Promise<{ ok: true; set: ValidSet; format: 'yaml' | 'json' | 'csv' } | { ok: false; errors: SetIssue[] }> {
  const parsed = parseSetFile(fileName, bytes, { csvRow });
  if (!parsed.ok) return parsed;
  await nextTurn();
  const others = await repo.ids(guild, parsed.set.header.game, parsed.set.header.set);
  const valid = validateSet(parsed.set, others);
  if (!valid.ok) return valid;
  return { ok: true, set: valid.set, format: parsed.set.format };
}

export async function importSetFile(repo: CardSetRepository, guild: string, fileName: string, bytes: Uint8Array | string, by: string, now: number): Promise<ImportResult> {
  const checked = await checkSetFile(repo, guild, fileName, bytes);
  if (!checked.ok) return checked;
  const outcome = await repo.save(guild, checked.set, checked.format, by, now);
  const record = outcome.saved ? await repo.record(guild, checked.set.header.game, checked.set.header.set) : null;
  return { ok: true, set: checked.set, record, outcome };
}
