/**
 * Golden replay: a recorded match (seed + decks + actions) must reproduce the same final state hash.
 * A change to the rules that alters play changes this hash: regenerate the fixture deliberately
 * (`node scripts/golden-regenerate.mjs --write`, see golden-regen.ts) and bump ENGINE_VERSION when stored
 * matches could no longer replay.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, result, stateHash, ENGINE_VERSION } from './helpers/fadalgia-api.js';
import { main, regenerate, type GoldenFixture } from './golden-regen.js';

const golden = JSON.parse(readFileSync(new URL('./fixtures/golden-1.json', import.meta.url), 'utf8')) as {
  engine: string; setup: unknown; actions: unknown[]; finalHash: string; result: unknown;
};

describe('golden replay', () => {
  it('seed + actions reproduce the recorded final state hash', () => {
    expect(golden.engine).toBe(ENGINE_VERSION);
    const r = replay(golden.setup, golden.actions);
    if (!r.ok) throw new Error(`${r.index}: ${r.error.message.en}`);
    expect(stateHash(r.state)).toBe(golden.finalHash);
    expect(result(r.state)).toEqual(golden.result);
  });

  it('a tampered action log is refused at the bad entry, not silently replayed', () => {
    const bad = [...golden.actions];
    bad[3] = { type: 'answer', seat: 0, promptId: 'p999999', choice: ['pass'] };
    const r = replay(golden.setup, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.index).toBe(3);
  });

  it('the regenerate script reports an unchanged fixture as unchanged', () => {
    expect(regenerate(golden).changes).toEqual([]);
  });

  it('the regenerate script re-records from an action that is no longer legal, prints it, and --check / --write act on the file', () => {
    const bad: GoldenFixture = { ...golden, actions: [...golden.actions] };
    bad.actions[5] = { type: 'answer', seat: 0, promptId: 'p999999', choice: ['pass'] };
    const { next, changes } = regenerate(bad);
    expect(changes[0]).toMatch(/^action 5 is no longer legal: .*prompt\/stale/);
    expect(changes.join('\n')).toMatch(/re-recorded from 5/);
    expect(next.actions.slice(0, 5)).toEqual(golden.actions.slice(0, 5));
    // The new fixture is a finished match that replays to its own hash.
    const r = replay(next.setup, next.actions);
    expect(r.ok && stateHash(r.state)).toBe(next.finalHash);
    expect(next.result).not.toBeNull();
    const file = pathToFileURL(join(mkdtempSync(join(tmpdir(), 'sanam-golden-')), 'golden.json'));
    writeFileSync(file, JSON.stringify(bad));
    const lines: string[] = [];
    expect(main(['--check'], file, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/action 5 is no longer legal/);
    expect(main(['--write'], file, () => {})).toBe(0);
    expect(main(['--check'], file, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe('golden replay unchanged');
  });
});
