/** The playground server: static page and fonts, the emulator proxy (SSE included) and its guards. */
import { request } from 'node:http';
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPlayground, type LocalPlayground } from '../../src/local/index.js';
import { IDS, PNG, TOKEN, startHarness, type Harness } from '../emulator/fixture.js';

/** Raw GET/POST with chosen headers (fetch will not let us forge Host). */
function raw(base: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Collects the event names and message contents of one user's SSE stream through the playground. */
function stream(url: string): { contents: string[]; ready: Promise<void>; close(): void } {
  const ctrl = new AbortController();
  const contents: string[] = [];
  let ready!: () => void;
  const p = new Promise<void>((r) => (ready = r));
  void (async () => {
    const res = await fetch(url, { signal: ctrl.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        if (value.includes('event: hello')) ready();
        for (const m of value.matchAll(/"content":"([^"]*)"/g)) contents.push(m[1]!);
      }
    } catch {
      // aborted
    }
  })();
  return { contents, ready: p, close: () => ctrl.abort() };
}

describe('local playground server', () => {
  let h: Harness;
  let pg: LocalPlayground;
  beforeAll(async () => {
    h = await startHarness();
    await h.client.application.commands.set([new SlashCommandBuilder().setName('hand').setDescription('Show my hand').toJSON()], IDS.guild);
    h.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({ content: `secret hand of ${i.user.username}`, flags: MessageFlags.Ephemeral });
        await i.followUp({ content: 'board', files: [{ attachment: PNG, name: 'board.png' }] });
      }
    });
    pg = await startLocalPlayground({ emulator: h.emu, port: 0 });
  });
  afterAll(async () => {
    await pg?.stop();
    await h?.stop();
  });

  it('serves the page with a strict CSP, its scripts and the Thai web font', async () => {
    expect(pg.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(pg.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('DISCORD_TOKEN');
    expect(html).toContain('npm run commands:deploy');
    expect((await fetch(new URL('/app.js', pg.url))).headers.get('content-type')).toMatch(/^text\/javascript/);
    const css = await (await fetch(new URL('/fonts/noto-sans-thai/400.css', pg.url))).text();
    const woff = /url\(\.\/files\/(noto-sans-thai-thai-400-normal\.woff2)\)/.exec(css)?.[1];
    expect(woff).toBeDefined();
    const font = await fetch(new URL(`/fonts/noto-sans-thai/files/${woff}`, pg.url));
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves nothing outside its folders', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/fonts/noto-sans-thai/..%2fpackage.json', '/fonts/noto-sans-thai/files/../../../package.json', '/.env', '/index.ts']) {
      expect((await raw(pg.url, path)).status, path).toBe(404);
    }
    // The bot's REST API (bot token) is not reachable through the page's server.
    expect((await raw(pg.url, '/api/v10/users/@me')).status).toBe(404);
  });

  it('refuses a foreign Host (DNS rebinding) and cross-origin POSTs', async () => {
    expect((await raw(pg.url, '/_control/state', { headers: { host: 'evil.example:80' } })).status).toBe(403);
    const port = new URL(pg.url).port;
    const body = JSON.stringify({ user: IDS.alice, channel: IDS.general, content: 'pwned' });
    const cross = await raw(pg.url, '/_control/say', { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body });
    expect(cross.status).toBe(403);
    expect(h.emu.visibleMessages(IDS.alice, IDS.general).map((m) => m.content)).not.toContain('pwned');
    const same = await raw(pg.url, '/_control/say', { method: 'POST', headers: { origin: `http://localhost:${port}`, host: `localhost:${port}`, 'content-type': 'application/json' }, body: JSON.stringify({ user: IDS.alice, channel: IDS.general, content: 'hello' }) });
    expect(same.status).toBe(200);
  });

  it("proxies each user's own event stream, control calls and attachments", async () => {
    const alice = stream(new URL(`/_control/events?user=${IDS.alice}`, pg.url).href);
    const bob = stream(new URL(`/_control/events?user=${IDS.bob}`, pg.url).href);
    await Promise.all([alice.ready, bob.ready]);
    const r = await fetch(new URL('/_control/slash', pg.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: IDS.alice, channel: IDS.general, command: 'hand' }) });
    expect(r.status).toBe(200);
    const board = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.bob, IDS.general).find((m) => m.content === 'board'));
    const deadline = Date.now() + 3000;
    while (!(alice.contents.includes('board') && bob.contents.includes('board')) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 10));
    expect(alice.contents).toEqual(expect.arrayContaining(['secret hand of alice', 'board']));
    expect(bob.contents).toContain('board');
    expect(bob.contents).not.toContain('secret hand of alice');
    alice.close();
    bob.close();
    const url = (board.attachments as { url: string }[])[0]!.url;
    const img = await fetch(new URL(url.slice(url.indexOf('/attachments/')), pg.url));
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("shows the emulator's 429 count: the page has the counter and reads it through the proxy", async () => {
    const page = await (await fetch(new URL('/', pg.url))).text();
    expect(page).toContain('data-rate-limits');
    type Stats = { limited: { user: number } };
    const before = (await (await fetch(new URL('/_control/rate-limits', pg.url))).json()) as Stats;
    const send = () => fetch(`${h.emu.apiBase}/v10/channels/${IDS.boards}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'spam' }) });
    let status = 200;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await send()).status;
    expect(status).toBe(429);
    const after = (await (await fetch(new URL('/_control/rate-limits', pg.url))).json()) as Stats;
    expect(after.limited.user).toBe(before.limited.user + 1);
  });

  it('answers 502 with a readable error when the emulator is gone', async () => {
    const orphan = await startLocalPlayground({ emulator: { url: 'http://127.0.0.1:1' }, port: 0 });
    const r = await raw(orphan.url, '/_control/state');
    await orphan.stop();
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body).error).toMatch(/emulator is not answering/);
  });
});
