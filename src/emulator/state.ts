/**
 * Everything the fake Discord knows: guild, members, channels and threads, messages with their
 * audience, attachment bytes, application commands; and a change feed that the gateway, the SSE
 * stream and waitFor() all read.
 */
import { EventEmitter } from 'node:events';
import type { Clock } from './clock.js';
import { Snowflakes } from './snowflake.js';
import type { EmulatorOptions, Json, RoleConfig, StoredAttachment, StoredChannel, StoredMessage, UserConfig } from './types.js';
import type { Member } from './users.js';

export type ChangeEvent =
  | { type: 'message.create' | 'message.update'; message: StoredMessage }
  | { type: 'message.delete'; message: StoredMessage }
  | { type: 'channel.create' | 'channel.update' | 'channel.delete'; channel: StoredChannel }
  | { type: 'thread.members'; channel: StoredChannel; added: string[]; removed: string[] }
  | { type: 'member.remove' | 'member.add'; member: Member }
  | { type: 'interaction.create'; userId: string; interactionId: string; kind: string; channelId: string }
  | { type: 'interaction.ack'; userId: string; interactionId: string; callbackType: number; data?: Json }
  | { type: 'interaction.failed'; userId: string; interactionId: string; reason: string }
  | { type: 'modal.open'; userId: string; interactionId: string; modal: Json }
  | { type: 'modal.close'; userId: string; customId: string }
  | { type: 'commands.update'; guildId: string | null };

export type StampedEvent = ChangeEvent & { seq: number; at: number };

export interface StoredCommand extends Json {
  id: string;
  name: string;
  type: number;
}

export class EmulatorState {
  readonly ids: Snowflakes;
  readonly guildId: string;
  readonly guildName: string;
  readonly ownerId: string;
  readonly preferredLocale: string;
  readonly roles: RoleConfig[];
  readonly bot: UserConfig & { bot: true };
  readonly members = new Map<string, Member>();
  /** Members who left the guild (Control.leaveGuild), kept so that they can come back as they were. */
  readonly departed = new Map<string, Member>();
  readonly channels = new Map<string, StoredChannel>();
  readonly messages = new Map<string, StoredMessage>();
  /** Message ids per channel, oldest first. */
  readonly channelMessages = new Map<string, string[]>();
  readonly attachments = new Map<string, { channelId: string; attachment: StoredAttachment }>();
  readonly guildCommands: StoredCommand[] = [];
  readonly globalCommands: StoredCommand[] = [];
  /** Where attachments are served from, set once the server listens. */
  baseUrl = '';
  private seq = 0;
  readonly log: StampedEvent[] = [];
  private readonly bus = new EventEmitter();

  constructor(readonly opts: EmulatorOptions, readonly clock: Clock) {
    this.ids = new Snowflakes(clock);
    this.guildId = opts.guild.id;
    this.guildName = opts.guild.name;
    this.preferredLocale = opts.guild.preferredLocale ?? 'en-US';
    this.bot = { id: opts.bot?.id ?? opts.applicationId, username: opts.bot?.username ?? 'Sanam', bot: true };
    this.ownerId = opts.guild.ownerId ?? opts.users[0]?.id ?? this.bot.id;
    this.roles = [{ id: this.guildId, name: '@everyone' }, ...(opts.guild.roles ?? [])];
    this.bus.setMaxListeners(0);
    this.members.set(this.bot.id, { user: this.bot, roles: [] });
    for (const u of opts.users) this.members.set(u.id, { user: { locale: 'en-US', ...u }, roles: [...(u.roles ?? [])] });
    let position = 0;
    for (const c of opts.channels) {
      this.channels.set(c.id, { id: c.id, type: c.type ?? 0, name: c.name, topic: c.topic ?? null, parentId: c.parentId ?? null, position: position++ });
      this.channelMessages.set(c.id, []);
    }
  }

  emit(event: ChangeEvent): void {
    const stamped = { ...event, seq: ++this.seq, at: this.clock.now() } as StampedEvent;
    this.log.push(stamped);
    if (this.log.length > 5000) this.log.splice(0, 1000);
    this.bus.emit('change', stamped);
  }

  onChange(listener: (e: StampedEvent) => void): () => void {
    this.bus.on('change', listener);
    return () => this.bus.off('change', listener);
  }

  member(userId: string): Member | undefined {
    return this.members.get(userId);
  }

  channel(id: string): StoredChannel | undefined {
    return this.channels.get(id);
  }

  isThread(c: StoredChannel): boolean {
    return c.type === 10 || c.type === 11 || c.type === 12;
  }

  /** Everyone sees every guild channel; a private thread only its members. */
  canView(userId: string, channelId: string): boolean {
    if (userId === this.bot.id) return true;
    if (!this.members.has(userId)) return false;
    const c = this.channels.get(channelId);
    if (!c) return false;
    if (c.type === 12) return c.thread?.members.has(userId) ?? false;
    return true;
  }

  canSeeMessage(userId: string, m: StoredMessage): boolean {
    if (m.visibleTo !== null) return m.visibleTo === userId;
    return this.canView(userId, m.channelId);
  }

  addMessage(m: StoredMessage): void {
    this.messages.set(m.id, m);
    const list = this.channelMessages.get(m.channelId) ?? [];
    list.push(m.id);
    this.channelMessages.set(m.channelId, list);
    const c = this.channels.get(m.channelId);
    if (c && m.visibleTo === null) {
      c.lastMessageId = m.id;
      if (c.thread) {
        c.thread.messageCount++;
        c.thread.totalMessageSent++;
      }
    }
    for (const a of m.attachments) this.attachments.set(a.id, { channelId: m.channelId, attachment: a });
    this.emit({ type: 'message.create', message: m });
  }

  updateMessage(m: StoredMessage): void {
    for (const a of m.attachments) this.attachments.set(a.id, { channelId: m.channelId, attachment: a });
    this.emit({ type: 'message.update', message: m });
  }

  deleteMessage(m: StoredMessage): void {
    this.messages.delete(m.id);
    const list = this.channelMessages.get(m.channelId);
    if (list) list.splice(list.indexOf(m.id), 1);
    const c = this.channels.get(m.channelId);
    if (c?.thread && m.visibleTo === null) c.thread.messageCount = Math.max(0, c.thread.messageCount - 1);
    this.emit({ type: 'message.delete', message: m });
  }

  /** Messages of a channel that `userId` can see, oldest first. */
  visibleMessages(userId: string, channelId: string): StoredMessage[] {
    if (!this.canView(userId, channelId)) return [];
    const ids = this.channelMessages.get(channelId) ?? [];
    return ids.map((id) => this.messages.get(id)!).filter((m) => this.canSeeMessage(userId, m));
  }
}
