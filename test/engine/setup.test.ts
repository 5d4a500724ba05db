import { describe, expect, it } from 'vitest';
import { apply, commitments, createMatch, currentPrompt, isRuleError, PRECONS, revealShuffles, verifyCommitments, viewFor, type MatchState } from './helpers/fadalgia-api.js';

const seed = '0f'.repeat(32);
const std = PRECONS.filter((p) => p.format === 'standard');
const starter = PRECONS.filter((p) => p.format === 'starter-c');

function make(extra: Record<string, unknown> = {}, format: 'standard' | 'starter-c' = 'standard'): MatchState {
  const d = format === 'standard' ? std : starter;
  const s = createMatch({ matchId: 'setup', game: 'fadalgia', format, seed, seats: [{ name: 'A', deck: d[0]!.deck }, { name: 'B', deck: d[1]!.deck }], challenger: 0, ...extra });
  if (isRuleError(s)) throw new Error(s.message.en);
  return s;
}

function say(s: MatchState, seat: 0 | 1, ...choice: string[]): MatchState {
  const p = currentPrompt(s)!;
  expect(p.seat).toBe(seat);
  const r = apply(s, { type: 'answer', seat, promptId: p.promptId, choice });
  if (!r.ok) throw new Error(r.error.message.en);
  return r.state;
}

describe('101.2 who goes first, 100.4 shuffles, 101.2.1 opening hands', () => {
  it('101.2 coin flip: the challenger proposes, the opponent agrees and calls; the winner chooses who goes first', () => {
    let s = make();
    s = say(s, 0, 'coin');
    s = say(s, 1, 'agree');
    expect(currentPrompt(s)!.kind).toBe('coin-call');
    s = say(s, 1, 'heads');
    const chooser = currentPrompt(s)!;
    expect(chooser.kind).toBe('choose-first');
    const flipLine = s.log.find((l) => l.text.en.startsWith('The coin shows'))!;
    const winner = flipLine.text.en.includes('heads') ? 1 : 0;
    expect(chooser.seat).toBe(winner);
  });

  it('101.2 rock-paper-scissors: picks are hidden until both chose; a tie is replayed; the winner chooses', () => {
    let s = make();
    s = say(s, 0, 'rps');
    s = say(s, 1, 'agree');
    const withPaper = say(s, 0, 'paper');
    s = say(s, 0, 'rock');
    // Seat 0's pick must not show in any view while seat 1 chooses: the views are identical whatever it picked.
    for (const v of ['spectator', 1] as const) expect(JSON.stringify(viewFor(s, v))).toBe(JSON.stringify(viewFor(withPaper, v)));
    expect(JSON.stringify(currentPrompt(s))).toBe(JSON.stringify(currentPrompt(withPaper)));
    s = say(s, 1, 'rock');
    expect(currentPrompt(s)!.kind).toBe('rps'); // tie
    s = say(s, 0, 'paper');
    s = say(s, 1, 'rock');
    expect(currentPrompt(s)!).toMatchObject({ kind: 'choose-first', seat: 0 });
  });

  it('101.2 in a series the previous loser chooses directly; 101.2.1 100.4 both piles shuffled with commitments, each opponent offered one more shuffle (101.5: the AT player decides first), then 7 cards each; 101.2.2 no first-turn life draw', () => {
    let s = make({ firstPlayer: { previousLoser: 1 } });
    expect(currentPrompt(s)!).toMatchObject({ kind: 'choose-first', seat: 1 });
    s = say(s, 1, 'first:1');
    expect(commitments(s)).toHaveLength(4);
    expect(currentPrompt(s)!).toMatchObject({ kind: 'reshuffle', seat: 1 }); // 101.5: the first player decides first
    s = say(s, 1, 'reshuffle');
    expect(commitments(s)).toHaveLength(6);
    expect(currentPrompt(s)!).toMatchObject({ kind: 'reshuffle', seat: 0 });
    s = say(s, 0, 'accept');
    expect(s.zones['0:hand']).toHaveLength(7);
    expect(s.zones['1:hand'].length).toBe(7 + 1); // seat 1 is the AT player and drew in Refresh (501.4)
    expect(s.atSeat).toBe(1);
    // 101.2.2: no life draw for the first AT player in the first turn; the comprehensive rules win over
    // the basic guide's "the first player does not draw": the main-pile draw happens.
    expect(currentPrompt(s)!.kind).not.toBe('refresh-options');
    expect(s.zones['1:life']).toHaveLength(20);
    // 100.4: shuffles are revealed only after the end, and then every commitment verifies.
    expect(isRuleError(revealShuffles(s))).toBe(true);
    const r = apply(s, { type: 'concede', seat: 0 });
    if (!r.ok) throw new Error();
    const secrets = revealShuffles(r.state);
    if (isRuleError(secrets)) throw new Error();
    expect(verifyCommitments(commitments(r.state), secrets)).toBe(true);
    const tampered = secrets.map((x, i) => (i === 0 ? { ...x, order: [...x.order].reverse() } : x));
    expect(verifyCommitments(commitments(r.state), tampered)).toBe(false);
  });

  it('Starter - Type C: opening hand 5 and 5 Life Tokens', () => {
    let s = make({ firstPlayer: { previousLoser: 0 } }, 'starter-c');
    s = say(s, 0, 'first:0');
    s = say(s, 0, 'accept');
    s = say(s, 1, 'accept');
    expect(s.zones['1:hand']).toHaveLength(5);
    expect(s.players[0].tokens).toBe(5);
    expect(viewFor(s, 'spectator').players[1].lifeTokens).toBe(5);
  });

  it('rejects a bad seed or an illegal deck with a Thai and English message', () => {
    const bad = createMatch({ matchId: 'x', game: 'fadalgia', format: 'standard', seed: 'short', seats: [{ name: 'A', deck: std[0]!.deck }, { name: 'B', deck: std[1]!.deck }], challenger: 0 });
    expect(isRuleError(bad) && bad.code).toBe('setup/invalid');
    const small = createMatch({ matchId: 'x', game: 'fadalgia', format: 'standard', seed, seats: [{ name: 'A', deck: { main: [], life: [] } }, { name: 'B', deck: std[1]!.deck }], challenger: 0 });
    expect(isRuleError(small) && small.message.th).toContain('กองหลัก');
  });
});
