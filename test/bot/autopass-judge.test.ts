/**
 * After a judge's step the bot goes on answering what the players left to it (match/autopass/chain.ts), exactly as
 * after a player's action: a judge who answers a decision for a player, or adjusts the board, leaves no window
 * waiting that the seat's settings pass, the answers are logged with the judge's record, and a rebuild of the
 * log (rewind) gives back the same state. The match service here has no extender installed, so every window
 * stays pending during the random play that sets the scene; only the judge path is under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMatch, MatchService } from '../../src/match/service.js';
import type { JudgeService } from '../../src/bot/judge/service.js';
import type { JudgedRecord } from '../../src/match/history.js';
import { autoChoice } from '../../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS } from '../../src/match/autopass/settings.js';
import { windowOf, type WindowKind } from '../../src/match/autopass/windows.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { judgeWorld } from './support/judge-world.js';
import { actRandom, judgeStep } from './support/judge-moves.js';

const world = judgeWorld('apjudge');
const { engine } = world;
let service: MatchService;
let judge: JudgeService;
beforeAll(() => ({ service, judge } = world));

/** Random play until a priority window of the wanted kind is pending (the service passes nothing by itself). */
async function playUntil(matchId: string, seed: string, want: (k: WindowKind | null) => boolean): Promise<LoadedMatch> {
  const rng = samplingRng(seed);
  for (let i = 0; i < 600; i++) {
    const m = (await service.load(matchId))!;
    expect(m.snap.status, 'the match ended before the window was reached').not.toBe('finished');
    if (m.prompt && want(windowOf(engine, m.state, m.prompt))) return m;
    const out = await actRandom(service, matchId, m, rng);
    expect(out.kind).toBe('applied');
  }
  throw new Error('window not reached');
}

/** The pending decision is the player's own: nothing the default settings would answer is left waiting. */
function expectPlayersTurn(m: LoadedMatch): void {
  if (!m.prompt) return;
  expect(autoChoice(engine, m.state, m.prompt, DEFAULT_SETTINGS), `window ${windowOf(engine, m.state, m.prompt)} of seat ${m.prompt.seat} left waiting`).toBeNull();
}

/** Plays one more action, then rewinds to `version`: the log rebuilt with its automatic answers gives the same state. */
async function rebuildsTo(matchId: string, version: number, hash: string): Promise<void> {
  const m = (await service.load(matchId))!;
  const rng = samplingRng(`after:${matchId}`);
  await actRandom(service, matchId, m, rng, 4);
  const back = await judge.rewind({ ...judgeStep(matchId, 'check the log'), to: version });
  expect(back.ok).toBe(true);
  if (back.ok) expect(engine.stateHash(back.after.state)).toBe(hash);
}

describe('autopass resumes after a judge step (issue 19)', () => {
  it('601.7 a judge passes for the turn player in their Main phase: the opponent\'s end-of-phase window is passed in the same commit and logged with it', { timeout: 60_000 }, async () => {
    const matchId = await world.newMatch('fadalgia');
    const before = await playUntil(matchId, 'apj-main', (k) => k === 'own-main');
    const r = await judge.adjust({ ...judgeStep(matchId, 'player away'), choice: 'pass', atVersion: before.snap.version });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.after.snap.version).toBe(before.snap.version + 1);
    expectPlayersTurn(r.after);
    const rec = ((await service.log(matchId)) as JudgedRecord[])[before.snap.version]!;
    expect(rec.judge).toMatchObject({ kind: 'adjust', seat: before.prompt!.seat });
    expect(rec.auto?.length ?? 0).toBeGreaterThan(0);
    expect(rec.auto!.every((a) => a.type === 'answer' && a.choice[0] === 'pass')).toBe(true);
    expect(rec.events.some((e) => e.kind === 'auto-stop')).toBe(true);
    await rebuildsTo(matchId, r.after.snap.version, engine.stateHash(r.after.state));
  });

  it('601.1 a board adjustment at a window the seat leaves to the bot: priority offered again for the new board is passed in the same commit', { timeout: 60_000 }, async () => {
    const matchId = await world.newMatch('fadalgia');
    const before = await playUntil(matchId, 'apj-board', (k) => k !== null && k !== 'own-main' && k !== 'opp-break' && k !== 'defending');
    expect(autoChoice(engine, before.state, before.prompt!, DEFAULT_SETTINGS)).toEqual(['pass']);
    const r = await judge.adjustBoard({ ...judgeStep(matchId, 'missed a life card'), op: { k: 'life', seat: 0, delta: 1 }, atVersion: before.snap.version });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.after.snap.version).toBe(before.snap.version + 1);
    expectPlayersTurn(r.after);
    const rec = ((await service.log(matchId)) as JudgedRecord[])[before.snap.version]!;
    expect(rec).toMatchObject({ action: { type: 'judge-adjust', op: { k: 'life', seat: 0, delta: 1 } }, judge: { kind: 'adjust', board: true } });
    expect(rec.auto?.length ?? 0).toBeGreaterThan(0);
    await rebuildsTo(matchId, r.after.snap.version, engine.stateHash(r.after.state));
  });
});
