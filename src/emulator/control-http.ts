/**
 * /_control/* — the control API over HTTP JSON for the local web page, plus
 * GET /_control/events?user=ID, a server-sent-events stream of what that user can see.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorControlError, InteractionFailedError } from './control-errors.js';
import type { Control } from './control.js';
import { readBody, sendJson } from './http.js';
import { channelPayload, messagePayload } from './payloads.js';
import type { RateLimitStats } from './rate-limiter.js';
import type { EmulatorState, StampedEvent } from './state.js';
import type { Json } from './types.js';
import { WaitTimeoutError } from './wait.js';

/** What one user (or, without a user, a public observer) may learn from a change. */
export function eventForUser(state: EmulatorState, e: StampedEvent, userId: string | undefined): Json | undefined {
  const base = { seq: e.seq, type: e.type, at: new Date(e.at).toISOString() };
  const sees = (visibleTo: string | null, channelId: string) =>
    userId ? (visibleTo === null ? state.canView(userId, channelId) : visibleTo === userId) : visibleTo === null;
  switch (e.type) {
    case 'message.create':
    case 'message.update':
      return sees(e.message.visibleTo, e.message.channelId) ? { ...base, channelId: e.message.channelId, message: messagePayload(state, e.message) } : undefined;
    case 'message.delete':
      return sees(e.message.visibleTo, e.message.channelId) ? { ...base, channelId: e.message.channelId, messageId: e.message.id } : undefined;
    case 'channel.create':
    case 'channel.update':
    case 'channel.delete':
      return !userId || e.type === 'channel.delete' || state.canView(userId, e.channel.id) ? { ...base, channel: channelPayload(state, e.channel) } : undefined;
    case 'thread.members':
      return !userId || state.canView(userId, e.channel.id) || e.removed.includes(userId)
        ? { ...base, channel: channelPayload(state, e.channel), added: e.added, removed: e.removed }
        : undefined;
    case 'commands.update':
      return { ...base, guildId: e.guildId };
    case 'member.remove':
    case 'member.add':
      return { ...base, user: e.member.user.id };
    default: {
      if (!userId || e.userId !== userId) return undefined;
      const { seq: _s, at: _a, type: _t, ...rest } = e;
      return { ...base, ...rest };
    }
  }
}

type Handler = (body: Json, query: URLSearchParams) => unknown;

export function controlHandler(state: EmulatorState, control: Control, streams: Set<ServerResponse>, corsOrigin?: string, rateLimits: () => RateLimitStats | null = () => null) {
  const need = (v: unknown, name: string): string => {
    if (typeof v !== 'string' || !v) throw new EmulatorControlError(`"${name}" is required`);
    return v;
  };
  const act = async (o: Parameters<Control['snapshot']>[0], body: Json) => {
    if (body.settle) await o.settled(typeof body.settle === 'number' ? body.settle : undefined);
    return control.snapshot(o);
  };
  const routes: Record<string, Handler> = {
    'GET users': () => control.users(),
    'GET roles': () => control.roles(),
    'GET channels': (_b, q) => control.channels(q.get('user') ?? undefined),
    'GET commands': () => control.commands(),
    'GET state': (_b, q) => ({
      guild: { id: state.guildId, name: state.guildName },
      bot: { id: state.bot.id, username: state.bot.username },
      users: control.users(),
      channels: control.channels(q.get('user') ?? undefined),
      commands: control.commands(),
      seq: state.log.at(-1)?.seq ?? 0,
      rateLimits: rateLimits(),
    }),
    'GET rate-limits': () => rateLimits(),
    'GET messages': (_b, q) => control.visibleMessages(need(q.get('user'), 'user'), need(q.get('channel'), 'channel')),
    'GET transcript': (_b, q) => control.transcript(need(q.get('user'), 'user')),
    'GET modal': (_b, q) => control.openModal(need(q.get('user'), 'user'))?.data ?? null,
    'POST locale': (b) => (control.setLocale(need(b.user, 'user'), need(b.locale, 'locale')), { ok: true }),
    'POST say': (b) => control.say(need(b.user, 'user'), need(b.channel, 'channel'), need(b.content, 'content')),
    'POST slash': async (b) =>
      act(await control.slash(need(b.user, 'user'), need(b.channel, 'channel'), need(b.command, 'command'), (b.options as Json | undefined) ?? {}, opts(b)), b),
    'POST autocomplete': async (b) => ({
      choices: await control.autocomplete(need(b.user, 'user'), need(b.channel, 'channel'), need(b.command, 'command'), (b.options as Json | undefined) ?? {}, need(b.focused, 'focused'), opts(b)),
    }),
    'POST click': async (b) => act(await control.click(need(b.user, 'user'), need(b.message, 'message'), need(b.customId, 'customId'), opts(b)), b),
    'POST select': async (b) => act(await control.select(need(b.user, 'user'), need(b.message, 'message'), need(b.customId, 'customId'), (b.values as string[] | undefined) ?? [], opts(b)), b),
    'POST modal': async (b) => act(await control.submitModal(need(b.user, 'user'), need(b.customId, 'customId'), (b.fields as Record<string, string> | undefined) ?? {}, opts(b)), b),
    'POST modal/dismiss': (b) => (control.dismissModal(need(b.user, 'user')), { ok: true }),
    'POST guild/leave': (b) => (control.leaveGuild(need(b.user, 'user')), { ok: true }),
    'POST guild/join': (b) => (control.joinGuild(need(b.user, 'user')), { ok: true }),
    'POST thread/leave': (b) => (control.leaveThread(need(b.user, 'user'), need(b.thread, 'thread')), { ok: true }),
    'POST thread/join': (b) => (control.joinThread(need(b.user, 'user'), need(b.thread, 'thread')), { ok: true }),
  };

  const stream = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    const userId = query.get('user') ?? undefined;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', ...cors() });
    const write = (e: StampedEvent) => {
      const view = eventForUser(state, e, userId);
      if (view) res.write(`id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(view)}\n\n`);
    };
    const lastId = Number(req.headers['last-event-id'] ?? query.get('since') ?? NaN);
    if (Number.isFinite(lastId)) for (const e of state.log) if (e.seq > lastId) write(e);
    res.write(`event: hello\ndata: ${JSON.stringify({ seq: state.log.at(-1)?.seq ?? 0, user: userId ?? null })}\n\n`);
    const off = state.onChange(write);
    streams.add(res);
    res.on('close', () => {
      off();
      streams.delete(res);
    });
  };

  const cors = (): Record<string, string> => (corsOrigin ? { 'access-control-allow-origin': corsOrigin, 'access-control-allow-headers': 'content-type' } : {});

  return async (req: IncomingMessage, res: ServerResponse, sub: string, query: URLSearchParams): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors(), 'access-control-allow-methods': 'GET, POST' }).end();
      return;
    }
    if (req.method === 'GET' && sub === 'events') return stream(req, res, query);
    for (const [k, v] of Object.entries(cors())) res.setHeader(k, v);
    const handler = routes[`${req.method} ${sub}`];
    if (!handler) return sendJson(res, 404, { error: `no control endpoint ${req.method} /_control/${sub}` });
    try {
      const raw = req.method === 'POST' ? await readBody(req, 1024 * 1024) : Buffer.alloc(0);
      const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Json) : {};
      sendJson(res, 200, (await handler(body, query)) ?? null);
    } catch (err) {
      if (err instanceof EmulatorControlError || err instanceof SyntaxError) sendJson(res, 400, { error: err.message });
      else if (err instanceof InteractionFailedError) sendJson(res, 409, { error: err.message, reason: err.reason, interactionId: err.interactionId });
      else if (err instanceof WaitTimeoutError) sendJson(res, 504, { error: err.message });
      else sendJson(res, 500, { error: String((err as Error)?.message ?? err) });
    }
  };
}

function opts(b: Json): { locale?: string; timeoutMs?: number } {
  return { ...(typeof b.locale === 'string' ? { locale: b.locale } : {}), ...(typeof b.timeoutMs === 'number' ? { timeoutMs: b.timeoutMs } : {}) };
}
