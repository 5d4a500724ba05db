/**
 * Golden replay: a recorded match (seed + decks + actions) must reproduce the same final state hash.
 * A change to the rules that alters play changes this hash: regenerate the fixture deliberately and
 * bump ENGINE_VERSION when stored matches could no longer replay.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, result, stateHash, ENGINE_VERSION } from './helpers/fadalgia-api.js';

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
});
