/**
 * The one typeface the renderer uses: Noto Sans Thai as shipped by @fontsource (split into Thai, Latin
 * and Latin-Extended subsets, WOFF 1.0 files). No system font is ever named; a character that none of
 * these subsets covers is dropped from a label (see text.ts) rather than drawn from whatever the host has.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readMetrics, type FontMetrics } from './metrics.js';
import { readWoffTables } from './woff.js';

export type Weight = 400 | 700;
export const WEIGHTS: readonly Weight[] = [400, 700];

/** Fallback order for every label: Thai first so Thai marks come from the Thai subset. */
export const SUBSETS = ['thai', 'latin', 'latin-ext'] as const;
export type Subset = (typeof SUBSETS)[number];

export const familyOf = (subset: Subset): string => `Sanam ${subset}`;
/** The CSS font shorthand for a size and weight; only our registered families are listed. */
export const cssFont = (size: number, weight: Weight): string =>
  `${weight === 700 ? 'bold ' : ''}${size}px ${SUBSETS.map((s) => `"${familyOf(s)}"`).join(', ')}`;

export interface FontFile {
  subset: Subset;
  weight: Weight;
  family: string;
  path: string;
  bytes: Buffer;
  metrics: FontMetrics;
}

const require = createRequire(import.meta.url);
let files: FontFile[] | undefined;

/** Loads (once) every subset and weight, in fallback order. */
export function fontFiles(): readonly FontFile[] {
  if (!files) {
    files = [];
    for (const weight of WEIGHTS) {
      for (const subset of SUBSETS) {
        const path = require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`);
        const bytes = readFileSync(path);
        files.push({ subset, weight, family: familyOf(subset), path, bytes, metrics: readMetrics(readWoffTables(bytes)) });
      }
    }
  }
  return files;
}

function filesFor(weight: Weight): FontFile[] {
  return fontFiles().filter((f) => f.weight === weight);
}

/** True when some registered subset has a glyph for the code point. */
export function covers(cp: number, weight: Weight = 400): boolean {
  return filesFor(weight).some((f) => f.metrics.glyphOf(cp) !== undefined);
}

/** Width in px of `text` at `size`, resolving each code point through the fallback order as the canvas does. */
export function measure(text: string, size: number, weight: Weight): number {
  const stack = filesFor(weight);
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    for (const f of stack) {
      const gid = f.metrics.glyphOf(cp);
      if (gid !== undefined) {
        units += (f.metrics.advanceOfGlyph(gid) / f.metrics.unitsPerEm) * size;
        break;
      }
    }
  }
  return units;
}
