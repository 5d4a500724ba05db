#!/usr/bin/env node
/**
 * `npm run mutate -- <target> [stryker options…]`: StrykerJS on one target of scripts/mutate-targets.mjs
 * (spirit-duel, summoner-master, fadalgia-keywords), niced, one test process (SANAM_MUTATE_CONCURRENCY for more).
 * `all` runs the targets one after another; `--all-files` adds the rest of a game's rules code to its core. Reports land in reports/mutation/<target>.{html,json}; reruns are incremental.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutationTargets } from './mutate-targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const all = args.includes('--all-files');
const [target, ...rest] = args.filter((a) => a !== '--all-files');
const names = target === 'all' ? Object.keys(mutationTargets) : [target];
if (!target || names.some((n) => !(n in mutationTargets))) {
  console.error(`usage: npm run mutate -- <${[...Object.keys(mutationTargets), 'all'].join('|')}> [--all-files] [stryker options]`);
  process.exit(2);
}
const stryker = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'stryker.cmd' : 'stryker');
let code = 0;
for (const name of names) {
  const cmd = process.platform === 'win32' ? stryker : 'nice';
  const args = process.platform === 'win32' ? ['run', 'stryker.config.mjs', ...rest] : ['-n', '10', stryker, 'run', 'stryker.config.mjs', ...rest];
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, SANAM_MUTATE: name, ...(all ? { SANAM_MUTATE_ALL: '1' } : {}) } });
  code ||= r.status ?? 1;
}
process.exit(code);
