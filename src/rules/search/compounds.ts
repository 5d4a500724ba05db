/**
 * Thai compounds. ICU keeps a compound whole when its dictionary knows it (หงายหน้า "face up", ถูกทำลาย), so a
 * question that uses one of its parts (หงาย) finds it only through bigrams. A compound is also counted as its
 * two parts when both are words the rule text uses on their own; the vocabulary is the rule text's, so a split
 * never invents a word (การ์ด is never การ + ์ด).
 */

const THAI_WORD = /^[\u0E01-\u0E5B]{4,}$/;
/** A Thai word starts with a consonant or a leading vowel, never with a mark that sits on a consonant. */
const STARTS_WORD = /^[\u0E01-\u0E2E\u0E40-\u0E44]/;
const MIN_PART = 2;

export class CompoundSplitter {
  private readonly cache = new Map<string, readonly string[]>();

  constructor(private readonly vocabulary: ReadonlySet<string>) {}

  /** The two known words a compound is made of (the most even split), or nothing. */
  parts(word: string): readonly string[] {
    const hit = this.cache.get(word);
    if (hit) return hit;
    let best: string[] = [];
    let bestMin = 0;
    if (THAI_WORD.test(word)) {
      for (let k = MIN_PART; k <= word.length - MIN_PART; k++) {
        const a = word.slice(0, k);
        const b = word.slice(k);
        if (!STARTS_WORD.test(b) || !this.vocabulary.has(a) || !this.vocabulary.has(b)) continue;
        const m = Math.min(a.length, b.length);
        if (m > bestMin) {
          best = [a, b];
          bestMin = m;
        }
      }
    }
    this.cache.set(word, best);
    return best;
  }

  /** The parts of every compound among the words (each part once). */
  partsOf(words: readonly string[]): string[] {
    const out = new Set<string>();
    for (const w of words) for (const p of this.parts(w)) out.add(p);
    return [...out];
  }
}

/** The Thai words of a text's analysis that stand alone (no concept tokens, no Latin words). */
export function thaiVocabulary(wordLists: Iterable<readonly string[]>): Set<string> {
  const out = new Set<string>();
  for (const ws of wordLists) for (const w of ws) if (/^[\u0E01-\u0E5B]{2,}$/.test(w)) out.add(w);
  return out;
}
