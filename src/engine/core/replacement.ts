/**
 * Replacement and prevention effects (damage, destruction, a zone change...). Each one watches for an
 * event and changes it before it happens ("instead"), or prevents it (returns null). Each applies at
 * most once to a given event; when several apply, the affected player chooses the order (Magic 616.1,
 * the shape Fadalgia's "instead" texts need). The loop is resumable: when a choice is needed it returns
 * the candidates, the game asks the affected player with a prompt, and calls again with the choice.
 */
import type { Seat } from './view-types.js';
import type { GameEvent } from './bus.js';

export interface Replacement<S, E extends GameEvent = GameEvent> {
  /** Stable id, unique among the replacements active at one time (e.g. `${sourceId}:resist`). */
  id: string;
  applies(s: S, e: E): boolean;
  /** The modified event, or null when the event is prevented entirely. May change `s` (e.g. remove a shield). */
  replace(s: S, e: E): E | null;
}

/** Plain-JSON progress of one event through its replacements (kept in the state while a choice is pending). */
export interface ReplacementRun<E extends GameEvent = GameEvent> {
  event: E;
  applied: string[];
}

export type ReplacementStep<E extends GameEvent> =
  | { k: 'done'; event: E | null; applied: string[] }
  | { k: 'choose'; seat: Seat; options: string[]; run: ReplacementRun<E> };

/**
 * Applies the replacements that apply, each once. `affected` names the player who orders them; with
 * `choice` (an id from a previous 'choose' step) that one goes first.
 */
export function runReplacements<S, E extends GameEvent>(
  s: S,
  run: ReplacementRun<E>,
  all: readonly Replacement<S, E>[],
  affected: (e: E) => Seat,
  choice?: string,
): ReplacementStep<E> {
  let event: E | null = run.event;
  const applied = [...run.applied];
  let pick = choice;
  for (let guard = 0; guard <= all.length; guard++) {
    const cur: E = event as E;
    const open = all.filter((r) => !applied.includes(r.id) && r.applies(s, cur));
    if (!open.length) return { k: 'done', event, applied };
    const r = open.length === 1 ? open[0]! : open.find((x) => x.id === pick);
    if (!r) return { k: 'choose', seat: affected(cur), options: open.map((x) => x.id), run: { event: cur, applied } };
    pick = undefined;
    applied.push(r.id);
    event = r.replace(s, cur);
    if (event === null) return { k: 'done', event: null, applied };
  }
  throw new Error('engine bug: a replacement applied twice');
}
