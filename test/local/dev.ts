/** `npx tsx test/local/dev.ts`: the demo world, the test bot and the page, for working on the page by hand. */
import { demoWorld, startEmulator } from '../../src/emulator/index.js';
import { startLocalPlayground } from '../../src/local/index.js';
import { startTestBot } from './test-bot.js';

const token = 'local-dev-token.' + 'x'.repeat(40);
const emu = await startEmulator(demoWorld({ botToken: token }));
const bot = await startTestBot(emu, token);
const page = await startLocalPlayground({ emulator: emu, port: Number(process.env.PORT ?? 0) });
console.log(page.url);
process.on('SIGINT', () => void (async () => {
  await page.stop();
  await bot.destroy();
  await emu.stop();
})());
