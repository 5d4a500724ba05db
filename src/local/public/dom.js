/* global document, Node */
/** A tiny element builder: h('div', { class: 'x', onclick }, child, 'text'). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'html') el.innerHTML = v;
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

/** Avatars are coloured initials (Discord's default avatars use the same five colours). */
const AVATAR_COLORS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459e'];

export function avatar(user, size = 40) {
  const name = user?.global_name || user?.username || '?';
  const n = user?.id ? Number(BigInt(user.id) % 6n) : 0;
  const el = h('div', { class: `avatar${user?.bot ? ' avatar-bot' : ''}`, 'aria-hidden': 'true' }, user?.bot ? '⚔' : [...name][0].toUpperCase());
  el.style.setProperty('--size', `${size}px`);
  el.style.setProperty('--avatar-bg', AVATAR_COLORS[n]);
  return el;
}

export const displayName = (u) => u?.global_name || u?.username || 'unknown';
