/**
 * Child process for the kill -9 test: creates matches, then commits to all of them concurrently as fast as
 * it can, printing "match <id>" and "ok <id> <version>" lines, until the parent kills it.
 * Each state carries its version; each log entry carries the version and the SHA-256 of its state, so the
 * parent can tell a torn write (state of one commit, log of another) from a whole one.
 */
import { createHash } from 'node:crypto';
import { createRedisStore } from '../../src/store/redis-store.js';
import { bigState } from './harness.js';

const [url, keyPrefix, count] = process.argv.slice(2);
const store = await createRedisStore({ url: url!, keyPrefix: keyPrefix!, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
const ids = Array.from({ length: Number(count) }, (_, i) => `crash-${i}`);
for (const matchId of ids) {
  await store.create({ matchId, state: bigState(0), meta: {}, participants: ['u1'], interactionId: `${matchId}-create`, now: Date.now() });
  process.stdout.write(`match ${matchId}\n`);
}
await Promise.all(
  ids.map(async (matchId) => {
    for (let v = 0; ; v++) {
      const state = bigState(v + 1);
      const sha = createHash('sha256').update(state).digest('hex');
      const r = await store.commit({ matchId, expectedVersion: v, interactionId: `${matchId}-${v + 1}`, state, entry: JSON.stringify({ v: v + 1, sha }), now: Date.now() });
      if (!r.ok) throw new Error(`unexpected ${r.reason} at ${matchId} v${v}`);
      process.stdout.write(`ok ${matchId} ${r.version}\n`);
    }
  }),
);
