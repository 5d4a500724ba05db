/**
 * Meaning links (data/concepts.ts): the concept tokens (≈name) a normalised text carries, for the rule text,
 * its gist, the situations and the question alike, so "ออกจากสนาม" meets a section that says "ย้ายโซน".
 */
import { CONCEPTS } from '../data/concepts.js';
import { normalizeText } from './normalize.js';

export const MEANING_PREFIX = '≈';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface Compiled {
  token: string;
  thai: string[];
  latin?: RegExp;
}

const COMPILED: readonly Compiled[] = CONCEPTS.map((c) => {
  const forms = c.forms.map(normalizeText);
  const thai = forms.filter((f) => /[\u0E00-\u0E7F]/.test(f)).map((f) => f.replace(/ /g, ''));
  const latin = forms.filter((f) => !/[\u0E00-\u0E7F]/.test(f));
  return {
    token: `${MEANING_PREFIX}${c.name}`,
    thai,
    ...(latin.length ? { latin: new RegExp(`(?<![a-z0-9])(?:${latin.map(escape).join('|')})(?![a-z0-9])`) } : {}),
  };
});

/** The concept tokens of a normalised text, each once. Thai forms are looked for with the spaces taken out. */
export function meaningTokens(norm: string): string[] {
  const joined = norm.replace(/ /g, '');
  return COMPILED.filter((c) => c.thai.some((f) => joined.includes(f)) || c.latin?.test(norm)).map((c) => c.token);
}
