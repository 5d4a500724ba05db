/**
 * Discord's limits and interaction rules surface in discord.js as DiscordAPIError with Discord's codes.
 */
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, DiscordAPIError, MessageFlags,
  ModalBuilder, SlashCommandBuilder, TextInputBuilder, TextInputStyle, type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_RESPONSE_MS, InteractionFailedError, TOKEN_LIFETIME_MS } from '../../src/emulator/index.js';
import { IDS, nextInteraction, startHarness, TOKEN, type Harness } from './fixture.js';

const button = (id: string) => new ButtonBuilder().setCustomId(id).setLabel(id.slice(0, 80)).setStyle(ButtonStyle.Primary);
const row = (...ids: string[]) => new ActionRowBuilder<ButtonBuilder>().addComponents(ids.map(button));

async function apiError(p: Promise<unknown>): Promise<DiscordAPIError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DiscordAPIError) return err;
    throw err;
  }
  throw new Error('expected a DiscordAPIError');
}

describe('limits and interaction rules', () => {
  let h: Harness;
  let general: TextChannel;
  beforeAll(async () => {
    h = await startHarness();
    general = h.client.channels.cache.get(IDS.general) as TextChannel;
    await h.client.application.commands.set([
      new SlashCommandBuilder().setName('ping').setDescription('Ping').addStringOption((o) => o.setName('q').setDescription('query').setAutocomplete(true)).toJSON(),
    ], IDS.guild);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('content over 2000 characters → 50035 with the content path', async () => {
    const err = await apiError(general.send('ก'.repeat(2001)));
    expect(err.code).toBe(50035);
    expect(err.status).toBe(400);
    expect((err.rawError as unknown as { errors: { content: { _errors: { code: string }[] } } }).errors.content._errors[0]!.code).toBe('BASE_TYPE_MAX_LENGTH');
    await expect(general.send('ก'.repeat(2000))).resolves.toBeDefined();
  });

  it('six action rows → 50035', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(`b${i}`));
    const err = await apiError(general.send({ content: 'x', components: rows }));
    expect(err.code).toBe(50035);
    expect(err.message).toMatch(/components/);
  });

  it('a 101-character custom_id → 50035 at components.0.components.0.custom_id', async () => {
    const raw = { type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: 'x'.repeat(101) }] };
    const err = await apiError(general.send({ content: 'x', components: [raw] }));
    expect(err.code).toBe(50035);
    const tree = (err.rawError as { errors: Record<string, unknown> }).errors;
    expect(tree).toMatchObject({ components: { 0: { components: { 0: { custom_id: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } } } } } });
  });

  it('duplicate custom_ids in one message and six buttons in a row are rejected', async () => {
    expect((await apiError(general.send({ content: 'x', components: [row('a'), row('a')] }))).code).toBe(50035);
    const six = { type: 1, components: Array.from({ length: 6 }, (_, i) => ({ type: 2, style: 1, label: 'x', custom_id: `c${i}` })) };
    expect((await apiError(general.send({ content: 'x', components: [six] }))).code).toBe(50035);
  });

  it('embeds: 6001 characters in total → 50035 MAX_EMBED_SIZE_EXCEEDED', async () => {
    const embeds = [{ description: 'a'.repeat(4096) }, { description: 'b'.repeat(1905) }];
    const err = await apiError(general.send({ embeds }));
    expect(err.code).toBe(50035);
    expect(JSON.stringify(err.rawError)).toContain('MAX_EMBED_SIZE_EXCEEDED');
    const title = await apiError(general.send({ embeds: [{ title: 't'.repeat(257) }] }));
    expect(title.code).toBe(50035);
  });

  it('a file over 10 MiB → 40005', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    const err = await apiError(general.send({ files: [new AttachmentBuilder(big, { name: 'big.bin' })] }));
    expect(err.code).toBe(40005);
    expect(err.status).toBe(413);
  });

  it('an empty message → 50006', async () => {
    expect((await apiError(general.send({ content: '' }))).code).toBe(50006);
  });

  it('26 autocomplete choices → 50035 under data.choices', async () => {
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isAutocomplete()) throw new Error('expected autocomplete');
      await i.respond(Array.from({ length: 26 }, (_, n) => ({ name: `c${n}`, value: `${n}` })));
    });
    const failed = expect(h.emu.autocomplete(IDS.alice, IDS.general, 'ping', { q: 'a' }, 'q', { timeoutMs: 500 })).rejects.toBeInstanceOf(InteractionFailedError);
    const err = await apiError(handled);
    expect(err.code).toBe(50035);
    expect(JSON.stringify(err.rawError)).toContain('"data":{"choices"');
    await failed;
  });

  it('a modal title over 45 characters → 50035', async () => {
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const modal = new ModalBuilder().setCustomId('m').setTitle('t'.repeat(45)).addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('a').setLabel('A').setStyle(TextInputStyle.Short)),
      );
      const json = { ...modal.toJSON(), title: 't'.repeat(46) };
      await i.showModal(json);
    });
    const failed = expect(h.emu.slash(IDS.alice, IDS.general, 'ping', {}, { timeoutMs: 500 })).rejects.toBeInstanceOf(InteractionFailedError);
    expect((await apiError(handled)).code).toBe(50035);
    await failed;
  });

  it('answering after 3 s (clock time) → 10062 and the user sees the interaction fail', async () => {
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      h.clock.advance(FIRST_RESPONSE_MS + 1);
      await i.reply('too late');
    });
    const failed = expect(h.emu.slash(IDS.alice, IDS.general, 'ping')).rejects.toMatchObject({ name: 'InteractionFailedError', reason: 'late' });
    const err = await apiError(handled);
    expect(err.code).toBe(10062);
    await failed;
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).some((m) => m.content === 'too late')).toBe(false);
  });

  it('answering just inside 3 s is accepted', async () => {
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      h.clock.advance(FIRST_RESPONSE_MS - 1);
      await i.reply('in time');
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'ping');
    await handled;
    expect(out.message?.content).toBe('in time');
  });

  it('a second acknowledgement → 40060', async () => {
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.deferReply();
      // Bypass discord.js's own InteractionAlreadyReplied guard: call the callback route directly.
      await h.client.rest.post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 4, data: { content: 'again' } }, auth: false });
    });
    await h.emu.slash(IDS.alice, IDS.general, 'ping');
    expect((await apiError(handled)).code).toBe(40060);
  });

  it('the interaction token expires after 15 minutes → 50027', async () => {
    let later: (() => Promise<unknown>) | undefined;
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'hand', flags: MessageFlags.Ephemeral });
      later = () => i.editReply('edited too late');
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'ping');
    await handled;
    h.clock.advance(TOKEN_LIFETIME_MS - 1000);
    await later!();
    expect(h.emu.message(out.message!.id as string)?.content).toBe('edited too late');
    h.clock.advance(2000);
    const err = await apiError(later!());
    expect(err.code).toBe(50027);
    expect(err.status).toBe(401);
  });

  it('unknown message 10008, unknown channel 10003, ephemeral messages not fetchable by channel', async () => {
    expect((await apiError(general.messages.fetch('1300000000000999999'))).code).toBe(10008);
    expect((await apiError(h.client.channels.fetch('1300000000000999998'))).code).toBe(10003);
    const handled = nextInteraction(h.client, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'secret', flags: MessageFlags.Ephemeral });
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'ping');
    await handled;
    expect((await apiError(general.messages.fetch({ message: out.message!.id as string, force: true }))).code).toBe(10008);
  });

  it('command registration validates names, descriptions and option counts', async () => {
    const upper = await apiError(h.client.application.commands.set([{ name: 'Ping', description: 'x' }], IDS.guild));
    expect(upper.code).toBe(50035);
    const longDesc = await apiError(h.client.application.commands.set([{ name: 'p', description: 'd'.repeat(101) }], IDS.guild));
    expect(longDesc.code).toBe(50035);
    const options = Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'x' }));
    expect((await apiError(h.client.application.commands.set([{ name: 'p', description: 'x', options }], IDS.guild))).code).toBe(50035);
    const choices = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `${i}` }));
    const tooManyChoices = [{ name: 'p', description: 'x', options: [{ type: 3, name: 'o', description: 'x', choices }] }];
    expect((await apiError(h.client.application.commands.set(tooManyChoices, IDS.guild))).code).toBe(50035);
    const badLocale = [{ name: 'p', description: 'x', name_localizations: { xx: 'p' } }];
    expect((await apiError(h.client.application.commands.set(badLocale as never, IDS.guild))).code).toBe(50035);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `c${i}`, description: 'x' }));
    expect((await apiError(h.client.application.commands.set(many, IDS.guild))).code).toBe(30032);
    // The failed overwrites changed nothing.
    expect((await h.client.application.commands.fetch({ guildId: IDS.guild })).map((c) => c.name)).toEqual(['ping']);
  });

  it('REST without the bot token → 401; interaction callbacks need no token', async () => {
    const res = await fetch(`${h.emu.apiBase}/v10/channels/${IDS.general}/messages`, { headers: { authorization: 'Bot wrong' } });
    expect(res.status).toBe(401);
    const ok = await fetch(`${h.emu.apiBase}/v10/channels/${IDS.general}`, { headers: { authorization: `Bot ${TOKEN}` } });
    expect(ok.status).toBe(200);
    const unknown = await fetch(`${h.emu.apiBase}/v10/interactions/1/bad/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":4}' });
    expect(((await unknown.json()) as { code: number }).code).toBe(10062);
  });
});
