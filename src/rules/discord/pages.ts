/**
 * Splits a (markdown-escaped) text into pages of at most `max` UTF-16 units. A page ends at a line break if
 * one is near, else at a space or a Thai word boundary, else at a grapheme boundary: never inside a
 * grapheme, so a vowel or tone mark always stays with its consonant.
 */
import { cutAtGrapheme, wordBoundaries } from '../search/segment.js';

export function paginate(text: string, max: number): string[] {
  const pages: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const hard = cutAtGrapheme(rest, max);
    const floor = Math.floor(hard.length * 0.5);
    let cut = hard.lastIndexOf('\n');
    if (cut <= floor) cut = hard.lastIndexOf(' ');
    if (cut <= floor) cut = wordBoundaries(hard).filter((b) => b > floor && b < hard.length).at(-1) ?? -1;
    if (cut <= floor) cut = hard.length;
    // A backslash that escapes markdown must stay with the character it escapes.
    while (cut > 1 && rest[cut - 1] === '\\') cut--;
    // A single grapheme longer than a page (never in practice) is kept whole rather than looping forever.
    if (cut === 0) cut = Math.max(1, [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(rest)][0]!.segment.length);
    pages.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).replace(/^\n+/, '');
  }
  if (rest.length > 0 || pages.length === 0) pages.push(rest);
  return pages;
}
