/**
 * `npm start` with no DISCORD_TOKEN, as a child process (tsx src/main.ts, LOCAL_PORT=0): it prints the
 * page's address and how to connect a real Discord, the page answers with the commands already
 * registered, and Ctrl-C (SIGINT) stops everything with exit code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const MAIN = join(ROOT, 'src/main.ts');

function waitFor(child: ChildProcess, out: () => string, re: RegExp, ms: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = re.exec(out());
      if (m) done(() => resolve(m));
    };
    const exited = (code: number | null) => done(() => reject(new Error(`npm start exited (${code}) before printing ${re}:\n${out()}`)));
    const timer = setTimeout(() => done(() => reject(new Error(`no ${re} within ${ms} ms:\n${out()}`))), ms);
    const done = (fn: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', exited);
      fn();
    };
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}

describe('npm start in local mode', () => {
  // An empty working directory: a developer's own .env must not turn this into a real Discord login.
  const cwd = mkdtempSync(join(tmpdir(), 'sanam-npm-start-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(cwd, { recursive: true, force: true });
  });

  it('prints the page URL and the real-Discord hint, serves the page, and stops on Ctrl-C', async () => {
    const env = { ...process.env, DISCORD_TOKEN: '', DISCORD_APPLICATION_ID: '', REDIS_URL: '', REDIS_SENTINELS: '', LOCAL_PORT: '0', LOG_FORMAT: 'json', LOG_LEVEL: 'info', NODE_ENV: 'development' };
    child = spawn(process.execPath, [TSX, MAIN], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));

    const [, url] = await waitFor(child, () => stdout + stderr, /▶ Open \/ เปิดหน้าเล่น: (http:\/\/127\.0\.0\.1:\d+\/)/, 120_000);
    expect(stdout).toContain('Sanam local mode');
    expect(stdout).toContain('โหมดเล่นในเครื่อง');
    for (const hint of ['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID', '.env', 'npm run commands:deploy', 'README.md']) expect(stdout).toContain(hint);
    expect(stdout).toContain('ต้องการใช้กับ Discord จริง');
    // The page is on LOCAL_PORT (here any free port), the emulator on an internal port of its own.
    const [readyLine] = await waitFor(child, () => stdout, /^\{.*"msg":"local mode: page and Discord emulator running"\}$/m, 60_000);
    const ready = JSON.parse(readyLine) as { page: string; emulator: string };
    expect(ready.page).toBe(url);
    expect(new URL(ready.emulator).port).not.toBe(new URL(url!).port);

    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('app.js');
    // The commands are on the emulator from the start, so the page's slash commands work at once.
    const state = (await (await fetch(new URL('_control/state', url!))).json()) as { commands: { guild: { name: string }[] } };
    expect(state.commands.guild.map((c) => c.name).sort()).toEqual(['autopass', 'cards', 'deck', 'judge', 'league', 'league-admin', 'match', 'rule', 'ruling', 'sanam']);

    child.kill('SIGINT');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(stdout).toMatch(/"signal":"SIGINT".*"msg":"Sanam stopping"/);
    // The embedded store says what it kept, and where (DATA_DIR defaults to ./sanam-data).
    expect(stdout).toContain(`Kept in ${join(cwd, 'sanam-data')}`);
    await expect(fetch(url!)).rejects.toThrow();
    expect(stderr).toBe('');
  }, 300_000);
});
