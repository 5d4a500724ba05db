/* global fetch, AbortSignal */
// Health of a shard launcher's container (src/launcher.ts): healthy when every child it runs answers
// /healthz on its own port, METRICS_PORT + shard id. The shards are SHARD_LIST, else 0..SHARD_COUNT-1.
const base = Number(process.env.METRICS_PORT ?? 9464);
const list = process.env.SHARD_LIST
  ? process.env.SHARD_LIST.split(',').map((s) => Number(s.trim()))
  : Array.from({ length: Number(process.env.SHARD_COUNT ?? 1) }, (_, i) => i);
const ok = await Promise.all(list.map((id) =>
  fetch(`http://127.0.0.1:${base + id}/healthz`, { signal: AbortSignal.timeout(4_000) }).then((r) => r.ok, () => false)));
process.exit(ok.every(Boolean) ? 0 : 1);
