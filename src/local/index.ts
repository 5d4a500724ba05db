/**
 * Local mode's web page: `startLocalPlayground({ emulator, port })` serves a small Discord-like page
 * (plain HTML/CSS/JS in ./public, no build step) that shows one channel and its threads as two or
 * more local users see them, side by side, and lets them type slash commands, press buttons, pick
 * from selects and fill in modals. The page talks only to the emulator, through this server:
 *
 * - `/`, `/app.js`, `/style.css`, …      the page (./public)
 * - `/fonts/noto-sans-thai/*`          @fontsource/noto-sans-thai (Thai renders with no system font)
 * - `/_control/*`, `/attachments/*`     reverse-proxied to the emulator (incl. the per-user SSE stream)
 * - `/league.html`, `/_league/*`        the league page and its read-only data (league-api.ts)
 * - `/replay.html`, `/_replay/*`        the replay page and its read-only data (replay-api.ts)
 * - `/editor.html`, `/_editor/*`        the card editor: check a card, try it in a sandbox match (editor-api.ts)
 *
 * Each column of the page opens its own `/_control/events?user=ID` stream and reads
 * `/_control/transcript?user=ID`, so a column only ever receives what that user may see: ephemeral
 * replies (hands) never travel to another user's column, not even to be hidden there.
 *
 * The control API can act as any member, so the server refuses requests whose Host is not this
 * server's (DNS rebinding) and cross-origin POSTs (another site driving the emulator). `/api` (the
 * bot's REST, bot token) is deliberately not proxied.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleRequest, type PlaygroundLog } from './server.js';
import type { LeagueSource } from './league-api.js';
import type { ReplaySource } from './replay-api.js';
import type { EditorSource } from './editor-api.js';

export interface LocalPlaygroundOptions {
  /** The running emulator (only its base URL is used). */
  emulator: { readonly url: string };
  /** 0 picks a free port. */
  port: number;
  host?: string;
  log?: PlaygroundLog;
  /** The bot's leagues, for the league page (`/league.html`). */
  leagues?: LeagueSource;
  /** The bot's finished matches, for the replay page (`/replay.html`). */
  replays?: ReplaySource;
  /** The bot the card editor (`/editor.html`) opens sandbox matches in. */
  editor?: EditorSource;
}

export interface LocalPlayground {
  /** http://host:port/ — open it in a browser. */
  url: string;
  stop(): Promise<void>;
}

export async function startLocalPlayground(opts: LocalPlaygroundOptions): Promise<LocalPlayground> {
  const host = opts.host ?? '127.0.0.1';
  let origin = '';
  const server = createServer((req, res) => handleRequest(req, res, { emulatorUrl: opts.emulator.url, origin: () => origin, log: opts.log, leagues: opts.leagues, replays: opts.replays, editor: opts.editor }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  origin = `http://${shownHost === '0.0.0.0' || shownHost === '[::]' ? '127.0.0.1' : shownHost}:${addr.port}`;
  opts.log?.debug?.({ url: origin }, 'local playground listening');
  let stopped: Promise<void> | undefined;
  return {
    url: `${origin}/`,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // SSE streams never end on their own.
        server.closeAllConnections();
      })),
  };
}
