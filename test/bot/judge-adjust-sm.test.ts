/**
 * Summoner Master board adjustments through the judge service on a real match in the real Redis store (issue
 * 19): a Seal moved from a hand to the Shrine is one logged action whose public line does not name the hidden
 * card, the Shrine Level counts it, and a rewind past later play rebuilds exactly that state through the engine.
 * /judge adjust's `to:` suggestions for a Summoner Master match are the destinations its adjust.ts takes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchService } from '../../src/match/service.js';
import type { JudgeService } from '../../src/bot/judge/service.js';
import type { JudgedRecord } from '../../src/match/history.js';
import { adjustTargets } from '../../src/bot/judge/adjust-targets.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { adjust, type MatchState } from '../../src/engine/index.js';
import type { SummonerMasterView } from '../../src/engine/games/summoner-master/view-types.js';
import { build, decks } from '../engine/summoner-master/helpers.js';
import { JUDGE, judgeWorld } from './support/judge-world.js';
import { actRandom, judgeStep } from './support/judge-moves.js';

const world = judgeWorld('adjsm');
const { engine } = world;
let service: MatchService;
let judge: JudgeService;
beforeAll(() => ({ service, judge } = world));

async function playOne(matchId: string, rng: ReturnType<typeof samplingRng>): Promise<void> {
  const m = (await service.load(matchId))!;
  const out = await actRandom(service, matchId, m, rng);
  expect(out.kind).toBe('applied');
}

describe('judge: Summoner Master board adjustments', () => {
  it('§13.1 a Seal from a hand moved to the Shrine: logged without its name, counted in the Shrine Level, rebuilt by a rewind', { timeout: 60_000 }, async () => {
    const matchId = await world.newMatch('summoner-master');
    const rng = samplingRng('adjsm');
    let m = (await service.load(matchId))!;
    for (let i = 0; i < 200 && m.prompt?.kind !== 'priority'; i++) {
      await playOne(matchId, rng);
      m = (await service.load(matchId))!;
    }
    expect(m.prompt?.kind).toBe('priority');
    // The judge sees every hand (/judge view); seat 0's own view lists its hand.
    const card = (engine.viewFor(m.state, 0) as SummonerMasterView).players[0].hand!.find((c) => c.kind === 'seal')!;
    expect(card).toBeTruthy();
    const seal = card.objectId;
    const levelBefore = (engine.viewFor(m.state, 'spectator') as SummonerMasterView).players[0].shrineLevel;
    const r = await judge.adjustBoard({ ...judgeStep(matchId, 'discarded too few'), op: { k: 'move', object: seal, to: 'shrine' }, atVersion: m.snap.version });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const view = engine.viewFor(r.after.state, 'spectator') as SummonerMasterView;
    expect(view.players[0].shrineLevel).toBe(levelBefore + card.level);
    expect(view.players[0].shrine.at(-1)?.card).toBe(card.card);
    const rec = ((await service.log(matchId)) as JudgedRecord[])[m.snap.version]!;
    expect(rec).toMatchObject({ by: JUDGE, action: { type: 'judge-adjust', op: { k: 'move', object: seal, to: 'shrine' } }, judge: { kind: 'adjust', board: true, reason: 'discarded too few' } });
    // The card lands face up in the Shrine, so the line names it; the kind alone would be said for a hidden landing.
    expect(rec.events.map((e) => e.text.en).join('\n')).toMatch(new RegExp(`Judge adjustment: ${card.name.en} of A from the hand to the Shrine`));
    const hash = engine.stateHash(r.after.state);
    await playOne(matchId, rng);
    const back = await judge.rewind({ ...judgeStep(matchId, 'check'), to: r.after.snap.version });
    expect(back.ok).toBe(true);
    if (back.ok) expect(engine.stateHash(back.after.state)).toBe(hash);
  });

  it('§5 every destination /judge adjust suggests for Summoner Master is one its engine takes', () => {
    const targets = adjustTargets('summoner-master');
    expect(targets).toEqual(expect.arrayContaining(['hand', 'shrine', 'remove', 'deck', 'AT', 'DF']));
    const g = () => build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: [{ card: 'flame-trooper', as: 'h' }], ...decks() } }, { zones: { df: [{ card: 'cliff-golem', as: 'd' }], ...decks() } }]);
    for (const to of targets) {
      const b = g();
      // A zone moves a card (the Seal on the field, or the Seal in hand onto a Line); a counter name adds a counter.
      const op = ['AT', 'DF'].includes(to) ? { k: 'move', object: b.id('h'), to }
        : ['hand', 'shrine', 'remove', 'deck'].includes(to) ? { k: 'move', object: b.id('a'), to }
          : { k: 'counter', object: b.id('a'), name: to, delta: 1 };
      const r = adjust(b.s as unknown as MatchState, op);
      expect(r.ok, `${to}: ${r.ok ? '' : r.error.message.en}`).toBe(true);
    }
    expect(adjustTargets('no-such-game')).toEqual([]);
  });
});
