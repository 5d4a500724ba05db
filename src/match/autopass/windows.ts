/**
 * Which priority windows stop for a player, decided from public information only: the prompt's kind and seat
 * and the spectator view (whose turn, the Break, the combat, the phase) — never from the player's hand or
 * from which options the prompt holds. A window that is not one of the player's stops is passed for them at
 * once, the same way whatever they hold; a stop is shown to them, whatever they hold.
 */
import type { Prompt } from '../../engine/core/api-types.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { EnginePort } from '../engine-port.js';
import type { PlaySettings } from './settings.js';

export type WindowKind =
  /** The turn player's own Main phase with an empty Break (502.2): they act here. */
  | 'own-main'
  /** Responding to one's own card or ability on top of the Break (601.5.3: both must pass in turn). */
  | 'own-break'
  /** Responding to the opponent's card or ability on the Break (605.2.4.1). */
  | 'opp-break'
  /** A combat window of the attacking player (609). */
  | 'attacking'
  /** A combat window of the defending player (609). */
  | 'defending'
  /** The end of the opponent's Main phase (601.7) or Clean Up (503). */
  | 'phase-end';

/** The kind of the priority window `prompt` opens, or null when it is not a Fadalgia or Summoner Master priority window. */
export function windowOf(engine: EnginePort, state: unknown, prompt: Prompt): WindowKind | null {
  if (prompt.kind !== 'priority') return null;
  const view = engine.viewFor(state, 'spectator');
  if (view.game === 'summoner-master') return smWindowOf(view, prompt.seat);
  if (view.game !== 'fadalgia') return null;
  const seat: Seat = prompt.seat;
  const top = view.breakZone[view.breakZone.length - 1];
  if (top) return top.controller === seat ? 'own-break' : 'opp-break';
  if (view.combat) return view.atSeat === seat ? 'attacking' : 'defending';
  if (view.phase === 'main' && view.atSeat === seat) return 'own-main';
  return 'phase-end';
}

/**
 * Summoner Master (§4): an Interfere window answers the newest declared procedure; an attack is the
 * defender's combat stop, any other order of the opponent a cast stop. The Main Step is the turn player's own;
 * an Interfere Step with nothing pending (§3.4, §3.6, or the Main Step's end for the other player) is a phase end.
 */
function smWindowOf(view: Extract<ReturnType<EnginePort['viewFor']>, { game: 'summoner-master' }>, seat: Seat): WindowKind {
  const top = view.pendingBy[view.pendingBy.length - 1];
  if (top) return top.seat === seat ? 'own-break' : top.kind === 'attack' ? 'defending' : 'opp-break';
  return view.step === 'main' && view.active === seat ? 'own-main' : 'phase-end';
}

export function isStop(kind: WindowKind, s: PlaySettings): boolean {
  if (kind === 'own-main' || s.full) return true;
  if (kind === 'opp-break') return s.casts;
  if (kind === 'defending') return s.attacks;
  return false;
}
