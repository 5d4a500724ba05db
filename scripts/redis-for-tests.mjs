/**
 * The Redis the tests use: the one answering at TEST_REDIS_URL / REDIS_URL (default 127.0.0.1:6379), or else
 * a throwaway `redis-server` of our own on a free port and a temporary directory, stopped by `stop()`.
 * Only a server started here is ever stopped; one that already answered is left alone.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout, clearTimeout } from 'node:timers';
import { URL } from 'node:url';
import { delimiter, join } from 'node:path';

export const INSTALL_HINT =
  'install Redis (Debian/Ubuntu: sudo apt-get install redis-server · macOS: brew install redis) or set REDIS_URL to a running one';

/** True when a Redis answers PING at host:port within `ms`. */
export function pingRedis(host, port, ms = 1_000) {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    let buf = '';
    const done = (ok) => { clearTimeout(timer); s.destroy(); resolve(ok); };
    const timer = setTimeout(() => done(false), ms);
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => { buf += d.toString(); if (buf.includes('\r\n')) done(/^\+PONG|^-NOAUTH/.test(buf)); });
    s.on('error', () => done(false));
  });
}

export function findRedisServer() {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/bin', '/opt/homebrew/bin'];
  for (const d of dirs) {
    if (!d) continue;
    const p = join(d, 'redis-server');
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch { /* next */ }
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * → { url, started: false } when the configured Redis answers; { url, started: true, stop } after starting
 * a throwaway one; { missing: true } when none answers and redis-server is not installed.
 */
export async function redisForTests(env = process.env) {
  const url = env.TEST_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
  const u = new URL(url);
  if (await pingRedis(u.hostname, Number(u.port || 6379))) return { url, started: false };
  const bin = findRedisServer();
  if (!bin) return { missing: true, url };
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'sanam-test-redis-'));
    const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', join(dir, 'redis.log')], { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => { exited = true; });
    for (let i = 0; i < 100 && !exited; i++) {
      if (await pingRedis('127.0.0.1', port, 200)) {
        let stopped = false;
        const stop = () => {
          if (stopped) return;
          stopped = true;
          // Our own child, by its pid: never a server we did not start.
          if (!exited) child.kill('SIGKILL');
          rmSync(dir, { recursive: true, force: true });
        };
        return { url: `redis://127.0.0.1:${port}`, started: true, stop, pid: child.pid };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!exited) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('sanam: could not start a throwaway redis-server');
}


/**
 * What `npm test` and `npm run test:repeat` both need around their runs: the tests' Redis (or exit 1 with the
 * install hint), stopped when the process exits, and Ctrl-C forwarded to the child running now (`session.child`)
 * with a 5 s grace before stopping anyway. `session.interrupted` says a signal came.
 */
export async function testRedisSession(forWhat) {
  const redis = await redisForTests();
  if (redis.missing) {
    console.error(`sanam: the tests need Redis, none answers at ${redis.url} and redis-server is not installed: ${INSTALL_HINT}.`);
    process.exit(1);
  }
  if (redis.started) console.log(`sanam: no Redis at ${process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379'}; started a throwaway one at ${redis.url} for ${forWhat}`);
  const session = {
    url: redis.url,
    env: { ...process.env, REDIS_URL: redis.url, TEST_REDIS_URL: redis.url },
    child: null,
    interrupted: false,
    finish(code) {
      redis.stop?.();
      process.exit(code);
    },
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      session.interrupted = true;
      session.child?.kill(sig);
      // The child gets the signal too; if it does not stop soon, stop anyway.
      setTimeout(() => session.finish(130), 5_000).unref();
    });
  }
  process.on('exit', () => redis.stop?.());
  return session;
}
