/**
 * "No responses until …" (MTG Arena's and Master Duel's hold): a player's choice, per match, to let the bot
 * pass their response windows until the end of this combat, the end of this turn, or until the opponent puts
 * something new on the Break (or declares a new attack). Summoner Master has the same three (§4): its turn is the
 * Subturn, its combat an attack procedure on the public pending list, and "something new" a procedure the opponent
 * declares (each pending procedure carries its public number, `pendingBy[].id`). It lives in the bot's key-value
 * repository, never in the engine, and is private like the play settings (settings.ts).
 *
 * Whether a hold still applies is decided from the hold's anchor and the spectator view only (turn, combat,
 * the Break's entries and their controllers), never from a hand, so a window is passed or shown the same way
 * whatever the player holds (windows.ts). The turn player's own Main-phase window is never passed: a hold
 * covers responses, not the turn's actions.
 */
import { z } from 'zod';
import type { Seat } from '../../engine/core/view-types.js';
import type { AnyView } from '../../engine/index.js';
import type { KeyValueRepo } from '../../store/kv.js';
import type { WindowKind } from './windows.js';

export type HoldMode = 'combat' | 'turn' | 'new';

export const HOLD_MODES: readonly HoldMode[] = ['combat', 'turn', 'new'];

export interface Hold {
  mode: HoldMode;
  /** The turn it was chosen in: every hold ends with its turn (a hold is about responses now, not a standing stop). */
  turn: number;
  /** The attack it was chosen in ('combat', 'new'): attackers and target, as the spectator sees them. */
  combat: string | null;
  /** The Break entries the opponent had put there when it was chosen ('new'). */
  seen: string[];
}

const schema = z.object({
  mode: z.enum(['combat', 'turn', 'new']),
  turn: z.number().int().min(0),
  combat: z.string().max(400).nullable(),
  seen: z.array(z.string().max(40)).max(64),
});

type FView = Extract<AnyView, { game: 'fadalgia' }>;
type SmView = Extract<AnyView, { game: 'summoner-master' }>;

/** An attack told apart by its attackers and its target: a new attack by other units is "something new". */
function combatKey(view: FView): string | null {
  const c = view.combat;
  if (!c) return null;
  const target = c.target.kind === 'player' ? `p${c.target.seat}` : `u${c.target.objectId}`;
  return `${[...c.attackerIds].sort().join(',')}>${target}`;
}

const opposing = (view: FView, seat: Seat) => view.breakZone.filter((e) => e.controller !== seat).map((e) => e.id);

/** Summoner Master's combat: the attack procedure pending (at most one: attacks are ordered with nothing pending, §3.5). */
const smCombat = (view: SmView): string | null => view.pendingBy.find((p) => p.kind === 'attack')?.id ?? null;
const smOpposing = (view: SmView, seat: Seat) => view.pendingBy.filter((p) => p.seat !== seat).map((p) => p.id);

export type HoldRefusal = 'not-fadalgia' | 'no-combat';

/** The modes a game offers: Fadalgia's and Summoner Master's (§4) are the same three. */
export function holdModes(game: string): readonly HoldMode[] {
  return game === 'fadalgia' || game === 'summoner-master' ? HOLD_MODES : [];
}

/** Whether a combat is on now (the "this combat" hold is offered only then). */
export function inCombat(view: AnyView): boolean {
  if (view.game === 'summoner-master') return smCombat(view) !== null;
  return view.game === 'fadalgia' && view.combat !== null;
}

/** The hold `seat` chooses now, anchored to what everybody sees; a refusal when the mode makes no sense now. */
export function anchorHold(view: AnyView, seat: Seat, mode: HoldMode): Hold | HoldRefusal {
  if (view.game === 'summoner-master') {
    const combat = smCombat(view);
    if (mode === 'combat' && combat === null) return 'no-combat';
    return { mode, turn: view.turn, combat, seen: smOpposing(view, seat) };
  }
  if (view.game !== 'fadalgia') return 'not-fadalgia';
  const combat = combatKey(view);
  if (mode === 'combat' && combat === null) return 'no-combat';
  return { mode, turn: view.turn, combat, seen: opposing(view, seat) };
}

/** Whether `hold` still applies in the position `view` shows (public facts only). */
export function holdActive(hold: Hold, view: AnyView, seat: Seat): boolean {
  if (view.game === 'summoner-master') {
    if (view.turn !== hold.turn) return false;
    if (hold.mode === 'turn') return true;
    const combat = smCombat(view);
    if (hold.mode === 'combat') return combat !== null && combat === hold.combat;
    // 'new': a procedure the opponent declared since (an attack included) ends it.
    const seen = new Set(hold.seen);
    return smOpposing(view, seat).every((id) => seen.has(id));
  }
  if (view.game !== 'fadalgia' || view.turn !== hold.turn) return false;
  if (hold.mode === 'turn') return true;
  const combat = combatKey(view);
  if (hold.mode === 'combat') return combat !== null && combat === hold.combat;
  // 'new': anything the opponent put on the Break since, or a new attack, ends it.
  if (combat !== null && combat !== hold.combat) return false;
  const seen = new Set(hold.seen);
  return opposing(view, seat).every((id) => seen.has(id));
}

/** The windows a hold passes: every response window; never the turn player's own Main phase. */
export function heldWindow(kind: WindowKind): boolean {
  return kind !== 'own-main';
}

/** Kept as long as a match can last without a move; a finished match's holds simply go unread. */
const HOLD_TTL_MS = 2 * 24 * 3600_000;
const key = (matchId: string, seat: Seat) => `autopass-hold:${matchId}:${seat}`;

export async function loadHold(kv: KeyValueRepo, matchId: string, seat: Seat): Promise<Hold | null> {
  const raw = await kv.get(key(matchId, seat));
  if (!raw) return null;
  try {
    const ok = schema.safeParse(JSON.parse(raw));
    return ok.success ? ok.data : null;
  } catch {
    return null;
  }
}

export async function saveHold(kv: KeyValueRepo, matchId: string, seat: Seat, hold: Hold | null): Promise<void> {
  if (hold) await kv.set(key(matchId, seat), JSON.stringify(schema.parse(hold)), HOLD_TTL_MS);
  else await kv.del(key(matchId, seat));
}
