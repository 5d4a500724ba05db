/** Builds the rulebook from the verbatim texts in data/rules/ at start-up. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasicGuide, parseNihil, parseSpiritDuel, type ParsedEntry } from './parse-guides.js';
import { parseNumbered } from './parse-numbered.js';
import { extractRefs } from './refs.js';
import type { DocId, GameId, RuleDoc, RuleEntry, Rulebook } from './types.js';

export const DEFAULT_RULES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data/rules');

interface DocSpec {
  id: DocId;
  game: GameId;
  file: string;
  title: { th: string; en: string };
  parse: (src: string) => ParsedEntry[];
}

const DOCS: DocSpec[] = [
  {
    id: 'fadalgia-comprehensive', game: 'fadalgia', file: 'fadalgia-comprehensive.th.txt',
    title: { th: 'กฎฉบับสมบูรณ์ ฟาดัลเกีย', en: 'Fadalgia Comprehensive Rules' },
    parse: (src) => parseNumbered(src).map((s) => ({ id: s.number, parent: s.parent, title: s.title, text: s.text, names: s.names })),
  },
  { id: 'fadalgia-basic', game: 'fadalgia', file: 'fadalgia-basic.th.txt', title: { th: 'คู่มือกติกาเบื้องต้น ฟาดัลเกีย', en: 'Fadalgia Basic Guide' }, parse: parseBasicGuide },
  { id: 'spirit-duel', game: 'spirit-duel', file: 'spirit-duel.th.txt', title: { th: 'กติกา Spirit Duel', en: 'Spirit Duel Rules' }, parse: parseSpiritDuel },
  {
    id: 'summoner-master-nihil', game: 'summoner-master', file: 'summoner-master-nihil.th.txt',
    title: { th: 'Summoner Master คีย์เวิร์ดชุด Nihil', en: 'Summoner Master Nihil Keywords' }, parse: parseNihil,
  },
];
// summoner-master-base.md is an engineers' digest in our own words, not a rule text: it is never quoted.

export function buildRulebook(dir: string = DEFAULT_RULES_DIR): Rulebook {
  const docs = new Map<DocId, RuleDoc>();
  const entries = new Map<string, RuleEntry>();
  const list: RuleEntry[] = [];
  const danglingRefs: Rulebook['danglingRefs'] = [];
  for (const spec of DOCS) {
    const bytes = readFileSync(join(dir, spec.file));
    const source = bytes.toString('utf8').replace(/\r\n?/g, '\n');
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const parsed = spec.parse(source);
    const doc: RuleDoc = { id: spec.id, game: spec.game, file: spec.file, title: spec.title, version, roots: [] };
    docs.set(spec.id, doc);
    const numbered = spec.id === 'fadalgia-comprehensive';
    const known = new Set(parsed.map((p) => p.id));
    for (const p of parsed) {
      if (entries.has(p.id)) throw new Error(`duplicate rule entry id ${p.id}`);
      const e: RuleEntry = {
        id: p.id, game: spec.game, doc: spec.id, title: p.title, text: p.text, parent: p.parent, children: [],
        refs: numbered ? extractRefs(p.id, p.text, known) : [], names: p.names, order: list.length,
        ...(numbered ? { number: p.id } : {}),
      };
      entries.set(e.id, e);
      list.push(e);
      for (const ref of e.refs) if (ref.target === null) danglingRefs.push({ from: e.id, ref });
    }
    for (const p of parsed) {
      if (p.parent === null) doc.roots.push(p.id);
      else entries.get(p.parent)?.children.push(p.id);
    }
  }
  return { docs, entries, list, danglingRefs };
}

/** The entry and all its descendants, depth first in document order. */
export function subtree(book: Rulebook, id: string): RuleEntry[] {
  const e = book.entries.get(id);
  if (!e) return [];
  return [e, ...e.children.flatMap((c) => subtree(book, c))];
}

/** Root first: the chain of ancestors ending with the entry itself. */
export function ancestry(book: Rulebook, id: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  for (let e = book.entries.get(id); e; e = e.parent ? book.entries.get(e.parent) : undefined) out.unshift(e);
  return out;
}

/** The entry's own text, or, for a heading with no text of its own, its children's texts (still verbatim). */
export function quotedText(book: Rulebook, e: RuleEntry): string {
  if (e.text !== '') return e.text;
  return e.children.map((c) => book.entries.get(c)!).map((c) => quotedText(book, c)).filter((t) => t !== '').join('\n\n');
}
