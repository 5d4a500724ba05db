/**
 * `npm run checkpoint`: run with the build that is still live, while draining it, before deploying a build whose
 * rules or state shape changed. A live match is stored as a state plus the actions since; a new engine would
 * have to replay those actions under its own rules, and a changed rule can make that replay diverge. Writing
 * every live match's state at its latest version first means the new build replays nothing.
 */
import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './log.js';
import { createStore } from './store/index.js';
import { MatchService } from './match/service.js';
import { realEngine } from './match/engine-adapter.js';

async function run(): Promise<number> {
  let cfg;
  try {
    cfg = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const log = createLogger({ level: cfg.LOG_LEVEL });
  const store = await createStore(cfg, log);
  try {
    const out = await new MatchService(store, realEngine).checkpointLive();
    console.log(`checkpoint: ${out.written} live matches written at their latest version, ${out.unchanged} already current, ${out.failed} failed`);
    return out.failed ? 1 : 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await run();
