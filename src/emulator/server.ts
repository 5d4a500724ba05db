/** startEmulator: one HTTP server for REST, attachments and /_control, with the gateway on upgrade. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from './clock.js';
import { Control } from './control.js';
import { controlHandler } from './control-http.js';
import { Gateway } from './gateway.js';
import { commandRoutes } from './command-routes.js';
import { compile, dispatchApi, sendJson, type RequestRecord } from './http.js';
import { interactionRoutes } from './interaction-routes.js';
import { rateLimitConfig } from './rate-limit-profiles.js';
import { RateLimiter, type RateLimitStats } from './rate-limiter.js';
import { InteractionRegistry } from './interactions.js';
import { restRoutes } from './rest-routes.js';
import { EmulatorState } from './state.js';
import { threadRoutes } from './thread-routes.js';
import type { EmulatorOptions } from './types.js';

/** Every public method of Control, bound, plus the server handles. */
export type ControlApi = { [K in keyof Control]: Control[K] };

export interface Emulator extends ControlApi {
  /** http://host:port */
  readonly url: string;
  /** Give this to discord.js as `rest.api`. */
  readonly apiBase: string;
  /** ws://host:port/gateway */
  readonly gatewayUrl: string;
  readonly state: EmulatorState;
  readonly gateway: Gateway;
  /** The last 2000 REST calls, oldest first (bodies as parsed, files as name/size/type). */
  readonly requests: RequestRecord[];
  /** 429s the rate limiter answered, the invalid-request count and any ban; null with `rateLimits: 'off'`. */
  rateLimits(): RateLimitStats | null;
  stop(): Promise<void>;
}

export async function startEmulator(opts: EmulatorOptions & { corsOrigin?: string }): Promise<Emulator> {
  const clock = opts.clock ?? systemClock;
  const state = new EmulatorState(opts, clock);
  const registry = new InteractionRegistry(state);
  const limits = rateLimitConfig(opts.rateLimits);
  // A webhook's messages count in the channel they post into: an interaction webhook's is its interaction's.
  const limiter = limits ? new RateLimiter(limits, Date.now, (p) => p.channel ?? (p.token ? registry.byWebhookToken(p.token)?.channelId : undefined)) : null;
  const rateLimits = () => limiter?.snapshot() ?? null;
  let wsUrl = '';
  const gateway = new Gateway(state, opts.botToken, () => wsUrl);
  const control = new Control(state, registry, gateway, opts.answerTimeoutMs ?? 5000);
  const routes = compile([...restRoutes(state, () => wsUrl), ...commandRoutes(state), ...threadRoutes(state), ...interactionRoutes(state, registry)]);
  const streams = new Set<ServerResponse>();
  const requests: RequestRecord[] = [];
  const logRequest = (r: RequestRecord) => {
    requests.push(r);
    if (requests.length > 2000) requests.shift();
  };
  const onControl = controlHandler(state, control, streams, opts.corsOrigin, rateLimits);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    const path = url.pathname;
    const api = /^\/api\/v\d+(\/.*)$/.exec(path);
    void (async () => {
      if (api) {
        if (!(await dispatchApi(routes, req, res, api[1]!, url.searchParams, opts.botToken, logRequest, limiter))) sendJson(res, 404, { message: '404: Not Found', code: 0 });
        return;
      }
      const att = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(path);
      if (att && req.method === 'GET') {
        const found = state.attachments.get(att[2]!);
        if (!found || found.channelId !== att[1]) return sendJson(res, 404, { message: '404: Not Found', code: 0 });
        const a = found.attachment;
        res.writeHead(200, { 'content-type': a.contentType, 'content-length': a.bytes.length, 'cache-control': 'max-age=31536000, immutable' }).end(a.bytes);
        return;
      }
      if (path.startsWith('/_control/')) return onControl(req, res, path.slice('/_control/'.length), url.searchParams);
      sendJson(res, 404, { message: '404: Not Found', code: 0 });
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(err), code: 0 });
    });
  });
  server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const url = `http://${host}:${addr.port}`;
  wsUrl = `ws://${host}:${addr.port}/gateway`;
  state.baseUrl = url;

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      registry.close();
      for (const s of streams) s.end();
      await gateway.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    })());

  // Control's methods live on its prototype; bind them so `const { slash } = emu` works too.
  const emulator = Object.create(control) as Emulator;
  for (const key of Object.getOwnPropertyNames(Control.prototype)) {
    const v = (control as unknown as Record<string, unknown>)[key];
    if (key !== 'constructor' && typeof v === 'function') Object.defineProperty(emulator, key, { value: v.bind(control) });
  }
  Object.assign(emulator, { url, apiBase: `${url}/api`, gatewayUrl: wsUrl, state, gateway, requests, rateLimits, stop });
  return emulator;
}
