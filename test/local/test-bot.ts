/**
 * A tiny discord.js bot for the page's tests while the real bot is not on main: /match challenge
 * (user option, choices, autocomplete), accept/decline buttons, a match thread with a board PNG and
 * an embed, a first-player choice, an ephemeral hand with a select and a modal, /match hand and
 * /rule (autocomplete). It exercises every component kind the page renders, through the real client.
 */
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, EmbedBuilder, Events, GatewayIntentBits, MessageFlags,
  ModalBuilder, SlashCommandBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle, type Interaction, type TextChannel,
} from 'discord.js';
import type { Emulator } from '../../src/emulator/index.js';
import { renderBoard, renderHand } from '../../src/render/index.js';
import { asView } from '../render/as-view.js';
import { busyBoard, face } from '../render/fadalgia-fixtures.js';
import { boardStates } from '../render/states.js';

export const TEST_HANDS: Record<string, string[]> = {};
const HAND_CARDS = [['Flame Drake', 'Ember Scout', 'Cinder Wall', 'Blaze Rite', 'Ash Golem'], ['Tide Oracle', 'Coral Knight', 'Mist Veil', 'Deep Current', 'Pearl Warden']];
const DECKS = [{ value: 'precon:fire', name: '📦 Fire Starter / ไฟเริ่มต้น' }, { value: 'precon:water', name: '📦 Water Starter / น้ำเริ่มต้น' }, { value: 'precon:wind', name: '📦 Wind Starter / ลมเริ่มต้น' }];
const RULES = [
  { value: '609.7.2', name: '609.7.2 การต่อสู้ / Combat damage' },
  { value: '304.3.1', name: '304.3.1 การโจมตี / Attacking' },
  { value: '103.1', name: '103.1 การเริ่มเกม / Starting the game' },
];

export const testCommands = [
  new SlashCommandBuilder().setName('match').setNameLocalizations({ th: 'แมตช์' }).setDescription('Play a card game match').setDescriptionLocalizations({ th: 'เล่นแมตช์การ์ดเกม' })
    .addSubcommand((s) => s.setName('challenge').setNameLocalizations({ th: 'ท้าดวล' }).setDescription('Challenge someone to a match').setDescriptionLocalizations({ th: 'ท้าดวลผู้เล่นอื่น' })
      .addUserOption((o) => o.setName('opponent').setNameLocalizations({ th: 'คู่แข่ง' }).setDescription('Who you challenge').setDescriptionLocalizations({ th: 'คนที่คุณท้า' }).setRequired(true))
      .addStringOption((o) => o.setName('deck').setNameLocalizations({ th: 'เด็ค' }).setDescription('Your deck').setDescriptionLocalizations({ th: 'เด็คของคุณ' }).setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game').addChoices({ name: 'Fadalgia', name_localizations: { th: 'ฟาดัลเกีย' }, value: 'fadalgia' }))
      .addStringOption((o) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('Format')
        .addChoices({ name: 'Standard (60 cards)', value: 'standard' }, { name: 'Starter - Type C (30 cards)', value: 'starter-c' })))
    .addSubcommand((s) => s.setName('hand').setNameLocalizations({ th: 'มือ' }).setDescription('Show your hand (only you see it)').setDescriptionLocalizations({ th: 'ดูการ์ดบนมือ (เห็นเฉพาะคุณ)' })),
  new SlashCommandBuilder().setName('rule').setNameLocalizations({ th: 'กฎ' }).setDescription('Quote a rule').setDescriptionLocalizations({ th: 'ยกข้อกฎ' })
    .addStringOption((o) => o.setName('query').setNameLocalizations({ th: 'ค้นหา' }).setDescription('Section or words').setRequired(true).setAutocomplete(true)),
].map((c) => c.toJSON());

const handRow = (userId: string) => new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
  new StringSelectMenuBuilder().setCustomId(`play:${userId}`).setPlaceholder('เลือกการ์ดที่จะลง / Choose a card to play')
    .addOptions((TEST_HANDS[userId] ?? []).map((name, i) => ({ label: name, value: `c${i}`, description: `Cost ${i + 1}` }))));

async function handle(i: Interaction, players: Map<string, string[]>): Promise<void> {
  if (i.isAutocomplete()) {
    const focused = i.options.getFocused(true);
    const list = focused.name === 'deck' ? DECKS : RULES;
    await i.respond(list.filter((d) => d.name.toLowerCase().includes(String(focused.value).toLowerCase())));
    return;
  }
  if (i.isChatInputCommand() && i.commandName === 'rule') {
    const q = i.options.getString('query', true);
    await i.reply({ embeds: [new EmbedBuilder().setColor(0x5865f2).setTitle(`ข้อ ${q}`).setDescription('เมื่อยูนิตสองใบต่อสู้กัน และ **AT** เท่ากับ **DF** ทั้งสองใบจะถูกทำลาย\n> Both units are destroyed.').setFooter({ text: 'Fadalgia comprehensive rules' })] });
    return;
  }
  if (i.isChatInputCommand() && i.options.getSubcommand() === 'challenge') {
    const opponent = i.options.getUser('opponent', true);
    await i.reply({ content: i.locale === 'th' ? 'ส่งคำท้าแล้ว' : 'Challenge sent.', flags: MessageFlags.Ephemeral });
    const channel = i.channel as TextChannel;
    await channel.send({
      content: `<@${i.user.id}> ท้าดวล <@${opponent.id}> — Fadalgia (${i.options.getString('format') ?? 'standard'})`,
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId(`accept:${i.user.id}:${opponent.id}`).setLabel('รับคำท้า / Accept').setStyle(ButtonStyle.Success),
        new ButtonBuilder().setCustomId(`decline:${i.user.id}:${opponent.id}`).setLabel('ปฏิเสธ / Decline').setStyle(ButtonStyle.Danger))],
    });
    return;
  }
  if (i.isChatInputCommand() && i.options.getSubcommand() === 'hand') {
    await i.reply({ content: `มือของคุณ / Your hand: ${(TEST_HANDS[i.user.id] ?? []).join(', ')}`, components: [handRow(i.user.id)], flags: MessageFlags.Ephemeral });
    return;
  }
  if (i.isButton()) {
    const [kind, a, b] = i.customId.split(':');
    if (kind === 'accept' || kind === 'decline') {
      if (i.user.id !== b) {
        await i.reply({ content: i.locale === 'th' ? 'คำท้านี้ไม่ใช่ของคุณ' : 'This challenge is not for you.', flags: MessageFlags.Ephemeral });
        return;
      }
      await i.update({ content: `${i.message.content}\n**${kind === 'accept' ? 'รับคำท้าแล้ว / Accepted' : 'ปฏิเสธแล้ว / Declined'}**`, components: [] });
      if (kind === 'decline') return;
      players.set(i.message.id, [a!, b!]);
      TEST_HANDS[a!] = HAND_CARDS[0]!;
      TEST_HANDS[b!] = HAND_CARDS[1]!;
      const thread = await i.message.startThread({ name: 'Fadalgia · แมตช์ #1' });
      const png = await renderBoard(boardStates['fadalgia-opening']!());
      await thread.send({
        embeds: [new EmbedBuilder().setColor(0xe0a800).setTitle('Fadalgia — เทิร์น 1').setDescription(`<@${a}> vs <@${b}>`)
          .addFields({ name: 'ชีวิต / Life', value: '5 · 5', inline: true }, { name: 'มือ / Hand', value: '5 · 5', inline: true }, { name: 'เด็ค / Deck', value: '25 · 25', inline: true })
          .setImage('attachment://board.png').setFooter({ text: 'Sanam · test bot' })],
        files: [new AttachmentBuilder(png, { name: 'board.png' })],
      });
      await thread.send({
        content: `<@${a}> เลือกว่าจะเล่นก่อนหรือหลัง / choose to go first or second`,
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId(`first:${a}`).setLabel('เล่นก่อน / Go first').setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setCustomId(`second:${a}`).setLabel('เล่นหลัง / Go second').setStyle(ButtonStyle.Secondary))],
      });
      return;
    }
    if (kind === 'first' || kind === 'second') {
      if (i.user.id !== a) {
        await i.reply({ content: i.locale === 'th' ? 'ไม่ใช่ตาของคุณ' : 'Not your decision.', flags: MessageFlags.Ephemeral });
        return;
      }
      await i.update({ content: `<@${a}> ${kind === 'first' ? 'เล่นก่อน / goes first' : 'เล่นหลัง / goes second'}`, components: [] });
      await (i.channel as TextChannel).send({
        content: 'เปิดดูมือของคุณ / Look at your hand',
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('hand').setLabel('🂠 มือของฉัน / My hand').setStyle(ButtonStyle.Secondary),
          new ButtonBuilder().setCustomId('note').setLabel('📝 Note').setStyle(ButtonStyle.Secondary),
          new ButtonBuilder().setURL('https://example.com/rules').setLabel('Rules').setStyle(ButtonStyle.Link))],
      });
      return;
    }
    if (kind === 'hand') {
      const board = busyBoard().board;
      board.viewer = 0;
      board.players[0].hand = (TEST_HANDS[i.user.id] ?? []).map((name, n) => face(0, name, 'fire', 'unit', { at: n + 2, df: 2, cost: n + 1 }));
      const png = await renderHand(asView(board));
      await i.reply({
        content: `มือของคุณ / Your hand: ${(TEST_HANDS[i.user.id] ?? []).join(', ')}`, components: [handRow(i.user.id)],
        files: [new AttachmentBuilder(png, { name: 'hand.png' })], flags: MessageFlags.Ephemeral,
      });
      return;
    }
    if (kind === 'note') {
      await i.showModal(new ModalBuilder().setCustomId('note-modal').setTitle('บันทึก / Note').addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('text').setLabel('ข้อความ / Text').setStyle(TextInputStyle.Paragraph).setRequired(true).setMaxLength(200))));
      return;
    }
  }
  if (i.isStringSelectMenu() && i.customId.startsWith('play:')) {
    const card = (TEST_HANDS[i.user.id] ?? [])[Number(i.values[0]!.slice(1))] ?? '?';
    await i.update({ content: `คุณลง / You played: ${card}`, components: [] });
    await (i.channel as TextChannel).send({ content: `<@${i.user.id}> ลงการ์ดหนึ่งใบ / played a card` });
    return;
  }
  if (i.isModalSubmit()) {
    await i.reply({ content: `📝 ${i.fields.getTextInputValue('text')}` });
  }
}

export async function startTestBot(emu: Emulator, token: string): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], rest: { api: emu.apiBase, retries: 0 } });
  const players = new Map<string, string[]>();
  client.on(Events.InteractionCreate, (i) => void handle(i, players).catch((err: unknown) => console.error('test bot:', err)));
  const ready = new Promise<void>((r) => client.once(Events.ClientReady, () => r()));
  await client.login(token);
  await ready;
  await client.application!.commands.set(testCommands, emu.state.guildId);
  return client;
}
