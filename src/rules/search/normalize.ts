/**
 * Text normalisation shared by the index and by every query, so that what a player types in Discord
 * meets the rulebook on the same ground (see shared/notes/thai-search-and-leagues.md §2).
 * NFC, never NFKC: NFKC would split sara am (ำ) into nikhahit + sara aa.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const TONE = '\u0E48-\u0E4B';
// Upper vowels and lower vowels that a tone mark must follow; NFC cannot reorder them (ccc 0).
const UPPER_OR_LOWER_VOWEL = '\u0E31\u0E34-\u0E37\u0E38\u0E39\u0E47';
const TONE_BEFORE_VOWEL = new RegExp(`([${TONE}\u0E4C])([${UPPER_OR_LOWER_VOWEL}])`, 'g');
// Sara am typed as nikhahit + sara aa, with the tone mark on either side of the nikhahit.
const SPLIT_SARA_AM = new RegExp(`([${TONE}]?)\u0E4D([${TONE}]?)\u0E32`, 'g');
// A combining mark typed twice (a common slip, also present in the rule texts: "สุุสาน", "ทุุก").
const DOUBLED_MARK = /([\u0E31\u0E34-\u0E3A\u0E47-\u0E4E])\1+/g;
const THAI_DIGIT = /[\u0E50-\u0E59]/g;
const FULL_WIDTH = /[\uFF01-\uFF5E]/g;

export function normalizeText(input: string): string {
  let s = input.normalize('NFC').replace(ZERO_WIDTH, '');
  s = s.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
  s = s.replace(THAI_DIGIT, (c) => String(c.charCodeAt(0) - 0x0e50));
  s = s.replace(/\u0E40\u0E40/g, '\u0E41');
  s = s.replace(SPLIT_SARA_AM, '$1$2\u0E33');
  // Twice: a tone typed before two stacked marks needs two swaps.
  s = s.replace(TONE_BEFORE_VOWEL, '$2$1').replace(TONE_BEFORE_VOWEL, '$2$1');
  s = s.replace(DOUBLED_MARK, '$1');
  s = s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}
