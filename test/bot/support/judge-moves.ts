/**
 * The two moves the judge tests make on a judgeWorld match: a player's random answer through MatchService.act
 * (the path of a click) and the fields every JudgeService step takes. Each gets a fresh interaction id, so the
 * service never takes two moves for one repeated Discord delivery.
 */
import { randomBytes } from 'node:crypto';
import type { ActOutcome, LoadedMatch, MatchService } from '../../../src/match/service.js';
import { randomMove } from '../../../src/ai/policies.js';
import type { samplingRng } from '../../../src/engine/determinize-kit.js';
import type { MatchState } from '../../../src/engine/index.js';
import { JUDGE, P } from './judge-world.js';

/** The seat that owes `m`'s pending decision (m is `matchId` as just loaded) answers it with a random legal move. */
export function actRandom(service: MatchService, matchId: string, m: LoadedMatch, rng: ReturnType<typeof samplingRng>, now = 2): Promise<ActOutcome> {
  return service.act({ matchId, userId: P[m.prompt!.seat]!, interactionId: `i${randomBytes(6).toString('hex')}`, now, decide: (_p, s) => ({ ok: true, action: randomMove(m.state as MatchState, s, rng)! }) });
}

/** The judge's side of a step on `matchId`, for `reason`, on a judge's authority. */
export const judgeStep = (matchId: string, reason: string) => ({ matchId, by: JUDGE, reason, authority: 'judge' as const, interactionId: `j${randomBytes(6).toString('hex')}`, now: 3 });
