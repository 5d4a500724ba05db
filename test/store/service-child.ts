/**
 * A bot process for multi-process.test.ts: its own Redis connection and MatchService (own cache), playing
 * random legal actions on the given matches concurrently with the other process, until each match reaches
 * `until` actions or ends. Prints "ack <matchId> <interactionId> <version>" once an action is committed —
 * the moment the bot would acknowledge it to the player.
 */
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService } from '../../src/match/service.js';
import { legalActions, type MatchState } from '../../src/engine/index.js';
import { createRedisStore } from '../../src/store/redis-store.js';

const [url, keyPrefix, idList, tag, until] = process.argv.slice(2);
const store = await createRedisStore({ url: url!, keyPrefix: keyPrefix!, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
const service = new MatchService(store, realEngine);
let x = [...tag!].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) >>> 0;
const rnd = (n: number) => {
  x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
  return x % n;
};
const users = ['100000000000000001', '100000000000000002'];
// Both processes start playing together (the test says go once both are ready): a process whose start is
// slow on a loaded machine would otherwise find every match already played.
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
// Exits only once the test closes stdin: a process that finished its matches before the test's kill (its acks
// read late on a loaded machine) must still be there to be killed, not already gone with code 0.
const released = new Promise((resolve) => process.stdin.once('end', resolve).resume());

await Promise.all(idList!.split(',').map(async (matchId) => {
  for (let n = 0; ; n++) {
    const m = await service.load(matchId);
    if (!m || m.snap.status === 'finished' || m.snap.version >= Number(until)) return;
    const interactionId = `${tag}-${matchId}-${n}`;
    const r = await service.act({ matchId, userId: users[m.prompt!.seat]!, interactionId, now: Date.now(), decide: (p, seat, cur) => {
      const acts = legalActions(cur.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
      return { ok: true, action: acts[rnd(acts.length)]! };
    } });
    if (r.kind === 'applied') process.stdout.write(`ack ${matchId} ${interactionId} ${r.after.snap.version}\n`);
  }
}));
await store.close();
process.stdout.write('done\n');
await released;
