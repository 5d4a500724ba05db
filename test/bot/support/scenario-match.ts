/**
 * A real match (challenged through the bot, with its thread and board) whose state is then replaced by a
 * scenario position (test/engine/helpers/scenario.ts), committed through the store like any move and published.
 * Lets bot tests start from a chosen position and play it through the real discord.js client.
 */
import type { LogRecord } from '../../../src/match/service.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import type { FState } from '../../../src/engine/games/fadalgia/types.js';
import { build, type ScenarioSpec } from '../../engine/helpers/scenario.js';
import { boardVersion, challenge, currentBoard, type Game } from './driver.js';
import type { Harness } from './harness.js';

export interface ScenarioGame extends Game { users: [string, string]; version: number }

export async function scenarioMatch(h: Harness, spec: ScenarioSpec): Promise<ScenarioGame> {
  return replacedMatch(h, 'scenario', (matchId, old) => {
    const state = build(spec).state as unknown as FState;
    state.matchId = matchId;
    state.names = old.names;
    return state;
  });
}

/**
 * A real match restarted from a fixed seed (the same decks and names), so a scripted game through the bot
 * plays the same shuffles every run.
 */
export async function seededMatch(h: Harness, seed: string): Promise<ScenarioGame> {
  const deck = (id: string) => realEngine.precons().find((p) => p.id === id)!.deck;
  return replacedMatch(h, 'seeded', (matchId, old) => realEngine.createMatch({
    matchId, game: 'fadalgia', format: 'starter-c', seed, challenger: 0,
    seats: [{ name: old.names[0], deck: deck('starter-flame') }, { name: old.names[1], deck: deck('starter-tide') }],
  }) as FState);
}

/**
 * Challenges a real match, then commits the state `make` builds from its first one in its place (one log record
 * by `by`, no action), publishes it and waits until the thread's board shows it.
 */
async function replacedMatch(h: Harness, by: 'scenario' | 'seeded', make: (matchId: string, old: FState) => FState): Promise<ScenarioGame> {
  const game = await challenge(h.emu, h.kv);
  const snap = (await h.store.load(game.matchId))!;
  const state = make(game.matchId, JSON.parse(snap.state) as FState);
  state.version = snap.version + 1;
  const entry: LogRecord = { by, action: null, events: [], at: Date.now() };
  const res = await h.store.commit({ matchId: game.matchId, expectedVersion: snap.version, interactionId: `${by}-${game.matchId}`, state: JSON.stringify(state), entry: JSON.stringify(entry), now: Date.now() });
  if (!res.ok) throw new Error(`${by} commit: ${res.reason}`);
  await h.bots.at(-1)!.ctx.publisher.publish(game.matchId);
  await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, game.thread)) >= res.version || undefined, 30_000);
  return { ...game, users: [String(snap.meta.p0), String(snap.meta.p1)], version: res.version };
}
