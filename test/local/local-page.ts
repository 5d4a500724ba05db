/**
 * The page tests' set-up: the real bot started the way `npm start` starts it (startLocal: the emulator on an
 * internal port, the bot logged in, commands registered, the page in front) on an in-memory key-value repo, and
 * one chromium page that collects the page's uncaught errors, so each test can assert there were none.
 */
import type { Page } from 'playwright-core';
import { pino } from 'pino';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { TimerConfig } from '../../src/bot/context.js';
import { createMemoryKv, type KeyValueRepo } from '../../src/store/kv.js';
import { timersFromConfig } from '../../src/bot/timer-env.js';
import { parseConfig } from '../../src/config.js';
import { startLocal, type RunningLocal } from '../../src/local/start.js';
import { renderBoard } from '../../src/render/index.js';
import { MemoryRulingsStore } from '../../src/rules/rulings/memory.js';
import { createStore, type MatchStore } from '../../src/store/index.js';
import { launchChromium, type LaunchedBrowser } from './browser.js';

/**
 * The real-time limit on the bot's answers and the default of the emulator's waits: generous, as in the bot
 * harness (test/bot/support/harness.ts), so a loaded 2-core machine is not taken for a bot that failed to answer.
 */
const ANSWER_MS = 30_000;

export interface LocalPage {
  store: MatchStore;
  kv: KeyValueRepo;
  run: RunningLocal;
  browser: LaunchedBrowser;
  page: Page;
  /** The page's uncaught errors, in order. */
  errors: string[];
  /** Closes the browser, the bot and the store. */
  close(): Promise<void>;
}

/**
 * `env`: the environment the store's config is read from (default an in-memory store; `{}` is what `npm start`
 * reads with no REDIS_URL). `timers`: changes to the configured decision timers.
 */
export async function openLocalPage(chromiumPath: string, opts: { env?: Record<string, string>; timers?: Partial<TimerConfig> } = {}): Promise<LocalPage> {
  const log = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
  const store = await createStore(parseConfig(opts.env ?? { DATA_DIR: ':memory:' }), log);
  const kv = createMemoryKv();
  let run: RunningLocal | undefined;
  let browser: LaunchedBrowser | undefined;
  // A set-up that fails half way closes what it opened: the test's afterAll has nothing to close then.
  const close = async () => {
    await browser?.close();
    await run?.stop();
    await store.close();
  };
  try {
    // Rate limits off: these tests are about the page; the limits have their own tests (emulator, bot, server.test.ts).
    run = await startLocal({ store, kv, rulings: new MemoryRulingsStore(), engine: realEngine, log, timers: { ...timersFromConfig(parseConfig({})), ...opts.timers }, render: renderBoard, port: 0, emulator: { rateLimits: 'off', answerTimeoutMs: ANSWER_MS } });
    browser = await launchChromium(chromiumPath);
    const page = await browser.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { store, kv, run, browser, page, errors, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
