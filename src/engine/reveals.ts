/**
 * Whether a step revealed hidden information, decided generically through the public API: a step reveals
 * when some seat's view after it shows a card identity that seat could not see before (a drawn card to
 * its drawer, a played hand card or a flipped face-down card to the opponent, a searched card...). A card
 * identity is a card face in the view (an object with `objectId` and `name`, the NamedCard every game's
 * card views have); counted as a multiset by name, so cards only moving between open zones (and getting
 * new object ids there) reveal nothing, while one more copy of a name in view does. Log lines are text,
 * not card faces, and are not counted (a log only names what a face shows).
 */
import { viewFor, type MatchState } from './index.js';
import type { Seat } from './core/view-types.js';

function visibleNames(v: unknown, out: Map<string, number>): Map<string, number> {
  if (Array.isArray(v)) for (const x of v) visibleNames(x, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const name = o.name as { th?: unknown; en?: unknown } | undefined;
    if (typeof o.objectId === 'string' && name && typeof name.en === 'string') {
      const key = `${String(name.en)}|${String(name.th)}`;
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    for (const [k, x] of Object.entries(o)) if (k !== 'name' && k !== 'log' && k !== 'recentLog' && k !== 'lastAction') visibleNames(x, out);
  }
  return out;
}

/** The card identities `seat` sees in a state, as name → count. */
export function seenBy(s: MatchState, seat: Seat): Map<string, number> {
  return visibleNames(viewFor(s, seat), new Map());
}

/** True when some seat sees, after the step, a card identity it did not see before it. */
export function revealed(before: MatchState, after: MatchState): boolean {
  for (const seat of [0, 1] as Seat[]) {
    const was = seenBy(before, seat);
    for (const [name, n] of seenBy(after, seat)) if (n > (was.get(name) ?? 0)) return true;
  }
  return false;
}
