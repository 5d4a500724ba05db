/** Worker thread of the practice AI: a decision request in, the chosen action (or an error) out. */
import { parentPort } from 'node:worker_threads';
import { decide, type DecideInput } from './decide.js';

parentPort!.on('message', (msg: { id: number; input: DecideInput }) => {
  const started = performance.now();
  try {
    const action = decide(msg.input);
    parentPort!.postMessage({ id: msg.id, action, ms: performance.now() - started });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
// The engine is loaded: the pool starts a decision's clock from here (workers/pool.ts announcesReady).
parentPort!.postMessage({ ready: true });
