/**
 * Counts what the match store decides — commits by result, their duration, deadlines claimed — by wrapping
 * any MatchStore, so the counting is identical for Redis, Cluster, embedded and memory stores.
 */
import type { MatchStore } from '../store/types.js';
import { metrics as defaultMetrics, type Metrics } from './registry.js';

export function instrumentStore(store: MatchStore, m: Metrics = defaultMetrics): MatchStore {
  const commit: MatchStore['commit'] = async (input) => {
    const started = process.hrtime.bigint();
    const res = await store.commit(input);
    m.commit(res.ok ? 'ok' : res.reason, Number(process.hrtime.bigint() - started) / 1e9);
    return res;
  };
  const claimDue: MatchStore['claimDue'] = async (now, limit, leaseMs) => {
    const due = await store.claimDue(now, limit, leaseMs);
    m.timersFired(due.length);
    return due;
  };
  // A proxy keeps every other member (kind, dir, close...) exactly as the wrapped store has it.
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'commit') return commit;
      if (prop === 'claimDue') return claimDue;
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
