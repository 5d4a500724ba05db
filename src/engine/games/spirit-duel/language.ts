/**
 * The Spirit Duel card language: a card is data (this zod schema), composed from verbs, selectors, amounts,
 * conditions, durations and triggers. Nothing is per card in code: effects.ts runs any definition this schema
 * and the context checks of card-sets.ts accept. Objects are strict (an unknown key is an error, never ignored)
 * and there are no defaults, so a definition re-exported is byte-for-byte what was written.
 * Every `.describe()` is read by reference.ts to generate CARD-LANGUAGE.md (Thai | English).
 */
import { z } from 'zod';
import { TRIGGER } from '../../terms/spirit-duel.js';
import { CARD_TYPE as SD_TYPE } from '../../terms/spirit-duel.js';

const d = (th: string, en: string): string => `${th} | ${en}`;

export const CardId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/).describe(d('รหัสการ์ด: ตัวอักษร ตัวเลข - _ ไม่เกิน 32 ตัว', 'card id: letters, digits, - and _, at most 32'));
const Txt = (max: number, min = 0) => z.strictObject({ th: z.string().min(min).max(max), en: z.string().max(max) });
const N = (lo: number, hi: number) => z.number().int().min(lo).max(hi);

export const Side = z.enum(['yours', 'opponents', 'any']).describe(d('ฝั่ง: ของคุณ / ของคู่แข่ง / ฝั่งใดก็ได้', 'side: yours / the opponent’s / either'));

/** Which Spirits on the field a selector may pick. */
export const SpiritFilter = z.strictObject({
  side: Side,
  other: z.literal(true).optional().describe(d('ไม่นับการ์ดใบนี้เอง', 'not this card itself')),
  minCost: N(0, 10).optional(), maxCost: N(0, 10).optional().describe(d('Cost ไม่เกิน N', 'Cost at most N')),
  minAtk: N(0, 99).optional(), maxAtk: N(0, 99).optional(),
  damaged: z.literal(true).optional().describe(d('มีความเสียหายค้างอยู่', 'has damage on it')),
  summonedThisTurn: z.literal(true).optional().describe(d('เพิ่งเรียกลงสนามเทิร์นนี้', 'summoned this turn')),
  card: CardId.optional().describe(d('เฉพาะการ์ดรหัสนี้', 'only this card id')),
}).describe(d('ตัวกรอง Spirit บนสนาม', 'a filter of Spirits on the field'));

export const SpiritRef = z.enum(['this', 'attacker', 'attack-target', 'subject']).describe(d(
  `this = การ์ดนี้ (${SD_TYPE.equipment.th}: Spirit ที่ติดอยู่) · attacker = Spirit ที่โจมตี · attack-target = Spirit ที่ถูกโจมตี · subject = Spirit ที่ทำให้ ${TRIGGER.th}/จังหวะเกิด`,
  'this = this card (Equipment: the Spirit it is attached to) · attacker = the attacking Spirit · attack-target = the attacked Spirit · subject = the Spirit the trigger or timing is about'));

export const Target = z.union([
  z.strictObject({ ref: SpiritRef }),
  z.strictObject({ choose: SpiritFilter, upTo: N(1, 5).optional().describe(d('เลือกได้ไม่เกิน N ตัว (ไม่ใส่ = 1 ตัวพอดี)', 'choose up to N (absent: exactly one)')) }),
  z.strictObject({ each: SpiritFilter }),
]).describe(d('เป้าหมาย Spirit: ref / choose (ผู้ควบคุมเลือก) / each (ทุกตัวที่ตรง)', 'a Spirit target: ref / choose (the controller picks) / each (every match)'));

export const Player = z.enum(['you', 'opponent', 'both']).describe(d('ผู้เล่น: คุณ / คู่แข่ง / ทั้งสองฝ่าย', 'a player: you / the opponent / both'));

export const CountWhat = z.enum(['spirits', 'hand', 'discard', 'traps', 'deck', 'core', 'soul']);
export const Amount = z.union([
  N(0, 30),
  z.strictObject({ upTo: N(1, 30).describe(d('ผู้ควบคุมเลือก 0 ถึง N', 'the controller picks 0 to N')) }),
  z.strictObject({
    count: CountWhat.describe(d('นับจำนวนใน: Spirit บนสนาม / มือ / Discard / Trap / เด็ค / Core / Soul', 'count: Spirits on the field / hand / discard / Traps / deck / Core / Soul')),
    side: z.enum(['yours', 'opponents']),
    times: N(1, 10).optional(), max: N(0, 30).optional(),
  }),
]).describe(d('จำนวน: ตัวเลข / upTo / นับจากโซน', 'an amount: a number / upTo / counted from a zone'));

export const Condition = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('stat'), of: SpiritRef, stat: z.enum(['atk', 'hp', 'cost', 'damage']), min: N(0, 99).optional(), max: N(0, 99).optional() })
    .describe(d('ค่าของ Spirit (ATK ปัจจุบัน, HP ที่เหลือ, Cost, ความเสียหาย) อยู่ในช่วง', 'a Spirit’s value (current ATK, HP left, Cost, damage) is in range')),
  z.strictObject({ k: z.literal('count'), what: CountWhat, side: z.enum(['yours', 'opponents']), min: N(0, 99).optional(), max: N(0, 99).optional() })
    .describe(d('จำนวนของผู้เล่นอยู่ในช่วง เช่น มี Spirit ≥ 2 ตัว', 'a player’s count is in range, e.g. ≥ 2 Spirits')),
  z.strictObject({ k: z.literal('attack-on'), is: z.enum(['spirit', 'soul']) })
    .describe(d('การโจมตีนี้โจมตี Spirit หรือ Soul โดยตรง', 'this attack targets a Spirit or the Soul directly')),
]).describe(d('เงื่อนไข', 'a condition'));

export const Duration = z.enum(['end-of-turn', 'this-attack', 'while-on-field']).describe(d(
  'ระยะเวลา: จนจบเทิร์น / ระหว่างการโจมตีนี้ / ตราบที่ยังอยู่บนสนาม', 'duration: until end of turn / for this attack / while it stays on the field'));

export const CardFilter = z.strictObject({
  type: z.enum(['spirit', 'magic', 'trap', 'field', 'equipment']).optional(),
  maxCost: N(0, 10).optional(), minCost: N(0, 10).optional(), card: CardId.optional(),
}).describe(d('ตัวกรองการ์ดในเด็ค/Discard', 'a filter of cards in a deck or discard pile'));

const T = { target: Target };
export const Effect = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('damage'), ...T, amount: Amount }).describe(d('สร้างความเสียหายแก่ Spirit', 'deal damage to Spirits')),
  z.strictObject({ do: z.literal('heal'), ...T, amount: z.union([Amount, z.literal('all')]) }).describe(d('ฟื้นฟูความเสียหายของ Spirit (all = ทั้งหมด)', 'heal damage on Spirits (all = every point)')),
  z.strictObject({ do: z.literal('destroy'), ...T }).describe(d('ทำลาย Spirit (ลง Discard)', 'destroy Spirits (to the discard pile)')),
  z.strictObject({ do: z.literal('return-to-hand'), ...T }).describe(d('คืน Spirit บนสนามขึ้นมือเจ้าของ', 'return Spirits on the field to their owner’s hand')),
  z.strictObject({ do: z.literal('modify'), ...T, atk: N(-20, 20).optional(), hp: N(-20, 20).optional(), duration: Duration }).describe(d('ATK/HP ± ตามระยะเวลา', 'ATK/HP ± for a duration')),
  z.strictObject({ do: z.literal('may-attack'), ...T }).describe(d('Spirit ที่เพิ่งเรียกโจมตีได้ในเทิร์นนี้', 'a Spirit summoned this turn may attack this turn')),
  z.strictObject({ do: z.literal('rest'), ...T }).describe(d('ทำให้ Spirit พัก (โจมตีไม่ได้จนกว่าจะ Refresh)', 'rest Spirits (they cannot attack until their Refresh)')),
  z.strictObject({ do: z.literal('ready'), ...T }).describe(d('ทำให้ Spirit ที่พักกลับมาพร้อม', 'ready rested Spirits')),
  z.strictObject({ do: z.literal('unequip'), ...T, to: z.enum(['discard', 'hand']) }).describe(d(`ถอด${SD_TYPE.equipment.th}ของ Spirit ไป Discard หรือมือเจ้าของ`, 'remove a Spirit’s Equipment to the discard pile or its owner’s hand')),
  z.strictObject({ do: z.literal('damage-soul'), player: Player, amount: Amount }).describe(d('ลด Soul ของผู้เล่น', 'a player loses Soul')),
  z.strictObject({ do: z.literal('gain-soul'), player: Player, amount: Amount }).describe(d('เพิ่ม Soul ของผู้เล่น', 'a player gains Soul')),
  z.strictObject({ do: z.literal('draw'), player: Player, amount: Amount }).describe(d('จั่วการ์ด', 'draw cards')),
  z.strictObject({ do: z.literal('discard'), player: Player, amount: Amount, random: z.literal(true).optional() }).describe(d('ทิ้งการ์ดจากมือ (ผู้ทิ้งเลือก หรือสุ่ม)', 'discard cards from hand (chosen by the discarding player, or at random)')),
  z.strictObject({ do: z.literal('mill'), player: Player, amount: Amount }).describe(d('การ์ดบนสุดของเด็คลง Discard', 'put the top cards of a deck into its discard pile')),
  z.strictObject({ do: z.literal('search'), filter: CardFilter }).describe(d('ค้นเด็คของคุณหาการ์ด 1 ใบที่ตรง เปิดให้ดู ขึ้นมือ แล้วสับเด็ค', 'search your deck for 1 matching card, reveal it, put it into your hand, shuffle')),
  z.strictObject({ do: z.literal('recover'), filter: CardFilter }).describe(d('นำการ์ด 1 ใบที่ตรงจาก Discard ของคุณขึ้นมือ', 'return 1 matching card from your discard pile to your hand')),
  z.strictObject({ do: z.literal('gain-core'), player: Player, amount: Amount }).describe(d('ได้รับ Core (สูงสุด 10)', 'gain Core (at most 10)')),
  z.strictObject({ do: z.literal('lose-core'), player: Player, amount: Amount }).describe(d('เสีย Core (ไม่ต่ำกว่า 0)', 'lose Core (not below 0)')),
  z.strictObject({ do: z.literal('extra-summon'), amount: N(1, 3) }).describe(d('เทิร์นนี้เรียก Spirit ได้เพิ่ม N ครั้ง', 'you may summon N more Spirits this turn')),
  z.strictObject({ do: z.literal('cancel-attack') }).describe(d('ยกเลิกการโจมตีนี้ (ใช้สิทธิ์โจมตีไปแล้ว)', 'cancel this attack (its attack stays used)')),
  z.strictObject({ do: z.literal('destroy-field') }).describe(d('เวทย์สนามบนกระดานลง Discard', 'the Field on the board goes to the discard pile')),
]).describe(d('การกระทำ (verb)', 'an effect (verb)'));

export const TriggerOn = z.enum(['summoned', 'destroyed', 'attacks', 'attacked', 'turn-start', 'turn-end']).describe(d(
  'เมื่อ: ถูกเรียกลงสนาม / ถูกทำลาย / ประกาศโจมตี / ถูกโจมตี / ต้นเทิร์น (หลังจั่ว ก่อน Main) / จบเทิร์น',
  'when: summoned / destroyed / declares an attack / is attacked / start of turn (after the Draw, before Main) / end of turn'));
export const Whose = z.enum(['this', 'another', 'yours', 'opponents', 'any']).describe(d(
  'ของใคร: การ์ดนี้ / Spirit ตัวอื่น / ของคุณ / ของคู่แข่ง / ใดก็ได้ (เทิร์น: yours/opponents/any)',
  'whose: this card / another Spirit / yours / the opponent’s / any (turns: yours/opponents/any)'));

export const Trigger = z.strictObject({
  on: TriggerOn, whose: Whose,
  if: z.array(Condition).min(1).max(4).optional().describe(d('เงื่อนไขทั้งหมดต้องจริงตอนเกิดและตอนทำงาน', 'every condition must hold when it triggers and when it resolves')),
  effects: z.array(Effect).min(1).max(6),
}).describe(d(`${TRIGGER.th} บนบัสเหตุการณ์ของเคอร์เนล`, 'a trigger on the kernel’s event bus'));

export const TrapTiming = z.enum(['attack-declared', 'before-damage', 'opponent-summon']).describe(d(
  'จังหวะ Trap: หลังคู่แข่งประกาศโจมตี / ก่อนคำนวณความเสียหาย / เมื่อคู่แข่งเรียก Spirit', 'Trap timing: after an opponent declares an attack / before damage / when an opponent summons'));

export const TrapDef = z.strictObject({
  timing: TrapTiming,
  if: z.array(Condition).min(1).max(4).optional().describe(d('Trap เปิดได้เมื่อเงื่อนไขทั้งหมดจริง', 'the Trap can be opened only when every condition holds')),
  effects: z.array(Effect).min(1).max(6),
  stays: z.literal(true).optional().describe(d('คงอยู่บนสนาม (หงาย) หลังใช้', 'stays set (face up) after use')),
  useCost: N(1, 10).optional().describe(d('Core ที่จ่ายตอนเปิด', 'Core paid when it is opened')),
});

export const Material = z.union([z.strictObject({ card: CardId }), z.strictObject({ any: z.literal(true) })]).describe(d('วัตถุดิบสังเวย: การ์ดรหัสนี้ หรือ Spirit ใดก็ได้', 'a sacrifice material: this card id, or any Spirit'));

export const CardDef = z.strictObject({
  id: CardId,
  name: Txt(80, 1).describe(d('ชื่อการ์ด th (ต้องมี) และ en', 'the card’s name, th (required) and en')),
  type: z.enum(['spirit', 'magic', 'trap', 'field', 'equipment']).describe(d('ประเภท: Spirit, Magic, Trap, เวทย์สนาม, อุปกรณ์ติดตั้ง', 'type: Spirit, Magic, Trap, Field, Equipment')),
  cost: N(0, 10).describe(d('Core ที่จ่ายเพื่อเรียก ใช้ ตั้ง หรือติด', 'Core paid to summon, cast, set or attach it')),
  text: Txt(500).describe(d('ข้อความบนการ์ด th และ en (แสดงในมือและบนการ์ด)', 'the card’s rules text, th and en (shown in hand and on the card)')),
  atk: N(0, 99).optional().describe(d(`Spirit: ATK · ${SD_TYPE.equipment.th}/สนาม: โบนัส ATK`, 'Spirit: ATK · Equipment/Field: the ATK bonus')),
  hp: N(0, 99).optional().describe(d(`Spirit: HP · ${SD_TYPE.equipment.th}/สนาม: โบนัส HP`, 'Spirit: HP · Equipment/Field: the HP bonus')),
  materials: z.array(Material).min(1).max(3).optional().describe(d('Spirit ที่เรียกด้วยการสังเวย', 'a Spirit summoned by sacrifice (evolution)')),
  keywords: z.array(z.enum(['haste'])).min(1).max(1).optional().describe(d(`haste = โจมตีได้ในเทิร์นที่เรียก (${SD_TYPE.equipment.th}: ให้ Spirit ที่ติด)`, 'haste = may attack the turn it is summoned (Equipment: grants it)')),
  affects: SpiritFilter.optional().describe(d('เวทย์สนาม: Spirit ที่ได้โบนัส (ไม่ใส่ = ทุกตัวทั้งสองฝั่ง)', 'Field: which Spirits get the bonus (absent: every Spirit on both sides)')),
  if: z.array(Condition).min(1).max(4).optional().describe(d('Magic: ใช้ได้เมื่อเงื่อนไขทั้งหมดจริง', 'Magic: castable only when every condition holds')),
  effects: z.array(Effect).min(1).max(6).optional().describe(d('Magic: ผลเมื่อใช้ ตามลำดับ', 'Magic: what it does when cast, in order')),
  triggers: z.array(Trigger).min(1).max(4).optional().describe(d(`Spirit, ${SD_TYPE.equipment.th}, เวทย์สนาม: ${TRIGGER.th}`, 'Spirit, Equipment, Field: triggered abilities')),
  trap: TrapDef.optional().describe(d('Trap: จังหวะ เงื่อนไข และผล', 'Trap: its timing, conditions and effects')),
});

export type SDCard = z.infer<typeof CardDef>;
export type SDEffect = z.infer<typeof Effect>;
export type SDTarget = z.infer<typeof Target>;
export type SDFilter = z.infer<typeof SpiritFilter>;
export type SDCondition = z.infer<typeof Condition>;
export type SDAmount = z.infer<typeof Amount>;
export type SDCountWhat = z.infer<typeof CountWhat>;
export type SDTrigger = z.infer<typeof Trigger>;
export type SDCardFilter = z.infer<typeof CardFilter>;
export type SDMaterial = z.infer<typeof Material>;
export type SDTrapTiming = z.infer<typeof TrapTiming>;
export type SpiritRefT = z.infer<typeof SpiritRef>;
