/**
 * Issue 30: in Fadalgia, two games that differ only in hidden cards (hands, Main decks, Life piles and face-down
 * Mana, 400.2 and 406.3) show the same public surface (support/public-surface.ts: board message in both languages,
 * public prompt, spectator view). A hidden card is replaced by another card of the shipped decks' Main or Life
 * lists, whichever it came from.
 */
import { describe, expect, it } from 'vitest';
import { PRECONS, type FadalgiaState } from '../../src/engine/index.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { checkPublicSurface, type SurfaceGame } from './support/public-surface.js';

const PAIRS = 400;
const MAIN = [...new Set(PRECONS.flatMap((p) => p.deck.main))];
const LIFE = [...new Set(PRECONS.flatMap((p) => p.deck.life))];
const LIFE_ONLY = new Set(LIFE.filter((c) => !MAIN.includes(c)));

const fadalgia: SurfaceGame<FadalgiaState> = {
  name: 'fadalgia',
  start(game, seed) {
    const format = game % 3 === 2 ? 'starter-c' : 'standard';
    const decks = PRECONS.filter((p) => p.format === format);
    const [a, b] = [decks[game % decks.length]!, decks[(game + 1) % decks.length]!];
    const created = realEngine.createMatch({ matchId: `surf-${game}`, game: 'fadalgia', format, seed, challenger: (game % 2) as 0 | 1, seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
    if (!created || typeof created !== 'object' || 'code' in created) throw new Error(JSON.stringify(created));
    return created as FadalgiaState;
  },
  hidden: (s) => Object.entries(s.objs)
    .filter(([, o]) => o.zone === 'hand' || o.zone === 'main' || o.zone === 'life' || (o.zone === 'mana' && o.faceDown !== false))
    .map(([id, o]) => ({ id, obj: o, pool: LIFE_ONLY.has(o.card) ? LIFE : MAIN })),
};

describe('Fadalgia public surface (issue 30, 400.2, 406.3)', () => {
  it(`${PAIRS} seeded state pairs differing only in hidden cards give the same public prompt, components, board message and image inputs`, () => {
    const stats = checkPublicSurface(fadalgia, { pairs: PAIRS });
    expect(stats.pairs).toBeGreaterThanOrEqual(PAIRS);
    expect(stats.hiddenPlays).toBeGreaterThan(10);
  }, 300_000);
});
