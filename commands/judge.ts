/** /judge: the judge tools (view, rewind, result, adjust), apart from /match so each stays under Discord's 8,000 characters. */
import { SlashCommandBuilder, type SlashCommandStringOption } from 'discord.js';

function matchOption(o: SlashCommandStringOption) {
  return o.setName('match').setNameLocalizations({ th: 'แมตช์' }).setDescription('Which match (default: this thread\'s)')
    .setDescriptionLocalizations({ th: 'แมตช์ไหน (ค่าเริ่มต้น: ของเธรดนี้)' }).setAutocomplete(true).setRequired(false).setMaxLength(32);
}

function reasonOption(o: SlashCommandStringOption) {
  return o.setName('reason').setNameLocalizations({ th: 'เหตุผล' }).setDescription('Why (kept in the match log)').setDescriptionLocalizations({ th: 'เหตุผล (บันทึกในแมตช์)' }).setRequired(true).setMaxLength(200);
}

export const judgeCommand = new SlashCommandBuilder()
  .setName('judge').setNameLocalizations({ th: 'กรรมการ' })
  .setDescription('Judge tools for a match (the server\'s judge role)').setDescriptionLocalizations({ th: 'เครื่องมือกรรมการของแมตช์ (บทบาทกรรมการของเซิร์ฟเวอร์)' })
  .setDMPermission(false)
  .addSubcommand((b) => b.setName('view').setNameLocalizations({ th: 'ดูสถานะ' })
    .setDescription('See the full state of a match, privately').setDescriptionLocalizations({ th: 'ดูสถานะเต็มของแมตช์ (เห็นเฉพาะคุณ)' })
    .addStringOption(matchOption))
  .addSubcommand((b) => b.setName('rewind').setNameLocalizations({ th: 'ย้อนแมตช์' })
    .setDescription('Rewind a match to an earlier version').setDescriptionLocalizations({ th: 'ย้อนแมตช์ไปเวอร์ชันก่อนหน้า' })
    .addIntegerOption((o) => o.setName('version').setNameLocalizations({ th: 'เวอร์ชัน' }).setDescription('Board version (v… in its footer)').setDescriptionLocalizations({ th: 'เวอร์ชันกระดาน (v… ท้ายกระดาน)' }).setRequired(true).setMinValue(0))
    .addStringOption(reasonOption).addStringOption(matchOption))
  .addSubcommand((b) => b.setName('result').setNameLocalizations({ th: 'ตัดสินผล' })
    .setDescription('Set the result of a match').setDescriptionLocalizations({ th: 'ตัดสินผลของแมตช์' })
    .addStringOption((o) => o.setName('winner').setNameLocalizations({ th: 'ผู้ชนะ' }).setDescription('Who wins').setDescriptionLocalizations({ th: 'ผู้ชนะ' }).setRequired(true)
      .addChoices({ name: 'player 1', name_localizations: { th: 'ผู้เล่น 1' }, value: '1' }, { name: 'player 2', name_localizations: { th: 'ผู้เล่น 2' }, value: '2' }))
    .addStringOption(reasonOption).addStringOption(matchOption))
  .addSubcommand((b) => b.setName('adjust').setNameLocalizations({ th: 'ปรับแก้' })
    .setDescription('Answer the pending decision for the player who owes it').setDescriptionLocalizations({ th: 'ตอบการตัดสินใจที่ค้างอยู่แทนผู้เล่นที่ต้องตัดสินใจ' })
    .addStringOption((o) => o.setName('choice').setNameLocalizations({ th: 'ตัวเลือก' }).setDescription('Option id(s), comma-separated, or a number')
      .setDescriptionLocalizations({ th: 'รหัสตัวเลือก (คั่นด้วยจุลภาค) หรือตัวเลข' }).setRequired(true).setAutocomplete(true).setMaxLength(200))
    .addStringOption(reasonOption).addStringOption(matchOption));
