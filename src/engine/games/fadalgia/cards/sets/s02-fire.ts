/**
 * Set SNM-S02 "สนามรบสี่ธาตุ" (Four-Element Battlefield), fire: the Ember Legion of Knights and Beasts.
 * Original cards written for Sanam; keywords of 606.5 as their rules define them.
 */
import { t } from '../../../../core/text.js';
import { action, item, terrain, unit } from './build.js';

const S = 'S02';

export const FIRE_SET: unknown[] = [
  unit(S, 'F01', t('อัศวินหอกเพลิง', 'Blazing Lancer'), 'fire', 2, 1, 3, 2, ['Knight'],
    t('High Speed / Lock Up (เลือกโจมตี Unit ฝ่ายตรงข้ามที่เป็น AT Mode ได้)', 'High Speed / Lock Up (may attack an opposing unit in AT mode).'),
    { keywords: ['HIGH SPEED', 'LOCK UP'] }),
  unit(S, 'F02', t('ผู้บัญชาการกองเพลิง', 'Ember Commander'), 'fire', 4, 2, 5, 4, ['Knight'],
    t('Reinforce 2 : Knight (เมื่อโจมตี Knight ฝ่ายเราที่เป็น AT Mode สูงสุด 2 ใบโจมตีไปด้วยกันได้)', 'Reinforce 2 : Knight (when it attacks, up to two of your AT-mode Knights may join the attack).'),
    { keywords: ['Reinforce 2 : Knight'] }),
  unit(S, 'F03', t('นักรบคู่ดาบ', 'Twinblade Duelist'), 'fire', 3, 1, 3, 2, ['Warrior'],
    t('Double Attack (เมื่อต่อสู้สำเร็จ กลับเป็น AT Mode และโจมตี Unit ที่เป็น DF Mode ได้อีก)', 'Double Attack (after a successful fight it returns to AT mode and may attack a DF-mode unit).'),
    { keywords: ['DOUBLE ATTACK'] }),
  unit(S, 'F04', t('สิงห์เพลิงคลั่ง', 'Raging Fire Lion'), 'fire', 3, 1, 4, 2, ['Beast'],
    t('Stampede: ได้รับ High Speed (ถ้าเราควบคุม Unit ใบอื่นที่มี Subtype ตรงกัน)', 'Stampede: it has High Speed (while you control another unit sharing a subtype).'),
    { keywords: [{ k: 'STAMPEDE', grants: ['HIGH SPEED'], text: t('Stampede: ได้รับ High Speed', 'Stampede: High Speed') }] }),
  unit(S, 'F05', t('หมาป่าถ่านแดง', 'Cinder Wolf'), 'fire', 1, 1, 2, 1, ['Beast'],
    t('Stampede: Unit นี้ได้รับ AT+1', 'Stampede: this unit gets AT+1.'),
    { keywords: [{ k: 'STAMPEDE', continuous: [{ k: 'modify', scope: 'self', at: 1, df: 0 }], text: t('Stampede: AT+1', 'Stampede: AT+1') }] }),
  unit(S, 'F06', t('ทหารใหม่ใจกล้า', 'Brave Squire'), 'fire', 2, 1, 2, 2, ['Knight'],
    t('Arrive: ทำ Damage 1 แก่ Unit เป้าหมายของฝ่ายตรงข้าม', 'Arrive: deal 1 damage to target opposing unit.'),
    { triggers: [{ on: 'arrive', kw: 'ARRIVE', target: { kind: 'unit', side: 'opp' }, effects: [{ verb: 'damage', to: 'target', n: 1 }], text: t('Arrive: Damage 1', 'Arrive: 1 damage') }] }),
  unit(S, 'F07', t('นกฟีนิกซ์เยาว์', 'Phoenix Fledgling'), 'fire', 2, 1, 2, 1, ['Beast'],
    t('Immortal (เมื่อ Unit นี้จากสนามลงสุสาน นำกลับขึ้นมือได้)', 'Immortal (when it goes from the field to the grave, you may return it to your hand).'),
    { keywords: ['IMMORTAL'] }),
  unit(S, 'F08', t('ทหารธงแคลนเพลิง', 'Clan Standard-Bearer'), 'fire', 2, 1, 2, 2, ['Warrior'],
    t('Clan : Knight — Unit นี้ได้รับ AT+1 DF+1', 'Clan : Knight — this unit gets AT+1 DF+1.'),
    { keywords: [{ k: 'CLAN', name: 'Knight', continuous: [{ k: 'modify', scope: 'self', at: 1, df: 1 }], text: t('Clan : Knight — AT+1 DF+1', 'Clan : Knight — AT+1 DF+1') }] }),
  unit(S, 'F09', t('นักพรตเปลวสงบ', 'Calm Flame Monk'), 'fire', 2, 1, 2, 3, ['Monk'],
    t('Focus (ไม่ถูกทำลายเมื่อค่าพลังที่เทียบเท่ากัน) / เมื่อ Unit นี้ป้องกัน: ได้รับ AT+1 จนจบเทิร์น', 'Focus (not destroyed when the compared values are equal). / When it blocks: AT+1 until end of turn.'),
    { keywords: ['FOCUS'], triggers: [{ on: 'block', effects: [{ verb: 'modify', to: 'self', at: 1, df: 0, until: 'turn' }], text: t('เมื่อป้องกัน: AT+1', 'On block: AT+1') }] }),
  unit(S, 'F10', t('จอมพลม้าเพลิง', 'Flame Cavalry Marshal'), 'fire', 5, 2, 5, 5, ['Knight'],
    t('Reinforce 1 : Warrior / เมื่อ Unit นี้โจมตี: Unit นี้ได้รับ AT+1 จนจบเทิร์น', 'Reinforce 1 : Warrior. / When it attacks: AT+1 until end of turn.'),
    { keywords: ['Reinforce 1 : Warrior'], triggers: [{ on: 'attack', effects: [{ verb: 'modify', to: 'self', at: 1, df: 0, until: 'turn' }], text: t('เมื่อโจมตี: AT+1', 'On attack: AT+1') }] }),
  unit(S, 'F11', t('นักล่าโซ่เพลิง', 'Chainfire Hunter'), 'fire', 3, 1, 3, 3, ['Warrior'],
    t('Lock Up / Double Attack', 'Lock Up / Double Attack'), { keywords: ['LOCK UP', 'DOUBLE ATTACK'] }),
  action(S, 'F12', t('ห่าธนูเพลิง', 'Flaming Volley'), 'fire', 2, 1, ['AT'], ['Spell'],
    t('[AT Turn] ทำ Damage 1 แก่ Unit ฝ่ายตรงข้ามทุกใบ แล้วจั่ว 1 ใบ', '[AT Turn] Deal 1 damage to each opposing unit, then draw a card.'),
    { effects: [{ verb: 'damage', to: 'opp-units', n: 1 }, { verb: 'draw', who: 'ctrl', n: 1 }] }),
  action(S, 'F13', t('เสียงแตรบุก', 'Charge Horn'), 'fire', 1, 1, ['AT'], ['Skill'],
    t('[AT Turn] Unit เป้าหมายฝ่ายเราได้รับ AT+2 จนจบเทิร์น', '[AT Turn] Target unit you control gets AT+2 until end of turn.'),
    { target: { kind: 'unit', side: 'own' }, effects: [{ verb: 'modify', to: 'target', at: 2, df: 0, until: 'turn' }] }),
  item(S, 'F14', t('เตาหลอมสงคราม', 'War Forge'), 'fire', 2, 1, 4, 'field',
    t('Item - World: [Once] MP 1: Unit เป้าหมายฝ่ายเราได้รับ AT+1 จนจบเทิร์น (4 เทิร์น)', 'Item - World: [Once] MP 1: target unit you control gets AT+1 until end of turn (4 turns).'),
    { keywords: ['ONCE'], activated: [{ cost: 1, timing: ['AT', 'DF'], target: { kind: 'unit', side: 'own' }, effects: [{ verb: 'modify', to: 'target', at: 1, df: 0, until: 'turn' }], text: t('[Once] MP 1: AT+1', '[Once] MP 1: AT+1') }] }),
  terrain(S, 'F15', t('ลานประลองอัคคี', 'Ember Arena'), 'fire', 2, 1, null,
    t('Knight ฝ่ายเราทุกใบได้รับ AT+1 และ High Speed', 'Your Knights get AT+1 and have High Speed.'),
    { continuous: [{ k: 'modify', scope: 'own-units', filter: { subtype: 'Knight' }, at: 1, df: 0 }, { k: 'grant', scope: 'own-units', filter: { subtype: 'Knight' }, keywords: ['HIGH SPEED'] }] }),
];
