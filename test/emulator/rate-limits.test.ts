/**
 * The emulator's rate limits against what Discord documents (discord-api-docs developers/topics/rate-limits.mdx
 * and interactions/receiving-and-responding.mdx), with real HTTP requests and the real discord.js REST client.
 * Each test uses a small table of its own so that windows are short and numbers exact.
 */
import { Events, GatewayIntentBits, SlashCommandBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { REALISTIC_RATE_LIMITS, type RateLimitConfig } from '../../src/emulator/index.js';
import { IDS, TOKEN, startHarness, type Harness } from './fixture.js';

const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages];

/** A table with short windows: 2 message creates per 600 ms per channel, generous everything else. */
function table(over: Partial<RateLimitConfig> = {}): RateLimitConfig {
  return {
    ...REALISTIC_RATE_LIMITS,
    buckets: { ...REALISTIC_RATE_LIMITS.buckets, 'message-create': { limit: 2, windowMs: 600 }, 'thread-create': { limit: 2, windowMs: 600 }, webhook: { limit: 2, windowMs: 600 } },
    invalid: { limit: 1000, windowMs: 600_000, blockMs: 1000 },
    ...over,
  };
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const auth = { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = auth) =>
  fetch(`${h!.emu.apiBase}/v10${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
const say = (channel: string, content = 'hi') => post(`/channels/${channel}/messages`, { content });

describe('emulator rate limits (developers/topics/rate-limits.mdx)', () => {
  it('sends X-RateLimit-Limit, Remaining, Reset, Reset-After and Bucket on a limited route', async () => {
    h = await startHarness(INTENTS);
    const before = Date.now();
    const res = await say(IDS.general);
    expect(res.status).toBe(200);
    const hd = res.headers;
    expect(hd.get('x-ratelimit-limit')).toBe('5');
    expect(hd.get('x-ratelimit-remaining')).toBe('4');
    const resetAfter = Number(hd.get('x-ratelimit-reset-after'));
    expect(resetAfter).toBeGreaterThan(0);
    expect(resetAfter).toBeLessThanOrEqual(5);
    // Reset is epoch seconds; Reset-After the seconds left, "with decimals to match millisecond precision".
    const reset = Number(hd.get('x-ratelimit-reset'));
    expect(reset * 1000).toBeGreaterThanOrEqual(before);
    expect(reset * 1000).toBeLessThanOrEqual(Date.now() + 5000);
    expect(hd.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    // X-RateLimit-Scope is "returned only on HTTP 429 responses".
    expect(hd.get('x-ratelimit-scope')).toBeNull();
  });

  it('counts per route and top-level resource: a spent channel answers 429 with retry_after, another channel does not', async () => {
    h = await startHarness(INTENTS, { rateLimits: table() });
    expect((await say(IDS.general)).status).toBe(200);
    expect((await say(IDS.general)).status).toBe(200);
    const limited = await say(IDS.general, 'third');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await limited.json()) as { message: string; retry_after: number; global: boolean };
    expect(body.global).toBe(false);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(0.6);
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).map((m) => m.content)).not.toContain('third');
    // "if you exceeded a rate limit when calling /channels/1234, you could still call /channels/9876"
    expect((await say(IDS.boards)).status).toBe(200);
    // The bucket id does not include the top-level resource.
    const other = await say(IDS.boards);
    expect(other.headers.get('x-ratelimit-bucket')).toBe(limited.headers.get('x-ratelimit-bucket'));
    // After the reset the channel takes messages again.
    await new Promise((r) => setTimeout(r, body.retry_after * 1000 + 50));
    expect((await say(IDS.general, 'later')).status).toBe(200);
    expect(h.emu.requests.filter((r) => r.rateLimited).map((r) => r.rateLimited)).toEqual(['user']);
    expect(h.emu.rateLimits()!.limited.user).toBe(1);
  });

  it('shares a bucket between similar routes (one X-RateLimit-Bucket for both ways of opening a thread)', async () => {
    h = await startHarness(INTENTS, { rateLimits: table() });
    const msg = (await (await say(IDS.general, 'start here')).json()) as { id: string };
    const a = await post(`/channels/${IDS.general}/messages/${msg.id}/threads`, { name: 'one' });
    const b = await post(`/channels/${IDS.general}/threads`, { name: 'two', type: 11 });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.headers.get('x-ratelimit-bucket')).toBe(b.headers.get('x-ratelimit-bucket'));
    expect(b.headers.get('x-ratelimit-remaining')).toBe('0');
    const c = await post(`/channels/${IDS.general}/threads`, { name: 'three', type: 11 });
    expect(c.status).toBe(429);
    // Message creation is its own bucket, not the threads'.
    const created = await say(IDS.boards);
    expect(created.headers.get('x-ratelimit-bucket')).not.toBe(a.headers.get('x-ratelimit-bucket'));
  });

  it('counts interaction follow-ups and edits under the webhook id + token, not the global limit (receiving-and-responding.mdx)', async () => {
    h = await startHarness(INTENTS, { rateLimits: table({ global: { limit: 3, windowMs: 60_000 } }) });
    const tokens: string[] = [];
    h.client.on(Events.InteractionCreate, (i) => {
      if (!i.isChatInputCommand()) return;
      tokens.push(i.token);
      void i.deferReply();
    });
    await h.client.application.commands.set([new SlashCommandBuilder().setName('ping').setDescription('ping')], IDS.guild);
    await h.emu.slash(IDS.alice, IDS.general, 'ping');
    await h.emu.slash(IDS.bob, IDS.general, 'ping');
    // The bot's own requests so far (commands.set, gateway) may have used the tiny global window; spend the rest.
    const get = () => fetch(`${h!.emu.apiBase}/v10/channels/${IDS.boards}`, { headers: auth });
    while ((await get()).headers.get('x-ratelimit-global') !== 'true') { /* spend the global window */ }
    const hook = (token: string) => `/webhooks/${IDS.app}/${token}`;
    const patch = (token: string, content: string) =>
      fetch(`${h!.emu.apiBase}/v10${hook(token)}/messages/@original`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) });
    // Globally limited, yet interaction webhooks answer: they are "not bound to the Global Rate Limit".
    const edit = await patch(tokens[0]!, 'edited');
    expect(edit.status).toBe(200);
    const follow = await post(`${hook(tokens[0]!)}?wait=true`, { content: 'follow' }, { 'content-type': 'application/json' });
    expect(follow.status).toBe(200);
    expect(follow.headers.get('x-ratelimit-bucket')).toBe(edit.headers.get('x-ratelimit-bucket'));
    expect(follow.headers.get('x-ratelimit-remaining')).toBe('0');
    const third = await patch(tokens[0]!, 'again');
    expect(third.status).toBe(429);
    expect(third.headers.get('x-ratelimit-global')).toBeNull();
    // Another interaction's token is another webhook.
    expect((await patch(tokens[1]!, 'other')).status).toBe(200);
  });

  it('limits the bot globally: 429 with X-RateLimit-Global, scope global and global: true', async () => {
    h = await startHarness(INTENTS, { rateLimits: table({ global: { limit: 4, windowMs: 60_000 } }) });
    let res: Response;
    let n = 0;
    do {
      res = await fetch(`${h.emu.apiBase}/v10/channels/${n % 2 ? IDS.general : IDS.boards}`, { headers: auth });
      n++;
    } while (res.status === 200 && n < 10);
    expect(res.status).toBe(429);
    expect(res.headers.get('x-ratelimit-global')).toBe('true');
    expect(res.headers.get('x-ratelimit-scope')).toBe('global');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()) as unknown).toMatchObject({ global: true, message: 'You are being rate limited.' });
    expect(h.emu.rateLimits()!.limited.global).toBe(1);
  });

  it('bans the client after the invalid-request limit (401, 403, 429) and lifts the ban after a while', async () => {
    h = await startHarness(INTENTS, { rateLimits: table({ invalid: { limit: 5, windowMs: 600_000, blockMs: 800 } }) });
    const bad = { authorization: 'Bot wrong-token' };
    for (let i = 0; i < 5; i++) expect((await fetch(`${h.emu.apiBase}/v10/users/@me`, { headers: bad })).status).toBe(401);
    expect(h.emu.rateLimits()!.blockedUntil).toBeGreaterThan(0);
    // Even a valid request is refused now, by "Cloudflare": no X-RateLimit-* headers, a plain-text body.
    const blocked = await fetch(`${h.emu.apiBase}/v10/users/@me`, { headers: auth });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('x-ratelimit-limit')).toBeNull();
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('1015');
    await new Promise((r) => setTimeout(r, 900));
    expect((await fetch(`${h.emu.apiBase}/v10/users/@me`, { headers: auth })).status).toBe(200);
    expect(h.emu.rateLimits()!.invalidTotal).toBe(5);
  });

  it('does not count 429s of scope shared as invalid requests', async () => {
    const t = table({ invalid: { limit: 3, windowMs: 600_000, blockMs: 60_000 } });
    h = await startHarness(INTENTS, { rateLimits: { ...t, buckets: { ...t.buckets, 'message-create': { limit: 1, windowMs: 60_000, scope: 'shared' } } } });
    expect((await say(IDS.general)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await say(IDS.general);
      expect(res.status).toBe(429);
      expect(res.headers.get('x-ratelimit-scope')).toBe('shared');
      expect(((await res.json()) as { message: string }).message).toBe('The resource is being rate limited.');
    }
    expect(h.emu.rateLimits()).toMatchObject({ invalidTotal: 0, blockedUntil: 0 });
    expect((await say(IDS.boards)).status).toBe(200);
  });

  it('lets discord.js pace itself from the headers: no 429 for a burst it queues, one honoured 429 after someone else spent the bucket', async () => {
    h = await startHarness(INTENTS, { rateLimits: table() });
    const channel = h.client.channels.cache.get(IDS.general);
    if (!channel?.isSendable()) throw new Error('no channel');
    await Promise.all(Array.from({ length: 5 }, (_, i) => channel.send(`burst ${i}`)));
    expect(h.emu.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).map((m) => m.content)).toEqual(['burst 0', 'burst 1', 'burst 2', 'burst 3', 'burst 4']);
    // Another client spends channel boards' bucket; discord.js meets a 429 there, waits retry_after and succeeds.
    const other = h.client.channels.cache.get(IDS.boards);
    if (!other?.isSendable()) throw new Error('no channel');
    await other.send('learn the bucket');
    while ((await say(IDS.boards, 'raw')).status !== 429) { /* spend it */ }
    await other.send('after the wait');
    const statuses = h.emu.requests.filter((r) => r.path === `/channels/${IDS.boards}/messages`).map((r) => r.status);
    // learn, the raw 200 and 429, then discord.js's own 429 and its retry after the wait.
    expect(statuses).toEqual([200, 200, 429, 429, 200]);
    expect(h.emu.visibleMessages(IDS.alice, IDS.boards).at(-1)?.content).toBe('after the wait');
  });
});
