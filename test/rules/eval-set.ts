/**
 * The whole /rule evaluation (issues 18 and 33) with its fixed split: a question is held out when a hash of
 * its text says so (one in three), so the split never depends on order and tuning can be told to look only
 * at the rest. Shared by the bench (`npm run bench -- rules`) and the tests.
 */
import { pagesOf } from '../../src/rules/discord/view.js';
import type { RuleSearch } from '../../src/rules/search/engine.js';
import { CONFIDENCE, judgeAnswer } from '../../src/rules/search/confidence.js';
import { EVAL } from './eval-questions.js';
import { FADALGIA_NEW, NIHIL_NEW, NONE_NEW, SM_BASE_NEW, SPIRIT_DUEL_NEW, type Item } from './eval-discord.js';
import { FADALGIA_MORE, NIHIL_MORE, NONE_MORE, SM_BASE_MORE, SPIRIT_DUEL_MORE } from './eval-discord-more.js';
import { FADALGIA_THIRD, NIHIL_THIRD, SPIRIT_DUEL_THIRD } from './eval-discord-third.js';
import { FADALGIA_FOURTH, NIHIL_FOURTH, SPIRIT_DUEL_FOURTH } from './eval-discord-fourth.js';
import { FADALGIA_FIFTH, SPIRIT_DUEL_FIFTH } from './eval-discord-fifth.js';
import { FADALGIA_SIXTH, SPIRIT_DUEL_SIXTH } from './eval-discord-sixth.js';
import { FADALGIA_SEVENTH, SPIRIT_DUEL_SEVENTH } from './eval-discord-seventh.js';
import { FADALGIA_EIGHTH, SPIRIT_DUEL_EIGHTH } from './eval-discord-eighth.js';

/** `none`: a question about another game or about nothing in any rulebook. */
export type EvalGame = 'fadalgia' | 'spirit-duel' | 'summoner-master' | 'none';

export interface EvalItem {
  q: string;
  /** Sections that answer it; empty when the rulebooks we hold do not. */
  expect: readonly string[];
  game: EvalGame;
  lang: 'th' | 'en';
  heldOut: boolean;
  /** `18`: the older set, which earlier tuning has seen; `33`: written for issue 33. */
  issue: 18 | 33;
  /** Which batch of questions it was written in (BATCHES): cross-validation leaves one batch out at a time. */
  batch: Batch;
}

/** The batches in the order they were written: issue 18's set, then issue 33's first to eighth Discord batches. */
export const BATCHES = ['issue-18', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type Batch = (typeof BATCHES)[number];

/** FNV-1a over the question's UTF-16 code units: stable across runs and machines. */
export function questionHash(q: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < q.length; i++) {
    h ^= q.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const isHeldOut = (q: string): boolean => questionHash(q) % 3 === 0;

function gameOf(expect: readonly string[], fallback: EvalGame): EvalGame {
  const id = expect[0];
  if (!id) return fallback;
  if (id.startsWith('sd:')) return 'spirit-duel';
  if (id.startsWith('smn:')) return 'summoner-master';
  return 'fadalgia';
}

const item = (q: string, expect: readonly string[], fallback: EvalGame, issue: 18 | 33, batch: Batch): EvalItem => ({
  q, expect, game: gameOf(expect, fallback), lang: /[\u0e00-\u0e7f]/.test(q) ? 'th' : 'en', heldOut: isHeldOut(q), issue, batch,
});

const fromNew = (items: readonly Item[], fallback: EvalGame, batch: Batch) => items.map(([q, expect]) => item(q, expect, fallback, 33, batch));

export const EVAL_SET: readonly EvalItem[] = [
  // The older set's `game` option (a player picking the game in the command) is dropped: no game named.
  ...EVAL.map((e) => item(e.q, e.expect, 'fadalgia', 18, 'issue-18')),
  ...fromNew(FADALGIA_NEW, 'fadalgia', 'first'),
  ...fromNew(SPIRIT_DUEL_NEW, 'spirit-duel', 'first'),
  ...fromNew(NIHIL_NEW, 'summoner-master', 'first'),
  ...fromNew(SM_BASE_NEW, 'summoner-master', 'first'),
  ...fromNew(NONE_NEW, 'none', 'first'),
  ...fromNew(FADALGIA_MORE, 'fadalgia', 'second'),
  ...fromNew(SPIRIT_DUEL_MORE, 'spirit-duel', 'second'),
  ...fromNew(NIHIL_MORE, 'summoner-master', 'second'),
  ...fromNew(SM_BASE_MORE, 'summoner-master', 'second'),
  ...fromNew(NONE_MORE, 'none', 'second'),
  ...fromNew(FADALGIA_THIRD, 'fadalgia', 'third'),
  ...fromNew(SPIRIT_DUEL_THIRD, 'spirit-duel', 'third'),
  ...fromNew(NIHIL_THIRD, 'summoner-master', 'third'),
  ...fromNew(FADALGIA_FOURTH, 'fadalgia', 'fourth'),
  ...fromNew(SPIRIT_DUEL_FOURTH, 'spirit-duel', 'fourth'),
  ...fromNew(NIHIL_FOURTH, 'summoner-master', 'fourth'),
  ...fromNew(FADALGIA_FIFTH, 'fadalgia', 'fifth'),
  ...fromNew(SPIRIT_DUEL_FIFTH, 'spirit-duel', 'fifth'),
  ...fromNew(FADALGIA_SIXTH, 'fadalgia', 'sixth'),
  ...fromNew(SPIRIT_DUEL_SIXTH, 'spirit-duel', 'sixth'),
  ...fromNew(FADALGIA_SEVENTH, 'fadalgia', 'seventh'),
  ...fromNew(SPIRIT_DUEL_SEVENTH, 'spirit-duel', 'seventh'),
  ...fromNew(FADALGIA_EIGHTH, 'fadalgia', 'eighth'),
  ...fromNew(SPIRIT_DUEL_EIGHTH, 'spirit-duel', 'eighth'),
];

export interface EvalOutcome extends EvalItem {
  ids: string[];
  /** Whether /rule presents its first hit as the answer (not "maybe related"). */
  confident: boolean;
  /** Answerable: a right section first / among the first three. Not answerable: /rule says so. */
  hit1: boolean;
  hit3: boolean;
}

export function runEval(search: RuleSearch, items: readonly EvalItem[] = EVAL_SET, limits = CONFIDENCE): EvalOutcome[] {
  return items.map((it) => {
    const result = search.search(it.q, { limit: 4 });
    const ids = result.hits.slice(0, 3).map((h) => h.entry.id);
    const { confident } = judgeAnswer(search, result, limits);
    const want = new Set(it.expect);
    const answerable = it.expect.length > 0;
    // A hit is shown with its guide ↔ comprehensive partners (discord/view.ts), either side answering; a section
    // is quoted with its subsections, so it answers when a right subsection is on its first page.
    const shows = (id: string | undefined) => showsAnswer(search, id, want);
    const hit1 = answerable ? shows(ids[0]) : !confident;
    const hit3 = answerable ? ids.some(shows) : !confident;
    return { ...it, ids, confident, hit1, hit3 };
  });
}

/** Whether /rule, showing this hit, quotes a wanted section: itself, a guide ↔ comprehensive partner, or a subsection on its first page. */
export function showsAnswer(search: RuleSearch, id: string | undefined, want: ReadonlySet<string>): boolean {
  return id ? [id, ...search.partners(id)].some((x) => want.has(x) || onFirstPage(search, x, want)) : false;
}

function onFirstPage(search: RuleSearch, id: string, want: ReadonlySet<string>): boolean {
  const inside = [...want].filter((w) => w.startsWith(`${id}.`));
  if (inside.length === 0) return false;
  const first = pagesOf(search.book, search.book.entries.get(id)!)[0] ?? '';
  return inside.some((w) => first.includes(`**${w}**`) || first.includes(search.book.entries.get(w)!.text.slice(0, 40)));
}

export interface Figures {
  n: number;
  hit1: number;
  hit3: number;
  /** Share of the confidently shown first answers that are right (an unanswerable question shown is wrong). */
  precision: number;
  shown: number;
}

export function figures(rs: readonly EvalOutcome[]): Figures {
  const shown = rs.filter((r) => r.confident);
  const right = shown.filter((r) => r.hit1 && r.expect.length > 0);
  const rate = (k: 'hit1' | 'hit3') => (rs.length ? rs.filter((r) => r[k]).length / rs.length : 1);
  return { n: rs.length, hit1: rate('hit1'), hit3: rate('hit3'), precision: shown.length ? right.length / shown.length : 1, shown: shown.length };
}

export const GAMES: readonly EvalGame[] = ['fadalgia', 'spirit-duel', 'summoner-master', 'none'];

export function report(rs: readonly EvalOutcome[]): string[] {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const line = (name: string, sub: readonly EvalOutcome[]) => {
    const f = figures(sub);
    return `${name.padEnd(34)} n=${String(f.n).padStart(3)} hit@1 ${pct(f.hit1).padStart(6)} hit@3 ${pct(f.hit3).padStart(6)} precision ${pct(f.precision).padStart(6)} (${f.shown} shown)`;
  };
  const out: string[] = [];
  for (const [split, sub] of [['tuning', rs.filter((r) => !r.heldOut)], ['held-out', rs.filter((r) => r.heldOut)]] as const) {
    out.push(line(`${split} all`, sub));
    for (const g of GAMES) out.push(line(`${split} ${g}`, sub.filter((r) => r.game === g)));
    for (const l of ['th', 'en'] as const) out.push(line(`${split} lang=${l}`, sub.filter((r) => r.lang === l)));
    out.push(line(`${split} issue-33 questions only`, sub.filter((r) => r.issue === 33)));
  }
  return out;
}

/** Tuning hit@3 of each batch (the held-out third is left out): how a change does on questions written at different times. */
export function batchFigures(rs: readonly EvalOutcome[]): { batch: Batch; f: Figures; byGame: Partial<Record<EvalGame, Figures>> }[] {
  const tuning = rs.filter((r) => !r.heldOut);
  return BATCHES.map((batch) => {
    const sub = tuning.filter((r) => r.batch === batch);
    const byGame: Partial<Record<EvalGame, Figures>> = {};
    for (const g of GAMES) if (sub.some((r) => r.game === g)) byGame[g] = figures(sub.filter((r) => r.game === g));
    return { batch, f: figures(sub), byGame };
  });
}
