/**
 * Bot processes as separate OS processes (test/bot/support/bot-process.ts under tsx), for the multi-process
 * tests: start with given shards, read their JSON log lines, stop them gracefully or kill them outright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type LogLine = Record<string, unknown> & { msg: string; time: number; proc: string };

export interface BotProcessOptions {
  name: string;
  api: string;
  token: string;
  prefix: string;
  redisUrl: string;
  shards?: string;
  shardCount?: number;
  /** Registers the bot's commands in this guild once connected (one process does it). */
  registerGuild?: string;
  timers?: { decisionMs: number; warnBeforeMs: number; graceMs: number };
}

export interface BotProcess {
  name: string;
  child: ChildProcess;
  /** Every JSON line it has logged so far. */
  lines: LogLine[];
  /** Resolves with the shard ids it connected once it logs "bot process ready"; rejects if it exits first. */
  ready: Promise<number[]>;
  exited: Promise<number | null>;
  /** SIGKILL: no draining, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful path. */
  stop(): Promise<void>;
}

const ENTRY = 'test/bot/support/bot-process.ts';

export function startBotProcess(o: BotProcessOptions): BotProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      REDIS_URL: o.redisUrl,
      BOT_PROCESS_NAME: o.name,
      BOT_PROCESS_API: o.api,
      BOT_PROCESS_TOKEN: o.token,
      BOT_PROCESS_PREFIX: o.prefix,
      ...(o.shards !== undefined ? { SHARDS: o.shards } : {}),
      ...(o.shardCount !== undefined ? { SHARD_COUNT: String(o.shardCount) } : {}),
      ...(o.registerGuild ? { BOT_PROCESS_REGISTER_GUILD: o.registerGuild } : {}),
      ...(o.timers ? { TIMER_DECISION_MS: String(o.timers.decisionMs), TIMER_WARN_MS: String(o.timers.warnBeforeMs), TIMER_GRACE_MS: String(o.timers.graceMs) } : {}),
    },
  });
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => { stderr += String(b); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<number[]>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => {
      let line: LogLine;
      try { line = JSON.parse(l) as LogLine; } catch { return; }
      lines.push(line);
      if (line.msg === 'bot process ready') resolve(line.shards as number[]);
    });
    void exited.then((code) => reject(new Error(`${o.name} exited (${code}) before it was ready: ${stderr.slice(-2000)}`)));
  });
  ready.catch(() => undefined);
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return { name: o.name, child, lines, ready, exited, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
