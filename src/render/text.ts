/**
 * Label shaping done before drawing, so the draw list holds exactly the strings that reach the image:
 * characters the bundled font lacks are dropped (Discord names may hold emoji), long labels are cut
 * with an ellipsis at a grapheme boundary (never between a Thai consonant and its marks), and card
 * text wraps at Thai word boundaries (Thai writes no spaces between words).
 */
import { covers, measure, type Weight } from './font/font-set.js';

const ELLIPSIS = '…';

/**
 * Fitting and wrapping are pure and most labels repeat from one version of a board to the next (names, card
 * texts, zone titles), and they were ~60% of a layout's time: recent results are kept. Bounded; a result is a
 * function of its arguments only, so what another board put here cannot change what this one draws.
 */
const MEMO_SIZE = 4096;
function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const hit = memo.get(key);
  if (hit !== undefined) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const value = make();
  memo.set(key, value);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return value;
}
const fitted = new Map<string, string>();
const wrapped = new Map<string, readonly string[]>();
export const textMemoSizes = (): { fitted: number; wrapped: number } => ({ fitted: fitted.size, wrapped: wrapped.size });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });

/** Keeps only characters the bundled font can draw; whitespace runs become one space. */
export function sanitize(text: string, weight: Weight = 400): string {
  let out = '';
  for (const ch of text.replace(/\s+/gu, ' ')) {
    if (ch === ' ' || covers(ch.codePointAt(0) ?? 0, weight)) out += ch;
  }
  return out.trim();
}

/** The longest prefix (whole graphemes) that fits, with an ellipsis when something was cut. */
export function fitText(text: string, size: number, weight: Weight, maxWidth: number): string {
  return remembered(fitted, `${size}|${weight}|${maxWidth}|${text}`, () => fitUncached(text, size, weight, maxWidth));
}

function fitUncached(text: string, size: number, weight: Weight, maxWidth: number): string {
  const clean = sanitize(text, weight);
  if (measure(clean, size, weight) <= maxWidth) return clean;
  const parts = [...graphemes.segment(clean)].map((s) => s.segment);
  const room = maxWidth - measure(ELLIPSIS, size, weight);
  let out = '';
  for (const part of parts) {
    if (measure(out + part, size, weight) > room) break;
    out += part;
  }
  return out.trimEnd() + ELLIPSIS;
}

/** Breaks text into at most `maxLines` lines of `maxWidth`; the last line gets an ellipsis if text remains. */
export function wrapText(text: string, size: number, weight: Weight, maxWidth: number, maxLines: number): string[] {
  return [...remembered(wrapped, `${size}|${weight}|${maxWidth}|${maxLines}|${text}`, () => wrapUncached(text, size, weight, maxWidth, maxLines))];
}

function wrapUncached(text: string, size: number, weight: Weight, maxWidth: number, maxLines: number): string[] {
  const clean = sanitize(text, weight);
  if (!clean || maxLines <= 0) return [];
  const lines: string[] = [];
  let line = '';
  const pieces: string[] = [];
  for (const { segment } of words.segment(clean)) {
    // Closing punctuation never starts a line: glue it to the word before.
    // Opening punctuation never ends one: glue the next word to it.
    const prev = pieces[pieces.length - 1];
    if (prev !== undefined && prev !== ' ' && (/^[)\]}.,:;!?%…]+$/u.test(segment) || /[([{]$/u.test(prev))) {
      pieces[pieces.length - 1] += segment;
      continue;
    }
    // A single word wider than the line is split by graphemes.
    if (measure(segment, size, weight) > maxWidth) pieces.push(...[...graphemes.segment(segment)].map((g) => g.segment));
    else pieces.push(segment);
  }
  let i = 0;
  for (; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    if (line === '' && piece === ' ') continue;
    if (measure(line + piece, size, weight) <= maxWidth) {
      line += piece;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece === ' ' ? '' : piece;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines) {
    if (line) lines.push(line.trimEnd());
    return lines;
  }
  const rest = pieces.slice(i).join('');
  if (rest.trim()) lines[maxLines - 1] = fitText(`${lines[maxLines - 1] ?? ''}${rest}`, size, weight, maxWidth);
  return lines;
}
