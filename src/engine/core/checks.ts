/**
 * State-based checks as one table per game. Each row names its rule, a cheap `due` test and the `apply`
 * that fixes the state. The fast path ("nothing to do", asked before every decision) is derived from the
 * same rows, so there is never a second hand-written copy of the conditions.
 */

export interface StateCheck<S> {
  rule: string;
  name: string;
  /** Cheap: is there anything for this row to do? Must be true whenever `apply` would change something. */
  due(s: S): boolean;
  /** Fixes the state; true when it changed something or asked a player (then the loop stops for the prompt). */
  apply(s: S): boolean;
  /**
   * For `runCheckRound`: an exclusive row runs only if nothing changed earlier in the round and ends the
   * round when it acts (the end of the game, a prompt); non-exclusive rows all run in one round.
   */
  exclusive?: boolean;
}

export type CheckTable<S> = readonly StateCheck<S>[];

/** The derived fast path: no row is due. */
export function quiet<S>(table: CheckTable<S>, s: S): boolean {
  for (const c of table) if (c.due(s)) return false;
  return true;
}

/**
 * One round in table order: the first row that changes something ends the round (the driver loops
 * until a round changes nothing, so later rows see the result of earlier ones). Returns the row that acted.
 */
export function runChecks<S>(table: CheckTable<S>, s: S): StateCheck<S> | null {
  for (const c of table) if (c.due(s) && c.apply(s)) return c;
  return null;
}

/**
 * One round with simultaneous rows: every due non-exclusive row applies in table order (e.g. each
 * player's destructions); an exclusive row ends the round, and is skipped once something has changed.
 * True when anything changed or a player was asked.
 */
export function runCheckRound<S>(table: CheckTable<S>, s: S): boolean {
  let changed = false;
  for (const c of table) {
    if (c.exclusive && changed) return true;
    if (!c.due(s)) continue;
    if (c.apply(s)) {
      if (c.exclusive) return true;
      changed = true;
    }
  }
  return changed;
}
