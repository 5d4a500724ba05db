/**
 * Random playouts with the shipped decks under the kernel's invariants, after every action: the state is
 * plain JSON, apply() does not touch its input (it is frozen), every card is in exactly one zone and no card
 * appears or vanishes, the spectator view (after every action; the seats' views every 25th) shows no object id of a card hidden from that viewer (hands, decks), the
 * opponent's hand is never in a seat's view; and every game ends by itself. SANAM_SM_PLAYOUTS sets the count.
 */
import { describe, expect, it } from 'vitest';
import { zoneInvariant } from '../../../src/engine/core/zones.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import type { SmDeck } from '../../../src/engine/games/summoner-master/deck.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { ZONES } from '../../../src/engine/games/summoner-master/zones.js';
import { prng, seedHex } from '../helpers/random-player.js';
import { m } from './helpers.js';
import { sweep } from '../../support/seed.js';
import { checkViews, choose, jsonOnly } from './invariants.js';

const GAMES = Number(process.env.SANAM_SM_PLAYOUTS ?? 200);
const MAX_ACTIONS = 6000;

export function playout(i: number, check: boolean): { actions: number; state: SmState } {
  const a = SM_PRECONS[i % 4]!;
  const b = SM_PRECONS[(i + 1 + (i >> 2)) % 4]!;
  const created = m.create({ matchId: `po-${i}`, game: 'summoner-master', format: 'casual', seed: seedHex(sweep(i + 1)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
  if ('code' in created) throw new Error(created.message.en);
  let s = created;
  const sizes = [a, b].map((p) => (p.deck as SmDeck).seals.length + (p.deck as SmDeck).mystics.length);
  const rnd = prng(sweep(i + 7));
  let n = 0;
  while (!m.result(s)) {
    if (n++ > MAX_ACTIONS) throw new Error(`game ${i} did not end in ${MAX_ACTIONS} actions`);
    const p = m.prompt(s);
    if (!p) throw new Error(`game ${i}: no prompt and no result`);
    if (check) jsonOnly(s, 'state');
    const r = m.apply(s, choose(m.legalActions(s, p.seat), rnd));
    if (!r.ok) throw new Error(`game ${i}: a legal action was refused: ${r.error.message.en}`);
    s = r.state;
    if (check) {
      const bad = zoneInvariant(ZONES, s.zones);
      if (bad) throw new Error(`game ${i}: ${bad}`);
      const owned = [0, 0];
      for (const o of Object.values(s.zones.objs)) owned[o.owner]!++;
      if (owned[0] !== sizes[0] || owned[1] !== sizes[1]) throw new Error(`game ${i}: cards not conserved ${owned} vs ${sizes}`);
      checkViews(s, n % 25 === 0 ? ['spectator', 0, 1] : ['spectator']);
    }
  }
  if (check) checkViews(s);
  return { actions: n, state: s };
}

describe('Summoner Master random playouts', () => {
  it(`${GAMES} games with the four preconstructed decks end with a result and keep every invariant`, () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < GAMES; i++) {
      const { state } = playout(i, true);
      const rule = m.result(state)!.rule ?? '?';
      reasons.set(rule, (reasons.get(rule) ?? 0) + 1);
      const reveal = m.revealShuffles(state);
      expect(Array.isArray(reveal) && reveal.length).toBe(m.commitments(state).length);
    }
    expect([...reasons.keys()].every((r) => ['§13.1', '§13.3', '401.9.8'].includes(r))).toBe(true);
    expect(reasons.get('§13.1') ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
