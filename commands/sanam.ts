/** /sanam language: the server's language for public match messages (boards, summaries, announcements); /sanam turn-time: Spirit Duel's turn time. */
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
      .setRequired(true).addChoices(...LANGUAGES.map((l) => ({ name: l.name, name_localizations: { th: l.th }, value: l.value })))))
  // No min/max on purpose: out of range, the bot answers with the range and the rule in the user's language.
  .addSubcommand((b) => b.setName('turn-time').setNameLocalizations({ th: 'เวลาเทิร์น' })
    .setDescription('Spirit Duel: seconds per turn for new matches (0 = the standard 120)')
    .setDescriptionLocalizations({ th: 'สปิริตดวล: เวลาต่อเทิร์นเป็นวินาทีของแมตช์ใหม่ (0 = ค่ามาตรฐาน 120)' })
    .addIntegerOption((o) => o.setName('seconds').setNameLocalizations({ th: 'วินาที' }).setDescription('10–3600, or 0 for 120').setDescriptionLocalizations({ th: '10–3600 หรือ 0 เพื่อใช้ 120' }).setRequired(true)));
