import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, gameIds, isRuleError, PRECONS, type MatchState } from './helpers/fadalgia-api.js';
import type { GameModule } from '../../src/engine/core/api-types.js';
import { GameRegistry } from '../../src/engine/core/registry.js';

const decks = PRECONS.filter((p) => p.format === 'standard');
const setup = (game: unknown) => ({ matchId: 'reg', game, format: 'standard', seed: 'cd'.repeat(32), seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 });

/** A one-prompt toy game: proves the registry routes every call by `state.game`. */
type Toy = { game: 'toy'; n: number };
const toy: GameModule<Toy, { n: number }> = {
  id: 'toy',
  create: () => ({ game: 'toy', n: 0 }),
  apply: (s) => ({ ok: true, state: { ...s, n: s.n + 1 }, events: [] }),
  legalActions: () => [],
  prompt: () => null,
  viewFor: (s) => ({ n: s.n }),
  result: () => null,
  commitments: () => [],
  revealShuffles: () => [],
};

describe('engine core: game module registry', () => {
  it('dispatches by state.game: Fadalgia, Spirit Duel and Summoner Master are offered, tiny is test-only, and a Fadalgia match runs through the public API', () => {
    expect(gameIds()).toEqual(['fadalgia', 'spirit-duel', 'summoner-master']);
    expect(gameIds({ includeTestOnly: true })).toEqual(['fadalgia', 'spirit-duel', 'summoner-master', 'tiny']);
    const s = createMatch(setup('fadalgia'));
    expect(isRuleError(s)).toBe(false);
    expect(currentPrompt(s as MatchState)?.kind).toBe('first-player-method');
  });

  it('100.1 a setup for a game the engine does not run is refused with a bilingual error', () => {
    const r = createMatch(setup('no-such-game'));
    expect(isRuleError(r)).toBe(true);
    if (isRuleError(r)) {
      expect(r.code).toBe('setup/unknown-game');
      expect(r.message.th).toContain('no-such-game');
      expect(r.message.en).toContain('fadalgia');
    }
  });

  it('a stored state of an unknown game is a caller bug and throws instead of being treated as Fadalgia', () => {
    const s = createMatch(setup('fadalgia')) as MatchState;
    expect(() => apply({ ...s, game: 'other' } as unknown as MatchState, { type: 'concede', seat: 0 })).toThrow(/no game module/);
  });

  it('routes to each registered module and refuses a module registered twice', () => {
    const reg = new GameRegistry([toy]);
    const m = reg.forSetup({ game: 'toy' });
    expect('code' in m).toBe(false);
    const s = (m as GameModule<Toy, { n: number }>).create({});
    const r = reg.forState(s).apply(s, { type: 'concede', seat: 0 });
    expect(r.ok && r.state.n).toBe(1);
    expect(() => new GameRegistry([toy, toy])).toThrow(/twice/);
  });
});
