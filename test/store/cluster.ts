/**
 * A real 3-master Redis Cluster on loopback ports for the store suites: three redis-server processes in
 * cluster mode in a temporary directory, joined with `redis-cli --cluster create`. Started once per test file
 * on first use; `stopCluster()` (afterAll) kills the servers and removes the directory, and an exit hook does
 * the same if the worker dies first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { DEFAULT_TTL, type World } from './harness.js';

export interface LocalCluster { nodes: { host: string; port: number }[]; stop(): void }

/** Why the cluster suites cannot run here, or null when redis-server and redis-cli are installed. */
export function clusterUnavailable(): string | null {
  for (const bin of ['redis-server', 'redis-cli']) {
    if (spawnSync(bin, ['--version']).error) return `${bin} not found on PATH: the Redis Cluster store suite is skipped`;
  }
  return null;
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A free port whose cluster bus port (+10000) is free too. */
async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = 20_000 + Math.floor(Math.random() * 25_000);
    if ((await listenable(port)) && (await listenable(port + 10_000))) return port;
  }
  throw new Error('no free port pair for a cluster node');
}

async function waitFor(what: string, ok: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > until) throw new Error(`Redis Cluster: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A one-shot connection to one node; a refused connection is an answer (not up yet), not an error event. */
function probe(port: number): Redis {
  const r = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  r.on('error', () => undefined);
  return r;
}

export async function startLocalCluster(): Promise<LocalCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-cluster-'));
  const procs: ChildProcess[] = [];
  const stop = () => {
    for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', stop);
  };
  process.on('exit', stop);
  try {
    const ports: number[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      ports.push(port);
      procs.push(spawn('redis-server', [
        '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--cluster-enabled', 'yes',
        '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '2000',
        '--save', '', '--appendonly', 'no', '--protected-mode', 'no',
      ], { stdio: 'ignore' }));
    }
    const ping = (port: number) => async () => {
      const r = probe(port);
      try { await r.connect(); return (await r.ping()) === 'PONG'; } finally { r.disconnect(); }
    };
    for (const port of ports) await waitFor(`redis-server on ${port}`, ping(port));
    const create = spawnSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'], { encoding: 'utf8', timeout: 20_000 });
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed: ${create.stdout}${create.stderr}`);
    for (const port of ports) {
      await waitFor(`cluster_state:ok on ${port}`, async () => {
        const r = probe(port);
        try { await r.connect(); return (await r.cluster('INFO')).includes('cluster_state:ok'); } finally { r.disconnect(); }
      });
    }
    return { nodes: ports.map((port) => ({ host: '127.0.0.1', port })), stop };
  } catch (err) {
    stop();
    throw err;
  }
}

let shared: Promise<LocalCluster> | null = null;

/** Kills the shared cluster, if one was started (afterAll of the file that used clusterWorld). */
export async function stopCluster(): Promise<void> {
  const c = shared;
  shared = null;
  if (c) (await c.catch(() => null))?.stop();
}

/** A store world on the shared local cluster: a random key prefix; each connect() is another Cluster client. */
export function clusterWorld(): World & { keyPrefix: string } {
  const keyPrefix = `sanamtest:${randomUUID().slice(0, 8)}:`;
  const stores: MatchStore[] = [];
  return {
    kind: 'redis',
    keyPrefix,
    async connect(opts = {}) {
      shared ??= startLocalCluster();
      const { nodes } = await shared;
      const s = await createRedisStore({ clusterNodes: nodes, keyPrefix, ...DEFAULT_TTL, ...opts, startupWaitMs: 5_000 });
      stores.push(s);
      return s;
    },
    // The cluster is discarded whole at the end of the file: nothing to delete key by key.
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
    },
  };
}
