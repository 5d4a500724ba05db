/**
 * Match setup (setup.ts, §1.3, §2.1) through `m.create`: what a setup must hold, the opening hands from both
 * decks, every rock-paper-scissors pairing, the winner's choice and the starting Mp (issue 31, mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import type { SmDeck } from '../../../src/engine/games/summoner-master/deck.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { act, m, prompt, type Game } from './helpers.js';
import { sealCard } from './verb-kit.js';

const seed = 'ab'.repeat(32);
const deckA = SM_PRECONS[0]!.deck as SmDeck;
const deckB = SM_PRECONS[1]!.deck as SmDeck;
const setup = (more: Record<string, unknown> = {}) => ({ matchId: 'm', game: 'summoner-master', format: 'casual', seed, seats: [{ name: 'A', deck: deckA }, { name: 'B', deck: deckB }], ...more });
const code = (input: unknown) => {
  const r = m.create(input);
  return 'code' in r ? r.code : null;
};

function game(more: Record<string, unknown> = {}): Game {
  const s = m.create(setup(more));
  if ('code' in s) throw new Error(s.message.en);
  return { s: s as SmState, id: (n: string) => n };
}

/** Seat 0 throws `a`, seat 1 throws `b`. */
function throwBoth(g: Game, a: string, b: string): void {
  act(g, 0, `rps:${a}`);
  act(g, 1, `rps:${b}`);
}

const count = (s: SmState, seat: 0 | 1, zone: string) => (s.zones.zones[`${seat}:${zone}`] ?? []).length;

describe('§2.1 setup: what a match needs', () => {
  it('§2.1 a setup needs an object with a match id and exactly two seats', () => {
    expect(code(null)).toBe('setup/invalid');
    expect(code(setup({ matchId: 7 }))).toBe('setup/invalid');
    expect(code(setup({ seats: 'AB' }))).toBe('setup/invalid');
    expect(code(setup({ seats: [{ name: 'A', deck: deckA }] }))).toBe('setup/invalid');
    expect(code(setup({ seats: [{ name: 'A', deck: deckA }, { name: 'B', deck: deckB }, { name: 'C', deck: deckB }] }))).toBe('setup/invalid');
    expect(code(setup())).toBeNull();
  });

  it('§2.1 the seed must be 64 hex characters', () => {
    expect(code(setup({ seed: 'xyz' }))).toBe('setup/seed');
  });

  it('§1.3 the format defaults to ranked (30 + 30), an unknown one is refused', () => {
    expect(code(setup({ format: undefined }))).toBe('deck/seal-count');
    expect(code(setup({ format: 'no-such' }))).toBe('setup/format');
  });

  it("§1.3 both seats' decks are checked: the second seat's bad deck refuses the match too", () => {
    expect(code(setup({ seats: [{ name: 'A', deck: deckA }, { name: 'B', deck: { seals: [], mystics: [] } }] }))).toBe('deck/seal-count');
    expect(code(setup({ seats: [{ name: 'A', deck: 'nonsense' }, { name: 'B', deck: deckB }] }))).toBe('deck/shape');
  });

  it('§1.3 a server card set is validated before the decks; an empty one pins nothing', () => {
    expect(code(setup({ extraCards: [{ id: 'broken' }] }))).toBe('setup/cards');
    expect(game({ extraCards: [] }).s.extraCards).toBeUndefined();
    const mine = sealCard('server-knight');
    const withMine = { seals: [...deckA.seals.slice(0, 24), 'server-knight'], mystics: deckA.mystics };
    const g = game({ extraCards: [mine], seats: [{ name: 'A', deck: withMine }, { name: 'B', deck: deckB }] });
    expect(Object.keys(g.s.extraCards ?? {})).toEqual(['server-knight']);
    expect(Object.values(g.s.zones.objs).some((o) => o.card === 'server-knight')).toBe(true);
  });

  it('§2.1 each seat gets its own deck: 5 Seals and 2 Mystics in hand, the rest in its two piles; names kept; the RPS step', () => {
    const g = game();
    for (const [p, d] of [[0, deckA], [1, deckB]] as const) {
      expect(count(g.s, p, 'hand')).toBe(7);
      expect(count(g.s, p, 'sealDeck')).toBe(d.seals.length - 5);
      expect(count(g.s, p, 'mysticDeck')).toBe(d.mystics.length - 2);
      const hand = (g.s.zones.zones[`${p}:hand`] ?? []).map((id) => g.s.zones.objs[id]!);
      expect(hand.filter((o) => d.seals.includes(o.card))).toHaveLength(5);
      expect(hand.every((o) => o.owner === p)).toBe(true);
    }
    expect(g.s.players.map((p) => p.name)).toEqual(['A', 'B']);
    expect(g.s.step).toBe('rps');
    expect(g.s.first).toBeNull();
    expect(g.s.players.map((p) => p.mp)).toEqual([0, 0]);
  });

  it('§2.1 both decks are shuffled: the Seal deck is not in list order', () => {
    const g = game();
    const listed = deckA.seals.slice(0);
    const order = [...(g.s.zones.zones['0:sealDeck'] ?? []), ...(g.s.zones.zones['0:hand'] ?? [])].map((id) => g.s.zones.objs[id]!.card).filter((c) => listed.includes(c));
    expect(order).not.toEqual(listed);
    const myst = (g.s.zones.zones['1:mysticDeck'] ?? []).map((id) => g.s.zones.objs[id]!.card);
    expect(myst).not.toEqual(deckB.mystics.slice(0, myst.length));
  });

  it('§15 q3 the configured opening hand sizes and starting Mp are used', () => {
    const g = game({ config: { openingSeals: 3, openingMystics: 1, startMp: [4, 6] } });
    expect(count(g.s, 0, 'hand')).toBe(4);
    throwBoth(g, 'paper', 'rock');
    act(g, 0, 'first');
    expect(g.s.players.map((p) => p.mp)).toEqual([4, 6]);
  });
});

describe('§2.1 rock-paper-scissors decides who chooses to go first', () => {
  const wins: Array<[string, string, 0 | 1]> = [
    ['rock', 'scissors', 0], ['scissors', 'paper', 0], ['paper', 'rock', 0],
    ['scissors', 'rock', 1], ['paper', 'scissors', 1], ['rock', 'paper', 1],
  ];
  for (const [a, b, w] of wins) {
    it(`§2.1 ${a} against ${b}: seat ${w} wins and chooses`, () => {
      const g = game();
      expect(prompt(g)).toMatchObject({ kind: 'rps', seat: 0, rule: '§2.1' });
      expect(prompt(g)?.options.map((o) => [o.id, o.visibility])).toEqual([['rps:rock', 'private'], ['rps:paper', 'private'], ['rps:scissors', 'private']]);
      throwBoth(g, a, b);
      expect(prompt(g)).toMatchObject({ kind: 'choose-first', seat: w, rule: '§2.1' });
      expect(prompt(g)?.options.map((o) => o.id)).toEqual(['first', 'second']);
      expect(g.s.players.map((p) => p.rps)).toEqual([null, null]);
    });
  }

  it('§2.1 a tie is thrown again, seat 0 first, with the throws forgotten', () => {
    const g = game();
    for (const x of ['rock', 'paper', 'scissors']) {
      throwBoth(g, x, x);
      expect(prompt(g)).toMatchObject({ kind: 'rps', seat: 0 });
      expect(g.s.players.map((p) => p.rps)).toEqual([null, null]);
    }
    act(g, 0, 'rps:rock');
    expect(g.s.players[0].rps).toBe('rock');
    expect(prompt(g)).toMatchObject({ kind: 'rps', seat: 1 });
  });

  it('§2.1 the winner going first: they are active with Mp 5, the other Mp 8; subturn 1 begins at the Check Up', () => {
    const g = game();
    throwBoth(g, 'rock', 'paper');
    act(g, 1, 'first');
    expect(g.s.first).toBe(1);
    expect(g.s.active).toBe(1);
    expect(g.s.players.map((p) => p.mp)).toEqual([8, 5]);
    expect(g.s.subturn).toBe(1);
    // §2.2: the first player may not attack or use Skills in subturn 1; the second is unlocked in their first subturn.
    expect(g.s.players.map((p) => p.locked)).toEqual([false, true]);
  });

  it('§2.1 the winner going second: the other seat is first', () => {
    const g = game();
    throwBoth(g, 'scissors', 'paper');
    act(g, 0, 'second');
    expect(g.s.first).toBe(1);
    expect(g.s.players.map((p) => p.mp)).toEqual([8, 5]);
  });
});
