/**
 * Hybrid tokenisation for Thai rule text (shared/notes/thai-search-and-leagues.md §2): split script runs,
 * segment Thai runs with ICU, add the glossary's longest matches as whole tokens (ICU breaks loanwords such
 * as เทิร์น), and emit Thai character bigrams (§-prefixed) so a phrase is found however it was segmented.
 */
import type { Glossary } from './glossary.js';
import { QUERY_STOPWORDS } from './aliases.js';
import { thaiWordSpans, thaiWords } from './segment.js';

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
      if (!(opts.query && QUERY_STOPWORDS.has(run))) words.push(stemLatin(run));
      latinRun.push(run);
      // "606.5.29" also yields no separate parts: numbers are matched whole, never as 606 or 5.
      continue;
    }
    flushLatin();
    const whole = thaiWordSpans(run);
    const found = longestMatches(run, glossary, new Set(whole.map((x) => x.w)), Boolean(opts.query));
    // ICU breaks loanwords across their neighbours (เทอร์|เรนอ|ยู่): the text between glossary terms is segmented
    // on its own (reusing the run's segments where they fall inside it), and a term's concept token stands for
    // the term itself, so one idea is counted once.
    const segs: string[] = [];
    const pieces: string[] = [];
    let from = 0;
    for (const f of [...found, { form: '', at: run.length }]) {
      if (f.at > from) {
        const ws = wordsBetween(run, whole, from, f.at);
        segs.push(...ws);
        pieces.push(...ws);
      }
      if (f.form) pieces.push(f.form);
      from = f.at + f.form.length;
    }
    const kept = opts.query ? segs.filter((w) => !QUERY_STOPWORDS.has(w)) : segs;
    words.push(...kept);
    for (const f of found) {
      terms.push(f.form);
      words.push(glossary.concept.get(f.form)!);
    }
    if (opts.query) {
      // Bigrams only inside stretches of meaningful words, so "ไหม" never matches "ใหม่".
      let span = '';
      let prev = '';
      for (const w of pieces) {
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

/**
 * A light English stem, the same for the rule index and the query, so "attacks", "attacking", "attacked" and
 * "attack" meet; it only has to be consistent, not linguistic. Numbers and short words are kept whole.
 */
export function stemLatin(w: string): string {
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  let s = w;
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ing') && s.length > 5) s = s.slice(0, -3);
  else if (s.endsWith('ed') && s.length > 4) s = s.slice(0, -2);
  else if (s.endsWith('es') && s.length > 4) s = s.slice(0, -2);
  else if (s.endsWith('s') && !s.endsWith('ss') && s.length > 3) s = s.slice(0, -1);
  if (s.endsWith('e') && s.length > 3) s = s.slice(0, -1);
  return s;
}

/** Word segments of run[from, to): the run's own segments that lie inside, and a fresh segmentation of the rest. */
function wordsBetween(run: string, whole: { w: string; at: number }[], from: number, to: number): string[] {
  if (alignedSpan(whole, from, to)) return whole.filter((x) => x.at >= from && x.at + x.w.length <= to).map((x) => x.w);
  return thaiWords(run.slice(from, to));
}

/** Whether the run's segmentation has boundaries at both ends of [from, to) (then its segments can be reused). */
function alignedSpan(whole: { w: string; at: number }[], from: number, to: number): boolean {
  let start = from === 0;
  let end = false;
  for (const x of whole) {
    if (x.at === from) start = true;
    if (x.at + x.w.length === to || x.at === to) end = true;
  }
  return start && (end || to === whole.at(-1)!.at + whole.at(-1)!.w.length);
}

function pushGrams(s: string, out: string[]): void {
  for (let i = 0; i + 1 < s.length; i++) out.push(`§${s.slice(i, i + 2)}`);
}

/** Longest glossary forms inside a Thai run; a short form (≤3 letters, e.g. ตี, มือ) counts only as a whole ICU word. */
function longestMatches(run: string, glossary: Glossary, segs: Set<string>, query: boolean): { form: string; at: number }[] {
  const out: { form: string; at: number }[] = [];
  let i = 0;
  while (i < run.length) {
    let hit: string | undefined;
    for (const f of glossary.thaiFormsByFirst.get(run.slice(i, i + 2)) ?? []) {
      if (f.length > run.length - i || (!query && glossary.queryOnly.has(f))) continue;
      if (run.startsWith(f, i) && (f.length > 3 || segs.has(f))) {
        hit = f;
        break;
      }
    }
    if (hit) {
      out.push({ form: hit, at: i });
      i += hit.length;
    } else i++;
  }
  return out;
}
