/** A Fadalgia state stored before objects and zones moved onto the kernel's store (schema 1) is refused clearly. */
import { describe, expect, it } from 'vitest';
import { apply, currentPrompt, viewFor, type MatchState } from './helpers/fadalgia-api.js';
import { C, Scenario } from './helpers/scenario.js';

/** The shape schema 1 had: zones per player, `cardId` on objects, no `zones`. */
function schemaOne(s: MatchState): MatchState {
  const old = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & { players: Array<Record<string, unknown>>; objs: Record<string, Record<string, unknown>> };
  old.schemaVersion = 1;
  for (const [i, p] of old.players.entries()) for (const z of ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana']) p[z] = (s.zones as Record<string, string[]>)[`${i}:${z}`];
  delete old.zones;
  for (const o of Object.values(old.objs)) { o.cardId = o.card; delete o.card; }
  return old as unknown as MatchState;
}

describe('stored Fadalgia states from an older engine', () => {
  it('100.2 an action on a schema-1 state is a RuleError naming the old schema, and changes nothing', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer] } });
    const old = schemaOne(sc.state);
    const before = JSON.stringify(old);
    const p = currentPrompt(old)!;
    const r = apply(old, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('match/old-schema');
      expect(r.error.message.en).toContain('older engine');
      expect(r.error.message.th).toContain('เอนจินรุ่นเก่า');
    }
    expect(JSON.stringify(old)).toBe(before);
  });

  it('a view of a schema-1 state throws an Error that says why, not a TypeError from deep inside', () => {
    const old = schemaOne(new Scenario({ p0: { hand: [C.wanderer] } }).state);
    expect(() => viewFor(old, 0)).toThrow(/older engine \(state schema 1, this engine reads 2\)/);
  });
});
