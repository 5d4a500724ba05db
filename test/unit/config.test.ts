import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';

describe('configuration', () => {
  it('starts with no variables at all: local mode, memory store, defaults', () => {
    const cfg = parseConfig({});
    expect(cfg.DISCORD_TOKEN).toBeUndefined();
    expect(cfg.REDIS_URL).toBeUndefined();
    expect(cfg.LOG_LEVEL).toBe('info');
    expect(cfg.MATCH_IDLE_TTL_HOURS).toBe(168);
  });

  it('treats empty strings as unset, as an .env template leaves them', () => {
    expect(parseConfig({ REDIS_URL: '', DISCORD_TOKEN: ' ' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DISCORD_GUILD_ID: 'abc' }, 'DISCORD_GUILD_ID'],
    [{ DISCORD_API_URL: 'not a url' }, 'DISCORD_API_URL'],
    [{ MATCH_IDLE_TTL_HOURS: '-3' }, 'MATCH_IDLE_TTL_HOURS'],
    [{ FADALGIA_DECISION_SECONDS: '5' }, 'FADALGIA_DECISION_SECONDS'],
    [{ LOCAL_PORT: '70000' }, 'LOCAL_PORT'],
    [{ DISCORD_TOKEN: 'x'.repeat(60) }, 'DISCORD_APPLICATION_ID'],
  ])('refuses %o with one line naming %s', (env, name) => {
    let message = '';
    try {
      parseConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toContain(name);
    expect(message.split('\n')).toHaveLength(1);
  });
});
