/**
 * Standings as a monospaced text table (for a code block). Columns are padded by grapheme, not by UTF-16
 * length: a Thai name such as "ผู้เล่น" is 7 code units but 4 graphemes, and its vowel and tone marks take
 * no column of their own.
 */
import type { StandingRow } from './standings.js';

const seg = new Intl.Segmenter('th', { granularity: 'grapheme' });

export function graphemes(s: string): number {
  let n = 0;
  for (const _ of seg.segment(s)) n++;
  return n;
}

export function truncateGraphemes(s: string, max: number): string {
  const parts = [...seg.segment(s)].map((x) => x.segment);
  return parts.length <= max ? s : parts.slice(0, max - 1).join('') + '…';
}

const padEnd = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - graphemes(s)));
const padStart = (s: string, w: number) => ' '.repeat(Math.max(0, w - graphemes(s))) + s;

export const fmtPct = (x: number) => (x * 100).toFixed(2);

/** `marks.player` names the player column in the reader's language (the other headings are the MTR's abbreviations). */
export function standingsTable(rows: readonly StandingRow[], marks: { dropped: string; dq: string; player?: string }, maxName = 18): string {
  const head = ['#', marks.player ?? 'Player', 'Pts', 'W-L-D', 'OMW%', 'GW%', 'OGW%'];
  const body = rows.map((r) => [
    String(r.rank),
    truncateGraphemes(r.name, maxName) + (r.disqualified ? ` (${marks.dq})` : r.dropped ? ` (${marks.dropped})` : ''),
    String(r.matchPoints),
    `${r.record.wins}-${r.record.losses}-${r.record.draws}`,
    fmtPct(r.omw), fmtPct(r.gwp), fmtPct(r.ogw),
  ]);
  const widths = head.map((h, c) => Math.max(graphemes(h), ...body.map((row) => graphemes(row[c]!))));
  const line = (cells: string[]) => cells.map((x, c) => (c === 1 ? padEnd(x, widths[c]!) : padStart(x, widths[c]!))).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}
