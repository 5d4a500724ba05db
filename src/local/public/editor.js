/* global document, fetch, setTimeout, clearTimeout */
// The card editor: every change is checked by the server (/_editor/check, src/cards' parser and the game's
// card language); everything shown back is set as textContent, so the author's text never becomes HTML.

const $ = (sel) => document.querySelector(sel);
const T = {
  th: { ok: 'ถูกต้อง', bad: 'มีข้อผิดพลาด', card: 'การ์ด', field: 'ช่อง', line: 'บรรทัด', open: 'เปิดแมตช์ทดลอง', failed: 'เปิดแมตช์ไม่ได้' },
  en: { ok: 'Valid', bad: 'Errors', card: 'card', field: 'field', line: 'line', open: 'Open the sandbox match', failed: 'Could not open the match' },
};

const EXAMPLE = {
  fadalgia: 'id: CMT1-001\nname: { th: ทหารชุมชน, en: Community Recruit }\ntype: unit\nsubtypes: [Warrior]\nelement: fire\ncost: 1\nmana: 1\nat: 2\ndf: 1\ntext: { th: "-", en: "-" }\n',
  'summoner-master': 'kind: seal\nid: cmt1-egg\ntypes: [Dragon\'s Egg]\nelements: [fire]\ncastMp: 1\natkMp: 0\nlevel: 1\nat: 0\ndf: 5\nsp: 0\nname: { th: ไข่มังกรชุมชน, en: Community Dragon Egg }\ntext: { th: "", en: "" }\n',
  'spirit-duel': 'id: CMT1-001\nname: { th: ลูกไฟชุมชน, en: Community Pup }\ntype: spirit\ncost: 1\natk: 2\nhp: 2\ntext: { th: "", en: "" }\n',
};

async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

let seq = 0;
let valid = false;

async function check() {
  const lang = $('[data-lang]').value;
  const t = T[lang];
  const mine = ++seq;
  const text = $('[data-text]').value;
  if (!text.trim()) return;
  const r = await post('/_editor/check', { game: $('[data-game]').value, text, lang });
  if (mine !== seq) return;
  const errors = $('[data-errors]');
  const preview = $('[data-preview]');
  errors.replaceChildren();
  preview.replaceChildren();
  valid = r.ok === true;
  $('[data-try]').disabled = !valid;
  $('[data-status]').textContent = valid ? t.ok : t.bad;
  errors.hidden = valid;
  if (!valid) {
    for (const e of r.errors ?? [{ card: null, field: '', message: r.error ?? '?' }]) {
      const where = [e.card ? `${t.card} ${e.card}` : null, e.field ? `${t.field} ${e.field}` : null, e.line ? `${t.line} ${e.line}` : null].filter(Boolean).join(' · ');
      errors.append(el('li', `${where}: ${e.message}`));
    }
    return;
  }
  // A preview drawn from the game's summary of each validated card: the rendered image (a data: PNG the server
  // drew, as /cards show attaches it) and the same text beside it.
  for (const c of r.cards) {
    const card = el('article', undefined, 'lg-card editor-card');
    card.dataset.cardId = c.id;
    if (typeof c.image === 'string' && c.image.startsWith('data:image/png;base64,')) {
      const img = el('img');
      img.src = c.image;
      img.alt = c.name;
      img.dataset.cardImage = c.id;
      card.append(img);
    }
    card.append(el('h3', c.name), el('p', `${c.id} · ${c.type}`), el('p', c.stats), el('p', c.text));
    preview.append(card);
  }
}

async function tryIt() {
  const lang = $('[data-lang]').value;
  const out = $('[data-try-result]');
  out.replaceChildren();
  const r = await post('/_editor/try', { game: $('[data-game]').value, text: $('[data-text]').value, lang });
  if (!r.ok) {
    out.textContent = `${T[lang].failed}: ${(r.errors ?? []).map((e) => e.message).join('; ') || r.error || ''}`;
    return;
  }
  const a = el('a', T[lang].open);
  a.href = r.link;
  a.dataset.matchLink = r.thread;
  out.append(a);
}

async function start() {
  const games = await (await fetch('/_editor/games')).json();
  const select = $('[data-game]');
  for (const g of games) {
    const o = el('option', `${g.name.th} / ${g.name.en}`);
    o.value = g.id;
    select.append(o);
  }
  const text = $('[data-text]');
  if (!text.value) text.value = EXAMPLE[select.value] ?? '';
  let timer = null;
  const later = () => { clearTimeout(timer); timer = setTimeout(() => void check(), 250); };
  text.addEventListener('input', later);
  select.addEventListener('change', () => {
    if (Object.values(EXAMPLE).includes(text.value) || !text.value.trim()) text.value = EXAMPLE[select.value] ?? '';
    void check();
  });
  $('[data-lang]').addEventListener('change', () => void check());
  $('[data-try]').addEventListener('click', () => void tryIt());
  void check();
}

void start();
