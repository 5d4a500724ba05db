/**
 * A tiny router: `/api/v{n}/...` routes with :params, JSON or multipart bodies (payload_json +
 * files[n], as @discordjs/rest sends them), Discord-shaped error responses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_REQUEST_BYTES } from './attachments.js';
import { ApiError, Errors } from './errors.js';
import type { UploadedFile } from './message-build.js';
import type { RateLimitKind, RateLimiter } from './rate-limiter.js';
import type { Json } from './types.js';

export interface RequestContext {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Json;
  files: UploadedFile[];
}

/** One REST call as the emulator saw it, for assertions such as "the board was edited, not re-posted". */
export interface RequestRecord {
  method: string;
  /** The route template, e.g. `/channels/:channel/messages`. */
  route: string;
  path: string;
  status: number;
  code?: number;
  /** Set when the emulator's rate limiter answered 429 instead of running the route. */
  rateLimited?: RateLimitKind;
  body: Json;
  files: { filename: string; size: number; contentType: string }[];
}

export interface RouteResult {
  status?: number;
  body?: unknown;
}

export interface Route {
  method: string;
  path: string;
  /** Bot-token routes; interaction callbacks and webhooks are unauthenticated like on Discord. */
  auth: boolean;
  handler: (ctx: RequestContext) => RouteResult | Promise<RouteResult>;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

export function compile(routes: Route[]): CompiledRoute[] {
  return routes.map((r) => {
    const names: string[] = [];
    const pattern = r.path.replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { ...r, names, regex: new RegExp(`^${pattern}$`) };
  });
}

export async function readBody(req: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Drain an oversized body instead of cutting the socket, so the client reads our 413.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw Errors.tooLarge();
  return Buffer.concat(chunks);
}

export async function parseBody(req: IncomingMessage, raw: Buffer): Promise<{ body: Json; files: UploadedFile[] }> {
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: {}, files: [] };
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://emulator.local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    let body: Json = {};
    const files: UploadedFile[] = [];
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') {
        body = JSON.parse(value) as Json;
        continue;
      }
      const m = /^files\[(\d+)\]$/.exec(key) ?? /^file(\d*)$/.exec(key);
      if (m && typeof value !== 'string') {
        files.push({ index: Number(m[1] || 0), filename: value.name, bytes: Buffer.from(await value.arrayBuffer()), contentType: value.type });
      }
    }
    return { body, files };
  }
  try {
    return { body: JSON.parse(raw.toString('utf8')) as Json, files: [] };
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=UTF-8' : 'application/json';
  res.writeHead(status, { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(text) }).end(text);
}

/** Matches and runs an API route; returns false if no route matched the path. */
export async function dispatchApi(
  routes: CompiledRoute[],
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  botToken: string,
  log?: (r: RequestRecord) => void,
  limiter?: RateLimiter | null,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  let pathMatched = false;
  for (const r of routes) {
    const m = r.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== method) continue;
    let body: Json = {};
    let files: UploadedFile[] = [];
    let status = 500;
    let code: number | undefined;
    const params: Record<string, string> = {};
    r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)));
    const verdict = limiter?.admit(method, r.path, params);
    const headers = verdict?.headers ?? {};
    try {
      const raw = method === 'GET' || method === 'DELETE' ? Buffer.alloc(0) : await readBody(req);
      if (verdict?.refused) {
        // The body is still read so the client sees the 429 rather than a reset socket.
        status = 429;
        sendJson(res, 429, verdict.refused.body, headers);
      } else {
        if (r.auth && req.headers.authorization !== `Bot ${botToken}`) throw Errors.unauthorized();
        ({ body, files } = await parseBody(req, raw));
        const out = await r.handler({ method, params, query, headers: req.headers, body, files });
        status = out.status ?? (out.body === undefined ? 204 : 200);
        sendJson(res, status, out.body, headers);
      }
    } catch (err) {
      if (err instanceof ApiError) {
        status = err.status;
        code = err.code;
        sendJson(res, err.status, err.toJSON(), headers);
      } else sendJson(res, 500, { message: String((err as Error)?.stack ?? err), code: 0 }, headers);
    }
    limiter?.settle(status, verdict?.refused?.kind);
    log?.({
      method, route: r.path, path, status, ...(code !== undefined ? { code } : {}),
      ...(verdict?.refused ? { rateLimited: verdict.refused.kind } : {}), body,
      files: files.map((f) => ({ filename: f.filename, size: f.bytes.length, contentType: f.contentType })),
    });
    return true;
  }
  if (pathMatched) {
    sendJson(res, 405, { message: '405: Method Not Allowed', code: 0 });
    return true;
  }
  return false;
}
