/**
 * The original Spirit Duel card set (ชุดแรก "ตื่นวิญญาณ" / Spirit Awakening): Spirits with evolution lines,
 * Magic, Fields, Equipment and Traps with several timings. Effects are data read by the game code; no card
 * is resolved manually.
 */
import type { Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import type { SpiritCardType } from './view-types.js';

/** One evolution material: a named card, or any Spirit (sd:summon.2). */
export type Material = { card: string } | { any: true };

export type MagicEffect = 'fireball' | 'heal' | 'rally' | 'extra-summon' | 'insight' | 'awaken';
/** When a Trap may be opened (sd:trap.3). */
export type TrapTiming = 'attack-declared' | 'before-damage' | 'opponent-summon';
export type TrapEffect = 'cancel' | 'strike' | 'guard' | 'soul-barrier' | 'pit';

export interface SDCard {
  id: string;
  name: Text;
  type: SpiritCardType;
  /** Core paid to summon, cast, set or attach it. */
  cost: number;
  text: Text;
  /** Spirits: printed ATK/HP. Equipment: the bonus. Fields: the bonus to every Spirit it fits. */
  atk?: number;
  hp?: number;
  /** Evolution: every material must be on its controller's field (sd:summon.2). */
  materials?: Material[];
  /** "May attack the turn it is summoned" (sd:summon.4's exception). */
  haste?: boolean;
  /** "When summoned, gain 1 Core" (capped at 10 like every Core gain). */
  onSummonCore?: number;
  magic?: MagicEffect;
  /** Fields: only Spirits of at most this cost get the bonus. */
  fieldMaxCost?: number;
  trap?: { timing: TrapTiming; effect: TrapEffect; amount?: number; maxCost?: number; stays?: boolean; useCost?: number };
}

const spirit = (id: string, th: string, en: string, cost: number, atk: number, hp: number, text: Text, extra: Partial<SDCard> = {}): SDCard =>
  ({ id, name: t(th, en), type: 'spirit', cost, atk, hp, text, ...extra });
const plain = t('', '');

const LIST: SDCard[] = [
  // Fire line: ลูกไฟน้อย → หมาป่าเพลิง → ราชันเพลิง
  spirit('SD-001', 'ลูกไฟน้อย', 'Ember Pup', 1, 2, 2, plain),
  spirit('SD-002', 'หมาป่าเพลิง', 'Flame Wolf', 3, 4, 5, t('สังเวย: ลูกไฟน้อย 1 ตัว', 'Sacrifice: 1 Ember Pup'), { materials: [{ card: 'SD-001' }] }),
  spirit('SD-003', 'ราชันเพลิง', 'Inferno King', 5, 7, 8, t('สังเวย: หมาป่าเพลิง 1 ตัว และ Spirit ใดก็ได้ 1 ตัว', 'Sacrifice: 1 Flame Wolf and any 1 Spirit'), { materials: [{ card: 'SD-002' }, { any: true }] }),
  // Water line: ปลาน้อยสายธาร → งูทะเลคราม → มังกรวารี
  spirit('SD-004', 'ปลาน้อยสายธาร', 'Tide Minnow', 1, 1, 3, plain),
  spirit('SD-005', 'งูทะเลคราม', 'Azure Serpent', 3, 3, 6, t('สังเวย: ปลาน้อยสายธาร 1 ตัว', 'Sacrifice: 1 Tide Minnow'), { materials: [{ card: 'SD-004' }] }),
  spirit('SD-006', 'มังกรวารี', 'Leviathan', 6, 6, 10, t('สังเวย: งูทะเลคราม 1 ตัว และ Spirit ใดก็ได้ 1 ตัว', 'Sacrifice: 1 Azure Serpent and any 1 Spirit'), { materials: [{ card: 'SD-005' }, { any: true }] }),
  // Wind line: นกลมน้อย → เหยี่ยวพายุ
  spirit('SD-007', 'นกลมน้อย', 'Breeze Sparrow', 1, 2, 1, t('โจมตีได้ในเทิร์นที่เรียกลงสนาม', 'May attack the turn it is summoned'), { haste: true }),
  spirit('SD-008', 'เหยี่ยวพายุ', 'Storm Hawk', 3, 5, 3, t('สังเวย: นกลมน้อย 1 ตัว', 'Sacrifice: 1 Breeze Sparrow'), { materials: [{ card: 'SD-007' }] }),
  // Earth line: ก้อนหินน้อย → โกเลมหินผา
  spirit('SD-009', 'ก้อนหินน้อย', 'Pebble Sprite', 2, 1, 4, plain),
  spirit('SD-010', 'โกเลมหินผา', 'Cliff Golem', 4, 3, 9, t('สังเวย: ก้อนหินน้อย 1 ตัว', 'Sacrifice: 1 Pebble Sprite'), { materials: [{ card: 'SD-009' }] }),
  // Spirits without a line
  spirit('SD-011', 'ภูตจอมซน', 'Mischief Imp', 1, 1, 2, plain),
  spirit('SD-012', 'อัศวินเหล็ก', 'Iron Knight', 2, 3, 3, plain),
  spirit('SD-013', 'นักรบจู่โจม', 'Swift Raider', 2, 2, 2, t('โจมตีได้ในเทิร์นที่เรียกลงสนาม', 'May attack the turn it is summoned'), { haste: true }),
  spirit('SD-014', 'หมีป่าใหญ่', 'Forest Bear', 3, 4, 4, plain),
  spirit('SD-015', 'ผู้พิทักษ์แสง', 'Light Warden', 3, 2, 5, t('เมื่อเรียกลงสนาม ได้รับ Core 1 หน่วย', 'When summoned, gain 1 Core'), { onSummonCore: 1 }),
  spirit('SD-016', 'ยักษ์ภูผา', 'Mountain Giant', 5, 6, 6, plain),
  // Magic
  { id: 'SD-101', name: t('ลูกไฟ', 'Fireball'), type: 'magic', cost: 2, magic: 'fireball', atk: 3, text: t('สร้างความเสียหาย 3 แก่ Spirit ของคู่แข่ง 1 ตัว', 'Deal 3 damage to an opponent’s Spirit') },
  { id: 'SD-102', name: t('สายน้ำฟื้นฟู', 'Healing Stream'), type: 'magic', cost: 1, magic: 'heal', text: t('ฟื้นฟูความเสียหายทั้งหมดของ Spirit ของคุณ 1 ตัว', 'Heal all damage from one of your Spirits') },
  { id: 'SD-103', name: t('ปลุกพลัง', 'Rally'), type: 'magic', cost: 1, magic: 'rally', atk: 2, text: t('Spirit ของคุณ 1 ตัว ATK +2 จนจบเทิร์น', 'One of your Spirits gets ATK +2 until end of turn') },
  { id: 'SD-104', name: t('เสียงเรียกเสริม', 'Extra Call'), type: 'magic', cost: 1, magic: 'extra-summon', text: t('เทิร์นนี้เรียก Spirit ได้เพิ่มอีก 1 ครั้ง', 'You may summon one more Spirit this turn') },
  { id: 'SD-105', name: t('ญาณหยั่งรู้', 'Insight'), type: 'magic', cost: 2, magic: 'insight', text: t('จั่วการ์ด 2 ใบ', 'Draw 2 cards') },
  { id: 'SD-106', name: t('ปลุกตื่น', 'Awaken'), type: 'magic', cost: 1, magic: 'awaken', text: t('Spirit ของคุณที่เพิ่งเรียกลงสนามเทิร์นนี้ 1 ตัว โจมตีได้ในเทิร์นนี้', 'One of your Spirits summoned this turn may attack this turn') },
  // Fields
  { id: 'SD-201', name: t('ป่าต้องมนตร์', 'Enchanted Forest'), type: 'field', cost: 2, hp: 1, text: t('Spirit ทุกตัวได้รับ HP +1', 'Every Spirit gets HP +1') },
  { id: 'SD-202', name: t('ภูเขาไฟคุกรุ่น', 'Smouldering Volcano'), type: 'field', cost: 2, atk: 1, text: t('Spirit ทุกตัวได้รับ ATK +1', 'Every Spirit gets ATK +1') },
  { id: 'SD-203', name: t('ทะเลสาบจันทรา', 'Moonlit Lake'), type: 'field', cost: 1, atk: 1, hp: 1, fieldMaxCost: 2, text: t('Spirit ที่มี Cost 2 หรือน้อยกว่า ได้รับ ATK +1 และ HP +1', 'Spirits of Cost 2 or less get ATK +1 and HP +1') },
  // Equipment
  { id: 'SD-301', name: t('ดาบเทพสายฟ้า', 'Thunder Blade'), type: 'equipment', cost: 2, atk: 2, text: t('ATK +2', 'ATK +2') },
  { id: 'SD-302', name: t('โล่ศิลา', 'Stone Shield'), type: 'equipment', cost: 1, hp: 3, text: t('HP +3', 'HP +3') },
  { id: 'SD-303', name: t('เกราะเกล็ดมังกร', 'Dragonscale Mail'), type: 'equipment', cost: 3, atk: 1, hp: 2, text: t('ATK +1 และ HP +2', 'ATK +1 and HP +2') },
  // Traps
  { id: 'SD-401', name: t('กำแพงมายา', 'Mirage Wall'), type: 'trap', cost: 1, trap: { timing: 'attack-declared', effect: 'cancel' }, text: t('จังหวะ: หลังคู่แข่งประกาศโจมตี — ยกเลิกการโจมตีนั้น', 'Timing: after an opponent declares an attack — cancel that attack') },
  { id: 'SD-402', name: t('ลมสวนกลับ', 'Counter Gale'), type: 'trap', cost: 1, trap: { timing: 'attack-declared', effect: 'strike', amount: 3 }, text: t('จังหวะ: หลังคู่แข่งประกาศโจมตี — สร้างความเสียหาย 3 แก่ Spirit ที่โจมตี', 'Timing: after an opponent declares an attack — deal 3 damage to the attacking Spirit') },
  { id: 'SD-403', name: t('เกราะหินผา', 'Rock Guard'), type: 'trap', cost: 1, trap: { timing: 'before-damage', effect: 'guard', amount: 3 }, text: t('จังหวะ: ก่อนคำนวณความเสียหาย เมื่อ Spirit ของคุณถูกโจมตี — Spirit นั้น HP +3 ตราบที่ยังอยู่บนสนาม', 'Timing: before damage, when your Spirit is attacked — that Spirit gets HP +3 for as long as it stays on the field') },
  { id: 'SD-404', name: t('ม่านปกป้องวิญญาณ', 'Soul Veil'), type: 'trap', cost: 1, trap: { timing: 'before-damage', effect: 'soul-barrier' }, text: t('จังหวะ: ก่อนคำนวณความเสียหาย เมื่อ Soul ของคุณถูกโจมตีโดยตรง — ยกเลิกการโจมตีนั้น', 'Timing: before damage, when your Soul is attacked directly — cancel that attack') },
  { id: 'SD-405', name: t('หลุมดักวิญญาณ', 'Spirit Pit'), type: 'trap', cost: 2, trap: { timing: 'opponent-summon', effect: 'pit', maxCost: 3 }, text: t('จังหวะ: เมื่อคู่แข่งเรียก Spirit ที่มี Cost 3 หรือน้อยกว่า — ทำลาย Spirit นั้น', 'Timing: when an opponent summons a Spirit of Cost 3 or less — destroy that Spirit') },
  { id: 'SD-406', name: t('หมอกนิรันดร์', 'Everlasting Mist'), type: 'trap', cost: 2, trap: { timing: 'attack-declared', effect: 'cancel', stays: true, useCost: 2 }, text: t('จังหวะ: หลังคู่แข่งประกาศโจมตี จ่าย Core 2 — ยกเลิกการโจมตีนั้น Trap นี้คงอยู่บนสนามหลังใช้', 'Timing: after an opponent declares an attack, pay 2 Core — cancel that attack. This Trap stays set after use') },
];

export const SD_CARDS: Readonly<Record<string, SDCard>> = Object.fromEntries(LIST.map((c) => [c.id, c]));

export function sdCard(id: string): SDCard {
  const c = SD_CARDS[id];
  if (!c) throw new Error(`engine bug: unknown Spirit Duel card ${id}`);
  return c;
}
