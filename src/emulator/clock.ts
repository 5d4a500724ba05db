/**
 * The emulator reads time only through a Clock so that tests can age interaction tokens
 * (3 s first-response window, 15 min token lifetime) without waiting.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to; starts at the real time so snowflakes look plausible. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('ManualClock.advance needs a non-negative number of ms');
    this.t += ms;
  }
  set(t: number): void {
    this.t = t;
  }
}
