/** /match: the players' subcommands (challenge, practice, concede, board, hand, log, list, undo, rewind, replay); judges have /judge. */
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder, type SlashCommandStringOption } from 'discord.js';
import { names, type Localized } from './localize.js';
import { games } from '../src/engine/index.js';

export interface CommandOptions {
  /** Also offer the engine's test-only games (the e2e tests of the tiny test game). */
  includeTestOnly?: boolean;
}

/** Game choices from the engine's registry. */
export function gameChoices(opts: CommandOptions = {}) {
  return games(opts).map((g) => ({ value: g.id, name: g.name.en, th: g.name.th }));
}

/**
 * Format choices of every registered game, one per format id. An id several games use under different names
 * (Fadalgia's "Standard (60 cards)", Spirit Duel's "Standard") names each game's meaning, so no game's format is
 * labelled with another's. /match challenge asks per game instead (its format is autocompleted).
 */
export function formatChoices(opts: CommandOptions = {}) {
  const byId = new Map<string, Array<{ game: { th: string; en: string }; name: { th: string; en: string } }>>();
  for (const g of games(opts)) for (const f of g.formats) (byId.get(f.id) ?? byId.set(f.id, []).get(f.id)!).push({ game: g.name, name: f.name });
  const label = (xs: Array<{ game: { th: string; en: string }; name: { th: string; en: string } }>, lang: 'th' | 'en') =>
    new Set(xs.map((x) => x.name[lang])).size === 1 ? xs[0]!.name[lang] : xs.map((x) => `${x.game[lang]}: ${x.name[lang]}`).join(' / ').slice(0, 100);
  return [...byId].map(([id, xs]) => ({ value: id, name: label(xs, 'en'), th: label(xs, 'th') }));
}

export const GAMES = gameChoices();
export const FORMATS = formatChoices();

function sub(b: SlashCommandSubcommandBuilder, l: Localized) {
  const n = names(l);
  return b.setName(n.name).setNameLocalizations(n.nameLocalizations).setDescription(n.description).setDescriptionLocalizations(n.descriptionLocalizations);
}

function matchOption(o: SlashCommandStringOption) {
  return o.setName('match').setNameLocalizations({ th: 'แมตช์' }).setDescription('Which match (default: this thread\'s)')
    .setDescriptionLocalizations({ th: 'แมตช์ไหน (ค่าเริ่มต้น: ของเธรดนี้)' }).setAutocomplete(true).setRequired(false).setMaxLength(32);
}

/** The match option described briefly (a command must stay under 8000 characters; the thread's match is the default everywhere). */
function shortMatchOption(o: SlashCommandStringOption) {
  return o.setName('match').setNameLocalizations({ th: 'แมตช์' }).setDescription('Which match').setDescriptionLocalizations({ th: 'แมตช์ไหน' }).setAutocomplete(true).setRequired(false).setMaxLength(32);
}

function reasonOption(o: SlashCommandStringOption) {
  return o.setName('reason').setNameLocalizations({ th: 'เหตุผล' }).setDescription('Why (kept in the match log)').setDescriptionLocalizations({ th: 'เหตุผล (บันทึกในแมตช์)' }).setRequired(true).setMaxLength(200);
}

export const buildMatchCommand = (opts: CommandOptions = {}) => new SlashCommandBuilder()
  .setName('match').setNameLocalizations({ th: 'แมตช์' })
  .setDescription('Play a card game match').setDescriptionLocalizations({ th: 'เล่นแมตช์การ์ดเกม' })
  .setDMPermission(false)
  .addSubcommand((b) => sub(b, { name: 'challenge', th: 'ท้าดวล', desc: 'Challenge someone to a match', descTh: 'ท้าดวลผู้เล่นอื่น' })
    .addUserOption((o) => o.setName('opponent').setNameLocalizations({ th: 'คู่แข่ง' }).setDescription('Who you challenge').setDescriptionLocalizations({ th: 'คนที่คุณท้า' }).setRequired(true))
    .addStringOption((o) => o.setName('deck').setNameLocalizations({ th: 'เด็ค' }).setDescription('Your deck (saved or preconstructed)').setDescriptionLocalizations({ th: 'เด็คของคุณ (ที่บันทึกไว้หรือสำเร็จรูป)' }).setRequired(true).setAutocomplete(true).setMaxLength(100))
    .addStringOption((o) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game').setDescriptionLocalizations({ th: 'เกม' }).setRequired(false)
      .addChoices(...gameChoices(opts).map((g) => ({ name: g.name, name_localizations: { th: g.th }, value: g.value }))))
    // Autocompleted from the chosen game's own formats (handlers/autocomplete.ts): a static list would offer every game's.
    .addStringOption((o) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('Format (the chosen game\'s)').setDescriptionLocalizations({ th: 'รูปแบบการเล่นของเกมที่เลือก' }).setRequired(false).setAutocomplete(true).setMaxLength(40))
    // No min/max on purpose, as /sanam turn-time: out of range, the bot answers with the range in the user's language.
    .addIntegerOption((o) => o.setName('turn_seconds').setNameLocalizations({ th: 'เวลาเทิร์น' }).setDescription('Spirit Duel: seconds per turn, 10–3600')
      .setDescriptionLocalizations({ th: 'สปิริตดวล: วินาทีต่อเทิร์น 10–3600' }).setRequired(false)))
  .addSubcommand((b) => sub(b, { name: 'concede', th: 'ยอมแพ้', desc: 'Concede a match', descTh: 'ยอมแพ้แมตช์' }).addStringOption(matchOption))
  .addSubcommand((b) => sub(b, { name: 'board', th: 'กระดาน', desc: 'Show the public board', descTh: 'ดูกระดานสาธารณะ' }).addStringOption(shortMatchOption))
  .addSubcommand((b) => sub(b, { name: 'hand', th: 'มือ', desc: 'Show your hand (only you see it)', descTh: 'ดูการ์ดบนมือ (เห็นเฉพาะคุณ)' }).addStringOption(matchOption))
  .addSubcommand((b) => sub(b, { name: 'log', th: 'บันทึก', desc: 'Show the match log', descTh: 'ดูบันทึกของแมตช์' }).addStringOption(shortMatchOption))
  .addSubcommand((b) => sub(b, { name: 'list', th: 'รายการ', desc: 'List your active matches', descTh: 'แมตช์ที่คุณกำลังเล่น' }))
  .addSubcommand((b) => sub(b, { name: 'practice', th: 'ฝึก', desc: 'Play a practice match against Sanam', descTh: 'ฝึกเล่นกับสนาม (AI)' })
    .addStringOption((o) => o.setName('deck').setNameLocalizations({ th: 'เด็ค' }).setDescription('Your deck').setDescriptionLocalizations({ th: 'เด็คของคุณ' }).setRequired(true).setAutocomplete(true).setMaxLength(100))
    .addStringOption((o) => o.setName('game').setNameLocalizations({ th: 'เกม' }).setDescription('Game').setDescriptionLocalizations({ th: 'เกม' }).setRequired(false)
      .addChoices(...gameChoices(opts).map((g) => ({ name: g.name, name_localizations: { th: g.th }, value: g.value }))))
    .addStringOption((o) => o.setName('format').setNameLocalizations({ th: 'รูปแบบ' }).setDescription('Format (default: the game\'s first)').setDescriptionLocalizations({ th: 'รูปแบบ (ค่าเริ่มต้น: แบบแรกของเกม)' }).setRequired(false).setMaxLength(40))
    .addStringOption((o) => o.setName('level').setNameLocalizations({ th: 'ระดับ' }).setDescription('How strong Sanam plays').setDescriptionLocalizations({ th: 'ความเก่งของสนาม' }).setRequired(false)
      .addChoices({ name: 'easy', name_localizations: { th: 'ง่าย' }, value: 'easy' }, { name: 'normal', name_localizations: { th: 'ปกติ' }, value: 'normal' })))
  .addSubcommand((b) => sub(b, { name: 'undo', th: 'ย้อนหนึ่งก้าว', desc: 'Ask your opponent to undo the last action', descTh: 'ขอคู่แข่งย้อนการกระทำล่าสุด' })
    .addStringOption(reasonOption).addStringOption(shortMatchOption))
  .addSubcommand((b) => sub(b, { name: 'rewind', th: 'ย้อนแมตช์', desc: 'Ask your opponent to rewind to an earlier version', descTh: 'ขอคู่แข่งย้อนไปเวอร์ชันก่อนหน้า' })
    .addIntegerOption((o) => o.setName('version').setNameLocalizations({ th: 'เวอร์ชัน' }).setDescription('Board version (v… in its footer)').setDescriptionLocalizations({ th: 'เวอร์ชันกระดาน (v… ท้ายกระดาน)' }).setRequired(true).setMinValue(0))
    .addStringOption(reasonOption).addStringOption(shortMatchOption))
  .addSubcommand((b) => sub(b, { name: 'replay', th: 'รีเพลย์', desc: 'Step through a finished match', descTh: 'ดูแมตช์ที่จบแล้วทีละขั้น' }).addStringOption(shortMatchOption));

export const matchCommand = buildMatchCommand();
