/**
 * The emulator's rate-limit profiles (issue 35): the strict profile is the realistic one scaled down, and webhook
 * messages count 30 per minute per channel on top of each webhook's own bucket (discord-api-docs#367: "the 30/60
 * was added as a limit to the channel itself"), with interaction webhooks counted in their interaction's channel
 * ("Interactions webhooks share the same rate limit properties as normal webhooks", receiving-and-responding.mdx).
 */
import { Events, GatewayIntentBits, SlashCommandBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { REALISTIC_RATE_LIMITS, STRICT_RATE_LIMITS, type RateLimitConfig } from '../../src/emulator/index.js';
import { IDS, startHarness, type Harness } from './fixture.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('rate-limit profiles', () => {
  it('realistic: 30 webhook messages per 60 s per channel beside 5 per 2 s per webhook; edits are not counted per channel', () => {
    expect(REALISTIC_RATE_LIMITS.buckets.webhook).toEqual({ limit: 5, windowMs: 2000 });
    expect(REALISTIC_RATE_LIMITS.buckets['webhook-channel']).toEqual({ limit: 30, windowMs: 60_000 });
    expect(REALISTIC_RATE_LIMITS.perChannel).toEqual({ 'POST /webhooks/:app/:token': 'webhook-channel' });
  });

  it('strict is realistic scaled by 0.6: same rate, smaller buckets; short windows and the global limit kept', () => {
    const s = STRICT_RATE_LIMITS.buckets;
    expect(s['message-edit']).toEqual({ limit: 3, windowMs: 3000 });
    expect(s['message-create']).toEqual({ limit: 3, windowMs: 3000 });
    expect(s.webhook).toEqual({ limit: 3, windowMs: 2000 });
    expect(s['webhook-channel']).toEqual({ limit: 18, windowMs: 36_000 });
    expect(STRICT_RATE_LIMITS.global).toEqual(REALISTIC_RATE_LIMITS.global);
    expect(STRICT_RATE_LIMITS.routes).toBe(REALISTIC_RATE_LIMITS.routes);
    expect(Object.keys(s).sort()).toEqual(Object.keys(REALISTIC_RATE_LIMITS.buckets).sort());
    expect(STRICT_RATE_LIMITS.invalid).toEqual({ limit: 100, windowMs: 600_000, blockMs: 10_000 });
  });

  it('follow-ups of different interactions in one channel share its webhook-message budget; another channel has its own (discord-api-docs#367)', async () => {
    const table: RateLimitConfig = {
      ...REALISTIC_RATE_LIMITS,
      buckets: { ...REALISTIC_RATE_LIMITS.buckets, 'webhook-channel': { limit: 3, windowMs: 60_000 } },
    };
    h = await startHarness([GatewayIntentBits.Guilds], { rateLimits: table });
    const tokens: string[] = [];
    h.client.on(Events.InteractionCreate, (i) => {
      if (!i.isChatInputCommand()) return;
      tokens.push(i.token);
      void i.deferReply();
    });
    await h.client.application.commands.set([new SlashCommandBuilder().setName('ping').setDescription('ping')], IDS.guild);
    await h.emu.slash(IDS.alice, IDS.general, 'ping');
    await h.emu.slash(IDS.bob, IDS.general, 'ping');
    await h.emu.slash(IDS.alice, IDS.boards, 'ping');
    const hook = (token: string) => `${h!.emu.apiBase}/v10/webhooks/${IDS.app}/${token}`;
    const follow = (token: string) => fetch(`${hook(token)}?wait=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'f' }) });
    const edit = (token: string) => fetch(`${hook(token)}/messages/@original`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'e' }) });
    // Two interactions of #general: 3 follow-ups between them fill the channel's budget, though neither webhook's own.
    expect((await follow(tokens[0]!)).status).toBe(200);
    expect((await follow(tokens[1]!)).status).toBe(200);
    expect((await follow(tokens[0]!)).status).toBe(200);
    const fourth = await follow(tokens[1]!);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('x-ratelimit-limit')).toBe('3');
    expect(fourth.headers.get('x-ratelimit-global')).toBeNull();
    expect(((await fourth.json()) as { retry_after: number }).retry_after).toBeGreaterThan(50);
    // Edits of an interaction's message are not webhook messages posted into the channel.
    expect((await edit(tokens[1]!)).status).toBe(200);
    // #boards has its own budget.
    expect((await follow(tokens[2]!)).status).toBe(200);
  });
});
