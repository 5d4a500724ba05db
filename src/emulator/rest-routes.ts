/** Bot-token REST routes: gateway info, users, application, guild, channels and messages. */
import { Errors } from './errors.js';
import type { Route } from './http.js';
import { applyMessageBody, editMessage } from './message-build.js';
import { channelPayload, guildPayload, messagePayload } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, StoredChannel, StoredMessage } from './types.js';
import { memberPayload, rolePayload, userPayload } from './users.js';
import { recommendedShards } from './shards.js';

export function restRoutes(state: EmulatorState, wsUrl: () => string): Route[] {
  const app = state.opts.applicationId;
  const channelOr404 = (id: string): StoredChannel => {
    const c = state.channel(id);
    if (!c) throw Errors.unknownChannel();
    return c;
  };
  const messageOr404 = (channelId: string, id: string): StoredMessage => {
    const m = state.messages.get(id);
    // Ephemeral messages are not reachable through the channel routes, only through their token.
    if (!m || m.channelId !== channelId || m.visibleTo !== null) throw Errors.unknownMessage();
    return m;
  };
  const applicationPayload = () => ({ id: app, name: state.bot.username, icon: null, description: '', bot_public: true, bot_require_code_grant: false, flags: 0, bot: userPayload(state.bot), verify_key: '0'.repeat(64), team: null });

  return [
    { method: 'GET', path: '/gateway', auth: false, handler: () => ({ body: { url: wsUrl() } }) },
    {
      method: 'GET', path: '/gateway/bot', auth: true,
      handler: () => ({ body: { url: wsUrl(), shards: recommendedShards(1, state.opts.shards), session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: state.opts.shards?.maxConcurrency ?? 1 } } }),
    },
    { method: 'GET', path: '/users/@me', auth: true, handler: () => ({ body: userPayload(state.bot) }) },
    {
      method: 'GET', path: '/users/:user', auth: true,
      handler: ({ params }) => {
        const m = state.member(params.user!);
        if (!m) throw Errors.unknownUser();
        return { body: userPayload(m.user) };
      },
    },
    { method: 'GET', path: '/applications/@me', auth: true, handler: () => ({ body: applicationPayload() }) },
    { method: 'GET', path: '/oauth2/applications/@me', auth: true, handler: () => ({ body: applicationPayload() }) },
    {
      method: 'GET', path: '/guilds/:guild', auth: true,
      handler: ({ params }) => {
        if (params.guild !== state.guildId) throw Errors.unknownGuild();
        return { body: guildPayload(state) };
      },
    },
    {
      method: 'GET', path: '/guilds/:guild/channels', auth: true,
      handler: () => ({ body: [...state.channels.values()].filter((c) => !state.isThread(c)).map((c) => channelPayload(state, c)) }),
    },
    {
      method: 'GET', path: '/guilds/:guild/threads/active', auth: true,
      handler: () => ({
        body: {
          threads: [...state.channels.values()].filter((c) => c.thread && !c.thread.archived).map((c) => channelPayload(state, c)),
          members: [],
        },
      }),
    },
    { method: 'GET', path: '/guilds/:guild/roles', auth: true, handler: () => ({ body: state.roles.map((r, i) => rolePayload(state.guildId, r, i)) }) },
    {
      method: 'GET', path: '/guilds/:guild/members/:user', auth: true,
      handler: ({ params }) => {
        const m = state.member(params.user!);
        if (!m) throw Errors.unknownMember();
        return { body: memberPayload(m) };
      },
    },
    {
      method: 'GET', path: '/guilds/:guild/members', auth: true,
      handler: ({ query }) => ({ body: [...state.members.values()].slice(0, Number(query.get('limit') ?? 1000)).map((m) => memberPayload(m)) }),
    },
    { method: 'GET', path: '/channels/:channel', auth: true, handler: ({ params }) => ({ body: channelPayload(state, channelOr404(params.channel!)) }) },
    {
      method: 'GET', path: '/channels/:channel/messages', auth: true,
      handler: ({ params, query }) => {
        channelOr404(params.channel!);
        const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 50)));
        const before = query.get('before');
        const after = query.get('after');
        let list = (state.channelMessages.get(params.channel!) ?? []).map((id) => state.messages.get(id)!).filter((m) => m.visibleTo === null);
        if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
        if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
        const picked = after ? list.slice(0, limit) : list.slice(-limit);
        return { body: picked.reverse().map((m) => messagePayload(state, m)) };
      },
    },
    {
      method: 'GET', path: '/channels/:channel/messages/:message', auth: true,
      handler: ({ params }) => ({ body: messagePayload(state, messageOr404(params.channel!, params.message!)) }),
    },
    {
      method: 'POST', path: '/channels/:channel/messages', auth: true,
      handler: ({ params, body, files }) => {
        const c = channelOr404(params.channel!);
        if (c.thread?.locked) throw Errors.threadLocked();
        const content = applyMessageBody(state, c.id, body, files, undefined);
        if (c.thread?.archived) {
          // Sending into an archived (unlocked) thread unarchives it, as on Discord.
          c.thread.archived = false;
          c.thread.archiveTimestamp = state.clock.now();
          state.emit({ type: 'channel.update', channel: c });
        }
        const ref = body.message_reference as Json | undefined;
        const m: StoredMessage = {
          id: state.ids.next(),
          channelId: c.id,
          authorId: state.bot.id,
          ...content,
          type: ref ? 19 : 0,
          timestamp: state.clock.now(),
          editedTimestamp: null,
          visibleTo: null,
          ...(ref ? { messageReference: { ...ref, channel_id: c.id, guild_id: state.guildId } } : {}),
        };
        state.addMessage(m);
        return { body: messagePayload(state, m) };
      },
    },
    {
      method: 'PATCH', path: '/channels/:channel/messages/:message', auth: true,
      handler: ({ params, body, files }) => {
        const m = messageOr404(params.channel!, params.message!);
        if (m.authorId !== state.bot.id) throw Errors.notAuthor();
        return { body: messagePayload(state, editMessage(state, m, body, files)) };
      },
    },
    {
      method: 'DELETE', path: '/channels/:channel/messages/:message', auth: true,
      handler: ({ params }) => {
        state.deleteMessage(messageOr404(params.channel!, params.message!));
        return { status: 204 };
      },
    },
  ];
}
