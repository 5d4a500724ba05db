/** What the practice AI may do at a position, through the engine's public API only. */
import { currentPrompt, legalActions, type Action, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';

/** The seat that owes the next decision, or null when nobody does (the match is over). */
export function actingSeat(s: MatchState): Seat | null {
  return currentPrompt(s)?.seat ?? null;
}

/**
 * The seat's answers to its prompt; conceding is never a move the AI considers, nor an order that also ends the
 * step (`endsStep`): it is the same order followed by a pass, a press saved for people, not a new choice.
 */
export function moves(s: MatchState, seat: Seat): Action[] {
  const p = currentPrompt(s);
  const joined = new Set(p?.options.filter((o) => o.endsStep).map((o) => o.id));
  return legalActions(s, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice.some((id) => joined.has(id))));
}

const isCancel = (s: MatchState, a: Action): boolean => {
  if (a.type !== 'answer') return false;
  const p = currentPrompt(s);
  return !!p && p.kind !== 'priority' && a.choice.some((id) => id === 'cancel' || p.options.find((o) => o.id === id)?.group === 'cancel');
};

/**
 * The answers a seat that began a declaration (a Combination, an attack) considers: cancelling it only when
 * nothing else can be answered. Cancelling returns to the decision that began it, so a policy free to cancel
 * can begin and cancel the same declaration forever (seen in Summoner Master: order a Combination, cancel,
 * order it again). Only 'cancel' answers are dropped: declining a Trap or passing stays a choice.
 */
export function committedMoves(s: MatchState, seat: Seat): Action[] {
  const all = moves(s, seat);
  const kept = all.filter((a) => !isCancel(s, a));
  return kept.length ? kept : all;
}

/**
 * A key that names the same choice across samples: by what the option says (its group and label), not by its
 * id. An option id names an object, and in another sample the same object id may be another card (the other
 * seat's hand is redrawn), while "Cast Fireball" means the same thing in every sample. Two copies of one card
 * give the same key too, so the search spends its budget on different choices rather than on equal ones.
 */
export function moveKey(s: MatchState, a: Action): string {
  if (a.type === 'answer') {
    const p = currentPrompt(s);
    return `a:${a.choice.map((id) => {
      const o = p?.options.find((x) => x.id === id);
      return o ? `${o.group ?? ''}|${o.label.en}` : id;
    }).join('+')}`;
  }
  if (a.type === 'answer-number') return `n:${a.value}`;
  return a.type;
}

/**
 * How eager a move is, from the prompt option's group: attacks and plays before everything else, passing
 * last. The same order for every game (the groups are shared prompt vocabulary).
 */
const EAGER: Record<string, number> = { attack: 4, cast: 3, summon: 3, skill: 3, activate: 3, trap: 2, combine: 2, stream: 2, unit: 1, player: 1, line: 1, pay: 1, pass: -2, cancel: -2 };

export function eagerness(s: MatchState, a: Action): number {
  if (a.type !== 'answer') return 0;
  const p = currentPrompt(s);
  if (!p) return 0;
  let score = 0;
  for (const id of a.choice) {
    const o = p.options.find((x) => x.id === id);
    if (!o) continue;
    const passLike = o.group === 'pass' || o.group === 'cancel' || id === 'pass' || id === 'end' || id === 'no-trap' || id === 'cancel';
    // Passing out of a decision already begun (an attack's target) undoes it: a loop, not a choice.
    if (passLike && p.kind !== 'priority') score -= 4;
    else score += EAGER[o.group ?? ''] ?? (passLike ? -2 : 0);
  }
  return score;
}
