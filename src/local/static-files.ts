/** The page's static files (./public) and the Noto Sans Thai web fonts, from fixed directories only. */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const FONT_DIR = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-thai/package.json'));

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  woff: 'font/woff',
};

/** Only plain file names (no folders, no dot-files) with a known type, so no path escapes the folder. */
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*\.(html|js|css|svg|woff2?)$/i;

async function sendFile(res: ServerResponse, dir: string, name: string, cache: string): Promise<void> {
  const ext = name.split('.').pop()!.toLowerCase();
  if (!SAFE_NAME.test(name) || !TYPES[ext]) return notFound(res);
  let body: Buffer;
  try {
    body = await readFile(join(dir, name));
  } catch {
    return notFound(res);
  }
  res.writeHead(200, {
    'content-type': TYPES[ext]!,
    'content-length': body.length,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    ...(ext === 'html' ? { 'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'", 'referrer-policy': 'no-referrer' } : {}),
  });
  res.end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
}

export function servePublic(res: ServerResponse, path: string): Promise<void> {
  const name = path === '/' ? 'index.html' : path.slice(1);
  // The page changes while developing; fonts never do.
  return sendFile(res, PUBLIC_DIR, name, 'no-cache');
}

/** `/fonts/noto-sans-thai/400.css` and the `files/*.woff2` those stylesheets point to. */
export function serveFont(res: ServerResponse, rest: string): Promise<void> {
  const m = /^noto-sans-thai\/(?:(files)\/)?([^/]+)$/.exec(rest);
  if (!m) return Promise.resolve(notFound(res));
  return sendFile(res, m[1] ? join(FONT_DIR, 'files') : FONT_DIR, m[2]!, 'public, max-age=86400');
}
