#!/usr/bin/env node
/**
 * `npm test`: installs the dependencies when needed, finds or starts the Redis the tests use, then runs
 * the type check, the linter, the layer rules and every test (`npm test -- <files…>` runs only those test files). A
 * throwaway Redis is stopped when the run ends, also on failure or Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { INSTALL_HINT, redisForTests } from './redis-for-tests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps(root);

const redis = await redisForTests();
if (redis.missing) {
  console.error(`sanam: the tests need Redis, none answers at ${redis.url} and redis-server is not installed: ${INSTALL_HINT}.`);
  process.exit(1);
}
if (redis.started) console.log(`sanam: no Redis at ${process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379'}; started a throwaway one at ${redis.url} for this run`);
const env = { ...process.env, REDIS_URL: redis.url, TEST_REDIS_URL: redis.url };

let child = null;
let interrupted = false;
const finish = (code) => {
  redis.stop?.();
  process.exit(code);
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    interrupted = true;
    child?.kill(sig);
    // The child gets the signal too; if it does not stop soon, stop anyway.
    setTimeout(() => finish(130), 5_000).unref();
  });
}
process.on('exit', () => redis.stop?.());

function run(cmd, args) {
  return new Promise((resolve) => {
    child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => { child = null; resolve(code ?? (signal ? 128 : 1)); });
    child.on('error', () => resolve(1));
  });
}

const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const files = process.argv.slice(2);
const steps = files.length
  ? [[bin('vitest'), ['run', ...files]]]
  : [[bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']], [bin('eslint'), ['--max-warnings', '0', '.']],
      // The layer contract (.dependency-cruiser.cjs): no runtime cycles beyond the known list, no upward imports.
      [bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--ignore-known']], [bin('vitest'), ['run']]];
let code = 0;
for (const [cmd, args] of steps) {
  code = await run(cmd, args);
  if (code !== 0 || interrupted) break;
}
finish(interrupted && code === 0 ? 130 : code);
