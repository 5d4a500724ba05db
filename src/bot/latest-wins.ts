/**
 * "Latest version wins", per key: one run at a time, and however many requests arrive while a run is in flight
 * (a rate-limit wait, a slow webhook), exactly one more run follows, which reads the newest state itself. The
 * board of a match and each seat's hand panel have a loop each, so a slow bucket holds only its own message.
 */
import { background } from '../supervise.js';
import type { Logger } from '../log.js';

interface Loop { dirty: boolean; waiters: Array<() => void> }

export class LatestWins {
  private readonly loops = new Map<string, Loop>();

  constructor(private readonly log: Logger, private readonly what: string) {}

  /**
   * Asks for a run of `key`'s loop; `run` (the same work for every request of a key) is called by the loop.
   * Resolves once a run that started after this call has finished (a failed run is logged, not thrown).
   */
  request(key: string, run: () => Promise<void>, context: object = {}): Promise<void> {
    let loop = this.loops.get(key);
    const started = !loop;
    if (!loop) { loop = { dirty: true, waiters: [] }; this.loops.set(key, loop); }
    loop.dirty = true;
    const done = new Promise<void>((resolve) => loop!.waiters.push(resolve));
    if (started) background(this.log, this.what, this.drain(key, loop, run, context), context);
    return done;
  }

  /** Keys whose loop is running now. */
  active(): number { return this.loops.size; }

  private async drain(key: string, loop: Loop, run: () => Promise<void>, context: object): Promise<void> {
    while (loop.dirty) {
      loop.dirty = false;
      const waiters = loop.waiters.splice(0);
      try {
        await run();
      } catch (err) {
        this.log.warn({ err, ...context }, `${this.what} failed`);
      }
      for (const w of waiters) w();
    }
    this.loops.delete(key);
  }
}
