/**
 * What the real bot process (`npm start`'s src/main.ts, and the shard launcher src/launcher.ts) does when it
 * cannot start, checked on real OS processes against the emulator:
 * - a fatal start-up error (Discord refuses the token, the embedded store's DATA_DIR cannot be opened) ends the
 *   process with code 1 and a "Sanam failed to start" line naming the cause; the launcher likewise;
 * - a configuration error ends it with code 2 and names the variable (nothing is started);
 * - an unreachable REDIS_URL is not fatal by design (src/store/redis-connection.ts waits, then carries on and
 *   keeps reconnecting): the process connects to Discord, /healthz answers 503, and SIGTERM stops it with 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { IDS, testServer } from './support/harness.js';

/** src/config.ts refuses a token shorter than 50 characters. */
const TOKEN = `start-up-test.${'t'.repeat(50)}`;
const WRONG = `wrong-token.${'w'.repeat(50)}`;
let emu: Emulator;
beforeAll(async () => { emu = await startEmulator({ botToken: TOKEN, applicationId: IDS.app, ...testServer() }); });
afterAll(async () => { await emu?.stop(); });

interface Run { code: Promise<number | null>; stdout: string[]; stderr: () => string; kill(sig: NodeJS.Signals): void; exited(): boolean }

function run(entry: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', DISCORD_APPLICATION_ID: IDS.app, DISCORD_API_URL: emu.apiBase, ...env },
  });
  const stdout: string[] = [];
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => { stderr += String(b); });
  createInterface({ input: child.stdout }).on('line', (l) => stdout.push(l));
  const code = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, stdout, stderr: () => stderr, kill: (sig) => child.kill(sig), exited: () => child.exitCode !== null || child.signalCode !== null };
}

/** Waits for the process to exit, killing it after `ms` so that a hang fails the test instead of stalling it. */
async function exitCode(r: Run, ms = 90_000): Promise<number | null> {
  const timer = setTimeout(() => r.kill('SIGKILL'), ms);
  try { return await r.code; } finally { clearTimeout(timer); }
}

describe('start-up failures of the real bot process', () => {
  it('Discord refuses the token: exit code 1 and a "failed to start" line with the cause', { timeout: 120_000 }, async () => {
    const r = run('src/main.ts', { DISCORD_TOKEN: WRONG, DATA_DIR: ':memory:' });
    expect(await exitCode(r)).toBe(1);
    expect(r.stderr()).toMatch(/Sanam failed to start:.*(token|401)/is);
    expect(emu.gateway.connected).toBe(0);
  });

  it('the embedded store cannot open DATA_DIR (a file, not a folder): exit code 1 and the cause', { timeout: 120_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sanam-start-')), 'not-a-folder');
    writeFileSync(file, 'x');
    const r = run('src/main.ts', { DISCORD_TOKEN: TOKEN, DATA_DIR: file });
    expect(await exitCode(r)).toBe(1);
    expect(r.stderr()).toMatch(/Sanam failed to start:.*(EEXIST|ENOTDIR|not-a-folder)/is);
  });

  it('a configuration error: exit code 2, the variable named, nothing started', { timeout: 120_000 }, async () => {
    const r = run('src/main.ts', { DISCORD_TOKEN: TOKEN, REDIS_URL: 'http://127.0.0.1:6379' });
    expect(await exitCode(r)).toBe(2);
    expect(r.stderr()).toMatch(/REDIS_URL/);
    expect(r.stdout.join('\n')).not.toMatch(/Sanam starting/);
  });

  it('the launcher: Discord refuses the token when it asks for the shard count: exit code 1 and the cause; no token: code 2', { timeout: 120_000 }, async () => {
    const bad = run('src/launcher.ts', { DISCORD_TOKEN: WRONG });
    expect(await exitCode(bad)).toBe(1);
    expect(bad.stderr()).toMatch(/Sanam launcher failed:.*401/is);
    const none = run('src/launcher.ts', {});
    expect(await exitCode(none)).toBe(2);
    expect(none.stderr()).toMatch(/DISCORD_TOKEN/);
  });

  it('an unreachable REDIS_URL is not fatal: the bot connects, /healthz answers 503, SIGTERM stops it with code 0', { timeout: 150_000 }, async () => {
    // Port 1 on the loopback: nothing listens there, so every connection attempt is refused at once.
    const r = run('src/main.ts', { DISCORD_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:1', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    try {
      const logged = (msg: string) => r.stdout.map((l) => { try { return JSON.parse(l) as Record<string, unknown>; } catch { return null; } }).find((l) => l?.msg === msg);
      await expect.poll(() => (r.exited() ? 'exited' : logged('serving /healthz and /metrics') && logged('bot connected') ? 'up' : null), { timeout: 120_000, interval: 200 }).toBe('up');
      expect(logged('match store: Redis not reachable yet; commands will fail with "try again" until it is')).toBeTruthy();
      const url = String(logged('serving /healthz and /metrics')!.url);
      expect((await fetch(`${url.replace(/\/$/, '')}/healthz`)).status).toBe(503);
      r.kill('SIGTERM');
      expect(await exitCode(r, 60_000)).toBe(0);
    } finally {
      if (!r.exited()) r.kill('SIGKILL');
    }
  });
});
