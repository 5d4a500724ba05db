/**
 * Issue 28: no runtime import cycles inside Summoner Master (type-only imports are erased and do not count).
 * The keyword files depend on ports.ts, and assemble.ts registers them, so stats.ts → keywords → resolve.ts →
 * stats.ts no longer closes a loop.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../src/engine/games/summoner-master');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Runtime imports of a file: `import x from`, `import './y'`, `export … from`, not `import type` / `export type`. */
function imports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (m[1]) continue;
    // `import { type A, type B } from` is erased too.
    const head = m[0];
    const names = /\{([^}]*)\}/.exec(head)?.[1];
    if (names && names.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    out.push(resolve(dirname(file), m[2]!.replace(/\.js$/, '.ts')));
  }
  return out.filter((p) => p.startsWith(ROOT));
}

export function cycles(): string[][] {
  const graph = new Map(files(ROOT).map((f) => [f, imports(f)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    path.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') found.push([...path.slice(path.indexOf(g)), g].map((x) => x.slice(ROOT.length + 1)));
      else if (!state.has(g)) visit(g);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

describe('Summoner Master imports (issue 28)', () => {
  it('has no runtime import cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
