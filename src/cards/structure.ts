/**
 * The shape limits of a parsed set file (SET_LIMITS), walked without recursion so that a deeply nested file
 * cannot overflow the stack. Keys that could reach an object's prototype are refused outright.
 */
import { SET_LIMITS } from './limits.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface StructureIssue {
  /** Dotted path from the file's root, e.g. 'cards.3.triggers.0.text.th'. */
  path: string;
  what: 'depth' | 'string' | 'nodes' | 'key' | 'type';
}

/** A value waiting to be checked; the path is kept as a link to the parent and spelled out only on a refusal. */
interface Pending { v: unknown; key: string; depth: number; parent: Pending | null }

function pathOf(p: Pending | null, extra?: string): string {
  const keys: string[] = extra === undefined ? [] : [extra];
  for (let q = p; q && q.parent; q = q.parent) keys.push(q.key);
  return keys.reverse().join('.');
}

export function checkStructure(root: unknown): StructureIssue | null {
  const stack: Pending[] = [{ v: root, key: '', depth: 0, parent: null }];
  let nodes = 0;
  while (stack.length) {
    const p = stack.pop()!;
    const v = p.v;
    if (++nodes > SET_LIMITS.nodes) return { path: pathOf(p), what: 'nodes' };
    if (p.depth > SET_LIMITS.depth) return { path: pathOf(p), what: 'depth' };
    if (typeof v === 'string') {
      if (v.length > SET_LIMITS.stringChars) return { path: pathOf(p), what: 'string' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], key: String(i), depth: p.depth + 1, parent: p });
    } else if (v !== null && typeof v === 'object') {
      if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) return { path: pathOf(p), what: 'type' };
      for (const k of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(k) || k.length > 100) return { path: pathOf(p, k.slice(0, 40)), what: 'key' };
        stack.push({ v: (v as Record<string, unknown>)[k], key: k, depth: p.depth + 1, parent: p });
      }
    } else if (typeof v !== 'number' && typeof v !== 'boolean' && v !== null) {
      return { path: pathOf(p), what: 'type' };
    }
  }
  return null;
}
