/**
 * Decision-timer settings from the environment (seconds). Kept beside the bot until they join src/config.ts.
 *   FADALGIA_DECISION_SECONDS (default 180)  FADALGIA_WARN_SECONDS (60)  FADALGIA_GRACE_SECONDS (60)
 */
import { z } from 'zod';
import { DEFAULT_TIMERS, type TimerConfig } from './context.js';

const secs = (d: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(86_400).default(d));
const schema = z.object({
  FADALGIA_DECISION_SECONDS: secs(DEFAULT_TIMERS.decisionMs / 1000),
  FADALGIA_WARN_SECONDS: secs(DEFAULT_TIMERS.warnBeforeMs / 1000),
  FADALGIA_GRACE_SECONDS: secs(DEFAULT_TIMERS.graceMs / 1000),
});

export function timersFromEnv(env: Record<string, string | undefined>): TimerConfig {
  const r = schema.safeParse(env);
  if (!r.success) throw new Error(`Configuration error: ${String(r.error.issues[0]!.path[0])} ${r.error.issues[0]!.message}`);
  const d = r.data;
  if (d.FADALGIA_DECISION_SECONDS < 10) throw new Error('Configuration error: FADALGIA_DECISION_SECONDS must be at least 10');
  return {
    decisionMs: d.FADALGIA_DECISION_SECONDS * 1000,
    warnBeforeMs: Math.min(d.FADALGIA_WARN_SECONDS, d.FADALGIA_DECISION_SECONDS - 1) * 1000,
    graceMs: d.FADALGIA_GRACE_SECONDS * 1000,
    sweepMs: DEFAULT_TIMERS.sweepMs,
  };
}
