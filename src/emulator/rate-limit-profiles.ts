/**
 * The emulator's rate-limit tables. Discord does not publish per-route limits and says bots must read the
 * X-RateLimit-* headers instead of hard-coding them (developers/topics/rate-limits.mdx), so the figures here
 * are what bots observe and report, not a contract:
 * - message create and edit: 5 per 5 s per channel (discord-api-docs#20, the bot message limit "applies to
 *   message creation and editing"; still seen as "five in five seconds", discord-relay-chat/drc#17);
 * - webhooks, which is how interaction follow-ups and edits of an interaction's messages are counted
 *   ("Interactions webhooks share the same rate limit properties as normal webhooks",
 *   receiving-and-responding.mdx): 5 per 2 s per webhook id + token (discord-api-docs#367);
 * - and, on top of that, 30 webhook messages per minute per channel: not in the documentation itself, but a
 *   Discord engineer's answer in discord-api-docs#367 ("the 30/60 was added as a limit to the channel itself",
 *   next to the webhook's own 5 per 2 s), and what webhook guides still report. It is about executing a
 *   webhook, i.e. posting a message, so it counts follow-ups (POST /webhooks/:app/:token) in the channel the
 *   interaction came from, not edits of an interaction's messages (nothing says edits count; the hand panels are
 *   edits). Which bucket a 429 of it names, and its scope, are not documented: it answers like a per-route one;
 * - global: 50 requests per second per bot, interaction endpoints exempt (rate-limits.mdx "Global Rate Limit");
 * - invalid requests (401, 403, 429 except scope "shared"): 10,000 per 10 minutes, then a temporary
 *   Cloudflare ban (rate-limits.mdx); bots report the ban lasting about an hour (discord-api-docs#5385).
 * The strict profile is the realistic one scaled down (strictFrom below), so tests meet the limits within a few
 * clicks; only the invalid-request ban is shortened on its own, so a test can see it lifted.
 */

export type RateLimitScope = 'user' | 'shared';

export interface BucketLimit {
  /** Requests allowed per window, per top-level resource. */
  limit: number;
  windowMs: number;
  /** 'shared': a per-resource limit (its 429s say X-RateLimit-Scope: shared and are not invalid requests). */
  scope?: RateLimitScope;
}

export interface RateLimitConfig {
  /** Per-bot requests per window, except interaction endpoints (callbacks and the interaction webhooks). */
  global: { limit: number; windowMs: number };
  /** Named buckets; several routes naming the same bucket share it (one X-RateLimit-Bucket hash). */
  buckets: Record<string, BucketLimit>;
  /** `METHOD /route/template` (the emulator's route paths) → bucket name. Other routes use `default`. */
  routes: Record<string, string>;
  /**
   * Routes that also count in a second bucket kept per channel the request posts into (for an interaction
   * webhook: the interaction's channel), on top of their own: `METHOD /route/template` → bucket name.
   */
  perChannel?: Record<string, string>;
  /** The bucket of any route not listed: one per method + route + top-level resource. */
  default: BucketLimit;
  /** Invalid requests per window before every API request is refused for `blockMs`. */
  invalid: { limit: number; windowMs: number; blockMs: number };
}

/** Routes and the buckets they fall in; the same in both profiles so only the numbers differ. */
const ROUTES: Record<string, string> = {
  'POST /channels/:channel/messages': 'message-create',
  'PATCH /channels/:channel/messages/:message': 'message-edit',
  // Discord gives deletes their own, higher limit (older rate-limits.md: "Deleting messages falls under a
  // separate, higher rate limit").
  'DELETE /channels/:channel/messages/:message': 'message-delete',
  // Both ways of opening a thread count in one bucket per parent channel.
  'POST /channels/:channel/threads': 'thread-create',
  'POST /channels/:channel/messages/:message/threads': 'thread-create',
  'PATCH /channels/:channel': 'channel-edit',
  // Follow-ups and edits of an interaction's messages: one bucket per webhook id + token.
  'POST /webhooks/:app/:token': 'webhook',
  'GET /webhooks/:app/:token/messages/:message': 'webhook',
  'PATCH /webhooks/:app/:token/messages/:message': 'webhook',
  'DELETE /webhooks/:app/:token/messages/:message': 'webhook',
  'POST /interactions/:id/:token/callback': 'interaction-callback',
};

/** Webhook messages posted into one channel, whichever webhook posts them (discord-api-docs#367). */
const PER_CHANNEL: Record<string, string> = {
  'POST /webhooks/:app/:token': 'webhook-channel',
};

export const REALISTIC_RATE_LIMITS: RateLimitConfig = {
  global: { limit: 50, windowMs: 1000 },
  buckets: {
    'message-create': { limit: 5, windowMs: 5000 },
    'message-edit': { limit: 5, windowMs: 5000 },
    'message-delete': { limit: 5, windowMs: 1000 },
    'thread-create': { limit: 5, windowMs: 5000 },
    'channel-edit': { limit: 5, windowMs: 5000 },
    webhook: { limit: 5, windowMs: 2000 },
    'webhook-channel': { limit: 30, windowMs: 60_000 },
    'interaction-callback': { limit: 5, windowMs: 1000 },
  },
  routes: ROUTES,
  perChannel: PER_CHANNEL,
  default: { limit: 50, windowMs: 1000 },
  invalid: { limit: 10_000, windowMs: 600_000, blockMs: 3_600_000 },
};

/** Windows at least this long are shortened by the same factor as the limits; shorter ones are kept. */
const LONG_WINDOW_MS = 3000;

/**
 * A profile scaled down from `base`: every per-resource limit times `factor` (rounded, at least 1), and the long
 * windows too, so the rate stays that of Discord while a bucket runs out after fewer requests and refills sooner
 * (5 edits per 5 s becomes 3 per 3 s). The per-bot global limit is kept: the strict profile is about one
 * channel's or one webhook's budget, not the whole bot's. The invalid-request threshold and ban are given.
 */
export function strictFrom(base: RateLimitConfig, factor: number, invalid: RateLimitConfig['invalid']): RateLimitConfig {
  const scale = (b: BucketLimit): BucketLimit => ({
    ...b,
    limit: Math.max(1, Math.round(b.limit * factor)),
    windowMs: b.windowMs >= LONG_WINDOW_MS ? Math.round(b.windowMs * factor) : b.windowMs,
  });
  return {
    ...base,
    buckets: Object.fromEntries(Object.entries(base.buckets).map(([name, b]) => [name, scale(b)])),
    default: scale(base.default),
    invalid,
  };
}

/**
 * 3 message creates or edits per 3 s per channel, 3 calls per 2 s per interaction webhook, 18 webhook messages
 * per 36 s per channel; a ban after 100 invalid requests in 10 minutes, lifted after 10 s.
 */
export const STRICT_RATE_LIMITS: RateLimitConfig = strictFrom(REALISTIC_RATE_LIMITS, 0.6, { limit: 100, windowMs: 600_000, blockMs: 10_000 });

export type RateLimitSetting = 'realistic' | 'strict' | 'off' | RateLimitConfig;

export function rateLimitConfig(setting: RateLimitSetting | undefined): RateLimitConfig | null {
  if (setting === 'off') return null;
  if (setting === 'strict') return STRICT_RATE_LIMITS;
  if (setting === undefined || setting === 'realistic') return REALISTIC_RATE_LIMITS;
  return setting;
}
