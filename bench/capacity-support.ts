/** Helpers of bench/capacity.bench.ts (and the peer bench's private Redis): a private redis-server, random legal actions, percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Action } from '../src/engine/core/api-types.js';
import { legalActions, type MatchState } from '../src/engine/index.js';

export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

import { prng } from './random-play.js';

export { prng };

/** A random legal action of the seat to act (no concession, no cancel), as the bench's players choose. */
export function randomAction(state: unknown, seat: 0 | 1, rnd: (n: number) => number): Action {
  const acts = legalActions(state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
  return acts[rnd(acts.length)]!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A redis-server of the bench's own (no persistence), so that its used memory is the bench's alone. */
export async function privateRedis(dir: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.once('error', reject);
  });
  return { url: `redis://127.0.0.1:${port}`, proc };
}

export const P0 = '1500000000000000001';
export const P1 = '1500000000000000002';
