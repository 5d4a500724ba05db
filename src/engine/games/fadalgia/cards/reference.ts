/**
 * The Fadalgia card-language reference (CARD-LANGUAGE.md beside this file), generated from the zod schema
 * (schema.ts), the keyword table (keyword-table.ts) and what the engine runs (engine-support.ts), so that it
 * cannot go stale: every field's type, bounds and values come from the schema; the Thai | English words for
 * each come from DOCS below, and test/engine/cards/reference.test.ts fails when the schema gains a field,
 * verb, condition, event or cost that DOCS does not describe. The worked examples are shipped cards (the
 * shipped sets are data of the same shape a community writes). Pure: scripts/fadalgia-card-reference.ts
 * writes the file.
 */
import type { z } from 'zod';
import { canonicalJson } from '../../../core/hash.js';
import { toSource } from './card-set.js';
import { CATALOG } from './catalog.js';
import { ENGINE_SUPPORT } from './engine-support.js';
import { KEYWORD_TABLE } from './keyword-table.js';
import { activatedSchema, addCostSchema, cardDefSchema, condSchema, continuousSchema, effectSchema, keywordEntrySchema, refSchema, targetSpecSchema, triggerEventSchema, triggerSchema } from './schema.js';
import { BREAK_KIND } from '../../../terms/fadalgia.js';

type Doc = readonly [th: string, en: string];

/** Thai | English words for every part of the language, by "group.name". */
export const DOCS: Record<string, Doc> = {
  // The card.
  'card.id': ['รหัสการ์ด ตัวพิมพ์ใหญ่คั่นด้วย - ขึ้นต้นด้วยรหัสชุด (CMT1-001)', 'Card id: capitals and digits in dash-separated parts, starting with the set code (CMT1-001)'],
  'card.name': ['ชื่อไทยและอังกฤษ รายการเด็คหาการ์ดจากชื่อ จึงต้องไม่ซ้ำการ์ดอื่น', 'Thai and English name; deck lists find cards by name, so it must not repeat another card'],
  'card.type': ['ชนิดการ์ด (201.2)', 'Card type (201.2)'],
  'card.subtypes': ['ชนิดย่อย เช่น Warrior, Knight', 'Subtypes such as Warrior, Knight'],
  'card.element': ['ธาตุ (202.1.1)', 'Element (202.1.1)'],
  'card.cost': ['ค่าร่าย', 'Casting cost'],
  'card.mana': ['ค่ามานาเมื่ออยู่ในโซนมานา (203)', 'Mana value while in the mana zone (203)'],
  'card.at': ['พลังโจมตี (Unit ต้องมี)', 'Attack (a Unit needs it)'],
  'card.df': ['พลังป้องกัน (Unit ต้องมี)', 'Defence (a Unit needs it)'],
  'card.timing': ['เครื่องหมาย [AT Turn] / [DF Turn] ของ Action (301.1.1)', 'An Action’s [AT Turn] / [DF Turn] marks (301.1.1)'],
  'card.duration': ['จำนวนเทิร์นบนสนามของ Item/Terrain; null = จนจบเกม (302.3 / 303.4)', 'Turns an Item or Terrain stays; null = until the end of the game (302.3 / 303.4)'],
  'card.attach': ['Item ติดกับ Unit หรือวางบนสนาม (Item - World)', 'An Item attaches to a unit or lies on the field (Item - World)'],
  'card.text': ['ข้อความบนการ์ด ไทยและอังกฤษ', 'Rules text, Thai and English'],
  'card.keywords': ['คีย์เวิร์ด (606.5): ชื่อตามที่พิมพ์ เช่น "HIGH SPEED", "Resist : Fire" หรือแบบโครงสร้าง (ดูคีย์เวิร์ด)', 'Keywords (606.5): as printed ("HIGH SPEED", "Resist : Fire") or structured entries (see Keywords)'],
  'card.guild': ['ชื่อ Guild เป็นชนิดย่อยเพิ่ม (611)', 'Guild name, an additional subtype (611)'],
  'card.token': ['นิยาม Summon/Phantom ที่ไม่อยู่ในเด็ค (610)', 'A Summon / Phantom definition, never in a deck (610)'],
  'card.manual': ['เอนจินไม่เล่นผลของการ์ดเอง: กรรมการจัดการผ่านคำขอปรับแก้ที่บันทึกไว้', 'The engine does not play the card’s effects: a judge resolves them through the logged manual prompt'],
  'card.target': ['เป้าหมายที่เลือกตอนร่าย', 'Targets chosen on casting'],
  'card.additionalCost': ['ค่าใช้จ่ายเพิ่ม (603.2.2)', 'Additional costs (603.2.2)'],
  'card.effects': ['ผลเมื่อการ์ดแก้ผล (Action)', 'Effects when the card resolves (Actions)'],
  'card.triggers': ['ความสามารถที่ทำงานเมื่อเกิดเหตุการณ์', 'Abilities that fire on an event'],
  'card.activated': ['ความสามารถที่ผู้เล่นสั่งใช้ (มีค่าใช้จ่ายเสมอ)', 'Abilities a player activates (always with a cost)'],
  'card.continuous': ['ผลต่อเนื่องขณะการ์ดอยู่บนสนาม', 'Continuous effects while the card is on the field'],
  'card.aliases': ['ชื่ออื่นที่รายการเด็ครับ', 'Other names deck lists accept'],
  // Targets.
  'target.kind': ['เลือก Unit ผู้เล่น หรืออย่างใดก็ได้', 'Choose a unit, a player, or either'],
  'target.side': ['ฝ่าย: ของเรา ของคู่แข่ง หรือใดก็ได้', 'Whose: own, the opponent’s, or any'],
  'target.mode': ['เฉพาะ Unit ในโหมด AT หรือ DF', 'Only units in AT or DF mode'],
  'target.count': ['จำนวนเป้าหมาย', 'How many targets'],
  'target.element': ['เฉพาะธาตุนี้', 'Only this element'],
  // Who or what an effect acts on.
  'ref.target': ['เป้าหมายที่เลือก', 'The chosen targets'],
  'ref.self': ['การ์ดที่เป็นแหล่งของผล', 'The source card'],
  'ref.ctrl': ['ผู้ควบคุมการ์ด', 'Its controller'],
  'ref.opp': ['คู่แข่งของผู้ควบคุม', 'The controller’s opponent'],
  'ref.equipped': ['Unit ที่ Item นี้ติดอยู่', 'The unit this Item is attached to'],
  'ref.opp-units': ['Unit ทุกตัวของคู่แข่ง', 'Every unit of the opponent'],
  'ref.own-units': ['Unit ทุกตัวของเรา', 'Every unit of the controller'],
  'ref.about': [`วัตถุที่เหตุการณ์ ${BREAK_KIND.trigger.th} กล่าวถึง`, 'The object the triggering event is about'],
  // Verbs.
  'verb.draw': ['จั่ว n ใบ (จากกองหลักหรือกองไลฟ์)', 'Draw n cards (from the main or life pile)'],
  'verb.damage': ['สร้างความเสียหาย n', 'Deal n damage'],
  'verb.destroy': ['ทำลาย', 'Destroy'],
  'verb.heal': ['ฟื้นฟู n', 'Heal n'],
  'verb.modify': ['เปลี่ยน AT/DF จนจบเทิร์นหรือจนจบเกม', 'Change AT/DF until the end of the turn or of the game'],
  'verb.counter': ['วางเคาน์เตอร์ชนิด kind จำนวน n', 'Put n counters of a kind'],
  'verb.search': ['ค้นกองหาการ์ดตามตัวกรองขึ้นมือ', 'Search a pile for a card matching the filter, to the hand'],
  'verb.discard': ['ทิ้งการ์ดจากมือ n ใบ', 'Discard n cards from the hand'],
  'verb.sacrifice': ['สังเวย Unit n ตัว', 'Sacrifice n units'],
  'verb.mode': ['เปลี่ยนโหมดเป็น AT หรือ DF', 'Switch to AT or DF mode'],
  'verb.summon': ['เรียก Summon ตามรหัส token จำนวน n (610.1)', 'Summon n of the token definition named by id (610.1)'],
  'verb.mana': ['เพิ่มมานา n ของธาตุ', 'Add n mana of an element'],
  'verb.change-up': ['Change Up', 'Change Up'],
  'verb.move': ['ย้ายไปมือ Outer Zone หรือสุสาน', 'Move to the hand, the Outer Zone or the grave'],
  'verb.win': ['ผู้เล่นชนะเกม', 'The player wins the game'],
  'verb.lose': ['ผู้เล่นแพ้เกม', 'The player loses the game'],
  'verb.reveal': ['เปิดการ์ดบนสุดของกองให้คู่แข่งดู (607.4)', 'Show the top cards of a pile to the opponent (607.4)'],
  'verb.number': ['ผู้ควบคุมเลือกเลข 0 ถึง max ผลถัดไปที่มี x: true ใช้เลขนั้น (101.6)', 'The controller chooses a number 0 to max; later effects with x: true use it (101.6)'],
  'verb.control': ['ได้ควบคุม Unit (400.9)', 'Gain control of the units (400.9)'],
  'verb.put-back': ['วางการ์ดจากมือ n ใบไว้บนหรือล่างกอง (401.3 / 402.3)', 'Put n cards from the hand on top of or under a pile (401.3 / 402.3)'],
  'verb.grant': ['ให้คีย์เวิร์ดจนจบเทิร์นหรือจนจบเกม', 'Grant keywords until the end of the turn or of the game'],
  // Conditions.
  'cond.life-at-least': ['กองไลฟ์ของเรามีอย่างน้อย n ใบ', 'The controller’s life pile holds at least n cards'],
  'cond.life-at-most': ['กองไลฟ์ของเรามีไม่เกิน n ใบ', 'The controller’s life pile holds at most n cards'],
  'cond.opp-life-at-most': ['กองไลฟ์คู่แข่งมีไม่เกิน n ใบ', 'The opponent’s life pile holds at most n cards'],
  'cond.control': ['ผู้ควบคุมมี Unit บนสนามตรงตัวกรอง', 'The controller has a unit on the field matching the filter'],
  'cond.zone-count': ['จำนวนการ์ดตรงตัวกรองในโซนของผู้เล่นอยู่ระหว่าง min ถึง max', 'The number of matching cards in a player’s zone is between min and max'],
  'cond.tarot-names': ['ได้ชื่อ Tarot ต่างกันอย่างน้อย min ชื่อ (606.5.34.1)', 'At least min different Tarot names gained (606.5.34.1)'],
  // Additional costs.
  'cost.skill': ['ค่าใช้จ่ายแบบ Skill', 'A Skill cost'],
  'cost.sacrifice-self': ['สังเวยตัวเอง', 'Sacrifice this card'],
  'cost.sacrifice': ['สังเวย Unit n ตัว', 'Sacrifice n units'],
  'cost.discard': ['ทิ้งการ์ดจากมือ n ใบ', 'Discard n cards'],
  'cost.counter': ['เอาเคาน์เตอร์ชนิด kind ออก n อัน', 'Remove n counters of a kind'],
  'cost.mana': ['จ่ายมานาเพิ่ม n', 'Pay n more mana'],
  // Trigger events.
  'on.arrive': ['เมื่อลงสนาม', 'When it arrives'],
  'on.attack': ['เมื่อ Unit นี้โจมตี', 'When this unit attacks'],
  'on.block': ['เมื่อ Unit นี้ป้องกัน', 'When this unit blocks'],
  'on.attacked': ['เมื่อถูกโจมตี', 'When it is attacked'],
  'on.any-attack': ['เมื่อ Unit ใดโจมตี (609.4.1)', 'When any unit attacks (609.4.1)'],
  'on.any-block': ['เมื่อ Unit ใดป้องกัน (609.5.1.1)', 'When any unit blocks (609.5.1.1)'],
  'on.destroyed': ['เมื่อถูกทำลาย', 'When it is destroyed'],
  'on.leave': ['เมื่อออกจากสนาม', 'When it leaves the field'],
  'on.turn-start': ['เมื่อเข้า AT Turn', 'As the AT turn begins'],
  'on.refresh-end': ['เมื่อผ่าน Refresh Phase', 'After the Refresh phase'],
  'on.main-start': ['เมื่อเข้า Main Phase', 'As the Main phase begins'],
  'on.main-end': ['เมื่อผ่าน Main Phase', 'After the Main phase'],
  'on.end-turn': ['เมื่อจบ AT Turn', 'As the AT turn ends'],
  'on.damage-player': ['เมื่อสร้างความเสียหายให้ผู้เล่น', 'When it damages a player'],
  'on.cast': ['เมื่อร่ายการ์ดนี้สำเร็จ (606.5.9)', 'When this card is cast (606.5.9)'],
  'on.own-cast': ['เมื่อผู้ควบคุมร่ายการ์ดอื่น (606.5.23)', 'When its controller casts another card (606.5.23)'],
  'on.searched': ['เมื่อกองที่มีการ์ดนี้ถูกค้น (606.5.12)', 'When a pile holding it is searched (606.5.12)'],
  'on.to-grave': ['เมื่อไปสุสานจากสนาม (606.5.11)', 'When it goes from the field to the grave (606.5.11)'],
  'on.life-to-grave': ['เมื่อไปสุสานจากกองไลฟ์ด้วยความเสียหาย (606.5.26)', 'When it goes from the life pile to the grave by damage (606.5.26)'],
  'on.to-outer': ['เมื่อถูกนำออกไป Outer Zone (606.5.15)', 'When it is removed to the Outer Zone (606.5.15)'],
  'on.clean-up': ['ทุก Clean Up Phase (606.5.4)', 'Each Clean Up phase (606.5.4)'],
  'on.fought': ['เมื่อต่อสู้แล้วรอด (606.5.5)', 'When it fought and survived (606.5.5)'],
  // Trigger and activated abilities.
  'trigger.on': ['เหตุการณ์ (ดูเหตุการณ์)', 'The event (see Events)'],
  'trigger.zone': ['ทำงานจากโซนนี้ (408.4) ค่าเริ่มต้นคือสนาม', 'Works from this zone (408.4); default the field'],
  'trigger.kw': ['คีย์เวิร์ดที่ความสามารถนี้พิมพ์เป็น (606.5.30)', 'The keyword it is printed as (606.5.30)'],
  'trigger.optional': ['ผู้ควบคุมเลือกได้ว่าจะใช้หรือไม่', 'The controller may decline it'],
  'trigger.target': ['เป้าหมายที่เลือก', 'Targets chosen'],
  'trigger.additionalCost': ['ค่าใช้จ่ายเพิ่ม', 'Additional costs'],
  'trigger.effects': ['ผล', 'Effects'],
  'trigger.text': ['ข้อความของความสามารถ', 'The ability’s text'],
  'activated.zone': ['ใช้จากโซนนี้ (406.2.1) ค่าเริ่มต้นคือสนาม', 'Used from this zone (406.2.1); default the field'],
  'activated.kw': ['คีย์เวิร์ดที่ความสามารถนี้พิมพ์เป็น', 'The keyword it is printed as'],
  'activated.cost': ['ค่าใช้ (มานา)', 'Activation cost (mana)'],
  'activated.timing': ['ใช้ได้ใน AT Turn / DF Turn', 'Usable in the AT / DF turn'],
  'activated.target': ['เป้าหมายที่เลือก', 'Targets chosen'],
  'activated.additionalCost': ['ค่าใช้จ่ายเพิ่ม', 'Additional costs'],
  'activated.effects': ['ผล', 'Effects'],
  'activated.text': ['ข้อความของความสามารถ', 'The ability’s text'],
  // Continuous effects.
  'continuous.modify': ['เปลี่ยน AT/DF ของ Unit ในขอบเขต', 'Change AT/DF of the units in scope'],
  'continuous.prohibit': ['ห้ามจั่วไลฟ์หรือโจมตีผู้เล่น', 'Forbid life draws or attacks on players'],
  'continuous.allow': ['อนุญาตโจมตีทันทีที่ลงสนามหรือจั่วไลฟ์เพิ่ม', 'Allow attacking on arrival or an extra life draw'],
  'continuous.cost': ['เปลี่ยนค่าร่ายการ์ด (605.2.2.2)', 'Change the cost of cards (605.2.2.2)'],
  'continuous.grant': ['ให้คีย์เวิร์ดกับ Unit ในขอบเขต', 'Grant keywords to the units in scope'],
  // Structured keyword entries.
  'keyword.k': ['ชื่อคีย์เวิร์ด (ดูตารางคีย์เวิร์ด)', 'The keyword (see the keyword table)'],
  'keyword.from': ['Resist : [X] (606.5.7)', 'Resist : [X] (606.5.7)'],
  'keyword.name': ['ชื่อที่คีย์เวิร์ดอ้างถึง (Clan, Skill User, Live, Streamlink, Transform, Tarot)', 'The name a keyword refers to (Clan, Skill User, Live, Streamlink, Transform, Tarot)'],
  'keyword.x': ['Reinforce X', 'Reinforce X'],
  'keyword.subtype': ['เงื่อนไขชนิดย่อยของ Reinforce / Avatar', 'Reinforce’s / Avatar’s subtype condition'],
  'keyword.tarot': ['Tarot : [Name] หรือ Tarot X (606.5.34)', 'Tarot : [Name] or Tarot X (606.5.34)'],
  'keyword.cost': ['ค่าใช้ของความสามารถที่คีย์เวิร์ดพามา', 'Cost of the carried ability'],
  'keyword.timing': ['เทิร์นที่ใช้ได้', 'Turns it is usable in'],
  'keyword.target': ['เป้าหมาย', 'Targets'],
  'keyword.additionalCost': ['ค่าใช้จ่ายเพิ่ม', 'Additional costs'],
  'keyword.cond': ['เงื่อนไข', 'Condition'],
  'keyword.effects': ['ผลที่คีย์เวิร์ดพามา', 'Effects the keyword carries'],
  'keyword.continuous': ['ผลต่อเนื่องที่คีย์เวิร์ดพามา', 'Continuous effects the keyword carries'],
  'keyword.grants': ['คีย์เวิร์ดที่ได้รับ', 'Keywords gained'],
  'keyword.text': ['ข้อความ', 'Text'],
};

type Any = z.core.$ZodType;
const defOf = (s: Any) => (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/** The object under optional / pipe (transform) / refinements. */
function objectOf(s: Any): Record<string, Any> {
  const d = defOf(s);
  if (d.type === 'pipe') return objectOf(d.in as Any);
  if (d.type === 'optional' || d.type === 'nullable') return objectOf(d.innerType as Any);
  return d.shape as Record<string, Any>;
}

const NAMED = new Map<Any, string>([
  [effectSchema as Any, 'effect (see Verbs)'], [condSchema as Any, 'condition (see Conditions)'], [triggerSchema as Any, 'trigger (see Triggers)'],
  [activatedSchema as Any, 'activated ability (see Activated)'], [continuousSchema as Any, 'continuous effect (see Continuous)'],
  [addCostSchema as Any, 'additional cost (see Costs)'], [targetSpecSchema as Any, 'target (see Targets)'], [keywordEntrySchema as Any, 'keyword entry (see Keywords)'],
  [refSchema as Any, 'ref (see Refs)'], [triggerEventSchema as Any, 'event (see Events)'],
]);

function typeOf(s: Any): string {
  const named = NAMED.get(s);
  if (named) return named;
  const d = defOf(s);
  switch (d.type) {
    case 'optional': return typeOf(d.innerType as Any);
    case 'nullable': return `${typeOf(d.innerType as Any)} or null`;
    case 'pipe': return typeOf(d.in as Any);
    case 'string': return 'text';
    case 'number': {
      const n = s as unknown as { minValue: number | null; maxValue: number | null };
      // An integer schema carries the safe-integer bounds when none is written.
      const lo = n.minValue !== null && n.minValue > Number.MIN_SAFE_INTEGER ? n.minValue : null;
      const hi = n.maxValue !== null && n.maxValue < Number.MAX_SAFE_INTEGER ? n.maxValue : null;
      if (lo !== null && hi !== null) return `integer ${lo}–${hi}`;
      return lo !== null ? `integer ≥ ${lo}` : hi !== null ? `integer ≤ ${hi}` : 'integer';
    }
    case 'boolean': return 'true | false';
    case 'literal': return (d.values as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
    case 'enum': return Object.values(d.entries as Record<string, string>).map((v) => `\`${v}\``).join(' · ');
    case 'array': return `list of ${typeOf(d.element as Any)}`;
    case 'union': return (d.options as Any[]).map(typeOf).join(' or ');
    case 'object': {
      const shape = d.shape as Record<string, Any>;
      if (Object.keys(shape).join() === 'th,en') return '{ th, en } text';
      return `{ ${Object.keys(shape).join(', ')} }`;
    }
    default: return String(d.type);
  }
}

const optional = (s: Any): boolean => defOf(s).type === 'optional';
const cell = (s: string) => s.replaceAll('|', '\\|');

function doc(key: string): Doc {
  return DOCS[key] ?? ['', ''];
}

function fieldTable(group: string, shape: Record<string, Any>, skip: string[] = []): string {
  const rows = Object.entries(shape).filter(([k]) => !skip.includes(k)).map(([k, v]) => {
    const [th, en] = doc(`${group}.${k}`);
    return `| \`${k}\` | ${cell(typeOf(v))} | ${optional(v) ? '' : '✓'} | ${cell(th)} | ${cell(en)} |`;
  });
  return ['| field | type | required | ไทย | English |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The options of a discriminated union with their discriminator values (an enum discriminator gives several). */
function variants(union: Any, key: string): Array<{ values: string[]; shape: Record<string, Any> }> {
  return (defOf(union).options as Any[]).map((o) => {
    const shape = objectOf(o);
    const k = defOf(shape[key]!);
    const values = k.type === 'literal' ? (k.values as string[]) : Object.values(k.entries as Record<string, string>);
    return { values, shape };
  });
}

/** Every name the schema defines per group: what DOCS must describe (the test compares the two). */
export function schemaNames(): Record<string, string[]> {
  return {
    card: Object.keys(objectOf(cardDefSchema as Any)),
    target: Object.keys(objectOf(targetSpecSchema as Any)),
    ref: refSchema.options as string[],
    verb: variants(effectSchema as Any, 'verb').flatMap((v) => v.values),
    cond: variants(condSchema as Any, 'k').flatMap((v) => v.values),
    cost: variants(addCostSchema as Any, 'k').flatMap((v) => v.values),
    on: triggerEventSchema.options as string[],
    trigger: Object.keys(objectOf(triggerSchema as Any)),
    activated: Object.keys(objectOf(activatedSchema as Any)),
    continuous: variants(continuousSchema as Any, 'k').flatMap((v) => v.values),
    keyword: Object.keys(objectOf(keywordEntrySchema as Any)),
  };
}

const json = (x: unknown): string => `\`\`\`json\n${JSON.stringify(x, null, 2)}\n\`\`\``;
const runs = (yes: boolean) => (yes ? 'engine plays it / เอนจินเล่นได้' : 'engine does not play it: keyword entries or `manual` cards only / เอนจินยังไม่เล่น: ใช้ในคีย์เวิร์ดหรือการ์ด `manual` เท่านั้น');

/** The first shipped card (by id) whose data holds `needle`, for an example per verb and event. */
function shippedExample(needle: (c: unknown) => unknown): { id: string; part: unknown } | null {
  for (const id of [...CATALOG.keys()].sort()) {
    const part = needle(CATALOG.get(id));
    if (part !== undefined) return { id, part };
  }
  return null;
}

function findEffect(c: unknown, verb: string): unknown {
  let found: unknown;
  const walk = (x: unknown): void => {
    if (found !== undefined || !x || typeof x !== 'object') return;
    if (Array.isArray(x)) { x.forEach(walk); return; }
    if ((x as { verb?: unknown }).verb === verb) { found = x; return; }
    Object.values(x).forEach(walk);
  };
  walk(c);
  return found;
}

/** Shipped cards shown whole, one per kind of card and ability. */
const WORKED = ['SNM-S01-001', 'SNM-S01-010', 'SNM-S01-020'];

export function referenceMarkdown(): string {
  const out: string[] = [];
  out.push('# Fadalgia card language / ภาษาการ์ด Fadalgia', '');
  out.push('<!-- Generated by scripts/fadalgia-card-reference.ts from src/engine/games/fadalgia/cards/schema.ts: do not edit by hand. -->', '');
  out.push('ไฟล์ชุดการ์ด (YAML หรือ JSON) มีหัวไฟล์ `game: fadalgia`, `set`, `name`, `version` และ `cards` การ์ดแต่ละใบเป็นข้อมูลล้วนตามตารางด้านล่าง ฟิลด์ที่ไม่รู้จัก ค่าเกินขอบเขต หรือส่วนที่เอนจินยังเล่นไม่ได้ (เว้นแต่การ์ดเป็น `manual`) จะถูกปฏิเสธพร้อมชื่อการ์ด ฟิลด์ และบรรทัด การ์ดที่มากับ Sanam เขียนด้วยรูปแบบเดียวกันนี้ (`/cards export` ให้ไฟล์ของมัน)', '');
  out.push('A set file (YAML or JSON) has the header `game: fadalgia`, `set`, `name`, `version` and `cards`. Every card is plain data as tabled below; an unknown field, a value out of bounds, or a part the engine does not play (unless the card is `manual`) is refused, naming the card, the field and the line. The shipped cards are written in this same form (`/cards export` gives their file).', '');
  out.push('## Card / การ์ด', '', fieldTable('card', objectOf(cardDefSchema as Any)), '');
  out.push('Rules checked after the fields: a Unit needs `at` and `df`; an Action needs `timing`; an Item or Terrain needs `duration`; an Item says what it `attach`es to; a keyword is listed once; Skill User is printed on Actions, Jump on Units; a card id starts with the set code and repeats no shipped or server card; a name repeats no other card’s (Thai or English, ignoring case, spaces and punctuation), except a token’s: a token is summoned by id and never in a deck, so its name reserves nothing.', '');
  out.push('กฎหลังตรวจฟิลด์: Unit ต้องมี `at` และ `df` · Action ต้องมี `timing` · Item และ Terrain ต้องมี `duration` · Item ต้องบอก `attach` · คีย์เวิร์ดห้ามซ้ำ · Skill User อยู่บน Action, Jump อยู่บน Unit · รหัสการ์ดขึ้นต้นด้วยรหัสชุดและห้ามซ้ำ · ชื่อห้ามซ้ำการ์ดอื่น (ทั้งไทยและอังกฤษ ไม่นับตัวพิมพ์ ช่องว่าง เครื่องหมาย) ยกเว้นโทเคน ซึ่งอัญเชิญด้วยรหัสและไม่อยู่ในเด็ค ชื่อโทเคนจึงซ้ำได้', '');
  out.push('## Targets / เป้าหมาย', '', fieldTable('target', objectOf(targetSpecSchema as Any)), '');
  out.push('## Refs / ผู้รับผล', '', 'Who or what an effect acts on (`to`, `who`). / ผลกระทำกับใคร', '', '| ref | ไทย | English |', '|---|---|---|', ...(refSchema.options as string[]).map((r) => `| \`${r}\` | ${doc(`ref.${r}`)[0]} | ${doc(`ref.${r}`)[1]} |`), '');
  out.push('## Verbs / คำสั่ง', '', 'Every effect may carry `cond` (a life-pile or zone-count condition, see Conditions). / ทุกผลใส่ `cond` ได้', '');
  for (const v of variants(effectSchema as Any, 'verb')) {
    const verb = v.values[0]!;
    const [th, en] = doc(`verb.${verb}`);
    const fields = Object.entries(v.shape).filter(([k]) => k !== 'verb' && k !== 'cond').map(([k, s]) => `\`${k}\`${optional(s) ? '?' : ''}: ${typeOf(s)}`).join(' · ');
    out.push(`### \`${verb}\``, '', th, '', en, '', fields ? `Fields: ${fields}` : 'No fields.', '', `*${runs(ENGINE_SUPPORT.verbs.includes(verb))}*`, '');
    const ex = shippedExample((c) => findEffect(c, verb));
    if (ex) out.push(`From ${ex.id}:`, '', json(ex.part), '');
  }
  out.push('## Conditions / เงื่อนไข', '');
  for (const v of variants(condSchema as Any, 'k')) {
    const rest = Object.entries(v.shape).filter(([f]) => f !== 'k').map(([f, s]) => `\`${f}\`${optional(s) ? '?' : ''}: ${typeOf(s)}`).join(' · ');
    for (const k of v.values) out.push(`### \`${k}\``, '', doc(`cond.${k}`)[0], '', doc(`cond.${k}`)[1], '', `Fields: ${rest}`, '');
  }
  out.push('## Events / เหตุการณ์ (`triggers[].on`)', '', '| on | ไทย | English | engine |', '|---|---|---|---|',
    ...(triggerEventSchema.options as string[]).map((e) => `| \`${e}\` | ${doc(`on.${e}`)[0]} | ${doc(`on.${e}`)[1]} | ${ENGINE_SUPPORT.triggerEvents.includes(e as never) ? '✓' : 'keyword only'} |`), '');
  out.push(`## Triggers / ${BREAK_KIND.trigger.th}`, '', fieldTable('trigger', objectOf(triggerSchema as Any)), '', `The engine fires triggers from: ${ENGINE_SUPPORT.triggerZones.map((z) => `\`${z}\``).join(', ')}.`, '');
  out.push('## Activated / ความสามารถที่สั่งใช้', '', fieldTable('activated', objectOf(activatedSchema as Any)), '', `An activated ability costs something (cost > 0 or an additional cost). Zones the engine offers them from: ${ENGINE_SUPPORT.activatedZones.map((z) => `\`${z}\``).join(', ')}.`, '');
  out.push('## Costs / ค่าใช้จ่ายเพิ่ม (`additionalCost`)', '');
  for (const v of variants(addCostSchema as Any, 'k')) {
    const k = v.values[0]!;
    const rest = Object.entries(v.shape).filter(([f]) => f !== 'k').map(([f, s]) => `\`${f}\`: ${typeOf(s)}`).join(' · ');
    out.push(`- \`${k}\` — ${doc(`cost.${k}`)[0]} / ${doc(`cost.${k}`)[1]}${rest ? ` (${rest})` : ''}`);
  }
  out.push('', '## Continuous / ผลต่อเนื่อง', '');
  for (const v of variants(continuousSchema as Any, 'k')) {
    const k = v.values[0]!;
    const rest = Object.entries(v.shape).filter(([f]) => f !== 'k').map(([f, s]) => `\`${f}\`${optional(s) ? '?' : ''}: ${typeOf(s)}`).join(' · ');
    out.push(`### \`${k}\``, '', doc(`continuous.${k}`)[0], '', doc(`continuous.${k}`)[1], '', `Fields: ${rest}`, '');
  }
  out.push('## Keywords / คีย์เวิร์ด (606.5)', '', 'A card names a keyword as printed (`"HIGH SPEED"`, `"Resist : Fire"`, `"Reinforce 2 : Knight"`) or as a structured entry; the engine’s keyword plug-ins play them. / การ์ดระบุคีย์เวิร์ดตามที่พิมพ์ หรือแบบโครงสร้าง', '');
  out.push('| keyword | ไทย | English | rule | kind | parameter | carries an ability |', '|---|---|---|---|---|---|---|');
  for (const k of KEYWORD_TABLE) out.push(`| \`${k.key}\`${k.aliases?.length ? ` (${k.aliases.map((a) => `\`${a}\``).join(', ')})` : ''} | ${cell(k.th)} | ${cell(k.en)} | ${k.rule} | ${k.kind} | ${k.param} | ${k.carries ? '✓' : ''} |`);
  out.push('', '### Structured entry / แบบโครงสร้าง', '', fieldTable('keyword', objectOf(keywordEntrySchema as Any)), '');
  out.push('## Worked examples from the shipped sets / ตัวอย่างจากชุดที่มากับ Sanam', '');
  for (const id of WORKED) {
    const c = CATALOG.get(id);
    if (!c) continue;
    out.push(`### ${id} — ${c.name.th} / ${c.name.en}`, '', json(JSON.parse(canonicalJson(toSource(c)))), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
