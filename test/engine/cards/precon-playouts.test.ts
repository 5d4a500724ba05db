/**
 * Seeded random games with each preconstructed deck of set SNM-S02, played to their natural end by random
 * legal actions (helpers/random-player.ts) under the playout invariants (helpers/invariants.ts). Cards whose
 * keywords the engine does not model yet play with those keywords ignored (catalogue.test.ts lists them);
 * the output lists, per deck, the keywords of its own cards that reached the field.
 */
import { describe, expect, it } from 'vitest';
import { apply, cardDef, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, type MatchState } from '../helpers/fadalgia-api.js';
import { checkConservation, checkJsonAndFreeze, checkRuleInvariants, checkSpectatorLeak, fail } from '../helpers/invariants.js';
import { pickRandom, prng, seedHex } from '../helpers/random-player.js';
import { S02_PRECONS } from '../../../src/engine/games/fadalgia/cards/decks-s02.js';
import { sweep } from '../../support/seed.js';

const SEEDS = Number(process.env.SANAM_PRECON_SEEDS ?? 3);
const MAX_ACTIONS = 4000;

function play(deckId: string, opponentId: string, i: number): { actions: number; state: MatchState; keywordsSeen: Set<string> } {
  const a = PRECONS.find((p) => p.id === deckId)!;
  const b = PRECONS.find((p) => p.id === opponentId)!;
  const created = createMatch({ matchId: `s02-${deckId}-${i}`, game: 'fadalgia', format: a.format, seed: seedHex(sweep(1000 + i)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  const sizes: [number, number] = [a.deck.main.length + a.deck.life.length, b.deck.main.length + b.deck.life.length];
  const rnd = prng(sweep(i * 31 + deckId.length));
  const keywordsSeen = new Set<string>();
  let s = created;
  checkJsonAndFreeze(s);
  let n = 0;
  while (!result(s)) {
    if (n >= MAX_ACTIONS) fail(`${deckId} game ${i} did not end within ${MAX_ACTIONS} actions`);
    const p = currentPrompt(s) ?? fail('no prompt in a running game');
    const r = apply(s, pickRandom(legalActions(s, p.seat), rnd));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
    s = r.state;
    n++;
    checkJsonAndFreeze(s);
    checkConservation(s, sizes);
    checkRuleInvariants(s);
    checkSpectatorLeak(s, n % 7 === 0);
    for (const o of Object.values(s.objs)) if (o.zone === 'field' && o.owner === 0) for (const k of cardDef(o.card).keywords ?? []) keywordsSeen.add(k);
  }
  return { actions: n, state: s, keywordsSeen };
}

describe('SNM-S02 preconstructed decks in random playouts', () => {
  for (const [k, p] of S02_PRECONS.entries()) {
    it(`${p.id} (${p.format}) plays ${SEEDS} seeded games to a natural end`, () => {
      const same = S02_PRECONS.filter((q) => q.format === p.format);
      const seen = new Set<string>();
      let actions = 0;
      for (let i = 0; i < SEEDS; i++) {
        const opp = same[(k + i + 1) % same.length]!;
        const g = play(p.id, opp.id, i);
        actions += g.actions;
        for (const kw of g.keywordsSeen) seen.add(kw);
        // 101.3.2.x natural ends only: nobody concedes in a random playout.
        expect(['101.3.2.1', '101.3.2.2', '101.3.2.3', '101.3']).toContain(result(g.state)!.rule);
      }
      console.log(`${p.id}: ${SEEDS} games, ${actions} actions, keywords on the field: ${[...seen].sort().join(', ') || '-'}`);
      expect(actions).toBeGreaterThan(SEEDS * 20);
    });
  }
});
