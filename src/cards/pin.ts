/**
 * What a match pins of a server's sets: the definitions its decks use, and every definition those name by id
 * (a summoned token, say), found without knowing the game: any string in a used definition that is the id of
 * another is followed. The engine keeps them in the match's state (its setup's `extraCards`).
 */
import { idOf } from './validate.js';

/** Every string inside a value (a deck of any game's shape, or a definition). */
function strings(v: unknown, out: Set<string>): Set<string> {
  const stack = [v];
  while (stack.length) {
    const x = stack.pop();
    if (typeof x === 'string') out.add(x);
    else if (Array.isArray(x)) stack.push(...x);
    else if (x && typeof x === 'object') stack.push(...Object.values(x));
  }
  return out;
}

export function pinnedDefinitions(defs: readonly unknown[], decks: readonly unknown[]): unknown[] {
  const byId = new Map(defs.map((d) => [idOf(d), d]));
  const want = [...strings(decks, new Set())].filter((s) => byId.has(s));
  const out = new Map<string, unknown>();
  while (want.length) {
    const id = want.pop()!;
    if (out.has(id)) continue;
    const d = byId.get(id)!;
    out.set(id, d);
    for (const s of strings(d, new Set())) if (s !== id && byId.has(s) && !out.has(s)) want.push(s);
  }
  return [...out.values()];
}
