/**
 * How late this process's event loop runs, sampled every 100 ms. When it is late, acknowledgements are
 * late too, so the publisher stops asking for board images until the loop catches up.
 */
export interface LoopLag { current(): number; stop(): void }

export function startLoopLagProbe(everyMs = 100): LoopLag {
  let expected = performance.now() + everyMs;
  let lag = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    // Decay so that one slow tick does not switch images off for long.
    lag = Math.max(now - expected, lag * 0.5);
    expected = now + everyMs;
  }, everyMs);
  timer.unref();
  return { current: () => lag, stop: () => clearInterval(timer) };
}
