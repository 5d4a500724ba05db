/** startLocal (what `npm start` runs without DISCORD_TOKEN) refuses a busy LOCAL_PORT with a clear message. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createMemoryKv } from '../../src/store/kv.js';
import { startLocal } from '../../src/local/start.js';
import { memoryStore } from '../bot/support/real-match.js';

describe('startLocal', () => {
  it('names LOCAL_PORT, in Thai and English, when the page port is taken', async () => {
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as AddressInfo).port;
    try {
      const started = startLocal({ store: memoryStore(), kv: createMemoryKv(), engine: realEngine, log: pino({ level: 'silent' }), port });
      await expect(started).rejects.toThrow(new RegExp(`LOCAL_PORT ${port} is already in use.*ตั้ง LOCAL_PORT`));
    } finally {
      await new Promise<void>((r) => busy.close(() => r()));
    }
  });
});
