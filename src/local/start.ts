/**
 * What `npm start` runs when no DISCORD_TOKEN is set: the Discord emulator on an internal port with the
 * real bot logged into it (src/bot/local-mode.ts), and the local web page on `port` (LOCAL_PORT) in front
 * of it. Tests start local mode through this function so that they exercise the same code path.
 */
import { DEMO_IDS, startLocalMode, type LocalMode } from '../bot/local-mode.js';
import type { EmulatorOptions } from '../emulator/index.js';
import type { BotOptions } from '../bot/bot.js';
import { startLocalPlayground, type LocalPlayground } from './index.js';

export interface LocalStartOptions extends Omit<BotOptions, 'token' | 'apiUrl'> {
  /** The page's port (LOCAL_PORT); 0 picks a free one. The emulator always takes a free internal port. */
  port: number;
  host?: string;
  /** Where local mode keeps its Discord world between runs (unset: nothing is kept). */
  worldFile?: string;
  /** The emulator's options (tests turn its rate limits off where they measure nothing about them). */
  emulator?: Partial<EmulatorOptions>;
}

export interface RunningLocal {
  /** The page: http://127.0.0.1:PORT/ */
  url: string;
  local: LocalMode;
  playground: LocalPlayground;
  stop(): Promise<void>;
}

export async function startLocal(opts: LocalStartOptions): Promise<RunningLocal> {
  const { port, host, ...botOptions } = opts;
  const local = await startLocalMode({ ...botOptions, port: 0 });
  let playground: LocalPlayground;
  try {
    playground = await startLocalPlayground({ emulator: local.emulator, port, ...(host ? { host } : {}), log: opts.log, leagues: { kv: botOptions.kv, guild: DEMO_IDS.guild }, replays: { ctx: local.bot.ctx }, editor: { ctx: local.bot.ctx } });
  } catch (err) {
    await local.stop().catch(() => undefined);
    // The usual cause is a busy LOCAL_PORT: say which variable to change.
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`LOCAL_PORT ${port} is already in use; set LOCAL_PORT to a free port (0 = any free port). / พอร์ต ${port} ถูกใช้อยู่ ตั้ง LOCAL_PORT เป็นพอร์ตอื่น`, { cause: err });
    }
    throw err;
  }
  let stopped: Promise<void> | undefined;
  return {
    url: playground.url,
    local,
    playground,
    // The page first (its SSE streams hold emulator connections open), then the bot, then the emulator.
    stop: () => (stopped ??= playground.stop().finally(() => local.stop())),
  };
}

/** The lines `npm start` prints in local mode: where to play, and how to connect a real Discord instead. */
export function localModeBanner(url: string): string {
  return [
    '',
    '  Sanam local mode — no DISCORD_TOKEN, so Sanam runs with a built-in Discord emulator.',
    '  โหมดเล่นในเครื่อง — ไม่ได้ตั้ง DISCORD_TOKEN สนามจึงใช้ Discord จำลองในเครื่อง',
    '',
    `  ▶ Open / เปิดหน้าเล่น: ${url}`,
    '',
    '  To connect a real Discord server instead: set DISCORD_TOKEN and DISCORD_APPLICATION_ID in .env,',
    '  run `npm run commands:deploy`, then `npm start` again (README.md, "Connecting a real Discord server").',
    '  ต้องการใช้กับ Discord จริง: ตั้ง DISCORD_TOKEN และ DISCORD_APPLICATION_ID ในไฟล์ .env',
    '  แล้วรัน `npm run commands:deploy` และ `npm start` อีกครั้ง (ดู README.md หัวข้อ "Connecting a real Discord server")',
    '',
  ].join('\n');
}
