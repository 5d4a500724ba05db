/**
 * The shuffle's commitments (§1.3: each deck shuffled separately) as the end-of-game reveal shows them: the revealed
 * order is the deck's real order, so a player can check the deck they drew from. Written against the survivors of
 * the `--all-files` run of draw.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { verifyCommitments } from '../../../src/engine/core/commitments.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { m } from './helpers.js';

const cardsIn = (s: SmState, key: string) => (s.zones.zones[key] ?? []).map((id) => s.zones.objs[id]!.card);

describe('§1.3 the shuffles revealed at the end', () => {
  it('§1.3 each deck\'s revealed order is the order the cards were dealt from: the deck left below the opening hand drawn from its top', () => {
    const [a, b] = SM_PRECONS;
    const created = m.create({ matchId: 'reveal', game: 'summoner-master', format: 'casual', seed: '1f'.repeat(32), seats: [{ name: 'A', deck: a!.deck }, { name: 'B', deck: b!.deck }] });
    if ('code' in created) throw new Error(created.message.en);
    const start = created as SmState;
    const ended = m.apply(start, { type: 'concede', seat: 0 });
    if (!ended.ok) throw new Error(ended.error.message.en);
    const secrets = m.revealShuffles(ended.state);
    if ('code' in secrets) throw new Error(secrets.message.en);
    expect(verifyCommitments(m.commitments(ended.state), secrets)).toBe(true);
    expect(secrets.map((x) => `${x.seat}:${x.pile}`)).toEqual(['0:sealDeck', '0:mysticDeck', '1:sealDeck', '1:mysticDeck']);
    for (const seat of [0, 1] as const) {
      const [seals, mystics] = secrets.filter((x) => x.seat === seat);
      const ns = start.config.openingSeals;
      const nm = start.config.openingMystics;
      // The deck left is the revealed order without its top (the end of the list), dealt top first into the hand.
      expect(seals!.order.slice(0, -ns)).toEqual(cardsIn(start, `${seat}:sealDeck`));
      expect(mystics!.order.slice(0, -nm)).toEqual(cardsIn(start, `${seat}:mysticDeck`));
      expect(cardsIn(start, `${seat}:hand`)).toEqual([...seals!.order.slice(-ns).reverse(), ...mystics!.order.slice(-nm).reverse()]);
    }
  });
});
