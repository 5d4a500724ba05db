/* global document, fetch, FormData, history, location, setInterval, URLSearchParams */
/**
 * Local mode's league page: a server's leagues as the bot keeps them — the round's pairings and deadline,
 * the standings (table and image) — read from `/_league/*`, and a form that reports a result as the chosen
 * member by sending `/league report` through the emulator, exactly as typing it in Discord would: the bot
 * checks it and its private answer is shown here. Nothing on this page is more than everyone may see.
 */
import { get, post, ApiError } from './api.js';
import { h } from './dom.js';

const POLL_MS = 1500;
const STRUCTURES = { swiss: 'สวิส / Swiss', 'round-robin': 'พบกันหมด / round robin', 'single-elim': 'แพ้คัดออก / single elimination', 'swiss-top4': 'สวิส + ท็อป 4 / Swiss, top 4', 'swiss-top8': 'สวิส + ท็อป 8 / Swiss, top 8' };
const STATUS = { registration: 'เปิดรับสมัคร / registration', running: 'กำลังแข่ง / running', finished: 'จบแล้ว / finished' };
const PHASES = { swiss: 'สวิส / Swiss', 'round-robin': 'พบกันหมด / round robin', elim: 'ท็อปคัท / top cut' };

const root = document.querySelector('[data-league-root]');
const leagueSelect = document.querySelector('[data-league-select]');
const userSelect = document.querySelector('[data-user-select]');
const params = new URLSearchParams(location.search);
let users = [];
let league = null;
let shownRound = null;
let lastJson = '';
let reply = null;

const pct = (x) => (x * 100).toFixed(2);
const when = (ms) => new Date(ms).toLocaleString('th-TH', { dateStyle: 'medium', timeStyle: 'short' });

function relative(ms) {
  const mins = Math.round((ms - Date.now()) / 60_000);
  const abs = Math.abs(mins);
  const text = abs < 90 ? `${abs} นาที / min` : abs < 48 * 60 ? `${Math.round(abs / 60)} ชม. / h` : `${Math.round(abs / 1440)} วัน / d`;
  return mins >= 0 ? `อีก ${text}` : `${text} ที่แล้ว / ago`;
}

function remember() {
  params.set('id', league?.id ?? '');
  params.set('user', userSelect.value);
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

async function start() {
  const state = await get('state');
  users = state.users.filter((u) => !u.bot);
  document.querySelector('[data-guild-name]').textContent = state.guild.name;
  userSelect.replaceChildren(...users.map((u) => h('option', { value: u.id }, u.global_name || u.username)));
  if (users.some((u) => u.id === params.get('user'))) userSelect.value = params.get('user');
  userSelect.addEventListener('change', () => { reply = null; remember(); render(); });
  leagueSelect.addEventListener('change', () => { shownRound = null; reply = null; void load(leagueSelect.value); });
  await refreshList();
  setInterval(() => { void refresh(); }, POLL_MS);
}

async function refreshList() {
  const list = await (await fetch('/_league/list')).json();
  const wanted = params.get('id');
  leagueSelect.replaceChildren(...list.map((l) => h('option', { value: l.id }, `${l.name} (${l.players})`)));
  if (!list.length) {
    root.replaceChildren(h('p', { class: 'lg-empty', 'data-no-leagues': true }, 'ยังไม่มีลีก — สร้างด้วย /league create ในหน้าเล่น · No leagues yet — create one with /league create on the play page.'));
    return;
  }
  const id = list.some((l) => l.id === wanted) ? wanted : (league?.id && list.some((l) => l.id === league.id) ? league.id : list[0].id);
  leagueSelect.value = id;
  if (id !== league?.id) await load(id);
}

async function load(id) {
  const res = await fetch(`/_league/league?id=${encodeURIComponent(id)}`);
  if (!res.ok) return;
  const text = await res.text();
  if (text === lastJson && league?.id === id) return;
  lastJson = text;
  league = JSON.parse(text);
  remember();
  render();
}

async function refresh() {
  if (!league) return refreshList();
  if (leagueSelect.options.length === 0 || document.activeElement?.closest?.('.lg-report')) return;
  await load(league.id);
}

function nameOf(id) {
  return league.players.find((p) => p.id === id)?.name ?? users.find((u) => u.id === id)?.global_name ?? id;
}

function render() {
  if (!league) return;
  const me = userSelect.value;
  const cards = [summary(), pairings(me), reportCard(me), standingsCard(me)].filter(Boolean);
  root.replaceChildren(...cards);
}

function summary() {
  const cur = league.rounds.find((r) => r.n === league.current);
  return h('section', { class: 'lg-card', 'data-summary': true },
    h('h2', {}, league.name),
    h('div', { class: 'lg-facts' },
      h('span', {}, 'เกม / game ', h('b', {}, `${league.game} · ${league.format}`)),
      h('span', {}, 'รูปแบบ / structure ', h('b', {}, STRUCTURES[league.structure] ?? league.structure)),
      h('span', {}, h('b', {}, `Bo${league.bestOf}`)),
      h('span', {}, 'สถานะ / status ', h('b', { 'data-status': league.status }, STATUS[league.status] ?? league.status)),
      h('span', {}, 'ผู้เล่น / players ', h('b', {}, String(league.players.length))),
      h('span', {}, 'ผู้จัด / organiser ', h('b', {}, nameOf(league.organiser))),
      // A finished league (or a round already closed) has no deadline ahead: none is shown.
      cur && league.status === 'running' && !cur.closed ? h('span', { 'data-deadline': cur.deadline }, `รอบ / round ${cur.n}${league.roundsPlanned && cur.n <= league.roundsPlanned ? `/${league.roundsPlanned}` : ''} · หมดเวลา / deadline `, h('b', {}, when(cur.deadline)), ` (${relative(cur.deadline)})`) : null,
      league.status === 'registration' && league.deckDeadline ? h('span', {}, 'ส่งเด็คภายใน / deck lists close ', h('b', {}, when(league.deckDeadline))) : null,
    ));
}

function score(m) {
  if (m.b === null) return 'บาย / bye (2–0)';
  if (!m.result) return m.disputed ? h('span', { class: 'lg-disputed' }, '⚠️ ผลไม่ตรงกัน รอผู้จัด / disputed, the organiser decides') : '—';
  if (m.result.doubleLoss) return 'แพ้ทั้งคู่ / double loss';
  return `${m.result.a}–${m.result.b}${m.result.d ? `–${m.result.d}` : ''}`;
}

function pairings(me) {
  if (!league.rounds.length) {
    const list = league.players.map((p) => h('li', {}, p.name));
    return h('section', { class: 'lg-card' }, h('h2', {}, 'ผู้สมัคร / registered'), list.length ? h('ol', {}, list) : h('p', { class: 'lg-empty' }, '—'));
  }
  const n = shownRound ?? league.current;
  const r = league.rounds.find((x) => x.n === n) ?? league.rounds.at(-1);
  const pick = h('select', { 'data-round-select': true, onchange: (e) => { shownRound = Number(e.target.value); render(); } },
    league.rounds.map((x) => h('option', { value: x.n, selected: x.n === r.n }, `รอบ / round ${x.n} · ${PHASES[x.phase] ?? x.phase}${x.closed ? ' ✓' : ''}`)));
  const rows = r.matches.map((m) => h('tr', { class: m.a.id === me || m.b?.id === me ? 'me' : '', 'data-table': m.table },
    h('td', { class: 'num' }, String(m.table)), h('td', {}, m.a.name), h('td', {}, m.b ? m.b.name : '—'), h('td', { class: 'num', 'data-score': true }, score(m)),
    h('td', {}, m.thread ? h('a', { href: `/?users=${m.a.id}${m.b ? `,${m.b.id}` : ''}&channels=${m.thread}${m.b ? `,${m.thread}` : ''}` }, 'เธรด / thread') : '')));
  return h('section', { class: 'lg-card lg-rounds', 'data-pairings': true },
    h('h2', {}, 'การจับคู่ / pairings', pick),
    h('p', { class: 'lg-facts', 'data-round-deadline': true }, r.closed ? 'ปิดแล้ว / closed' : `หมดเวลา / deadline ${when(r.deadline)} (${relative(r.deadline)})${r.expired ? ' · เลยกำหนด รอผู้จัด / past the deadline, the organiser decides' : ''}`),
    h('table', { class: 'lg-table' }, h('thead', {}, h('tr', {}, h('th', { class: 'num' }, 'โต๊ะ / table'), h('th', {}, 'ผู้เล่น / player'), h('th', {}, 'ผู้เล่น / player'), h('th', { class: 'num' }, 'ผล / result'), h('th', {}, ''))), h('tbody', {}, rows)));
}

/** The chosen member's open match in the current round, if any. */
function openMatch(me) {
  const r = league.rounds.find((x) => x.n === league.current);
  if (!r || r.closed) return null;
  return r.matches.find((m) => m.b !== null && !m.result && (m.a.id === me || m.b.id === me)) ?? null;
}

function reportCard(me) {
  if (league.status !== 'running') return null;
  const m = openMatch(me);
  const out = reply ? h('div', { class: `lg-reply${reply.error ? ' error' : ''}`, 'data-reply': true }, reply.text) : null;
  if (!m) return h('section', { class: 'lg-card lg-report' }, h('h2', {}, 'รายงานผล / report a result'), h('p', { class: 'lg-empty' }, `${nameOf(me)}: ไม่มีแมตช์ที่ต้องรายงานในรอบนี้ · no open match to report this round`), out);
  const opp = m.a.id === me ? m.b : m.a;
  const num = (name, label) => h('label', {}, `${label} `, h('input', { type: 'number', name, min: 0, max: 3, value: 0, required: true }));
  const form = h('form', { 'data-report-form': true, onsubmit: (e) => { e.preventDefault(); void sendReport(e.target); } },
    num('my_wins', 'ชนะ / won'), num('their_wins', 'แพ้ / lost'), num('draws', 'เสมอ / drawn'),
    h('button', { class: 'btn', type: 'submit' }, 'ส่งผล / report'));
  return h('section', { class: 'lg-card lg-report', 'data-report': true },
    h('h2', {}, `รายงานผล / report: ${nameOf(me)} vs ${opp.name} (โต๊ะ / table ${m.table})`),
    h('p', { class: 'lg-facts' }, 'สำหรับแมตช์ที่เล่นนอกบอท: ทั้งสองคนรายงาน ผลตรงกันจึงยืนยัน ไม่ตรงกันผู้จัดตัดสิน · For a match played elsewhere: both players report; agreement confirms it, a conflict goes to the organiser.'),
    form, out);
}

async function sendReport(form) {
  const data = new FormData(form);
  const options = { league: league.id, my_wins: Number(data.get('my_wins')), their_wins: Number(data.get('their_wins')) };
  if (Number(data.get('draws'))) options.draws = Number(data.get('draws'));
  try {
    const out = await post('slash', { user: userSelect.value, channel: league.channel, command: 'league report', options, settle: true });
    const msgs = out.messages ?? [];
    reply = { text: msgs.map((x) => x.content).filter(Boolean).join('\n') || '✓', error: false };
  } catch (err) {
    reply = { text: err instanceof ApiError ? err.message : String(err), error: true };
  }
  document.activeElement?.blur?.();
  lastJson = '';
  await load(league.id);
  render();
}

function standingsCard(me) {
  if (!league.standings.length) return null;
  const rows = league.standings.map((s) => h('tr', { class: s.id === me ? 'me' : '', 'data-player': s.id },
    h('td', { class: 'num' }, String(s.rank)),
    h('td', {}, s.name, s.disqualified ? h('span', { class: 'lg-mark' }, '(ตัดสิทธิ์ / disqualified)') : s.dropped ? h('span', { class: 'lg-mark' }, '(ออกแล้ว / dropped)') : null),
    h('td', { class: 'num' }, String(s.points)), h('td', { class: 'num' }, `${s.wins}-${s.losses}-${s.draws}`),
    h('td', { class: 'num' }, pct(s.omw)), h('td', { class: 'num' }, pct(s.gw)), h('td', { class: 'num' }, pct(s.ogw))));
  const img = h('div', { class: 'lg-image', hidden: true }, h('img', { alt: 'standings', 'data-standings-image': true }));
  const toggle = h('button', { class: 'btn btn-secondary btn-small', type: 'button', onclick: () => {
    img.hidden = !img.hidden;
    if (!img.hidden) img.firstChild.src = `/_league/standings.png?id=${league.id}&lang=th&v=${Date.now()}`;
  } }, 'ภาพ / image');
  return h('section', { class: 'lg-card', 'data-standings': true },
    h('h2', {}, 'ตารางคะแนน / standings', toggle),
    h('table', { class: 'lg-table' }, h('thead', {}, h('tr', {}, ['#', 'ผู้เล่น / player', 'Pts', 'W-L-D', 'OMW%', 'GW%', 'OGW%'].map((x, i) => h('th', { class: i === 1 ? '' : 'num' }, x)))), h('tbody', {}, rows)),
    img);
}

start().catch((err) => {
  root.replaceChildren(h('div', { class: 'fatal' }, `Could not load the leagues: ${err.message}`));
});
