/** Fadalgia section numbers: parsing, comparison, and the one-digit "did you mean" used for typos in references. */

export const SECTION_NUMBER = /(?<![\d.])(\d{3}(?:\.\d+)*)(?![\d])/;

export function compareNumbers(a: string, b: string): number {
  const as = a.split('.').map(Number);
  const bs = b.split('.').map(Number);
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const x = as[i];
    const y = bs[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x !== y) return x - y;
  }
  return 0;
}

export function parentNumber(n: string): string | null {
  const i = n.lastIndexOf('.');
  return i < 0 ? null : n.slice(0, i);
}

/** Sections whose number has the same shape and differs from `n` in exactly one digit. */
export function oneDigitNeighbours(n: string, known: Iterable<string>): string[] {
  const out: string[] = [];
  for (const k of known) {
    if (k.length !== n.length || k.split('.').length !== n.split('.').length) continue;
    let diff = 0;
    for (let i = 0; i < k.length && diff < 2; i++) if (k[i] !== n[i]) diff++;
    if (diff === 1) out.push(k);
  }
  return out;
}
