/** Every game's term list (src/engine/terms), walked into (game, path, term) rows for the tests that check spellings. */
import * as COMMON from '../../src/engine/terms/common.js';
import * as F from '../../src/engine/terms/fadalgia.js';
import * as SD from '../../src/engine/terms/spirit-duel.js';
import * as SM from '../../src/engine/terms/summoner-master.js';
import type { Term } from '../../src/engine/terms/term.js';

export const TERM_LISTS = { common: COMMON, fadalgia: F, 'spirit-duel': SD, 'summoner-master': SM } as const;

export interface TermRow { list: string; path: string; term: Term }

function walk(list: string, path: string, x: unknown, out: TermRow[]): void {
  if (!x || typeof x !== 'object') return;
  const o = x as Record<string, unknown>;
  if (typeof o.th === 'string' && typeof o.en === 'string') { out.push({ list, path, term: o as unknown as Term }); return; }
  for (const [k, v] of Object.entries(o)) walk(list, path ? `${path}.${k}` : k, v, out);
}

export function termRows(): TermRow[] {
  const out: TermRow[] = [];
  for (const [list, mod] of Object.entries(TERM_LISTS)) walk(list, '', mod, out);
  return out;
}

/** The Latin words of the lists' Thai forms: the English the Thai rulebooks themselves write ("Main Phase", "Soul"). */
export function termListLatinWords(): string[] {
  return [...new Set(termRows().flatMap((r) => r.term.th.match(/[A-Za-z]+/g) ?? []))];
}
