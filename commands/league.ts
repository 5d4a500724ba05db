/**
 * /league (create, join, pairings, standings, report, drop) and /league-admin (the organiser's tools).
 * Two commands because one would pass Discord's 8000-character limit per command.
 */
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder, type SlashCommandStringOption } from 'discord.js';
import { names, type Localized } from './localize.js';
import { FORMATS, GAMES } from './match.js';

function sub(b: SlashCommandSubcommandBuilder, l: Localized) {
  const n = names(l);
  return b.setName(n.name).setNameLocalizations(n.nameLocalizations).setDescription(n.description).setDescriptionLocalizations(n.descriptionLocalizations);
}

function leagueOption(o: SlashCommandStringOption) {
  return o.setName('league').setNameLocalizations({ th: 'ลีก' }).setDescription('League (default: the only open one)')
    .setDescriptionLocalizations({ th: 'ลีก (ค่าเริ่มต้น: ลีกที่เปิดอยู่)' }).setAutocomplete(true).setRequired(false).setMaxLength(100);
}

const STRUCTURES = [
  { value: 'swiss', name: 'Swiss', th: 'สวิส' },
  { value: 'round-robin', name: 'Round robin', th: 'พบกันหมด' },
  { value: 'single-elim', name: 'Single elimination', th: 'แพ้คัดออก' },
  { value: 'swiss-top4', name: 'Swiss + top 4', th: 'สวิส + ท็อป 4' },
  { value: 'swiss-top8', name: 'Swiss + top 8', th: 'สวิส + ท็อป 8' },
] as const;

export const leagueCommand = new SlashCommandBuilder()
  .setName('league').setNameLocalizations({ th: 'ลีก' })
  .setDescription('Leagues and tournaments').setDescriptionLocalizations({ th: 'ลีกและทัวร์นาเมนต์' })
  .setDMPermission(false)
  .addSubcommand((b) => sub(b, { name: 'create', th: 'สร้าง', desc: 'Create a league (organisers)', descTh: 'สร้างลีก (ผู้จัด)' })
    .addStringOption((o) => o.setName('name').setNameLocalizations({ th: 'ชื่อ' }).setDescription('League name').setDescriptionLocalizations({ th: 'ชื่อลีก' }).setRequired(true).setMaxLength(80))
    .addStringOption((o) => o.setName('structure').setNameLocalizations({ th: 'รูปแบบลีก' }).setDescription('Structure').setDescriptionLocalizations({ th: 'รูปแบบการแข่ง' }).setRequired(false)
      .addChoices(...STRUCTURES.map((s) => ({ name: s.name, name_localizations: { th: s.th }, value: s.value }))))
    .addIntegerOption((o) => o.setName('best_of').setNameLocalizations({ th: 'จำนวนเกม' }).setDescription('Best of 1 or 3').setDescriptionLocalizations({ th: 'Bo1 หรือ Bo3' }).setRequired(false)
      .addChoices({ name: 'Bo1', value: 1 }, { name: 'Bo3', value: 3 }))
    .addIntegerOption((o) => o.setName('rounds').setNameLocalizations({ th: 'จำนวนรอบ' }).setDescription('Swiss rounds (default ⌈log2 players⌉)').setDescriptionLocalizations({ th: 'จำนวนรอบสวิส (ค่าเริ่มต้น ⌈log2 ผู้เล่น⌉)' }).setRequired(false).setMinValue(1).setMaxValue(20))
    .addNumberOption((o) => o.setName('round_hours').setNameLocalizations({ th: 'ชั่วโมงต่อรอบ' }).setDescription('Hours per round window (default 168 = a week)').setDescriptionLocalizations({ th: 'ชั่วโมงต่อรอบ (ค่าเริ่มต้น 168 = หนึ่งสัปดาห์)' }).setRequired(false).setMinValue(0.25).setMaxValue(720))
    .addStringOption((o) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('Format').setDescriptionLocalizations({ th: 'รูปแบบการเล่น' }).setRequired(false)
      .addChoices(...FORMATS.map((f) => ({ name: f.name, name_localizations: { th: f.th }, value: f.value }))))
    .addNumberOption((o) => o.setName('deck_deadline_hours').setNameLocalizations({ th: 'ส่งเด็คภายใน' }).setDescription('Deck lists close after this many hours').setDescriptionLocalizations({ th: 'ปิดรับเด็คหลังจากกี่ชั่วโมง' }).setRequired(false).setMinValue(0.25).setMaxValue(720))
    .addStringOption((o) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game (default Fadalgia)').setDescriptionLocalizations({ th: 'เกม (ค่าเริ่มต้น Fadalgia)' }).setRequired(false)
      .addChoices(...GAMES.map((g) => ({ name: g.name, name_localizations: { th: g.th }, value: g.value })))))
  .addSubcommand((b) => sub(b, { name: 'join', th: 'สมัคร', desc: 'Join with a registered deck', descTh: 'สมัครด้วยเด็คที่บันทึกไว้' })
    .addStringOption((o) => o.setName('deck').setNameLocalizations({ th: 'เด็ค' }).setDescription('Your deck').setDescriptionLocalizations({ th: 'เด็คของคุณ' }).setRequired(true).setAutocomplete(true).setMaxLength(100))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'pairings', th: 'คู่แข่ง', desc: 'Show the current pairings', descTh: 'ดูการจับคู่รอบปัจจุบัน' }).addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'standings', th: 'ตารางคะแนน', desc: 'Show the standings', descTh: 'ดูตารางคะแนน' }).addStringOption(leagueOption)
    .addBooleanOption((o) => o.setName('image').setNameLocalizations({ th: 'รูปภาพ' }).setDescription('As an image').setDescriptionLocalizations({ th: 'แสดงเป็นรูปภาพ' }).setRequired(false)))
  .addSubcommand((b) => sub(b, { name: 'report', th: 'รายงานผล', desc: 'Report a match played elsewhere', descTh: 'รายงานผลแมตช์ที่เล่นนอกบอท' })
    .addIntegerOption((o) => o.setName('my_wins').setNameLocalizations({ th: 'ชนะ' }).setDescription('Games you won').setDescriptionLocalizations({ th: 'จำนวนเกมที่คุณชนะ' }).setRequired(true).setMinValue(0).setMaxValue(3))
    .addIntegerOption((o) => o.setName('their_wins').setNameLocalizations({ th: 'แพ้' }).setDescription('Games your opponent won').setDescriptionLocalizations({ th: 'จำนวนเกมที่คู่แข่งชนะ' }).setRequired(true).setMinValue(0).setMaxValue(3))
    .addIntegerOption((o) => o.setName('draws').setNameLocalizations({ th: 'เสมอ' }).setDescription('Drawn games').setDescriptionLocalizations({ th: 'จำนวนเกมที่เสมอ' }).setRequired(false).setMinValue(0).setMaxValue(3))
    .addIntegerOption((o) => o.setName('round').setNameLocalizations({ th: 'รอบ' }).setDescription('Round (default: the current one)').setDescriptionLocalizations({ th: 'รอบ (ค่าเริ่มต้น: รอบปัจจุบัน)' }).setRequired(false).setMinValue(1).setMaxValue(40))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'drop', th: 'ถอนตัว', desc: 'Leave the league (your results stay)', descTh: 'ออกจากลีก (ผลที่ผ่านมายังอยู่)' }).addStringOption(leagueOption));

export const leagueAdminCommand = new SlashCommandBuilder()
  .setName('league-admin').setNameLocalizations({ th: 'จัดการลีก' })
  .setDescription('League organiser tools').setDescriptionLocalizations({ th: 'เครื่องมือผู้จัดลีก' })
  .setDMPermission(false)
  .addSubcommand((b) => sub(b, { name: 'start', th: 'เริ่ม', desc: 'Close registration and pair round 1 (organisers)', descTh: 'ปิดรับสมัครและจับคู่รอบแรก (ผู้จัด)' }).addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'result', th: 'ตั้งผล', desc: 'Set a match result (organisers)', descTh: 'ตั้งผลแมตช์ (ผู้จัด)' })
    .addIntegerOption((o) => o.setName('table').setNameLocalizations({ th: 'โต๊ะ' }).setDescription('Table number').setDescriptionLocalizations({ th: 'หมายเลขโต๊ะ' }).setRequired(true).setMinValue(1).setMaxValue(512))
    .addIntegerOption((o) => o.setName('wins_a').setNameLocalizations({ th: 'ชนะ_a' }).setDescription('Games won by the first player').setDescriptionLocalizations({ th: 'เกมที่ผู้เล่นคนแรกชนะ' }).setRequired(false).setMinValue(0).setMaxValue(3))
    .addIntegerOption((o) => o.setName('wins_b').setNameLocalizations({ th: 'ชนะ_b' }).setDescription('Games won by the second player').setDescriptionLocalizations({ th: 'เกมที่ผู้เล่นคนที่สองชนะ' }).setRequired(false).setMinValue(0).setMaxValue(3))
    .addIntegerOption((o) => o.setName('draws').setNameLocalizations({ th: 'เสมอ' }).setDescription('Drawn games').setDescriptionLocalizations({ th: 'เกมที่เสมอ' }).setRequired(false).setMinValue(0).setMaxValue(3))
    .addStringOption((o) => o.setName('outcome').setNameLocalizations({ th: 'ผล' }).setDescription('For an unplayed match').setDescriptionLocalizations({ th: 'สำหรับแมตช์ที่ไม่ได้เล่น' }).setRequired(false)
      .addChoices({ name: 'Double loss', name_localizations: { th: 'แพ้ทั้งคู่' }, value: 'double-loss' }, { name: 'Draw', name_localizations: { th: 'เสมอ' }, value: 'draw' }))
    .addIntegerOption((o) => o.setName('round').setNameLocalizations({ th: 'รอบ' }).setDescription('Round (default: the current one)').setDescriptionLocalizations({ th: 'รอบ (ค่าเริ่มต้น: รอบปัจจุบัน)' }).setRequired(false).setMinValue(1).setMaxValue(40))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'repair', th: 'จับคู่ใหม่', desc: 'Re-pair the current round (organisers)', descTh: 'จับคู่รอบปัจจุบันใหม่ (ผู้จัด)' }).addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'late', th: 'เข้าช้า', desc: 'Add a late entry (organisers)', descTh: 'เพิ่มผู้เล่นเข้าช้า (ผู้จัด)' })
    .addUserOption((o) => o.setName('player').setNameLocalizations({ th: 'ผู้เล่น' }).setDescription('Player').setDescriptionLocalizations({ th: 'ผู้เล่น' }).setRequired(true))
    .addStringOption((o) => o.setName('deck').setNameLocalizations({ th: 'เด็ค' }).setDescription('The player\'s deck').setDescriptionLocalizations({ th: 'เด็คของผู้เล่น' }).setRequired(true).setMaxLength(100))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'disqualify', th: 'ตัดสิทธิ์', desc: 'Disqualify a player (organisers)', descTh: 'ตัดสิทธิ์ผู้เล่น (ผู้จัด)' })
    .addUserOption((o) => o.setName('player').setNameLocalizations({ th: 'ผู้เล่น' }).setDescription('Player').setDescriptionLocalizations({ th: 'ผู้เล่น' }).setRequired(true))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'extend', th: 'ขยายเวลา', desc: 'Extend the round deadline (organisers)', descTh: 'ขยายเวลาปิดรอบ (ผู้จัด)' })
    .addNumberOption((o) => o.setName('hours').setNameLocalizations({ th: 'ชั่วโมง' }).setDescription('Hours to add').setDescriptionLocalizations({ th: 'จำนวนชั่วโมงที่เพิ่ม' }).setRequired(true).setMinValue(0.25).setMaxValue(720))
    .addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'decks', th: 'เด็คผู้เล่น', desc: 'See the registered decks (organisers)', descTh: 'ดูเด็คที่ลงทะเบียน (ผู้จัด)' }).addStringOption(leagueOption))
  .addSubcommand((b) => sub(b, { name: 'role', th: 'บทบาทผู้จัด', desc: 'Set the organiser role (Manage Server)', descTh: 'ตั้งบทบาทผู้จัด (จัดการเซิร์ฟเวอร์)' })
    .addRoleOption((o) => o.setName('role').setNameLocalizations({ th: 'บทบาท' }).setDescription('Organiser role').setDescriptionLocalizations({ th: 'บทบาทผู้จัด' }).setRequired(true)));
