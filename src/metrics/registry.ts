/**
 * The process's Prometheus registry and the hooks the bot, the store and the render pool call into. Hooks are
 * one-liners on a module-level instance so that instrumenting a call site never needs new plumbing; a process
 * serves them through src/metrics/server.ts when METRICS_PORT is set, otherwise they only count.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type CommitResultLabel = 'ok' | 'duplicate' | 'conflict' | 'not-found';

export class Metrics {
  readonly registry = new Registry();
  private readonly renderQueues = new Set<() => number>();

  readonly interactionSeconds = new Histogram({
    name: 'sanam_interaction_duration_seconds',
    help: 'Time from receiving a Discord interaction to the end of its handling, by interaction type.',
    labelNames: ['type'] as const,
    // Discord's 3 s acknowledgement window sits between the last two finite buckets.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly commitSeconds = new Histogram({
    name: 'sanam_store_commit_duration_seconds',
    help: 'Duration of one compare-and-set commit of an action, by result.',
    labelNames: ['result'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  readonly commits = new Counter({
    name: 'sanam_store_commits_total',
    help: 'Action commits answered by the store, by result (duplicate = interaction already applied; conflict = stale version or finished match).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly timerFires = new Counter({
    name: 'sanam_timer_fires_total',
    help: 'Decision deadlines claimed by this process; the store hands each deadline to exactly one process.',
    registers: [this.registry],
  });

  readonly storeErrors = new Counter({
    name: 'sanam_redis_errors_total',
    help: 'Redis failures: connection errors reported by the client, and commands that failed because Redis could not serve them.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    const queues = this.renderQueues;
    new Gauge({
      name: 'sanam_render_queue_depth',
      help: 'Board renders waiting for a worker thread.',
      registers: [this.registry],
      collect() { let n = 0; for (const q of queues) n += q(); this.set(n); },
    });
  }

  /** Returns the function that ends the timing; call it when the interaction is handled. */
  interaction(type: string): () => void { return this.interactionSeconds.startTimer({ type }); }

  commit(result: CommitResultLabel, seconds: number): void {
    this.commits.inc({ result });
    this.commitSeconds.observe({ result }, seconds);
  }

  timersFired(n: number): void { if (n > 0) this.timerFires.inc(n); }

  redisError(kind: 'connection' | 'command'): void { this.storeErrors.inc({ kind }); }

  /** Adds a render queue to the depth gauge; returns the function that removes it (pool closed). */
  watchRenderQueue(depth: () => number): () => void {
    this.renderQueues.add(depth);
    return () => { this.renderQueues.delete(depth); };
  }

  /** Process metrics (CPU, RSS, event-loop lag, GC), prefixed sanam_; only for a real process, once. */
  collectProcessMetrics(): void { collectDefaultMetrics({ register: this.registry, prefix: 'sanam_' }); }
}

/** The process-wide instance every hook writes to. */
export const metrics = new Metrics();
