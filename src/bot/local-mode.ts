/**
 * Local mode: no DISCORD_TOKEN, so Sanam starts the Discord emulator in-process and connects the real
 * discord.js client to it. The returned handle is the hook for the local web page (another module serves a
 * page on top of `emulator`'s HTTP control API).
 */
import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator/index.js';
import { allCommands } from '../../commands/index.js';
import { createBot, type Bot, type BotOptions } from './bot.js';

export const LOCAL_IDS = {
  application: '1300000000000000001',
  guild: '1300000000000000100',
  channel: '1300000000000000300',
  users: [
    { id: '1300000000000001000', username: 'somchai', globalName: 'สมชาย', locale: 'th' },
    { id: '1300000000000001001', username: 'alice', globalName: 'Alice', locale: 'en-US' },
    { id: '1300000000000001002', username: 'judge', globalName: 'Judge Nok', locale: 'th' },
  ],
} as const;

export interface LocalMode {
  emulator: Emulator;
  bot: Bot;
  stop(): Promise<void>;
}

export async function startLocalMode(opts: Omit<BotOptions, 'token' | 'apiUrl'> & { port?: number; emulator?: Partial<EmulatorOptions> }): Promise<LocalMode> {
  const token = 'local-mode-token';
  const emulator = await startEmulator({
    botToken: token,
    applicationId: LOCAL_IDS.application,
    guild: { id: LOCAL_IDS.guild, name: 'สนาม (local)', preferredLocale: 'th' },
    channels: [{ id: LOCAL_IDS.channel, name: 'general' }],
    users: LOCAL_IDS.users.map((u) => ({ ...u })),
    port: opts.port ?? 0,
    ...opts.emulator,
  });
  const bot = createBot({ ...opts, token, apiUrl: emulator.apiBase });
  try {
    await bot.start();
    // Local mode registers its own commands (real deployments use `npm run commands:deploy`).
    await bot.client.application!.commands.set(allCommands(), LOCAL_IDS.guild);
  } catch (err) {
    await bot.stop().catch(() => undefined);
    await emulator.stop();
    throw err;
  }
  return {
    emulator, bot,
    async stop() {
      await bot.stop();
      await emulator.stop();
    },
  };
}
