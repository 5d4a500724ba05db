/**
 * Fadalgia states stored by an older engine: schema 1 (zones per player, `cardId`, `faceUp`) is read as
 * schema 2 (schema-upgrade.ts; old-engine states in schema-upgrade.test.ts); a state that cannot be read —
 * an unknown version, a schema-1 state whose zone lists do not match its objects — is refused clearly.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/core/hash.js';
import { upgradeState } from '../../src/engine/games/fadalgia/schema-upgrade.js';
import { apply, currentPrompt, legalActions, viewFor, type MatchState } from './helpers/fadalgia-api.js';
import { C, Scenario } from './helpers/scenario.js';
import { createEngine } from '../../src/match/engine-adapter.js';

type Loose = Record<string, unknown> & { players: Array<Record<string, unknown>>; objs: Record<string, Record<string, unknown>> };

/** The shape schema 1 had: zones per player, `cardId` and `faceUp` on objects, no `zones`. */
function schemaOne(s: MatchState): MatchState {
  const old = JSON.parse(JSON.stringify(s)) as Loose;
  old.schemaVersion = 1;
  for (const [i, p] of old.players.entries()) for (const z of ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana']) p[z] = (s.zones as Record<string, string[]>)[`${i}:${z}`];
  delete old.zones;
  for (const o of Object.values(old.objs)) {
    o.cardId = o.card;
    delete o.card;
    if (o.faceDown !== undefined) o.faceUp = !o.faceDown;
    delete o.faceDown;
  }
  return old as unknown as MatchState;
}

function board(): MatchState {
  return new Scenario({ p0: { hand: [C.wanderer], mana: [{ card: C.recruit, faceUp: true }, { card: C.recruit, faceUp: false }, { card: C.spark, faceUp: true, empty: true }] }, p1: { field: [C.swordsman] } }).state;
}

function refusedAsOld(state: MatchState, version: string): void {
  const before = JSON.stringify(state);
  const p = currentPrompt(board())!;
  const r = apply(state, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe('match/old-schema');
    expect(r.error.message.en).toContain(`older engine (state schema ${version}`);
    expect(r.error.message.th).toContain('เอนจินรุ่นเก่า');
  }
  expect(() => viewFor(state, 0)).toThrow(new RegExp(`older engine \\(state schema ${version}, this engine reads 2\\)`));
  expect(JSON.stringify(state)).toBe(before);
}

describe('stored Fadalgia states from an older engine', () => {
  it('406.3 a schema-1 state reads as the schema-2 state it came from: zone lists, face-up Streams and face-down Mana', () => {
    const s = board();
    const old = schemaOne(s);
    const before = JSON.stringify(old);
    const up = upgradeState(old);
    expect(canonicalJson(up)).toBe(canonicalJson(s));
    expect(Object.values(up.objs).filter((o) => o.zone === 'mana').map((o) => o.faceDown)).toEqual([false, true, false]);
    expect(JSON.stringify(old)).toBe(before);
    // Read again before its next apply: converted once.
    expect(upgradeState(old)).toBe(up);
  });

  it('the public API answers for a schema-1 state exactly as for the state it came from, and apply() returns schema 2', () => {
    const s = board();
    const old = schemaOne(s);
    expect(viewFor(old, 0)).toEqual(viewFor(s, 0));
    expect(viewFor(old, 1)).toEqual(viewFor(s, 1));
    expect(legalActions(old, 0)).toEqual(legalActions(s, 0));
    const p = currentPrompt(old)!;
    expect(p).toEqual(currentPrompt(s));
    const a = apply(old, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
    const b = apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(a.state.schemaVersion).toBe(2);
      expect(canonicalJson(a.state)).toBe(canonicalJson(b.state));
    }
  });

  it('the Fadalgia queries the bot asks outside the module (why not castable, units yet to attack) read a schema-1 state too', () => {
    const s = board();
    const old = schemaOne(s);
    const port = createEngine();
    const card = s.zones['0:hand'][0]!;
    expect(port.whyNotPlayable(old, 0, card)).toEqual(port.whyNotPlayable(s, 0, card));
    const unit = s.zones['1:field'][0]!;
    expect(port.whyNotPlayable(old, 1, unit)).toEqual(port.whyNotPlayable(s, 1, unit));
    expect(port.notYetAttacking(old)).toEqual(port.notYetAttacking(s));
  });

  it('a schema-2 state passes untouched: the same object, no copy', () => {
    const s = board();
    expect(upgradeState(s)).toBe(s);
  });

  it('100.2 an action on a state of an unknown schema is a RuleError naming the old schema, and changes nothing', () => {
    refusedAsOld({ ...board(), schemaVersion: 3 } as unknown as MatchState, '3');
    refusedAsOld({ ...board(), schemaVersion: undefined } as unknown as MatchState, 'undefined');
  });

  it('100.2 a schema-1 state whose zone lists do not match its objects is refused, not half converted', () => {
    const missing = schemaOne(board()) as unknown as Loose;
    (missing.players[0]!.hand as string[]).push('99999');
    refusedAsOld(missing as unknown as MatchState, '1');
    const misplaced = schemaOne(board()) as unknown as Loose;
    const hand = misplaced.players[0]!.hand as string[];
    (misplaced.players[0]!.grave as string[]).push(hand[0]!);
    refusedAsOld(misplaced as unknown as MatchState, '1');
    const unlisted = schemaOne(board()) as unknown as Loose;
    (unlisted.players[0]!.hand as string[]).pop();
    refusedAsOld(unlisted as unknown as MatchState, '1');
  });
});
