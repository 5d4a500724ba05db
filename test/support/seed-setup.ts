/**
 * Vitest setup file (vitest.config.ts): every test file runs with this run's test seed. It is put in the
 * environment so the bot under test (in this process or a child it spawns) derives its match seeds from it
 * (src/bot/fresh-seed.ts), and every failing test's message ends with the seed that replays it.
 */
import { beforeEach } from 'vitest';
import { replayHint, SEED_ENV, TEST_SEED } from './seed.js';

process.env[SEED_ENV] = String(TEST_SEED);

beforeEach((ctx) => {
  ctx.onTestFailed(({ task }) => {
    for (const err of task.result?.errors ?? []) {
      if (typeof err.message === 'string' && !err.message.includes(replayHint())) err.message += `\n[test seed ${TEST_SEED}; replay with ${replayHint()}]`;
    }
  });
});
