/**
 * Leased deadline claims across real OS processes (lease-child.ts), on the real Redis and on the embedded
 * store: a process killed with SIGKILL after claiming deadlines, and another killed after firing them but
 * before settling, lose no deadline, and no deadline's action is applied twice, once two more processes
 * serve the deadlines after the leases run out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { REDIS_URL, redisWorld, uniqueId } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const LEASE = 3_000;
const PER_PHASE = 10;

interface Child { proc: ChildProcess; lines: string[]; exited: Promise<{ code: number | null; signal: string | null; err: string }> }

function child(args: string[]): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(here, 'lease-child.ts'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let buf = '';
  let err = '';
  proc.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    lines.push(...parts);
  });
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null; err: string }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal, err })));
  return { proc, lines, exited };
}

async function until(what: string, f: () => boolean, c: Child): Promise<void> {
  for (let i = 0; i < 600 && !f(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!f()) throw new Error(`${what} never happened; child said: ${c.lines.join(' | ')} ${(await Promise.race([c.exited, Promise.resolve(null)]))?.err ?? ''}`);
}

const redis = redisWorld();
const dir = mkdtempSync(join(tmpdir(), 'sanam-lease-'));
afterAll(async () => {
  await redis.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['redis', async (): Promise<MatchStore> => redis.connect(), () => ['redis', REDIS_URL, redis.keyPrefix!]],
  ['embedded', async (): Promise<MatchStore> => createEmbeddedStore({ dir, idleTtlMs: 600_000, archiveTtlMs: 600_000 }), () => ['embedded', dir, '-']],
] as const)('leased deadline claims across processes (%s)', (_name, open, where) => {
  it('a process killed between claim and fire, or between fire and settle, loses no deadline and fires none twice', async () => {
    const store = await open();
    const matches = async (n: number) => {
      const ids = Array.from({ length: n }, () => uniqueId('lease'));
      for (const matchId of ids) {
        expect(await store.create({ matchId, state: '{}', meta: {}, participants: ['u1'], interactionId: `c-${matchId}`, now: Date.now() })).toEqual({ ok: true, version: 0 });
        expect(await store.scheduleDeadline({ matchId, key: 'decision', dueAt: Date.now(), payload: '{"version":0}' })).toBe(true);
      }
      return ids;
    };
    // Phase 1: claimed, then killed before firing.
    const claimedIds = await matches(PER_PHASE);
    const claimStarted = Date.now();
    const a = child([...where(), 'claim', String(LEASE), '0']);
    await until('the first claim', () => a.lines.includes('held'), a);
    a.proc.kill('SIGKILL');
    expect(await a.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(a.lines.filter((l) => l.startsWith('claimed ')).map((l) => l.split(' ')[1]).sort()).toEqual([...claimedIds].sort());
    // Phase 2: claimed and fired, then killed before settling.
    const firedIds = await matches(PER_PHASE);
    const b = child([...where(), 'fire', String(LEASE), '0']);
    await until('the second claim', () => b.lines.includes('held'), b);
    b.proc.kill('SIGKILL');
    expect(await b.exited).toMatchObject({ signal: 'SIGKILL' });
    // Two processes serve whatever comes due once the leases end.
    const stopAt = String(Date.now() + 2 * LEASE + 3_000);
    const servers = [child([...where(), 'serve', String(LEASE), stopAt]), child([...where(), 'serve', String(LEASE), stopAt])];
    for (const s of servers) expect(await s.exited).toMatchObject({ code: 0 });

    const fires = [b, ...servers].flatMap((c) => c.lines.filter((l) => l.startsWith('fired ')).map((l) => l.split(' ')));
    for (const matchId of [...claimedIds, ...firedIds]) {
      const mine = fires.filter((f) => f[1] === matchId);
      // Exactly one fire applied the action; any other fire of the deadline was refused as a duplicate.
      expect(mine.filter((f) => f[2] === 'ok'), matchId).toHaveLength(1);
      expect(mine.every((f) => f[2] === 'ok' || f[2] === 'duplicate'), matchId).toBe(true);
      expect((await store.readLog(matchId)).map((e) => [e.version, e.interactionId])).toEqual([[1, 'timer:0:act']]);
    }
    // The killed claimer's deadlines stayed hidden for the whole lease.
    for (const f of fires.filter((x) => claimedIds.includes(x[1]!) && x[3] !== undefined)) expect(Number(f[3])).toBeGreaterThanOrEqual(claimStarted + LEASE);
    // The killed firer's deadlines came back and were re-fired (as duplicates) by the servers.
    for (const matchId of firedIds) expect(fires.some((f) => f[1] === matchId && f[3] !== undefined), matchId).toBe(true);
    // Every deadline was settled: nothing is left to claim, ever.
    expect(await store.claimDue(Date.now() + 10 * LEASE, 100, LEASE)).toEqual([]);
    await store.close();
  }, 90_000);
});
