/**
 * Local mode: no DISCORD_TOKEN, so Sanam starts the Discord emulator in-process (the emulator's demo world:
 * guild "สนาม", Thai and English players, a judge) and connects the real discord.js client to it. The returned
 * handle is the hook for the local web page, which drives `emulator` through its HTTP control API.
 */
import { demoWorld, DEMO_IDS, startEmulator, type Emulator, type EmulatorOptions } from '../emulator/index.js';
import { allCommands } from '../../commands/index.js';
import { createBot, type Bot, type BotOptions } from './bot.js';
import { restoreWorld, saveWorldOnChange, type WorldSaver } from '../local/world-file.js';

export { DEMO_IDS };

export interface LocalMode {
  emulator: Emulator;
  bot: Bot;
  stop(): Promise<void>;
}

export async function startLocalMode(opts: Omit<BotOptions, 'token' | 'apiUrl'> & { port?: number; emulator?: Partial<EmulatorOptions>; worldFile?: string }): Promise<LocalMode> {
  const token = 'local-mode-token';
  const emulator = await startEmulator(demoWorld({ botToken: token, port: opts.port ?? 0, ...opts.emulator }));
  // The channels and messages of the last run, so that its match threads and buttons are still there.
  let saver: WorldSaver | null = null;
  if (opts.worldFile) {
    restoreWorld(emulator, opts.worldFile);
    saver = saveWorldOnChange(emulator, opts.worldFile, 500, opts.log);
  }
  const bot = createBot({ ...opts, token, apiUrl: emulator.apiBase });
  try {
    await bot.start();
    // Local mode registers its own commands (real deployments use `npm run commands:deploy`).
    await bot.client.application!.commands.set(allCommands(), DEMO_IDS.guild);
    // The demo world's Judge role is the server's judge role unless someone chose another (/ruling config), so
    // the ⚖️ judge call and the judge tools work out of the box.
    const rulings = bot.ctx.rulings;
    if (rulings && !(await rulings.getSettings(DEMO_IDS.guild)).judgeRoleId) await rulings.setJudgeRole(DEMO_IDS.guild, DEMO_IDS.judgeRole);
  } catch (err) {
    await bot.stop().catch(() => undefined);
    saver?.stop();
    await emulator.stop();
    throw err;
  }
  return {
    emulator, bot,
    async stop() {
      await bot.stop();
      saver?.flush();
      saver?.stop();
      await emulator.stop();
    },
  };
}
