/**
 * Random playouts with the zone sample cards (ordered put-backs, numbers, change of control, the Outer
 * Zone, [Mana Zone] abilities, "you lose" cards) plus random grave arrangements (405.2): every legal
 * action applies, and after every action the shared playout invariants hold (helpers/invariants.ts: plain
 * JSON and never mutated, every card in exactly one zone and conserved, state and rule invariants, no
 * hidden card in the spectator's or a seat's view).
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, result, type Action, type MatchState } from '../helpers/fadalgia-api.js';
import { checkAfterAction, checkJsonAndFreeze } from '../helpers/invariants.js';
import { pickRandom, prng, seedHex } from '../helpers/random-player.js';
import { C } from '../helpers/scenario.js';
import { Z } from './zone-cards.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';
import { sweep } from '../../support/seed.js';

const GAMES = 16;

function check(ok: boolean, msg: string): void {
  if (!ok) throw new Error(msg);
}
const four = (...ids: string[]) => ids.flatMap((id) => [id, id, id, id]);
const DECK_A = {
  main: [...four(Z.siren, Z.wager, Z.ebb, Z.rift, Z.sprite, Z.mirror, Z.weave), ...four(C.crab, C.priestess, C.giant)],
  life: [...four(Z.oracle, Z.wraith, C.wanderer), Z.omen, Z.omen, Z.pact, Z.pact, ...four(C.wave)],
};
const DECK_B = {
  main: [...four(Z.rift, Z.ebb, Z.sprite, Z.wager, Z.mirror), ...four(C.recruit, C.swordsman, C.hawk, C.crab, C.archer)],
  life: [...four(Z.spire, Z.wraith, C.wanderer, Z.weave), Z.omen, Z.omen, Z.siren, Z.siren],
};

describe('zone sample cards in random playouts', () => {
  it(`${GAMES} random games with the zone cards keep every invariant`, () => {
    const ends = new Map<string, number>();
    let arranged = 0;
    const seen = new Map<string, number>();
    for (let i = 0; i < GAMES; i++) {
      const created = createMatch({ matchId: `zp-${i}`, game: 'fadalgia', format: 'standard', seed: seedHex(sweep(1000 + i)), seats: [{ name: 'A', deck: DECK_A }, { name: 'B', deck: DECK_B }], challenger: (i % 2) as 0 | 1 });
      if (isRuleError(created)) throw new Error(created.message.en);
      const rnd = prng(sweep(i + 99));
      let s: MatchState = created;
      checkJsonAndFreeze(s);
      const sizes: [number, number] = [DECK_A.main.length + DECK_A.life.length, DECK_B.main.length + DECK_B.life.length];
      for (let n = 0; !result(s); n++) {
        check(n < 5000, `game ${i} did not end`);
        const p = currentPrompt(s)!;
        let action: Action = pickRandom(legalActions(s, p.seat), rnd);
        // Now and then the other seat rearranges its grave (a free action, 405.2).
        const other = p.seat === 0 ? 1 : 0;
        if (rnd(8) === 0 && zoneOf(s, other, 'grave').length > 1) {
          const order = [...zoneOf(s, other, 'grave')];
          order.push(order.shift()!);
          action = { type: 'arrange-grave', seat: other, order };
          arranged++;
        }
        const r = apply(s, action); // throws if it writes into the frozen input
        if (!r.ok) throw new Error(`game ${i} action ${n}: ${r.error.code} ${r.error.message.en}`);
        s = r.state;
        checkAfterAction(s, sizes);
        for (const e of r.events) {
          if (e.kind === 'put-back-order') check(e.audience !== null, 'the put-back order went public');
          const key = e.rule === '408.1' ? 'outer' : e.rule === '406.2.1' || (e.kind === 'activate' && s.objs[String(e.data?.objectId)]?.zone === 'mana') ? 'mana-ability' : e.kind;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
      const rule = result(s)!.rule ?? '?';
      ends.set(rule, (ends.get(rule) ?? 0) + 1);
    }
    expect(arranged).toBeGreaterThan(0);
    // The zone mechanics really ran: numbers, ordered put-backs, change of control, reveals, removal from the game.
    for (const kind of ['number', 'put-back', 'control', 'reveal', 'outer', 'mana-ability']) expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    for (const rule of ends.keys()) expect(['101.3.2.1', '101.3.2.2', '101.3.2.3', '101.3.2.5', '101.3']).toContain(rule);
  }, 60_000);
});
