/**
 * Round robin by Berger tables (the circle method): the last seat stays put while the others rotate one
 * place a round, so in n−1 rounds (n even; an odd field adds an empty seat, the bye) everyone meets
 * everyone exactly once.
 */
export function bergerRound<T>(seating: readonly T[], round: number): Array<[T | null, T | null]> {
  const seats: Array<T | null> = seating.length % 2 ? [...seating, null] : [...seating];
  const k = seats.length;
  if (k < 2) return [];
  const m = k - 1;
  const r = ((round - 1) % m + m) % m;
  const pairs: Array<[T | null, T | null]> = [];
  // Alternate the fixed seat's side so it does not always sit first.
  pairs.push(r % 2 === 0 ? [seats[r]!, seats[m]!] : [seats[m]!, seats[r]!]);
  for (let i = 1; i < k / 2; i++) pairs.push([seats[(r + i) % m]!, seats[(r - i + m) % m]!]);
  return pairs;
}

export const roundRobinRounds = (players: number) => (players % 2 ? players : players - 1);
