/**
 * Whether /rule may present its first hit as "the answer" or only as "maybe related" (issue 33). A section
 * asked for by number, id or keyword name is the answer. Free text is the answer only when its score is high
 * and clear of the best competing hit — one that is not the same rule seen from another side (its parent or
 * subsection, another clause of the same numbered rule, a section it cites, its guide ↔ comprehensive partner, a keyword
 * and the general rule it changes). The limits are calibrated on the
 * evaluation's tuning questions (test/rules/eval-set.ts) so that at least 95% of the answers shown this way
 * are right; the bench prints the figure on the held-out questions.
 */
import type { RuleEntry } from '../model/types.js';
import type { RuleSearch, SearchHit, SearchResult } from './engine.js';
import type { Uncovered } from './intent.js';

export interface ConfidenceLimits {
  minScore: number;
  /** The best competing hit's score over the first hit's: above this, the question is ambiguous. */
  maxRivalRatio: number;
  /**
   * The first hit's lead over the best competing hit, in score points: a weak first hit needs a clearer lead than a
   * strong one (a ratio alone asks the same share of both). 0: the ratio alone decides.
   */
  minMargin?: number;
}

export const CONFIDENCE: ConfidenceLimits = { minScore: 105, maxRivalRatio: 0.8, minMargin: 40 };

export interface AnswerVerdict {
  confident: boolean;
  /** Why not: nothing found, the question is about text we do not hold, or the best match is weak. */
  reason?: 'none' | Uncovered | 'weak';
}

export function judgeAnswer(search: RuleSearch, result: SearchResult, limits: ConfidenceLimits = CONFIDENCE): AnswerVerdict {
  const f = answerFeatures(search, result);
  if (f.verdict) return f.verdict;
  return clearEnough(f, limits) ? { confident: true } : { confident: false, reason: 'weak' };
}

/** Whether a free-text first hit is strong and clear enough to be shown as the answer. */
export function clearEnough(f: { score: number; rivalRatio: number }, limits: ConfidenceLimits): boolean {
  return f.score >= limits.minScore && f.rivalRatio <= limits.maxRivalRatio && f.score * (1 - f.rivalRatio) >= (limits.minMargin ?? 0);
}

/** What the verdict rests on: a fixed verdict (nothing found, uncovered, asked by number or name), or the score and rival ratio. */
export function answerFeatures(search: RuleSearch, result: SearchResult): { verdict?: AnswerVerdict; score: number; rivalRatio: number } {
  const [best, ...rest] = result.hits;
  if (!best) return { verdict: { confident: false, reason: 'none' }, score: 0, rivalRatio: 1 };
  if (result.uncovered) return { verdict: { confident: false, reason: result.uncovered }, score: 0, rivalRatio: 1 };
  if (best.kind === 'id' || best.kind === 'glossary' || best.kind === 'number-prefix') return { verdict: { confident: true }, score: best.score, rivalRatio: 0 };
  if (result.missingNumber) return { verdict: { confident: false, reason: 'weak' }, score: 0, rivalRatio: 1 };
  // The latent space's lift orders the hits; how sure the words make us is judged without it.
  // The first answer is a rule with all its parts (a subsection, a guide partner): its strongest part speaks for it.
  const own = (h: SearchHit) => h.score - (h.latent ?? 0);
  const rival = rest.find((h) => !sameRule(search, best.entry, h.entry));
  const score = Math.max(own(best), ...rest.filter((h) => sameRule(search, best.entry, h.entry)).map(own));
  return { score, rivalRatio: rival ? own(rival) / score : 0 };
}

function sameRule(search: RuleSearch, a: RuleEntry, b: RuleEntry): boolean {
  const within = (x: RuleEntry, y: RuleEntry) => y.id.startsWith(`${x.id}.`);
  return within(a, b) || within(b, a) || a.parent === b.id || b.parent === a.id || sameSubRule(a, b)
    || search.linked(a.id).includes(b.id) || search.partners(a.id).includes(b.id)
    || search.keywordLinked(a.id).includes(b.id) || search.keywordLinked(b.id).includes(a.id);
}

/** Two clauses of one numbered rule (606.5.29.3 and 606.5.29.4 of Reinforce), not two rules under one heading (606.5.8, 606.5.9). */
function sameSubRule(a: RuleEntry, b: RuleEntry): boolean {
  return a.parent !== null && a.parent === b.parent && /^\d+\.\d+\.\d+/.test(a.parent);
}
