/** A seeded test PRNG (xorshift32) and a random legal-action chooser for playouts. Not Math.random. */
import type { Action } from './fadalgia-api.js';

export function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** Random legal answer; never concedes and never cancels (so every game runs to a natural end). */
export function pickRandom(actions: Action[], rnd: (n: number) => number): Action {
  const real = actions.filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice.length === 1 && a.choice[0] === 'cancel'));
  const pool = real.length ? real : actions;
  return pool[rnd(pool.length)]!;
}

export function seedHex(i: number): string {
  return ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);
}
