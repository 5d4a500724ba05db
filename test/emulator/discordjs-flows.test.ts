/**
 * The real discord.js 14 client against the emulator: every response path the bot uses.
 */
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, ChannelType, Events, MessageFlags,
  ModalBuilder, SlashCommandBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle,
  type ButtonInteraction, type ChatInputCommandInteraction, type GuildMember, type Interaction, type Message,
  type ModalSubmitInteraction, type StringSelectMenuInteraction, type TextChannel, type AnyThreadChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, nextInteraction, PNG, startHarness, type Harness } from './fixture.js';

const commands = [
  new SlashCommandBuilder()
    .setName('match')
    .setNameLocalizations({ th: 'แมตช์' })
    .setDescription('Play a match')
    .setDescriptionLocalizations({ th: 'เล่นแมตช์' })
    .addSubcommand((s) =>
      s.setName('start').setNameLocalizations({ th: 'เริ่ม' }).setDescription('Start a match')
        .addUserOption((o) => o.setName('opponent').setDescription('Who').setRequired(true))
        .addIntegerOption((o) => o.setName('life').setDescription('Life').setMinValue(1).setMaxValue(10)))
    .addSubcommand((s) => s.setName('show').setDescription('Show the board')),
  new SlashCommandBuilder()
    .setName('กฎ')
    .setDescription('Quote a rule')
    .addStringOption((o) => o.setName('section').setDescription('Rule section').setAutocomplete(true).setRequired(true)),
].map((c) => c.toJSON());

function asCommand(i: Interaction): ChatInputCommandInteraction {
  if (!i.isChatInputCommand()) throw new Error(`expected a slash command, got type ${i.type}`);
  return i;
}

describe('discord.js against the emulator', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.client.application.commands.set(commands, IDS.guild);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('registers commands with Thai names and localizations, echoing ids', async () => {
    const fetched = await h.client.application.commands.fetch({ guildId: IDS.guild });
    const match = fetched.find((c) => c.name === 'match');
    expect(match?.nameLocalizations?.th).toBe('แมตช์');
    expect(fetched.find((c) => c.name === 'กฎ')).toBeDefined();
    // Re-registering keeps ids, as Discord's bulk overwrite does.
    const again = await h.client.application.commands.set(commands, IDS.guild);
    expect(again.get(match!.id)?.name).toBe('match');
  });

  it('slash → ephemeral reply with a PNG and a button, seen only by the invoker', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      const opponent = i.options.getUser('opponent', true);
      await i.reply({
        content: `vs ${opponent.username} life ${i.options.getInteger('life')}`,
        files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('go').setLabel('Go').setStyle(ButtonStyle.Primary))],
        flags: MessageFlags.Ephemeral,
      });
      return { sub: i.options.getSubcommand(), locale: i.locale, admin: i.memberPermissions?.has('Administrator') };
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'match start', { opponent: IDS.bob, life: 5 });
    const seen = await handled;
    const call = h.emu.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', route: '/interactions/:id/:token/callback', status: 204 });
    expect(call.files).toEqual([{ filename: 'board.png', size: PNG.length, contentType: 'image/png' }]);
    expect(seen.sub).toBe('start');
    expect(seen.locale).toBe('en-US');
    expect(seen.admin).toBe(false); // alice holds no role with Administrator
    expect(out.callbackType).toBe(4);
    const msg = out.message!;
    expect(msg.content).toBe('vs bob life 5');
    expect(msg.flags).toBe(MessageFlags.Ephemeral);
    const [att] = msg.attachments as { url: string; content_type: string; width: number; ephemeral: boolean }[];
    expect(att!.content_type).toBe('image/png');
    expect(att!.width).toBe(1);
    expect(att!.ephemeral).toBe(true);
    const served = Buffer.from(await (await fetch(att!.url)).arrayBuffer());
    expect(served.equals(PNG)).toBe(true);
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).map((m) => m.id)).toContain(msg.id);
    expect(h.emu.visibleMessages(IDS.bob, IDS.general).map((m) => m.id)).not.toContain(msg.id);
    expect(h.emu.transcript(IDS.bob).some((e) => e.message.id === msg.id)).toBe(false);
    expect(h.emu.gateway.sent.some((d) => d.t === 'MESSAGE_CREATE' && d.d.id === msg.id)).toBe(false);
  });

  it('a Thai user runs the Thai-named subcommand and gets locale th and their judge role', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      await i.reply({ content: 'ok' });
      const member = i.member as GuildMember;
      return { name: i.commandName, sub: i.options.getSubcommand(), locale: i.locale, judge: member.roles.cache.has(IDS.judgeRole), admin: i.memberPermissions?.has('Administrator') };
    });
    const out = await h.emu.slash(IDS.somchai, IDS.general, 'แมตช์ เริ่ม', { opponent: IDS.alice });
    expect(await handled).toEqual({ name: 'match', sub: 'start', locale: 'th', judge: true, admin: true });
    expect(out.message?.flags).toBe(0);
    expect(h.emu.visibleMessages(IDS.bob, IDS.general).some((m) => m.id === out.message!.id)).toBe(true);
  });

  it('button click → update edits the message in place', async () => {
    const first = nextInteraction(h.client, async (raw) => {
      await asCommand(raw).reply({
        content: 'board v1',
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('next:1').setLabel('Next').setStyle(ButtonStyle.Secondary))],
      });
    });
    const reply = await h.emu.slash(IDS.alice, IDS.general, 'match show');
    await first;
    const clicked = nextInteraction(h.client, async (raw) => {
      const i = raw as ButtonInteraction;
      expect(i.isButton()).toBe(true);
      expect(i.message.id).toBe(reply.message!.id);
      await i.update({ content: 'board v2', components: [] });
      return i.customId;
    });
    const out = await h.emu.click(IDS.alice, reply.message!.id as string, 'next:1');
    expect(await clicked).toBe('next:1');
    expect(out.callbackType).toBe(7);
    expect(out.message?.id).toBe(reply.message!.id);
    expect(h.emu.message(reply.message!.id as string)?.content).toBe('board v2');
    expect(h.emu.message(reply.message!.id as string)?.edited_timestamp).not.toBeNull();
  });

  it('select → deferUpdate + ephemeral followUp', async () => {
    const sent = await (h.client.channels.cache.get(IDS.general) as TextChannel).send({
      content: 'pick',
      components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder().setCustomId('pick').setPlaceholder('Choose').addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
      )],
    });
    const handled = nextInteraction(h.client, async (raw) => {
      const i = raw as StringSelectMenuInteraction;
      await i.deferUpdate();
      await i.followUp({ content: `you chose ${i.values.join(',')}`, flags: MessageFlags.Ephemeral });
    });
    const out = await h.emu.select(IDS.bob, sent.id, 'pick', ['b']);
    await handled;
    expect(out.callbackType).toBe(6);
    const last = await out.settled();
    expect(last?.content).toBe('you chose b');
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).some((m) => m.id === last!.id)).toBe(false);
    expect(h.emu.visibleMessages(IDS.bob, IDS.general).some((m) => m.id === last!.id)).toBe(true);
  });

  it('deferReply → editReply with a file, then fetchReply', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      await i.deferReply();
      await i.editReply({ content: 'rendered', files: [new AttachmentBuilder(PNG, { name: 'board.png' })], embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }] });
      return (await i.fetchReply()).attachments.first()?.name;
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'match show');
    expect(out.callbackType).toBe(5);
    expect((out.message!.flags as number) & MessageFlags.Loading).toBeTruthy();
    const final = await out.settled();
    expect(await handled).toBe('board.png');
    expect(final?.content).toBe('rendered');
    expect((final!.flags as number) & MessageFlags.Loading).toBe(0);
    const embedImage = ((final!.embeds as { image: { url: string } }[])[0]!).image.url;
    expect(embedImage).toBe((final!.attachments as { url: string }[])[0]!.url);
  });

  it('the first followUp after deferReply fills in the deferred message (Discord compat)', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const a = await i.followUp({ content: 'filled' });
      const b = await i.followUp({ content: 'second' });
      return [a.id, b.id];
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'match show');
    const [a, b] = await handled;
    expect(a).toBe(out.message!.id);
    expect(b).not.toBe(a);
    expect(h.emu.message(a!)?.flags).toBe(MessageFlags.Ephemeral);
    expect(out.messages().map((m) => m.content)).toEqual(['filled', 'second']);
  });

  it('modal: a button opens it, submit reaches the bot with the typed values', async () => {
    const first = nextInteraction(h.client, async (raw) => {
      await asCommand(raw).reply({ content: 'report', components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('report').setLabel('Report').setStyle(ButtonStyle.Danger))] });
    });
    const msg = (await h.emu.slash(IDS.alice, IDS.general, 'match show')).message!;
    await first;
    const opened = nextInteraction(h.client, async (raw) => {
      await (raw as ButtonInteraction).showModal(
        new ModalBuilder().setCustomId('report-form').setTitle('รายงานผล').addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('score').setLabel('Score').setStyle(TextInputStyle.Short).setMaxLength(5)),
        ),
      );
    });
    const shown = await h.emu.click(IDS.alice, msg.id as string, 'report');
    await opened;
    expect(shown.callbackType).toBe(9);
    expect(h.emu.openModal(IDS.alice)?.data.title).toBe('รายงานผล');
    const submitted = nextInteraction(h.client, async (raw) => {
      const i = raw as ModalSubmitInteraction;
      expect(i.isFromMessage()).toBe(true);
      await i.reply({ content: `score ${i.fields.getTextInputValue('score')}`, flags: MessageFlags.Ephemeral });
    });
    await expect(h.emu.submitModal(IDS.alice, 'report-form', { score: 'toolong' })).rejects.toThrow(/at most 5/);
    const out = await h.emu.submitModal(IDS.alice, 'report-form', { score: '2-1' });
    await submitted;
    expect(out.message?.content).toBe('score 2-1');
    expect(h.emu.openModal(IDS.alice)).toBeUndefined();
  });

  it('autocomplete returns the bot choices', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      if (!raw.isAutocomplete()) throw new Error('expected autocomplete');
      const typed = raw.options.getFocused();
      await raw.respond([{ name: `609 ${typed}`, value: '609' }, { name: '610', value: '610' }]);
    });
    const choices = await h.emu.autocomplete(IDS.somchai, IDS.general, 'กฎ', { section: '60' }, 'section');
    await handled;
    expect(choices).toEqual([{ name: '609 60', value: '609' }, { name: '610', value: '610' }]);
  });

  it('withResponse returns the created message', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const r = await asCommand(raw).reply({ content: 'with response', withResponse: true });
      return r.resource?.message?.content;
    });
    await h.emu.slash(IDS.alice, IDS.general, 'match show');
    expect(await handled).toBe('with response');
  });

  it('channel.send with a file, a thread from it and a message inside the thread', async () => {
    const channel = h.client.channels.cache.get(IDS.boards) as TextChannel;
    const created = new Promise<AnyThreadChannel>((resolve) => h.client.once(Events.ThreadCreate, (t) => resolve(t)));
    const board = await channel.send({ content: 'Match #1', files: [new AttachmentBuilder(PNG, { name: 'b.png' })] });
    const thread = await board.startThread({ name: 'Match #1 — alice vs bob' });
    expect(thread.id).toBe(board.id);
    expect((await created).parentId).toBe(IDS.boards);
    const inThread: Message = await thread.send('turn 1');
    expect(inThread.channelId).toBe(thread.id);
    expect(h.emu.visibleMessages(IDS.bob, thread.id).map((m) => m.content)).toEqual(['turn 1']);
    expect(h.emu.threads().map((t) => t.id)).toContain(thread.id);

    const standalone = await channel.threads.create({ name: 'private', type: ChannelType.PrivateThread });
    await standalone.members.add(IDS.alice);
    await standalone.send('secret');
    expect(h.emu.visibleMessages(IDS.alice, standalone.id).map((m) => m.content)).toEqual(['secret']);
    expect(h.emu.visibleMessages(IDS.bob, standalone.id)).toEqual([]);
    await standalone.setArchived(true);
    expect(h.emu.threads().find((t) => t.id === standalone.id)?.thread_metadata).toMatchObject({ archived: true });
  });

  it('a member message reaches the bot as messageCreate', async () => {
    const got = new Promise<Message>((resolve) => h.client.once(Events.MessageCreate, (m) => resolve(m)));
    h.emu.say(IDS.bob, IDS.general, 'gg');
    const m = await got;
    expect(m.author.id).toBe(IDS.bob);
    expect(m.channelId).toBe(IDS.general);
  });

  it('editReply and deleteReply through the interaction webhook', async () => {
    const handled = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      await i.reply({ content: 'temp' });
      await i.editReply({ content: 'edited' });
      const f = await i.followUp({ content: 'follow' });
      await i.webhook.editMessage(f.id, { content: 'follow edited' });
      await i.deleteReply();
      return f.id;
    });
    const out = await h.emu.slash(IDS.alice, IDS.general, 'match show');
    const followId = await handled;
    expect(h.emu.message(out.message!.id as string)).toBeUndefined();
    expect(h.emu.message(followId)?.content).toBe('follow edited');
  });

  it('slash inside a thread, then a select on the ephemeral reply updates it in place', async () => {
    const parent = h.client.channels.cache.get(IDS.boards) as TextChannel;
    const thread = await parent.threads.create({ name: 'match 2' });
    const first = nextInteraction(h.client, async (raw) => {
      const i = asCommand(raw);
      expect(i.channel?.isThread()).toBe(true);
      await i.reply({
        content: 'your hand',
        flags: MessageFlags.Ephemeral,
        components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder().setCustomId('play').setMinValues(1).setMaxValues(2).addOptions({ label: 'Card 1', value: 'c1' }, { label: 'Card 2', value: 'c2' }),
        )],
      });
      return i.channelId;
    });
    const hand = await h.emu.slash(IDS.alice, thread.id, 'match show');
    expect(await first).toBe(thread.id);
    await expect(h.emu.select(IDS.bob, hand.message!.id as string, 'play', ['c1'])).rejects.toThrow(/cannot see/);
    await expect(h.emu.select(IDS.alice, hand.message!.id as string, 'play', ['c3'])).rejects.toThrow(/not an option/);
    const played = nextInteraction(h.client, async (raw) => {
      const i = raw as StringSelectMenuInteraction;
      await i.update({ content: `played ${i.values.join('+')}`, components: [] });
    });
    const out = await h.emu.select(IDS.alice, hand.message!.id as string, 'play', ['c1', 'c2']);
    await played;
    expect(out.message).toMatchObject({ id: hand.message!.id, content: 'played c1+c2', flags: MessageFlags.Ephemeral, channel_id: thread.id });
  });
});
