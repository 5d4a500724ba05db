/**
 * Child process for the lease test (lease-kill.test.ts): one "timer process" on the shared store.
 *   claim   claims every due deadline with a lease, prints "claimed <id>", then hangs until killed (it dies
 *           between claim and fire)
 *   fire    claims, fires (commits the timer's action), prints "fired <id> <result>", then hangs before settling
 *   serve   claims, fires and settles in a loop, printing "fired <id> <result> <claimedAt>", until `until` (epoch ms)
 * Firing is what the bot's timers do: a commit whose interaction id names the version the deadline was armed
 * for, so a second fire of the same deadline is refused as a duplicate.
 */
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { Deadline, MatchStore } from '../../src/store/types.js';

const [kind, where, prefix, mode, leaseMs, until] = process.argv.slice(2);
const store: MatchStore = kind === 'redis'
  ? await createRedisStore({ url: where!, keyPrefix: prefix!, idleTtlMs: 600_000, archiveTtlMs: 600_000 })
  : createEmbeddedStore({ dir: where!, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
const say = (line: string) => process.stdout.write(`${line}\n`);
const hang = () => new Promise(() => setInterval(() => undefined, 1_000));

async function fire(d: Deadline): Promise<string> {
  const { version } = JSON.parse(d.payload) as { version: number };
  const r = await store.commit({
    matchId: d.matchId, expectedVersion: version, interactionId: `timer:${version}:act`,
    state: `{"fired":${version + 1}}`, entry: '{"timer":"act"}', now: Date.now(),
  });
  return r.ok ? 'ok' : r.reason;
}

if (mode === 'claim' || mode === 'fire') {
  let got: Deadline[] = [];
  while (got.length === 0) {
    got = await store.claimDue(Date.now(), 100, Number(leaseMs));
    if (got.length === 0) await new Promise((r) => setTimeout(r, 20));
  }
  for (const d of got) say(mode === 'claim' ? `claimed ${d.matchId}` : `fired ${d.matchId} ${await fire(d)}`);
  say('held');
  await hang();
}
while (Date.now() < Number(until)) {
  const claimedAt = Date.now();
  for (const d of await store.claimDue(claimedAt, 5, Number(leaseMs))) {
    say(`fired ${d.matchId} ${await fire(d)} ${claimedAt}`);
    await store.settleDeadline(d);
  }
  await new Promise((r) => setTimeout(r, 25));
}
await store.close();
say('done');
