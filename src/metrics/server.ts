/**
 * GET /healthz (200 while the store answers, 503 when it does not) and GET /metrics (Prometheus text format)
 * on their own port, so a scraper or an orchestrator's probe never goes through Discord or the local page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metrics as defaultMetrics, type Metrics } from './registry.js';

export interface MetricsServerOptions {
  port: number;
  host?: string;
  /** Liveness of what the process depends on (the store's ping); never throws. */
  healthy: () => Promise<boolean>;
  metrics?: Metrics;
}

export interface MetricsServer { url: string; close(): Promise<void> }

export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  const m = opts.metrics ?? defaultMetrics;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      opts.healthy().catch(() => false).then((ok) => {
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok }));
      }).catch(() => res.destroy()); // the asker went away mid-answer: nothing to tell anyone
      return;
    }
    if (path === '/metrics') {
      m.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': m.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => { server.off('error', reject); resolve(); });
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address;
  return {
    url: `http://${host}:${addr.port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
