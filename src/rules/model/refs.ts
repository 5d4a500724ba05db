/** Cross references inside the numbered rules: "ดู 606.5.33", "ตามกฎ 503.5.3", "(ดูข้อ 613)", "กฎ 504.5.4". */
import { oneDigitNeighbours } from './numbers.js';
import type { RuleRef } from './types.js';

const DOTTED = /(?<![\d.])(\d{3}(?:\.\d+)+)(?!\d)/g;
const BARE_AFTER_WORD = /(?:ข้อ|กฎ)\s*(\d{3})(?![\d.])/g;

export function extractRefs(selfNumber: string, text: string, known: Set<string>): RuleRef[] {
  const raws: string[] = [];
  for (const m of text.matchAll(DOTTED)) raws.push(m[1]!);
  for (const m of text.matchAll(BARE_AFTER_WORD)) raws.push(m[1]!);
  const refs: RuleRef[] = [];
  for (const raw of new Set(raws)) {
    if (raw === selfNumber) continue;
    if (known.has(raw)) {
      refs.push({ raw, target: raw });
      continue;
    }
    const near = oneDigitNeighbours(raw, known);
    refs.push(near.length === 1 ? { raw, target: null, suggestion: near[0]! } : { raw, target: null });
  }
  return refs;
}
