/** Worker thread of the render pool: spectator view in, PNG bytes out (transferred, not copied). */
import { parentPort } from 'node:worker_threads';
import { renderBoard } from '../render/index.js';
import type { BoardView } from '../render/index.js';

parentPort!.on('message', (msg: { id: number; view: BoardView }) => {
  renderBoard(msg.view).then(
    (png) => {
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      parentPort!.postMessage({ id: msg.id, png: bytes }, bytes.byteOffset === 0 && bytes.byteLength === png.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : []);
    },
    (err: unknown) => parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
// Modules loaded: the pool starts a task's clock from here (workers/pool.ts announcesReady).
parentPort!.postMessage({ ready: true });
