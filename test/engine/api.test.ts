import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, viewFor, type MatchState } from './helpers/fadalgia-api.js';

const seed = 'ab'.repeat(32);
const decks = PRECONS.filter((p) => p.format === 'standard');

function start(): MatchState {
  const s = createMatch({ matchId: 'api', game: 'fadalgia', format: 'standard', seed, seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 });
  if (isRuleError(s)) throw new Error(s.message.en);
  return s;
}

describe('engine API', () => {
  it('creates a match waiting for the challenger to pick the first-player method (101.2)', () => {
    const s = start();
    const p = currentPrompt(s)!;
    expect(p.seat).toBe(0);
    expect(p.kind).toBe('first-player-method');
    expect(p.options.map((o) => o.id)).toEqual(['coin', 'rps']);
    expect(viewFor(s, 'spectator').phase).toBe('setup');
  });

  it('refuses a malformed action without throwing and without touching the state', () => {
    const s = start();
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'answer', seat: 0, promptId: 'nope', choice: ['coin'], extra: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('action/invalid');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('100.5 concede is legal for either seat at any time and ends the game', () => {
    const s = start();
    expect(legalActions(s, 1)).toEqual([{ type: 'concede', seat: 1 }]);
    const r = apply(s, { type: 'concede', seat: 1 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(result(r.state)?.winner).toBe(0);
      expect(result(r.state)?.rule).toBe('101.3.2.6');
      expect(r.state.version).toBe(1);
    }
  });
});
