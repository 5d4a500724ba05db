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
