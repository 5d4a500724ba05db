/** Sanam's shipped card sets (original cards, not copies of published ones), loaded by the catalogue. */
export const SETS: unknown[] = [];
