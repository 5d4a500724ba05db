/** Boots the emulator and a real discord.js Client against it. */
import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import { ManualClock, startEmulator, type Emulator, type EmulatorOptions } from '../../src/emulator/index.js';

export const IDS = {
  app: '1300000000000000001',
  guild: '1300000000000000100',
  judgeRole: '1300000000000000200',
  general: '1300000000000000300',
  boards: '1300000000000000301',
  alice: '1300000000000001000',
  somchai: '1300000000000001001',
  bob: '1300000000000001002',
} as const;

export const TOKEN = 'emulator-test-token.' + 'x'.repeat(40);

export interface Harness {
  emu: Emulator;
  client: Client<true>;
  clock: ManualClock;
  stop(): Promise<void>;
}

export async function startHarness(
  intents: GatewayIntentBits[] = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
  extra: Partial<EmulatorOptions> = {},
): Promise<Harness> {
  const clock = new ManualClock();
  const emu = await startEmulator({
    botToken: TOKEN,
    applicationId: IDS.app,
    guild: { id: IDS.guild, name: 'สนามทดสอบ', ownerId: IDS.bob, roles: [{ id: IDS.judgeRole, name: 'Judge', permissions: '8' }] },
    channels: [
      { id: IDS.general, name: 'general' },
      { id: IDS.boards, name: 'boards' },
    ],
    users: [
      { id: IDS.alice, username: 'alice', locale: 'en-US' },
      { id: IDS.somchai, username: 'somchai', locale: 'th', roles: [IDS.judgeRole] },
      { id: IDS.bob, username: 'bob', locale: 'en-US' },
    ],
    clock,
    // Real time a bot may take to answer: generous, so a loaded machine is not a bot that failed (Discord's 3 s runs on the clock).
    answerTimeoutMs: 30_000,
    ...extra,
  });
  const client = new Client({ intents, rest: { api: emu.apiBase, retries: 0 } });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(TOKEN);
  await ready;
  return {
    emu,
    client: client as Client<true>,
    clock,
    stop: async () => {
      await client.destroy();
      await emu.stop();
    },
  };
}

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Runs `fn` on the next interaction the bot receives; resolves with its result or rejects with its error. */
export function nextInteraction<T>(client: Client, fn: (i: Interaction) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    client.once(Events.InteractionCreate, (i) => {
      fn(i).then(resolve, reject);
    });
  });
}
