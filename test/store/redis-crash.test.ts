/**
 * Atomicity when a bot process dies mid-commit: a child process commits in a loop (16 matches, 20 KB
 * states, all in flight at once) and is killed with SIGKILL; a new store then finds every match whole.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisStore } from '../../src/store/redis-store.js';
import { REDIS_URL, deleteKeys } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const prefix = `sanamtest:${randomUUID().slice(0, 8)}:`;

describe('Redis match store under a killed client', () => {
  afterAll(async () => {
    await deleteKeys(prefix);
  });

  it('after kill -9 mid-stream every match has snapshot version = last log version, no gap, no torn state', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'crash-child.ts'), REDIS_URL, prefix, '16'], {
      cwd: join(here, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const matches = new Set<string>();
    const acked = new Map<string, number>();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let buffered = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.on('exit', () => reject(new Error(`child exited before it was killed: ${stderr}`)));
      child.stdout.on('data', (d: Buffer) => {
        buffered += d.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          const [kind, id, v] = line.split(' ');
          if (kind === 'match') matches.add(id!);
          if (kind === 'ok') acked.set(id!, Math.max(acked.get(id!) ?? 0, Number(v)));
        }
        const total = [...acked.values()].reduce((a, b) => a + b, 0);
        if (total >= 400 && child.exitCode === null && !child.killed) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');
    expect(matches.size).toBe(16);

    const store = await createRedisStore({ url: REDIS_URL, keyPrefix: prefix, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
    try {
      for (const id of matches) {
        const snap = await store.load(id);
        expect(snap, id).not.toBeNull();
        const log = await store.readLog(id);
        expect(log.map((e) => e.version)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
        expect(snap!.version).toBe(log.length);
        // Every commit the child saw acknowledged is there.
        expect(snap!.version).toBeGreaterThanOrEqual(acked.get(id) ?? 0);
        const state = JSON.parse(snap!.state) as { version: number };
        expect(state.version).toBe(snap!.version);
        if (log.length) {
          const last = JSON.parse(log.at(-1)!.entry) as { v: number; sha: string };
          expect(last).toEqual({ v: snap!.version, sha: createHash('sha256').update(snap!.state).digest('hex') });
        }
        expect(new Set(log.map((e) => e.interactionId)).size).toBe(log.length);
      }
      // The store carries on where the dead process stopped.
      const first = [...matches][0]!;
      const snap = await store.load(first);
      expect(await store.commit({ matchId: first, expectedVersion: snap!.version, interactionId: 'after-crash', state: '{}', entry: '{}', now: 1 })).toEqual({ ok: true, version: snap!.version + 1 });
    } finally {
      await store.close();
    }
  });
});
