/**
 * Runs the bot as one OS process per Discord gateway shard with discord.js's ShardingManager (process mode):
 * `node --import tsx src/launcher.ts`. Each child is src/main.ts with the
 * SHARDS and SHARD_COUNT the manager sets, so it connects its one shard; all of them share the store (Redis,
 * a Redis Cluster, or the embedded store on one machine), and any of them may serve any interaction and fire
 * any timer. A child that exits is spawned again by the manager.
 *
 * Environment (see README, "Running several processes"):
 *   DISCORD_TOKEN           required; passed to the children
 *   SHARD_COUNT             total shards across every launcher; unset: the count /gateway/bot recommends
 *   SHARD_LIST              the shards this launcher runs, e.g. 0,1 (several machines split them); unset: all
 *   SHARD_SPAWN_DELAY_MS    wait between two children's starts (default 5500, discord.js's; IDENTIFY is rate limited)
 *   SHARD_READY_TIMEOUT_MS  how long a child may take to connect (default 60000)
 *   METRICS_PORT            child for shard n serves /healthz and /metrics on METRICS_PORT + n (0: any free port)
 *   DISCORD_API_URL         another REST base (the emulator); also where the recommended count is read
 */
import { fileURLToPath } from 'node:url';
import { ShardingManager, type Shard } from 'discord.js';
import { z } from 'zod';
import { shardLaunchProblem, type LaunchSettings } from './bot/shard.js';
import { NODE_FLAGS } from './node-flags.js';

const env = z.object({
  DISCORD_TOKEN: z.string().min(1, 'is required to run shards'),
  SHARD_COUNT: z.coerce.number().int().min(1).max(65_535).optional(),
  SHARD_LIST: z.string().regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be shard ids such as 0,1').optional(),
  SHARD_SPAWN_DELAY_MS: z.coerce.number().int().min(0).default(5_500),
  SHARD_READY_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  DISCORD_API_URL: z.string().url().optional(),
});

/** The recommended shard count from GET /gateway/bot (discord.js asks discord.com itself; this asks DISCORD_API_URL too). */
async function recommendedShards(token: string, api = 'https://discord.com/api'): Promise<number> {
  const res = await fetch(`${api.replace(/\/$/, '')}/v10/gateway/bot`, { headers: { Authorization: `Bot ${token}` } });
  if (!res.ok) throw new Error(`GET /gateway/bot answered ${res.status}`);
  const { shards } = (await res.json()) as { shards: number };
  return shards;
}

async function launch(): Promise<void> {
  const parsed = env.safeParse(process.env);
  if (!parsed.success) {
    for (const i of parsed.error.issues) console.error(`${i.path.join('.')}: ${i.message}`);
    process.exit(2);
  }
  const cfg = parsed.data;
  const total = cfg.SHARD_COUNT ?? (await recommendedShards(cfg.DISCORD_TOKEN, cfg.DISCORD_API_URL));
  const list = cfg.SHARD_LIST?.split(',').map((s) => Number(s.trim()));
  const settings: LaunchSettings = { total, ...(list ? { list } : {}) };
  const problem = shardLaunchProblem(settings);
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
    token: cfg.DISCORD_TOKEN,
    totalShards: total,
    ...(list ? { shardList: list } : {}),
    mode: 'process',
    respawn: true,
    execArgv: [...NODE_FLAGS, '--import', 'tsx'],
  });
  manager.on('shardCreate', (shard: Shard) => {
    // One port per child: several children share a host (and a container).
    if (cfg.METRICS_PORT !== undefined) (shard.env as Record<string, string>).METRICS_PORT = String(cfg.METRICS_PORT === 0 ? 0 : cfg.METRICS_PORT + shard.id);
    shard.on('ready', () => console.log(JSON.stringify({ msg: 'shard ready', shard: shard.id, pid: shard.process?.pid, total })));
    shard.on('death', () => console.log(JSON.stringify({ msg: 'shard exited; respawning', shard: shard.id })));
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Children drain and exit on SIGTERM (src/main.ts); none is respawned.
    manager.respawn = false;
    const exits = [...manager.shards.values()].map((s) => new Promise<void>((resolve) => {
      const child = s.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    }));
    Promise.all(exits).then(() => process.exit(0), (err: unknown) => { console.error('Sanam launcher: stopping failed:', err); process.exit(1); });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
  await manager.spawn({ amount: total, delay: cfg.SHARD_SPAWN_DELAY_MS, timeout: cfg.SHARD_READY_TIMEOUT_MS });
  console.log(JSON.stringify({ msg: 'all shards ready', shards: [...manager.shards.keys()], total }));
}

launch().catch((err: unknown) => {
  console.error('Sanam launcher failed:', err);
  process.exit(1);
});
