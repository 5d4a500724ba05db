/**
 * Child process for the cross-process publish-guard test (test/bot/published-versions.test.ts): raises one key
 * of the shared store (embedded folder or Redis prefix) to 1..n in turn, starting at `startAt` (epoch ms) so
 * that the processes overlap, and prints how many raises found the cell lower (its "wins").
 */
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createRedisKv } from '../../src/store/kv.js';

const [kind, where, n, startAt] = process.argv.slice(2);
const kv = kind === 'redis' ? createRedisKv({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: where! }) : createEmbeddedKv(where!);
while (Date.now() < Number(startAt)) await new Promise((r) => setTimeout(r, 5));
let wins = 0;
for (let v = 1; v <= Number(n); v++) {
  const prev = await kv.raiseTo('shared', v);
  if (prev === null || prev < v) wins++;
}
process.stdout.write(`${wins}\n`);
await kv.close();
