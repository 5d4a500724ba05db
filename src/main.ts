import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './log.js';

async function main(): Promise<void> {
  let cfg;
  try {
    cfg = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger({ level: cfg.LOG_LEVEL, ...(cfg.LOG_FORMAT ? { format: cfg.LOG_FORMAT } : {}) });
  log.info({ mode: cfg.DISCORD_TOKEN ? 'discord' : 'local', store: cfg.REDIS_URL ? 'redis' : 'memory' }, 'Sanam starting');
}

void main();
