/**
 * What follows every successful commit, whichever handler made it: the board update, the end announcement, a
 * league's bookkeeping and the next timer. Apart from reply.ts because the league's step reaches the challenge
 * handlers, which reply to users: kept here, replying does not depend on leagues.
 */
import type { BotContext } from './context.js';
import type { ActOutcome } from '../match/service.js';
import { leagueGameFinished } from './handlers/league-games.js';

/** Board update, end announcement and the next timer: what follows every successful commit. */
export async function afterApplied(ctx: BotContext, outcome: Extract<ActOutcome, { kind: 'applied' }>): Promise<void> {
  const tasks: Array<Promise<unknown>> = [ctx.publisher.publish(outcome.after.snap.matchId), ctx.timers.arm(outcome.after)];
  if (outcome.finished) tasks.push(ctx.publisher.announceEnd(outcome.after, ctx.now()), leagueGameFinished(ctx, outcome.after));
  const results = await Promise.allSettled(tasks);
  for (const r of results) if (r.status === 'rejected') ctx.log.warn({ err: r.reason, matchId: outcome.after.snap.matchId }, 'after-commit step failed');
}
