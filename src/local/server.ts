/** The playground's request handler: guards, the static page and fonts, and the emulator proxy. */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { serveFont, servePublic } from './static-files.js';
import { handleLeagueRequest, type LeagueSource } from './league-api.js';
import { handleReplayRequest, type ReplaySource } from './replay-api.js';
import { handleEditorRequest, type EditorSource } from './editor-api.js';

export interface PlaygroundLog {
  debug?(obj: object, msg?: string): void;
  warn?(obj: object, msg?: string): void;
}

export interface HandlerContext {
  emulatorUrl: string;
  /** This server's own origin, known once it listens. */
  origin(): string;
  log?: PlaygroundLog | undefined;
  /** The bot's leagues, read by the league page (unset: the page has nothing to show). */
  leagues?: LeagueSource | undefined;
  /** The bot's finished matches, read by the replay page (unset: the page has nothing to show). */
  replays?: ReplaySource | undefined;
  /** The bot the card editor opens sandbox matches in (unset: the editor only checks cards). */
  editor?: EditorSource | undefined;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Why a request must be refused, or null. A page on another site must not drive the control API
 * (it can act as any member): cross-origin POSTs are refused, and while we listen on loopback only a
 * loopback Host is accepted, so a DNS-rebound name cannot become "same origin".
 */
export function refusal(req: IncomingMessage, ownOrigin: string): string | null {
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const ownHostname = new URL(ownOrigin).hostname;
  if (isLoopback(ownHostname) && !isLoopback(hostname)) return `unexpected Host "${host}"`;
  const origin = req.headers.origin;
  if (req.method !== 'GET' && req.method !== 'HEAD' && origin !== undefined && origin !== `http://${host}`) return `cross-origin request from ${origin}`;
  return null;
}

export function handleRequest(req: IncomingMessage, res: ServerResponse, ctx: HandlerContext): void {
  const url = new URL(req.url ?? '/', 'http://playground.local');
  const refused = refusal(req, ctx.origin());
  if (refused) {
    ctx.log?.warn?.({ path: url.pathname, reason: refused }, 'local playground refused a request');
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Forbidden: ${refused}\n`);
    return;
  }
  const path = url.pathname;
  if (path.startsWith('/_control/') || path.startsWith('/attachments/')) return proxy(req, res, ctx, path + url.search);
  if (path.startsWith('/_editor/')) {
    return void handleEditorRequest(req, res, ctx.editor, path.slice('/_editor/'.length)).catch((err: unknown) => {
      ctx.log?.warn?.({ err: String(err) }, 'card editor request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end('{"ok":false,"error":"the editor request failed"}');
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (path.startsWith('/_league/')) {
    if (!ctx.leagues) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no leagues here"}');
    return void handleLeagueRequest(res, ctx.leagues, path.slice('/_league/'.length), url.searchParams).catch((err: unknown) => {
      ctx.log?.warn?.({ err: String(err) }, 'league page request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"could not read the league"}');
    });
  }
  if (path.startsWith('/_replay/')) {
    if (!ctx.replays) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no replays here"}');
    return void handleReplayRequest(res, ctx.replays, path.slice('/_replay/'.length), url.searchParams).catch((err: unknown) => {
      ctx.log?.warn?.({ err: String(err) }, 'replay page request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"could not read the replay"}');
    });
  }
  if (path.startsWith('/fonts/')) return void serveFont(res, path.slice('/fonts/'.length));
  servePublic(res, path).catch((err: unknown) => {
    ctx.log?.warn?.({ err: String(err) }, 'static file request failed');
    if (!res.headersSent) res.writeHead(500).end(); else res.destroy();
  });
}

const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'last-event-id', 'if-none-match'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag'];

/** Streams one request to the emulator and its answer back (SSE included: nothing is buffered). */
function proxy(req: IncomingMessage, res: ServerResponse, ctx: HandlerContext, pathAndQuery: string): void {
  const target = new URL(pathAndQuery, ctx.emulatorUrl);
  const headers: Record<string, string> = {};
  for (const h of FORWARDED_REQUEST_HEADERS) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  const upstream = httpRequest(target, { method: req.method, headers }, (up) => {
    const out: Record<string, string> = { 'x-content-type-options': 'nosniff' };
    for (const h of FORWARDED_RESPONSE_HEADERS) {
      const v = up.headers[h];
      if (typeof v === 'string') out[h] = v;
    }
    if (out['content-type']?.startsWith('text/event-stream')) out['x-accel-buffering'] = 'no';
    res.writeHead(up.statusCode ?? 502, out);
    res.flushHeaders();
    up.pipe(res);
  });
  upstream.on('error', (err) => {
    ctx.log?.debug?.({ err: err.message, path: target.pathname }, 'emulator request failed');
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `the local Discord emulator is not answering (${err.message})` }));
    else res.destroy();
  });
  // The browser closing an SSE stream must close the emulator's stream too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}
