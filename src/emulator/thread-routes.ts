/** Threads: from a message or standalone, thread membership, and channel PATCH/DELETE (archive, lock, rename). */
import { ApiError, Errors, FormErrors } from './errors.js';
import type { Route } from './http.js';
import { channelPayload } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, StoredChannel } from './types.js';

const ARCHIVE_DURATIONS = [60, 1440, 4320, 10080];

function threadMember(threadId: string, userId: string, at: number): Json {
  return { id: threadId, user_id: userId, join_timestamp: new Date(at).toISOString(), flags: 0 };
}

export function threadRoutes(state: EmulatorState): Route[] {
  const parentOr404 = (id: string): StoredChannel => {
    const c = state.channel(id);
    if (!c) throw Errors.unknownChannel();
    return c;
  };
  const threadOr404 = (id: string): StoredChannel & { thread: NonNullable<StoredChannel['thread']> } => {
    const c = state.channel(id);
    if (!c?.thread) throw Errors.unknownChannel();
    return c as StoredChannel & { thread: NonNullable<StoredChannel['thread']> };
  };

  const validate = (body: Json) => {
    const e = new FormErrors();
    e.length(['name'], body.name, 1, 100);
    if (body.auto_archive_duration !== undefined && !ARCHIVE_DURATIONS.includes(Number(body.auto_archive_duration))) {
      e.add(['auto_archive_duration'], 'BASE_TYPE_CHOICES', 'Value must be one of {60, 1440, 4320, 10080}.');
    }
    e.throwIfAny();
  };

  const createThread = (id: string, parent: StoredChannel, type: number, body: Json): StoredChannel => {
    if (state.isThread(parent)) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
    const now = state.clock.now();
    const thread: StoredChannel = {
      id,
      type,
      name: String(body.name),
      parentId: parent.id,
      position: 0,
      lastMessageId: null,
      thread: {
        ownerId: state.bot.id,
        archived: false,
        locked: false,
        autoArchiveDuration: Number(body.auto_archive_duration ?? 4320),
        archiveTimestamp: now,
        createTimestamp: now,
        invitable: body.invitable !== false,
        members: new Set([state.bot.id]),
        messageCount: 0,
        totalMessageSent: 0,
      },
    };
    state.channels.set(id, thread);
    state.channelMessages.set(id, []);
    state.emit({ type: 'channel.create', channel: thread });
    return thread;
  };

  return [
    {
      method: 'POST', path: '/channels/:channel/messages/:message/threads', auth: true,
      handler: ({ params, body }) => {
        const parent = parentOr404(params.channel!);
        const m = state.messages.get(params.message!);
        if (!m || m.channelId !== parent.id || m.visibleTo !== null) throw Errors.unknownMessage();
        if (m.threadId) throw Errors.threadExists();
        validate(body);
        // A thread started from a message shares the message's id, as on Discord.
        const t = createThread(m.id, parent, parent.type === 5 ? 10 : 11, body);
        m.threadId = t.id;
        state.updateMessage(m);
        return { status: 201, body: channelPayload(state, t) };
      },
    },
    {
      method: 'POST', path: '/channels/:channel/threads', auth: true,
      handler: ({ params, body }) => {
        const parent = parentOr404(params.channel!);
        validate(body);
        const type = Number(body.type ?? 11);
        if (![10, 11, 12].includes(type)) throw Errors.invalidFormBody({ type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {10, 11, 12}.' }] } });
        const t = createThread(state.ids.next(), parent, type, body);
        return { status: 201, body: channelPayload(state, t) };
      },
    },
    {
      method: 'GET', path: '/channels/:channel/thread-members', auth: true,
      handler: ({ params }) => {
        const t = threadOr404(params.channel!);
        return { body: [...t.thread.members].map((u) => threadMember(t.id, u, t.thread.createTimestamp)) };
      },
    },
    {
      method: 'GET', path: '/channels/:channel/thread-members/:user', auth: true,
      handler: ({ params }) => {
        const t = threadOr404(params.channel!);
        const id = params.user === '@me' ? state.bot.id : params.user!;
        if (!t.thread.members.has(id)) throw new ApiError(404, 10007, 'Unknown Member');
        return { body: threadMember(t.id, id, t.thread.createTimestamp) };
      },
    },
    {
      method: 'PUT', path: '/channels/:channel/thread-members/:user', auth: true,
      handler: ({ params }) => {
        const t = threadOr404(params.channel!);
        const id = params.user === '@me' ? state.bot.id : params.user!;
        if (!state.member(id)) throw Errors.unknownMember();
        if (t.thread.archived) throw Errors.threadArchived();
        if (!t.thread.members.has(id)) {
          t.thread.members.add(id);
          state.emit({ type: 'thread.members', channel: t, added: [id], removed: [] });
        }
        return { status: 204 };
      },
    },
    {
      method: 'DELETE', path: '/channels/:channel/thread-members/:user', auth: true,
      handler: ({ params }) => {
        const t = threadOr404(params.channel!);
        const id = params.user === '@me' ? state.bot.id : params.user!;
        if (t.thread.members.delete(id)) state.emit({ type: 'thread.members', channel: t, added: [], removed: [id] });
        return { status: 204 };
      },
    },
    {
      method: 'PATCH', path: '/channels/:channel', auth: true,
      handler: ({ params, body }) => {
        const c = parentOr404(params.channel!);
        const e = new FormErrors();
        if (body.name !== undefined) e.length(['name'], body.name, 1, 100);
        e.throwIfAny();
        if (typeof body.name === 'string') c.name = body.name;
        if (body.topic !== undefined && !c.thread) c.topic = body.topic as string | null;
        if (c.thread) {
          const t = c.thread;
          if (typeof body.archived === 'boolean' && body.archived !== t.archived) {
            t.archived = body.archived;
            t.archiveTimestamp = state.clock.now();
          }
          if (typeof body.locked === 'boolean') t.locked = body.locked;
          if (typeof body.invitable === 'boolean') t.invitable = body.invitable;
          if (body.auto_archive_duration !== undefined) t.autoArchiveDuration = Number(body.auto_archive_duration);
        }
        state.emit({ type: 'channel.update', channel: c });
        return { body: channelPayload(state, c) };
      },
    },
    {
      method: 'DELETE', path: '/channels/:channel', auth: true,
      handler: ({ params }) => {
        const c = parentOr404(params.channel!);
        state.channels.delete(c.id);
        for (const id of state.channelMessages.get(c.id) ?? []) state.messages.delete(id);
        state.channelMessages.delete(c.id);
        state.emit({ type: 'channel.delete', channel: c });
        return { body: channelPayload(state, c) };
      },
    },
    {
      method: 'GET', path: '/channels/:channel/threads/archived/public', auth: true,
      handler: ({ params }) => ({
        body: {
          threads: [...state.channels.values()].filter((c) => c.parentId === params.channel && c.type !== 12 && c.thread?.archived).map((c) => channelPayload(state, c)),
          members: [],
          has_more: false,
        },
      }),
    },
  ];
}
