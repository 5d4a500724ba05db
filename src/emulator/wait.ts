/** waitFor: re-checks a predicate after every state change until it yields a value or time runs out. */
import type { EmulatorState } from './state.js';

export class WaitTimeoutError extends Error {
  override name = 'WaitTimeoutError';
}

export function waitFor<T>(state: EmulatorState, predicate: () => T | undefined | null | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const first = predicate();
  if (first) return Promise.resolve(first);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new WaitTimeoutError(`waitFor(${what}) timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    const off = state.onChange(() => {
      let v: T | undefined | null | false;
      try {
        v = predicate();
      } catch (err) {
        clearTimeout(timer);
        off();
        reject(err as Error);
        return;
      }
      if (v) {
        clearTimeout(timer);
        off();
        resolve(v);
      }
    });
  });
}
