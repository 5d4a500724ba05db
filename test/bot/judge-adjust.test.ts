/**
 * A judge's manual adjustment on real matches in the real Redis store, for every game module: the judge
 * answers the pending decision for the seat that owes it, through the engine's apply. It is one log record
 * naming who, why and for which seat; the log still rebuilds the match (so rewinds keep working after it);
 * a rewind past it gives back exactly the state before it; a hidden choice is not named in the public line;
 * bad input is refused and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchService } from '../../src/match/service.js';
import { answerOf, type JudgeService } from '../../src/bot/judge/service.js';
import type { JudgedRecord } from '../../src/match/history.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import type { Prompt } from '../../src/engine/core/api-types.js';
import { JUDGE, judgeWorld } from './support/judge-world.js';
import { actRandom } from './support/judge-moves.js';

const world = judgeWorld('adjust');
const { engine, newMatch } = world;
let service: MatchService;
let judge: JudgeService;
beforeAll(() => ({ service, judge } = world));

async function play(matchId: string, rng: ReturnType<typeof samplingRng>): Promise<void> {
  const m = (await service.load(matchId))!;
  if (m.snap.status === 'finished' || !m.prompt) return;
  expect((await actRandom(service, matchId, m, rng)).kind).toBe('applied');
}

/** A legal answer to `p` as a judge would type it. */
function someChoice(p: Prompt): string {
  if (p.kind === 'number') return String(p.min);
  return p.options.slice(0, Math.max(p.min, 1)).map((o) => o.id).join(',');
}

const step = (matchId: string, id: string, reason = 'player away') => ({ matchId, by: JUDGE, reason, authority: 'judge' as const, interactionId: id, now: 3 });

describe('judge: a logged manual adjustment', () => {
  for (const game of ['fadalgia', 'spirit-duel', 'summoner-master', 'tiny']) {
    it(`${game}: answers for the seat that owes the decision, is logged with who and why, and a rewind past it removes it`, { timeout: 60_000 }, async () => {
      const matchId = await newMatch(game);
      const rng = samplingRng(`adjust:${game}`);
      for (let i = 0; i < 4; i++) await play(matchId, rng);
      const before = (await service.load(matchId))!;
      expect(before.prompt).not.toBeNull();
      const r = await judge.adjust({ ...step(matchId, `adj-${game}`), choice: someChoice(before.prompt!) });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.after.snap.version).toBe(before.snap.version + 1);
      const rec = ((await service.log(matchId)) as JudgedRecord[])[before.snap.version]!;
      expect(rec).toMatchObject({ by: JUDGE, judge: { kind: 'adjust', seat: before.prompt!.seat, reason: 'player away', authority: 'judge' } });
      expect(rec.action?.seat).toBe(before.prompt!.seat);
      expect(rec.events.some((e) => e.kind === 'judge' && e.audience === null && e.text.en.includes('player away') && e.text.en.includes(`<@${JUDGE}>`))).toBe(true);
      // Play on, then rewind past the adjustment: the state is exactly the one before it (the log rebuilt through it).
      await play(matchId, rng);
      const back = await judge.rewind({ ...step(matchId, `rew-${game}`, 'adjusted wrongly'), to: before.snap.version });
      expect(back.ok).toBe(true);
      if (back.ok) expect(engine.stateHash(back.after.state)).toBe(engine.stateHash(before.state));
    });
  }

  it('a hidden choice (a card in hand) is made but not named in the public log line', async () => {
    const matchId = await newMatch('tiny');
    const m = (await service.load(matchId))!;
    const hidden = m.prompt!.options.find((o) => o.visibility === 'private')!;
    expect(hidden).toBeTruthy();
    const r = await judge.adjust({ ...step(matchId, 'adj-hidden'), choice: hidden.id });
    expect(r.ok).toBe(true);
    const rec = ((await service.log(matchId)) as JudgedRecord[])[0]!;
    const line = rec.events.find((e) => e.kind === 'judge')!;
    expect(line.audience).toBeNull();
    expect(line.text.en).toMatch(/a hidden choice/);
    expect(JSON.stringify(line)).not.toContain(hidden.label.en);
    expect(rec.judge?.what).toBeUndefined();
  });

  it('bad input is refused with its reason and changes nothing', async () => {
    const matchId = await newMatch('tiny');
    const m = (await service.load(matchId))!;
    const p = m.prompt!;
    const tries = ['', 'nope', `${p.options[0]!.id},${p.options[0]!.id}`, p.options.map((o) => o.id).join(','), '7'];
    for (const [i, choice] of tries.entries()) expect(await judge.adjust({ ...step(matchId, `bad-${i}`), choice })).toEqual({ ok: false, reason: 'bad-choice' });
    expect(await judge.adjust({ ...step('nosuchmatch1', 'bad-x'), choice: 'pass' })).toEqual({ ok: false, reason: 'not-found' });
    const after = (await service.load(matchId))!;
    expect(after.snap.version).toBe(m.snap.version);
    expect(engine.stateHash(after.state)).toBe(engine.stateHash(m.state));
    expect(await service.log(matchId)).toEqual([]);
    // A finished match has no decision left to adjust.
    await judge.setResult({ ...step(matchId, 'end'), winner: 0 });
    expect(await judge.adjust({ ...step(matchId, 'bad-end'), choice: 'pass' })).toEqual({ ok: false, reason: 'finished' });
  });

  it('a number decision takes a number in its range only', () => {
    const p: Prompt = { promptId: 'p1', seat: 1, kind: 'number', label: { th: 'x', en: 'x' }, options: [], min: 2, max: 5 };
    expect(answerOf(p, '3')).toEqual({ type: 'answer-number', seat: 1, promptId: 'p1', value: 3 });
    for (const bad of ['1', '6', '-3', '2.5', 'three', '']) expect(answerOf(p, bad)).toBeNull();
  });
});
