/**
 * Issue 30: in Summoner Master, two games that differ only in hidden cards (hands and both decks) show the same
 * public surface (support/public-surface.ts: board message in both languages, public prompt, spectator view). A
 * hidden card is replaced by another of the same kind: the backs of Seals and Mystics differ (§0). With the old
 * two-step cast (public At/Df/Cancel buttons after "Cast"), a Seal cast in one game and not affordable in the other
 * differed here.
 */
import { describe, expect, it } from 'vitest';
import { SM_CARDS } from '../../src/engine/games/summoner-master/cards/catalog.js';
import { SM_PRECONS } from '../../src/engine/games/summoner-master/cards/precons.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { checkPublicSurface, type SurfaceGame } from './support/public-surface.js';

const PAIRS = 400;
const SEALS = Object.values(SM_CARDS).filter((d) => d.kind === 'seal').map((d) => d.id);
const MYSTICS = Object.values(SM_CARDS).filter((d) => d.kind === 'mystic').map((d) => d.id);
const HIDDEN_ZONES = new Set(['hand', 'sealDeck', 'mysticDeck']);

const summonerMaster: SurfaceGame<SmState> = {
  name: 'summoner-master',
  start(game, seed) {
    const [a, b] = [SM_PRECONS[game % 4]!, SM_PRECONS[(game + 1) % 4]!];
    const created = realEngine.createMatch({ matchId: `surf-${game}`, game: 'summoner-master', format: 'casual', seed, challenger: 0, seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
    if (!created || typeof created !== 'object' || 'code' in created) throw new Error(JSON.stringify(created));
    return created as SmState;
  },
  hidden: (s) => Object.entries(s.zones.objs)
    .filter(([, o]) => HIDDEN_ZONES.has(o.zone))
    .map(([id, o]) => ({ id, obj: o, pool: SM_CARDS[o.card]?.kind === 'mystic' ? MYSTICS : SEALS })),
};

describe('Summoner Master public surface (issue 30)', () => {
  it(`${PAIRS} seeded state pairs differing only in hidden hands and decks give the same public prompt, components, board message and image inputs`, () => {
    const stats = checkPublicSurface(summonerMaster, { pairs: PAIRS });
    expect(stats.pairs).toBeGreaterThanOrEqual(PAIRS);
    // The pairs include casts from hand, where the Line and targets are chosen.
    expect(stats.hiddenPlays).toBeGreaterThan(10);
  }, 300_000);
});
