/**
 * The settings and functions the bot's services take from whoever builds them (createBot, main, tests): the
 * decision clock and the board renderer. Apart from context.ts, which lists the services themselves, so the
 * publisher, the render pool and the timers need not import the context that holds them.
 */
import type { BoardView } from '../render/index.js';

/**
 * Fadalgia has no official per-decision clock (Spirit Duel's 120 s turn timer is the only one in our rule
 * texts), so Sanam uses a generous per-decision timer: a warning `warnBeforeMs` before the end, then the
 * consequence — auto-pass when the prompt has a pass option (or decline an optional prompt), otherwise a
 * last call of `graceMs` after which the silent player concedes.
 */
export interface TimerConfig {
  decisionMs: number;
  warnBeforeMs: number;
  graceMs: number;
  /** How often the sweeper asks the store for due deadlines. */
  sweepMs: number;
}

export const DEFAULT_TIMERS: TimerConfig = { decisionMs: 180_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 1000 };

export type RenderBoard = (view: BoardView) => Promise<Buffer>;
