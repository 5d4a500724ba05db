/**
 * Requests without the bot's token (an interaction's callback and webhook) take no share of the bot's global
 * rate limit in @discordjs/rest's own throttle (src/bot/interaction-rest.ts): Discord does not count them, and
 * a burst of hand-panel edits must not hold a board edit for the throttle's next second. Against a local HTTP
 * server that answers every request at once and records when each arrived.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REST, RESTEvents } from 'discord.js';
import { separateTokenlessRequests } from '../../src/bot/interaction-rest.js';

/** A Discord stand-in: 200 `{}` to everything, no rate-limit headers; each request's path and arrival (ms). */
async function server(): Promise<{ api: string; arrivals: Array<{ path: string; at: number; auth: boolean }>; close(): Promise<void> }> {
  const arrivals: Array<{ path: string; at: number; auth: boolean }> = [];
  const s: Server = createServer((req, res) => {
    arrivals.push({ path: req.url ?? '', at: performance.now(), auth: req.headers.authorization !== undefined });
    req.resume();
    req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{}'); });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { api: `http://127.0.0.1:${(s.address() as AddressInfo).port}/api`, arrivals, close: () => new Promise((r) => s.close(() => r())) };
}

describe('interaction requests and the global rate limit', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  /** Six webhook edits on six tokens (six buckets, sent at once), then one bot-token edit; its delay in ms. */
  async function burst(split: boolean) {
    const srv = await server();
    close = srv.close;
    // A global limit of 5/s stands for Discord's 50: six tokenless requests would use it up.
    const rest = new REST({ api: srv.api, globalRequestsPerSecond: 5, retries: 0 }).setToken('bot-token');
    const responses: string[] = [];
    rest.on(RESTEvents.Response, (req) => responses.push(String(req.path)));
    if (split) separateTokenlessRequests(rest);
    const t0 = performance.now();
    const panels = [1, 2, 3, 4, 5, 6].map((i) => rest.patch(`/webhooks/1500000000000000001/token-${i}/messages/@original`, { body: { content: 'panel' }, auth: false }));
    await rest.patch('/channels/1500000000000000300/messages/1500000000000000400', { body: { content: 'board' } });
    const board = srv.arrivals.find((a) => a.path.includes('/channels/'))!;
    await Promise.all(panels);
    return { boardMs: board.at - t0, arrivals: srv.arrivals, responses };
  }

  it('a bot-token edit after a burst of webhook edits goes out at once; the webhook edits still go out, without the token', async () => {
    const { boardMs, arrivals, responses } = await burst(true);
    expect(boardMs).toBeLessThan(600);
    expect(arrivals.filter((a) => a.path.includes('/webhooks/'))).toHaveLength(6);
    expect(arrivals.filter((a) => a.path.includes('/webhooks/')).every((a) => !a.auth)).toBe(true);
    expect(arrivals.find((a) => a.path.includes('/channels/'))!.auth).toBe(true);
    // Listeners of the bot's REST (the board's edit budget) still hear every response.
    expect(responses.filter((p) => p.includes('/webhooks/'))).toHaveLength(6);
  });

  it('without the split, the same burst holds the bot-token edit for the throttle\'s next second (what the split removes)', async () => {
    const { boardMs } = await burst(false);
    expect(boardMs).toBeGreaterThanOrEqual(800);
  });
});
