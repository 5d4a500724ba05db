/**
 * A zod issue as a card author reads it: the dotted field path inside the card and a Thai/English message.
 * zod's own messages are English only; the common codes get a Thai sentence of their own, and a union names
 * the branch that came closest rather than "invalid input". Shared by every game's card-set validation.
 */
import type { z } from 'zod';
import type { Text } from './view-types.js';

export interface FieldIssue {
  field: string;
  message: Text;
}

function branchOf(i: z.core.$ZodIssue): readonly z.core.$ZodIssue[] | null {
  if (i.code !== 'invalid_union' || !i.errors.length) return null;
  // The branch whose first issue is deepest went furthest: its complaint is the one the author needs.
  const depth = (b: readonly z.core.$ZodIssue[]) => (b[0] ? b[0].path.length : -1);
  return [...i.errors].sort((a, b) => depth(b) - depth(a))[0] ?? null;
}

function shown(v: unknown): string {
  const s = typeof v === 'string' ? `"${v}"` : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function messageOf(i: z.core.$ZodIssue): Text {
  switch (i.code) {
    case 'invalid_type':
      // zod does not keep the input in an issue by default; its message says what it received.
      return /received undefined$/.test(i.message)
        ? { th: `ต้องมีช่องนี้ (${i.expected})`, en: `required (${i.expected})` }
        : { th: `ต้องเป็น ${i.expected}`, en: `expected ${i.expected}` };
    case 'too_small':
      return { th: `ค่าน้อยเกินไป (อย่างน้อย ${String(i.minimum)})`, en: `too small (at least ${String(i.minimum)})` };
    case 'too_big':
      return { th: `ค่ามากเกินไป (ไม่เกิน ${String(i.maximum)})`, en: `too big (at most ${String(i.maximum)})` };
    case 'invalid_value':
      return { th: `ต้องเป็นหนึ่งใน ${i.values.map(shown).join(', ')}`, en: `expected one of ${i.values.map(shown).join(', ')}` };
    case 'unrecognized_keys':
      return { th: `ไม่รู้จักช่อง ${i.keys.map(shown).join(', ')}`, en: `unknown field ${i.keys.map(shown).join(', ')}` };
    case 'invalid_format':
      return { th: `รูปแบบไม่ถูกต้อง (${i.format})`, en: `bad format (${i.format})` };
    case 'invalid_union': {
      // A discriminated union with an unknown tag says which tags it takes.
      const options = (i as { options?: unknown[] }).options;
      if (options?.length) return { th: `ต้องเป็นหนึ่งใน ${options.map(shown).join(', ')}`, en: `expected one of ${options.map(shown).join(', ')}` };
      return { th: 'ไม่ตรงกับรูปแบบใดที่รองรับ', en: 'matches none of the accepted shapes' };
    }
    default:
      return { th: `ไม่ถูกต้อง: ${i.message}`, en: i.message };
  }
}

/** The first issues of a failed parse (at most `max`), each with its path below `prefix`. */
export function zodIssues(issues: readonly z.core.$ZodIssue[], max = 10, prefix: readonly PropertyKey[] = []): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const i of issues) {
    if (out.length >= max) break;
    const branch = branchOf(i);
    if (branch?.length) {
      out.push(...zodIssues(branch, max - out.length, [...prefix, ...i.path]));
      continue;
    }
    out.push({ field: [...prefix, ...i.path].map(String).join('.'), message: messageOf(i) });
  }
  return out;
}
