/**
 * Fadalgia's card language for server card sets (CardSetSupport): a community set is validated whole with the
 * same zod schema as the shipped cards, and refused where the engine would not play it as written — a verb it
 * lacks, a trigger zone it never reads, a summoned token or a named card that does not exist, and any part
 * the catalogue calls dormant (`modelStatus` 'partial') unless the card says `manual` (resolved by the logged
 * manual prompt), so nothing a community card prints is silently ignored in a match. The shipped cards pass the
 * same checks (test/engine/cards/card-set.test.ts).
 */
import type { CardSetIssue, CardSetParse, CardSetSupport, CardSummary } from '../../../core/api-types.js';
import { canonicalJson } from '../../../core/hash.js';
import { zodIssues } from '../../../core/zod-text.js';
import { CATALOG } from './catalog.js';
import { ENGINE_SUPPORT } from './engine-support.js';
import { KEYWORDS } from './keywords.js';
import { SAMPLE_SET } from './sample-set.js';
import { ZONE_SET } from './sample-set-zones.js';
import { SETS } from './sets/index.js';
import { CARD_TYPE, ELEMENT, MANA, STAT } from '../../../terms/fadalgia.js';
import { cardDefSchema, parseKeywordString, type CardDef, type Effect, type KeywordEntry } from './schema.js';

/** More issues than this say enough: the author fixes these and tries again. */
const MAX_ISSUES = 50;
const NAMED_KEYWORDS = ['TRANSFORM', 'STREAMLINK', 'SKILL USER', 'LIVE'];

const issue = (card: string | null, field: string, th: string, en: string): CardSetIssue => ({ card, field, message: { th, en } });

/** Effects with their paths: the card's own, its triggers', its activated abilities' and its keywords'. */
function effectsWithPaths(c: CardDef, source: unknown): Array<{ e: Effect; path: string; engineRuns: boolean }> {
  const out: Array<{ e: Effect; path: string; engineRuns: boolean }> = [];
  (c.effects ?? []).forEach((e, j) => out.push({ e, path: `effects.${j}`, engineRuns: !c.manual }));
  (c.triggers ?? []).forEach((tr, i) => tr.effects.forEach((e, j) => out.push({ e, path: `triggers.${i}.effects.${j}`, engineRuns: true })));
  (c.activated ?? []).forEach((a, i) => a.effects.forEach((e, j) => out.push({ e, path: `activated.${i}.effects.${j}`, engineRuns: true })));
  (c.kw ?? []).forEach((k, i) => (k.effects ?? []).forEach((e, j) => out.push({ e, path: `${keywordPath(c, source, i)}.effects.${j}`, engineRuns: false })));
  return out;
}

/** Where keyword entry `i` of a parsed card was written: in `keywords`, or as the `kw` of an ability. */
function keywordPath(c: CardDef, source: unknown, i: number): string {
  const printed = (source as { keywords?: unknown[] }).keywords?.length ?? 0;
  if (i < printed) return `keywords.${i}`;
  const k = c.kw?.[i]?.k;
  const tr = (c.triggers ?? []).findIndex((x) => x.kw === k);
  if (tr >= 0) return `triggers.${tr}.kw`;
  return `activated.${(c.activated ?? []).findIndex((x) => x.kw === k)}.kw`;
}

function hasBody(k: KeywordEntry): boolean {
  return !!(k.effects || k.continuous || k.grants || k.cost !== undefined);
}

/**
 * The parts the engine would not play, with where they are written. The same tests as catalog.ts
 * `modelStatus` (test/engine/cards/card-set.test.ts checks the two agree on every shipped card).
 */
export function dormantParts(c: CardDef, source: unknown): Array<{ field: string; what: string }> {
  const out: Array<{ field: string; what: string }> = [];
  (c.kw ?? []).forEach((k, i) => {
    if (KEYWORDS.has(k.k)) return;
    const carrier = (c.triggers ?? []).find((tr) => tr.kw === k.k);
    if (carrier && ENGINE_SUPPORT.triggerEvents.includes(carrier.on) && ENGINE_SUPPORT.triggerZones.includes(carrier.zone ?? 'field') && !hasBody(k)) return;
    out.push({ field: keywordPath(c, source, i), what: `keyword ${k.k}` });
  });
  (c.triggers ?? []).forEach((tr, i) => { if (!ENGINE_SUPPORT.triggerEvents.includes(tr.on)) out.push({ field: `triggers.${i}.on`, what: `trigger on ${tr.on}` }); });
  (c.activated ?? []).forEach((a, i) => { if (!ENGINE_SUPPORT.activatedZones.includes(a.zone ?? 'field')) out.push({ field: `activated.${i}.zone`, what: `activated from ${a.zone}` }); });
  (c.continuous ?? []).forEach((x, i) => { if (!ENGINE_SUPPORT.continuous.includes(x.k)) out.push({ field: `continuous.${i}.k`, what: `continuous ${x.k}` }); });
  return out;
}

function idOf(raw: unknown, i: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length <= 40 ? id : `#${i + 1}`;
}

/** What the engine cannot run, per card (the catalogue's load checks, with field paths, plus dormant parts). */
function runnable(c: CardDef, source: unknown, defs: ReadonlyMap<string, CardDef>, names: ReadonlySet<string>): CardSetIssue[] {
  const out: CardSetIssue[] = [];
  for (const { e, path, engineRuns } of effectsWithPaths(c, source)) {
    if (engineRuns && !ENGINE_SUPPORT.verbs.includes(e.verb)) {
      out.push(issue(c.id, `${path}.verb`, `เอนจินยังไม่รองรับคำสั่ง "${e.verb}" (ใช้ในคีย์เวิร์ดหรือการ์ดแบบ manual)`, `the engine has no verb "${e.verb}" (use it in a keyword entry or a manual card)`));
    }
    if (e.verb === 'summon' && !defs.get(e.token)?.token) {
      out.push(issue(c.id, `${path}.token`, `ไม่มีการ์ด Summon รหัส ${e.token} (610.1)`, `no Summon definition ${e.token} (610.1)`));
    }
  }
  (c.triggers ?? []).forEach((tr, i) => {
    if (!ENGINE_SUPPORT.triggerZones.includes(tr.zone ?? 'field') && ENGINE_SUPPORT.triggerEvents.includes(tr.on)) {
      out.push(issue(c.id, `triggers.${i}.zone`, `trigger จากโซน ${tr.zone} ที่ฟัง "${tr.on}" จะทำงานจากสนามแทน เอนจินจึงไม่รับ`, `a trigger from zone ${tr.zone} on "${tr.on}" would fire from the field; the engine refuses it`));
    }
  });
  (c.kw ?? []).forEach((k, i) => {
    // 606.5.9 / 606.5.17 / 606.5.31 / 606.5.32 name a card that must exist.
    if (NAMED_KEYWORDS.includes(k.k) && k.name && !names.has(k.name)) {
      out.push(issue(c.id, `${keywordPath(c, source, i)}.name`, `${k.k} อ้างถึงการ์ดชื่อ "${k.name}" ที่ไม่มีอยู่`, `${k.k} names no card "${k.name}"`));
    }
  });
  if (!c.manual) {
    for (const d of dormantParts(c, source)) {
      out.push(issue(c.id, d.field, `เอนจินยังเล่นส่วนนี้ไม่ได้ (${d.what}): ใส่ manual: true ให้ผู้ตัดสินจัดการเอง หรือเอาออก`, `the engine does not play this yet (${d.what}): mark the card manual: true for a judge to resolve, or remove it`));
    }
  }
  return out;
}

function parseSet(cards: readonly unknown[], opts: { known?: ReadonlySet<string> } = {}): CardSetParse {
  const errors: CardSetIssue[] = [];
  const parsed: Array<{ def: CardDef; source: unknown }> = [];
  const ids = new Set<string>();
  for (let i = 0; i < cards.length && errors.length < MAX_ISSUES; i++) {
    const raw = cards[i];
    const r = cardDefSchema.safeParse(raw);
    if (!r.success) {
      for (const x of zodIssues(r.error.issues, MAX_ISSUES - errors.length)) errors.push({ card: idOf(raw, i), field: x.field || '(card)', message: x.message });
      continue;
    }
    const c = r.data;
    if (ids.has(c.id)) errors.push(issue(c.id, 'id', `รหัสการ์ด ${c.id} ซ้ำในชุดนี้`, `card id ${c.id} is used twice in this set`));
    else if (opts.known?.has(c.id)) errors.push(issue(c.id, 'id', `รหัสการ์ด ${c.id} มีอยู่แล้ว (การ์ดที่มากับ Sanam หรือชุดอื่นของเซิร์ฟเวอร์)`, `card id ${c.id} already exists (a shipped card or another set of this server)`));
    ids.add(c.id);
    parsed.push({ def: c, source: raw });
  }
  if (errors.length) return { ok: false, errors };
  const defs = new Map<string, CardDef>(CATALOG);
  for (const { def } of parsed) defs.set(def.id, def);
  const names = new Set([...defs.values()].flatMap((c) => [c.name.th, c.name.en]));
  for (const { def, source } of parsed) {
    if (errors.length >= MAX_ISSUES) break;
    errors.push(...runnable(def, source, defs, names));
  }
  return errors.length ? { ok: false, errors: errors.slice(0, MAX_ISSUES) } : { ok: true, cards: parsed.map((p) => p.def) };
}

const RESIST_ARGS = ['fire', 'water', 'wind', 'earth', 'none', 'unit', 'action', 'item', 'terrain', 'damage', 'abilities'];

/** A keyword entry as the printed string that parses back to it, when one does; else the entry itself. */
function printKeyword(e: KeywordEntry): string | KeywordEntry {
  const head = ['k', 'from', 'name', 'x', 'subtype', 'tarot'];
  if (Object.keys(e).some((k) => !head.includes(k))) return e;
  const want = canonicalJson(e);
  const candidates = [e.k, `${e.k} X`, `${e.k} : ${e.name ?? ''}`, `${e.k} ${e.x ?? ''} : ${e.subtype ?? ''}`, ...RESIST_ARGS.map((w) => `${e.k} : ${w}`)];
  for (const s of candidates) {
    const back = parseKeywordString(s);
    if (back && canonicalJson(back) === want) return s;
  }
  return e;
}

/** A validated definition back in the form an author writes: `parse` of it gives the same definition. */
export function toSource(def: unknown): unknown {
  const { kw, keywords, ...rest } = def as CardDef & { kw?: KeywordEntry[] };
  if (!kw) return keywords === undefined ? rest : { ...rest, keywords };
  return { ...rest, keywords: kw.map(printKeyword) };
}


function summarise(def: unknown): CardSummary {
  const c = def as CardDef;
  const line = (lang: 'th' | 'en') => [
    `${STAT.cost[lang]} ${c.cost}`, `${MANA[lang]} ${c.mana}`,
    ...(c.at !== undefined && c.df !== undefined ? [`AT ${c.at} / DF ${c.df}`] : []),
    ELEMENT[c.element][lang],
    ...(c.keywords?.length ? [c.keywords.join(', ')] : []),
  ].join(' · ');
  const type = CARD_TYPE[c.type];
  const sub = c.subtypes.length ? ` - ${c.subtypes.join(' / ')}` : '';
  return { id: c.id, name: c.name, type: { th: type.th + sub, en: type.en + sub }, stats: { th: line('th'), en: line('en') }, text: c.text };
}

const numberCell = (v: string): number | string => (/^-?\d{1,3}$/.test(v) ? Number(v) : v);

/**
 * A spreadsheet row: id, name_th, name_en, type, cost, mana, at, df, element, subtypes, keywords, text_th,
 * text_en, and for non-units timing / duration / attach. Lists are separated by ";" (the comma separates
 * cells). A cell that is not a number stays a string, so the schema names the field that is wrong.
 */
function fromCsvRow(row: Readonly<Record<string, string>>): unknown {
  const cell = (k: string) => (row[k] ?? '').trim();
  const list = (k: string) => cell(k).split(';').map((s) => s.trim()).filter(Boolean);
  const out: Record<string, unknown> = {
    id: cell('id'), name: { th: cell('name_th'), en: cell('name_en') || cell('name_th') }, type: cell('type').toLowerCase(),
    subtypes: list('subtypes'), element: (cell('element') || 'none').toLowerCase(), cost: numberCell(cell('cost')), mana: numberCell(cell('mana') || '1'),
    // An empty rules box is printed "-" on the shipped vanilla cards.
    text: { th: cell('text_th') || '-', en: cell('text_en') || cell('text_th') || '-' },
  };
  if (cell('at')) out.at = numberCell(cell('at'));
  if (cell('df')) out.df = numberCell(cell('df'));
  if (list('keywords').length) out.keywords = list('keywords');
  if (cell('timing')) out.timing = list('timing').map((s) => s.toUpperCase());
  if (cell('duration')) out.duration = cell('duration').toLowerCase() === 'game' ? null : numberCell(cell('duration'));
  if (cell('attach')) out.attach = cell('attach').toLowerCase();
  if (cell('guild')) out.guild = cell('guild');
  return out;
}

export const fadalgiaCardSets: CardSetSupport = {
  parse: parseSet,
  shipped: () => [...SAMPLE_SET, ...ZONE_SET, ...SETS],
  fromCsvRow,
  summary: summarise,
};
