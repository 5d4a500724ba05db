/** /deck: import, list, show, validate, delete — per user and game. */
import { SlashCommandBuilder, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from 'discord.js';
import { names, type Localized } from './localize.js';
import { formatChoices, gameChoices, type CommandOptions } from './match.js';

function sub(b: SlashCommandSubcommandBuilder, l: Localized) {
  const n = names(l);
  return b.setName(n.name).setNameLocalizations(n.nameLocalizations).setDescription(n.description).setDescriptionLocalizations(n.descriptionLocalizations);
}
const game = (opts: CommandOptions) => (o: SlashCommandStringOption) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game').setDescriptionLocalizations({ th: 'เกม' })
  .setRequired(false).addChoices(...gameChoices(opts).map((g) => ({ name: g.name, name_localizations: { th: g.th }, value: g.value })));
const deckName = (autocomplete: boolean) => (o: SlashCommandStringOption) => o.setName('name').setNameLocalizations({ th: 'ชื่อ' })
  .setDescription('Deck name').setDescriptionLocalizations({ th: 'ชื่อเด็ค' }).setRequired(true).setMaxLength(40).setAutocomplete(autocomplete);
const format = (opts: CommandOptions) => (o: SlashCommandStringOption) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('Format').setDescriptionLocalizations({ th: 'รูปแบบการเล่น' })
  .setRequired(false).addChoices(...formatChoices(opts).map((f) => ({ name: f.name, name_localizations: { th: f.th }, value: f.value })));

export const buildDeckCommand = (opts: CommandOptions = {}) => new SlashCommandBuilder()
  .setName('deck').setNameLocalizations({ th: 'เด็ค' })
  .setDescription('Manage your decks').setDescriptionLocalizations({ th: 'จัดการเด็คของคุณ' })
  .addSubcommand((b) => sub(b, { name: 'import', th: 'นำเข้า', desc: 'Save a deck: paste the list or attach a file', descTh: 'บันทึกเด็ค: วางรายการหรือแนบไฟล์' })
    .addStringOption(deckName(false))
    .addStringOption((o) => o.setName('list').setNameLocalizations({ th: 'รายการ' }).setDescription('Deck list: one "<count> <card>" per line').setDescriptionLocalizations({ th: 'รายการเด็ค: บรรทัดละ "<จำนวน> <การ์ด>"' }).setRequired(false).setMaxLength(6000))
    .addAttachmentOption((o) => o.setName('file').setNameLocalizations({ th: 'ไฟล์' }).setDescription('A .txt deck list').setDescriptionLocalizations({ th: 'ไฟล์รายการเด็ค .txt' }).setRequired(false))
    .addStringOption(game(opts)).addStringOption(format(opts)))
  .addSubcommand((b) => sub(b, { name: 'list', th: 'รายการ', desc: 'List your decks and the preconstructed ones', descTh: 'เด็คของคุณและเด็คสำเร็จรูป' }).addStringOption(game(opts)))
  .addSubcommand((b) => sub(b, { name: 'show', th: 'แสดง', desc: 'Show a deck list', descTh: 'แสดงรายการเด็ค' }).addStringOption(deckName(true)).addStringOption(game(opts)))
  .addSubcommand((b) => sub(b, { name: 'validate', th: 'ตรวจสอบ', desc: 'Check a deck against a format', descTh: 'ตรวจสอบเด็คตามรูปแบบการเล่น' }).addStringOption(deckName(true)).addStringOption(game(opts)).addStringOption(format(opts)))
  .addSubcommand((b) => sub(b, { name: 'delete', th: 'ลบ', desc: 'Delete one of your decks', descTh: 'ลบเด็คของคุณ' }).addStringOption(deckName(true)).addStringOption(game(opts)));

export const deckCommand = buildDeckCommand();
