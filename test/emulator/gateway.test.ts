/** Gateway behaviour beyond login: resume after a dropped connection, token check, clean exit. */
import { spawnSync } from 'node:child_process';
import { Events, GatewayIntentBits, type Message } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { IDS, startHarness, type Harness } from './fixture.js';

describe('gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness([GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent]);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('resumes after a dropped connection and replays what was missed', async () => {
    const resumed = new Promise<void>((resolve) => h.client.once(Events.ShardResume, () => resolve()));
    h.emu.gateway.disconnect();
    // Said while the bot is disconnected: must arrive after the RESUME.
    h.emu.say(IDS.alice, IDS.general, 'while you were away');
    const got = new Promise<Message>((resolve) => h.client.once(Events.MessageCreate, (m) => resolve(m)));
    await resumed;
    expect((await got).content).toBe('while you were away');
    expect(h.emu.gateway.connected).toBe(1);
  });

  it('closes with 4004 on a wrong token', async () => {
    const ws = new WebSocket(h.emu.gatewayUrl);
    const code = await new Promise<number>((resolve) => {
      ws.on('message', (raw) => {
        const msg = JSON.parse(String(raw)) as { op: number };
        if (msg.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: 'wrong', intents: 1, properties: {} } }));
      });
      ws.on('close', (c) => resolve(c));
    });
    expect(code).toBe(4004);
  });

  it('a process that logs in, answers a slash command and stops exits on its own', () => {
    const script = `
      import { Client, GatewayIntentBits } from 'discord.js';
      import { startEmulator } from './src/emulator/index.ts';
      const emu = await startEmulator({ botToken: 't', applicationId: '${IDS.app}', guild: { id: '${IDS.guild}', name: 'g' },
        channels: [{ id: '${IDS.general}', name: 'general' }], users: [{ id: '${IDS.alice}', username: 'alice' }] });
      const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.apiBase, retries: 0 } });
      client.on('interactionCreate', (i) => i.isChatInputCommand() && i.reply('pong'));
      await new Promise((r) => { client.once('clientReady', r); client.login('t'); });
      await client.application.commands.set([{ name: 'ping', description: 'p' }], '${IDS.guild}');
      const out = await emu.slash('${IDS.alice}', '${IDS.general}', 'ping');
      console.log(out.message.content);
      await client.destroy();
      await emu.stop();
    `;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), timeout: 20_000, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('pong');
    expect(r.status).toBe(0);
  });
});
