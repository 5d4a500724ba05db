/* global document, fetch, history, location, URLSearchParams */
/**
 * Local mode's replay page: a finished match stepped through version by version, as /match replay shows
 * it in Discord — the public board image of each version (`/_replay/*`), start, back, forward, end and a
 * jump to a turn. Both hands appear only when both players agreed to show them (the buttons of the replay
 * message, in Discord or on the play page); until then the page receives nothing hidden.
 */
import { get } from './api.js';
import { h } from './dom.js';

const params = new URLSearchParams(location.search);
const threadSelect = document.querySelector('[data-thread-select]');
const frame = document.querySelector('[data-frame]');
const errorBox = document.querySelector('[data-error]');
const REVEAL = {
  open: 'ไพ่บนมือซ่อนอยู่ จนกว่าผู้เล่นทั้งสองจะยินยอม / hands hidden until both players agree',
  refused: 'ผู้เล่นคนหนึ่งไม่ยินยอม: ไพ่บนมือซ่อนอยู่ / a player declined: hands stay hidden',
  revealed: 'ผู้เล่นทั้งสองยินยอม: แสดงไพ่บนมือ / both players agreed: hands shown',
};
let info = null;
let version = 0;

async function replayGet(what, q) {
  const res = await fetch(`/_replay/${what}?${new URLSearchParams(q)}`);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error ?? `HTTP ${res.status}`);
  return body;
}

function showError(text) {
  errorBox.textContent = text;
  errorBox.hidden = !text;
}

async function open(q) {
  try {
    info = await replayGet('info', q);
    showError('');
  } catch (err) {
    info = null;
    frame.hidden = true;
    showError(err.message);
    return;
  }
  document.querySelector('[data-empty]').hidden = true;
  const turns = document.querySelector('[data-turn-select]');
  turns.replaceChildren(...info.turns.map((t) => h('option', { value: String(t.version) }, `เทิร์น / turn ${t.turn} (v${t.version})`)));
  frame.hidden = false;
  await show(Number(params.get('v') ?? 0));
}

async function show(v) {
  version = Math.max(0, Math.min(info.last, v));
  const f = await replayGet('frame', { match: info.matchId, v: String(version) });
  frame.dataset.version = String(f.version);
  document.querySelector('[data-frame-label]').textContent = `${info.matchId} · v${f.version}/${f.last} · เทิร์น / turn ${f.turn}`;
  document.querySelector('[data-frame-image]').src = `/_replay/frame.png?match=${info.matchId}&v=${f.version}`;
  document.querySelector('[data-reveal]').textContent = REVEAL[f.reveal] ?? '';
  const hands = document.querySelector('[data-hands]');
  hands.hidden = !f.hands;
  hands.replaceChildren(...(f.hands ?? []).map((cards, seat) => h('p', { 'data-hand': String(seat) }, `P${seat + 1}: ${cards.join(', ') || '—'}`)));
  for (const b of document.querySelectorAll('[data-nav]')) b.disabled = (b.dataset.nav === 'start' || b.dataset.nav === 'back') ? version === 0 : version === info.last;
  params.set('match', info.matchId);
  params.set('v', String(version));
  params.delete('thread');
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

document.querySelectorAll('[data-nav]').forEach((b) => b.addEventListener('click', () => {
  if (!info) return;
  const to = { start: 0, back: version - 1, forward: version + 1, end: info.last }[b.dataset.nav];
  void show(to);
}));
document.querySelector('[data-turn-select]').addEventListener('change', (ev) => void show(Number(ev.target.value)));
threadSelect.addEventListener('change', () => {
  params.delete('v');
  void open({ thread: threadSelect.value });
});

async function start() {
  const state = await get('state');
  document.querySelector('[data-guild-name]').textContent = state.guild.name;
  const threads = state.channels.filter((c) => c.thread_metadata);
  threadSelect.replaceChildren(h('option', { value: '' }, '—'), ...threads.map((c) => h('option', { value: c.id }, c.name)));
  const match = params.get('match');
  const thread = params.get('thread');
  if (thread) threadSelect.value = thread;
  if (match) await open({ match });
  else if (thread) await open({ thread });
}

void start();
