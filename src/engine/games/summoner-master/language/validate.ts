/**
 * Whole-set validation of Summoner Master cards (CardSetSupport.parse): the zod schema first (shape, closed
 * objects, ranges), then what the schema cannot say: references resolve, a verb that needs a target has one,
 * nothing would lie dormant (a PS Mystic's `do`, a Fixed Charge Counter moved). Every error names the card,
 * the field's path and what is wrong, in Thai and English; all errors are reported at once.
 */
import type { CardSetIssue, CardSetParse } from '../../../core/api-types.js';
import { t } from '../../../core/text.js';
import type { Text } from '../../../core/kernel.js';
import { SM_CARDS } from '../cards/catalog.js';
import type { CardDef, SkillDef, TargetSpec, TriggerDef, Verb } from '../types.js';
import { KEYWORD_NAMES, TRIGGERS, VERB_DOCS, card as cardSchema } from './schema.js';

/** Limits on one set (a hostile file is refused before it costs much). */
export const MAX_CARDS = 1000;

interface Ctx {
  card: string;
  target: TargetSpec['kind'] | null;
  /** Where the verbs run: a Skill (and whether it is (int)), a trigger, an NP Mystic. */
  where: 'skill' | 'trigger' | 'mystic';
  int: boolean;
}

const issue = (card: string | null, field: string, message: Text): CardSetIssue => ({ card, field, message });

/** The issue's field path; an unknown key names itself, and a card that is not an object names the card. */
function fieldOf(z: ZIssue): string {
  const path = [...z.path, ...(z.code === 'unrecognized_keys' && z.keys?.length === 1 ? [z.keys[0]!] : [])].map(String).join('.');
  return path || (z.code === 'unrecognized_keys' ? (z.keys ?? []).join(',') : '(card)');
}

function at(v: unknown, path: readonly PropertyKey[]): unknown {
  let x = v;
  for (const k of path) x = x && typeof x === 'object' ? (x as Record<PropertyKey, unknown>)[k] : undefined;
  return x;
}

interface ZIssue { code: string; path: PropertyKey[]; message: string; keys?: string[]; discriminator?: string; note?: string; expected?: string; values?: unknown[] }

/** A zod issue in words, Thai and English. */
function explain(raw: unknown, z: ZIssue): Text {
  const got = at(raw, z.path);
  if (z.code === 'unrecognized_keys') {
    const k = (z.keys ?? []).join(', ');
    return t(`ไม่รู้จักช่อง ${k} (เอนจินไม่ได้ใช้ จึงไม่รับ)`, `unknown field(s) ${k}: the engine would not read them, so they are refused`);
  }
  if (z.code === 'invalid_union' && z.note === 'No matching discriminator') {
    const key = z.discriminator ?? '';
    const value = z.path.at(-1) === key ? at(raw, z.path) : at(raw, [...z.path, key]);
    if (key === 'v') return t(`ไม่รองรับ verb "${String(value)}": verb ที่เอนจินทำงานได้คือ ${Object.keys(VERB_DOCS).join(', ')}`, `unsupported verb "${String(value)}": the engine runs ${Object.keys(VERB_DOCS).join(', ')}`);
    if (key === 'kind') return t(`kind ต้องเป็น seal หรือ mystic (ได้ "${String(value)}")`, `kind must be seal or mystic (got "${String(value)}")`);
    return t(`ไม่รองรับ ${key} = "${String(value)}"`, `unsupported ${key} "${String(value)}"`);
  }
  if (z.code === 'invalid_value') {
    const opts = (z.values ?? []).map(String).join(', ');
    return t(`ไม่รองรับค่า "${String(got)}": ใช้ได้ ${opts}`, `unsupported value "${String(got)}": one of ${opts}`);
  }
  if (z.code === 'invalid_type' && got === undefined) return t(`ต้องมีช่องนี้ (${z.expected})`, `required (${z.expected})`);
  if (z.code === 'invalid_type') return t(`ต้องเป็น ${z.expected} (ได้ ${JSON.stringify(got)?.slice(0, 40)})`, `expected ${z.expected}, got ${JSON.stringify(got)?.slice(0, 40)}`);
  if (z.code === 'too_small' || z.code === 'too_big') return t(`ค่าอยู่นอกช่วงที่รองรับ: ${z.message}`, `out of the supported range: ${z.message}`);
  return t(`ค่าไม่ถูกต้อง: ${z.message}`, z.message);
}


function checkVerbs(list: Verb[], path: string, ctx: Ctx, out: CardSetIssue[]): void {
  list.forEach((v, i) => {
    const p = `${path}.${i}`;
    const bad = (field: string, th: string, en: string) => out.push(issue(ctx.card, `${p}.${field}`, t(th, en)));
    const w = (v as { who?: unknown }).who;
    if (w === 'target' && ctx.target !== 'seal' && ctx.target !== 'mystic') bad('who', 'who: target ต้องมี target ชนิด seal หรือ mystic', 'who: target needs a target of kind seal or mystic');
    for (const k of ['from', 'to'] as const) if (v.v === 'move-counters' && v[k] === 'target' && ctx.target !== 'seal') bad(k, `${k}: target ต้องมี target ชนิด seal`, `${k}: target needs a target of kind seal`);
    const pl = (v as { player?: unknown }).player;
    if (pl === 'target' && ctx.target !== 'player') bad('player', 'player: target ต้องมี target ชนิด player', 'player: target needs a target of kind player');
    const by = (v as { by?: unknown }).by;
    if (by && typeof by === 'object' && (by as { of?: string }).of === 'target' && !ctx.target) bad('by.of', 'อ่านค่าของเป้าหมาย แต่ไม่มี target', "reads the target's stat but there is no target");
    if (v.v === 'nullify' && !ctx.int) bad('v', 'nullify ใช้ได้เฉพาะใน Skill (int) หรือ Mystic ที่มีเครื่องหมาย Interfere (ต้องมีสิ่งให้ตอบโต้)', 'nullify works only in an (int) Skill or an Interfere Mystic (it answers something on the stack)');
    if ((v.v === 'counters' || v.v === 'move-counters') && (v as { counter: string }).counter === 'fcc') bad('counter', 'Fixed Charge Counter ย้าย ให้ หรือเอาออกด้วยผลอื่นไม่ได้ (smn:fixed-charging.2): ใช้ verb fcc ของการ์ดเอง', 'Fixed Charge Counters cannot be given, taken or moved by effects (smn:fixed-charging.2): use the card\'s own fcc verb');
    if ((v.v === 'fcc' || v.v === 'charge') && ctx.where === 'mystic') bad('v', `${v.v} ให้ Counter แก่ [S] ซึ่ง Mystic แบบ NP ไปอยู่ใน Shrine แล้ว จึงไม่มีผล`, `${v.v} puts counters on [S], which an NP Mystic no longer is on the field to hold: it would do nothing`);
    if (v.v === 'fortune') {
      checkVerbs(v.ok, `${p}.ok`, ctx, out);
      checkVerbs(v.fault, `${p}.fault`, ctx, out);
    }
    if (v.v === 'sacrifice') checkVerbs(v.then, `${p}.then`, ctx, out);
    if (v.v === 'if') {
      checkVerbs(v.then, `${p}.then`, ctx, out);
      if (v.else) checkVerbs(v.else, `${p}.else`, ctx, out);
    }
  });
}

function checkSkills(skills: SkillDef[] | undefined, path: string, id: string, mystic: boolean, out: CardSetIssue[], seen: Set<string>): void {
  (skills ?? []).forEach((sk, i) => {
    const p = `${path}.${i}`;
    if (seen.has(sk.id)) out.push(issue(id, `${p}.id`, t(`Skill id "${sk.id}" ซ้ำในการ์ดใบเดียวกัน`, `Skill id "${sk.id}" is used twice on this card`)));
    seen.add(sk.id);
    if (mystic && sk.twinkling) out.push(issue(id, `${p}.twinkling`, t('Twinkling ใช้จากบนมือได้เฉพาะ Seal (smn:twinkling)', 'Twinkling is a Seal Skill used from hand (smn:twinkling)')));
    checkVerbs(sk.do, `${p}.do`, { card: id, target: sk.target?.kind ?? null, where: 'skill', int: !!sk.int }, out);
  });
}

function checkTriggers(list: TriggerDef[] | undefined, path: string, id: string, out: CardSetIssue[]): void {
  (list ?? []).forEach((tr, i) => checkVerbs(tr.do, `${path}.${i}.do`, { card: id, target: tr.target?.kind ?? null, where: 'trigger', int: false }, out));
}

/** What the schema cannot check: references, targets, verbs that would not run. */
function semantic(c: CardDef, ids: ReadonlyMap<string, CardDef['kind'] | null>, out: CardSetIssue[]): void {
  const seen = new Set<string>();
  if (c.kind === 'mystic') {
    const bad = (field: string, th: string, en: string) => out.push(issue(c.id, field, t(th, en)));
    if ((c.attach === 'PS' || c.attach === 'PM') && c.target?.kind !== (c.attach === 'PS' ? 'seal' : 'mystic')) bad('target', `Mystic แบบ ${c.attach} ต้องมี target ชนิด ${c.attach === 'PS' ? 'seal' : 'mystic'} (610.12.4)`, `a ${c.attach} Mystic needs a target of kind ${c.attach === 'PS' ? 'seal' : 'mystic'} (610.12.4)`);
    if (c.attach !== 'NP' && c.do.length) bad('do', `do ทำงานเฉพาะ Mystic แบบ NP: แบบ ${c.attach} ให้ผลผ่าน statics หรือ skills`, `do runs only for NP Mystics: a ${c.attach} Mystic works through statics or skills`);
    if (c.attach === 'NP' && c.statics.length) bad('statics', 'Mystic แบบ NP ไปอยู่ใน Shrine ทันที statics จึงไม่มีผล', 'an NP Mystic goes to the Shrine at once: its statics would never apply');
    if (c.attach === 'NP' && c.turns !== 0) bad('turns', 'Mystic แบบ NP เป็นแบบครั้งเดียว (turns: 0, 610.13)', 'an NP Mystic is one-shot (turns: 0, 610.13)');
    if (c.keepHost && c.attach !== 'PM') bad('keepHost', 'keepHost ใช้ได้กับ Mystic แบบ PM เท่านั้น', 'keepHost is for PM Mystics only');
    if (c.attach === 'NP' && c.skills?.length) bad('skills', 'Mystic แบบ NP ไม่อยู่ในสนาม จึงใช้ Skill ไม่ได้', 'an NP Mystic never stays on the field to use a Skill');
    checkVerbs(c.do, 'do', { card: c.id, target: c.target?.kind ?? null, where: 'mystic', int: c.int }, out);
    checkSkills(c.skills, 'skills', c.id, true, out, seen);
    return;
  }
  for (const k of Object.keys(c.keywords)) {
    if (!(KEYWORD_NAMES as readonly string[]).includes(k)) out.push(issue(c.id, `keywords.${k}`, t(
      `ไม่รู้จัก keyword "${k}": keyword ที่มีตัวเลขคือ ${KEYWORD_NAMES.join(', ')} (Fortune คือ verb fortune, Twinkling คือ twinkling ของ Skill, Progress คือ progress, Regeneration คือ growth.regeneration)`,
      `unknown keyword "${k}": the numbered keywords are ${KEYWORD_NAMES.join(', ')} (Fortune is the fortune verb, Twinkling a Skill's twinkling flag, Progress the progress box, Regeneration growth.regeneration)`)));
  }
  c.combos.forEach((o, i) => {
    if (o.attack === 'all' && o.times) out.push(issue(c.id, `combos.${i}.times`, t('Attack All โจมตีหลายครั้งไม่ได้ (506)', 'an Attack All technique does not attack N times (506)')));
  });
  if (c.progress) {
    const k = ids.get(c.progress.from);
    if (k === undefined) out.push(issue(c.id, 'progress.from', t(`ไม่รู้จักการ์ด "${c.progress.from}"`, `unknown card "${c.progress.from}"`)));
    else if (k === 'mystic') out.push(issue(c.id, 'progress.from', t('Progress ต้องมาจาก Seal', 'a Progress source is a Seal')));
  }
  checkSkills(c.skills, 'skills', c.id, false, out, seen);
  checkTriggers(c.triggers, 'triggers', c.id, out);
  for (const box of ['growth', 'progress'] as const) {
    checkSkills(c[box]?.skills, `${box}.skills`, c.id, false, out, seen);
    checkTriggers(c[box]?.triggers, `${box}.triggers`, c.id, out);
  }
}

/**
 * Validates a whole set. `known`: ids the set may refer to beyond itself (the server's other sets); the
 * shipped ids are always known. No id may reuse a shipped or known one, nor repeat within the set.
 */
export function parseSmCards(cards: readonly unknown[], opts: { known?: ReadonlySet<string>; shipped?: boolean } = {}): CardSetParse {
  if (!Array.isArray(cards)) return { ok: false, errors: [issue(null, 'cards', t('ชุดการ์ดต้องเป็นรายการ (array) ของการ์ด', 'A card set is a list (array) of cards'))] };
  if (cards.length > MAX_CARDS) return { ok: false, errors: [issue(null, 'cards', t(`ชุดการ์ดมีได้ไม่เกิน ${MAX_CARDS} ใบ (มี ${cards.length})`, `A set holds at most ${MAX_CARDS} cards (has ${cards.length})`))] };
  const errors: CardSetIssue[] = [];
  const parsed: CardDef[] = [];
  const ids = new Map<string, CardDef['kind'] | null>();
  if (!opts.shipped) for (const c of Object.values(SM_CARDS)) ids.set(c.id, c.kind);
  for (const k of opts.known ?? []) if (!ids.has(k)) ids.set(k, null);
  const outside = new Set(ids.keys());
  cards.forEach((raw, i) => {
    const rid = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : `#${i + 1}`;
    const r = cardSchema.safeParse(raw);
    if (!r.success) {
      for (const z of r.error.issues as unknown as ZIssue[]) errors.push(issue(rid, fieldOf(z), explain(raw, z)));
      return;
    }
    const c = r.data;
    if (outside.has(c.id)) errors.push(issue(c.id, 'id', t(`id "${c.id}" ซ้ำกับการ์ดที่มีอยู่แล้ว (การ์ดที่มากับ Sanam หรือชุดอื่นของเซิร์ฟเวอร์)`, `id "${c.id}" is already taken (a shipped card or another set of this server)`)));
    else if (parsed.some((x) => x.id === c.id)) errors.push(issue(c.id, 'id', t(`id "${c.id}" ซ้ำในชุดนี้`, `id "${c.id}" appears twice in this set`)));
    parsed.push(c);
  });
  for (const c of parsed) if (!ids.has(c.id)) ids.set(c.id, c.kind);
  for (const c of parsed) semantic(c, ids, errors);
  return errors.length ? { ok: false, errors } : { ok: true, cards: parsed };
}

export const TRIGGER_NAMES: readonly string[] = TRIGGERS;
