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

export function checkStructure(root: unknown): StructureIssue | null {
  const stack: Array<{ v: unknown; path: string[] }> = [{ v: root, path: [] }];
  let nodes = 0;
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (++nodes > SET_LIMITS.nodes) return { path: path.join('.'), what: 'nodes' };
    if (path.length > SET_LIMITS.depth) return { path: path.join('.'), what: 'depth' };
    if (typeof v === 'string') {
      if (v.length > SET_LIMITS.stringChars) return { path: path.join('.'), what: 'string' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object') {
      if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) return { path: path.join('.'), what: 'type' };
      for (const k of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(k) || k.length > 100) return { path: [...path, k.slice(0, 40)].join('.'), what: 'key' };
        stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k] });
      }
    } else if (typeof v !== 'number' && typeof v !== 'boolean' && v !== null) {
      return { path: path.join('.'), what: 'type' };
    }
  }
  return null;
}
