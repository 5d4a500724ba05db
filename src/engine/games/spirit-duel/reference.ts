/**
 * The Spirit Duel card-language reference, generated from the zod schema (language.ts) so it cannot go stale:
 * every field, verb, selector, amount, condition, duration and trigger with its Thai | English description, a
 * minimal example per verb (each validated by the tests) and worked examples from the shipped set (cards.json).
 * Pure: scripts/spirit-duel-reference.ts writes CARD-LANGUAGE.md, a test checks it is up to date.
 */
import type { z } from 'zod';
import { SHIPPED_FILE } from './cards.js';
import { Amount, CardDef, CardFilter, Condition, Duration, Effect, Material, Player, SpiritFilter, SpiritRef, Target, TrapDef, TrapTiming, Trigger, TriggerOn, Whose } from './language.js';
import { TRIGGER } from '../../terms/spirit-duel.js';
import { CARD_TYPE as SD_TYPE } from '../../terms/spirit-duel.js';

/** One minimal effect per verb, in a Magic unless the verb needs an attack (then in an attack-timing Trap). */
export const VERB_EXAMPLES: Record<string, { effect: unknown; in: 'magic' | 'trap' }> = {
  damage: { effect: { do: 'damage', target: { choose: { side: 'opponents' } }, amount: 3 }, in: 'magic' },
  heal: { effect: { do: 'heal', target: { choose: { side: 'any', damaged: true } }, amount: { upTo: 3 } }, in: 'magic' },
  destroy: { effect: { do: 'destroy', target: { each: { side: 'opponents', maxCost: 2 } } }, in: 'magic' },
  'return-to-hand': { effect: { do: 'return-to-hand', target: { choose: { side: 'yours' } } }, in: 'magic' },
  modify: { effect: { do: 'modify', target: { ref: 'attacker' }, atk: -2, duration: 'this-attack' }, in: 'trap' },
  'may-attack': { effect: { do: 'may-attack', target: { choose: { side: 'yours', summonedThisTurn: true } } }, in: 'magic' },
  rest: { effect: { do: 'rest', target: { choose: { side: 'opponents' }, upTo: 2 } }, in: 'magic' },
  ready: { effect: { do: 'ready', target: { each: { side: 'yours' } } }, in: 'magic' },
  unequip: { effect: { do: 'unequip', target: { choose: { side: 'any' } }, to: 'discard' }, in: 'magic' },
  'damage-soul': { effect: { do: 'damage-soul', player: 'opponent', amount: { count: 'discard', side: 'yours', max: 5 } }, in: 'magic' },
  'gain-soul': { effect: { do: 'gain-soul', player: 'you', amount: 2 }, in: 'magic' },
  draw: { effect: { do: 'draw', player: 'both', amount: 1 }, in: 'magic' },
  discard: { effect: { do: 'discard', player: 'opponent', amount: 1 }, in: 'magic' },
  mill: { effect: { do: 'mill', player: 'opponent', amount: 2 }, in: 'magic' },
  search: { effect: { do: 'search', filter: { type: 'spirit', maxCost: 2 } }, in: 'magic' },
  recover: { effect: { do: 'recover', filter: { type: 'spirit' } }, in: 'magic' },
  'gain-core': { effect: { do: 'gain-core', player: 'you', amount: 2 }, in: 'magic' },
  'lose-core': { effect: { do: 'lose-core', player: 'opponent', amount: 1 }, in: 'magic' },
  'extra-summon': { effect: { do: 'extra-summon', amount: 1 }, in: 'magic' },
  'cancel-attack': { effect: { do: 'cancel-attack' }, in: 'trap' },
  'destroy-field': { effect: { do: 'destroy-field' }, in: 'magic' },
};

/** The example as a whole card definition (what the tests validate). */
export function exampleCard(verb: string): unknown {
  const x = VERB_EXAMPLES[verb]!;
  const base = { id: `EX-${verb}`, name: { th: verb, en: verb }, cost: 1, text: { th: verb, en: verb } };
  return x.in === 'magic' ? { ...base, type: 'magic', effects: [x.effect] } : { ...base, type: 'trap', trap: { timing: 'attack-declared', effects: [x.effect] } };
}

type Any = z.core.$ZodType;

function typeOf(s: Any): string {
  if (s === (Effect as Any)) return 'effect (see Verbs)';
  if (s === (Condition as Any)) return 'condition (see Conditions)';
  if (s === (Trigger as Any)) return 'trigger (see Triggers)';
  if (s === (TrapDef as Any)) return 'Trap (see Traps)';
  const t = s as unknown as { _zod: { def: Record<string, unknown> } };
  const def = t._zod.def;
  switch (def.type) {
    case 'optional': return typeOf(def.innerType as Any);
    case 'string': return 'text';
    case 'number': {
      const n = s as unknown as z.ZodNumber;
      return `integer ${n.minValue ?? ''}–${n.maxValue ?? ''}`;
    }
    case 'literal': return (def.values as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
    case 'enum': return Object.values(def.entries as Record<string, string>).map((v) => `\`${v}\``).join(' · ');
    case 'array': return `list of ${typeOf(def.element as Any)}`;
    case 'union': return (def.options as Any[]).map(typeOf).join(' or ');
    case 'object': return `{ ${Object.keys(def.shape as object).join(', ')} }`;
    default: return String(def.type);
  }
}

const desc = (s: Any): [string, string] => {
  const d = (s as unknown as { description?: string }).description ?? ((s as unknown as { _zod: { def: { innerType?: { description?: string } } } })._zod.def.innerType?.description ?? '');
  const [th = '', en = ''] = d.split(' | ');
  return [th, en];
};
const optional = (s: Any): boolean => (s as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'optional';

function fields(o: z.ZodObject): string {
  const rows = Object.entries(o.shape).map(([k, v]) => {
    const [th, en] = desc(v as Any);
    return `| \`${k}\` | ${typeOf(v as Any)} | ${optional(v as Any) ? '' : '✓'} | ${th} | ${en} |`;
  });
  return ['| field | type | required | ไทย | English |', '|---|---|---|---|---|', ...rows].join('\n');
}

const section = (title: string, s: Any): string => {
  const [th, en] = desc(s);
  return `### ${title}\n\n${th}${th ? '\n\n' : ''}${en}`;
};

const json = (x: unknown): string => `\`\`\`json\n${JSON.stringify(x, null, 2)}\n\`\`\``;

export function referenceMarkdown(): string {
  const out: string[] = [];
  out.push('# Spirit Duel card language / ภาษาการ์ด Spirit Duel', '');
  out.push('<!-- Generated by scripts/spirit-duel-reference.ts from src/engine/games/spirit-duel/language.ts: do not edit by hand. -->', '');
  out.push('ไฟล์ชุดการ์ดเป็น JSON (หรือ YAML ที่มีโครงสร้างเดียวกัน) `{ "schemaVersion": 1, "set": {...}, "cards": [...] }` การ์ดแต่ละใบเป็นข้อมูลล้วน ไม่มีโค้ด ฟิลด์ที่ไม่รู้จักหรือใช้ผิดที่จะถูกปฏิเสธพร้อมชื่อการ์ด ตำแหน่งฟิลด์ และเหตุผล', '');
  out.push('A set file is JSON (or YAML of the same shape) `{ "schemaVersion": 1, "set": {...}, "cards": [...] }`. Every card is plain data, never code; an unknown field or one used where it cannot work is refused, naming the card, the field path and why.', '');
  out.push('## Card / การ์ด', '', fields(CardDef), '');
  out.push('Context rules (checked after the schema): a Spirit needs `atk` and `hp`; a Magic needs `effects`; a Trap needs `trap`; a Field or Equipment must do something; `this` exists only in a Spirit’s or Equipment’s triggers; `attacker`, `attack-target`, `attack-on` and `this-attack` only during an attack (attack-timing Traps, `attacks`/`attacked` triggers); `subject` only where an event names a Spirit; end-of-turn triggers never ask for a choice; ids may not reuse a shipped or existing id; a name repeats no other card’s, shipped or of the server’s sets (Thai or English, ignoring case, spaces and punctuation), since deck lists find cards by name.', '');
  out.push(`กฎตามบริบท (ตรวจหลังโครงสร้าง): Spirit ต้องมี \`atk\` และ \`hp\` · Magic ต้องมี \`effects\` · Trap ต้องมี \`trap\` · เวทย์สนามหรือ${SD_TYPE.equipment.th}ต้องมีผล · \`this\` มีเฉพาะใน ${TRIGGER.th} ของ Spirit หรือ${SD_TYPE.equipment.th} · \`attacker\`, \`attack-target\`, \`attack-on\`, \`this-attack\` มีเฉพาะระหว่างการโจมตี · \`subject\` มีเฉพาะเมื่อเหตุการณ์ระบุ Spirit · ${TRIGGER.th} จบเทิร์นต้องไม่ให้เลือก · รหัสห้ามซ้ำกับการ์ดที่มีอยู่ · ชื่อห้ามซ้ำการ์ดอื่น ทั้งที่มากับ Sanam และในชุดของเซิร์ฟเวอร์ (ทั้งไทยและอังกฤษ ไม่นับตัวพิมพ์ ช่องว่าง เครื่องหมาย) เพราะรายการเด็คหาการ์ดจากชื่อ`, '');
  out.push('## Verbs / การกระทำ', '');
  for (const o of Effect.options) {
    const verb = o.shape.do.value;
    const [th, en] = desc(o);
    const rest = Object.entries(o.shape).filter(([k]) => k !== 'do').map(([k, v]) => `\`${k}\`${optional(v as Any) ? '?' : ''}: ${typeOf(v as Any)}`).join(' · ');
    out.push(`### \`${verb}\``, '', `${th}`, '', `${en}`, '', rest ? `Fields: ${rest}` : 'No fields.', '', json(VERB_EXAMPLES[verb]!.effect), '');
  }
  out.push('## Selectors / ตัวเลือกเป้าหมาย', '', section('Target', Target), '', `Forms: ${typeOf(Target)}`, '', section('Spirit reference (`ref`)', SpiritRef), '', `Values: ${typeOf(SpiritRef)}`, '');
  out.push(section('Spirit filter (`choose`, `each`, `affects`)', SpiritFilter), '', fields(SpiritFilter), '');
  out.push(section('Player', Player), '', `Values: ${typeOf(Player)}`, '', section('Card filter (`search`, `recover`)', CardFilter), '', fields(CardFilter), '');
  out.push('## Amounts / จำนวน', '', section('Amount', Amount), '', `Forms: ${typeOf(Amount)} (heal also takes \`"all"\`)`, '');
  out.push('## Conditions / เงื่อนไข', '');
  for (const o of Condition.options) {
    const [th, en] = desc(o);
    out.push(`### \`${o.shape.k.value}\``, '', th, '', en, '', fields(o), '');
  }
  out.push('## Durations / ระยะเวลา', '', section('Duration', Duration), '', `Values: ${typeOf(Duration)}`, '');
  out.push(`## Triggers / ${TRIGGER.th}`, '', section('Trigger', Trigger), '', fields(Trigger), '', section('`on`', TriggerOn), '', `Values: ${typeOf(TriggerOn)}`, '', section('`whose`', Whose), '', `Values: ${typeOf(Whose)}`, '');
  out.push('## Traps / Trap', '', fields(TrapDef), '', section('Timing', TrapTiming), '', `Values: ${typeOf(TrapTiming)}`, '', section('Materials', Material), '');
  out.push('## Worked examples from the shipped set / ตัวอย่างจากชุดที่มากับ Sanam', '');
  const shipped = SHIPPED_FILE.cards as Array<{ id: string; name: { th: string; en: string }; text: { th: string; en: string } }>;
  for (const id of ['SD-015', 'SD-007', 'SD-002', 'SD-101', 'SD-102', 'SD-106', 'SD-203', 'SD-303', 'SD-402', 'SD-403', 'SD-405', 'SD-406']) {
    const c = shipped.find((x) => x.id === id)!;
    out.push(`### ${c.id} ${c.name.th} / ${c.name.en}`, '', `${c.text.th}`, '', `${c.text.en}`, '', json(c), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
