/**
 * /autopass: a player's own stops and payment setting, shown and changed privately (ephemeral). With no
 * option it shows the current settings; every option given is saved, the others stay as they were.
 */
import { SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { langOf, t, type Lang } from '../i18n.js';
import { deferEphemeral, explain } from '../reply.js';
import { loadSettings, saveSettings, type PlaySettings } from '../../match/autopass/settings.js';
import { RPS } from '../../engine/terms/common.js';
import * as F from '../../engine/terms/fadalgia.js';
import * as SM from '../../engine/terms/summoner-master.js';

export const autopassCommand = new SlashCommandBuilder()
  .setName('autopass').setNameLocalizations({ th: 'ผ่านอัตโนมัติ' })
  .setDescription('Your stops and automatic payment in matches (only you see them)')
  .setDescriptionLocalizations({ th: 'จุดหยุดและการจ่ายมานาอัตโนมัติของคุณในแมตช์ (เห็นคนเดียว)' })
  .addBooleanOption((o) => o.setName('opponent-attacks').setNameLocalizations({ th: 'หยุดเมื่อถูกโจมตี' })
    .setDescription('Stop when your opponent attacks (default on)').setDescriptionLocalizations({ th: 'หยุดให้คุณตอบโต้เมื่อคู่แข่งโจมตี (ค่าเริ่มต้น: เปิด)' }))
  .addBooleanOption((o) => o.setName('opponent-casts').setNameLocalizations({ th: 'หยุดเมื่อคู่แข่งร่าย' })
    .setDescription('Stop when your opponent casts or uses an ability (default on)').setDescriptionLocalizations({ th: 'หยุดให้คุณตอบโต้เมื่อคู่แข่งร่ายการ์ดหรือใช้ความสามารถ (ค่าเริ่มต้น: เปิด)' }))
  .addBooleanOption((o) => o.setName('full-control').setNameLocalizations({ th: 'ควบคุมเต็มที่' })
    .setDescription('Stop at every priority window (default off)').setDescriptionLocalizations({ th: 'หยุดทุกจังหวะที่ได้สิทธิ์ใน Break (ค่าเริ่มต้น: ปิด)' }))
  .addStringOption((o) => o.setName('payment').setNameLocalizations({ th: 'การจ่ายมานา' })
    .setDescription('Pay automatically when one way is clearly best, or always choose').setDescriptionLocalizations({ th: 'จ่ายอัตโนมัติเมื่อมีวิธีที่ดีที่สุดชัดเจน หรือเลือกเองทุกครั้ง' })
    .addChoices({ name: 'automatic', name_localizations: { th: 'อัตโนมัติ' }, value: 'auto' }, { name: 'always choose', name_localizations: { th: 'เลือกเอง' }, value: 'manual' }))
  .addStringOption((o) => o.setName('first-player-method').setNameLocalizations({ th: 'วิธีหาผู้เริ่มก่อน' })
    .setDescription(`${F.GAME.en} set-up: how you decide who goes first (remembered from your last answer)`).setDescriptionLocalizations({ th: `${F.GAME.th}: วิธีหาผู้เริ่มก่อนที่คุณใช้ (จำจากคำตอบล่าสุด)` })
    .addChoices({ name: 'ask me', name_localizations: { th: 'ถามทุกครั้ง' }, value: 'ask' }, { name: 'coin flip', name_localizations: { th: 'โยนเหรียญ' }, value: 'coin' }, { name: 'rock-paper-scissors', name_localizations: { th: RPS.th }, value: 'rps' }))
  .addStringOption((o) => o.setName('reshuffle').setNameLocalizations({ th: 'สับกองคู่แข่งอีกครั้ง' })
    .setDescription(`${F.GAME.en} set-up: shuffle the opponent's piles once more? (remembered from your last answer)`).setDescriptionLocalizations({ th: `${F.GAME.th}: สับกองของคู่แข่งอีกครั้งไหม (จำจากคำตอบล่าสุด)` })
    .addChoices({ name: 'ask me', name_localizations: { th: 'ถามทุกครั้ง' }, value: 'ask' }, { name: 'accept', name_localizations: { th: 'ไม่ต้อง' }, value: 'accept' }, { name: 'shuffle again', name_localizations: { th: 'สับอีกครั้ง' }, value: 'reshuffle' }))
  .addStringOption((o) => o.setName('refresh').setNameLocalizations({ th: 'ช่วงรีเฟรช' })
    .setDescription(`${F.GAME.en}: every ${F.PHASE.refresh.en}, draw from the ${F.ZONE.life.en} (501.5), turn ${F.MANA.en} into a ${F.STREAM.en} (501.6)?`)
    .setDescriptionLocalizations({ th: `${F.GAME.th}: ทุก ${F.PHASE.refresh.th} จะจั่ว${F.ZONE.life.th} (501.5) และเปลี่ยน${F.MANA.th}เป็น${F.STREAM.th} (501.6) ไหม` })
    .addChoices({ name: 'ask me', name_localizations: { th: 'ถามทุกครั้ง' }, value: 'ask' }, { name: 'draw, keep Mana', name_localizations: { th: 'จั่ว ไม่เปลี่ยนมานา' }, value: 'draw' }, { name: 'no draw, keep Mana', name_localizations: { th: 'ไม่จั่ว ไม่เปลี่ยนมานา' }, value: 'skip' }))
  .addStringOption((o) => o.setName('draw-step').setNameLocalizations({ th: 'ช่วงจั่ว' })
    .setDescription(`${SM.GAME.en}: every ${SM.STEP.draw!.en}, draw these two cards (401.3.1)`)
    .setDescriptionLocalizations({ th: `${SM.GAME.th}: ทุก ${SM.STEP.draw!.th} จั่วการ์ดสองใบนี้ (401.3.1)` })
    .addChoices({ name: 'ask me', name_localizations: { th: 'ถามทุกครั้ง' }, value: 'ask' }, { name: '2 Seals', name_localizations: { th: `${SM.CARD_KIND.seal.th} 2 ใบ` }, value: 'seals' }, { name: '1 Seal + 1 Mystic', name_localizations: { th: `${SM.CARD_KIND.seal.th} 1 + ${SM.CARD_KIND.mystic.th} 1` }, value: 'mix' }, { name: '2 Mystics', name_localizations: { th: `${SM.CARD_KIND.mystic.th} 2 ใบ` }, value: 'mystics' }));

export function settingsText(s: PlaySettings, lang: Lang): string {
  const onOff = (b: boolean) => t(lang, b ? 'autopass.on' : 'autopass.off');
  return [
    `**${t(lang, 'autopass.title')}**`,
    `• ${t(lang, 'autopass.attacks')}: ${onOff(s.attacks)}`,
    `• ${t(lang, 'autopass.casts')}: ${onOff(s.casts)}`,
    `• ${t(lang, 'autopass.full')}: ${onOff(s.full)}`,
    `• ${t(lang, 'autopass.payment')}: ${t(lang, s.payment === 'auto' ? 'autopass.payment.auto' : 'autopass.payment.manual')}`,
    `• ${t(lang, 'autopass.method')}: ${t(lang, `autopass.method.${s.method}`)}`,
    `• ${t(lang, 'autopass.reshuffle')}: ${t(lang, `autopass.reshuffle.${s.reshuffle}`)}`,
    `• ${t(lang, 'autopass.refresh')}: ${t(lang, `autopass.refresh.${s.refresh}`)}`,
    `• ${t(lang, 'autopass.draw')}: ${t(lang, `autopass.draw.${s.draw}`)}`,
    '',
    t(lang, 'autopass.note'),
  ].join('\n');
}

export async function handleAutopassCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  const change: Partial<PlaySettings> = {};
  const attacks = i.options.getBoolean('opponent-attacks');
  const casts = i.options.getBoolean('opponent-casts');
  const full = i.options.getBoolean('full-control');
  const payment = i.options.getString('payment');
  const method = i.options.getString('first-player-method');
  const reshuffle = i.options.getString('reshuffle');
  const refresh = i.options.getString('refresh');
  const draw = i.options.getString('draw-step');
  if (attacks !== null) change.attacks = attacks;
  if (casts !== null) change.casts = casts;
  if (full !== null) change.full = full;
  if (payment !== null) {
    if (payment !== 'auto' && payment !== 'manual') return explain(i, t(lang, 'err.badChoice'));
    change.payment = payment;
  }
  if (method !== null) {
    if (method !== 'ask' && method !== 'coin' && method !== 'rps') return explain(i, t(lang, 'err.badChoice'));
    change.method = method;
  }
  if (reshuffle !== null) {
    if (reshuffle !== 'ask' && reshuffle !== 'accept' && reshuffle !== 'reshuffle') return explain(i, t(lang, 'err.badChoice'));
    change.reshuffle = reshuffle;
  }
  if (refresh !== null) {
    if (refresh !== 'ask' && refresh !== 'draw' && refresh !== 'skip') return explain(i, t(lang, 'err.badChoice'));
    change.refresh = refresh;
  }
  if (draw !== null) {
    if (draw !== 'ask' && draw !== 'seals' && draw !== 'mix' && draw !== 'mystics') return explain(i, t(lang, 'err.badChoice'));
    change.draw = draw;
  }
  const saved = Object.keys(change).length > 0;
  const now = saved ? await saveSettings(ctx.kv, i.user.id, change) : await loadSettings(ctx.kv, i.user.id);
  await i.editReply({ content: (saved ? `${t(lang, 'autopass.saved')}\n\n` : '') + settingsText(now, lang), allowedMentions: { parse: [] } });
}
