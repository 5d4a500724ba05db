/**
 * Discord's message markdown, as a small safe subset: the text is HTML-escaped first and only our own
 * tags are added, so nothing a bot or a member writes can inject markup. Links are http(s) only.
 */

/** @param {string} s */
export function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

const TIME_STYLES = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: { dateStyle: 'short' },
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};

/** @param {number} unix @param {string} style @param {string} lang */
function formatTimestamp(unix, style, lang) {
  const date = new Date(unix * 1000);
  const loc = lang === 'th' ? 'th-TH' : 'en-US';
  if (style === 'R') {
    const diff = Math.round((unix * 1000 - Date.now()) / 1000);
    const rtf = new Intl.RelativeTimeFormat(loc, { numeric: 'auto' });
    const abs = Math.abs(diff);
    if (abs < 60) return rtf.format(diff, 'second');
    if (abs < 3600) return rtf.format(Math.round(diff / 60), 'minute');
    if (abs < 86400) return rtf.format(Math.round(diff / 3600), 'hour');
    return rtf.format(Math.round(diff / 86400), 'day');
  }
  return new Intl.DateTimeFormat(loc, TIME_STYLES[style] ?? TIME_STYLES.f).format(date);
}

/**
 * Inline markdown on already-escaped text.
 * @param {string} s escaped text
 * @param {MarkdownContext} ctx
 */
function inline(s, ctx) {
  const codes = [];
  // Inline code first: nothing inside it is formatted.
  s = s.replace(/`([^`\n]+)`/g, (_m, code) => {
    codes.push(`<code class="md-code">${code}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  s = s.replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, (_m, label, url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${label}</a>`);
  s = s.replace(/(^|[\s(])(https?:\/\/[^\s<]+[^\s<.,:;"')\]])/g, (_m, pre, url) => `${pre}<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`);
  s = s.replace(/\*\*\*([^*]+)\*\*\*/g, '<strong><em>$1</em></strong>');
  s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  s = s.replace(/__([^_]+)__/g, '<u>$1</u>');
  s = s.replace(/(^|[^*\w])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  s = s.replace(/(^|[^_\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>');
  s = s.replace(/~~([^~]+)~~/g, '<s>$1</s>');
  s = s.replace(/\|\|([^|]+)\|\|/g, '<span class="md-spoiler" tabindex="0">$1</span>');
  s = s.replace(/&lt;@!?(\d{17,20})&gt;/g, (_m, id) => {
    const name = ctx.userName(id);
    return `<span class="mention${id === ctx.selfId ? ' mention-self' : ''}" data-user-id="${id}">@${escapeHtml(name)}</span>`;
  });
  s = s.replace(/&lt;@&amp;(\d{17,20})&gt;/g, (_m, id) => `<span class="mention" data-role-id="${id}">@${escapeHtml(ctx.roleName(id))}</span>`);
  s = s.replace(/&lt;#(\d{17,20})&gt;/g, (_m, id) => `<span class="mention mention-channel" data-channel-id="${id}">#${escapeHtml(ctx.channelName(id))}</span>`);
  s = s.replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_m, unix, style) => `<span class="md-time">${escapeHtml(formatTimestamp(Number(unix), style ?? 'f', ctx.lang))}</span>`);
  s = s.replace(/@(everyone|here)\b/g, '<span class="mention">@$1</span>');
  return s.replace(/\uE000(\d+)\uE000/g, (_m, i) => codes[Number(i)]);
}

/**
 * @typedef {{ selfId?: string, lang: string, userName(id: string): string, roleName(id: string): string, channelName(id: string): string }} MarkdownContext
 * @param {string} text
 * @param {MarkdownContext} ctx
 * @returns {string} HTML
 */
export function markdown(text, ctx) {
  const blocks = [];
  // Code blocks are cut out before anything else and put back verbatim.
  let s = escapeHtml(text).replace(/```(?:([\w+-]{1,20})\n)?([\s\S]*?)```/g, (_m, _lang, code) => {
    blocks.push(`<pre class="md-pre"><code>${code.replace(/^\n/, '')}</code></pre>`);
    return `\uE001${blocks.length - 1}\uE001`;
  });
  const lines = s.split('\n');
  const out = [];
  let quote = [];
  let list = [];
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote class="md-quote">${quote.join('<br>')}</blockquote>`);
    quote = [];
  };
  const flushList = () => {
    if (list.length) out.push(`<ul class="md-list">${list.map((l) => `<li>${l}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of lines) {
    let m;
    if ((m = /^&gt; ?(.*)$/.exec(line))) {
      flushList();
      quote.push(inline(m[1], ctx));
      continue;
    }
    flushQuote();
    if ((m = /^\s*[-*] (.*)$/.exec(line))) {
      list.push(inline(m[1], ctx));
      continue;
    }
    flushList();
    if ((m = /^(#{1,3}) (.+)$/.exec(line))) out.push(`<div class="md-h${m[1].length}">${inline(m[2], ctx)}</div>`);
    else if ((m = /^-# (.+)$/.exec(line))) out.push(`<div class="md-sub">${inline(m[1], ctx)}</div>`);
    else out.push(`<div class="md-line">${inline(line, ctx) || '<br>'}</div>`);
  }
  flushQuote();
  flushList();
  s = out.join('');
  return s.replace(/(?:<div class="md-line">)?\uE001(\d+)\uE001(?:<\/div>)?/g, (_m, i) => blocks[Number(i)]);
}
