/**
 * Discord's REST rate limits as the emulator enforces them (developers/topics/rate-limits.mdx): a bucket per
 * route (or shared group of routes) and top-level resource, a per-bot global limit that interaction endpoints
 * are not bound to, the X-RateLimit-* headers on every limited response, 429 bodies with `retry_after` and
 * `global`, and the invalid-request counter that gets a client temporarily banned. Windows run on real time,
 * not the emulator's Clock: discord.js paces itself by Date.now(), and a ManualClock that tests freeze to age
 * tokens must not freeze the bot's buckets.
 */
import { createHash } from 'node:crypto';
import type { BucketLimit, RateLimitConfig } from './rate-limit-profiles.js';

/** Why the limiter refused a request; null when it let it through. */
export type RateLimitKind = 'user' | 'shared' | 'global' | 'blocked';

export interface RateLimitVerdict {
  headers: Record<string, string>;
  /** Set when the request is refused: the status is always 429. */
  refused?: { kind: RateLimitKind; body: unknown };
}

export interface RateLimitStats {
  /** Every 429 the limiter answered, by kind. */
  limited: Record<RateLimitKind, number>;
  /** Invalid requests (401, 403, 429 other than shared-scope or ban answers) since the emulator started. */
  invalidTotal: number;
  /** Invalid requests in the current counting window. */
  invalidInWindow: number;
  /** Epoch ms until which every API request is refused, or 0. */
  blockedUntil: number;
}

interface Window {
  start: number;
  count: number;
}

const seconds = (ms: number): string => (Math.max(0, ms) / 1000).toFixed(3);

/** A stable, opaque bucket id like Discord's (it never includes the top-level resource). */
function bucketHash(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 32);
}

/** The top-level resource of a request: channel, guild, webhook id + token (an interaction's id + token for callbacks). */
function topLevelResource(params: Record<string, string>): string {
  if (params.channel) return `channel:${params.channel}`;
  if (params.guild) return `guild:${params.guild}`;
  if (params.app && params.token) return `webhook:${params.app}/${params.token}`;
  if (params.id && params.token) return `interaction:${params.id}/${params.token}`;
  return 'none';
}

/** Interaction endpoints are not bound to the global limit (receiving-and-responding.mdx "Endpoints"). */
function globallyExempt(routePath: string): boolean {
  return routePath.startsWith('/interactions/') || routePath.startsWith('/webhooks/');
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private global: Window = { start: 0, count: 0 };
  private invalid: Window = { start: 0, count: 0 };
  private readonly stats: RateLimitStats = { limited: { user: 0, shared: 0, global: 0, blocked: 0 }, invalidTotal: 0, invalidInWindow: 0, blockedUntil: 0 };

  constructor(
    readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
    /** The channel a request posts into when its path does not name one (an interaction webhook: its interaction's). */
    private readonly channelOf: (params: Record<string, string>) => string | undefined = (params) => params.channel,
  ) {}

  snapshot(): RateLimitStats {
    const now = this.now();
    const invalidInWindow = now < this.invalid.start + this.config.invalid.windowMs ? this.invalid.count : 0;
    return { limited: { ...this.stats.limited }, invalidTotal: this.stats.invalidTotal, invalidInWindow, blockedUntil: this.stats.blockedUntil > now ? this.stats.blockedUntil : 0 };
  }

  /** Decides on one request before it runs; on success the request has used one slot of its buckets. */
  admit(method: string, routePath: string, params: Record<string, string>): RateLimitVerdict {
    const now = this.now();
    if (now < this.stats.blockedUntil) {
      this.stats.limited.blocked++;
      // Cloudflare answers a banned client itself: a 429 with no X-RateLimit-* headers and a plain-text body.
      return { headers: { 'retry-after': String(Math.ceil((this.stats.blockedUntil - now) / 1000)) }, refused: { kind: 'blocked', body: 'error code: 1015' } };
    }

    const key = `${method} ${routePath}`;
    const name = this.config.routes[key];
    const own = this.bucket(name && this.config.buckets[name] ? name : key, (name && this.config.buckets[name]) || this.config.default, topLevelResource(params), now);
    // A second bucket per channel posted into (webhook messages, discord-api-docs#367), when the route has one.
    const extraName = this.config.perChannel?.[key];
    const channel = extraName && this.config.buckets[extraName] ? this.channelOf(params) : undefined;
    const perChannel = channel ? this.bucket(extraName!, this.config.buckets[extraName!]!, `channel:${channel}`, now) : null;

    if (!globallyExempt(routePath)) {
      this.global = this.current(this.global, this.config.global.windowMs, now);
      if (this.global.count >= this.config.global.limit) {
        const retry = this.global.start + this.config.global.windowMs - now;
        this.stats.limited.global++;
        return {
          headers: { 'retry-after': String(Math.ceil(retry / 1000)), 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' },
          refused: { kind: 'global', body: { message: 'You are being rate limited.', retry_after: Number(seconds(retry)), global: true } },
        };
      }
    }

    for (const b of perChannel ? [own, perChannel] : [own]) {
      if (b.w.count < b.limit.limit) continue;
      const scope = b.limit.scope ?? 'user';
      this.stats.limited[scope]++;
      return {
        headers: { ...b.headers(0), 'retry-after': String(Math.ceil((b.resetAt - now) / 1000)), 'x-ratelimit-scope': scope },
        refused: {
          kind: scope,
          body: { message: scope === 'shared' ? 'The resource is being rate limited.' : 'You are being rate limited.', retry_after: Number(seconds(b.resetAt - now)), global: false },
        },
      };
    }

    own.w.count++;
    if (perChannel) perChannel.w.count++;
    if (!globallyExempt(routePath)) this.global.count++;
    return { headers: own.headers(own.limit.limit - own.w.count) };
  }

  /** The current window of bucket `bucketName` for one resource, and the headers that describe it. */
  private bucket(bucketName: string, limit: BucketLimit, resource: string, now: number) {
    const windowKey = `${bucketName}|${resource}`;
    if (this.windows.size > 5000) this.sweep(now);
    const w = this.current(this.windows.get(windowKey), limit.windowMs, now);
    this.windows.set(windowKey, w);
    const resetAt = w.start + limit.windowMs;
    const headers = (remaining: number): Record<string, string> => ({
      'x-ratelimit-limit': String(limit.limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': seconds(resetAt),
      'x-ratelimit-reset-after': seconds(resetAt - now),
      'x-ratelimit-bucket': bucketHash(bucketName),
    });
    return { w, limit, resetAt, headers };
  }

  /** Counts the answer's status toward the invalid-request limit, and bans the client once it is passed. */
  settle(status: number, kind?: RateLimitKind): void {
    // Shared-scope 429s "are not counted against you"; a banned client's refusals come from Cloudflare.
    const invalid = status === 401 || status === 403 || (status === 429 && kind !== 'shared' && kind !== 'blocked');
    if (!invalid) return;
    const now = this.now();
    this.invalid = this.current(this.invalid, this.config.invalid.windowMs, now);
    this.invalid.count++;
    this.stats.invalidTotal++;
    if (this.invalid.count >= this.config.invalid.limit) {
      this.stats.blockedUntil = now + this.config.invalid.blockMs;
      this.invalid = { start: now, count: 0 };
    }
  }

  /** Forgets finished windows: every interaction token makes its own, and a long local session makes thousands. */
  private sweep(now: number): void {
    const longest = Math.max(this.config.default.windowMs, ...Object.values(this.config.buckets).map((b) => b.windowMs));
    for (const [k, w] of this.windows) if (now >= w.start + longest) this.windows.delete(k);
  }

  private current(w: Window | undefined, windowMs: number, now: number): Window {
    return w && now < w.start + windowMs ? w : { start: now, count: 0 };
  }
}
