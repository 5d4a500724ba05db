/**
 * The bot under Discord's rate limits (issue 35): runs the strict-profile scenarios — a whole match clicked
 * as fast as the bot answers, 20 matches at once in one channel, a 32-player league round opening — through
 * vitest (they need the real Redis and the test harness) and passes on their `bench discord.*` lines: the
 * acknowledgement times, the board lag (click → board showing that version; for the league, round start →
 * each thread's first board) and the panel lag (click → each seat's hand panel showing that version, from the
 * publisher's hook; the match scenarios) as p50/p90/p99/max, and the limiter's 429 count. `npm run bench -- discord`.
 * The scenarios assert as tests do; on a loaded machine an acknowledgement past 3 s fails a scenario, and its
 * figures are still printed (the lines come before the assertions) and passed on, with the failure shown.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = ['test/bot/rate-limit-fast-match.test.ts', 'test/bot/rate-limit-busy-channel.test.ts', 'test/league/rate-limit-round.test.ts'];
const r = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...SCENARIOS], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
const out = `${r.stdout}\n${r.stderr}`;
const lines = out.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('bench discord.'));
for (const l of lines) console.log(l);
if (r.status !== 0 || lines.length === 0) {
  console.error(out.split('\n').slice(-40).join('\n'));
  process.exit(1);
}
