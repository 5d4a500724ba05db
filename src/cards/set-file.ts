/**
 * A community set file as plain data: YAML or JSON for full definitions, CSV for cards with stats and keywords
 * only. Every format has the same header — game, set code, name in Thai and English, a version note — and
 * cards; YAML and JSON write it as keys beside `cards`, CSV as "# key: value" lines above the table.
 *
 *   game: fadalgia          # a game of the engine's registry
 *   set: CMT1               # the set's code; every card id starts with it ("CMT1-001")
 *   name: { th: ชุดชุมชน, en: Community Set }
 *   version: "1.1: Flame Knight cost 3 → 2"
 *   cards: [ ... ]
 *
 * Parsing only: the game validates the cards (validate.ts). Each card keeps the line it starts on, so an
 * error can point into the file.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import type { Text } from '../engine/core/view-types.js';
import { zodIssues } from '../engine/core/zod-text.js';
import { SET_LIMITS } from './limits.js';
import { checkStructure } from './structure.js';
import { readYaml } from './yaml-read.js';

export type SetFormat = 'yaml' | 'json' | 'csv';

export interface SetHeader {
  game: string;
  set: string;
  name: Text;
  version?: string;
}

export interface RawSet {
  header: SetHeader;
  format: SetFormat;
  /** The cards as written (CSV rows already turned into definitions by the game's fromCsvRow). */
  cards: unknown[];
  /** The line each card starts on (1-based), where the format tells. */
  lines: Array<number | undefined>;
}

/** One reason a file is refused: the card (null: the file), the field, the message, and the line when known. */
export interface SetIssue {
  card: string | null;
  field: string;
  message: Text;
  line?: number;
}

export type SetFileResult = { ok: true; set: RawSet } | { ok: false; errors: SetIssue[] };

export const SET_CODE = /^[A-Za-z0-9]{2,12}$/;

export const headerSchema = z.strictObject({
  game: z.string().min(1).max(40),
  set: z.string().regex(SET_CODE),
  name: z.strictObject({ th: z.string().min(1).max(100), en: z.string().min(1).max(100) }),
  version: z.string().max(200).optional(),
});

const fileSchema = headerSchema.extend({ cards: z.array(z.unknown()).min(1).max(SET_LIMITS.cardsPerSet) });

const fileIssue = (field: string, th: string, en: string, line?: number): SetIssue => ({ card: null, field, message: { th, en }, ...(line ? { line } : {}) });
const refuse = (...errors: SetIssue[]): SetFileResult => ({ ok: false, errors });

/** The format from the file name, else from the first character. */
export function formatOf(fileName: string, text: string): SetFormat {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'json') return 'json';
  if (ext === 'csv') return 'csv';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  return text.trimStart().startsWith('{') ? 'json' : 'yaml';
}

const STRUCTURE_TEXT = {
  depth: { th: `ซ้อนลึกเกิน ${SET_LIMITS.depth} ชั้น`, en: `nested deeper than ${SET_LIMITS.depth} levels` },
  string: { th: `ข้อความยาวเกิน ${SET_LIMITS.stringChars} ตัวอักษร`, en: `text longer than ${SET_LIMITS.stringChars} characters` },
  nodes: { th: `มีค่ามากเกิน ${SET_LIMITS.nodes} ค่า`, en: `more than ${SET_LIMITS.nodes} values` },
  key: { th: 'ชื่อช่องนี้ใช้ไม่ได้', en: 'this field name is not allowed' },
  type: { th: 'ชนิดข้อมูลนี้ใช้ไม่ได้', en: 'this kind of value is not allowed' },
} as const;

/** Header and limits of a parsed YAML/JSON root, then its cards. */
function fromRoot(root: unknown, format: SetFormat, lines: Array<number | undefined>): SetFileResult {
  const bad = checkStructure(root);
  if (bad) {
    const m = /^cards\.(\d+)\.?(.*)$/.exec(bad.path);
    const card = m ? cardName((root as { cards: unknown[] }).cards[Number(m[1])], Number(m[1])) : null;
    return refuse({ card, field: m ? m[2] || '(card)' : bad.path || '(file)', message: STRUCTURE_TEXT[bad.what], ...(m && lines[Number(m[1])] ? { line: lines[Number(m[1])]! } : {}) });
  }
  const r = fileSchema.safeParse(root);
  if (!r.success) return refuse(...zodIssues(r.error.issues, 10).map((i) => ({ card: null, ...i, field: i.field || '(file)' })));
  const { cards, ...header } = r.data;
  return { ok: true, set: { header, format, cards, lines } };
}

export function cardName(raw: unknown, i: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length <= 40 ? id : `#${i + 1}`;
}

function parseYaml(text: string): SetFileResult {
  const r = readYaml(text, { maxAliases: SET_LIMITS.yamlAliases, maxDepth: MAX_BRACKETS, maxValues: SET_LIMITS.nodes });
  if (r.ok) return fromRoot(r.root, 'yaml', r.cardLines);
  if (r.why === 'aliases') {
    return refuse(fileIssue('(file)', `ใช้ anchor/alias ของ YAML มากเกิน ${SET_LIMITS.yamlAliases} ครั้งหรือขยายเป็นค่ามากเกินไป`, `YAML aliases used more than ${SET_LIMITS.yamlAliases} times or expanding to too many values`));
  }
  return refuse(fileIssue('(file)', `อ่าน YAML ไม่ได้: ${r.message}`, `cannot read the YAML: ${r.message}`, r.line));
}

function parseJson(text: string): SetFileResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (e) {
    return refuse(fileIssue('(file)', 'อ่าน JSON ไม่ได้', `cannot read the JSON: ${(e as Error).message.slice(0, 160)}`));
  }
  return fromRoot(root, 'json', []);
}

const HEADER_LINE = /^#\s*([a-z_]{1,20})\s*:\s*(.*)$/i;

/** "# game: fadalgia", "# set: CMT1", "# name_th: …", "# name_en: …", "# version: …" lines, then the table. */
function parseCsvFile(text: string, fromRow: (row: Readonly<Record<string, string>>) => unknown): SetFileResult {
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const head: Record<string, string> = {};
  let first = 0;
  while (first < all.length && (all[first]!.startsWith('#') || !all[first]!.trim())) {
    const m = HEADER_LINE.exec(all[first]!);
    if (m) head[m[1]!.toLowerCase()] = m[2]!.trim();
    first++;
  }
  const header = { game: head.game ?? '', set: head.set ?? '', name: { th: head.name_th ?? '', en: head.name_en ?? head.name_th ?? '' }, ...(head.version ? { version: head.version } : {}) };
  const h = headerSchema.safeParse(header);
  if (!h.success) return refuse(...zodIssues(h.error.issues, 10).map((i) => ({ card: null, ...i, message: { th: `${i.message.th} (บรรทัด "# ${i.field.split('.')[0]}: …")`, en: `${i.message.en} (a "# ${i.field.split('.')[0]}: …" line)` } })));
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parseCsv(all.slice(first).join('\n'), {
      columns: (names: string[]) => names.map((n) => n.trim().toLowerCase()), skip_empty_lines: true, max_record_size: SET_LIMITS.stringChars * 8,
      to_line: SET_LIMITS.cardsPerSet + 2, info: true, trim: true,
    }) as Array<{ record: Record<string, string>; info: { lines: number } }>;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    return refuse(fileIssue('(file)', 'อ่าน CSV ไม่ได้', `cannot read the CSV: ${(e as Error).message.slice(0, 160)}`, line ? line + first : undefined));
  }
  if (records.length > SET_LIMITS.cardsPerSet) return refuse(fileIssue('cards', `มีการ์ดเกิน ${SET_LIMITS.cardsPerSet} ใบ`, `more than ${SET_LIMITS.cardsPerSet} cards`));
  if (!records.length) return refuse(fileIssue('cards', 'ไม่มีการ์ดในไฟล์', 'the file has no cards'));
  const cards = records.map((r) => fromRow(r.record));
  return fromRoot({ ...h.data, cards }, 'csv', records.map((r) => r.info.lines + first));
}

/**
 * Brackets nested far past any card's structure: refused before the parser sees them (the YAML parser took
 * seconds over 5,000 levels). Brackets inside card text count too, which only makes the bound looser.
 */
const MAX_BRACKETS = 4 * SET_LIMITS.depth;

function bracketDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) { if (++depth > max) max = depth; } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}

/** YAML nests by indentation as well: a card's deepest field sits some 20 spaces in. */
const MAX_INDENT = 8 * SET_LIMITS.depth;

function maxIndent(text: string): number {
  let max = 0;
  let col = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) { col = 0; leading = true; } else if (leading && (c === 32 || c === 45)) { if (++col > max) max = col; } else leading = false;
  }
  return max;
}

export interface ParseOptions {
  /** The game's CSV row reader (CardSetSupport.fromCsvRow), found from the header's game. */
  csvRow(game: string): ((row: Readonly<Record<string, string>>) => unknown) | null;
}

/** Parses an uploaded file (its bytes already read under SET_LIMITS.fileBytes). */
export function parseSetFile(fileName: string, bytes: Uint8Array | string, opts: ParseOptions): SetFileResult {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  if (size > SET_LIMITS.fileBytes) return refuse(fileIssue('(file)', `ไฟล์ใหญ่เกิน ${SET_LIMITS.fileBytes / 1024} KB`, `the file is larger than ${SET_LIMITS.fileBytes / 1024} KB`));
  let text: string;
  try {
    text = typeof bytes === 'string' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(fileIssue('(file)', 'ไฟล์ต้องเป็นข้อความ UTF-8', 'the file must be UTF-8 text'));
  }
  if (text.includes('\u0000')) return refuse(fileIssue('(file)', 'ไฟล์ต้องเป็นข้อความ UTF-8', 'the file must be UTF-8 text'));
  text = text.replace(/^\uFEFF/, '').normalize('NFC');
  const format = formatOf(fileName, text);
  if (format !== 'csv' && (bracketDepth(text) > MAX_BRACKETS || (format === 'yaml' && maxIndent(text) > MAX_INDENT))) {
    return refuse(fileIssue('(file)', `ซ้อนลึกเกิน ${SET_LIMITS.depth} ชั้น`, `nested deeper than ${SET_LIMITS.depth} levels`));
  }
  if (format === 'json') return parseJson(text);
  if (format === 'yaml') return parseYaml(text);
  const game = /^#\s*game\s*:\s*(\S+)/im.exec(text)?.[1] ?? '';
  const row = opts.csvRow(game);
  if (!row) return refuse(fileIssue('game', `เกม "${game.slice(0, 40)}" ไม่รับการ์ดจากตาราง CSV`, `game "${game.slice(0, 40)}" takes no CSV cards`));
  return parseCsvFile(text, row);
}
