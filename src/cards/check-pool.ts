/**
 * Set files are checked on a worker thread: a 500-card file takes tens of milliseconds to parse and validate
 * (bench/card-sets.bench.ts), more on a loaded machine, which on the main thread would delay every other
 * interaction's acknowledgement. One lazily started worker per process serves them in order; a stuck check times out.
 */
import { createWorkerPool, type WorkerPool } from '../workers/pool.js';
import type { CheckResult } from './check.js';
import type { NameOwner } from './validate.js';

interface CheckInput { fileName: string; bytes: Uint8Array; others: string[]; otherNames: Array<[string, NameOwner]> }

let pool: WorkerPool<CheckInput, CheckResult> | null = null;

function checker(): WorkerPool<CheckInput, CheckResult> {
  if (pool) return pool;
  const here = import.meta.url;
  pool = createWorkerPool<CheckInput, CheckResult>({
    url: new URL(here.endsWith('.ts') ? './check-worker-boot.mjs' : './check-worker.js', here),
    size: 1, name: 'card-set check', lazy: true, announcesReady: true,
    timeoutMs: () => 30_000,
    message: (id, input) => ({ id, ...input }),
    result: (msg) => (msg.result ? { ok: true, value: msg.result as CheckResult } : { ok: false, error: String(msg.error ?? 'check failed') }),
  });
  return pool;
}

export function checkOffThread(fileName: string, bytes: Uint8Array | string, others: ReadonlySet<string>, otherNames: ReadonlyMap<string, NameOwner> = new Map()): Promise<CheckResult> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return checker().run({ fileName, bytes: data, others: [...others], otherNames: [...otherNames] });
}
