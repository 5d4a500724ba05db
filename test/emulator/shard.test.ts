/**
 * Gateway sharding as Discord does it: a guild's events (GUILD_CREATE, INTERACTION_CREATE, messages) reach
 * only the session on shard (guild_id >> 22) % count; invalid shards close with 4010, a session over the
 * guilds-per-shard ceiling with 4011; GET /gateway/bot recommends a shard count that discord.js's
 * `shards: 'auto'` follows.
 */
import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../src/emulator/index.js';
import { shardOf } from '../../src/emulator/shards.js';
import { IDS, TOKEN } from './fixture.js';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => { for (const r of running.splice(0).reverse()) await r.stop(); });

async function emulator(shards?: EmulatorOptions['shards']): Promise<Emulator> {
  const emu = await startEmulator({
    botToken: TOKEN, applicationId: IDS.app, guild: { id: IDS.guild, name: 'g' }, channels: [{ id: IDS.general, name: 'general' }],
    users: [{ id: IDS.alice, username: 'alice' }], answerTimeoutMs: 30_000, ...(shards ? { shards } : {}),
  });
  running.push({ stop: () => emu.stop() });
  return emu;
}

/** A real discord.js client on the given shards; records the interactions it receives. */
async function client(emu: Emulator, shards: number[] | 'auto', shardCount?: number): Promise<{ client: Client; got: Interaction[] }> {
  const c = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], rest: { api: emu.apiBase, retries: 0 }, shards, ...(shardCount ? { shardCount } : {}) });
  const got: Interaction[] = [];
  c.on(Events.InteractionCreate, (i) => { got.push(i); if (i.isChatInputCommand()) void i.reply(`pong from shard ${i.guild?.shardId}`); });
  const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
  await c.login(TOKEN);
  await ready;
  running.push({ stop: () => c.destroy() });
  return { client: c, got };
}

/** IDENTIFY over a raw socket; resolves with the close code, or 0 when READY came. */
function identify(emu: Emulator, shard: unknown): Promise<number> {
  const ws = new WebSocket(emu.gatewayUrl);
  return new Promise((resolve) => {
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; t?: string; d: { shard?: number[] } };
      if (msg.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1, properties: {}, ...(shard === undefined ? {} : { shard }) } }));
      if (msg.t === 'READY') { resolve(0); ws.close(1000); }
    });
    ws.on('close', (code) => resolve(code));
  });
}

describe('gateway sharding', () => {
  it('a guild\'s events reach only the shard (guild_id >> 22) % count; the other shard gets READY without the guild', { timeout: 30_000 }, async () => {
    const emu = await emulator();
    const mine = shardOf(IDS.guild, 2);
    const owner = await client(emu, [mine], 2);
    const other = await client(emu, [1 - mine], 2);
    expect(emu.gateway.connected).toBe(2);
    expect(owner.client.guilds.cache.has(IDS.guild)).toBe(true);
    expect(other.client.guilds.cache.has(IDS.guild)).toBe(false);
    await owner.client.application!.commands.set([{ name: 'ping', description: 'p' }], IDS.guild);
    for (let k = 0; k < 3; k++) {
      const out = await emu.slash(IDS.alice, IDS.general, 'ping');
      expect(out.message?.content).toBe(`pong from shard ${mine}`);
    }
    expect(owner.got).toHaveLength(3);
    expect(other.got).toHaveLength(0);
    const created = emu.gateway.sent.filter((s) => s.t === 'GUILD_CREATE' || s.t === 'INTERACTION_CREATE' || s.t === 'MESSAGE_CREATE');
    expect(created.filter((s) => s.t === 'GUILD_CREATE')).toHaveLength(1);
    expect(created.filter((s) => s.t === 'INTERACTION_CREATE')).toHaveLength(3);
  });

  it('with only the other shard connected, a guild interaction gets no answer', { timeout: 30_000 }, async () => {
    const emu = await emulator();
    const mine = shardOf(IDS.guild, 2);
    const owner = await client(emu, [mine], 2);
    await owner.client.application!.commands.set([{ name: 'ping', description: 'p' }], IDS.guild);
    await owner.client.destroy();
    const other = await client(emu, [1 - mine], 2);
    // Nobody can answer here, so a short limit cannot fail a slow machine.
    await expect(emu.slash(IDS.alice, IDS.general, 'ping', {}, { timeoutMs: 1500 })).rejects.toMatchObject({ reason: 'no-answer' });
    expect(other.got).toHaveLength(0);
  });

  it('GET /gateway/bot reports the recommended count, and discord.js with shards "auto" connects that many', { timeout: 30_000 }, async () => {
    // All three IDENTIFYs in one bucket: with Discord's default of 1, discord.js spaces them 5 s apart.
    const emu = await emulator({ recommended: 3, maxConcurrency: 3 });
    const res = await fetch(`${emu.apiBase}/v10/gateway/bot`, { headers: { authorization: `Bot ${TOKEN}` } });
    const body = await res.json() as { shards: number; session_start_limit: { max_concurrency: number } };
    expect(body.shards).toBe(3);
    expect(body.session_start_limit.max_concurrency).toBe(3);
    const { client: c } = await client(emu, 'auto');
    expect([...c.ws.shards.keys()].sort()).toEqual([0, 1, 2]);
    expect(emu.gateway.connected).toBe(3);
    expect(c.guilds.cache.get(IDS.guild)?.shardId).toBe(shardOf(IDS.guild, 3));
    const ready = emu.gateway.sent.filter((s) => s.t === 'READY').map((s) => s.d.shard as number[]);
    expect(ready.map((s) => s.join('/')).sort()).toEqual(['0/3', '1/3', '2/3']);
  });

  it('closes with 4010 (Invalid shard) unless the shard is two integers with 0 ≤ id < count', { timeout: 30_000 }, async () => {
    const emu = await emulator();
    for (const bad of [[2, 2], [-1, 2], [0, 0], [0.5, 2], [0], [0, 1, 2], 'x', ['0', '2']]) expect(await identify(emu, bad), JSON.stringify(bad)).toBe(4010);
    expect(await identify(emu, [1, 2])).toBe(0);
    expect(await identify(emu, undefined)).toBe(0);
  });

  it('closes with 4011 (Sharding required) when the session would hold more guilds than a shard may', { timeout: 30_000 }, async () => {
    const emu = await emulator({ maxGuildsPerShard: 0 });
    const mine = shardOf(IDS.guild, 2);
    expect(await identify(emu, undefined)).toBe(4011);
    expect(await identify(emu, [mine, 2])).toBe(4011);
    // The shard without the guild holds none: allowed.
    expect(await identify(emu, [1 - mine, 2])).toBe(0);
  });
});
