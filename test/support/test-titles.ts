/** The titles of every test and describe block under a folder, one per line: what a rule-coverage script reads. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TITLE = /\b(?:it|test|describe)(?:\.\w+)*(?:\([^()]*\))?\(\s*(["'`])((?:\\.|(?!\1)[\s\S])*)\1/g;

function* testFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* testFiles(p);
    else if (/\.test\.[mc]?[jt]sx?$/.test(name)) yield p;
  }
}

export function testTitles(root: string): string {
  return [...testFiles(root)].flatMap((p) => [...readFileSync(p, 'utf8').matchAll(TITLE)].map((m) => m[2]!)).join('\n');
}
