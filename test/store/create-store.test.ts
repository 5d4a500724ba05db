import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ReplyError } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { createStore } from '../../src/store/index.js';
import { describeTarget, parseSentinels, redisOptions, translateRedisError } from '../../src/store/redis-connection.js';
import { StoreUnavailableError } from '../../src/store/types.js';
import { REDIS_URL } from './harness.js';

function captureLogger() {
  const out = { text: '' };
  const destination = new Writable({ write: (c: Buffer, _e, cb) => ((out.text += c.toString()), cb()) });
  return { out, logger: createLogger({ level: 'info', destination }) };
}

describe('createStore', () => {
  it('uses the embedded store in DATA_DIR without REDIS_URL and says where matches are kept', async () => {
    const { out, logger } = captureLogger();
    const dir = mkdtempSync(join(tmpdir(), 'sanam-create-'));
    try {
      const store = await createStore(parseConfig({ DATA_DIR: dir }), logger);
      expect(store.kind).toBe('embedded');
      expect(out.text).toContain(JSON.stringify(dir));
      expect(out.text).toMatch(/survive a restart/);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the in-process store with DATA_DIR=:memory: and says that matches live only in this process', async () => {
    const { out, logger } = captureLogger();
    const store = await createStore(parseConfig({ DATA_DIR: ':memory:' }), logger);
    expect(store.kind).toBe('memory');
    expect(out.text).toMatch(/live only in this process/);
    await store.close();
  });

  it('uses Redis when REDIS_URL is set and logs where without credentials', async () => {
    const { out, logger } = captureLogger();
    const url = new URL(REDIS_URL);
    const store = await createStore(parseConfig({ REDIS_URL: `redis://${url.host}/0`, MATCH_IDLE_TTL_HOURS: '2' }), logger);
    try {
      expect(store.kind).toBe('redis');
      expect(await store.ping()).toBe(true);
      expect(out.text).toContain(`redis://${url.hostname}:${url.port || '6379'}`);
      expect(out.text).toContain('"idleTtlHours":2');
    } finally {
      await store.close();
    }
  });
});

describe('Redis connection settings', () => {
  it('never shows the password of a Redis URL', () => {
    expect(describeTarget({ url: 'redis://user:hunter2@redis.internal:6380/2' })).toBe('redis://redis.internal:6380/2');
    expect(describeTarget({ url: 'rediss://:hunter2@h' })).toBe('rediss://h:6379');
    expect(describeTarget({ url: 'not a url with hunter2' })).not.toContain('hunter2');
  });

  it('reads REDIS_SENTINELS and configures Sentinel with failover handling', () => {
    const sentinels = parseSentinels('10.0.0.1:26379,sentinel-b:26380');
    expect(sentinels).toEqual([{ host: '10.0.0.1', port: 26379 }, { host: 'sentinel-b', port: 26380 }]);
    const opts = redisOptions({ sentinels, sentinelName: 'sanam' });
    expect(opts).toMatchObject({ sentinels, name: 'sanam', enableOfflineQueue: false, maxRetriesPerRequest: 1, failoverDetector: true });
    expect(describeTarget({ sentinels, sentinelName: 'sanam' })).toBe('sentinel 10.0.0.1:26379,sentinel-b:26380 master sanam');
  });

  it('reconnects and resends on READONLY (a demoted master after failover), not on other errors', () => {
    const { reconnectOnError, retryStrategy } = redisOptions({ url: 'redis://h', maxReconnectDelayMs: 1_000 });
    expect(reconnectOnError!(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(reconnectOnError!(new Error('ERR wrong number of arguments'))).toBe(false);
    // Backoff grows, stays capped, and never gives up (a number, never null).
    const delays = [1, 2, 5, 20, 1000].map((n) => retryStrategy!(n));
    for (const d of delays) expect(typeof d).toBe('number');
    expect(delays[0]!).toBeLessThan(delays[2]!);
    expect(Math.max(...(delays as number[]))).toBeLessThanOrEqual(1_050);
  });

  it('maps connection failures and failover replies to StoreUnavailableError, but not script bugs', () => {
    expect(translateRedisError(new Error('Connection is closed.'), 'commit')).toBeInstanceOf(StoreUnavailableError);
    expect(translateRedisError(new ReplyError('LOADING Redis is loading the dataset in memory'), 'load')).toBeInstanceOf(StoreUnavailableError);
    expect(translateRedisError(new ReplyError('READONLY no writes'), 'commit')).toBeInstanceOf(StoreUnavailableError);
    const bug = new ReplyError('ERR Error running script: attempt to compare nil');
    expect(translateRedisError(bug, 'commit')).toBe(bug);
  });
});
