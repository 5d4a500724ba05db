/**
 * Spirit Duel's CardSetSupport (core/api-types.ts): a community set validated whole — the schema (language.ts)
 * and then the context rules the schema cannot say (which fields a card type takes, where "the attacking
 * Spirit" or "this" exist, which references resolve). Every error names the card, the field's path and what is
 * wrong, in Thai and English; a definition the engine could not run is refused, never kept dormant.
 */
import type { CardSetIssue, CardSetParse, CardSetSupport, CardSummary } from '../../core/api-types.js';
import type { Text } from '../../core/view-types.js';
import { SD_CARDS, SHIPPED_FILE } from './cards.js';
import { CardDef, type SDCard, type SDCondition, type SDEffect, type SDTarget } from './language.js';
import { CARD_TYPE } from '../../terms/spirit-duel.js';
import { TRIGGER } from '../../terms/spirit-duel.js';
import { CARD_TYPE as SD_TYPE } from '../../terms/spirit-duel.js';

/** A set may hold at most this many cards (the server also caps the file's size). */
export const MAX_SET_CARDS = 1000;

/** A card type's name in a summary or an error: the term list's (src/engine/terms/spirit-duel.ts), as board and bot spell it; plain {th, en}. */
const TYPE_NAME = Object.fromEntries(Object.entries(CARD_TYPE).map(([k, v]) => [k, { th: v.th, en: v.en }])) as Record<SDCard['type'], Text>;

interface ZodIssueLike { code: string; path: PropertyKey[]; message: string; expected?: unknown; keys?: string[]; minimum?: unknown; maximum?: unknown; values?: unknown[]; input?: unknown; errors?: ZodIssueLike[][]; note?: string; format?: string }

const VERBS = ['damage', 'heal', 'destroy', 'return-to-hand', 'modify', 'may-attack', 'rest', 'ready', 'unequip', 'damage-soul', 'gain-soul', 'draw', 'discard', 'mill', 'search', 'recover', 'gain-core', 'lose-core', 'extra-summon', 'cancel-attack', 'destroy-field'];

function zodMessage(i: ZodIssueLike, card: Record<string, unknown>): Text {
  const got = (v: unknown): string => JSON.stringify(v)?.slice(0, 40) ?? String(v);
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined
        ? { th: `ต้องมีฟิลด์นี้ (${String(i.expected)})`, en: `required (${String(i.expected)})` }
        : { th: `ต้องเป็น ${String(i.expected)} ได้ ${got(i.input)}`, en: `expected ${String(i.expected)}, got ${got(i.input)}` };
    case 'unrecognized_keys':
      return { th: `ไม่รู้จักฟิลด์ ${i.keys!.join(', ')} (Spirit Duel ไม่รองรับ)`, en: `unknown field ${i.keys!.join(', ')} (not supported by Spirit Duel)` };
    case 'too_small':
      return { th: `ต้องไม่น้อยกว่า ${String(i.minimum)}`, en: `must be at least ${String(i.minimum)}` };
    case 'too_big':
      return { th: `ต้องไม่เกิน ${String(i.maximum)}`, en: `must be at most ${String(i.maximum)}` };
    case 'invalid_value':
      return { th: `ต้องเป็นหนึ่งใน ${i.values!.map(String).join(', ')}`, en: `must be one of ${i.values!.map(String).join(', ')}` };
    case 'invalid_format':
      return { th: 'รูปแบบไม่ถูกต้อง', en: `invalid format (${i.format ?? 'pattern'})` };
    case 'invalid_union': {
      const at = i.path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<PropertyKey, unknown>)[k] : undefined), card);
      const last = i.path.at(-1);
      const field = (key: string): unknown => (last === key ? at : at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined);
      const verb = field('do');
      if (typeof verb === 'string' && !VERBS.includes(verb)) return { th: `Spirit Duel ไม่รองรับ verb "${verb}" (รองรับ: ${VERBS.join(', ')})`, en: `Spirit Duel does not support the verb "${verb}" (supported: ${VERBS.join(', ')})` };
      const k = field('k');
      if (typeof k === 'string') return { th: `Spirit Duel ไม่รองรับเงื่อนไข "${k}" (รองรับ: stat, count, attack-on)`, en: `Spirit Duel does not support the condition "${k}" (supported: stat, count, attack-on)` };
      return { th: `ไม่ตรงกับรูปแบบใดที่รองรับ: ${got(at)}`, en: `matches none of the supported forms: ${got(at)}` };
    }
    default:
      return { th: `ไม่ถูกต้อง: ${i.message}`, en: `invalid: ${i.message}` };
  }
}

/** Walks every effect list of a card with what exists where it runs. */
interface Where { path: string; battle: boolean; self: boolean; subject: boolean; noChoice: boolean; what: Text }

function places(c: SDCard): Array<{ where: Where; conds?: readonly SDCondition[]; condPath?: string; effects: readonly SDEffect[] }> {
  const out: Array<{ where: Where; conds?: readonly SDCondition[]; condPath?: string; effects: readonly SDEffect[] }> = [];
  if (c.effects) out.push({ where: { path: 'effects', battle: false, self: false, subject: false, noChoice: false, what: { th: 'Magic', en: 'a Magic' } }, conds: c.if, condPath: 'if', effects: c.effects });
  if (c.trap) {
    const battle = c.trap.timing !== 'opponent-summon';
    out.push({ where: { path: 'trap.effects', battle, self: false, subject: !battle, noChoice: false, what: { th: `Trap จังหวะ ${c.trap.timing}`, en: `a Trap of timing ${c.trap.timing}` } }, conds: c.trap.if, condPath: 'trap.if', effects: c.trap.effects });
  }
  c.triggers?.forEach((t, i) => {
    const turn = t.on === 'turn-start' || t.on === 'turn-end';
    out.push({
      where: { path: `triggers.${i}.effects`, battle: t.on === 'attacks' || t.on === 'attacked', self: c.type === 'spirit' || c.type === 'equipment', subject: !turn && t.on !== 'destroyed', noChoice: t.on === 'turn-end', what: { th: `${TRIGGER.th} ${t.on}`, en: `a ${t.on} trigger` } },
      conds: t.if, condPath: `triggers.${i}.if`, effects: t.effects,
    });
  });
  return out;
}

function checkCard(c: SDCard, known: (id: string) => SDCard['type'] | 'unknown' | null, issue: (field: string, th: string, en: string) => void): void {
  const has = (k: keyof SDCard) => c[k] !== undefined;
  const forbid = (keys: Array<keyof SDCard>) => {
    for (const k of keys) if (has(k)) issue(k, `การ์ดประเภท ${TYPE_NAME[c.type].th} ใช้ฟิลด์ ${k} ไม่ได้`, `a ${TYPE_NAME[c.type].en} card cannot have ${k}`);
  };
  const need = (k: keyof SDCard) => {
    if (!has(k)) issue(k, `การ์ดประเภท ${TYPE_NAME[c.type].th} ต้องมี ${k}`, `a ${TYPE_NAME[c.type].en} card needs ${k}`);
  };
  switch (c.type) {
    case 'spirit': need('atk'); need('hp'); forbid(['effects', 'if', 'trap', 'affects']); break;
    case 'magic': need('effects'); forbid(['atk', 'hp', 'materials', 'keywords', 'affects', 'triggers', 'trap']); break;
    case 'trap': need('trap'); forbid(['atk', 'hp', 'materials', 'keywords', 'affects', 'effects', 'if', 'triggers']); break;
    case 'field':
      forbid(['materials', 'keywords', 'effects', 'if', 'trap']);
      if (!c.atk && !c.hp && !c.triggers) issue('type', 'เวทย์สนามนี้ไม่มีผลใดเลย (ต้องมี atk, hp หรือ triggers)', 'this Field does nothing (it needs atk, hp or triggers)');
      break;
    case 'equipment':
      forbid(['materials', 'affects', 'effects', 'if', 'trap']);
      if (!c.atk && !c.hp && !c.keywords && !c.triggers) issue('type', `${SD_TYPE.equipment.th}นี้ไม่มีผลใดเลย (ต้องมี atk, hp, keywords หรือ triggers)`, 'this Equipment does nothing (it needs atk, hp, keywords or triggers)');
      break;
  }
  const ref = (id: string, field: string, type?: SDCard['type']) => {
    const t = known(id);
    if (t === null) issue(field, `ไม่รู้จักการ์ด "${id}"`, `unknown card "${id}"`);
    else if (type && t !== 'unknown' && t !== type) issue(field, `"${id}" ไม่ใช่ ${TYPE_NAME[type].th}`, `"${id}" is not a ${TYPE_NAME[type].en}`);
  };
  c.materials?.forEach((m, i) => { if ('card' in m) ref(m.card, `materials.${i}.card`, 'spirit'); });
  if (c.affects?.card) ref(c.affects.card, 'affects.card', 'spirit');
  if (c.affects?.other) issue('affects.other', 'เวทย์สนามไม่มี "การ์ดนี้" บนสนาม Spirit: ใช้ other ไม่ได้', 'a Field is not a Spirit: it cannot use other');
  c.triggers?.forEach((t, i) => {
    const turn = t.on === 'turn-start' || t.on === 'turn-end';
    if (turn && (t.whose === 'this' || t.whose === 'another')) issue(`triggers.${i}.whose`, `${TRIGGER.th} เทิร์นใช้ whose ได้แค่ yours, opponents หรือ any`, `a turn trigger takes whose yours, opponents or any`);
    if (c.type === 'field' && (t.whose === 'this' || t.whose === 'another')) issue(`triggers.${i}.whose`, 'เวทย์สนามไม่ใช่ Spirit: ใช้ whose this หรือ another ไม่ได้', 'a Field is not a Spirit: it cannot use whose this or another');
  });
  for (const { where, conds, condPath, effects } of places(c)) {
    const refOk = (r: string, field: string) => {
      if (r === 'this' && !where.self) issue(field, `"this" ไม่มีใน${where.what.th} (ใช้ได้ใน ${TRIGGER.th} ของ Spirit หรือ${SD_TYPE.equipment.th})`, `"this" does not exist in ${where.what.en} (only in a Spirit’s or Equipment’s triggers)`);
      if ((r === 'attacker' || r === 'attack-target') && !where.battle) issue(field, `"${r}" มีเฉพาะระหว่างการโจมตี: Trap จังหวะโจมตี หรือ ${TRIGGER.th} attacks/attacked ไม่ใช่${where.what.th}`, `"${r}" exists only during an attack (an attack-timing Trap or an attacks/attacked trigger), not in ${where.what.en}`);
      if (r === 'subject' && !where.subject) issue(field, `"subject" ไม่มีใน${where.what.th}`, `"subject" does not exist in ${where.what.en}`);
    };
    const target = (t: SDTarget, field: string) => {
      if ('ref' in t) refOk(t.ref, `${field}.ref`);
      const f = 'choose' in t ? t.choose : 'each' in t ? t.each : null;
      if (f?.other && !where.self) issue(`${field}.${'choose' in t ? 'choose' : 'each'}.other`, `"other" ต้องมี "การ์ดนี้" ซึ่งไม่มีใน${where.what.th}`, `"other" needs "this card", which does not exist in ${where.what.en}`);
      if (f?.card) ref(f.card, `${field}.${'choose' in t ? 'choose' : 'each'}.card`, 'spirit');
      if ('choose' in t && where.noChoice) issue(`${field}.choose`, 'ผลตอนจบเทิร์นต้องไม่ให้เลือก (ใช้ each หรือ ref)', 'an end-of-turn effect cannot ask for a choice (use each or ref)');
    };
    conds?.forEach((k, j) => {
      const f = `${condPath}.${j}`;
      if (k.k === 'stat') refOk(k.of, `${f}.of`);
      if (k.k === 'attack-on' && !where.battle) issue(`${f}.k`, `เงื่อนไข attack-on มีเฉพาะระหว่างการโจมตี ไม่ใช่${where.what.th}`, `the attack-on condition exists only during an attack, not in ${where.what.en}`);
      if (k.k !== 'attack-on' && k.min !== undefined && k.max !== undefined && k.min > k.max) issue(`${f}.min`, 'min มากกว่า max: ไม่มีวันเป็นจริง', 'min is above max: it can never hold');
    });
    effects.forEach((e, j) => {
      const f = `${where.path}.${j}`;
      if ('target' in e) target(e.target, `${f}.target`);
      if (e.do === 'modify' && !e.atk && !e.hp) issue(f, 'modify ต้องมี atk หรือ hp ที่ไม่เป็น 0', 'modify needs a non-zero atk or hp');
      if (e.do === 'modify' && e.duration === 'this-attack' && !where.battle) issue(`${f}.duration`, `"this-attack" มีเฉพาะระหว่างการโจมตี ไม่ใช่${where.what.th}`, `"this-attack" exists only during an attack, not in ${where.what.en}`);
      if (e.do === 'cancel-attack' && !where.battle) issue(f, `ยกเลิกการโจมตีได้เฉพาะระหว่างการโจมตี ไม่ใช่${where.what.th}`, `an attack can be cancelled only during one, not in ${where.what.en}`);
      if ('amount' in e && typeof e.amount === 'object' && 'upTo' in e.amount && where.noChoice) issue(`${f}.amount`, 'ผลตอนจบเทิร์นต้องไม่ให้เลือกจำนวน', 'an end-of-turn effect cannot ask for an amount');
      if (where.noChoice && ((e.do === 'discard' && !e.random) || e.do === 'search' || e.do === 'recover')) issue(f, 'ผลตอนจบเทิร์นต้องไม่ให้เลือกการ์ด (discard ต้อง random)', 'an end-of-turn effect cannot ask for a card (discard must be random)');
      if ((e.do === 'search' || e.do === 'recover') && e.filter.card) ref(e.filter.card, `${f}.filter.card`);
      if ('amount' in e && typeof e.amount === 'object' && 'count' in e.amount && e.amount.max === undefined && (e.amount.count === 'core' || e.amount.count === 'soul' || e.amount.count === 'deck')) {
        issue(`${f}.amount.max`, `นับจาก ${e.amount.count} ต้องมี max`, `an amount counted from ${e.amount.count} needs a max`);
      }
    });
  }
}

export function parseSet(cards: readonly unknown[], opts: { known?: ReadonlySet<string> } = {}): CardSetParse {
  const errors: CardSetIssue[] = [];
  if (!Array.isArray(cards)) return { ok: false, errors: [{ card: null, field: 'cards', message: { th: 'ชุดการ์ดต้องเป็นรายการ', en: 'a card set must be a list' } }] };
  if (cards.length > MAX_SET_CARDS) return { ok: false, errors: [{ card: null, field: 'cards', message: { th: `ชุดการ์ดมีได้ไม่เกิน ${MAX_SET_CARDS} ใบ (มี ${cards.length})`, en: `a set holds at most ${MAX_SET_CARDS} cards (this one has ${cards.length})` } }] };
  const label = (c: unknown, i: number): string => (c && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'string' ? (c as { id: string }).id : `#${i + 1}`);
  const parsed: Array<SDCard | null> = cards.map((c, i) => {
    const r = CardDef.safeParse(c, { reportInput: true });
    if (r.success) return r.data;
    for (const is of r.error.issues as unknown as ZodIssueLike[]) {
      const path = [...is.path, ...(is.code === 'unrecognized_keys' && is.keys?.length === 1 ? [is.keys[0]!] : [])].map(String).join('.');
      // A card that is not an object at all has an empty path: name the card itself.
      errors.push({ card: label(c, i), field: path || '(card)', message: zodMessage(is, (c ?? {}) as Record<string, unknown>) });
    }
    return null;
  });
  const mine = new Map<string, SDCard['type']>();
  const seen = new Set<string>();
  cards.forEach((raw, i) => {
    const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return;
    const c = parsed[i] ?? { id, type: 'spirit' as const };
    const clash = SD_CARDS[c.id] ? { th: 'การ์ดที่มากับ Sanam', en: 'a shipped card' } : opts.known?.has(c.id) ? { th: 'การ์ดที่มีอยู่แล้ว', en: 'an existing card' } : seen.has(c.id) ? { th: 'การ์ดอีกใบในชุดนี้', en: 'another card of this set' } : null;
    seen.add(c.id);
    if (clash) errors.push({ card: id, field: 'id', message: { th: `รหัส ${c.id} ซ้ำกับ${clash.th}`, en: `id ${c.id} is already used by ${clash.en}` } });
    else if (parsed[i]) mine.set(c.id, c.type);
  });
  const known = (id: string): SDCard['type'] | 'unknown' | null => SD_CARDS[id]?.type ?? mine.get(id) ?? (opts.known?.has(id) ? 'unknown' : null);
  parsed.forEach((c, i) => {
    if (!c) return;
    checkCard(c, known, (field, th, en) => errors.push({ card: label(c, i), field, message: { th, en } }));
  });
  return errors.length ? { ok: false, errors } : { ok: true, cards: parsed as SDCard[] };
}

const num = (v: string | undefined): unknown => (v === undefined || v.trim() === '' ? undefined : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);

/** A CSV row with stats and keywords only: id,name_th,name_en,type,cost,atk (or at),hp (or df),keywords,text_th,text_en. */
export function fromCsvRow(row: Readonly<Record<string, string>>): unknown {
  const out: Record<string, unknown> = {
    id: row.id?.trim(), name: { th: row.name_th?.trim() ?? '', en: row.name_en?.trim() ?? '' }, type: (row.type?.trim() || 'spirit').toLowerCase(),
    cost: num(row.cost), text: { th: row.text_th?.trim() ?? '', en: row.text_en?.trim() ?? '' },
  };
  const atk = num(row.atk ?? row.at);
  const hp = num(row.hp ?? row.df);
  if (atk !== undefined) out.atk = atk;
  if (hp !== undefined) out.hp = hp;
  const kw = (row.keywords ?? '').split(/[;,|\s]+/).map((k) => k.trim().toLowerCase()).filter(Boolean);
  if (kw.length) out.keywords = kw;
  return out;
}

export function summary(def: unknown): CardSummary {
  const c = def as SDCard;
  const parts: Text[] = [{ th: `Cost ${c.cost}`, en: `Cost ${c.cost}` }];
  if (c.type === 'spirit') parts.push({ th: `ATK ${c.atk} / HP ${c.hp}`, en: `ATK ${c.atk} / HP ${c.hp}` });
  else if (c.atk || c.hp) parts.push({ th: [c.atk ? `ATK +${c.atk}` : '', c.hp ? `HP +${c.hp}` : ''].filter(Boolean).join(' '), en: [c.atk ? `ATK +${c.atk}` : '', c.hp ? `HP +${c.hp}` : ''].filter(Boolean).join(' ') });
  if (c.keywords?.includes('haste')) parts.push({ th: 'โจมตีได้ทันที', en: 'Haste' });
  if (c.materials) parts.push({ th: 'สังเวย', en: 'Sacrifice' });
  if (c.trap) parts.push({ th: `จังหวะ ${c.trap.timing}`, en: `Timing ${c.trap.timing}` });
  return { id: c.id, name: { ...c.name }, type: { ...TYPE_NAME[c.type] }, stats: { th: parts.map((p) => p.th).join(' · '), en: parts.map((p) => p.en).join(' · ') }, text: { ...c.text } };
}

export const sdCardSets: CardSetSupport = {
  parse: parseSet,
  // A deep copy: a caller may change what it gets without touching the catalogue.
  shipped: () => structuredClone(SHIPPED_FILE.cards),
  fromCsvRow,
  summary,
};

/** Validated definitions (from a setup or a deck check) keyed by id; anything that does not validate is left out. */
export function extraById(extra: readonly unknown[] | undefined): Map<string, SDCard> {
  const out = new Map<string, SDCard>();
  for (const c of extra ?? []) {
    const r = CardDef.safeParse(c);
    if (r.success && !SD_CARDS[r.data.id]) out.set(r.data.id, r.data);
  }
  return out;
}
