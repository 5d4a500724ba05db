/**
 * Judge steps on real matches in the real Redis store, through the engine's public API: a rewind to
 * version k has exactly the state hash the match had at version k (also after earlier rewinds, and for
 * every game the bot offers); an undo by consent is refused when the last action revealed a card and
 * granted when it did not; every judge step is a log record naming who, why and on what authority.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMatch, MatchService } from '../../src/match/service.js';
import type { JudgeService } from '../../src/bot/judge/service.js';
import type { JudgedRecord } from '../../src/match/history.js';
import { revealed } from '../../src/engine/reveals.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import type { MatchState } from '../../src/engine/index.js';
import { JUDGE, P, judgeWorld } from './support/judge-world.js';
import { actRandom } from './support/judge-moves.js';

const world = judgeWorld('judge');
const { engine, newMatch } = world;
let service: MatchService;
let judge: JudgeService;
beforeAll(() => ({ service, judge } = world));

/** One random answer by the seat that owes it, through MatchService.act (the path of a click). */
async function play(matchId: string, rng: ReturnType<typeof samplingRng>): Promise<LoadedMatch | null> {
  const m = (await service.load(matchId))!;
  if (m.snap.status === 'finished' || !m.prompt) return null;
  const out = await actRandom(service, matchId, m, rng);
  expect(out.kind).toBe('applied');
  return out.kind === 'applied' ? out.after : null;
}

const hashOf = (m: LoadedMatch) => engine.stateHash(m.state);

describe('judge: rewind, undo and result', () => {
  for (const game of ['tiny', 'spirit-duel', 'fadalgia']) {
    it(`rewinding ${game} to version k gives exactly the state hash of version k, also after an earlier rewind`, { timeout: 60_000 }, async () => {
      const matchId = await newMatch(game);
      const rng = samplingRng(`judge:${game}`);
      const hashes = [hashOf((await service.load(matchId))!)];
      for (let i = 0; i < (game === 'tiny' ? 6 : 30); i++) { const m = await play(matchId, rng); if (!m || m.snap.status === 'finished') break; hashes[m.snap.version] = hashOf(m); }
      const top = hashes.length - 1;
      expect(top).toBeGreaterThan(3);
      const k = Math.floor(top / 2);
      const r = await judge.rewind({ matchId, to: k, by: JUDGE, reason: 'misplay ruling', authority: 'judge', interactionId: 'judge-1', now: 3 });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.after.snap.version).toBe(top + 1);
      expect(hashOf(r.after)).toBe(hashes[k]);
      // Play on from the rewound position, then rewind into the new branch and into the old past.
      const branch: Record<number, string> = { [top + 1]: hashes[k]! };
      for (let i = 0; i < 5; i++) { const m = await play(matchId, rng); if (!m || m.snap.status === 'finished') break; branch[m.snap.version] = hashOf(m); }
      // A branch that ended the match (tiny games are short) leaves nothing to rewind: the rest needs a live match.
      if ((await service.load(matchId))!.snap.status === 'finished') return;
      const target = top + 3;
      if (branch[target]) {
        const r2 = await judge.rewind({ matchId, to: target, by: JUDGE, reason: 'again', authority: 'judge', interactionId: 'judge-2', now: 4 });
        expect(r2.ok && hashOf(r2.after)).toBe(branch[target]);
      }
      const r3 = await judge.rewind({ matchId, to: 1, by: P[0]!, reason: 'both agree', authority: 'consent', consent: P, interactionId: 'judge-3', now: 5 });
      expect(r3.ok && hashOf(r3.after)).toBe(hashes[1]);
      const log = (await service.log(matchId)) as JudgedRecord[];
      const notes = log.filter((x) => x.judge);
      expect(notes.map((x) => [x.by, x.judge!.kind, x.judge!.to, x.judge!.reason, x.judge!.authority])).toEqual([
        [JUDGE, 'rewind', k, 'misplay ruling', 'judge'],
        ...(branch[target] ? [[JUDGE, 'rewind', target, 'again', 'judge']] : []),
        [P[0], 'rewind', 1, 'both agree', 'consent'],
      ]);
      for (const x of notes) expect(x.events.some((e) => e.kind === 'judge' && e.audience === null && e.text.en.includes(x.judge!.reason))).toBe(true);
    });
  }

  it('a rewind to the present or an unknown version is refused and changes nothing', async () => {
    const matchId = await newMatch('tiny');
    await play(matchId, samplingRng('x'));
    const before = (await service.load(matchId))!;
    for (const to of [before.snap.version, -1, 99, 0.5]) {
      const r = await judge.rewind({ matchId, to, by: JUDGE, reason: 'x', authority: 'judge', interactionId: `bad-${to}`, now: 3 });
      expect(r).toEqual({ ok: false, reason: 'bad-version' });
    }
    expect((await service.load(matchId))!.snap.version).toBe(before.snap.version);
  });

  it('an undo is refused after an action that revealed a card, granted after one that did not, and logged', { timeout: 60_000 }, async () => {
    let refused = 0;
    let granted = 0;
    for (let g = 0; g < 6 && (refused === 0 || granted === 0); g++) {
      const matchId = await newMatch('spirit-duel');
      const rng = samplingRng(`undo:${g}`);
      let prev = (await service.load(matchId))!;
      for (let i = 0; i < 40; i++) {
        const m = await play(matchId, rng);
        if (!m) break;
        const showed = revealed(prev.state as MatchState, m.state as MatchState);
        const r = await judge.undo({ matchId, by: P[0]!, reason: 'misclick', authority: 'consent', consent: P, interactionId: `undo-${g}-${i}`, now: 3 });
        if (showed) {
          expect(r).toEqual({ ok: false, reason: 'revealed' });
          expect((await service.load(matchId))!.snap.version).toBe(m.snap.version);
          refused++;
          prev = m;
        } else {
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          expect(hashOf(r.after)).toBe(hashOf(prev));
          const last = ((await service.log(matchId)) as JudgedRecord[]).at(-1)!;
          expect(last.judge).toMatchObject({ kind: 'undo', to: m.snap.version - 1, reason: 'misclick', authority: 'consent' });
          granted++;
          // Undo of an undo is not offered: the last entry is the judge's own.
          expect(await judge.undo({ matchId, by: P[0]!, reason: 'again', authority: 'consent', interactionId: `undo2-${g}-${i}`, now: 3 })).toEqual({ ok: false, reason: 'nothing-to-undo' });
          const again = await play(matchId, rng);
          if (!again) break;
          prev = again;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(granted).toBeGreaterThan(0);
  });

  it('a judge sets the result: the engine ends the match by the loser\'s concession and the log says who and why', async () => {
    const matchId = await newMatch('tiny');
    await play(matchId, samplingRng('r'));
    const r = await judge.setResult({ matchId, winner: 1, by: JUDGE, reason: 'no-show', authority: 'judge', interactionId: 'result-1', now: 3 });
    expect(r.ok && r.finished).toBe(true);
    if (!r.ok) return;
    expect(r.after.snap.status).toBe('finished');
    expect(engine.result(r.after.state)?.winner).toBe(1);
    const last = ((await service.log(matchId)) as JudgedRecord[]).at(-1)!;
    expect(last).toMatchObject({ by: JUDGE, action: { type: 'concede', seat: 0 }, judge: { kind: 'result', reason: 'no-show', authority: 'judge' } });
    expect(await judge.rewind({ matchId, to: 0, by: JUDGE, reason: 'x', authority: 'judge', interactionId: 'late', now: 4 })).toEqual({ ok: false, reason: 'finished' });
  });
});
