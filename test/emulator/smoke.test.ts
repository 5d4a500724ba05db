/** The demo world used by local mode works with the real client; user selects and mentions resolve. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRowBuilder, ChannelType, Client, Events, GatewayIntentBits, UserSelectMenuBuilder, type TextChannel } from 'discord.js';
import { DEMO_IDS, demoWorld, startEmulator, type Emulator } from '../../src/emulator/index.js';

describe('demo world', () => {
  let emu: Emulator;
  let client: Client<true>;
  beforeAll(async () => {
    emu = await startEmulator(demoWorld({ botToken: 'demo-token' }));
    client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], rest: { api: emu.apiBase, retries: 0 } }) as Client<true>;
    const ready = new Promise<void>((r) => client.once(Events.ClientReady, () => r()));
    await client.login('demo-token');
    await ready;
  });
  afterAll(async () => {
    await client?.destroy();
    await emu?.stop();
  });

  it('logs in with the guild, its channels, roles and members cached', () => {
    const guild = client.guilds.cache.get(DEMO_IDS.guild)!;
    expect(guild.name).toBe('สนาม');
    expect(guild.preferredLocale).toBe('th');
    expect(guild.channels.cache.get(DEMO_IDS.matches)?.type).toBe(ChannelType.GuildText);
    expect(guild.members.cache.get(DEMO_IDS.judge)?.roles.cache.has(DEMO_IDS.judgeRole)).toBe(true);
    expect(client.user.id).toBe(DEMO_IDS.application);
  });

  it('a user select resolves the chosen member, and <@id> fills mentions', async () => {
    const channel = client.channels.cache.get(DEMO_IDS.lobby) as TextChannel;
    const msg = await channel.send({
      content: `<@${DEMO_IDS.malee}> who do you challenge?`,
      components: [new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(new UserSelectMenuBuilder().setCustomId('opponent'))],
    });
    expect(msg.mentions.users.has(DEMO_IDS.malee)).toBe(true);
    const picked = new Promise<string | undefined>((resolve) => client.once(Events.InteractionCreate, async (i) => {
      if (!i.isUserSelectMenu()) return resolve(undefined);
      await i.reply({ content: 'ok' });
      resolve(i.users.first()?.username);
    }));
    await emu.select(DEMO_IDS.malee, msg.id, 'opponent', [DEMO_IDS.alex]);
    expect(await picked).toBe('alex');
  });
});
