/**
 * sba.ts `nothingDue` is the one-pass form of `quiet(STATE_CHECKS)`: the two must agree on every state,
 * including states where a row is due (a unit given lethal damage, an item left unattached, a second
 * Terrain, a second Avatar of one name, a broken combat).
 */
import { describe, expect, it } from 'vitest';
import { quiet } from '../../src/engine/core/checks.js';
import { STATE_CHECKS, nothingDue } from '../../src/engine/games/fadalgia/sba.js';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, type MatchState } from './helpers/fadalgia-api.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

/** Edits that make rows due, each on a copy of a decision state. */
function variants(s: MatchState, rnd: (n: number) => number): MatchState[] {
  const out: MatchState[] = [];
  const field = [...s.zones['0:field'], ...s.zones['1:field']];
  if (!field.length) return out;
  const pick = () => field[rnd(field.length)]!;
  const edit = (f: (c: MatchState) => void) => { const c = structuredClone(s); f(c); out.push(c); };
  edit((c) => { c.objs[pick()]!.dmg = 1 + rnd(12); });
  edit((c) => { delete c.objs[pick()]!.att; });
  edit((c) => { const a = c.objs[pick()]!; const b = c.objs[pick()]!; b.card = a.card; });
  edit((c) => { c.objs[pick()]!.zone = 'grave'; });
  edit((c) => { c.objs[pick()]!.ctrl = c.objs[pick()]!.ctrl === 0 ? 1 : 0; });
  return out;
}

describe('state checks: the one-pass test agrees with the rows', () => {
  it('on decision states of seeded games and on edited copies of them', () => {
    let due = 0;
    let checked = 0;
    for (let i = 0; i < 12; i++) {
      const decks = PRECONS.filter((p) => p.format === 'standard');
      const created = createMatch({ matchId: `q-${i}`, game: 'fadalgia', format: 'standard', seed: seedHex(i), seats: [{ name: 'A', deck: decks[i % decks.length]!.deck }, { name: 'B', deck: decks[(i + 1) % decks.length]!.deck }], challenger: 0 });
      if (isRuleError(created)) throw new Error(created.message.en);
      const rnd = prng(i + 3);
      let s = created;
      while (!result(s)) {
        for (const v of [s, ...variants(s, rnd)]) {
          const g = { s: v, ev: [] };
          const q = quiet(STATE_CHECKS, g);
          expect(nothingDue(g)).toBe(q);
          checked++;
          if (!q) due++;
        }
        const r = apply(s, pickRandom(legalActions(s, currentPrompt(s)!.seat), rnd));
        if (!r.ok) throw new Error(r.error.message.en);
        s = r.state;
      }
    }
    // The edits must reach the rows that are due, or this test would compare only quiet states.
    expect(due).toBeGreaterThan(checked / 20);
  });
});
