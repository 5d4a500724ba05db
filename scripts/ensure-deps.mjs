#!/usr/bin/env node
/**
 * Runs before `npm start` and `npm test`: installs the dependencies (`npm ci`, quietly) when node_modules
 * is missing or older than package-lock.json, and otherwise does nothing (two stat calls). Plain Node, no
 * dependencies: it runs before there are any.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

export function needsInstall(dir = root) {
  // npm ci writes node_modules/.package-lock.json last: its age is the age of the install.
  const installed = mtime(join(dir, 'node_modules', '.package-lock.json'));
  const lock = mtime(join(dir, 'package-lock.json'));
  return installed === null || (lock !== null && installed < lock);
}

export function ensureDeps(dir = root) {
  if (!needsInstall(dir)) return;
  console.log('sanam: installing dependencies (npm ci)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    console.error(`sanam: npm ci failed (exit ${r.status ?? r.signal}); see the output above`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureDeps();
