/** /cards: a server's community card sets — import, show, list, export, remove. */
import { SlashCommandBuilder, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from 'discord.js';
import { names, type Localized } from './localize.js';
import { gameChoices, type CommandOptions } from './match.js';

function sub(b: SlashCommandSubcommandBuilder, l: Localized) {
  const n = names(l);
  return b.setName(n.name).setNameLocalizations(n.nameLocalizations).setDescription(n.description).setDescriptionLocalizations(n.descriptionLocalizations);
}
const game = (opts: CommandOptions) => (o: SlashCommandStringOption) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game').setDescriptionLocalizations({ th: 'เกม' })
  .setRequired(false).addChoices(...gameChoices(opts).map((g) => ({ name: g.name, name_localizations: { th: g.th }, value: g.value })));
const setOption = (o: SlashCommandStringOption) => o.setName('set').setNameLocalizations({ th: 'ชุด' }).setDescription('Card set').setDescriptionLocalizations({ th: 'ชุดการ์ด' })
  .setRequired(true).setMaxLength(60).setAutocomplete(true);

export const buildCardsCommand = (opts: CommandOptions = {}) => new SlashCommandBuilder()
  .setName('cards').setNameLocalizations({ th: 'การ์ด' })
  .setDescription('Community card sets of this server').setDescriptionLocalizations({ th: 'ชุดการ์ดของชุมชนในเซิร์ฟเวอร์นี้' })
  .addSubcommand((b) => sub(b, { name: 'import', th: 'นำเข้า', desc: 'Import or replace a card set (judges): a .yaml, .json or .csv file', descTh: 'นำเข้าหรือแทนที่ชุดการ์ด (กรรมการ): ไฟล์ .yaml .json หรือ .csv' })
    .addAttachmentOption((o) => o.setName('file').setNameLocalizations({ th: 'ไฟล์' }).setDescription('The set file').setDescriptionLocalizations({ th: 'ไฟล์ชุดการ์ด' }).setRequired(true)))
  .addSubcommand((b) => sub(b, { name: 'show', th: 'แสดง', desc: 'Show a card', descTh: 'แสดงการ์ด' })
    .addStringOption((o) => o.setName('card').setNameLocalizations({ th: 'การ์ด' }).setDescription('Card name (Thai or English)').setDescriptionLocalizations({ th: 'ชื่อการ์ด (ไทยหรืออังกฤษ)' }).setRequired(true).setMaxLength(100).setAutocomplete(true))
    .addStringOption(game(opts)))
  .addSubcommand((b) => sub(b, { name: 'list', th: 'รายการ', desc: 'List the card sets of this server', descTh: 'ชุดการ์ดของเซิร์ฟเวอร์นี้' }).addStringOption(game(opts)))
  .addSubcommand((b) => sub(b, { name: 'export', th: 'ส่งออก', desc: 'Download a card set as a file', descTh: 'ดาวน์โหลดชุดการ์ดเป็นไฟล์' })
    .addStringOption(setOption).addStringOption(game(opts))
    .addStringOption((o) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('File format').setDescriptionLocalizations({ th: 'รูปแบบไฟล์' }).setRequired(false)
      .addChoices({ name: 'YAML', value: 'yaml' }, { name: 'JSON', value: 'json' })))
  .addSubcommand((b) => sub(b, { name: 'remove', th: 'ลบ', desc: 'Remove a card set (judges)', descTh: 'ลบชุดการ์ด (กรรมการ)' }).addStringOption(setOption).addStringOption(game(opts)));

export const cardsCommand = buildCardsCommand();
