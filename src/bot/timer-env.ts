/** Decision-timer settings (validated with the rest of the configuration in src/config.ts). */
import type { Config } from '../config.js';
import { DEFAULT_TIMERS, type TimerConfig } from './context.js';

type TimerSettings = Pick<Config, 'FADALGIA_DECISION_SECONDS' | 'FADALGIA_WARN_SECONDS' | 'FADALGIA_GRACE_SECONDS'>;

export function timersFromConfig(cfg: TimerSettings): TimerConfig {
  return {
    decisionMs: cfg.FADALGIA_DECISION_SECONDS * 1000,
    // The warning must come before the deadline, or it would arrive with the consequence.
    warnBeforeMs: Math.min(cfg.FADALGIA_WARN_SECONDS, cfg.FADALGIA_DECISION_SECONDS - 1) * 1000,
    graceMs: cfg.FADALGIA_GRACE_SECONDS * 1000,
    sweepMs: DEFAULT_TIMERS.sweepMs,
  };
}
