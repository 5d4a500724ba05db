/**
 * Gateway v10 over `ws`, JSON encoding, no compression: HELLO → IDENTIFY → READY + GUILD_CREATE,
 * heartbeat ACKs, RESUME with replay of missed dispatches, and change-feed → dispatch mapping. Sessions may
 * be sharded (IDENTIFY `shard: [id, count]`): guild events reach only the guild's shard (see shards.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { channelPayload, guildPayload, memberPayloadFor, messagePayload } from './payloads.js';
import type { EmulatorState, StampedEvent } from './state.js';
import type { Json } from './types.js';
import { memberPayload, userPayload } from './users.js';
import { CLOSE_INVALID_SHARD, CLOSE_SHARDING_REQUIRED, maxGuildsPerShard, parseShard, shardOf, type ShardSpec } from './shards.js';

const INTENT_GUILDS = 1 << 0;
const INTENT_GUILD_MEMBERS = 1 << 1;
const INTENT_GUILD_MESSAGES = 1 << 9;
const INTENT_MESSAGE_CONTENT = 1 << 15;
const HEARTBEAT_INTERVAL = 41_250;
const REPLAY_BUFFER = 1000;

interface Session {
  id: string;
  intents: number;
  seq: number;
  shard: ShardSpec;
  socket?: WebSocket;
  buffer: { s: number; frame: string }[];
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly unsubscribe: () => void;
  /** Dispatch names in the order sent, for tests that check what the bot was told. */
  readonly sent: { t: string; d: Json }[] = [];
  /** The next turn of the 'any-session' interaction delivery. */
  private turn = 0;
  /**
   * With 'any-session' delivery: the shard whose session gets every interaction from now on (null: each
   * session in turn). Lets a test pick which process serves each step of one match.
   */
  interactionsTo: number | null = null;

  constructor(private readonly state: EmulatorState, private readonly token: string, private readonly url: () => string) {
    this.wss.on('connection', (ws) => this.onConnection(ws));
    this.unsubscribe = state.onChange((e) => this.onChange(e));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  get connected(): number {
    return [...this.sessions.values()].filter((s) => s.socket?.readyState === WebSocket.OPEN).length;
  }

  private send(ws: WebSocket, payload: Json): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(payload));
  }

  private onConnection(ws: WebSocket): void {
    this.send(ws, { op: 10, d: { heartbeat_interval: HEARTBEAT_INTERVAL, _trace: ['sanam-emulator'] }, s: null, t: null });
    let session: Session | undefined;
    ws.on('message', (raw) => {
      let msg: { op: number; d: Json | number | null };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      const d = (msg.d ?? {}) as Json;
      switch (msg.op) {
        case 1:
          this.send(ws, { op: 11, d: null, s: null, t: null });
          break;
        case 2: {
          if (session) return ws.close(4005, 'Already authenticated.');
          if (!this.validToken(d.token)) return ws.close(4004, 'Authentication failed.');
          const shard = parseShard(d.shard);
          if (!shard) return ws.close(CLOSE_INVALID_SHARD, 'Invalid shard.');
          if (this.guildsOn(shard).length > maxGuildsPerShard(this.state.opts.shards)) return ws.close(CLOSE_SHARDING_REQUIRED, 'Sharding required.');
          session = { id: randomUUID().replaceAll('-', ''), intents: Number(d.intents ?? 0), seq: 0, shard, socket: ws, buffer: [] };
          this.sessions.set(session.id, session);
          this.identify(session);
          break;
        }
        case 6: {
          const old = this.sessions.get(String(d.session_id));
          if (!this.validToken(d.token) || !old) {
            this.send(ws, { op: 9, d: false, s: null, t: null });
            return;
          }
          session = old;
          if (old.socket && old.socket !== ws) old.socket.terminate();
          old.socket = ws;
          for (const f of old.buffer) if (f.s > Number(d.seq ?? 0)) ws.send(f.frame);
          this.dispatchTo(old, 'RESUMED', {});
          break;
        }
        case 8:
          if (session) this.sendMembers(session, d);
          break;
        default:
          break; // presence and voice updates are accepted and ignored
      }
    });
    ws.on('close', (code) => {
      if (!session || session.socket !== ws) return;
      session.socket = undefined;
      // A normal close ends the session on Discord; other codes leave it resumable.
      if (code === 1000 || code === 1001) this.sessions.delete(session.id);
    });
  }

  private validToken(t: unknown): boolean {
    return t === this.token || t === `Bot ${this.token}`;
  }

  /** The guilds a session on `shard` holds (the emulator has one). */
  private guildsOn(shard: ShardSpec): string[] {
    return shardOf(this.state.guildId, shard.count) === shard.id ? [this.state.guildId] : [];
  }

  /** Whether a dispatch about `guildId` (none: a DM or other guild-less event, shard 0's) reaches `s`. */
  private routesTo(s: Session, guildId: unknown): boolean {
    return shardOf(typeof guildId === 'string' ? guildId : undefined, s.shard.count) === s.shard.id;
  }

  private identify(s: Session): void {
    const st = this.state;
    const guilds = this.guildsOn(s.shard);
    this.dispatchTo(s, 'READY', {
      v: 10,
      user: { id: st.bot.id, username: st.bot.username, discriminator: '0', global_name: null, avatar: null, bot: true, verified: true, flags: 0, mfa_enabled: false },
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: s.id,
      session_type: 'normal',
      resume_gateway_url: this.url(),
      shard: [s.shard.id, s.shard.count],
      application: { id: st.opts.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      user_settings: {},
    });
    if (s.intents & INTENT_GUILDS && guilds.length > 0) this.dispatchTo(s, 'GUILD_CREATE', this.guildCreate());
  }

  private guildCreate(): Json {
    const st = this.state;
    const all = [...st.channels.values()];
    return {
      ...guildPayload(st),
      joined_at: '2024-01-01T00:00:00.000Z',
      large: false,
      unavailable: false,
      member_count: st.members.size,
      voice_states: [],
      members: [...st.members.values()].map((m) => memberPayload(m)),
      channels: all.filter((c) => !st.isThread(c)).map((c) => channelPayload(st, c)),
      threads: all.filter((c) => c.thread && !c.thread.archived).map((c) => channelPayload(st, c)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
      application_command_counts: {},
    };
  }

  private sendMembers(s: Session, d: Json): void {
    const ids = d.user_ids ? ([] as string[]).concat(d.user_ids as string[]) : undefined;
    const query = typeof d.query === 'string' ? d.query.toLowerCase() : '';
    const members = [...this.state.members.values()].filter((m) => (ids ? ids.includes(m.user.id) : m.user.username.toLowerCase().startsWith(query)));
    this.dispatchTo(s, 'GUILD_MEMBERS_CHUNK', {
      guild_id: this.state.guildId,
      members: members.map((m) => memberPayload(m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !this.state.members.has(id)) : [],
      ...(d.nonce ? { nonce: d.nonce } : {}),
    });
  }

  private dispatchTo(s: Session, t: string, d: Json): void {
    const frame = JSON.stringify({ op: 0, t, s: ++s.seq, d });
    s.buffer.push({ s: s.seq, frame });
    if (s.buffer.length > REPLAY_BUFFER) s.buffer.shift();
    this.sent.push({ t, d });
    if (this.sent.length > REPLAY_BUFFER) this.sent.shift();
    if (s.socket?.readyState === WebSocket.OPEN) s.socket.send(frame);
  }

  /**
   * Sends a dispatch to one session, each connected session in turn (round robin over open sockets, in
   * connection order), whatever its shard: the 'any-session' interaction delivery (EmulatorOptions).
   * Returns the session's shard id, or null when no session is connected.
   */
  dispatchToNext(t: string, d: Json): number | null {
    const open = [...this.sessions.values()].filter((s) => s.socket?.readyState === WebSocket.OPEN);
    const pinned = open.find((s) => s.shard.id === this.interactionsTo);
    if (open.length === 0) return null;
    const s = pinned ?? open[this.turn++ % open.length]!;
    this.dispatchTo(s, t, d);
    return s.shard.id;
  }

  /** Sends a dispatch to every session on the shard of `d.guild_id` whose intents include `intent` (0 = always). */
  dispatch(t: string, d: Json, intent = 0): void {
    for (const s of this.sessions.values()) if ((!intent || s.intents & intent) && this.routesTo(s, d.guild_id)) this.dispatchTo(s, t, d);
  }

  private onChange(e: StampedEvent): void {
    const st = this.state;
    switch (e.type) {
      case 'message.create':
      case 'message.update': {
        if (e.message.visibleTo !== null) return; // ephemeral messages never reach the gateway
        const payload: Json = { ...messagePayload(st, e.message), guild_id: st.guildId };
        const member = st.member(e.message.authorId);
        if (member) payload.member = memberPayloadFor(st, member);
        const t = e.type === 'message.create' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE';
        for (const s of this.sessions.values()) {
          if (!(s.intents & INTENT_GUILD_MESSAGES) || !this.routesTo(s, st.guildId)) continue;
          const blind = !(s.intents & INTENT_MESSAGE_CONTENT) && e.message.authorId !== st.bot.id;
          this.dispatchTo(s, t, blind ? { ...payload, content: '', embeds: [], attachments: [], components: [] } : payload);
        }
        return;
      }
      case 'message.delete':
        if (e.message.visibleTo === null) this.dispatch('MESSAGE_DELETE', { id: e.message.id, channel_id: e.message.channelId, guild_id: st.guildId }, INTENT_GUILD_MESSAGES);
        return;
      case 'channel.create':
      case 'channel.update':
      case 'channel.delete': {
        const thread = st.isThread(e.channel);
        const verb = e.type.split('.')[1]!.toUpperCase();
        const d = channelPayload(st, e.channel);
        if (thread && e.type === 'channel.create') d.newly_created = true;
        this.dispatch(`${thread ? 'THREAD' : 'CHANNEL'}_${verb}`, d, INTENT_GUILDS);
        return;
      }
      case 'thread.members': {
        const d = {
          id: e.channel.id,
          guild_id: st.guildId,
          member_count: e.channel.thread?.members.size ?? 0,
          added_members: e.added.map((u) => ({ id: e.channel.id, user_id: u, join_timestamp: new Date(e.at).toISOString(), flags: 0 })),
          removed_member_ids: e.removed,
        };
        // As Discord: without GUILD_MEMBERS a session hears only of the bot itself joining or leaving a thread.
        const self = e.added.includes(st.bot.id) || e.removed.includes(st.bot.id);
        for (const s of this.sessions.values()) {
          if (s.intents & INTENT_GUILDS && (self || s.intents & INTENT_GUILD_MEMBERS) && this.routesTo(s, st.guildId)) this.dispatchTo(s, 'THREAD_MEMBERS_UPDATE', d);
        }
        return;
      }
      // Privileged (GUILD_MEMBERS): a member leaving or joining the guild.
      case 'member.remove':
        this.dispatch('GUILD_MEMBER_REMOVE', { guild_id: st.guildId, user: userPayload(e.member.user) }, INTENT_GUILD_MEMBERS);
        return;
      case 'member.add':
        this.dispatch('GUILD_MEMBER_ADD', { ...memberPayload(e.member), guild_id: st.guildId }, INTENT_GUILD_MEMBERS);
        return;
      default:
        return;
    }
  }

  /**
   * Drops every bot connection with a resumable close code (default 4000, "unknown error"), as
   * Discord does on a gateway restart; discord.js reconnects, RESUMEs and gets missed dispatches.
   * Code 4009 (session timed out) or `invalidate` makes it start a new session instead.
   */
  disconnect(code = 4000, invalidate = false): void {
    for (const s of this.sessions.values()) {
      if (invalidate) this.sessions.delete(s.id);
      const ws = s.socket;
      s.socket = undefined;
      ws?.close(code, 'emulator disconnect');
    }
  }

  close(): Promise<void> {
    this.unsubscribe();
    for (const s of this.sessions.values()) s.socket?.terminate();
    for (const ws of this.wss.clients) ws.terminate();
    this.sessions.clear();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
