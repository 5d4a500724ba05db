/* global document, history, location, window, URLSearchParams, setInterval */
/**
 * Sanam local mode: columns of guild members side by side. The app holds only what is public
 * metadata (the member list, roles, registered commands); everything a member sees comes through
 * that member's own column (see column.js).
 */
import { get } from './api.js';
import { langOf } from './command-line.js';
import { Column } from './column.js';
import { h } from './dom.js';

const MAX_COLUMNS = 4;

export class App {
  constructor(root) {
    this.root = root;
    this.columns = [];
    this.linked = true;
    this.users = [];
    this.roles = [];
    this.commands = { guild: [], global: [] };
    this.bot = { id: '', username: 'Sanam' };
  }

  async start() {
    const state = await get('state');
    this.users = state.users;
    this.bot = state.bot;
    this.commands = state.commands;
    this.roles = await get('roles');
    document.querySelector('[data-guild-name]').textContent = state.guild.name;
    const params = new URLSearchParams(location.search);
    const wanted = (params.get('users') ?? '').split(',').filter((id) => this.users.some((u) => u.id === id));
    const ids = wanted.length ? wanted : defaultUsers(this.users);
    const firstChannel = params.get('channel') ?? state.channels.find((c) => !c.thread_metadata && c.type !== 4)?.id;
    // A reload comes back to what each column showed (e.g. the match thread), not to the lobby.
    const shown = (params.get('channels') ?? '').split(',');
    ids.slice(0, MAX_COLUMNS).forEach((id, i) => this.addColumn(id, shown[i] || firstChannel));
    document.querySelector('[data-add-column]').addEventListener('click', () => {
      const used = new Set(this.columns.map((c) => c.userId));
      const next = this.users.find((u) => !used.has(u.id)) ?? this.users[0];
      if (next) this.addColumn(next.id, this.columns[0]?.channelId ?? firstChannel);
    });
    this.watchRateLimits(state.rateLimits);
    const link = document.querySelector('[data-link]');
    link.addEventListener('change', () => {
      this.linked = link.checked;
    });
  }

  /**
   * The 429 counter: how often the emulated Discord refused the bot for going too fast. Polled, not streamed,
   * because the figure matters at a glance and a second's delay costs nothing.
   */
  watchRateLimits(first) {
    const box = document.querySelector('[data-rate-limits]');
    if (!first) return;
    const show = (s) => {
      const n = s.limited.user + s.limited.shared + s.limited.global + s.limited.blocked;
      box.hidden = false;
      box.querySelector('[data-rate-limit-count]').textContent = String(n);
      box.classList.toggle('hot', n > 0);
      box.classList.toggle('banned', s.blockedUntil > 0);
    };
    show(first);
    setInterval(() => {
      get('rate-limits').then((s) => s && show(s)).catch(() => undefined);
    }, 2000);
  }

  addColumn(userId, channelId) {
    if (this.columns.length >= MAX_COLUMNS) return;
    const col = new Column(this, userId, channelId);
    this.columns.push(col);
    this.root.append(col.el);
    this.layout();
    void col.start();
  }

  /** Keeps the columns' users and open channels in the address, so that reloading the page restores them. */
  remember() {
    const params = new URLSearchParams(location.search);
    params.set('users', this.columns.map((c) => c.userId).join(','));
    params.set('channels', this.columns.map((c) => c.channelId ?? '').join(','));
    history.replaceState(null, '', `${location.pathname}?${params}`);
  }

  removeColumn(col) {
    if (this.columns.length <= 1) return;
    col.stop();
    col.el.remove();
    this.columns = this.columns.filter((c) => c !== col);
    this.layout();
    this.remember();
  }

  layout() {
    this.root.style.setProperty('--columns', String(this.columns.length));
    document.querySelector('[data-add-column]').disabled = this.columns.length >= MAX_COLUMNS;
  }

  async switchUser(col, userId) {
    col.userId = userId;
    await col.start();
    this.remember();
  }

  /** Opening a channel in one column opens it in the others too (while linked) if they can see it. */
  openChannel(from, channelId) {
    from.show(channelId);
    if (!this.linked) return;
    for (const c of this.columns) if (c !== from && c.channels.has(channelId)) c.show(channelId);
  }

  commandList() {
    return [...this.commands.guild, ...this.commands.global];
  }

  async reloadCommands() {
    this.commands = await get('commands');
  }

  refreshLocales() {
    for (const c of this.columns) {
      c.renderWho();
      c.renderChannel();
    }
  }
}

/** A Thai and an English player by default, so both languages show side by side. */
function defaultUsers(users) {
  const players = users.filter((u) => !(u.roles ?? []).length);
  const pool = players.length >= 2 ? players : users;
  const th = pool.find((u) => langOf(u.locale) === 'th');
  const en = pool.find((u) => langOf(u.locale) === 'en' && u !== th);
  const picked = [th, en].filter(Boolean);
  for (const u of pool) if (picked.length < 2 && !picked.includes(u)) picked.push(u);
  return picked.map((u) => u.id);
}

const app = new App(document.querySelector('[data-columns]'));
window.sanam = app;
app.start().catch((err) => {
  document.querySelector('[data-columns]').append(h('div', { class: 'fatal' }, `Could not reach the local Discord emulator: ${err.message}`));
});
