/* global EventSource, setTimeout, document, Element */
/**
 * One user's view: their own event stream (`/_control/events?user=`) and transcript, their channels
 * and threads, their messages (ephemeral ones included: they are theirs), their modals. A column
 * never reads another user's data, so what it shows is exactly what that member would see.
 */
import { ApiError, get, post } from './api.js';
import { langOf } from './command-line.js';
import { Composer } from './composer.js';
import { avatar, displayName, h } from './dom.js';
import { icon } from './icons.js';
import { t } from './i18n.js';
import { renderModal } from './modal.js';
import { renderMessage } from './render.js';

const GROUP_MS = 7 * 60_000;

export class Column {
  /**
   * @param {import('./app.js').App} app
   * @param {string} userId
   * @param {string} channelId
   */
  constructor(app, userId, channelId) {
    this.app = app;
    this.userId = userId;
    this.channelId = channelId;
    this.channels = new Map();
    /** channelId → Map(messageId → message), insertion = time order */
    this.messages = new Map();
    this.unread = new Map();
    this.dismissed = new Set();
    this.failures = new Map();
    this.es = null;
    this.el = h('section', { class: 'column' });
    this.build();
  }

  get user() {
    return this.app.users.find((u) => u.id === this.userId);
  }

  get locale() {
    return this.user?.locale ?? 'en-US';
  }

  get lang() {
    return langOf(this.locale);
  }

  build() {
    this.el.dataset.user = this.userId;
    this.userSelect = h('select', { class: 'user-select', 'aria-label': 'user' });
    this.userSelect.addEventListener('change', () => this.app.switchUser(this, this.userSelect.value));
    this.localeButton = h('button', { class: 'locale', type: 'button', onclick: () => this.toggleLocale() });
    this.channelButton = h('button', { class: 'channel-button', type: 'button', 'aria-haspopup': 'listbox', onclick: () => this.togglePicker() });
    this.picker = h('div', { class: 'channel-picker', hidden: true });
    this.status = h('span', { class: 'conn', title: '' });
    this.avatarSlot = h('span', { class: 'head-avatar' });
    this.header = h('header', { class: 'column-head' },
      h('div', { class: 'who' }, this.avatarSlot, this.userSelect, this.localeButton, this.status,
        // Sanam is the opponent: the button starts /match practice, whose deck and level are then picked as usual.
        h('button', { class: 'icon-button practice-button', type: 'button', title: t(this.lang, 'practice'), 'aria-label': t(this.lang, 'practice'), onclick: () => this.composer.prefill('/match practice ') }, '🤖'),
        h('button', { class: 'icon-button remove-column', type: 'button', onclick: () => this.app.removeColumn(this) }, '×')),
      h('div', { class: 'where' }, this.channelButton, this.picker));
    this.list = h('div', { class: 'messages', role: 'log' });
    this.toasts = h('div', { class: 'toasts' });
    this.composer = new Composer({
      userId: () => this.userId,
      lang: () => this.lang,
      channelId: () => this.channelId,
      channelLabel: () => this.channels.get(this.channelId)?.name ?? '',
      commands: () => this.app.commandList(),
      lookup: () => ({ users: this.app.users, roles: this.app.roles, channels: [...this.channels.values()] }),
    });
    this.modalSlot = h('div', { class: 'modal-slot' });
    this.el.replaceChildren(this.header, this.list, this.toasts, this.composer.el, this.modalSlot);
    this.list.addEventListener('scroll', () => {
      this.stuck = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
    });
    this.list.addEventListener('load', () => this.stuck && this.scrollDown(), true);
    // As in Discord, a #channel mention opens that channel (the bot links a new match thread this way).
    this.list.addEventListener('click', (ev) => {
      const id = ev.target instanceof Element ? ev.target.closest('.mention-channel')?.dataset.channelId : undefined;
      if (id && this.channels.has(id)) this.app.openChannel(this, id);
    });
  }

  /** (Re)loads everything for the current user: state and seq, transcript, then the stream from that seq. */
  async start() {
    this.stop();
    this.messages.clear();
    this.unread.clear();
    this.modalSlot.replaceChildren();
    this.renderWho();
    const state = await get('state', { user: this.userId });
    this.setChannels(state.channels);
    const transcript = await get('transcript', { user: this.userId });
    for (const { channelId, message } of transcript) this.store(channelId, message);
    const open = await get('modal', { user: this.userId });
    if (open) this.showModal(open);
    if (!this.channels.has(this.channelId)) this.channelId = [...this.channels.values()].find((c) => !c.thread_metadata)?.id;
    this.renderChannel();
    this.connect(state.seq);
  }

  stop() {
    this.es?.close();
    this.es = null;
  }

  connect(since) {
    const es = new EventSource(`/_control/events?user=${encodeURIComponent(this.userId)}&since=${since}`);
    this.es = es;
    const on = (type, fn) => es.addEventListener(type, (ev) => {
      if (this.es !== es) return;
      fn(JSON.parse(ev.data));
    });
    es.addEventListener('open', () => this.setStatus(true));
    es.addEventListener('error', () => this.setStatus(false));
    on('hello', () => this.setStatus(true));
    on('message.create', (e) => this.onMessage(e.channelId, e.message, true));
    on('message.update', (e) => this.onMessage(e.channelId, e.message, false));
    on('message.delete', (e) => {
      this.messages.get(e.channelId)?.delete(e.messageId);
      if (e.channelId === this.channelId) this.list.querySelector(`[data-id="${e.messageId}"]`)?.remove();
    });
    for (const type of ['channel.create', 'channel.update', 'channel.delete', 'thread.members']) on(type, (e) => this.onChannelEvent(type, e));
    on('commands.update', () => void this.app.reloadCommands());
    on('modal.open', (e) => this.showModal(e.modal ?? e.data ?? e));
    on('modal.close', () => this.modalSlot.replaceChildren());
  }

  setStatus(ok) {
    this.status.classList.toggle('down', !ok);
    this.status.title = ok ? '' : t(this.lang, 'reconnecting');
  }

  store(channelId, message) {
    if (!this.messages.has(channelId)) this.messages.set(channelId, new Map());
    this.messages.get(channelId).set(message.id, message);
  }

  onMessage(channelId, message, created) {
    const known = this.messages.get(channelId)?.has(message.id);
    this.store(channelId, message);
    if (channelId === this.channelId) {
      this.renderOne(message);
    } else if (created && !known && message.author.id !== this.userId) {
      this.unread.set(channelId, (this.unread.get(channelId) ?? 0) + 1);
      this.renderChannelButton();
    }
    // A thread's starter message shows the thread's message count.
    const ch = this.channels.get(channelId);
    if (ch?.thread_metadata && created) void this.refreshChannels();
  }

  async onChannelEvent(type, e) {
    const before = new Set(this.channels.keys());
    await this.refreshChannels();
    const ch = e.channel;
    if (ch?.thread_metadata && !before.has(ch.id) && this.channels.has(ch.id) && (type === 'channel.create' || type === 'thread.members')) this.toastThread(ch);
  }

  async refreshChannels() {
    const list = await get('channels', { user: this.userId });
    this.setChannels(list);
    if (!this.channels.has(this.channelId)) {
      this.channelId = this.channels.get(this.channelId)?.parent_id ?? [...this.channels.values()][0]?.id;
      this.renderChannel();
    } else {
      this.renderChannelButton();
      for (const chip of this.list.querySelectorAll('.thread-chip')) {
        const th = this.channels.get(chip.dataset.threadId);
        const count = chip.querySelector('.thread-chip-count');
        if (th && count) count.textContent = t(this.lang, 'messages', { n: th.message_count ?? 0 });
      }
    }
  }

  setChannels(list) {
    this.channels = new Map(list.filter((c) => c.type !== 4).map((c) => [c.id, c]));
  }

  toastThread(ch) {
    const toast = h('div', { class: 'toast', dataset: { threadId: ch.id } }, icon('thread', 18),
      h('span', { class: 'toast-text' }, h('b', {}, t(this.lang, 'newThread')), ` ${ch.name}`),
      h('button', { class: 'btn btn-primary btn-small', type: 'button', onclick: () => { toast.remove(); this.app.openChannel(this, ch.id); } }, t(this.lang, 'open')),
      h('button', { class: 'icon-button', type: 'button', onclick: () => toast.remove() }, '×'));
    this.toasts.append(toast);
    setTimeout(() => toast.remove(), 20_000);
  }

  renderWho() {
    this.userSelect.replaceChildren(...this.app.users.map((u) => h('option', { value: u.id, selected: u.id === this.userId }, `${displayName(u)} (@${u.username})`)));
    this.avatarSlot.replaceChildren(avatar(this.user, 28));
    this.localeButton.textContent = this.lang === 'th' ? 'ไทย · TH' : 'EN';
    this.localeButton.title = t(this.lang, 'locale');
    this.localeButton.dataset.locale = this.locale;
    this.composer.placeholder();
  }

  async toggleLocale() {
    const next = this.lang === 'th' ? 'en-US' : 'th';
    await post('locale', { user: this.userId, locale: next });
    this.user.locale = next;
    this.app.refreshLocales();
  }

  renderChannelButton() {
    const ch = this.channels.get(this.channelId);
    const parent = ch?.parent_id ? this.channels.get(ch.parent_id) : null;
    const unread = [...this.unread.values()].reduce((a, b) => a + b, 0);
    const parts = [
      parent ? h('span', { class: 'crumb' }, icon('hash', 16), parent.name) : null, parent ? h('span', { class: 'crumb-sep' }, '›') : null,
      h('span', { class: 'chan-name' }, ch ? icon(ch.thread_metadata ? 'thread' : 'hash', 18) : null, ch ? ch.name : '—'),
      ch?.topic ? h('span', { class: 'chan-topic' }, ch.topic) : null,
      unread ? h('span', { class: 'badge', title: 'unread' }, String(unread)) : null, h('span', { class: 'select-caret' }, icon('chevron', 18)),
    ];
    this.channelButton.replaceChildren(...parts.filter(Boolean));
    if (!this.picker.hidden) this.renderPicker();
  }

  togglePicker() {
    this.picker.hidden = !this.picker.hidden;
    if (!this.picker.hidden) {
      this.renderPicker();
      const close = (ev) => {
        if (this.header.contains(ev.target)) return;
        this.picker.hidden = true;
        document.removeEventListener('pointerdown', close, true);
      };
      document.addEventListener('pointerdown', close, true);
    }
  }

  renderPicker() {
    const all = [...this.channels.values()];
    const top = all.filter((c) => !c.thread_metadata).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const item = (c, thread) => {
      const n = this.unread.get(c.id) ?? 0;
      return h('button', {
        class: `pick${c.id === this.channelId ? ' current' : ''}${thread ? ' pick-thread' : ''}${c.thread_metadata?.archived ? ' archived' : ''}`,
        type: 'button', dataset: { channelId: c.id },
        onclick: () => { this.picker.hidden = true; this.app.openChannel(this, c.id); },
      }, h('span', { class: 'pick-icon' }, icon(thread ? 'thread' : 'hash', 16)), h('span', { class: 'pick-name' }, c.name),
      c.thread_metadata?.archived ? h('span', { class: 'pick-note' }, t(this.lang, 'archived')) : null, n ? h('span', { class: 'badge' }, String(n)) : null);
    };
    const rows = [h('div', { class: 'picker-title' }, t(this.lang, 'pickChannel'))];
    for (const c of top) {
      rows.push(item(c, false));
      for (const th of all.filter((x) => x.thread_metadata && x.parent_id === c.id)) rows.push(item(th, true));
    }
    this.picker.replaceChildren(...rows);
  }

  /** Shows a channel the user can see; `false` when they cannot (the column then says so). */
  show(channelId) {
    if (!this.channels.has(channelId)) return false;
    this.channelId = channelId;
    this.app.remember();
    this.unread.delete(channelId);
    for (const toast of this.toasts.querySelectorAll(`[data-thread-id="${channelId}"]`)) toast.remove();
    this.renderChannel();
    return true;
  }

  renderChannel() {
    this.renderChannelButton();
    this.composer.placeholder();
    const ch = this.channels.get(this.channelId);
    this.list.replaceChildren();
    if (!ch) {
      this.list.append(h('div', { class: 'empty' }, t(this.lang, 'cannotSee', { user: displayName(this.user) })));
      return;
    }
    this.list.append(h('div', { class: 'channel-start' }, h('div', { class: 'start-icon' }, icon(ch.thread_metadata ? 'thread' : 'hash', 32)),
      h('div', { class: 'start-title' }, ch.thread_metadata ? ch.name : `#${ch.name}`),
      h('div', { class: 'start-text' }, t(this.lang, ch.thread_metadata ? 'startOfThread' : 'startOf', { channel: ch.name }))));
    for (const m of this.messages.get(this.channelId)?.values() ?? []) this.renderOne(m, true);
    this.stuck = true;
    this.scrollDown();
  }

  ctx() {
    return {
      selfId: this.userId,
      lang: this.lang,
      bot: this.app.bot,
      userName: (id) => displayName(this.app.users.find((u) => u.id === id) ?? (id === this.app.bot.id ? this.app.bot : { username: id })),
      roleName: (id) => this.app.roles.find((r) => r.id === id)?.name ?? id,
      channelName: (id) => this.channels.get(id)?.name ?? 'unknown',
      users: () => this.app.users,
      roles: () => this.app.roles,
      channels: () => [...this.channels.values()],
      click: (msg, comp, el) => this.act(el, () => post('click', { user: this.userId, message: msg.id, customId: comp.custom_id }), msg.id),
      select: (msg, comp, values, el) => this.act(el, () => post('select', { user: this.userId, message: msg.id, customId: comp.custom_id, values }), msg.id),
      openChannel: (id) => this.app.openChannel(this, id),
      dismiss: (id) => {
        this.dismissed.add(id);
        this.list.querySelector(`[data-id="${id}"]`)?.remove();
      },
    };
  }

  /** Presses a component: busy while the bot answers; a refusal shows under the message as in Discord. */
  async act(el, call, msgId) {
    const errorEl = () => this.list.querySelector(`[data-id="${msgId}"] .msg-error`);
    el.classList.add('busy');
    this.failures.delete(msgId);
    if (errorEl()) errorEl().textContent = '';
    try {
      await call();
    } catch (err) {
      const text = err instanceof ApiError && (err.status === 409 || err.status === 504) ? t(this.lang, err.reason === 'late' ? 'failed' : 'noAnswer') : String(err.message ?? err);
      this.failures.set(msgId, text);
      if (errorEl()) errorEl().textContent = text;
    } finally {
      el.classList.remove('busy');
    }
  }

  renderOne(m, appending = false) {
    if (this.dismissed.has(m.id)) return;
    const existing = this.list.querySelector(`[data-id="${m.id}"]`);
    const prev = existing ? existing.previousElementSibling : this.list.lastElementChild;
    const prevMsg = prev?.dataset?.id ? this.messages.get(this.channelId)?.get(prev.dataset.id) : null;
    const grouped = Boolean(prevMsg && prevMsg.author.id === m.author.id && !prevMsg.interaction_metadata && !(prevMsg.flags & 64) && !(m.flags & 64)
      && Date.parse(m.timestamp) - Date.parse(prevMsg.timestamp) < GROUP_MS);
    const thread = m.thread ? this.channels.get(m.thread.id) ?? m.thread : this.channels.get(m.id)?.thread_metadata ? this.channels.get(m.id) : null;
    const el = renderMessage(m, this.ctx(), { grouped, thread });
    const fail = this.failures.get(m.id);
    if (fail) el.querySelector('.msg-error').textContent = fail;
    const wasStuck = appending || this.stuck !== false;
    if (existing) existing.replaceWith(el);
    else this.list.append(el);
    if (wasStuck) this.scrollDown();
  }

  scrollDown() {
    this.list.scrollTop = this.list.scrollHeight;
  }

  showModal(modal) {
    const close = () => this.modalSlot.replaceChildren();
    this.modalSlot.replaceChildren(renderModal(modal, this.ctx(), {
      submit: async (fields) => {
        await post('modal', { user: this.userId, customId: modal.custom_id, fields });
        close();
      },
      cancel: () => {
        close();
        void post('modal/dismiss', { user: this.userId });
      },
    }));
    this.modalSlot.querySelector('input, textarea')?.focus();
  }
}
