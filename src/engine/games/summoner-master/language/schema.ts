/**
 * The Summoner Master card language as zod schemas: what a community writes in a set file (JSON or YAML,
 * parsed outside the engine). Closed objects everywhere (an unknown key is an error, never ignored); every
 * verb, selector, amount, condition, duration and trigger here is one the engine runs. The descriptions
 * (Thai | English) feed the generated reference (scripts/sm-card-reference.ts → CARD-LANGUAGE.md).
 */
import { z } from 'zod';
import type { CardDef, Verb } from '../types.js';

const d = (th: string, en: string) => `${th} | ${en}`;

export const text = z.strictObject({ th: z.string().max(2000), en: z.string().max(2000) }).describe(d('ข้อความสองภาษา', 'Text in Thai and English'));
const name = z.strictObject({ th: z.string().min(1).max(200), en: z.string().min(1).max(200) }).describe(d('ชื่อ (ไทยและอังกฤษ)', 'Name (Thai and English)'));
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'letters, digits and dashes').describe(d('รหัสการ์ด', 'Card id'));
const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const element = z.enum(['earth', 'water', 'wind', 'fire', 'dark', 'light']).describe(d('ธาตุ', 'Element'));
export const stat = z.enum(['at', 'df', 'sp', 'atkMp', 'castMp', 'level']).describe(d('ค่าพลัง', 'Stat'));
export const line = z.enum(['at', 'df']).describe(d('Line', 'Line'));
export const req = z.strictObject({ k: z.enum(['name', 'naming', 'type', 'element']), v: z.string().min(1).max(100) })
  .describe(d('เงื่อนไขการ์ด: ชื่อ, naming, ประเภท หรือธาตุ', 'A card requirement: by name, naming, type or element'));
export const dur = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('subturn') }).describe(d('จนจบ Subturn', 'until end of Subturn')),
  z.strictObject({ k: z.literal('turns'), n: int(1, 99) }).describe(d('N Turn (= 2N Subturn)', 'N Turn (= 2N Subturns)')),
  z.strictObject({ k: z.literal('infinity') }).describe(d('Infinity Turn: ตราบที่อยู่ที่เดิม', 'Infinity Turn: while it stays where it is')),
]).describe(d('ระยะเวลา (§10.4)', 'Duration (§10.4)'));

export const countSpec = z.strictObject({
  zone: z.enum(['field', 'hand', 'shrine', 'remove', 'sealDeck', 'mysticDeck']),
  side: z.enum(['own', 'opp', 'any']),
  kind: z.enum(['seal', 'mystic']).optional(),
  match: req.optional(),
}).describe(d('นับการ์ดในโซน', 'Cards of a zone, counted'));

export const amount = z.union([
  int(-99, 99).describe(d('ตัวเลข', 'a number')),
  z.strictObject({ of: z.enum(['self', 'target']), stat, printed: z.boolean().optional(), times: int(-10, 10).optional() }).describe(d('ค่าพลังของการ์ด ณ ตอนที่เกิดผล (602.1.4)', "a card's stat when the effect is made (602.1.4)")),
  z.strictObject({ upTo: int(1, 20) }).describe(d('ไม่เกิน N (ผู้ควบคุมเลือก)', 'up to N (the controller chooses)')),
  z.strictObject({ count: countSpec, times: int(-10, 10).optional() }).describe(d('นับจากโซน', 'counted from a zone')),
]).describe(d('จำนวน', 'Amount'));

export const each = z.strictObject({ each: z.enum(['own', 'opp', 'any']), match: req.optional(), line: line.optional(), other: z.boolean().optional() })
  .describe(d('Seal ทุกใบของฝ่าย (กรองได้)', 'each Seal of a side (optionally filtered)'));
export const who = z.union([z.enum(['self', 'target', 'own-seals', 'opp-seals', 'all-seals']), each])
  .describe(d('การ์ดที่ได้รับผล: self = [S], target = เป้าหมาย, own-seals/opp-seals/all-seals = ทุกใบ', 'Which cards: self = [S], target = the target(s), own-seals/opp-seals/all-seals = each'));
export const player = z.enum(['self', 'opponent', 'target']).describe(d('ผู้เล่น: ผู้ควบคุม, ฝ่ายตรงข้าม, หรือผู้เล่นที่เป็นเป้าหมาย', 'Player: the controller, the opponent, or the player chosen as target'));
const minMax = { min: int(0, 99).optional(), max: int(0, 99).optional() };
export const cond = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('count'), count: countSpec, ...minMax }).describe(d('จำนวนการ์ดในโซนอยู่ในช่วง', 'the number of cards in a zone is within min..max')),
  z.strictObject({ k: z.literal('self'), line: line.optional(), combined: z.boolean().optional(), growth: z.boolean().optional() }).describe(d('[S] อยู่ใน Line / รวมร่าง / Growth', '[S] is on a Line / Combined / in the Growth state')),
  z.strictObject({ k: z.literal('shrine-level'), side: z.enum(['own', 'opp']), ...minMax }).describe(d('Shrine Level อยู่ในช่วง', 'Shrine Level within min..max')),
  z.strictObject({ k: z.literal('mp'), side: z.enum(['own', 'opp']), ...minMax }).describe(d('Mp อยู่ในช่วง', 'Mp within min..max')),
]).describe(d('เงื่อนไข', 'Condition'));
const curse = z.enum(['stone', 'freeze', 'poison', 'death', 'last-dance', 'charm', 'dimension']);
const order = z.enum(['attack', 'skill', 'combine', 'break', 'line']);

/** Verb docs (Thai | English, the rule they follow); the schema below is built from them. */
export const VERB_DOCS: Record<string, { th: string; en: string; rule: string }> = {
  stat: { th: 'เพิ่ม/ลดค่าพลัง', en: 'Change a stat', rule: '602, §10.4' },
  destroy: { th: 'ทำลาย', en: 'Destroy', rule: '701' },
  draw: { th: 'จั่วการ์ด (จากกองที่เต็มกว่า, กองที่ระบุ หรือให้เลือก)', en: 'Draw (from the fuller deck, a named deck, or chosen per card)', rule: '401.3.1, §15 q6' },
  curse: { th: 'ติด Curse', en: 'Apply a Curse', rule: '709' },
  'protect-other-names': { th: 'ป้องกัน Skill/Ability ของ Seal ต่างชื่อ', en: 'Protection from Skills/Abilities of Seals of another name', rule: 'smn:twinkling example' },
  fcc: { th: '[S] ได้รับ Fixed Charge Counter', en: '[S] gets Fixed Charge Counters', rule: 'smn:fixed-charging.2' },
  charge: { th: '[S] ได้รับ Charge Counter', en: '[S] gets Charge Counters', rule: '§11.2' },
  fortune: { th: 'Fortune N: ถูก/ผิด', en: 'Fortune N: true / Fault branches', rule: 'smn:fortune' },
  sacrifice: { th: 'Sacrifice ได้ 1 ใบ แล้ว...', en: 'You may Sacrifice 1 card, then …', rule: '§11.3' },
  mp: { th: 'เพิ่ม/ลด Mp ของผู้เล่น', en: "Change a player's Mp", rule: '§2.3' },
  'to-hand': { th: 'กลับขึ้นมือ', en: 'Return to hand', rule: '705' },
  'cancel-abilities': { th: 'ยกเลิก Ability', en: 'Cancel abilities', rule: '601.1.5' },
  'strip-counters': { th: 'ลบ Charge Counter ทั้งหมด', en: 'Remove all Charge Counters', rule: '§11.2' },
  'shrine-to-hand': { th: 'การ์ด 1 ใบจาก Shrine ขึ้นมือ', en: '1 card from your Shrine to hand', rule: '705' },
  'discard-random': { th: 'ฝ่ายตรงข้ามทิ้งการ์ดแบบสุ่ม', en: 'The opponent discards at random', rule: '702' },
  discard: { th: 'ผู้เล่นทิ้งการ์ด (สุ่ม หรือเลือกเอง; เฉพาะการ์ดที่ระบุชื่อได้)', en: 'A player discards (random or own choice; only a named card if given)', rule: '702' },
  nullify: { th: 'ยกเลิกผลของ Skill หรือ Mystic ที่กำลังตอบโต้', en: 'Cancel (Nullify) the effect of the Skill or Mystic being answered', rule: '605 step 11, 610.10' },
  counters: { th: 'ให้/เอา Charge Counter', en: 'Give or take Charge Counters', rule: '§11.2' },
  'move-counters': { th: 'ย้าย Charge Counter ระหว่าง Seal', en: 'Move Charge Counters between Seals', rule: '§11.2' },
  'from-shrine': { th: 'จาก Shrine ขึ้นมือ / กลับกอง / Remove Zone', en: 'From the Shrine to hand / the deck / the Remove Zone', rule: '704, 705, 706' },
  'to-shrine': { th: 'ส่งลง Shrine (ไม่ใช่การทำลาย)', en: 'Put into the Shrine (not a destruction)', rule: '703' },
  'to-deck': { th: 'กลับเข้ากองการ์ด (สับ)', en: 'Return to the deck (shuffled)', rule: '704' },
  remove: { th: 'นำออกจากเกม', en: 'Remove from the game', rule: '706' },
  'put-onto-field': { th: 'นำ Seal เข้ามาในสนามโดยไม่จ่าย Mp', en: 'Put a Seal onto the field without paying', rule: '707, 708' },
  search: { th: 'ค้นกองการ์ด 1 ใบขึ้นมือ แล้วสับ', en: 'Search the deck for 1 card to hand, then shuffle', rule: '704.2' },
  forbid: { th: 'ห้ามสั่งการ (โจมตี, ใช้ Skill, ...)', en: 'Cannot be ordered to (attack, use Skills, …)', rule: '§9.1, 605' },
  'move-line': { th: 'ย้าย Line ด้วยผลของการ์ด', en: 'Move to a Line by an effect', rule: '§8.3 note, §14.5' },
  'set-inactive': { th: 'ทำให้ Inactive', en: 'Make Inactive', rule: '§11.4' },
  cure: { th: 'รักษา Curse', en: 'Cure Curses', rule: '709.13' },
  'attack-times': { th: 'โจมตีได้ N ครั้ง', en: 'Attacks N times', rule: '§9.2 step 15' },
  'extra-subturn': { th: 'Encore: ได้ Subturn โจมตีเพิ่ม', en: 'Encore: an extra attack subturn', rule: 'smn:progress (normal order only)' },
  if: { th: 'ถ้าเงื่อนไขเป็นจริง ... ไม่เช่นนั้น ...', en: 'If a condition holds … else …', rule: '§10.2' },
};

const verbs = (): z.ZodType<Verb[]> => z.array(verb).max(20);
const v = <K extends string, T extends z.ZodRawShape>(k: K, shape: T) => z.strictObject({ v: z.literal(k), ...shape }).describe(`${VERB_DOCS[k]!.th} | ${VERB_DOCS[k]!.en} (${VERB_DOCS[k]!.rule})`);

export const verb: z.ZodType<Verb> = z.lazy(() => z.discriminatedUnion('v', [
  v('stat', { who, stat, by: amount, dur }),
  v('destroy', { who }),
  v('draw', { n: amount, from: z.enum(['seal', 'mystic', 'choose']).optional(), player: player.optional() }),
  v('curse', { who, curse, turns: int(0, 99), swapAtDf: z.boolean().optional() }),
  v('protect-other-names', { who, dur }),
  v('fcc', { n: int(1, 20) }),
  v('charge', { n: int(1, 20) }),
  v('fortune', { n: int(2, 10), ok: verbs(), fault: verbs() }),
  v('sacrifice', { req, then: verbs() }),
  v('mp', { by: amount, player: player.optional() }),
  v('to-hand', { who }),
  v('cancel-abilities', { who, dur }),
  v('strip-counters', { who }),
  v('shrine-to-hand', {}),
  v('discard-random', { n: int(1, 20) }),
  v('discard', { player, n: amount, pick: z.enum(['random', 'owner']), match: req.optional(), kind: z.enum(['seal', 'mystic']).optional() }),
  v('nullify', { what: z.enum(['skill', 'mystic']) }),
  v('counters', { who, counter: z.enum(['charge', 'fcc']), n: amount }),
  v('move-counters', { counter: z.enum(['charge', 'fcc']), n: amount, from: z.enum(['self', 'target']), to: z.enum(['self', 'target']) }),
  v('from-shrine', { to: z.enum(['hand', 'deck', 'remove']), side: z.enum(['own', 'opp']), n: amount, match: req.optional(), kind: z.enum(['seal', 'mystic']).optional() }),
  v('to-shrine', { who }),
  v('to-deck', { who }),
  v('remove', { who }),
  v('put-onto-field', { from: z.enum(['hand', 'sealDeck', 'shrine', 'remove']), match: req.optional() }),
  v('search', { pile: z.enum(['sealDeck', 'mysticDeck']), match: req.optional(), to: z.literal('hand') }),
  v('forbid', { who, what: z.array(order).min(1).max(5), dur }),
  v('move-line', { who, to: z.enum(['at', 'df', 'swap']) }),
  v('set-inactive', { who }),
  v('cure', { who, curse: curse.optional() }),
  v('attack-times', { who, n: int(2, 5), dur }),
  v('extra-subturn', { player }),
  v('if', { cond, then: verbs(), else: verbs().optional() }),
]) as unknown as z.ZodType<Verb>);

export const targetSpec = z.strictObject({
  kind: z.enum(['seal', 'mystic', 'player']), side: z.enum(['own', 'opp', 'any']), match: req.optional(), line: line.optional(), upTo: int(1, 5).optional(),
}).describe(d('เป้าหมาย (เลือกตอนประกาศ ตรวจอีกครั้งตอนเกิดผล)', 'Target (chosen when declared, re-checked when it resolves)'));

export const skill = z.strictObject({
  id, name, mp: int(-9, 20), charge: int(1, 20).optional(), fixedCharge: int(1, 20).optional(), int: z.boolean().optional(), twinkling: z.boolean().optional(),
  needs: z.strictObject({ any: z.array(req).min(1).max(4), side: z.enum(['own', 'any']) }).optional(), if: cond.optional(), target: targetSpec.optional(), do: verbs(), text,
}).describe(d('Skill (605)', 'Skill (605)'));

export const TRIGGERS = ['enter', 'attack', 'growth', 'opp-line-change', 'destroyed', 'to-shrine', 'check-up', 'end-of-subturn', 'attacked', 'won-battle', 'combined', 'inactive'] as const;
export const TRIGGER_DOCS: Record<(typeof TRIGGERS)[number], string> = {
  enter: d('เมื่อ [S] เข้ามาในสนาม (610.12.5, 708.9.2)', 'when [S] enters the field (610.12.5, 708.9.2)'),
  attack: d('เมื่อ [S] โจมตี (§9.2 step 7)', 'when [S] attacks (§9.2 step 7)'),
  growth: d('เมื่อ [S] Growth (610.12.2)', 'when [S] Growths (610.12.2)'),
  'opp-line-change': d('เมื่อ Seal ฝ่ายตรงข้ามเปลี่ยน Line (§14.5)', "when an opponent's Seal changes Line (§14.5)"),
  destroyed: d('เมื่อ [S] ถูกทำลาย (701)', 'when [S] is destroyed (701)'),
  'to-shrine': d('เมื่อ [S] ตก Shrine จากสนาม (703)', 'when [S] falls to the Shrine from the field (703)'),
  'check-up': d('เมื่อเข้าสู่ Subturn โจมตีของเรา (401.2.3)', 'when entering your attack subturn (401.2.3)'),
  'end-of-subturn': d('เมื่อจบ Subturn โจมตีของเรา (401.9.2)', 'at the end of your attack subturn (401.9.2)'),
  attacked: d('เมื่อ [S] ถูกโจมตี (§9.2 step 7)', 'when [S] is attacked (§9.2 step 7)'),
  'won-battle': d('เมื่อ [S] ทำลาย Seal ในการต่อสู้', 'when [S] destroys a Seal in battle'),
  combined: d('เมื่อ [S] รวมร่าง (512.10)', 'when [S] Combines (512.10)'),
  inactive: d('เมื่อ [S] กลายเป็น Inactive (§11.4)', 'when [S] becomes Inactive (§11.4)'),
};
export const trigger = z.strictObject({ on: z.enum(TRIGGERS), if: cond.optional(), do: verbs(), target: targetSpec.optional(), text })
  .describe(d('Ability แบบ Trigger ("เมื่อ ...")', 'Trigger ability ("when …")'));
export const staticDef = z.strictObject({ stat, by: int(-99, 99) }).describe(d('Ability ต่อเนื่อง', 'Continuous ability (602.1.5)'));
const box = { skills: z.array(skill).max(6).optional(), triggers: z.array(trigger).max(6).optional(), statics: z.array(staticDef).max(6).optional(), text };
export const comboOption = z.strictObject({
  id, name: z.string().min(1).max(100), reqs: z.array(req).min(1).max(2), at: int(0, 99).optional(), df: int(0, 99).optional(), sp: int(0, 9).optional(), atkMp: int(0, 20).optional(),
  attack: z.enum(['normal', 'all']).optional(), times: int(2, 5).optional(),
}).describe(d('ท่ารวมร่าง (512.2): Double = 1 Support, Triple = 2', 'Combination option (512.2): Double = 1 Support, Triple = 2'));

export const KEYWORD_NAMES = ['VANISH', 'FIXED CHARGING', 'CHARGING'] as const;

export const seal = z.strictObject({
  id, kind: z.literal('seal'), name, types: z.array(z.string().min(1).max(40)).min(1).max(4), elements: z.array(element).min(1).max(2), naming: z.string().min(1).max(60).optional(),
  castMp: int(0, 20), atkMp: int(0, 20), level: int(0, 9), at: int(0, 99), df: int(0, 99), sp: int(0, 9),
  combos: z.array(comboOption).max(3).default([]), skills: z.array(skill).max(6).default([]), triggers: z.array(trigger).max(6).default([]), statics: z.array(staticDef).max(6).default([]),
  keywords: z.record(z.string(), int(1, 20)).default({}).describe(d('Keyword ที่มีตัวเลข: VANISH, FIXED CHARGING, CHARGING', 'Numbered keywords: VANISH, FIXED CHARGING, CHARGING')),
  growth: z.strictObject({ reqs: z.array(req).min(1).max(3), regeneration: z.boolean().optional(), ...box }).optional(),
  progress: z.strictObject({ from: id, ...box }).optional(),
  text,
}).describe(d('Seal', 'Seal'));

export const mystic = z.strictObject({
  id, kind: z.literal('mystic'), name, mp: int(0, 20), int: z.boolean(), attach: z.enum(['NP', 'PS', 'PA', 'PM']), turns: int(-1, 99),
  target: targetSpec.optional(), do: verbs().default([]), statics: z.array(staticDef).max(6).default([]), keepHost: z.boolean().optional(), skills: z.array(skill).max(6).optional(), text,
}).describe(d('Mystic', 'Mystic'));

export const card = z.discriminatedUnion('kind', [seal, mystic]) as unknown as z.ZodType<CardDef>;
