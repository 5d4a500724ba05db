/** The rulebook model: every entry quotes its document verbatim and knows its game, document, parent and children. */

export const GAMES = ['fadalgia', 'spirit-duel', 'summoner-master'] as const;
export type GameId = (typeof GAMES)[number];

export const DOC_IDS = ['fadalgia-comprehensive', 'fadalgia-basic', 'spirit-duel', 'summoner-master-nihil'] as const;
export type DocId = (typeof DOC_IDS)[number];

export interface RuleDoc {
  id: DocId;
  game: GameId;
  file: string;
  title: { th: string; en: string };
  /** First 8 hex digits of the SHA-256 of the file: names the text a quote or a button was made from. */
  version: string;
  /** Entry ids of this document's top-level entries, in document order. */
  roots: string[];
}

export interface RuleRef {
  /** The reference as written in the text, e.g. "504.5.4". */
  raw: string;
  /** The entry it names, or null when it names no section (a typo in the source). */
  target: string | null;
  /** For a dangling reference: the one section whose number differs by a single digit, if there is exactly one. */
  suggestion?: string;
}

export interface RuleEntry {
  /** `606.5.29` for numbered Fadalgia sections; `fb:…`, `sd:…`, `smn:…` for the unnumbered documents. */
  id: string;
  game: GameId;
  doc: DocId;
  /** The section number for numbered sections. */
  number?: string;
  /** Heading, keyword name or a short opening of the text; for display and autocomplete, not a quote. */
  title: string;
  /** Verbatim text of this entry (without its number label), lines joined as in the source. */
  text: string;
  parent: string | null;
  children: string[];
  refs: RuleRef[];
  /** Glossary names for this entry (keyword names, headings), as written in the text. */
  names: string[];
  /** Position in the whole rulebook, for stable ordering. */
  order: number;
}

export interface Rulebook {
  docs: Map<DocId, RuleDoc>;
  entries: Map<string, RuleEntry>;
  /** All entries in document order. */
  list: RuleEntry[];
  /** Dangling references found while building, e.g. 604.6 → "504.5.4". */
  danglingRefs: { from: string; ref: RuleRef }[];
}
