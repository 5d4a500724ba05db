/**
 * The glossary: names the rulebook gives its own terms (keyword sections 606.5.x, keyword actions 607.x,
 * counters, zone and section headings, the basic guide's "Grave Zone สุสาน" pairs, Nihil keywords), joined
 * with the alias groups so that "grave", "สุสาน" and "หลุม" find the same sections.
 */
import type { GameId, Rulebook } from '../model/types.js';
import { ALIAS_GROUPS, QUERY_ONLY_FORMS } from './aliases.js';
import { normalizeText } from './normalize.js';
import { stemLatin } from './stem.js';

export interface Glossary {
  /** normalised form → the sections that define it (document order) */
  targets: Map<string, string[]>;
  /** normalised form → every equivalent form (its alias group, itself included) */
  equivalents: Map<string, string[]>;
  /** normalised form → its concept token (¤ + the group's first form): one token per idea, whatever the spelling */
  concept: Map<string, string>;
  /** Thai forms, longest first, for longest-match scanning (thaiFormsByFirst: by their first two letters) */
  thaiForms: string[];
  thaiFormsByFirst: Map<string, string[]>;
  /** Thai forms by their first letter, longest first (for the one-edit match of a question's spelling) */
  thaiFormsByLetter: Map<string, string[]>;
  /** normalised forms recognised in questions only */
  queryOnly: Set<string>;
  /**
   * Latin forms by their words' light stems ("blocking units" → "block unit"): a question's verb or plural form of
   * an English term ("sacrificing", "flyers") still names it. Questions only: the rule text is Thai.
   */
  latinStems: Map<string, string>;
}

export function buildGlossary(book: Rulebook): Glossary {
  const targets = new Map<string, string[]>();
  const add = (form: string, id: string) => {
    const list = targets.get(form) ?? [];
    if (!list.includes(id)) list.push(id);
    targets.set(form, list);
  };
  for (const e of book.list) for (const name of e.names) add(normalizeText(name), e.id);
  // A Thai name shared by two documents ("สุสาน" heads 405 and names the guide's Grave Zone) joins them;
  // so does the guide's own pairing of an English and a Thai name on one heading.
  const equivalents = new Map<string, string[]>();
  const groups: string[][] = ALIAS_GROUPS.map((g) => g.map(normalizeText));
  for (const e of book.list) {
    if (e.doc === 'fadalgia-basic' && e.names.length === 2) groups.push(e.names.map(normalizeText));
  }
  for (const group of groups) {
    const merged = [...new Set(group.flatMap((f) => equivalents.get(f) ?? [f]))];
    const ids = [...new Set(merged.flatMap((f) => targets.get(f) ?? []))];
    for (const f of merged) {
      equivalents.set(f, merged);
      if (ids.length > 0) targets.set(f, orderIds(book, ids));
    }
  }
  for (const f of targets.keys()) if (!equivalents.has(f)) equivalents.set(f, [f]);
  const concept = new Map<string, string>();
  for (const [f, eq] of equivalents) concept.set(f, `¤${eq[0]}`);
  const thaiForms = [...equivalents.keys()].filter((f) => /^[\u0E01-\u0E5B]+$/.test(f)).sort((a, b) => b.length - a.length);
  // Keyed by the first two letters (every Thai form has at least two), longest first.
  const thaiFormsByFirst = new Map<string, string[]>();
  for (const f of thaiForms) thaiFormsByFirst.set(f.slice(0, 2), [...(thaiFormsByFirst.get(f.slice(0, 2)) ?? []), f]);
  const thaiFormsByLetter = new Map<string, string[]>();
  for (const f of thaiForms) thaiFormsByLetter.set(f[0]!, [...(thaiFormsByLetter.get(f[0]!) ?? []), f]);
  const latinStems = new Map<string, string>();
  for (const f of equivalents.keys()) {
    if (!/^[a-z][a-z ]*$/.test(f)) continue;
    const key = latinStemKey(f);
    // A stem two terms share names neither (an exact form is still matched as it is).
    const prev = latinStems.get(key);
    if (prev !== undefined && concept.get(prev) !== concept.get(f)) latinStems.set(key, '');
    else if (prev === undefined) latinStems.set(key, f);
  }
  return {
    targets, equivalents, concept, thaiForms, thaiFormsByFirst, thaiFormsByLetter, queryOnly: new Set([...QUERY_ONLY_FORMS].map(normalizeText)),
    latinStems,
  };
}

export function latinStemKey(form: string): string {
  return form.split(' ').map(stemLatin).join(' ');
}

function orderIds(book: Rulebook, ids: string[]): string[] {
  return [...ids].sort((a, b) => book.entries.get(a)!.order - book.entries.get(b)!.order);
}

export function glossaryTargets(g: Glossary, book: Rulebook, form: string, game?: GameId): string[] {
  const ids = g.targets.get(form) ?? [];
  return game ? ids.filter((id) => book.entries.get(id)?.game === game) : ids;
}
