/**
 * Two bot processes (separate OS processes, each with its own connection and match cache) playing the same
 * 20 matches at once on one Redis; one is killed with SIGKILL mid-match. Afterwards, for every match: no
 * interaction applied twice, a contiguous log, every acknowledged action in the log at the version it was
 * acknowledged with, and the stored state equal to replaying the setup and the logged actions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type MatchMeta } from '../../src/match/service.js';
import { replay } from '../../src/match/log.js';
import { MAX_TAIL } from '../../src/match/delta.js';
import { REDIS_URL, redisWorld, uniqueId } from './harness.js';
import { seedHexFor } from '../support/seed.js';

const here = dirname(fileURLToPath(import.meta.url));
const P0 = '100000000000000001';
const P1 = '100000000000000002';
const MATCHES = 20;
const UNTIL = 40;

function child(prefix: string, ids: string[], tag: string): { proc: ChildProcess; acks: Array<[string, string, number]>; exited: Promise<unknown>; ready: Promise<void> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(here, 'service-child.ts'), REDIS_URL, prefix, ids.join(','), tag, String(UNTIL)], { stdio: ['pipe', 'pipe', 'pipe'] });
  const acks: Array<[string, string, number]> = [];
  let isReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  let buf = '';
  let err = '';
  proc.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop()!;
    for (const l of lines) {
      const [kind, matchId, interactionId, version] = l.split(' ');
      if (kind === 'ack') acks.push([matchId!, interactionId!, Number(version)]);
      else if (kind === 'ready') isReady();
    }
  });
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal, err })));
  return { proc, acks, exited, ready };
}

describe('two bot processes on one Redis', () => {
  const world = redisWorld();
  afterAll(() => world.dispose());

  it('one killed with SIGKILL mid-match loses no acknowledged action; none is applied twice', async () => {
    const store = await world.connect();
    const service = new MatchService(store, realEngine);
    const prefix = world.keyPrefix!;
    const ids: string[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const matchId = uniqueId('mp');
      const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
        startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
      const decks = realEngine.precons().filter((p) => p.format === 'starter-c');
      await service.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor(`store-multi-process:${i}`),
        seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: `c-${matchId}`, now: 1 });
      ids.push(matchId);
    }
    const a = child(prefix, ids, 'a');
    const b = child(prefix, ids, 'b');
    await Promise.all([a.ready, b.ready]);
    for (const c of [a, b]) c.proc.stdin!.write('go\n');
    // Killed once it has acknowledged a good number of actions, while both are playing. On a loaded machine one
    // process may get the core far less than the other and play few of the actions: then it is killed once three
    // quarters of the actions are played (matches are still mid-way), provided it played a few itself.
    const actions = MATCHES * UNTIL;
    const due = () => a.acks.length >= 60 || (a.acks.length >= 10 && a.acks.length + b.acks.length >= actions * 0.75);
    for (let i = 0; i < 600 && !due(); i++) await new Promise((r) => setTimeout(r, 50));
    const state = JSON.stringify(await Promise.race([a.exited, b.exited, new Promise((r) => setTimeout(r, 10, 'running'))]));
    expect(due(), `${state}: a acknowledged ${a.acks.length}, b ${b.acks.length} of ${actions}`).toBe(true);
    expect(a.acks.length + b.acks.length, 'killed while matches are still mid-way').toBeLessThan(actions);
    a.proc.kill('SIGKILL');
    expect(await a.exited).toMatchObject({ signal: 'SIGKILL' });
    b.proc.stdin!.end();
    expect(await b.exited).toMatchObject({ code: 0 });

    const acked = [...a.acks, ...b.acks];
    expect(b.acks.length).toBeGreaterThan(0);
    let total = 0;
    for (const matchId of ids) {
      const log = await store.readLog(matchId);
      const snap = (await store.load(matchId))!;
      total += log.length;
      expect(log.map((e) => e.version)).toEqual(log.map((_, i) => i + 1));
      expect(snap.version).toBe(log.length);
      expect(new Set(log.map((e) => e.interactionId)).size).toBe(log.length);
      for (const [m, interactionId, version] of acked.filter(([m]) => m === matchId)) {
        expect(log[version - 1]?.interactionId, `${m} v${version}`).toBe(interactionId);
      }
      const { setup, actions } = await service.history(matchId);
      const rebuilt = replay(realEngine, setup!, actions.map((e) => e.action!));
      // The stored state may be a few versions behind (delta commits, match/delta.ts): a load replays the rest.
      expect(snap.version - (snap.stateVersion ?? snap.version)).toBeLessThan(MAX_TAIL);
      const latest = (await service.load(matchId))!;
      expect(latest.snap.version).toBe(snap.version);
      expect(realEngine.stateHash(rebuilt)).toBe(realEngine.stateHash(latest.state));
    }
    // Every logged action was acknowledged by one of them, except at most one per match the killed process
    // committed but had not yet printed.
    expect(total - acked.length).toBeLessThanOrEqual(MATCHES);
    expect(acked.length).toBe(new Set(acked.map(([, i]) => i)).size);
  }, 120_000);
});
