/** The worker side of check-pool.ts: parse and validate one set file, post the result back. */
import { parentPort } from 'node:worker_threads';
import { checkSetText } from './check.js';
import type { NameOwner } from './validate.js';

parentPort!.on('message', (msg: { id: number; fileName: string; bytes: Uint8Array; others: string[]; otherNames?: Array<[string, NameOwner]> }) => {
  try {
    parentPort!.postMessage({ id: msg.id, result: checkSetText(msg.fileName, msg.bytes, new Set(msg.others), new Map(msg.otherNames ?? [])) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: (err as Error).message });
  }
});
// Modules loaded: the pool starts a task's clock from here (workers/pool.ts announcesReady).
parentPort!.postMessage({ ready: true });
