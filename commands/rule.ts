/** /rule — quote the rulebooks. Collected by the bot's deploy script; handled by src/rules/discord/handlers.ts. */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';

export const RULE_GAME_CHOICES = [
  { name: 'Fadalgia', name_localizations: { th: 'ฟาดัลเกีย' }, value: 'fadalgia' },
  { name: 'Spirit Duel', name_localizations: { th: 'สปิริตดูเอล' }, value: 'spirit-duel' },
  { name: 'Summoner Master', name_localizations: { th: 'ซัมมอนเนอร์มาสเตอร์' }, value: 'summoner-master' },
] as const;

export const ruleCommand: RESTPostAPIChatInputApplicationCommandsJSONBody = new SlashCommandBuilder()
  .setName('rule')
  .setNameLocalizations({ th: 'กฎ' })
  .setDescription('Quote a rule: a section number (606.5.29), a keyword (Reinforce) or a question')
  .setDescriptionLocalizations({ th: 'ค้นกฎ: เลขข้อ (606.5.29) คีย์เวิร์ด (Reinforce) หรือพิมพ์คำถาม' })
  .addStringOption((o) => o
    .setName('query').setNameLocalizations({ th: 'คำค้น' })
    .setDescription('Section number, keyword or question').setDescriptionLocalizations({ th: 'เลขข้อ คีย์เวิร์ด หรือคำถาม' })
    .setRequired(true).setAutocomplete(true).setMaxLength(200))
  .addStringOption((o) => o
    .setName('game').setNameLocalizations({ th: 'เกม' })
    .setDescription('Which game\'s rules').setDescriptionLocalizations({ th: 'กฎของเกมไหน' })
    .addChoices(...RULE_GAME_CHOICES.map((c) => ({ ...c, name_localizations: { ...c.name_localizations } }))))
  .addBooleanOption((o) => o
    .setName('public').setNameLocalizations({ th: 'แสดงทุกคน' })
    .setDescription('Post it for everyone in the channel (default: only you)')
    .setDescriptionLocalizations({ th: 'โพสต์ให้ทุกคนในห้องเห็น (ปกติเห็นคนเดียว)' }))
  .toJSON();
