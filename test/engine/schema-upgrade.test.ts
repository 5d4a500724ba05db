/**
 * Live matches stored by the schema-1 engine (commit aab1918) continue after the deploy: the states in
 * fixtures/fadalgia-schema1.json.gz were produced by that engine (schema1-fixture-gen.ts), each with the
 * setup and actions that led to it. The new engine replaying the same actions holds the native state; the
 * old state, read through the public API, must be that state exactly, and play on identically.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/core/hash.js';
import { determinize } from '../../src/engine/determinize.js';
import { stateHash } from '../../src/engine/index.js';
import { upgradeState } from '../../src/engine/games/fadalgia/schema-upgrade.js';
import { apply, commitments, createMatch, currentPrompt, isRuleError, legalActions, result, viewFor, type Action, type MatchState } from './helpers/fadalgia-api.js';
import { pickRandom, prng } from './helpers/random-player.js';

interface Schema1Entry { setup: unknown; actions: Action[]; state: MatchState }

const ENTRIES = JSON.parse(gunzipSync(readFileSync(new URL('./fixtures/fadalgia-schema1.json.gz', import.meta.url))).toString('utf8')) as Schema1Entry[];

/** Steps played on from each stored state (or to the end of its game). */
const CONTINUE = 150;

function replayNative(e: Schema1Entry): MatchState {
  const s0 = createMatch(e.setup);
  if (isRuleError(s0)) throw new Error(s0.message.en);
  let s = s0;
  for (const [i, a] of e.actions.entries()) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`native replay, action ${i}: ${r.error.message.en}`);
    s = r.state;
  }
  return s;
}

/** Everything a caller can read of a state through the engine API. */
function observed(s: MatchState): unknown {
  return {
    views: [viewFor(s, 0), viewFor(s, 1), viewFor(s, 'spectator')],
    prompt: currentPrompt(s),
    legal: [legalActions(s, 0), legalActions(s, 1)],
    result: result(s),
    commitments: commitments(s),
  };
}

describe('schema-1 Fadalgia states from the old engine', () => {
  it('the fixture holds old-engine states of both formats, with cards on the Break and face-up and face-down Mana', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(5);
    const olds = ENTRIES.map((e) => e.state as unknown as { schemaVersion: number; format: string; objs: Record<string, { zone: string; faceUp?: boolean }> });
    expect(olds.every((s) => s.schemaVersion === 1)).toBe(true);
    expect(new Set(olds.map((s) => s.format))).toEqual(new Set(['standard', 'starter-c']));
    const objs = olds.flatMap((s) => Object.values(s.objs));
    expect(objs.some((o) => o.zone === 'break')).toBe(true);
    expect(objs.some((o) => o.zone === 'mana' && o.faceUp === true)).toBe(true);
    expect(objs.some((o) => o.zone === 'mana' && o.faceUp === false)).toBe(true);
  });

  for (const [n, e] of ENTRIES.entries()) {
    const label = `state ${n} (${(e.setup as { format: string }).format}, version ${e.state.version}, ${e.state.step})`;

    it(`${label}: upgraded, it is exactly the state the new engine reaches by the same actions`, () => {
      const native = replayNative(e);
      const before = JSON.stringify(e.state);
      const up = upgradeState(e.state);
      expect(up.schemaVersion).toBe(2);
      expect(canonicalJson(up)).toBe(canonicalJson(native));
      expect(JSON.stringify(e.state)).toBe(before);
      // The Break as a list: as many ids as objects on it, in the order they arrived.
      expect(up.zones.break).toEqual(native.zones.break);
      // A judge's rewind compares hashes: the stored old state hashes as the position it is.
      expect(stateHash(e.state)).toBe(stateHash(native));
    });

    it(`${label}: views, prompt, legal actions and commitments of the stored state equal the native state's`, () => {
      const native = replayNative(e);
      expect(observed(e.state)).toEqual(observed(native));
      if (!result(native)) expect(determinize(e.state, 0, 'seed-x')).toEqual(determinize(native, 0, 'seed-x'));
    });

    it(`${label}: playing on from the stored state matches playing on from the native state, step by step`, () => {
      let a: MatchState = e.state;
      let b = replayNative(e);
      const rnd = prng(1000 + n);
      for (let step = 0; step < CONTINUE && !result(b); step++) {
        const p = currentPrompt(b)!;
        const act = pickRandom(legalActions(b, p.seat), rnd);
        const ra = apply(a, act);
        const rb = apply(b, act);
        expect(ra.ok, `step ${step}`).toBe(true);
        if (!ra.ok || !rb.ok) return;
        expect(ra.events, `step ${step}`).toEqual(rb.events);
        expect(canonicalJson(ra.state), `step ${step}`).toBe(canonicalJson(rb.state));
        a = ra.state;
        b = rb.state;
        expect(observed(a), `step ${step}`).toEqual(observed(b));
      }
    });
  }
});
