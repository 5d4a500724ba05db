/**
 * The emulator's rate-limit tables. Discord does not publish per-route limits and says bots must read the
 * X-RateLimit-* headers instead of hard-coding them (developers/topics/rate-limits.mdx), so the figures here
 * are what bots observe and report, not a contract:
 * - message create and edit: 5 per 5 s per channel (discord-api-docs#20, the bot message limit "applies to
 *   message creation and editing"; still seen as "five in five seconds", discord-relay-chat/drc#17);
 * - webhooks, which is how interaction follow-ups and edits of an interaction's messages are counted
 *   ("Interactions webhooks share the same rate limit properties as normal webhooks",
 *   receiving-and-responding.mdx): 5 per 2 s per webhook id + token (discord-api-docs#367);
 * - global: 50 requests per second per bot, interaction endpoints exempt (rate-limits.mdx "Global Rate Limit");
 * - invalid requests (401, 403, 429 except scope "shared"): 10,000 per 10 minutes, then a temporary
 *   Cloudflare ban (rate-limits.mdx); bots report the ban lasting about an hour (discord-api-docs#5385).
 * The strict profile keeps the same shape with smaller numbers so tests meet the limits within a few clicks.
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

export const REALISTIC_RATE_LIMITS: RateLimitConfig = {
  global: { limit: 50, windowMs: 1000 },
  buckets: {
    'message-create': { limit: 5, windowMs: 5000 },
    'message-edit': { limit: 5, windowMs: 5000 },
    'message-delete': { limit: 5, windowMs: 1000 },
    'thread-create': { limit: 5, windowMs: 5000 },
    'channel-edit': { limit: 5, windowMs: 5000 },
    webhook: { limit: 5, windowMs: 2000 },
    'interaction-callback': { limit: 5, windowMs: 1000 },
  },
  routes: ROUTES,
  default: { limit: 50, windowMs: 1000 },
  invalid: { limit: 10_000, windowMs: 600_000, blockMs: 3_600_000 },
};

export const STRICT_RATE_LIMITS: RateLimitConfig = {
  global: { limit: 50, windowMs: 1000 },
  buckets: {
    'message-create': { limit: 3, windowMs: 3000 },
    'message-edit': { limit: 3, windowMs: 3000 },
    'message-delete': { limit: 3, windowMs: 1000 },
    'thread-create': { limit: 3, windowMs: 3000 },
    'channel-edit': { limit: 3, windowMs: 3000 },
    webhook: { limit: 3, windowMs: 2000 },
    'interaction-callback': { limit: 5, windowMs: 1000 },
  },
  routes: ROUTES,
  default: { limit: 20, windowMs: 1000 },
  invalid: { limit: 100, windowMs: 600_000, blockMs: 10_000 },
};

export type RateLimitSetting = 'realistic' | 'strict' | 'off' | RateLimitConfig;

export function rateLimitConfig(setting: RateLimitSetting | undefined): RateLimitConfig | null {
  if (setting === 'off') return null;
  if (setting === 'strict') return STRICT_RATE_LIMITS;
  if (setting === undefined || setting === 'realistic') return REALISTIC_RATE_LIMITS;
  return setting;
}
