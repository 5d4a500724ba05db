/**
 * Deck-list inputs built to hit the worst case of backtracking regexes: long whitespace runs between the
 * tokens a pattern looks for, long digit runs, many near-headings. Shared by the deck-list fuzz test (which
 * checks the results) and bench/deck-list.bench.ts (which times them).
 */
export const PATHOLOGICAL_BYTES = 64 * 1024;

const fill = (unit: string, bytes = PATHOLOGICAL_BYTES) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

export interface Pathological { name: string; text: string }

export function pathologicalInputs(bytes = PATHOLOGICAL_BYTES): Pathological[] {
  const run = (n: number) => ' '.repeat(n);
  return [
    { name: 'spaces', text: fill(' ', bytes) },
    { name: 'tabs-and-spaces', text: fill(' \t', bytes) },
    { name: 'main-spaces-x', text: `Main${run(bytes - 8)}x` },
    { name: 'a-spaces-b', text: `Main:\na${run(bytes - 10)}b` },
    { name: 'name-spaces-x', text: `Main:\nFlame${run(bytes - 20)}x 4` },
    { name: 'digits', text: `Main:\n${fill('1', bytes - 6)}` },
    { name: 'digit-space-runs', text: fill('1 ', bytes) },
    { name: 'digit-x-space', text: fill('4x ', bytes) },
    { name: 'x-digit-runs', text: `Main:\n${fill(' x1', bytes - 6)}` },
    { name: 'near-headings', text: fill('main  pile  : (1\n', bytes) },
    { name: 'many-short-lines', text: `Main:\n${fill('4 Flame Recruit\n', bytes - 6)}` },
    { name: 'one-line-paste', text: fill('4 Flame Recruit ', bytes) },
    { name: 'punctuation', text: `Main:\n${fill('.,:;!?()[]{}_- ', bytes - 6)}` },
    { name: 'crlf-runs', text: fill('\r\n\r', bytes) },
    { name: 'thai-spaces', text: `กองหลัก${run(bytes - 20)}:` },
  ];
}
