/**
 * The ioredis client for the match store, tuned so that an outage is an answer, not a hang: while Redis is
 * unreachable every command fails at once with StoreUnavailableError (no offline queue), a command in flight
 * when the connection drops fails after at most one reconnect attempt or the command timeout, and the client
 * keeps reconnecting by itself with capped exponential backoff. Works with a plain URL or with Sentinel.
 */
import { Cluster, Redis, ReplyError, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { Logger } from '../log.js';
import { StoreUnavailableError } from './types.js';
import { metrics } from '../metrics/registry.js';

export interface RedisConnectionOptions {
  /** redis:// or rediss:// URL; with Sentinel it still carries the password, username, db and TLS. */
  url?: string;
  /** Sentinel addresses; when given, the master named `sentinelName` is found through them. */
  sentinels?: { host: string; port: number }[];
  sentinelName?: string;
  sentinelPassword?: string;
  /** Redis Cluster seed nodes; when given, ioredis' Cluster client discovers every master from them. */
  clusterNodes?: { host: string; port: number }[];
  connectTimeoutMs?: number;
  /** A command with no reply within this time fails (Redis hung or a silent network partition). */
  commandTimeoutMs?: number;
  /** Upper bound of the reconnect backoff. */
  maxReconnectDelayMs?: number;
  /** How long the factory waits for the first connection before returning anyway (it keeps trying). */
  startupWaitMs?: number;
  logger?: Logger;
}

/** Errors that say "Redis cannot serve this now" rather than "this command is wrong". */
const TRANSIENT_REPLY = /^(READONLY|LOADING|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN|NOREPLICAS|NOTREADY)\b/;

export function isTransientRedisError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof ReplyError) return TRANSIENT_REPLY.test(err.message);
  // Everything else ioredis rejects with is about the connection: closed, not writeable, timed out,
  // max retries, ECONNREFUSED/ECONNRESET/ETIMEDOUT...
  return true;
}

/** Wraps a connection-level failure in StoreUnavailableError; a genuine command error passes unchanged. */
export function translateRedisError(err: unknown, op: string): unknown {
  if (err instanceof StoreUnavailableError) return err;
  if (isTransientRedisError(err)) {
    metrics.redisError('command');
    return new StoreUnavailableError(`match store (Redis) unavailable during ${op}: ${(err as Error).message}`, { cause: err });
  }
  return err;
}

/** host:port/db of a Redis URL without any credentials, for log lines. */
export function describeTarget(opts: Pick<RedisConnectionOptions, 'url' | 'sentinels' | 'sentinelName' | 'clusterNodes'>): string {
  if (opts.clusterNodes?.length) return `cluster ${opts.clusterNodes.map((n) => `${n.host}:${n.port}`).join(',')}`;
  if (opts.sentinels?.length) {
    return `sentinel ${opts.sentinels.map((s) => `${s.host}:${s.port}`).join(',')} master ${opts.sentinelName ?? 'mymaster'}`;
  }
  if (!opts.url) return 'redis://127.0.0.1:6379';
  try {
    const u = new URL(opts.url);
    return `${u.protocol}//${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return '(unparsable Redis URL)';
  }
}

/** Parses REDIS_SENTINELS or REDIS_CLUSTER_NODES ("host:port,host:port"). */
export function parseSentinels(list: string | undefined): { host: string; port: number }[] | undefined {
  if (!list) return undefined;
  return list.split(',').map((hp) => {
    const i = hp.lastIndexOf(':');
    return { host: hp.slice(0, i), port: Number(hp.slice(i + 1)) };
  });
}

export function redisOptions(opts: RedisConnectionOptions): RedisOptions {
  const maxDelay = opts.maxReconnectDelayMs ?? 2_000;
  const base: RedisOptions = {
    connectTimeout: opts.connectTimeoutMs ?? 2_000,
    commandTimeout: opts.commandTimeoutMs ?? 3_000,
    // Fail fast while disconnected instead of queueing work whose users have long given up.
    enableOfflineQueue: false,
    // Commands in flight when the connection drops are resent once reconnected (the CAS makes a resend
    // harmless: it answers duplicate), and rejected if the first reconnect attempt fails.
    maxRetriesPerRequest: 1,
    autoResendUnfulfilledCommands: true,
    // Never give up reconnecting: the bot must come back by itself when Redis does.
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay) + Math.floor(Math.random() * 50),
    // After a Sentinel failover the old master turns replica and answers READONLY: reconnect (Sentinel
    // finds the new master) and resend the command.
    reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 2 : false),
    keepAlive: 10_000,
    enableReadyCheck: true,
    lazyConnect: true,
  };
  if (opts.sentinels?.length) {
    return {
      ...base,
      sentinels: opts.sentinels,
      name: opts.sentinelName ?? 'mymaster',
      ...(opts.sentinelPassword ? { sentinelPassword: opts.sentinelPassword } : {}),
      failoverDetector: true,
      sentinelRetryStrategy: (attempt) => Math.min(100 * attempt, maxDelay),
    };
  }
  return base;
}

/**
 * The Cluster client: the same per-node policy as a single Redis (fail fast while down, one resend, reconnect
 * forever); MOVED/ASK redirections and slot-map refreshes are ioredis' own. Credentials and TLS come from the
 * URL when one is given.
 */
export function clusterOptions(opts: RedisConnectionOptions): ClusterOptions {
  const maxDelay = opts.maxReconnectDelayMs ?? 2_000;
  const node = redisOptions({ ...opts, sentinels: [] });
  const fromUrl: RedisOptions = {};
  if (opts.url) {
    const u = new URL(opts.url);
    if (u.username) fromUrl.username = decodeURIComponent(u.username);
    if (u.password) fromUrl.password = decodeURIComponent(u.password);
    if (u.protocol === 'rediss:') fromUrl.tls = {};
  }
  const { retryStrategy: _nodeRetry, lazyConnect: _lazy, enableOfflineQueue: _queue, ...redisOpts } = node;
  return {
    redisOptions: { ...redisOpts, ...fromUrl },
    enableOfflineQueue: false,
    enableReadyCheck: true,
    lazyConnect: true,
    scaleReads: 'master',
    clusterRetryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay) + Math.floor(Math.random() * 50),
  };
}

/** Opens the client, logs its state changes (never the URL's credentials) and waits briefly for it. */
export async function openRedis(opts: RedisConnectionOptions & { clusterNodes?: undefined }): Promise<Redis>;
export async function openRedis(opts: RedisConnectionOptions): Promise<Redis | Cluster>;
export async function openRedis(opts: RedisConnectionOptions): Promise<Redis | Cluster> {
  const log = opts.logger;
  const target = describeTarget(opts);
  const client = opts.clusterNodes?.length
    ? new Cluster(opts.clusterNodes, clusterOptions(opts))
    : opts.url ? new Redis(opts.url, redisOptions(opts)) : new Redis(redisOptions(opts));
  let down = false;
  // An 'error' listener is required (ioredis would print unhandled error events); one line per outage.
  client.on('error', (err: Error) => {
    metrics.redisError('connection');
    if (!down) log?.warn({ target, err: err.message }, 'match store: Redis connection error; retrying');
    down = true;
  });
  client.on('ready', () => {
    if (down) log?.info({ target }, 'match store: Redis connection restored');
    down = false;
  });
  // 'reconnecting', not 'close': a close we asked for (store.close()) is not an outage.
  client.on('reconnecting', () => {
    if (!down) log?.warn({ target }, 'match store: Redis connection lost; reconnecting');
    down = true;
  });
  client.connect().catch(() => {
    // Reported through the 'error' event; the retry strategy keeps trying.
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, opts.startupWaitMs ?? 5_000);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
  if (ready) log?.info({ target }, 'match store: Redis connected');
  else log?.error({ target }, 'match store: Redis not reachable yet; commands will fail with "try again" until it is');
  return client;
}
