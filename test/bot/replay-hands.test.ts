/**
 * Hidden cards in replays: until both players agreed, a replay frame (its message and its image) is a
 * function of public information only — two matches that differ only in the cards nobody else could see
 * (both hands and the decks resampled, the spectator view the same) give byte-identical frames. Once both
 * agreed, the frames list both hands, read from each seat's own view. The agreement itself: each player
 * answers once, one refusal keeps the hands hidden, and Sanam agrees for its own seat.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/match/engine-adapter.js';
import { replayFrame, replayOf } from '../../src/bot/replay/replay.js';
import { answerReveal, revealState } from '../../src/bot/replay/consent.js';
import { createMemoryKv } from '../../src/store/kv.js';
import type { MatchMeta } from '../../src/match/service.js';
import { createGame, precon } from '../../src/ai/selfplay.js';
import { randomMove } from '../../src/ai/policies.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { determinize } from '../../src/engine/determinize.js';
import type { MatchState } from '../../src/engine/index.js';

const engine = createEngine({ includeTestOnly: true });

function finishedStates(): MatchState[] {
  let s = createGame(precon('tiny', 0), 3);
  const states = [s];
  const rng = samplingRng('replay-hands');
  while (!engine.result(s) && states.length < 400) {
    const seat = engine.currentPrompt(s)!.seat;
    const r = engine.apply(s, randomMove(s, seat, rng)!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state as MatchState;
    states.push(s);
  }
  return states;
}

const bytes = (f: Awaited<ReturnType<typeof replayFrame>>) => ({ json: JSON.stringify({ ...f, files: f.files.map((x) => x.name) }), png: Buffer.from(f.files[0]!.attachment).toString('base64') });

describe('replay: hands stay hidden until both players agree', () => {
  it('frames before agreement are the same for matches that differ only in hidden cards; after it they show both hands', { timeout: 60_000 }, async () => {
    const states = finishedStates();
    expect(engine.result(states.at(-1)!)).not.toBeNull();
    // The twin: what each seat could not see, resampled for both seats; the public view is unchanged.
    const twin = states.map((s, v) => determinize(determinize(s, 0, `a${v}`), 1, `b${v}`));
    const real = replayOf(engine, states, 'en');
    const other = replayOf(engine, twin, 'en');
    expect(JSON.stringify(other.views)).toBe(JSON.stringify(real.views));
    const differ = states.map((_, v) => v).filter((v) => JSON.stringify(real.hands[v]) !== JSON.stringify(other.hands[v]));
    expect(differ.length).toBeGreaterThan(0);
    for (const v of differ.slice(0, 3)) {
      for (const reveal of ['open', 'refused'] as const) expect(bytes(await replayFrame('m1', other, v, reveal))).toEqual(bytes(await replayFrame('m1', real, v, reveal)));
      const shown = await replayFrame('m1', real, v, 'revealed');
      expect(bytes(shown).json).not.toBe(bytes(await replayFrame('m1', other, v, 'revealed')).json);
      const fields = JSON.stringify(shown.embeds[0]!.fields);
      for (const seat of [0, 1] as const) for (const card of real.hands[v]![seat]) expect(fields).toContain(card.en);
    }
    // Once one player agreed, the frame says whose answer it waits for (a public fact).
    expect((await replayFrame('m1', real, 0, 'open', [1])).content).toMatch(/waiting for /);
    expect((await replayFrame('m1', real, 0, 'open')).content).not.toMatch(/waiting for /);
  });

  it('each player answers once; both yes reveals, one no keeps them hidden; Sanam agrees for its seat', async () => {
    const kv = createMemoryKv();
    const meta = { p0: 'alice', p1: 'bob' } as MatchMeta;
    expect(await revealState(kv, meta, 'm1')).toEqual({ state: 'open', waiting: [0, 1] });
    expect(await answerReveal(kv, 'm1', 0, true)).toBe(true);
    expect(await answerReveal(kv, 'm1', 0, false)).toBe(false);
    expect(await revealState(kv, meta, 'm1')).toEqual({ state: 'open', waiting: [1] });
    expect(await answerReveal(kv, 'm1', 1, true)).toBe(true);
    expect((await revealState(kv, meta, 'm1')).state).toBe('revealed');
    await answerReveal(kv, 'm2', 1, false);
    await answerReveal(kv, 'm2', 0, true);
    expect((await revealState(kv, meta, 'm2')).state).toBe('refused');
    const practice = { p0: 'alice', p1: 'sanam' } as MatchMeta;
    await answerReveal(kv, 'm3', 0, true);
    expect((await revealState(kv, practice, 'm3', 'sanam')).state).toBe('revealed');
  });
});
