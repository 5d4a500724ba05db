/** /judge: the judge tools (view, rewind, result, adjust: answer the pending decision or fix the board), apart from /match so each stays under Discord's 8,000 characters. */
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
    .setDescription('Fix the board (action) or answer the pending decision (choice)').setDescriptionLocalizations({ th: 'แก้กระดาน (action) หรือตอบการตัดสินใจที่ค้างอยู่ (choice)' })
    .addStringOption(reasonOption)
    .addStringOption((o) => o.setName('choice').setNameLocalizations({ th: 'ตัวเลือก' }).setDescription('Answer: option id(s), comma-separated, or a number')
      .setDescriptionLocalizations({ th: 'คำตอบ: รหัสตัวเลือก (คั่นด้วยจุลภาค) หรือตัวเลข' }).setRequired(false).setAutocomplete(true).setMaxLength(200))
    .addStringOption((o) => o.setName('action').setNameLocalizations({ th: 'แก้กระดาน' }).setDescription('Board fix').setDescriptionLocalizations({ th: 'การแก้กระดาน' }).setRequired(false)
      .addChoices(
        { name: 'move a card', name_localizations: { th: 'ย้ายการ์ด' }, value: 'move' }, { name: 'set a mode', name_localizations: { th: 'เปลี่ยนโหมด' }, value: 'mode' },
        { name: 'add/remove counters', name_localizations: { th: 'เพิ่ม/ลบ counter' }, value: 'counter' }, { name: 'change life', name_localizations: { th: 'เปลี่ยนไลฟ์' }, value: 'life' }))
    .addStringOption((o) => o.setName('card').setNameLocalizations({ th: 'การ์ด' }).setDescription('The card (move, mode, counter)').setDescriptionLocalizations({ th: 'การ์ด (ย้าย โหมด counter)' })
      .setRequired(false).setAutocomplete(true).setMaxLength(40))
    .addStringOption((o) => o.setName('to').setNameLocalizations({ th: 'เป็น' }).setDescription('Zone (move), mode (mode) or counter name (counter)')
      .setDescriptionLocalizations({ th: 'โซน (ย้าย) โหมด (โหมด) หรือชื่อ counter' }).setRequired(false).setAutocomplete(true).setMaxLength(40))
    .addStringOption((o) => o.setName('onto').setNameLocalizations({ th: 'สวมใส่' }).setDescription('Move an Item to the field: the unit it is attached to').setDescriptionLocalizations({ th: 'ย้ายไอเทมลงสนาม: ยูนิตที่สวมใส่' })
      .setRequired(false).setAutocomplete(true).setMaxLength(40))
    .addIntegerOption((o) => o.setName('amount').setNameLocalizations({ th: 'จำนวน' }).setDescription('+/- counters or life').setDescriptionLocalizations({ th: 'จำนวน counter หรือไลฟ์ (+/-)' })
      .setRequired(false).setMinValue(-99).setMaxValue(99))
    .addStringOption((o) => o.setName('player').setNameLocalizations({ th: 'ผู้เล่น' }).setDescription('Whose life or player counter').setDescriptionLocalizations({ th: 'ไลฟ์หรือ counter ของผู้เล่นคนไหน' }).setRequired(false)
      .addChoices({ name: 'player 1', name_localizations: { th: 'ผู้เล่น 1' }, value: '1' }, { name: 'player 2', name_localizations: { th: 'ผู้เล่น 2' }, value: '2' }))
    .addStringOption(matchOption));
