/**
 * A small TCP proxy in front of Redis for fault tests: it forwards both ways untouched until a trigger —
 * a client chunk containing one of `markers` (e.g. the commit script's SHA, sent by EVALSHA, and a line of
 * its text, sent by EVAL the first time a connection uses it) — and then, once, either holds
 * the server's replies on that connection for `ms` (Redis ran the command; the client times out) or drops
 * the reply and cuts the connection (the client reconnects and resends).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export type Fault = { kind: 'delay'; ms: number; markers: string[] } | { kind: 'drop'; markers: string[] };

export interface RedisProxy {
  url: string;
  /** Arms one fault: the next chunk carrying the marker triggers it. */
  arm(fault: Fault): void;
  /** Resolves once the armed fault has fired. */
  fired(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const t = new URL(target);
  const sockets = new Set<Socket>();
  let armed: Fault | null = null;
  let onFired: (() => void) | null = null;
  let firedP: Promise<void> = Promise.resolve();

  const server: Server = createServer((client) => {
    const upstream = connect(Number(t.port || 6379), t.hostname);
    sockets.add(client);
    sockets.add(upstream);
    let holdUntil = 0;
    let dropNextReply = false;
    const held: Buffer[] = [];
    const cut = () => { client.destroy(); upstream.destroy(); };
    client.on('data', (chunk: Buffer) => {
      if (armed && armed.markers.some((m) => chunk.includes(m))) {
        const f = armed;
        armed = null;
        if (f.kind === 'delay') {
          holdUntil = Date.now() + f.ms;
          setTimeout(() => { for (const b of held.splice(0)) client.write(b); holdUntil = 0; }, f.ms);
        } else dropNextReply = true;
        onFired?.();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (dropNextReply) { cut(); return; }
      if (holdUntil) held.push(chunk);
      else client.write(chunk);
    });
    client.on('error', cut);
    upstream.on('error', cut);
    client.on('close', () => { upstream.destroy(); sockets.delete(client); });
    upstream.on('close', () => { client.destroy(); sockets.delete(upstream); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}${t.pathname && t.pathname !== '/' ? t.pathname : ''}`,
    arm(fault) {
      armed = fault;
      firedP = new Promise((r) => { onFired = r; });
    },
    fired: () => firedP,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
