/**
 * Both players' agreement to show their hands in a finished match's replay. Each seat answers once (yes or
 * no, set-if-absent, so two clicks or two processes cannot change an answer); the hands are shown only when
 * both said yes, and one no keeps them hidden for good. Sanam, the practice opponent, agrees for its seat.
 */
import type { KeyValueRepo } from '../../store/kv.js';
import type { MatchMeta } from '../../match/service.js';
import type { Seat } from '../../engine/core/view-types.js';
import { INITIAL_TTL_MS } from '../../match/history.js';

export type RevealState = 'open' | 'revealed' | 'refused';

const key = (matchId: string, seat: Seat) => `replay:reveal:${matchId}:${seat}`;

async function answerOf(kv: KeyValueRepo, meta: MatchMeta, matchId: string, seat: Seat, botId: string | undefined): Promise<string | null> {
  if (botId && (seat === 0 ? meta.p0 : meta.p1) === botId) return 'yes';
  return kv.get(key(matchId, seat));
}

/** Where the agreement stands, and who is still to answer. */
export async function revealState(kv: KeyValueRepo, meta: MatchMeta, matchId: string, botId?: string): Promise<{ state: RevealState; waiting: Seat[] }> {
  const answers = await Promise.all(([0, 1] as Seat[]).map((s) => answerOf(kv, meta, matchId, s, botId)));
  if (answers.includes('no')) return { state: 'refused', waiting: [] };
  const waiting = ([0, 1] as Seat[]).filter((s) => answers[s] !== 'yes');
  return { state: waiting.length ? 'open' : 'revealed', waiting };
}

/** Records a seat's answer; false when that seat had already answered (the first answer stands). */
export function answerReveal(kv: KeyValueRepo, matchId: string, seat: Seat, yes: boolean): Promise<boolean> {
  return kv.setIfAbsent(key(matchId, seat), yes ? 'yes' : 'no', INITIAL_TTL_MS);
}
