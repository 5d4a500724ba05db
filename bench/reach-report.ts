/**
 * The report the playout reach scripts share: what the first N games reach of each kind (prompt kinds, rule
 * sections, log line shapes…) against all the games played, and what only later games reach.
 */

/** A log line's shape: its English text with numbers and quoted or capitalised names taken out. */
export const logShape = (en: string): string =>
  en.replace(/\d+/g, '#').replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, 'N').replace(/\b[A-Z][\w'’-]*(\s+[A-Z][\w'’-]*)*/g, 'N');

export type Reach<K extends string> = Record<K, Set<string>> & { actions: number };

export function emptyReach<K extends string>(keys: readonly K[]): Reach<K> {
  const r = { actions: 0 } as Reach<K>;
  for (const k of keys) (r as Record<K, Set<string>>)[k] = new Set();
  return r;
}

/** Prints, for each checkpoint up to the number of games, each kind's count over the first N games against all. */
export function printReach<K extends string>(games: readonly Reach<K>[], keys: readonly K[], checkpoints: readonly number[]): void {
  const union = (n: number) => {
    const u = emptyReach(keys);
    for (const g of games.slice(0, n)) { for (const k of keys) g[k].forEach((x) => u[k].add(x)); u.actions += g.actions; }
    return u;
  };
  const all = union(games.length);
  for (const n of checkpoints.filter((x) => x <= games.length)) {
    const u = union(n);
    console.log(`first ${String(n).padEnd(4)} ${keys.map((k) => `${k} ${u[k].size}/${all[k].size}`).join('  ')}  actions ${u.actions}`);
    for (const k of keys) {
      const missing = [...all[k]].filter((x) => !u[k].has(x));
      if (missing.length) console.log(`  ${k} only past game ${n}: ${missing.join(' | ')}`);
    }
  }
}
