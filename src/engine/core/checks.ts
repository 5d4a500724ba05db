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
