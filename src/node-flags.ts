/**
 * V8 flags every bot process runs with: `npm start`, the Dockerfile's CMD and the shard launcher's children
 * (test/setup/node-flags.test.ts keeps the first two in step with this list), and the benches that measure the
 * bot (bench/run.ts).
 *
 * A young generation of up to 64 MB per semi-space, where V8's default stops at 16 MB on 64-bit: an action
 * allocates ~95 KB, and each scavenge copies what the view and match caches keep alive (~1.4 MB, about the
 * same however long the interval), so four times fewer scavenges halve the collection time per action
 * (bench/peer-profile.ts: 16 → 7 µs) for ~50 MB more resident memory (202 → 251 MB there).
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
