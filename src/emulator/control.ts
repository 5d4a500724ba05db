/**
 * The in-process control API: act as guild members (slash, autocomplete, click, select, modal,
 * say) and read what each member sees. The HTTP endpoints in control-http.ts wrap these.
 */
import { findComponent, SELECT_TYPES } from './components.js';
import { checkSelectValues, modalComponents, resolveSelectValues } from './control-inputs.js';
import { EmulatorControlError, InteractionFailedError } from './control-errors.js';
import type { Gateway } from './gateway.js';
import { basePayload, commandData, DEFAULT_ATTACHMENT_LIMIT, findCommand } from './interaction-payloads.js';
import type { InteractionKind, InteractionRecord, InteractionRegistry, OpenModal } from './interactions.js';
import { LOADING } from './message-build.js';
import { channelPayload, messagePayload } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, Locale, StoredAttachment, StoredMessage } from './types.js';
import { rolePayload, userPayload } from './users.js';
import { waitFor } from './wait.js';
import { outcomeOf, snapshotOf, type InteractionOutcome, type OutcomeSnapshot } from './outcome.js';

export type { InteractionOutcome, OutcomeSnapshot } from './outcome.js';

export interface ActOptions {
  /** Overrides the user's locale for this interaction. */
  locale?: Locale;
  /** Real milliseconds to wait for the bot's acknowledgement. */
  timeoutMs?: number;
}

export class Control {
  private readonly localeOverride = new Map<string, Locale>();

  constructor(
    private readonly state: EmulatorState,
    private readonly registry: InteractionRegistry,
    private readonly gateway: Gateway,
    private readonly defaultTimeoutMs: number,
  ) {}

  users(): Json[] {
    return [...this.state.members.values()].filter((m) => !m.user.bot).map((m) => ({ ...userPayload(m.user), locale: this.localeOf(m.user.id), roles: m.roles }));
  }

  roles(): Json[] {
    return this.state.roles.map((r, i) => rolePayload(this.state.guildId, r, i));
  }

  /** Channels and threads the user can see (all of them without a user). */
  channels(userId?: string): Json[] {
    return [...this.state.channels.values()]
      .filter((c) => !userId || this.state.canView(userId, c.id))
      .map((c) => ({ ...channelPayload(this.state, c), ...(c.thread ? { member_ids: [...c.thread.members] } : {}) }));
  }

  threads(userId?: string): Json[] {
    return this.channels(userId).filter((c) => c.thread_metadata);
  }

  commands(): { guild: Json[]; global: Json[] } {
    return { guild: this.state.guildCommands, global: this.state.globalCommands };
  }

  setLocale(userId: string, locale: Locale): void {
    this.memberOrThrow(userId);
    this.localeOverride.set(userId, locale);
  }

  localeOf(userId: string): Locale {
    return this.localeOverride.get(userId) ?? this.state.member(userId)?.user.locale ?? 'en-US';
  }

  /** Messages of a channel as `userId` sees them: public ones plus their own ephemeral ones. */
  visibleMessages(userId: string, channelId: string): Json[] {
    return this.state.visibleMessages(userId, channelId).map((m) => messagePayload(this.state, m));
  }

  /** Everything `userId` can see, across channels and threads, in time order. */
  transcript(userId: string): { channelId: string; channelName: string; message: Json }[] {
    const all: StoredMessage[] = [];
    for (const c of this.state.channels.values()) all.push(...this.state.visibleMessages(userId, c.id));
    all.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    return all.map((m) => ({ channelId: m.channelId, channelName: this.state.channel(m.channelId)?.name ?? '', message: messagePayload(this.state, m) }));
  }

  /** The modal currently open for a user, if any. */
  openModal(userId: string): OpenModal | undefined {
    return this.registry.modals.get(userId);
  }

  dismissModal(userId: string): void {
    const m = this.registry.modals.get(userId);
    if (!m) return;
    this.registry.modals.delete(userId);
    this.state.emit({ type: 'modal.close', userId, customId: String(m.data.custom_id) });
  }

  message(messageId: string): Json | undefined {
    const m = this.state.messages.get(messageId);
    return m ? messagePayload(this.state, m) : undefined;
  }

  attachment(id: string): StoredAttachment | undefined {
    return this.state.attachments.get(id)?.attachment;
  }

  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs = this.defaultTimeoutMs): Promise<T> {
    return waitFor(this.state, predicate, timeoutMs);
  }

  /** A member writes in a channel; the bot gets MESSAGE_CREATE. */
  say(userId: string, channelId: string, content: string): Json {
    this.memberOrThrow(userId);
    if (!this.state.canView(userId, channelId)) throw new EmulatorControlError(`user ${userId} cannot see channel ${channelId}`);
    if (!content || [...content].length > 2000) throw new EmulatorControlError('a message needs 1–2000 characters');
    const c = this.state.channel(channelId)!;
    if (c.thread?.locked || c.thread?.archived) throw new EmulatorControlError('the thread is archived or locked');
    const m: StoredMessage = {
      id: this.state.ids.next(), channelId, authorId: userId, content, embeds: [], components: [], attachments: [],
      flags: 0, type: 0, timestamp: this.state.clock.now(), editedTimestamp: null, visibleTo: null,
    };
    this.state.addMessage(m);
    return messagePayload(this.state, m);
  }

  /** `/command [group] [sub]` with options by (default or localized) name: `slash(u, c, 'match start', { players: 2 })`. */
  async slash(userId: string, channelId: string, command: string, options: Record<string, unknown> = {}, opts: ActOptions = {}): Promise<InteractionOutcome> {
    const { cmd, path } = this.command(command);
    return this.dispatch(userId, channelId, 2, 'slash', opts, (rec) => {
      const { data, name } = commandData(this.state, cmd, { path, values: options }, channelId);
      rec.commandName = name;
      return { data };
    });
  }

  /** Types `options[focused]` into an autocomplete option; resolves with the bot's choices. */
  async autocomplete(userId: string, channelId: string, command: string, options: Record<string, unknown>, focused: string, opts: ActOptions = {}): Promise<Json[]> {
    const { cmd, path } = this.command(command);
    const outcome = await this.dispatch(userId, channelId, 4, 'autocomplete', opts, (rec) => {
      const { data, name } = commandData(this.state, cmd, { path, values: options, focused }, channelId);
      rec.commandName = name;
      return { data };
    });
    return outcome.choices ?? [];
  }

  async click(userId: string, messageId: string, customId: string, opts: ActOptions = {}): Promise<InteractionOutcome> {
    const { m, comp } = this.component(userId, messageId, customId);
    if (comp.type !== 2) throw new EmulatorControlError(`"${customId}" is not a button`);
    return this.dispatch(userId, m.channelId, 3, 'button', opts, (rec) => {
      rec.sourceMessageId = m.id;
      return { message: messagePayload(this.state, m), data: { custom_id: customId, component_type: 2, ...(comp.id !== undefined ? { id: comp.id } : {}) } };
    });
  }

  async select(userId: string, messageId: string, customId: string, values: string[], opts: ActOptions = {}): Promise<InteractionOutcome> {
    const { m, comp } = this.component(userId, messageId, customId);
    const type = comp.type as number;
    if (!SELECT_TYPES.has(type)) throw new EmulatorControlError(`"${customId}" is not a select menu`);
    checkSelectValues(comp, values);
    const resolved = resolveSelectValues(this.state, type, values);
    return this.dispatch(userId, m.channelId, 3, 'select', opts, (rec) => {
      rec.sourceMessageId = m.id;
      return {
        message: messagePayload(this.state, m),
        data: { custom_id: customId, component_type: type, values, ...(comp.id !== undefined ? { id: comp.id } : {}), ...(resolved ? { resolved } : {}) },
      };
    });
  }

  /** Submits the open modal; `fields` maps each input's custom_id to its text (or select values). */
  async submitModal(userId: string, customId: string, fields: Record<string, string | string[]>, opts: ActOptions = {}): Promise<InteractionOutcome> {
    const modal = this.registry.modals.get(userId);
    if (!modal) throw new EmulatorControlError(`user ${userId} has no open modal`);
    if (modal.data.custom_id !== customId) throw new EmulatorControlError(`the open modal is "${String(modal.data.custom_id)}", not "${customId}"`);
    const components = modalComponents(modal, fields);
    this.registry.modals.delete(userId);
    this.state.emit({ type: 'modal.close', userId, customId });
    const source = modal.sourceMessageId ? this.state.messages.get(modal.sourceMessageId) : undefined;
    return this.dispatch(userId, modal.channelId, 5, 'modal', opts, (rec) => {
      if (source) rec.sourceMessageId = source.id;
      return { ...(source ? { message: messagePayload(this.state, source) } : {}), data: { custom_id: customId, components } };
    });
  }

  /**
   * The user leaves the guild: GUILD_MEMBER_REMOVE (privileged GUILD_MEMBERS intent), and, as Discord does,
   * they leave every thread of the guild too (THREAD_MEMBERS_UPDATE). REST then answers 10007 Unknown Member.
   */
  leaveGuild(userId: string): void {
    const m = this.memberOrThrow(userId);
    for (const c of this.state.channels.values()) {
      if (c.thread?.members.delete(userId)) this.state.emit({ type: 'thread.members', channel: c, added: [], removed: [userId] });
    }
    this.state.members.delete(userId);
    this.state.departed.set(userId, m);
    this.state.emit({ type: 'member.remove', member: m });
  }

  /** A user who left the guild comes back (GUILD_MEMBER_ADD), with the roles they had; threads are not rejoined. */
  joinGuild(userId: string): void {
    const m = this.state.departed.get(userId);
    if (!m) throw new EmulatorControlError(`user ${userId} has not left the guild`);
    this.state.departed.delete(userId);
    this.state.members.set(userId, m);
    this.state.emit({ type: 'member.add', member: m });
  }

  /** The user leaves a thread (THREAD_MEMBERS_UPDATE with them removed), as with the client's "Leave Thread". */
  leaveThread(userId: string, threadId: string): void {
    this.memberOrThrow(userId);
    const c = this.state.channel(threadId);
    if (!c?.thread) throw new EmulatorControlError(`${threadId} is not a thread`);
    if (c.thread.members.delete(userId)) this.state.emit({ type: 'thread.members', channel: c, added: [], removed: [userId] });
  }

  /** The user joins a thread they can see (THREAD_MEMBERS_UPDATE with them added). */
  joinThread(userId: string, threadId: string): void {
    this.memberOrThrow(userId);
    const c = this.state.channel(threadId);
    if (!c?.thread) throw new EmulatorControlError(`${threadId} is not a thread`);
    if (!c.thread.members.has(userId)) {
      c.thread.members.add(userId);
      this.state.emit({ type: 'thread.members', channel: c, added: [userId], removed: [] });
    }
  }

  snapshot(o: InteractionOutcome): OutcomeSnapshot {
    return snapshotOf(o);
  }

  private memberOrThrow(userId: string) {
    const m = this.state.member(userId);
    if (!m || m.user.bot) throw new EmulatorControlError(`unknown user ${userId}`);
    return m;
  }

  private command(command: string) {
    const path = command.trim().replace(/^\//, '').split(/\s+/);
    const cmd = findCommand(this.state, path[0]!);
    if (!cmd) throw new EmulatorControlError(`no slash command "${path[0]}" is registered`);
    return { cmd, path };
  }

  private component(userId: string, messageId: string, customId: string) {
    this.memberOrThrow(userId);
    const m = this.state.messages.get(messageId);
    // Gone (e.g. from before a restart without its saved world): say so in both languages of the page.
    if (!m) throw new EmulatorControlError('This message no longer exists (Sanam was restarted without its saved data, or it was deleted): reload the page. / ข้อความนี้ไม่มีอยู่แล้ว (สนามเริ่มใหม่โดยไม่มีข้อมูลเดิม หรือข้อความถูกลบ) — โหลดหน้าใหม่');
    if (!this.state.canSeeMessage(userId, m)) throw new EmulatorControlError(`user ${userId} cannot see message ${messageId}`);
    if (m.flags & LOADING) throw new EmulatorControlError(`message ${messageId} is still loading`);
    const comp = findComponent(m.components, customId);
    if (!comp) throw new EmulatorControlError(`message ${messageId} has no component "${customId}"`);
    if (comp.disabled) throw new EmulatorControlError(`"${customId}" is disabled`);
    return { m, comp };
  }

  private async dispatch(
    userId: string,
    channelId: string,
    type: 2 | 3 | 4 | 5,
    kind: InteractionKind,
    opts: ActOptions,
    build: (rec: InteractionRecord) => Json,
  ): Promise<InteractionOutcome> {
    this.memberOrThrow(userId);
    if (!this.state.channel(channelId)) throw new EmulatorControlError(`unknown channel ${channelId}`);
    if (!this.state.canView(userId, channelId)) throw new EmulatorControlError(`user ${userId} cannot see channel ${channelId}`);
    if (this.gateway.connected === 0) throw new EmulatorControlError('no bot is connected to the gateway');
    const rec = this.registry.create({ type, kind, userId, channelId, attachmentSizeLimit: DEFAULT_ATTACHMENT_LIMIT });
    const extra = build(rec);
    const payload = { ...basePayload(this.state, rec), ...extra, locale: opts.locale ?? this.localeOf(userId) };
    this.state.emit({ type: 'interaction.create', userId, interactionId: rec.id, kind, channelId });
    if (this.state.opts.interactionDelivery === 'any-session') this.gateway.dispatchToNext('INTERACTION_CREATE', payload);
    else this.gateway.dispatch('INTERACTION_CREATE', payload);
    const timeout = opts.timeoutMs ?? this.defaultTimeoutMs;
    try {
      await waitFor(this.state, () => rec.ack ?? rec.failed, timeout, `answer to ${kind} ${rec.id}`);
    } catch {
      throw new InteractionFailedError(rec.id, 'no-answer');
    }
    if (!rec.ack) throw new InteractionFailedError(rec.id, rec.failed ?? 'no-answer');
    return outcomeOf(this.state, rec, this.defaultTimeoutMs);
  }

}
