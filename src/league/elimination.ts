/**
 * Single-elimination brackets seeded so that the top seeds meet last: for 8 seeds the first round is
 * 1v8, 4v5, 2v7, 3v6. Missing seeds (a field that is not a power of two) are byes for the top seeds.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((s) => [s, m + 1 - s]);
  }
  return order;
}

/** First-round pairs for seeds (best first): [higher seed, lower seed or null for a bye]. */
export function seedBracket<T>(seeds: readonly T[]): Array<[T, T | null]> {
  let size = 1;
  while (size < seeds.length) size *= 2;
  const order = bracketOrder(size);
  const pairs: Array<[T, T | null]> = [];
  for (let i = 0; i < order.length; i += 2) {
    const hi = seeds[order[i]! - 1];
    const lo = seeds[order[i + 1]! - 1] ?? null;
    if (hi === undefined) continue;
    pairs.push([hi, lo]);
  }
  return pairs;
}

/** Next round: the winners of consecutive matches meet, keeping the bracket's shape. */
export function nextBracketRound<T>(winners: readonly T[]): Array<[T, T | null]> {
  const pairs: Array<[T, T | null]> = [];
  for (let i = 0; i < winners.length; i += 2) pairs.push([winners[i]!, winners[i + 1] ?? null]);
  return pairs;
}
