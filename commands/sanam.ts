/** /sanam language: the server's language for public match messages (boards, summaries, announcements). */
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';

export const LANGUAGES = [{ value: 'th', name: 'ไทย (Thai)', th: 'ไทย' }, { value: 'en', name: 'English', th: 'อังกฤษ (English)' }] as const;

export const sanamCommand = new SlashCommandBuilder()
  .setName('sanam').setNameLocalizations({ th: 'สนาม' })
  .setDescription('Sanam settings for this server').setDescriptionLocalizations({ th: 'ตั้งค่าสนามสำหรับเซิร์ฟเวอร์นี้' })
  .setDMPermission(false)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((b) => b.setName('language').setNameLocalizations({ th: 'ภาษา' })
    .setDescription('Language of public match messages (private ones follow each user)')
    .setDescriptionLocalizations({ th: 'ภาษาของข้อความสาธารณะในแมตช์ (ข้อความส่วนตัวตามภาษาของแต่ละคน)' })
    .addStringOption((o) => o.setName('language').setNameLocalizations({ th: 'ภาษา' }).setDescription('Thai or English').setDescriptionLocalizations({ th: 'ไทยหรืออังกฤษ' })
      .setRequired(true).addChoices(...LANGUAGES.map((l) => ({ name: l.name, name_localizations: { th: l.th }, value: l.value })))));
