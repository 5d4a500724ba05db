/* global setTimeout, clearTimeout, document, FileReader */
/**
 * The message box of one column: plain messages, and slash commands typed the way Discord's client
 * reads them, with a popup of commands, subcommands, option names and values (choices, members,
 * roles, channels, and the bot's own autocomplete answers, asked as this column's user).
 */
import { ApiError, post } from './api.js';
import {
  autocompleteOptions, commandPath, localDescription, localName, OPTION, parseFinal, parseLine, resolveOptions,
} from './command-line.js';
import { avatar, displayName, h } from './dom.js';
import { icon } from './icons.js';
import { t } from './i18n.js';

/**
 * @typedef {object} ComposerHost
 * @property {() => string} userId
 * @property {() => 'th'|'en'} lang
 * @property {() => string|undefined} channelId
 * @property {() => string} channelLabel
 * @property {() => any[]} commands
 * @property {() => { users: any[], roles: any[], channels: any[] }} lookup
 * @property {(err: string) => void} [onError]
 */

export class Composer {
  /** @param {ComposerHost} host */
  constructor(host) {
    this.host = host;
    this.items = [];
    this.active = 0;
    this.files = {};
    this.ac = { key: '', seq: 0, choices: null, timer: 0 };
    this.input = h('textarea', { class: 'composer-input', rows: 1, spellcheck: 'false', autocomplete: 'off', 'aria-label': 'message' });
    this.popup = h('div', { class: 'suggest', role: 'listbox', hidden: true });
    this.hint = h('div', { class: 'composer-hint', hidden: true });
    this.error = h('div', { class: 'composer-error', role: 'alert', hidden: true });
    this.file = h('input', { type: 'file', class: 'hidden-file', tabindex: '-1' });
    this.el = h('div', { class: 'composer' }, this.popup, this.hint, this.error, h('div', { class: 'composer-box' }, h('span', { class: 'composer-plus' }, icon('plus', 14)), this.input), this.file);
    const refresh = () => this.update();
    this.input.addEventListener('input', () => {
      this.autosize();
      this.error.hidden = true;
      refresh();
    });
    this.input.addEventListener('click', refresh);
    this.input.addEventListener('keyup', (ev) => {
      if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(ev.key)) refresh();
    });
    this.input.addEventListener('keydown', (ev) => this.onKey(ev));
    this.input.addEventListener('blur', () => setTimeout(() => {
      if (!this.el.contains(document.activeElement)) this.close();
    }, 150));
    this.file.addEventListener('change', () => this.onFile());
    this.placeholder();
  }

  /** Starts a command for the user (the practice button): the text, the caret at its end, the pickers open. */
  prefill(text) {
    this.input.value = text;
    this.input.focus();
    this.input.setSelectionRange(text.length, text.length);
    this.autosize();
    this.update();
  }

  placeholder() {
    this.input.placeholder = `${t(this.host.lang(), 'messageIn', { channel: this.host.channelLabel() })} — ${t(this.host.lang(), 'commandHint')}`;
  }

  autosize() {
    this.input.style.setProperty('height', 'auto');
    this.input.style.setProperty('height', `${Math.min(this.input.scrollHeight, 160)}px`);
  }

  close() {
    this.popup.hidden = true;
    this.items = [];
  }

  parse() {
    return parseLine(this.input.value, this.input.selectionStart ?? this.input.value.length, this.host.commands());
  }

  /** Recomputes the popup and the hint for where the caret is. */
  update() {
    const lang = this.host.lang();
    const p = this.parse();
    this.parsed = p;
    this.renderHint(p, lang);
    const c = p.context;
    const items = [];
    if (c.type === 'head') {
      const prefix = p.path.map((n) => localName(n, lang)).join(' ');
      for (const n of c.candidates) {
        const name = localName(n, lang);
        const hasKids = (n.options ?? []).some((o) => o.type === OPTION.SUB || o.type === OPTION.GROUP);
        items.push({ label: `/${prefix ? `${prefix} ` : ''}${name}`, desc: localDescription(n, lang), value: n.name, apply: () => this.replace(c.replace, `${name} `), more: hasKids, command: true });
      }
    } else if (c.type === 'option-name') {
      for (const d of c.candidates) {
        items.push({ label: `${localName(d, lang)}:`, desc: localDescription(d, lang), value: d.name, required: Boolean(d.required), apply: () => this.replace(c.replace, `${localName(d, lang)}:`) });
      }
    } else if (c.type === 'value') {
      items.push(...this.valueItems(p, c, lang));
    }
    this.items = items;
    this.active = Math.min(this.active, Math.max(0, items.length - 1));
    if (c.type !== this.lastType || c.def?.name !== this.lastDef) this.active = 0;
    this.lastType = c.type;
    this.lastDef = c.def?.name;
    this.renderPopup(c, lang);
  }

  valueItems(p, c, lang) {
    const d = c.def;
    const q = c.partial.trim().toLowerCase();
    const { users, roles, channels } = this.host.lookup();
    const set = (text) => () => this.replace(c.replace, `${text} `);
    const match = (...xs) => !q || xs.some((x) => String(x ?? '').toLowerCase().includes(q));
    // Members, roles and channels match by the start of a name, as in Discord's pickers.
    const prefix = (...xs) => !q || xs.some((x) => String(x ?? '').toLowerCase().replace(/^[@#]/, '').startsWith(q.replace(/^[@#]/, '')));
    if (d.autocomplete) return this.autocompleteItems(p, d, c, lang);
    if (d.choices?.length) {
      return d.choices.filter((ch) => match(ch.name, localName(ch, lang), ch.value)).map((ch) => ({ label: localName(ch, lang), desc: String(ch.value), value: String(ch.value), apply: set(ch.value) }));
    }
    switch (d.type) {
      case OPTION.USER:
      case OPTION.MENTIONABLE: {
        const us = users.filter((u) => prefix(u.username, u.global_name, u.id)).map((u) => ({ label: displayName(u), desc: `@${u.username}`, value: u.username, user: u, apply: set(u.username) }));
        const rs = d.type === OPTION.MENTIONABLE ? roles.filter((r) => r.name !== '@everyone' && prefix(r.name)).map((r) => ({ label: `@${r.name}`, value: r.name, apply: set(`@${r.name}`) })) : [];
        return [...us, ...rs];
      }
      case OPTION.ROLE:
        return roles.filter((r) => r.name !== '@everyone' && prefix(r.name)).map((r) => ({ label: `@${r.name}`, value: r.name, apply: set(`@${r.name}`) }));
      case OPTION.CHANNEL:
        return channels.filter((ch) => prefix(ch.name)).map((ch) => ({ label: `${ch.thread_metadata ? '🧵 ' : '#'}${ch.name}`, value: ch.name, apply: set(`#${ch.name}`) }));
      case OPTION.BOOLEAN:
        return ['true', 'false'].filter((v) => match(v)).map((v) => ({ label: v, value: v, apply: set(v) }));
      case OPTION.ATTACHMENT:
        return [{ label: t(lang, 'chooseFile'), value: '', apply: () => { this.fileFor = { def: d, replace: c.replace }; this.file.click(); } }];
      default:
        return [];
    }
  }

  /** The bot's own suggestions: one request per distinct typed state, newest answer wins. */
  autocompleteItems(p, d, c, lang) {
    const channel = this.host.channelId();
    const options = autocompleteOptions(p, d, this.host.lookup(), lang);
    const key = JSON.stringify([this.host.userId(), channel, commandPath(p), d.name, options]);
    if (key !== this.ac.key) {
      this.ac.key = key;
      this.ac.choices = null;
      clearTimeout(this.ac.timer);
      const seq = ++this.ac.seq;
      this.ac.timer = setTimeout(() => {
        post('autocomplete', { user: this.host.userId(), channel, command: commandPath(p), options, focused: d.name })
          .then((r) => r.choices, () => [])
          .then((choices) => {
            if (seq !== this.ac.seq) return;
            this.ac.choices = choices;
            this.update();
          });
      }, 120);
    }
    if (!this.ac.choices) return [{ label: t(lang, 'loading'), value: '', loading: true }];
    return this.ac.choices.map((ch) => ({ label: localName(ch, lang), desc: String(ch.value) === localName(ch, lang) ? '' : String(ch.value), value: String(ch.value), apply: () => this.replace(c.replace, `${ch.value} `) }));
  }

  renderHint(p, lang) {
    if (p.kind !== 'command' || !p.leaf) {
      this.hint.hidden = true;
      return;
    }
    const focused = p.context.type === 'value' ? p.context.def.name : undefined;
    const used = new Set(p.options.map((s) => s.def.name));
    const opts = (p.leaf.options ?? []).map((o) => h('span', { class: `hint-opt${o.required ? ' req' : ''}${o.name === focused ? ' focused' : ''}${used.has(o.name) ? ' used' : ''}` }, o.required ? localName(o, lang) : `[${localName(o, lang)}]`));
    const desc = focused ? localDescription(p.context.def, lang) : localDescription(p.leaf, lang);
    this.hint.replaceChildren(h('span', { class: 'hint-cmd' }, `/${p.path.map((n) => localName(n, lang)).join(' ')}`), ...opts, desc ? h('span', { class: 'hint-desc' }, desc) : null);
    this.hint.hidden = false;
  }

  renderPopup(c, lang) {
    if (!this.items.length) {
      if (c.type === 'value' && (c.def.autocomplete || c.def.choices?.length)) {
        this.popup.replaceChildren(h('div', { class: 'suggest-empty' }, t(lang, 'noChoices')));
        this.popup.hidden = false;
      } else this.popup.hidden = true;
      return;
    }
    const title = c.type === 'head' ? t(lang, 'commands') : c.type === 'option-name' ? t(lang, 'options') : localName(c.def, lang);
    const list = this.items.map((it, i) => {
      const row = h('div', { class: `suggest-item${i === this.active ? ' active' : ''}${it.loading ? ' loading' : ''}`, role: 'option', dataset: { value: it.value } },
        it.user ? avatar(it.user, 22) : it.command ? icon('bot', 18) : null, h('span', { class: 'suggest-label' }, it.label), it.required ? h('span', { class: 'suggest-req' }, t(lang, 'required')) : null,
        it.desc ? h('span', { class: 'suggest-desc' }, it.desc) : null);
      row.addEventListener('mousedown', (ev) => {
        ev.preventDefault();
        this.pick(i);
      });
      return row;
    });
    this.popup.replaceChildren(h('div', { class: 'suggest-title' }, title), ...list);
    this.popup.hidden = false;
    list[this.active]?.scrollIntoView?.({ block: 'nearest' });
  }

  pick(i) {
    const it = this.items[i];
    if (!it || it.loading || !it.apply) return;
    it.apply();
  }

  replace(range, text) {
    const v = this.input.value;
    const after = v.slice(range.end).replace(/^\s+/, '');
    this.input.value = v.slice(0, range.start) + text + after;
    const caret = range.start + text.length;
    this.input.setSelectionRange(caret, caret);
    this.input.focus();
    this.autosize();
    this.update();
  }

  onKey(ev) {
    const open = !this.popup.hidden && this.items.length > 0;
    if (open && (ev.key === 'ArrowDown' || ev.key === 'ArrowUp')) {
      ev.preventDefault();
      this.active = (this.active + (ev.key === 'ArrowDown' ? 1 : -1) + this.items.length) % this.items.length;
      this.renderPopup(this.parsed.context, this.host.lang());
      return;
    }
    if (ev.key === 'Escape') {
      this.close();
      return;
    }
    if (ev.key === 'Tab' && open) {
      ev.preventDefault();
      this.pick(this.active);
      return;
    }
    if (ev.key !== 'Enter' || ev.shiftKey || ev.isComposing) return;
    ev.preventDefault();
    const c = this.parsed?.context ?? { type: 'none' };
    const it = this.items[this.active];
    // Enter completes what is being typed (as in Discord) and sends once nothing is left to complete.
    const completes = open && it && !it.loading && (
      c.type === 'head' ||
      (c.type === 'value' && !this.items.some((x) => x.value === c.partial.trim())) ||
      (c.type === 'option-name' && this.parsed.missing.length > 0));
    if (completes) this.pick(this.active);
    else void this.send();
  }

  onFile() {
    const f = this.file.files?.[0];
    const target = this.fileFor;
    this.file.value = '';
    if (!f || !target) return;
    const reader = new FileReader();
    reader.onload = () => {
      this.files[target.def.name] = { name: f.name, data: String(reader.result) };
      this.replace(target.replace, `${f.name} `);
    };
    reader.readAsText(f);
  }

  showError(text) {
    this.error.textContent = text;
    this.error.hidden = false;
  }

  async send() {
    const lang = this.host.lang();
    const text = this.input.value.trim();
    const channel = this.host.channelId();
    if (!text || !channel) return;
    const p = parseFinal(text, this.host.commands());
    const body = { user: this.host.userId(), channel };
    let path, payload;
    if (p.kind === 'message') {
      path = 'say';
      payload = { ...body, content: text };
    } else {
      const r = resolveOptions(p, this.host.lookup(), lang, this.files);
      if ('error' in r) return this.showError(t(lang, r.error.key, r.error.vars));
      path = 'slash';
      payload = { ...body, command: commandPath(p), options: r.options };
    }
    this.input.value = '';
    this.files = {};
    this.autosize();
    this.close();
    this.hint.hidden = true;
    try {
      await post(path, payload);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) this.input.value = text;
      this.showError(err instanceof ApiError && (err.status === 409 || err.status === 504) ? t(lang, 'noAnswer') : String(err.message ?? err));
    }
  }
}
