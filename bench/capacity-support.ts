/** Helpers of bench/capacity.bench.ts: a private redis-server, seeded game scripts, percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { realEngine } from '../src/bot/engine-adapter.js';
import type { MatchSetupInput } from '../src/bot/engine-port.js';
import { encodeLogEntry } from '../src/bot/match-log.js';
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

export interface Script {
  setup: MatchSetupInput;
  /** Per action: the state after it, its compact log entry, and the seat to act next. */
  steps: Array<{ state: string; entry: string; by: 0 | 1 }>;
  nextSeat: 0 | 1;
}

const decks = realEngine.precons().filter((p) => p.format === 'starter-c');

/**
 * A seeded game of `actions` random legal actions through the engine, as the action path would commit them
 * (same state JSON and log entries); games that end sooner are skipped.
 */
export function script(seed: number, actions: number): Script | null {
  const setup: MatchSetupInput = { matchId: 'capacity', game: 'fadalgia', format: 'starter-c', seed: randomBytes(32).toString('hex'),
    seats: [{ name: 'สมชาย', deck: decks[0]!.deck }, { name: 'Alice', deck: decks[1]!.deck }], challenger: 0 };
  let state = realEngine.createMatch(setup);
  const rnd = prng(seed);
  const steps: Script['steps'] = [];
  for (let i = 0; i < actions; i++) {
    const seat = realEngine.currentPrompt(state)!.seat;
    const action = randomAction(state, seat, rnd);
    const r = realEngine.apply(state, action);
    if (!r.ok) throw new Error(r.error.message.en);
    if (realEngine.result(r.state)) return null;
    state = r.state;
    steps.push({ state: JSON.stringify(state), entry: encodeLogEntry(seat === 0 ? P0 : P1, action, r.events), by: seat });
  }
  return { setup, steps, nextSeat: realEngine.currentPrompt(state)!.seat };
}

export const P0 = '1500000000000000001';
export const P1 = '1500000000000000002';
