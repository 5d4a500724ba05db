#!/usr/bin/env node
/**
 * `npm test`: installs the dependencies when needed, finds or starts the Redis the tests use, then runs
 * the type check, the linter, the layer rules and every test (`npm test -- <files…>` runs only those test files). A
 * throwaway Redis is stopped when the run ends, also on failure or Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { testRedisSession } from './redis-for-tests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps(root);

const session = await testRedisSession('this run');
const env = session.env;

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    session.child = child;
    child.on('exit', (code, signal) => { session.child = null; resolve(code ?? (signal ? 128 : 1)); });
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
  if (code !== 0 || session.interrupted) break;
}
session.finish(session.interrupted && code === 0 ? 130 : code);
