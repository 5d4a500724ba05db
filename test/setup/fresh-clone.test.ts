/**
 * Issue 20: a fresh clone runs with the README's two commands alone. The committed HEAD is cloned into a
 * temporary folder (no node_modules), then `npm test -- <one small test file>` must install the
 * dependencies and, with nothing answering at its configured Redis address (a free port, so the shared Redis
 * is never touched), start and stop a throwaway redis-server and pass; `npm start` in local mode in that clone
 * must then answer HTTP 200 on its page without installing again, and say on Ctrl-C what it kept.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sanam-clone-'));
const clone = join(dir, 'sanam');
afterAll(() => rmSync(dir, { recursive: true, force: true }), 180_000);

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
});
const answers = (port: number) => new Promise<boolean>((resolve) => {
  const s = connect({ host: '127.0.0.1', port });
  s.on('connect', () => { s.destroy(); resolve(true); });
  s.on('error', () => resolve(false));
});

/** The outer run's environment without what npm, vitest or the outer test set-up put there. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|VITEST|FORCE_COLOR$|TEST_REDIS_URL$|REDIS_URL$|NODE_ENV$|DISCORD_|DATA_DIR$)/.test(k)) env[k] = v;
  return { ...env, ...extra };
}

const groups: number[] = [];
afterAll(() => {
  for (const pid of groups) try { process.kill(-pid, 'SIGKILL'); } catch { /* already gone */ }
});

/** npm in its own process group, so that a signal reaches the whole group as Ctrl-C does in a terminal. */
function npm(args: string[], env: NodeJS.ProcessEnv, onOut?: (all: string) => void) {
  const child = spawn('npm', args, { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  groups.push(child.pid!);
  let out = '';
  const add = (c: Buffer) => { out += c.toString(); onOut?.(out); };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => out };
}

describe('a fresh clone', () => {
  it('passes `npm test -- <file>` with no node_modules and no Redis, then serves the local page with `npm start`', { timeout: 420_000 }, async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    execFileSync('git', ['clone', '--quiet', '--no-checkout', ROOT, clone]);
    execFileSync('git', ['checkout', '--quiet', head], { cwd: clone });
    expect(existsSync(join(clone, 'node_modules'))).toBe(false);

    const deadPort = await freePort();
    const env = cleanEnv({ REDIS_URL: `redis://127.0.0.1:${deadPort}`, DATA_DIR: join(dir, 'data'), LOCAL_PORT: '0', LOG_FORMAT: 'json' });
    const test = npm(['test', '--', 'test/unit/config.test.ts'], env);
    expect({ code: await test.exit, out: test.out() }).toMatchObject({ code: 0 });
    expect(test.out()).toContain('sanam: installing dependencies (npm ci)');
    const started = /started a throwaway one at redis:\/\/127\.0\.0\.1:(\d+)/.exec(test.out());
    expect(started).not.toBeNull();
    expect(test.out().replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')).toMatch(/Tests\s+\d+ passed/);
    // Stopped at the end of the run; the configured address was never served.
    expect(await answers(Number(started![1]))).toBe(false);
    expect(await answers(deadPort)).toBe(false);

    let url: string | undefined;
    // Local mode on the embedded store: no REDIS_URL for the bot.
    const startEnv = cleanEnv({ DATA_DIR: join(dir, 'data'), LOCAL_PORT: '0', LOG_FORMAT: 'json' });
    const start = npm(['start'], startEnv, (all) => { url ??= /▶ Open \/ เปิดหน้าเล่น: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(all)?.[1]; });
    try {
      for (let i = 0; i < 1200 && !url && start.child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
      expect(url, start.out()).toBeDefined();
      expect((await fetch(url!)).status).toBe(200);
      expect(start.out()).not.toContain('installing dependencies');
    } finally {
      process.kill(-start.child.pid!, 'SIGINT');
    }
    // Ctrl-C reaches npm and Sanam alike: Sanam stops (what it keeps is checked in test/local/npm-start.test.ts).
    for (let i = 0; i < 300 && !start.out().includes('Sanam stopping'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(start.out()).toMatch(/"signal":"SIGINT".*"msg":"Sanam stopping"/);
    expect(start.out()).not.toMatch(/"level":50|Sanam failed/);
  });
});
