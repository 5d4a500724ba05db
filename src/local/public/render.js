/* global document */
/**
 * One message as Discord draws it: interaction header, author, markdown, embeds, attachments and
 * components (buttons, every select kind, Components V2 layouts), ephemeral and "thinking…" states.
 */
import { localUrl } from './api.js';
import { avatar, displayName, h } from './dom.js';
import { icon } from './icons.js';
import { t } from './i18n.js';
import { escapeHtml, markdown } from './markdown.js';

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;
const COMPONENTS_V2 = 1 << 15;
const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };

/**
 * @typedef {object} RenderContext
 * @property {string} selfId
 * @property {'th'|'en'} lang
 * @property {{ id: string, username: string, global_name?: string }} bot
 * @property {(id: string) => string} userName
 * @property {(id: string) => string} roleName
 * @property {(id: string) => string} channelName
 * @property {() => any[]} users
 * @property {() => any[]} roles
 * @property {() => any[]} channels
 * @property {(msg: any, comp: any, el: HTMLElement) => void} click
 * @property {(msg: any, comp: any, values: string[], el: HTMLElement) => void} select
 * @property {(channelId: string) => void} openChannel
 * @property {(msgId: string) => void} dismiss
 */

const time = (iso, lang) => new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-US', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function md(text, ctx) {
  return h('div', { class: 'md', html: markdown(text, { selfId: ctx.selfId, lang: ctx.lang, userName: ctx.userName, roleName: ctx.roleName, channelName: ctx.channelName }) });
}

const hex = (n) => `#${Number(n).toString(16).padStart(6, '0')}`;

/** @param {any} msg @param {RenderContext} ctx @param {{ grouped?: boolean, thread?: any }} opts */
export function renderMessage(msg, ctx, opts = {}) {
  const ephemeral = (msg.flags & EPHEMERAL) !== 0;
  const loading = (msg.flags & LOADING) !== 0;
  const meta = msg.interaction_metadata;
  const mentionsMe = (msg.mentions ?? []).some((u) => u.id === ctx.selfId) || msg.mention_everyone;
  const grouped = opts.grouped && !meta;
  const el = h('article', {
    class: `msg${grouped ? ' msg-grouped' : ''}${ephemeral ? ' msg-ephemeral' : ''}${mentionsMe ? ' msg-mentioned' : ''}`,
    dataset: { id: msg.id, author: msg.author.id, ...(ephemeral ? { ephemeral: 'true' } : {}) },
  });
  if (meta) {
    const who = meta.user;
    el.append(h('div', { class: 'msg-reply' }, h('span', { class: 'reply-spine' }), avatar(who, 16), h('span', { class: 'reply-name' }, displayName(who)),
      meta.name ? h('span', { class: 'reply-text' }, ` ${t(ctx.lang, 'used')} `, h('span', { class: 'reply-command' }, `/${meta.name}`)) : null));
  }
  const body = h('div', { class: 'msg-body' });
  if (!grouped) {
    body.append(h('div', { class: 'msg-head' },
      h('span', { class: 'msg-author', ...(msg.author.bot ? { dataset: { bot: 'true' } } : {}) }, displayName(msg.author)),
      msg.author.bot ? h('span', { class: 'bot-tag' }, 'APP') : null,
      h('time', { class: 'msg-time', datetime: msg.timestamp }, time(msg.timestamp, ctx.lang))));
  }
  if (loading) {
    body.append(h('div', { class: 'msg-thinking' }, h('span', { class: 'dots' }, h('i'), h('i'), h('i')), t(ctx.lang, 'thinking', { bot: displayName(ctx.bot) })));
  } else {
    if (msg.content) {
      const content = md(msg.content, ctx);
      if (msg.edited_timestamp) (content.lastElementChild ?? content).append(h('span', { class: 'msg-edited' }, ` ${t(ctx.lang, 'edited')}`));
      body.append(content);
    }
    for (const e of msg.embeds ?? []) body.append(renderEmbed(e, ctx));
    // Discord does not repeat a file that an embed already shows (attachment://name).
    const shown = new Set((msg.embeds ?? []).flatMap((e) => [e.image?.url, e.thumbnail?.url, e.author?.icon_url, e.footer?.icon_url]).filter(Boolean).map(localUrl));
    const atts = renderAttachments((msg.attachments ?? []).filter((a) => !shown.has(localUrl(a.url))));
    if (atts) body.append(atts);
    const comps = (msg.flags & COMPONENTS_V2) ? renderV2(msg.components ?? [], msg, ctx) : renderRows(msg.components ?? [], msg, ctx);
    if (comps) body.append(comps);
  }
  if (opts.thread) body.append(threadChip(opts.thread, ctx));
  if (ephemeral) {
    body.append(h('div', { class: 'msg-only-you' }, icon('eye', 14), `${t(ctx.lang, 'onlyYou')} · `,
      h('button', { class: 'link-button', type: 'button', onclick: () => ctx.dismiss(msg.id) }, t(ctx.lang, 'dismiss'))));
  }
  body.append(h('div', { class: 'msg-error', role: 'status' }));
  el.append(h('div', { class: 'msg-gutter' }, grouped ? h('time', { class: 'msg-time-hover' }, time(msg.timestamp, ctx.lang)) : avatar(msg.author)), body);
  el.addEventListener('click', (ev) => {
    const ch = ev.target.closest?.('[data-channel-id]');
    if (ch && el.contains(ch)) ctx.openChannel(ch.dataset.channelId);
  });
  return el;
}

function threadChip(thread, ctx) {
  return h('button', { class: 'thread-chip', type: 'button', dataset: { threadId: thread.id }, onclick: () => ctx.openChannel(thread.id) },
    icon('thread', 18), h('span', { class: 'thread-chip-name' }, thread.name),
    h('span', { class: 'thread-chip-count' }, t(ctx.lang, 'messages', { n: thread.message_count ?? 0 })), h('span', { class: 'chev' }, '›'));
}

function renderEmbed(e, ctx) {
  const el = h('div', { class: 'embed' });
  if (e.color !== undefined && e.color !== null) el.style.setProperty('--accent', hex(e.color));
  const main = h('div', { class: 'embed-main' });
  if (e.author?.name) main.append(h('div', { class: 'embed-author' }, e.author.icon_url && localUrl(e.author.icon_url) ? h('img', { src: localUrl(e.author.icon_url), alt: '' }) : null, e.author.name));
  if (e.title) {
    const url = localUrl(e.url);
    main.append(h('div', { class: 'embed-title' }, url ? h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', html: escapeHtml(e.title) }) : md(e.title, ctx)));
  }
  if (e.description) main.append(h('div', { class: 'embed-desc' }, md(e.description, ctx)));
  if (e.fields?.length) {
    const grid = h('div', { class: 'embed-fields' });
    for (const f of e.fields) grid.append(h('div', { class: `embed-field${f.inline ? ' inline' : ''}` }, h('div', { class: 'embed-field-name' }, md(f.name, ctx)), h('div', { class: 'embed-field-value' }, md(f.value, ctx))));
    main.append(grid);
  }
  const image = localUrl(e.image?.url);
  if (image) main.append(h('a', { class: 'embed-image', href: image, target: '_blank', rel: 'noopener' }, h('img', { src: image, alt: e.title ?? '', loading: 'lazy' })));
  if (e.footer?.text || e.timestamp) {
    main.append(h('div', { class: 'embed-footer' }, e.footer?.text ?? '', e.footer?.text && e.timestamp ? ' • ' : '', e.timestamp ? new Date(e.timestamp).toLocaleString(ctx.lang === 'th' ? 'th-TH' : 'en-US') : ''));
  }
  el.append(main);
  const thumb = localUrl(e.thumbnail?.url);
  if (thumb) el.append(h('img', { class: 'embed-thumb', src: thumb, alt: '' }));
  return el;
}

function renderAttachments(atts) {
  if (!atts.length) return null;
  const wrap = h('div', { class: 'attachments' });
  for (const a of atts) {
    const url = localUrl(a.url);
    if (a.content_type?.startsWith('image/')) {
      const img = h('img', { src: url, alt: a.description ?? a.filename, loading: 'lazy', dataset: { filename: a.filename } });
      if (a.width && a.height) {
        img.setAttribute('width', String(a.width));
        img.setAttribute('height', String(a.height));
      }
      wrap.append(h('a', { class: 'attachment-image', href: url, target: '_blank', rel: 'noopener' }, img));
    } else {
      wrap.append(h('a', { class: 'attachment-file', href: url, download: a.filename }, icon('file', 28),
        h('span', {}, h('div', { class: 'file-name' }, a.filename), h('div', { class: 'file-size' }, `${(a.size / 1024).toFixed(1)} KB`))));
    }
  }
  return wrap;
}

function renderRows(rows, msg, ctx) {
  if (!rows.length) return null;
  const wrap = h('div', { class: 'components' });
  for (const row of rows) wrap.append(renderRow(row, msg, ctx));
  return wrap;
}

function renderRow(row, msg, ctx) {
  const el = h('div', { class: 'comp-row' });
  for (const c of row.components ?? []) el.append(c.type === 2 ? renderButton(c, msg, ctx) : renderSelect(c, msg, ctx));
  return el;
}

function emoji(e) {
  return e?.name && !e.id ? h('span', { class: 'btn-emoji' }, e.name) : null;
}

function renderButton(c, msg, ctx) {
  const style = BUTTON_STYLES[c.style] ?? 'secondary';
  if (c.style === 5) {
    return h('a', { class: `btn btn-${style}${c.disabled ? ' disabled' : ''}`, href: c.url, target: '_blank', rel: 'noopener noreferrer' }, emoji(c.emoji), c.label ?? '', icon('external', 14));
  }
  const b = h('button', { class: `btn btn-${style}`, type: 'button', disabled: Boolean(c.disabled), dataset: { customId: c.custom_id ?? '' } }, emoji(c.emoji), c.label ?? '');
  b.addEventListener('click', () => ctx.click(msg, c, b));
  return b;
}

/** Options for each select kind: string selects carry theirs; the others list guild members, roles, channels. */
function selectOptions(c, ctx) {
  switch (c.type) {
    case 3: return (c.options ?? []).map((o) => ({ label: o.label, value: o.value, description: o.description, emoji: o.emoji, default: o.default }));
    case 5: return ctx.users().map((u) => ({ label: displayName(u), value: u.id, description: `@${u.username}` }));
    case 6: return ctx.roles().filter((r) => r.name !== '@everyone').map((r) => ({ label: `@${r.name}`, value: r.id }));
    case 7: return [...ctx.users().map((u) => ({ label: displayName(u), value: u.id, description: `@${u.username}` })), ...ctx.roles().filter((r) => r.name !== '@everyone').map((r) => ({ label: `@${r.name}`, value: r.id }))];
    case 8: return ctx.channels().filter((ch) => !c.channel_types || c.channel_types.includes(ch.type)).map((ch) => ({ label: `#${ch.name}`, value: ch.id }));
    default: return [];
  }
}

/** A Discord-style select: a closed box with the placeholder; opening lists the options. One value submits at once. */
export function renderSelect(c, msg, ctx, onChange) {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const options = selectOptions(c, ctx);
  const chosen = new Set(options.filter((o) => o.default).map((o) => o.value));
  const box = h('div', { class: `select${c.disabled ? ' disabled' : ''}`, dataset: { customId: c.custom_id ?? '' } });
  const label = h('span', { class: 'select-label' });
  const showLabel = () => {
    const picked = options.filter((o) => chosen.has(o.value));
    label.textContent = picked.length ? picked.map((o) => o.label).join(', ') : (c.placeholder ?? t(ctx.lang, 'select'));
    label.classList.toggle('placeholder', !picked.length);
  };
  showLabel();
  const toggle = h('button', { class: 'select-toggle', type: 'button', disabled: Boolean(c.disabled), 'aria-haspopup': 'listbox' }, label, icon('chevron', 18));
  const list = h('div', { class: 'select-menu', role: 'listbox', hidden: true });
  const before = new Set(chosen);
  const commit = () => {
    list.hidden = true;
    box.classList.remove('open');
    const same = chosen.size === before.size && [...chosen].every((v) => before.has(v));
    if (same || chosen.size < min) return;
    const values = [...chosen];
    if (onChange) onChange(values);
    else ctx.select(msg, c, values, box);
  };
  for (const o of options) {
    const item = h('div', { class: 'select-option', role: 'option', tabindex: '-1', dataset: { value: o.value } },
      max > 1 ? h('span', { class: 'check' }) : null, emoji(o.emoji),
      h('div', { class: 'opt-text' }, h('div', { class: 'opt-label' }, o.label), o.description ? h('div', { class: 'opt-desc' }, o.description) : null));
    if (chosen.has(o.value)) item.classList.add('selected');
    item.addEventListener('click', () => {
      if (max === 1) {
        chosen.clear();
        chosen.add(o.value);
        showLabel();
        commit();
        return;
      }
      if (chosen.has(o.value)) chosen.delete(o.value);
      else if (chosen.size < max) chosen.add(o.value);
      item.classList.toggle('selected', chosen.has(o.value));
      showLabel();
    });
    list.append(item);
  }
  if (max > 1) list.append(h('div', { class: 'select-footer' }, h('button', { class: 'btn btn-primary btn-small select-done', type: 'button', onclick: commit }, t(ctx.lang, 'done'))));
  toggle.addEventListener('click', () => {
    list.hidden = !list.hidden;
    box.classList.toggle('open', !list.hidden);
    if (!list.hidden) {
      const close = (ev) => {
        if (box.contains(ev.target)) return;
        document.removeEventListener('pointerdown', close, true);
        if (!list.hidden) commit();
      };
      document.addEventListener('pointerdown', close, true);
    }
  });
  box.append(toggle, list);
  box.values = () => [...chosen];
  return box;
}

/** Components V2: containers, sections, text, galleries, separators, files and action rows. */
function renderV2(components, msg, ctx) {
  const wrap = h('div', { class: 'v2' });
  for (const c of components) wrap.append(renderV2One(c, msg, ctx));
  return wrap;
}

function renderV2One(c, msg, ctx) {
  switch (c.type) {
    case 1: return renderRow(c, msg, ctx);
    case 10: return md(c.content ?? '', ctx);
    case 14: return h('hr', { class: `v2-sep${c.divider === false ? ' invisible' : ''}${c.spacing === 2 ? ' large' : ''}` });
    case 9: {
      const acc = c.accessory;
      const side = acc?.type === 2 ? renderButton(acc, msg, ctx) : acc?.type === 11 && localUrl(acc.media?.url) ? h('img', { class: 'v2-thumb', src: localUrl(acc.media.url), alt: acc.description ?? '' }) : null;
      return h('div', { class: 'v2-section' }, h('div', { class: 'v2-section-text' }, (c.components ?? []).map((x) => renderV2One(x, msg, ctx))), side);
    }
    case 12: return h('div', { class: 'v2-gallery' }, (c.items ?? []).map((it) => localUrl(it.media?.url) ? h('img', { src: localUrl(it.media.url), alt: it.description ?? '' }) : null));
    case 13: return h('div', { class: 'attachment-file' }, '📄 ', c.file?.url ?? '');
    case 17: {
      const box = h('div', { class: 'v2-container' }, (c.components ?? []).map((x) => renderV2One(x, msg, ctx)));
      if (c.accent_color !== undefined && c.accent_color !== null) box.style.setProperty('--accent', hex(c.accent_color));
      return box;
    }
    default: return h('div');
  }
}
