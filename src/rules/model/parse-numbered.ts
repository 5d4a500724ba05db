/**
 * Parser for the numbered Fadalgia comprehensive rules. A line that starts with a section number opens a
 * section ("612.4.1 Asura", "613.2: หาก", "606.5.31.1: Skill User"); any other line continues the section
 * above it (the bullets of 609.7.x, the second line of 613.1).
 */
import { ellipsize } from '../search/segment.js';
import { compareNumbers, parentNumber } from './numbers.js';

export interface ParsedSection {
  number: string;
  text: string;
  title: string;
  names: string[];
  parent: string | null;
}

const SECTION_LINE = /^\s*(\d{3}(?:\.\d+)*)(?::|\s)[\s:]*(.*)$/;
/** Sections whose opening words name a keyword, ability kind or counter ("Reinforce: เป็น…", "จั่ว คือ…"). */
const NAMING_PARENTS = new Set(['606', '606.5', '607', '612.4', '612.5']);
const NAME_HEAD = /^(.{2,40}?)\s*(?::\s|\s(?:จะ)?(?:เป็น|คือ))/;

export function parseNumbered(source: string): ParsedSection[] {
  const sections: { number: string; lines: string[] }[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const m = SECTION_LINE.exec(line);
    if (m) sections.push({ number: m[1]!, lines: [m[2]!] });
    else if (line.trim() !== '' && sections.length > 0) sections.at(-1)!.lines.push(line);
  }
  const known = new Set(sections.map((s) => s.number));
  const seen = new Set<string>();
  return sections.map(({ number, lines }) => {
    if (seen.has(number)) throw new Error(`duplicate section ${number}`);
    seen.add(number);
    const text = lines.join('\n').trim();
    let parent = parentNumber(number);
    while (parent !== null && !known.has(parent)) parent = parentNumber(parent);
    if (parent === null && number.includes('.')) {
      // A numbered subsection whose header line is missing would float free; keep it under its 3-digit head.
      const head = number.split('.')[0]!;
      parent = known.has(head) ? head : null;
    }
    const names = extractNames(number, text);
    const isHeader = !number.includes('.');
    const title = isHeader ? text : names[0] ?? ellipsize(text.split('\n')[0]!.replace(/^["“]/, ''), 60);
    return { number, text, title, names: isHeader ? headerNames(text) : names, parent };
  });
}

function extractNames(number: string, text: string): string[] {
  const p = parentNumber(number);
  if (p === null || !NAMING_PARENTS.has(p)) return [];
  const m = NAME_HEAD.exec(text);
  if (!m) return [];
  return splitAliases(m[1]!);
}

/** "After Life (Afterlife)" → ["After Life", "Afterlife"]; "[NB] / Non Break" → ["NB", "Non Break"]. */
export function splitAliases(name: string): string[] {
  const out: string[] = [];
  const paren = /\(([^)]+)\)/g;
  for (const part of name.replace(paren, ' ').split(/\s\/\s|\s*,\s*/)) out.push(part);
  for (const m of name.matchAll(paren)) out.push(m[1]!);
  return [...new Set(out.map((s) => s.replace(/[[\]"]/g, '').replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0))];
}

function headerNames(text: string): string[] {
  return splitAliases(text);
}

export function sortNumbers(ns: string[]): string[] {
  return [...ns].sort(compareNumbers);
}
