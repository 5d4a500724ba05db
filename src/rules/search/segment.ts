/** Grapheme and word segmentation helpers (ICU via Intl.Segmenter, Node 20 full ICU). */

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });

export function graphemeCount(s: string): number {
  let n = 0;
  for (const _ of graphemes.segment(s)) n++;
  return n;
}

/** Cuts `s` to at most `maxLen` UTF-16 units without splitting a grapheme (a Thai vowel or tone mark stays on its consonant). */
export function cutAtGrapheme(s: string, maxLen: number): string {
  if (s.length <= maxLen) return s;
  let end = 0;
  for (const g of graphemes.segment(s)) {
    if (g.index + g.segment.length > maxLen) break;
    end = g.index + g.segment.length;
  }
  return s.slice(0, end);
}

/** Shortens to `maxLen` units with an ellipsis, preferring a space or a Thai word boundary near the end. */
export function ellipsize(s: string, maxLen: number): string {
  if (s.length <= maxLen) return s;
  const hard = cutAtGrapheme(s, maxLen - 1);
  const floor = Math.floor(hard.length * 0.6);
  let best = hard.length;
  const space = hard.lastIndexOf(' ');
  if (space > floor) best = space;
  else {
    for (const w of words.segment(hard)) if (w.index > floor && w.index < hard.length) best = w.index;
  }
  return hard.slice(0, best).trimEnd() + '…';
}

/** ICU word segments of a Thai run (word-like ones only). */
export function thaiWords(run: string): string[] {
  const out: string[] = [];
  for (const w of words.segment(run)) if (w.isWordLike) out.push(w.segment);
  return out;
}

/** ICU word segments of a Thai run with their offsets (word-like ones only). */
export function thaiWordSpans(run: string): { w: string; at: number }[] {
  const out: { w: string; at: number }[] = [];
  for (const w of words.segment(run)) if (w.isWordLike) out.push({ w: w.segment, at: w.index });
  return out;
}

/** Offsets at which a word may start: used to break long pages between words rather than inside one. */
export function wordBoundaries(s: string): number[] {
  const out: number[] = [];
  for (const w of words.segment(s)) out.push(w.index);
  return out;
}
