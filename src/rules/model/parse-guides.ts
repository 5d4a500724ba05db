/**
 * Parsers for the unnumbered documents. Their structure is declared here (heading lines, quoted exactly) so
 * that every entry gets a stable id that survives re-reading the file; a heading that disappears from the
 * text makes the build fail loudly instead of silently renumbering.
 */
import { ellipsize } from '../search/segment.js';

export interface ParsedEntry {
  id: string;
  parent: string | null;
  title: string;
  text: string;
  names: string[];
}

interface HeadingSpec {
  id: string;
  parent?: string;
  /** Exact heading line; or, with `para`, the opening of a one-line paragraph that is its own entry. */
  line: string;
  para?: boolean;
  title?: string;
  names?: string[];
}

const BASIC: HeadingSpec[] = [
  { id: 'fb:intro', line: 'Fadalgia Card Game', names: ['Fadalgia', 'ฟาดัลเกีย'] },
  { id: 'fb:win', line: 'How to Win', names: ['วิธีการชนะ'] },
  { id: 'fb:setup', line: 'Setup' },
  { id: 'fb:setup.start', parent: 'fb:setup', line: 'วิธีการเริ่มต้นเล่น' },
  { id: 'fb:stream-mana', line: 'Stream and Mana' },
  { id: 'fb:format', line: 'Format', names: ['Starter - Type C', 'Type C', 'Life Token'] },
  { id: 'fb:card-type', line: 'Card Type', names: ['ประเภทของการ์ด'] },
  { id: 'fb:card-type.unit', parent: 'fb:card-type', line: 'ส่วนประกอบของการ์ด Unit' },
  { id: 'fb:card-type.action', parent: 'fb:card-type', line: 'การ์ด Action จะบอกเทิร์นที่ร่ายได้ในมุมซ้ายและขวาล่าง' },
  { id: 'fb:card-type.item-terrain', parent: 'fb:card-type', line: 'การ์ด Item และ Terrain จะบอกเป้าหมายและจำนวนเทิร์นที่อยู่ในสนามในมุมซ้ายล่างและขวาล่าง' },
  { id: 'fb:zone', line: 'Zone', names: ['โซน'] },
  { id: 'fb:zone.battle', parent: 'fb:zone', line: 'Battle Zone สนาม', names: ['Battle Zone', 'สนาม'] },
  { id: 'fb:zone.mana', parent: 'fb:zone', line: 'Mana Zone โซนมานา', names: ['Mana Zone', 'โซนมานา'] },
  { id: 'fb:zone.hand', parent: 'fb:zone', line: 'Hand Zone มือ', names: ['Hand Zone', 'มือ'] },
  { id: 'fb:zone.grave', parent: 'fb:zone', line: 'Grave Zone สุสาน', names: ['Grave Zone', 'สุสาน'] },
  { id: 'fb:zone.outer', parent: 'fb:zone', line: 'Outer Zone พื้นที่นอกเกม', names: ['Outer Zone', 'พื้นที่นอกเกม'] },
  { id: 'fb:zone.main-pile', parent: 'fb:zone', line: 'Main Pile กองหลัก', names: ['Main Pile', 'กองหลัก'] },
  { id: 'fb:zone.life-pile', parent: 'fb:zone', line: 'Life Pile กองไลฟ์', names: ['Life Pile', 'กองไลฟ์'] },
  { id: 'fb:card-mode', line: 'Card Mode' },
  { id: 'fb:card-mode.unit', parent: 'fb:card-mode', line: 'สภาพของการ์ด Unit ในสนาม' },
  { id: 'fb:card-mode.at', parent: 'fb:card-mode', line: 'การ์ดที่เป็น AT Mode', names: ['AT Mode'] },
  { id: 'fb:card-mode.df', parent: 'fb:card-mode', line: 'การ์ดที่เป็น DF Mode', names: ['DF Mode'] },
  { id: 'fb:card-mode.change-up', parent: 'fb:card-mode', line: 'การ Change Up คือ', para: true, title: 'Change Up', names: ['Change Up'] },
  { id: 'fb:turn', line: 'Turn Order', names: ['ลำดับเทิร์น'] },
  { id: 'fb:turn.attack', parent: 'fb:turn', line: 'ขั้นตอนในเทิร์นโจมตี' },
  { id: 'fb:turn.refresh', parent: 'fb:turn.attack', line: 'Refresh Step', names: ['Refresh Step'] },
  { id: 'fb:turn.draw', parent: 'fb:turn.attack', line: 'Draw Step', names: ['Draw Step'] },
  { id: 'fb:turn.add-mana', parent: 'fb:turn.attack', line: 'Add Mana Step', names: ['Add Mana Step'] },
  { id: 'fb:turn.cast', parent: 'fb:turn.attack', line: 'Cast Step', names: ['Cast Step'] },
  { id: 'fb:turn.battle', parent: 'fb:turn.attack', line: 'Battle Step', names: ['Battle Step'] },
  { id: 'fb:turn.end', parent: 'fb:turn.attack', line: 'End Step', names: ['End Step'] },
  { id: 'fb:misc', line: 'MISC' },
  { id: 'fb:misc.summon-unit', parent: 'fb:misc', line: 'Summon Unit  คือ', para: true, title: 'Summon Unit', names: ['Summon Unit'] },
  { id: 'fb:misc.break', parent: 'fb:misc', line: 'การเบรก คือ', para: true, title: 'การเบรก', names: ['การเบรก'] },
];

export function parseBasicGuide(source: string): ParsedEntry[] {
  const lines = source.split('\n').map((l) => l.replace(/\s+$/, ''));
  const out: (ParsedEntry & { body: string[] })[] = [];
  let current: (ParsedEntry & { body: string[] }) | null = null;
  const pending = [...BASIC];
  for (const line of lines) {
    const spec = pending[0];
    const hit = spec && (spec.para ? line.startsWith(spec.line) : line.trim() === spec.line);
    if (hit) {
      pending.shift();
      current = {
        id: spec.id, parent: spec.parent ?? null, text: '', body: spec.para ? [line] : [],
        title: spec.title ?? spec.line, names: spec.names ?? [],
      };
      out.push(current);
      continue;
    }
    if (current) current.body.push(line);
  }
  if (pending.length > 0) throw new Error(`fadalgia-basic: heading not found: ${pending[0]!.line}`);
  return out.map(({ body, ...e }) => ({ ...e, text: body.join('\n').trim() }));
}

const SPIRIT: { id: string; line: string; names?: string[] }[] = [
  { id: 'sd:goal', line: 'เป้าหมายของเกม', names: ['Soul'] },
  { id: 'sd:setup', line: 'เตรียมเกม' },
  { id: 'sd:turn', line: 'ลำดับเทิร์น' },
  { id: 'sd:summon', line: 'การเรียก Spirit', names: ['Spirit'] },
  { id: 'sd:battle', line: 'การโจมตีและความเสียหาย' },
  { id: 'sd:trap', line: 'Trap', names: ['Trap'] },
  { id: 'sd:field', line: 'เวทย์สนามและอุปกรณ์', names: ['Field', 'Equipment', 'เวทย์สนาม', 'อุปกรณ์'] },
];

/** Spirit Duel: headed sections of blank-line separated paragraphs; each paragraph is an entry `sd:<section>.<n>`. */
export function parseSpiritDuel(source: string): ParsedEntry[] {
  const lines = source.split('\n').map((l) => l.replace(/\s+$/, ''));
  const out: ParsedEntry[] = [];
  let section: { id: string; n: number } | null = null;
  let i = 0;
  for (const line of lines) {
    const spec = SPIRIT[i];
    if (spec && line.trim() === spec.line) {
      i++;
      section = { id: spec.id, n: 0 };
      out.push({ id: spec.id, parent: null, title: spec.line, text: '', names: spec.names ?? [] });
      continue;
    }
    if (!section || line.trim() === '') continue;
    section.n++;
    out.push({ id: `${section.id}.${section.n}`, parent: section.id, title: ellipsize(line, 60), text: line, names: [] });
  }
  if (i < SPIRIT.length) throw new Error(`spirit-duel: heading not found: ${SPIRIT[i]!.line}`);
  return out;
}

/**
 * Summoner Master Nihil keywords: entries open with a "[Nihil]" line then the keyword name. The first block is
 * the definition (the keyword's own entry); later blocks (separated by two or more blank lines) are its
 * explanations and examples, children `smn:<keyword>.<n>`.
 */
export function parseNihil(source: string): ParsedEntry[] {
  const out: ParsedEntry[] = [];
  const parts = source.split(/^\[Nihil\]\s*$/m).map((p) => p.replace(/^\s*\n/, ''));
  for (const part of parts) {
    if (part.trim() === '') continue;
    const nl = part.indexOf('\n');
    const name = part.slice(0, nl).trim();
    const body = part.slice(nl + 1);
    const english = name.split('/')[0]!.trim();
    const id = `smn:${english.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    const blocks = body.split(/\n[ \t]*\n(?:[ \t]*\n)+/).map((b) => b.replace(/[ \t]+$/gm, '').trim()).filter((b) => b !== '');
    const names = name.split('/').map((s) => s.trim()).filter(Boolean);
    out.push({ id, parent: null, title: name, text: blocks[0] ?? '', names });
    blocks.slice(1).forEach((b, k) => {
      out.push({ id: `${id}.${k + 1}`, parent: id, title: `${english} · ${ellipsize(b.split('\n')[0]!, 50)}`, text: b, names: [] });
    });
  }
  return out;
}
