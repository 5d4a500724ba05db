/**
 * Issue 30: in Spirit Duel, two games that differ only in hidden cards (hands, decks and face-down Traps, sd:trap.1)
 * show the same public surface (support/public-surface.ts: board message in both languages, public prompt,
 * spectator view). A hand or deck card is replaced by any card of the shipped decks; a face-down Trap by another
 * Trap (only Traps are set face down, so that much is public).
 */
import { describe, expect, it } from 'vitest';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import { SD_PRECONS } from '../../src/engine/games/spirit-duel/decks.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { checkPublicSurface, type SurfaceGame } from './support/public-surface.js';

const PAIRS = 400;
const ANY = [...new Set(SD_PRECONS.flatMap((p) => p.deck as string[]))];
const TRAPS = ANY.filter((c) => SD_CARDS[c]?.type === 'trap');

const spiritDuel: SurfaceGame<SDState> = {
  name: 'spirit-duel',
  start(game, seed) {
    const [a, b] = [SD_PRECONS[game % 4]!, SD_PRECONS[(game + 1 + (game >> 2)) % 4]!];
    const created = realEngine.createMatch({ matchId: `surf-${game}`, game: 'spirit-duel', format: 'standard', seed, challenger: 0, seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
    if (!created || typeof created !== 'object' || 'code' in created) throw new Error(JSON.stringify(created));
    return created as SDState;
  },
  hidden: (s) => Object.entries(s.zones.objs)
    .filter(([, o]) => o.zone === 'hand' || o.zone === 'deck' || (o.zone === 'traps' && o.faceDown))
    .map(([id, o]) => ({ id, obj: o, pool: o.zone === 'traps' ? TRAPS : ANY })),
};

describe('Spirit Duel public surface (issue 30, sd:trap.1)', () => {
  it(`${PAIRS} seeded state pairs differing only in hidden cards give the same public prompt, components, board message and image inputs`, () => {
    const stats = checkPublicSurface(spiritDuel, { pairs: PAIRS });
    expect(stats.pairs).toBeGreaterThanOrEqual(PAIRS);
    expect(stats.hiddenPlays).toBeGreaterThan(10);
  }, 300_000);
});
