/**
 * Spirit Duel in the bot: its turn clock (sd:goal.2) and its Trap-window protocol (sd:trap.3, the engine
 * module's README). Both live on the store's deadlines and the shared key-value repository, so a restart or a
 * second process keeps them, and claimDue fires each deadline once.
 *
 * Turn clock: one clock per turn, started by the first commit that shows the turn (setIfAbsent, so every
 * process agrees), `turnSeconds` from the engine's view. When it runs out the seat the game waits for loses
 * by the forfeit action `{ type: 'forfeit', reason: 'timeout' }`, which only the match service sends.
 *
 * Trap windows: every shown window is held for the same fixed time, whatever the defender holds. A click
 * during the window is only recorded (privately acknowledged); the state does not change, so nothing new can
 * be published. When the hold ends the recorded answer — or the engine's `autoAnswer`, or "no Trap" — is
 * applied. The public board and its timing are therefore the same with or without a usable Trap.
 */
import { z } from 'zod';
import type { Action, Prompt } from '../../engine/core/api-types.js';
import type { Seat } from '../../engine/core/view-types.js';
import { autoAnswer } from '../../engine/games/spirit-duel/module.js';
import { R } from '../../engine/games/spirit-duel/rules.js';
import type { SDState } from '../../engine/games/spirit-duel/state.js';
import type { KeyValueRepo } from '../../store/kv.js';
import { promptRefOf } from '../custom-id.js';
import type { LoadedMatch } from '../../match/service.js';

export const SPIRIT_DUEL = 'spirit-duel';
/** The rule a turn-time loss cites (sd:goal.2). */
export const TURN_TIME_RULE = R.losses;

/** Default hold of a Trap window, in seconds; SPIRIT_DUEL_TRAP_WINDOW_SECONDS overrides it. */
export const DEFAULT_TRAP_WINDOW_SECONDS = 8;

export function trapHoldMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_TRAP_WINDOW_SECONDS * 1000;
  const secs = z.coerce.number().min(0.1).max(120).safeParse(raw);
  if (!secs.success) throw new Error(`SPIRIT_DUEL_TRAP_WINDOW_SECONDS must be a number of seconds between 0.1 and 120, got ${raw}`);
  return Math.round(secs.data * 1000);
}

export function isSpiritDuel(match: LoadedMatch): boolean {
  return (match.state as { game?: unknown }).game === SPIRIT_DUEL;
}

/** A shown Trap window: the engine's optional prompt whose one public option is "no Trap". */
export function isTrapWindow(match: LoadedMatch): boolean {
  const p = match.prompt;
  return isSpiritDuel(match) && match.snap.status !== 'finished' && p !== null && p.kind === 'optional' && p.options.some((o) => o.id === 'no-trap');
}

/** Turn number and time limit, public facts of the state (also in the view). */
function turnFacts(match: LoadedMatch): { turn: number; turnMs: number } {
  const s = match.state as Pick<SDState, 'turn' | 'turnSeconds'>;
  return { turn: s.turn, turnMs: s.turnSeconds * 1000 };
}

const DAY = 24 * 3600_000;

/**
 * When the clock of the match's current decision started: the turn's first commit, or for the
 * rock-paper-scissors choices (turn 0) the prompt's own first commit.
 */
export async function clockStart(kv: KeyValueRepo | undefined, match: LoadedMatch): Promise<number> {
  const { turn, turnMs } = turnFacts(match);
  if (!kv) return match.snap.updatedAt;
  const key = turn > 0 ? `sdclock:${match.snap.matchId}:t${turn}` : `sdclock:${match.snap.matchId}:p${promptRefOf(match.prompt?.promptId ?? 'none')}`;
  const ttl = turnMs + DAY;
  if (await kv.setIfAbsent(key, String(match.snap.updatedAt), ttl)) return match.snap.updatedAt;
  const at = Number(await kv.get(key));
  return Number.isFinite(at) && at > 0 ? at : match.snap.updatedAt;
}

/** The turn deadline (ms since the epoch), or null when nobody is deciding. */
export async function turnDeadline(kv: KeyValueRepo | undefined, match: LoadedMatch): Promise<number | null> {
  if (match.snap.status === 'finished' || !match.prompt) return null;
  return (await clockStart(kv, match)) + turnFacts(match).turnMs;
}

/**
 * The seat that loses when the turn clock runs out: the seat the game waits for. During a Trap window the
 * hold, not the defender, decides how long it lasts, so the clock belongs to the active seat.
 */
export function timedSeat(match: LoadedMatch): Seat | null {
  if (!match.prompt) return null;
  if (isTrapWindow(match)) return (match.state as SDState).active;
  return match.prompt.seat;
}

export function forfeitAction(seat: Seat): Action {
  // Not in the kernel's Action union yet (the engine's kernel-gaps.ts, item 1): only the match service sends it.
  return { type: 'forfeit', seat, reason: 'timeout' } as unknown as Action;
}

const heldKey = (matchId: string, prompt: Prompt) => `sdtrap:${matchId}:${promptRefOf(prompt.promptId)}`;

/** Records the defender's answer to the current Trap window; the first recorded answer stands. */
export async function holdAnswer(kv: KeyValueRepo, match: LoadedMatch, choice: string[], holdMs: number): Promise<boolean> {
  return kv.setIfAbsent(heldKey(match.snap.matchId, match.prompt!), JSON.stringify(choice), holdMs + DAY);
}

/** When the hold ends, the answer to send: the recorded one, else the engine's auto answer, else "no Trap". */
export async function releasedAnswer(kv: KeyValueRepo, match: LoadedMatch): Promise<Action> {
  const p = match.prompt!;
  const raw = await kv.get(heldKey(match.snap.matchId, p));
  const held = raw ? z.array(z.string().max(100)).max(1).safeParse(JSON.parse(raw)) : null;
  if (held?.success && held.data.length === 1) return { type: 'answer', seat: p.seat, promptId: p.promptId, choice: held.data };
  return autoAnswer(match.state as SDState) ?? { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['no-trap'] };
}
