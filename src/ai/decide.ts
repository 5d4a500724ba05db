/** One decision of the practice opponent at a level: the function the AI worker runs. */
import type { Action, MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';
import { easyMove } from './policies.js';
import { searchMove } from './mcts.js';

export type AiLevel = 'easy' | 'normal';
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal'];

export interface DecideInput {
  state: unknown;
  seat: Seat;
  level: AiLevel;
  /** Sampling seed: the same position and seed give the same decision (with `iterations`). */
  seed: string;
  budgetMs?: number;
  iterations?: number;
}

export function decide(input: DecideInput): Action | null {
  const s = input.state as MatchState;
  if (input.level === 'easy') return easyMove(s, input.seat, input.seed);
  return searchMove(s, input.seat, input.seed, {
    ...(input.budgetMs !== undefined ? { budgetMs: input.budgetMs } : {}),
    ...(input.iterations !== undefined ? { iterations: input.iterations } : {}),
  })?.action ?? null;
}

/** The time budget of a `normal` decision: PRACTICE_AI_MS (milliseconds), default 1 s. */
export function budgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.PRACTICE_AI_MS);
  return Number.isFinite(v) && v >= 10 && v <= 30_000 ? v : 1000;
}
