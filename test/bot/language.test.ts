import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
/**
 * No mixed languages: every string the bot composes is scanned for the other language's script. Thai text may
 * carry the rulebook's own English key terms (the Thai rules write "Break", "AT", "Terrain"...), nothing else;
 * English text carries no Thai at all. Engine-provided texts (card names and texts, log lines, prompt labels)
 * are the engine's; they are removed before scanning so this test is about the bot's own composition.
 */
import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { handPanel, publicBoard, type MessagePayload } from '../../src/bot/board-message.js';
import { cardEmbed } from '../../src/bot/board-embed.js';
import { publicCards, cardSelect } from '../../src/bot/card-show.js';
import { publicLogText, turnSummary } from '../../src/bot/publisher.js';
import { oldPanel } from '../../src/bot/hand-panels.js';
import { ALL_KEYS, t, type Lang } from '../../src/bot/i18n.js';
import { MATCH_ID, newMatch, userOf } from './support/real-match.js';
import { realEngine as markedEngine } from '../../src/match/engine-adapter.js';
import type { LoadedMatch } from '../../src/match/service.js';
import type { Prompt } from '../../src/engine/core/api-types.js';
import { termListLatinWords } from '../terms/term-lists.js';

/**
 * English words the Thai rulebooks themselves use as terms: every Latin word of a Thai form in the games' term lists
 * (src/engine/terms: "Main Phase", "Outer Zone", "Soul", "vs"…), and a few more the bot's Thai writes.
 */
const KEY_TERMS = new Set([...termListLatinWords(), 'AT', 'DF', 'MP', 'Break', 'Terrain', 'Life', 'Token', 'Outer', 'Zone', 'Unit', 'Action', 'Item',
  'Mana', 'Stream', 'Turn', 'Fadalgia', 'Starter', 'C', 'SHA', 'Manage', 'Server', 'English', 'Thai', 'v', 'rule',
  // Spirit Duel's rule text writes these in English inside the Thai.
  'Soul', 'Core', 'Spirit', 'Trap', 'HP', 'ATK', 'Discard', 'Field', 'Start', 'Refresh', 'Draw', 'Main', 'Battle', 'End']);
const THAI = /[\u0E00-\u0E7F]/;

function latinWordsOutsideTerms(s: string): string[] {
  return (s.match(/[A-Za-z]+/g) ?? []).filter((w) => !KEY_TERMS.has(w));
}

/** What a reader sees of a message payload. */
function shown(p: Partial<MessagePayload> & { content?: string }): string[] {
  const out: string[] = [];
  if (p.content) out.push(p.content);
  for (const e of p.embeds ?? []) {
    out.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '');
    for (const f of e.fields ?? []) out.push(f.name, f.value);
  }
  // A component's words may carry the other language after " · " (i18n.ts dual: public buttons are read by both
  // players, issue 30); the part in the message's own language comes first and is what is checked.
  const own = (x: string) => x.split(' · ')[0]!;
  for (const row of p.components ?? []) {
    for (const c of row.components as unknown as Array<Record<string, unknown>>) {
      out.push(own(String(c.label ?? '')), own(String(c.placeholder ?? '')));
      for (const o of (c.options as Array<{ label: string; description?: string }> | undefined) ?? []) out.push(own(o.label), o.description ?? '');
    }
  }
  return out.filter(Boolean);
}

/** Every {th,en} text reachable from a value (views, prompts): the engine's own words. */
function engineTexts(x: unknown, lang: Lang, out: Set<string>): Set<string> {
  if (Array.isArray(x)) for (const y of x) engineTexts(y, lang, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.th === 'string' && typeof o.en === 'string') { out.add(o[lang] as string); return out; }
    for (const v of Object.values(o)) engineTexts(v, lang, out);
  }
  return out;
}

function scrub(s: string, remove: Iterable<string>, extra: string[]): string {
  // Ids first (card ids): a short engine word could otherwise split them.
  let r = s.replace(/\b[A-Z]{2,}-[A-Z0-9-]+\b/g, ' ');
  for (const x of [...remove, ...extra].filter((y) => y.length > 1).sort((a, b) => b.length - a.length)) r = r.split(x).join(' ');
  return r.replace(/\b[a-z0-9]{12}\b/g, ' ').replace(/\b[A-Z]{2,}-[A-Z0-9-]+\b/g, ' ').replace(/\S+\.(txt|png)\b/g, ' ').replace(/\(\d+(\.\d+)*(\([a-z]\))?\)/g, ' ').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, ' ');
}

function check(strings: string[], lang: Lang, engineWords: Set<string>, where: string, bad: string[]): void {
  for (const s of strings) {
    const clean = scrub(s, engineWords, ['Somchai', 'Alice']);
    if (lang === 'en' && THAI.test(clean)) bad.push(`${where} [en]: ${s}`);
    if (lang === 'th') { const w = latinWordsOutsideTerms(clean); if (w.length) bad.push(`${where} [th] ${w.join(',')}: ${s}`); }
  }
}

describe('one language per message', () => {
  it('every Thai string of the bot is Thai (with the rulebook\'s key terms) and every English one has no Thai', () => {
    const bad: string[] = [];
    for (const k of ALL_KEYS) {
      const th = t('th', k).replace(/\{\w+\}/g, ' ');
      const en = t('en', k).replace(/\{\w+\}/g, ' ');
      if (THAI.test(en) && !/^lang\.name\./.test(k)) bad.push(`${k} [en]: ${en}`);
      // Slash-command mentions (/deck import file:) are what the user types, not prose.
      const w = latinWordsOutsideTerms(th.replace(/\/[a-z-]+(?: [a-z-]+)*:?/g, ' ').replace(/<[@#]?[^>]*>/g, ' ').replace(/\d+\.\d+(\.\d+)*/g, ' ').replace(/\.txt\b/g, ' '));
      if (w.length) bad.push(`${k} [th] ${w.join(',')}: ${th}`);
    }
    expect(bad).toEqual([]);
  });

  it('boards, panels, summaries, card views and logs of a whole match keep to one language', async () => {
    const { service } = await newMatch();
    let m: LoadedMatch = (await service.load(MATCH_ID))!;
    const bad: string[] = [];
    const pickOpt = (p: Prompt) => {
      const first = ['stream', 'cast', 'attack', 'pass'].map((g) => p.options.find((o) => o.group === g)).find((o) => o);
      return p.kind === 'priority' && first ? [first.id] : p.options.filter((o) => o.id !== 'cancel').slice(0, Math.max(p.min, 1)).map((o) => o.id);
    };
    for (let i = 0; i < 300 && m.prompt; i++) {
      const marked = { ...m, prompt: markedEngine.currentPrompt(m.state) };
      for (const lang of ['th', 'en'] as const) {
        const views = [realEngine.viewFor(m.state, 'spectator'), realEngine.viewFor(m.state, 0), realEngine.viewFor(m.state, 1)];
        const words = engineTexts([views, m.prompt, (views[1]!.players[0].hand ?? []).map((c) => realEngine.whyNotPlayable(m.state, 0, c.objectId)), (views[2]!.players[1].hand ?? []).map((c) => realEngine.whyNotPlayable(m.state, 1, c.objectId))], lang, new Set());
        const withLang = { ...marked, meta: { ...marked.meta, lang } };
        check(shown(publicBoard(markedEngine, withLang, { decisionMs: 180_000 })), lang, words, `board v${m.snap.version}`, bad);
        for (const seat of [0, 1] as const) check(shown(handPanel(markedEngine, withLang, seat, lang)), lang, words, `panel ${seat} v${m.snap.version}`, bad);
        check(shown({ embeds: [turnSummary(views[0]!, 1, lang)] }), lang, words, 'summary', bad);
        const sel = cardSelect(MATCH_ID, views[0]! as FadalgiaView, lang);
        if (sel) check(shown({ components: [sel] }), lang, words, 'card list', bad);
        for (const c of publicCards(views[0]! as FadalgiaView).slice(0, 3)) check(shown({ embeds: [cardEmbed(c, lang)] }), lang, words, 'card', bad);
        check(shown(oldPanel(lang)), lang, words, 'old panel', bad);
      }
      if (bad.length > 20) break;
      const r = await service.act({ matchId: MATCH_ID, userId: userOf(m.prompt.seat), interactionId: `l${m.snap.version}`, now: 1,
        decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: pickOpt(p!) } }) });
      if (r.kind !== 'applied') throw new Error(r.kind);
      m = r.after;
    }
    for (const lang of ['th', 'en'] as const) {
      const records = await service.log(MATCH_ID);
      const words = engineTexts(records, lang, new Set());
      check(publicLogText(records, lang, (s) => (s === 0 ? 'Somchai' : 'Alice')).split('\n'), lang, words, 'log', bad);
    }
    expect(bad.slice(0, 20)).toEqual([]);
  });
});
