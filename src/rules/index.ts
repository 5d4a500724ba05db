/** Public entry points of the rulebooks: one rulebook and one search index per process, built on first use. */
import { buildRulebook, quotedText } from './model/build.js';
import type { GameId, Rulebook } from './model/types.js';
import { RuleSearch, type SearchOptions } from './search/engine.js';

let shared: RuleSearch | undefined;

export function getRuleSearch(): RuleSearch {
  shared ??= new RuleSearch(buildRulebook());
  return shared;
}

export interface RuleAnswer {
  id: string;
  game: GameId;
  doc: string;
  title: string;
  /** Verbatim text of the section (for a heading without text of its own, its subsections' texts). */
  text: string;
  score: number;
}

export function answer(search: RuleSearch, query: string, opts: SearchOptions = {}): RuleAnswer[] {
  return search.search(query, opts).hits.map((h) => toAnswer(search.book, h.entry.id, h.score));
}

function toAnswer(book: Rulebook, id: string, score: number): RuleAnswer {
  const e = book.entries.get(id)!;
  return { id: e.id, game: e.game, doc: e.doc, title: e.title, text: quotedText(book, e), score };
}

export type { GameId, RuleEntry, Rulebook, RuleDoc, RuleRef } from './model/types.js';
export { RuleSearch } from './search/engine.js';
