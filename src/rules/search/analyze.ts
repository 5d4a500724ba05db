/**
 * Hybrid tokenisation for Thai rule text (shared/notes/thai-search-and-leagues.md §2): split script runs,
 * segment Thai runs with ICU, add the glossary's longest matches as whole tokens (ICU breaks loanwords such
 * as เทิร์น), and emit Thai character bigrams (§-prefixed) so a phrase is found however it was segmented.
 */
import type { Glossary } from './glossary.js';
import { QUERY_STOPWORDS } from './aliases.js';
import { thaiWords } from './segment.js';

const RUN = /[\u0E01-\u0E5B]+|[a-z0-9]+(?:[.'][a-z0-9]+)*/g;
const THAI = /^[\u0E01-\u0E5B]/;
const MAX_LATIN_FORM_WORDS = 3;

export interface Analysis {
  /** word tokens: ICU words, Latin words, section numbers, and a concept token (¤…) per glossary form found */
  words: string[];
  /** glossary forms found, in order */
  terms: string[];
  /** Thai bigrams, each prefixed with § */
  grams: string[];
  /** Query only: stretches of meaningful Thai text between question words, for the exact-phrase boost. */
  spans: string[];
}

export function analyze(norm: string, glossary: Glossary, opts: { query?: boolean } = {}): Analysis {
  const words: string[] = [];
  const terms: string[] = [];
  const grams: string[] = [];
  const spans: string[] = [];
  let latinRun: string[] = [];
  const flushLatin = () => {
    for (let i = 0; i < latinRun.length; i++) {
      for (let n = MAX_LATIN_FORM_WORDS; n >= 1; n--) {
        if (i + n > latinRun.length) continue;
        const form = latinRun.slice(i, i + n).join(' ');
        if (glossary.equivalents.has(form)) {
          terms.push(form);
          words.push(glossary.concept.get(form)!);
          i += n - 1;
          break;
        }
      }
    }
    latinRun = [];
  };
  for (const m of norm.matchAll(RUN)) {
    const run = m[0];
    if (!THAI.test(run)) {
      if (!(opts.query && QUERY_STOPWORDS.has(run))) words.push(run);
      latinRun.push(run);
      // "606.5.29" also yields no separate parts: numbers are matched whole, never as 606 or 5.
      continue;
    }
    flushLatin();
    const segs = thaiWords(run);
    const kept = opts.query ? segs.filter((w) => !QUERY_STOPWORDS.has(w)) : segs;
    words.push(...kept);
    const segSet = new Set(segs);
    for (const form of longestMatches(run, glossary, segSet)) {
      terms.push(form);
      words.push(glossary.concept.get(form)!);
    }
    if (opts.query) {
      // Bigrams only inside stretches of meaningful words, so "ไหม" never matches "ใหม่".
      let span = '';
      let prev = '';
      for (const w of segs) {
        if (QUERY_STOPWORDS.has(w)) {
          if (span) spans.push(span);
          span = '';
          prev = '';
          continue;
        }
        pushGrams(w, grams);
        if (prev) grams.push(`§${prev.at(-1)}${w[0]}`);
        span += w;
        prev = w;
      }
      if (span) spans.push(span);
    } else pushGrams(run, grams);
  }
  flushLatin();
  return { words, terms, grams, spans };
}

function pushGrams(s: string, out: string[]): void {
  for (let i = 0; i + 1 < s.length; i++) out.push(`§${s.slice(i, i + 2)}`);
}

/** Longest glossary forms inside a Thai run; a short form (≤3 letters, e.g. ตี, มือ) counts only as a whole ICU word. */
function longestMatches(run: string, glossary: Glossary, segs: Set<string>): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < run.length) {
    let hit: string | undefined;
    for (const f of glossary.thaiFormsByFirst.get(run[i]!) ?? []) {
      if (f.length > run.length - i) continue;
      if (run.startsWith(f, i) && (f.length > 3 || segs.has(f))) {
        hit = f;
        break;
      }
    }
    if (hit) {
      out.push(hit);
      i += hit.length;
    } else i++;
  }
  return out;
}
