/**
 * Supervised background work (issue 27). Every timer, interval, sweeper, listener and fire-and-forget promise
 * of the process goes through one of these helpers, so a failure in work nobody awaits (a store outage, a
 * Discord error) is caught and logged — never an unhandled rejection that ends the process.
 *
 * Logging is per failure streak, not per tick: the first failure of a named task is logged as a warning with
 * the error, the next ones are only counted, and the first success after them logs one "recovered" line with the
 * count. A loop that fails backs off (its period doubled per failure, up to `maxBackoffMs`) and keeps going.
 *
 * `npm run lint` enforces the use: `@typescript-eslint/no-floating-promises` (with `void` not counted as handling)
 * and `no-misused-promises` are on for src/.
 */

/** The slice of pino's Logger these helpers use (tests pass a recorder). */
export interface SuperviseLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Failure streaks by task name: the count since the last success. Module-wide so one-shot tasks share it. */
const streaks = new Map<string, number>();

/** Records a failure of `what`; logs it only when it starts a streak. */
export function reportFailure(log: SuperviseLog, what: string, err: unknown, context: object = {}): void {
  const n = (streaks.get(what) ?? 0) + 1;
  streaks.set(what, n);
  if (n === 1) log.warn({ ...context, err, task: what }, `${what} failed (further failures are counted until it recovers)`);
}

/** Records a success of `what`; ends its streak with one line if it had one. */
export function reportSuccess(log: SuperviseLog, what: string): void {
  const n = streaks.get(what);
  if (n === undefined) return;
  streaks.delete(what);
  log.info({ task: what, failures: n }, `${what} recovered after ${n} failure${n === 1 ? '' : 's'}`);
}

/** The current streak of `what` (0 when healthy); for /healthz-style reporting and tests. */
export function failureStreak(what: string): number {
  return streaks.get(what) ?? 0;
}

/** Forgets every streak (tests). */
export function resetStreaks(): void {
  streaks.clear();
}

/**
 * Runs a promise nobody awaits: its failure is caught and logged (per streak of `what`). Returns nothing on
 * purpose, so a caller cannot mistake it for awaited work.
 */
export function background(log: SuperviseLog, what: string, work: Promise<unknown> | (() => Promise<unknown> | unknown), context: object = {}): void {
  let p: Promise<unknown>;
  try {
    p = Promise.resolve(typeof work === 'function' ? work() : work);
  } catch (err) {
    // A task that throws before returning its promise is the same failure.
    p = Promise.reject(err);
  }
  p.then(() => reportSuccess(log, what), (err: unknown) => reportFailure(log, what, err, context));
}

/**
 * An event listener whose body may be async: the returned function is what `emitter.on` and `setTimeout`
 * expect (it returns void), and a rejection of the body is logged instead of escaping.
 */
export function listener<A extends unknown[]>(log: SuperviseLog, what: string, fn: (...args: A) => Promise<unknown> | unknown): (...args: A) => void {
  return (...args: A) => background(log, what, () => fn(...args));
}

export interface LoopOptions {
  /** Longest wait after failures (default 10 × the period, at least 60 s). */
  maxBackoffMs?: number;
  /** Run once at start instead of after the first period. */
  immediate?: boolean;
  /** Keep the process alive for this loop (default false: unref'd, like every housekeeping timer). */
  ref?: boolean;
  /** The timer functions (tests inject them). */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface Loop {
  /** Stops the loop and waits for a pass in flight (a pass that never settles is not waited for beyond this call's promise). */
  stop(): Promise<void>;
  /** The wait before the next pass: the period, or longer while failing. */
  readonly nextDelayMs: number;
}

/**
 * Runs `task` every `periodMs`, never two passes at once (the next pass is scheduled when one ends). A pass that
 * throws or rejects is logged per streak, and the next one waits twice as long (up to `maxBackoffMs`); the first
 * success returns to the period.
 */
export function every(log: SuperviseLog, what: string, periodMs: number, task: () => Promise<unknown> | unknown, opts: LoopOptions = {}): Loop {
  const set = opts.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const clear = opts.clearTimeout ?? ((h) => clearTimeout(h as NodeJS.Timeout));
  const maxBackoff = opts.maxBackoffMs ?? Math.max(periodMs * 10, 60_000);
  let stopped = false;
  let handle: unknown = null;
  let inFlight: Promise<void> | null = null;
  let delay = periodMs;
  const arm = (ms: number) => {
    if (stopped) return;
    handle = set(tick, ms);
    if (!opts.ref) (handle as { unref?: () => void } | null)?.unref?.();
  };
  const tick = () => {
    handle = null;
    inFlight = (async () => {
      try {
        await task();
        reportSuccess(log, what);
        delay = periodMs;
      } catch (err) {
        reportFailure(log, what, err);
        delay = Math.min(maxBackoff, Math.max(periodMs, delay * 2));
      }
    })().finally(() => { inFlight = null; arm(delay); });
  };
  arm(opts.immediate ? 0 : periodMs);
  return {
    async stop() {
      stopped = true;
      if (handle !== null) clear(handle);
      handle = null;
      if (inFlight) await inFlight;
    },
    get nextDelayMs() { return delay; },
  };
}

/** A thing to log with a process-level failure (see installProcessHandlers). */
export interface ProcessLog extends SuperviseLog {
  error(obj: object, msg: string): void;
  fatal?(obj: object, msg: string): void;
}

/**
 * What the process does with failures nothing caught (README, "Reliability"):
 * - an unhandled rejection is logged with its reason and the process carries on: every background path goes
 *   through this module, so one that slips past is a bug to fix, not a state that corrupts anything (the store's
 *   commits are atomic, and no in-memory state is half-updated by a rejected promise);
 * - an uncaught exception is logged and the process exits with code 1: a synchronous throw that unwound to the
 *   event loop may have left in-memory state (the publisher's queues, a half-registered listener) inconsistent,
 *   and the launcher / the container's restart policy start a fresh process, which resumes from the store.
 * Returns a function that removes the handlers (tests).
 */
export function installProcessHandlers(log: ProcessLog, exit: (code: number) => void = (c) => process.exit(c)): () => void {
  const { onRejection, onException } = processHandlers(log, exit);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** The two handlers installProcessHandlers installs (tests call them directly: vitest owns the real events). */
export function processHandlers(log: ProcessLog, exit: (code: number) => void) {
  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection (logged; the process carries on)');
  };
  const onException = (err: Error, origin: string) => {
    (log.fatal ?? log.error).call(log, { err, origin }, 'uncaught exception: exiting so a fresh process takes over');
    exit(1);
  };
  return { onRejection, onException };
}
