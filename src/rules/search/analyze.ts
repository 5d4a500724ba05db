/**
 * Hybrid tokenisation for Thai rule text (shared/notes/thai-search-and-leagues.md §2): split script runs,
 * segment Thai runs with ICU, add the glossary's longest matches as whole tokens (ICU breaks loanwords such
 * as เทิร์น), and emit Thai character bigrams (§-prefixed) so a phrase is found however it was segmented.
 */
import { latinStemKey, type Glossary } from './glossary.js';
import { stemLatin } from './stem.js';

export { stemLatin };
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

export interface AnalyzeOptions {
  query?: boolean;
  /** Query only: words the rule index knows; a near spelling is looked for only where a word is unknown. */
  known?: (word: string) => boolean;
}

export function analyze(norm: string, glossary: Glossary, opts: AnalyzeOptions = {}): Analysis {
  const words: string[] = [];
  const terms: string[] = [];
  const grams: string[] = [];
  const spans: string[] = [];
  let latinRun: string[] = [];
  const flushLatin = () => {
    for (let i = 0; i < latinRun.length; i++) {
      for (let n = MAX_LATIN_FORM_WORDS; n >= 1; n--) {
        if (i + n > latinRun.length) continue;
        const typed = latinRun.slice(i, i + n).join(' ');
        const form = glossary.equivalents.has(typed) ? typed : opts.query ? glossary.latinStems.get(latinStemKey(typed)) : undefined;
        if (form) {
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
    let found = longestMatches(run, glossary, whole, Boolean(opts.query));
    // A question may spell a loanword in a way the glossary does not list yet (ไฮสปิด, ฟาร์มัส): one letter off
    // a known form of four letters or more still counts, in the stretches no exact form covered.
    if (opts.known) found = [...found, ...nearMatches(run, glossary, found, whole, opts.known)].sort((x, y) => x.at - y.at);
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
    for (const w of kept) {
      // ICU keeps a player's compound whole (ตีหน้า "hit the face"): a short glossary form it starts with, followed
      // by a word the rule text uses, is that term and that word.
      const split = opts.known && !opts.known(w) ? shortFormPrefix(w, glossary, opts.known) : undefined;
      if (split) {
        terms.push(split.form);
        words.push(glossary.concept.get(split.form)!, split.rest);
      } else words.push(w);
    }
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

/** Glossary forms one edit away from a substring of the run (outside exact matches), as if typed exactly. */
function nearMatches(
  run: string, glossary: Glossary, exact: { form: string; at: number }[], whole: { w: string; at: number }[], known: (w: string) => boolean,
): { form: string; at: number }[] {
  const out: { form: string; at: number }[] = [];
  // Only where ICU starts a word the rulebook never uses (แทรก "insert" is a real word, not a misspelt แทรป).
  const unknownAt = new Set(whole.filter((x) => !known(x.w)).map((x) => x.at));
  // A dictionary word ICU finds whole (เด้ง, เจ็ด, สามสิบ) is that word, not a misspelt term one letter off (เด้ค,
  // เม็ด, สนาม): a misspelt loanword is one ICU breaks into pieces (ไฮส|ปิด).
  const wordLength = new Map(whole.map((x) => [x.at, x.w.length]));
  const taken = new Uint8Array(run.length);
  for (const f of exact) taken.fill(1, f.at, f.at + f.form.length);
  const free = (a: number, b: number) => {
    for (let k = a; k < b; k++) if (taken[k]) return false;
    return true;
  };
  for (let i = 0; i + 3 <= run.length; i++) {
    if (taken[i] || !unknownAt.has(i)) continue;
    for (const f of glossary.thaiFormsByLetter.get(run[i]!) ?? []) {
      if (f.length < 4) break; // longest first: the rest are shorter
      const len = [f.length, f.length - 1, f.length + 1].find((l) => i + l <= run.length && free(i, i + l) && withinOneEdit(run.slice(i, i + l), f));
      if (len === undefined || (wordLength.get(i) ?? 0) >= len) continue;
      out.push({ form: f, at: i });
      taken.fill(1, i, i + len);
      i += len - 1;
      break;
    }
  }
  return out;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
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

/** A short (2–3 letter) glossary form at the start of an unknown word whose rest the rule text knows. */
function shortFormPrefix(w: string, glossary: Glossary, known: (w: string) => boolean): { form: string; rest: string } | undefined {
  for (const n of [3, 2]) {
    const form = w.slice(0, n);
    const rest = w.slice(n);
    if (rest.length >= 2 && glossary.equivalents.has(form) && !glossary.queryOnly.has(form) && known(rest)) return { form, rest };
  }
  return undefined;
}

/**
 * Words after which กัน is "each other" / "alike" (เหมือนกัน, พร้อมกัน, เท่ากัน, ด้วยกัน), not the query-only
 * "block": a short query-only form right after one of them is left a plain word.
 */
const RECIPROCAL_BEFORE = new Set(['เหมือน', 'พร้อม', 'เท่า', 'ด้วย', 'เดียว', 'ต่าง', 'ร่วม', 'แยก', 'สลับ', 'ซ้อน', 'ใกล้', 'เจอ', 'ติด', 'ชน', 'แลก']);

/** Longest glossary forms inside a Thai run; a short form (≤3 letters, e.g. ตี, มือ) counts only as a whole ICU word. */
function longestMatches(run: string, glossary: Glossary, whole: { w: string; at: number }[], query: boolean): { form: string; at: number }[] {
  const segs = new Set(whole.map((x) => x.w));
  const reciprocalAt = new Set(whole.filter((x) => RECIPROCAL_BEFORE.has(x.w)).map((x) => x.at + x.w.length));
  const out: { form: string; at: number }[] = [];
  let i = 0;
  while (i < run.length) {
    let hit: string | undefined;
    for (const f of glossary.thaiFormsByFirst.get(run.slice(i, i + 2)) ?? []) {
      if (f.length > run.length - i || (!query && glossary.queryOnly.has(f))) continue;
      if (f.length <= 3 && glossary.queryOnly.has(f) && reciprocalAt.has(i)) continue;
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
