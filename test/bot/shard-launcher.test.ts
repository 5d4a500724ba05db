/**
 * The shard launcher (src/launcher.ts): discord.js's ShardingManager runs one real bot process (src/main.ts)
 * per gateway shard, the count read from the emulator's /gateway/bot, all on one embedded store. A child
 * killed with SIGKILL is spawned again and reconnects its shard; SIGTERM to the launcher stops every child.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { shardLaunchProblem } from '../../src/bot/shard.js';
import { startEmulator } from '../../src/emulator/index.js';
import { IDS } from './support/harness.js';

/** Long enough for the configuration check on bot tokens. */
const TOKEN = 'launch-token.'.padEnd(60, 'x');

describe('shard launcher settings', () => {
  it('accepts a count with all or some of its shards and names what is wrong otherwise', () => {
    expect(shardLaunchProblem({ total: 4 })).toBeNull();
    expect(shardLaunchProblem({ total: 4, list: [1, 3] })).toBeNull();
    expect(shardLaunchProblem({ total: 4, list: [4] })).toMatch(/shard 4.*0 to 3/);
    expect(shardLaunchProblem({ total: 4, list: [1, 1] })).toMatch(/twice/);
    expect(shardLaunchProblem({ total: 4, list: [] })).toMatch(/no shard/);
    expect(shardLaunchProblem({ total: 0 })).toMatch(/at least 1/);
  });
});

describe('shard launcher (ShardingManager)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-launch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs one process per recommended shard, respawns a killed one, and stops them all on SIGTERM', { timeout: 300_000 }, async () => {
    const emu = await startEmulator({
      botToken: TOKEN, applicationId: IDS.app, shards: { recommended: 2 },
      guild: { id: IDS.guild, name: 'สนาม' }, channels: [{ id: IDS.channel, name: 'general' }],
      users: [{ id: IDS.somchai, username: 'somchai', locale: 'th' }],
    });
    const launcher = spawn(process.execPath, ['--import', 'tsx', 'src/launcher.ts'], {
      cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: IDS.app, DISCORD_API_URL: emu.apiBase, DATA_DIR: dir,
        SHARD_SPAWN_DELAY_MS: '200', SHARD_READY_TIMEOUT_MS: '150000' },
    });
    const lines: Array<Record<string, unknown>> = [];
    let stderr = '';
    launcher.stderr.on('data', (b: Buffer) => { stderr += String(b); });
    createInterface({ input: launcher.stdout }).on('line', (l) => { try { lines.push(JSON.parse(l) as Record<string, unknown>); } catch { /* a child's plain line */ } });
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
    const waitFor = async (what: string, f: () => boolean, ms = 200_000) => {
      for (const end = Date.now() + ms; !f(); await new Promise((r) => setTimeout(r, 100))) {
        if (Date.now() > end || launcher.exitCode !== null) throw new Error(`${what}: not seen; launcher stderr: ${stderr.slice(-2000)}`);
      }
    };
    try {
      await waitFor('all shards ready', () => lines.some((l) => l.msg === 'all shards ready'));
      expect(lines.find((l) => l.msg === 'all shards ready')).toMatchObject({ shards: [0, 1], total: 2 });
      expect(emu.gateway.connected).toBe(2);
      const ready = lines.filter((l) => l.msg === 'shard ready');
      expect(ready.map((l) => l.shard).sort()).toEqual([0, 1]);
      // A child killed outright is spawned again and connects its shard again.
      const victim = ready.find((l) => l.shard === 1)!;
      process.kill(victim.pid as number, 'SIGKILL');
      await waitFor('the respawned shard', () => lines.filter((l) => l.msg === 'shard ready' && l.shard === 1).length === 2);
      expect(lines.some((l) => l.msg === 'shard exited; respawning' && l.shard === 1)).toBe(true);
      await waitFor('two sessions again', () => emu.gateway.connected === 2, 30_000);
      launcher.kill('SIGTERM');
      expect(await exited).toBe(0);
      await waitFor('every session closed', () => emu.gateway.connected === 0, 30_000).catch(() => undefined);
      expect(emu.gateway.connected).toBe(0);
    } finally {
      if (launcher.exitCode === null) launcher.kill('SIGKILL');
      for (const l of lines) if (typeof l.pid === 'number') try { process.kill(l.pid, 'SIGKILL'); } catch { /* gone */ }
      await emu.stop();
    }
  });
});
