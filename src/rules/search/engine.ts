/**
 * Rule search. Resolution order: an entry id or section number (exact, then its subsections, then numbers
 * that extend it) → a glossary name → full text (MiniSearch over the hybrid tokens) with an exact-phrase boost.
 * An unknown section number answers with the nearest sections, flagged `nearest`.
 */
import MiniSearch from 'minisearch';
import { ancestry, subtree } from '../model/build.js';
import { compareNumbers, oneDigitNeighbours, parentNumber } from '../model/numbers.js';
import type { GameId, RuleEntry, Rulebook } from '../model/types.js';
import { analyze, type Analysis } from './analyze.js';
import { CROSS_GAME_FORMS, GAME_HINTS, QUERY_STOPWORDS } from './aliases.js';
import { buildGlossary, glossaryTargets, type Glossary } from './glossary.js';
import { normalizeText } from './normalize.js';
import { answersKind, askKind, uncoveredTopic, type Uncovered } from './intent.js';
import { SituationIndex, type QueryTerms, type Situation } from './situations.js';
import { CompoundSplitter, thaiVocabulary } from './compounds.js';
import { MEANING_PREFIX, meaningTokens } from './meanings.js';
import { LatentSpace } from './latent.js';
import { DEFAULT_WEIGHTS, type Weights } from './weights.js';
import { GISTS } from '../data/gists.js';
import { GUIDE_LINKS, KEYWORD_LINKS } from '../data/links.js';
import { SITUATIONS } from '../data/situations.js';

/** `ref`: ranked because a hit refers to it (604.6 → 503.5.4) or it refers to a hit (611.3.1 → 611.3). */
export type MatchKind = 'id' | 'number-prefix' | 'nearest' | 'glossary' | 'text' | 'situation' | 'ref';

export interface SearchHit {
  entry: RuleEntry;
  score: number;
  kind: MatchKind;
  /** Free text: the rule text's own score and the situations' score that were combined into `score`. */
  text?: number;
  situation?: number;
  /** What the latent space added to `score` (ranking only: /rule's confidence judges the score without it). */
  latent?: number;
}

interface Ranked {
  score: number;
  kind: MatchKind;
  text: number;
  situation: number;
  latent: number;
}

export interface SearchOptions {
  game?: GameId;
  limit?: number;
  /** Autocomplete: the last word may be unfinished, so it is also matched as a prefix. */
  prefix?: boolean;
  /** More situations to match, e.g. one server's community rulings (see rulings/situations.ts). */
  situations?: SituationIndex;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Set when the query named a section number that does not exist. */
  missingNumber?: string;
  /** Set when the question is about rule text we do not hold (its hits are only the closest we have). */
  uncovered?: Uncovered;
}

interface IndexedDoc {
  id: string;
}

/** A query token found in more than this share of entries says nothing about which one is meant. */
const MAX_DF_SHARE = 0.25;
const MAX_GRAM_DF_SHARE = 0.1;

const NUMBER_IN_QUERY = /(?<![\d.])(\d{3}(?:\.\d+)*)(?:\([a-z]\))?(?![\d])/;
/** Quoted words (see weights.ts quoteBoost). */
const QUOTED = /"([^"]{3,40})"|'([^']{3,40})'|(\[[^\]]{2,30}\])/g;
function quotedSpans(q: string): string[] {
  return [...q.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? m[3]!).trim()).filter((x) => x.length >= 3);
}
/** A three-digit number with a counting word after it ("120 วิ", "100 ใบ") is a quantity, not section 120 or 100. */
const QUANTITY = /^\d{3}\s*(?:วินาที|วิ|ใบ|หน่วย|ตัว|ครั้ง|แต้ม|นาที|เทิร์น|sec|secs|seconds?|cards?|points?|turns?)(?![a-z])/;
const ID_QUERY = /^(?:fb|sd|smn):[a-z0-9.-]+$/;
/** A section that says another "ถูกยกเลิก" (is revoked) names the one it revokes. */
const REVOKES = /ถูกยกเลิก/;
const GAME_NAMES = new Set(['¤spirit duel', '¤summoner master', '¤fadalgia']);

export class RuleSearch {
  readonly glossary: Glossary;
  private readonly mini: MiniSearch<IndexedDoc>;
  private readonly normText = new Map<string, string>();
  private readonly numbers: string[];
  private readonly df: Map<string, number>;
  readonly situations: SituationIndex;
  /** entry id → entries whose text refers to it (a dangling reference counts for its one-digit suggestion) */
  private readonly referrers = new Map<string, string[]>();
  /** entry id → the entries that revoke it ("กฎ 611.3 ถูกยกเลิก…" in 611.3.1) */
  private readonly revokers = new Map<string, string[]>();
  /** Both ways: guide paragraph ↔ comprehensive sections (data/links.ts) */
  private readonly guide = linkMap(GUIDE_LINKS);
  /** Both ways: keyword ↔ the rules it changes (data/links.ts) */
  private readonly keywordLinks = linkMap(KEYWORD_LINKS);
  private readonly compounds: CompoundSplitter;
  private readonly answerTexts = new Map<string, string>();
  /** Meaning space learnt from the rulebooks, gists and situations (latent.ts). */
  readonly latent: LatentSpace;
  /** Each situation's own text in the meaning space, with the entry it points to first. */
  private readonly situationPoints: { v: Float64Array; to: string }[] = [];
  private readonly latentTermWeight = (t: string) => (t.startsWith(MEANING_PREFIX) ? this.w.latentMeaning : 1);

  /** Ranking weights (weights.ts): the defaults unless a bench varies them. */
  private readonly w: Weights;

  constructor(readonly book: Rulebook, weights: Partial<Weights> = {}) {
    this.w = { ...DEFAULT_WEIGHTS, ...weights };
    this.glossary = buildGlossary(book);
    // Each entry is analysed once; MiniSearch reads the tokens back by key instead of re-tokenising.
    const tokens = new Map<string, string[]>();
    const df = new Map<string, number>();
    const entryWords = new Map<string, string[]>();
    const latentDocs = new Map<string, string[]>();
    for (const e of book.list) {
      const title = normalizeText(e.title);
      const body = normalizeText(e.text);
      this.normText.set(e.id, `${title}\n${body}`);
      const a = analyze(`${title}\n${body}`, this.glossary);
      tokens.set(`${e.id}\u0001words`, a.words);
      entryWords.set(e.id, a.words);
      // For most numbered sections the title is the opening of the text: counting it twice favours the
      // words a section leads with, which is what it is about.
      tokens.set(`${e.id}\u0001title`, analyze(title, this.glossary).words);
      // Presence is what a bigram tells: indexing each once halves the build.
      const grams = [...new Set(a.grams)];
      tokens.set(`${e.id}\u0001grams`, grams);
      tokens.set(`${e.id}\u0001names`, this.expandNames(e.names));
      const gist = analyze(normalizeText(GISTS[e.id] ?? ''), this.glossary);
      tokens.set(`${e.id}\u0001gist`, gist.words);
      const own = new Set(a.words);
      for (const t of new Set(gist.words)) if (!own.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
      const meaning = [...new Set([...meaningTokens(`${title}\n${body}`), ...meaningTokens(normalizeText(GISTS[e.id] ?? ''))])];
      latentDocs.set(e.id, [...a.words, ...gist.words, ...meaning]);
      tokens.set(`${e.id}\u0001meaning`, meaning);
      for (const t of meaning) df.set(t, (df.get(t) ?? 0) + 1);
      for (const r of e.refs) {
        const to = r.target ?? r.suggestion;
        if (to) this.referrers.set(to, [...(this.referrers.get(to) ?? []), e.id]);
        if (to && REVOKES.test(e.text)) this.revokers.set(to, [...(this.revokers.get(to) ?? []), e.id]);
      }
      tokens.set(`${e.id}\u0001context`, ancestry(book, e.id).slice(0, -1).flatMap((x) => this.expandNames(x.names)));
      for (const t of own) df.set(t, (df.get(t) ?? 0) + 1);
      for (const t of grams) df.set(t, (df.get(t) ?? 0) + 1);
    }
    // Compounds count as their parts too (หงายหน้า → หงาย, หน้า), once the whole text's vocabulary is known.
    this.compounds = new CompoundSplitter(thaiVocabulary(entryWords.values()));
    for (const [id, words] of entryWords) {
      const own = new Set(words);
      const parts = this.compounds.partsOf(words).filter((p) => !own.has(p));
      tokens.set(`${id}\u0001parts`, parts);
      for (const t of parts) df.set(t, (df.get(t) ?? 0) + 1);
    }
    this.df = df;
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['title', 'names', 'context', 'words', 'parts', 'grams', 'gist', 'meaning'],
      storeFields: [],
      extractField: (doc, field) => (field === 'id' ? doc.id : `${doc.id}\u0001${field}`),
      tokenize: (key) => tokens.get(key) ?? [],
      processTerm: (t) => t,
      searchOptions: { processTerm: (t) => t },
    });
    this.mini.addAll(book.list.map((e) => ({ id: e.id })));
    this.numbers = book.list.filter((e) => e.number).map((e) => e.number!);
    this.situations = this.situationIndex(SITUATIONS.flatMap((s) => s.q.map((text) => ({ text, to: s.to }))));
    // A situation's words are players' words for what its first (deciding) entry says.
    for (const s of SITUATIONS) {
      const doc = latentDocs.get(s.to[0]!);
      if (!doc) continue;
      for (const text of s.q) {
        const norm = normalizeText(text);
        doc.push(...analyze(norm, this.glossary, { query: true }).words, ...meaningTokens(norm));
      }
    }
    this.latent = new LatentSpace(latentDocs, { rank: this.w.latentRank });
    // Each situation is also a point of its own in the meaning space: a question near one player's wording is near
    // its section, even where the section's own text (with every situation's words mixed in) lies farther off.
    for (const s of SITUATIONS) {
      for (const text of s.q) {
        const norm = normalizeText(text);
        const v = this.latent.vector([...analyze(norm, this.glossary, { query: true }).words, ...meaningTokens(norm)], this.latentTermWeight);
        if (v && this.book.entries.has(s.to[0]!)) this.situationPoints.push({ v, to: s.to[0]! });
      }
    }
  }

  /** A situation index over the same analysis as the rule text (used for a server's rulings). */
  situationIndex(items: readonly Situation[]): SituationIndex {
    return new SituationIndex(this.glossary, items);
  }

  private expandNames(names: string[]): string[] {
    return [...new Set(names.map(normalizeText).map((n) => this.glossary.concept.get(n) ?? n))];
  }

  search(query: string, opts: SearchOptions = {}): SearchResult {
    const limit = opts.limit ?? 10;
    const q = normalizeText(query);
    if (q === '') return { hits: [] };
    const out = new Map<string, SearchHit>();
    const put = (entry: RuleEntry | undefined, score: number, kind: MatchKind, parts?: Ranked) => {
      if (!entry || (opts.game && entry.game !== opts.game)) return;
      const prev = out.get(entry.id);
      if (!prev || prev.score < score) out.set(entry.id, { entry, score, kind, ...(parts ? { text: parts.text, situation: parts.situation, latent: parts.latent } : {}) });
    };
    let missingNumber: string | undefined;

    const idHit = ID_QUERY.test(q) ? this.book.entries.get(q) : undefined;
    if (idHit) put(idHit, 1000, 'id');
    const m = NUMBER_IN_QUERY.exec(q);
    const num = m && !QUANTITY.test(q.slice(m.index)) ? m[1] : undefined;
    const exact = num ? this.book.entries.get(num) : undefined;
    if (num) {
      if (exact) {
        put(exact, 1000, 'id');
        exact.children.forEach((c, i) => put(this.book.entries.get(c), 950 - i, 'number-prefix'));
      } else if (!opts.game || opts.game === 'fadalgia') {
        missingNumber = num;
        this.nearest(num).forEach((n, i) => put(this.book.entries.get(n), 700 - i, 'nearest'));
      }
      // Numbers that extend what was typed (606.5.3 → 606.5.30…), always after the exact section.
      const extending = this.numbers.filter((n) => n !== num && n.startsWith(num) && !n.startsWith(`${num}.`));
      extending.sort(compareNumbers).slice(0, 25).forEach((n, i) => put(this.book.entries.get(n), 900 - i, 'number-prefix'));
    }
    // A section asked for by number brings what it refers to and what refers to it (604.6 → 503.5.4).
    for (const e of [idHit, exact]) if (e) this.linked(e.id).forEach((id, i) => put(this.book.entries.get(id), 940 - i, 'ref'));

    const a = analyze(q, this.glossary, { query: true, known: (w) => this.df.has(w) });
    // A compound the rule text never uses (ตีกลับ) is looked for by its parts.
    a.words.push(...this.compounds.partsOf(a.words.filter((w) => !this.df.has(w))).filter((p) => !a.words.includes(p)));
    // What the question means beyond its words (data/concepts.ts): "ออกจากสนาม" also asks about moving zones.
    a.words.push(...meaningTokens(q));
    // "How many can I…" asks for a ceiling: a count question also means the limit (สูงสุด, ไม่เกิน…).
    if (askKind(q) === 'count' && !a.words.includes(`${MEANING_PREFIX}limit`)) a.words.push(`${MEANING_PREFIX}limit`);
    const core = this.core(q, a);
    for (const form of [q, core]) {
      glossaryTargets(this.glossary, this.book, form, opts.game).forEach((id, i) => put(this.book.entries.get(id), 800 - i, 'glossary'));
    }

    const ranked = this.rankText(q, a, core, opts);
    for (const [id, r] of ranked) put(this.book.entries.get(id), r.score, r.kind, r);
    // Cross references: the best free-text answers lend most of their score to what they point at.
    const top = [...ranked].sort((a, b) => b[1].score - a[1].score).slice(0, 3);
    for (const [id, { score }] of top) {
      this.linked(id).forEach((to, i) => put(this.book.entries.get(to), score * (this.w.refShare - 0.05 * i), 'ref'));
      for (const to of this.keywordLinks.get(id) ?? []) put(this.book.entries.get(to), score * this.w.keywordShare, 'ref');
    }
    // A revoked rule found by its words is never the answer on its own: what revokes it ranks just above it.
    // (Asked for by number, the section itself comes first and its revoking subsection next.)
    for (const h of [...out.values()].filter((x) => x.kind !== 'id')) {
      for (const r of this.revokers.get(h.entry.id) ?? []) put(this.book.entries.get(r), h.score + 1, 'ref');
    }
    const sorted = [...out.values()].sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
    definitionsFirst(this.book, sorted, this.w.definitionShare);
    if (!idHit && !exact) this.shownTogetherLast(sorted);
    const hits = sorted.slice(0, limit);
    // A section asked for by number or id is what was asked, whatever words came with it.
    const uncovered = idHit || exact ? undefined : uncoveredTopic(q, a, this.glossary);
    return { hits, ...(missingNumber ? { missingNumber } : {}), ...(uncovered ? { uncovered } : {}) };
  }

  /** An entry's Thai text and English gist, lower-cased: what the kind of answer a question wants is looked for in. */
  private answerText(id: string): string {
    let t = this.answerTexts.get(id);
    if (t === undefined) {
      t = `${this.normText.get(id) ?? ''}\n${normalizeText(GISTS[id] ?? '')}`;
      this.answerTexts.set(id, t);
    }
    return t;
  }

  /**
   * A hit that /rule already shows with a better one — its guide ↔ comprehensive partner, or a subsection
   * quoted on that section's first page — leaves its place among the first three to the next distinct answer.
   */
  private shownTogetherLast(hits: SearchHit[]): void {
    const top: SearchHit[] = [];
    const later: SearchHit[] = [];
    // Only when all that it would show is shown already: a guide paragraph also brings its other partners.
    const shown = (id: string) => top.some((t) => t.entry.id === id || this.partners(t.entry.id).includes(id) || this.onFirstPage(t.entry, this.book.entries.get(id)!));
    for (const h of hits) {
      if (top.length < 3 && ![h.entry.id, ...this.partners(h.entry.id)].every(shown)) top.push(h);
      else later.push(h);
    }
    hits.splice(0, hits.length, ...top, ...later.sort((a, b) => b.score - a.score));
  }

  /** Whether a subsection's text is quoted on the first page of a section (see discord/view.ts, about 1,800 characters). */
  private onFirstPage(section: RuleEntry, sub: RuleEntry): boolean {
    if (!sub.id.startsWith(`${section.id}.`) && sub.parent !== section.id) return false;
    let used = 0;
    for (const d of subtree(this.book, section.id)) {
      used += d.text.length + (d.number?.length ?? 0) + 6;
      if (used > FIRST_PAGE_CHARS) return false;
      if (d.id === sub.id) return true;
    }
    return false;
  }

  /** The other side of a guide ↔ comprehensive link: the sections shown together with this one. */
  partners(id: string): readonly string[] {
    return this.guide.get(id) ?? [];
  }

  /** The general rules a keyword changes, or the keywords that change a rule (data/links.ts), for it and its ancestors. */
  keywordLinked(id: string): readonly string[] {
    return ancestry(this.book, id).flatMap((e) => this.keywordLinks.get(e.id) ?? []);
  }

  /** Entries an entry refers to (a dangling reference by its suggestion), then those that refer to it. */
  linked(id: string): string[] {
    const e = this.book.entries.get(id);
    if (!e) return [];
    const out = e.refs.map((r) => r.target ?? r.suggestion).filter((x): x is string => Boolean(x));
    for (const from of this.referrers.get(id) ?? []) if (!out.includes(from) && from !== id) out.push(from);
    return out.filter((x) => x !== id && x !== e.parent && !e.children.includes(x));
  }

  /** The query without question words, e.g. "reinforce คืออะไร" → "reinforce". */
  private core(q: string, a: Analysis): string {
    if (a.terms.length === 1) {
      const rest = a.words.filter((w) => !w.startsWith('¤') && w !== a.terms[0] && !a.terms[0]!.includes(w));
      if (rest.length === 0) return a.terms[0]!;
    }
    return q.split(' ').filter((w) => !QUERY_STOPWORDS.has(w)).join(' ');
  }

  /**
   * Free text and situations, combined per entry: the better of the two, plus a share of the other when both
   * agree. Each is scaled by how much of the query it covers, so one shared word counts for little.
   */
  private rankText(q: string, a: Analysis, phrase: string, opts: SearchOptions): Map<string, Ranked> {
    const weights = new Map<string, number>();
    const common = MAX_DF_SHARE * this.book.list.length;
    // A rare word says more about which entry is meant than a common one; a glossary concept is the subject.
    const n = this.book.list.length;
    for (const w of a.words) {
      const df = this.df.get(w) ?? 0;
      if (df > common) continue;
      const idf = Math.min(1, Math.max(0.3, Math.log(n / (df + 1)) / this.w.idfFull));
      weights.set(w, w.startsWith('¤') ? this.w.conceptWeight * idf : w.startsWith(MEANING_PREFIX) ? this.w.meaningWeight * idf : idf);
    }
    // Bigrams catch what segmentation missed; a frequent one matches half the book and only costs time.
    for (const g of a.grams) if (!weights.has(g) && (this.df.get(g) ?? 0) <= MAX_GRAM_DF_SHARE * n) weights.set(g, this.w.gramWeight);
    // A game's name ("spirit duel …") says which rulebook, not what the question is about: it only hints.
    for (const t of a.terms) {
      const concept = this.glossary.concept.get(t)!;
      if (!GAME_NAMES.has(concept)) continue;
      weights.delete(concept);
      for (const w of t.split(' ')) weights.delete(w);
    }
    const out = new Map<string, Ranked>();
    if (weights.size === 0) return out;
    const last = [...weights.keys()].filter((t) => !t.startsWith('§') && !t.startsWith(MEANING_PREFIX)).at(-1);
    const terms: QueryTerms = {
      weights,
      // Typos only: a word the index knows is matched as it is (fuzzy search over the whole tree is the costly part).
      fuzzy: (t) => (/^[a-z]{5,}$/.test(t) && !this.df.has(t) ? 0.2 : false),
      prefix: (t) => Boolean(opts.prefix) && t === last && /^[a-z]{2,}$/.test(t),
    };
    const accept = (id: string) => !opts.game || this.book.entries.get(id)?.game === opts.game;
    const kind = askKind(q);
    // While typing, the unfinished last word is unknown to the latent space, which would pull toward the rest.
    // A creature word of both games (มอน) stands for the Unit term, which only Fadalgia's text uses: in the meaning
    // space it would pull toward Fadalgia, so it counts there only when another form of the term was typed too.
    const shared = new Set(a.terms.filter((t) => CROSS_GAME_FORMS.has(t)).map((t) => this.glossary.concept.get(t)!));
    for (const t of a.terms) if (!CROSS_GAME_FORMS.has(t)) shared.delete(this.glossary.concept.get(t)!);
    const meant = shared.size ? a.words.filter((w) => !shared.has(w)) : a.words;
    const latent = opts.prefix ? new Map<string, number>() : this.latentSimilarities(meant);
    let hinted = opts.game ? new Set<string>() : this.hintedGames(a.words, a.terms);
    let other = a.terms.some((t) => GAME_NAMES.has(this.glossary.concept.get(t)!)) ? this.w.namedOtherGame : this.w.hintedOtherGame;
    const near = !opts.game && hinted.size === 0 ? this.latentGame(latent) : undefined;
    if (near) {
      hinted = new Set([near]);
      other = this.w.latentOtherGame;
    }
    const text = this.fullText(q, a, phrase, hinted, other, terms, opts);
    const sit = this.situations.match(terms, accept, this.w.situationCoverShare);
    if (opts.situations) {
      for (const [id, s] of opts.situations.match(terms, accept, this.w.situationCoverShare)) if ((sit.get(id) ?? 0) < s * this.w.rulingShare) sit.set(id, s * this.w.rulingShare);
    }
    const closest = [...latent].filter(([id, c]) => c > this.w.latentFloor && accept(id)).sort((x, y) => y[1] - x[1]).slice(0, this.w.latentTop).map(([id]) => id);
    for (const id of new Set([...text.keys(), ...sit.keys(), ...closest])) {
      const t = text.get(id) ?? 0;
      const entry = this.book.entries.get(id)!;
      // The game factor applies to every signal alike: a lift from meaning is no surer of the game than words are.
      const game = hinted.size > 0 && !hinted.has(entry.game) ? other : hinted.size === 0 && entry.game !== 'fadalgia' ? this.w.unhintedOtherGame : 1;
      const s = (sit.get(id) ?? 0) * this.w.situationWeight * game;
      let score = Math.max(t, s) + this.w.agreement * Math.min(t, s);
      const lift = this.w.latentWeight * 100 * Math.max(0, (latent.get(id) ?? 0) - this.w.latentFloor) * game;
      if (kind && answersKind(kind, this.answerText(id))) score *= this.w.askBoost;
      out.set(id, { score: Math.round((score + lift) * 100) / 100, kind: s > t ? 'situation' : 'text', text: t, situation: s, latent: lift });
    }
    return out;
  }

  /** Cosine of the question to each entry in the meaning space, or a share of its nearest situation's when higher. */
  private latentSimilarities(words: readonly string[]): Map<string, number> {
    const out = this.latent.similarities(words, this.latentTermWeight);
    const q = this.w.situationLatent > 0 ? this.latent.vector(words, this.latentTermWeight) : undefined;
    if (!q) return out;
    LatentSpace.cosines(q, this.situationPoints.map((p) => p.v)).forEach((c, i) => {
      const to = this.situationPoints[i]!.to;
      const s = this.w.situationLatent * c;
      if (s > (out.get(to) ?? 0)) out.set(to, s);
    });
    return out;
  }

  private fullText(q: string, a: Analysis, phrase: string, hinted: Set<string>, other: number, terms: QueryTerms, opts: SearchOptions): Map<string, number> {
    const out = new Map<string, number>();
    const targetBonus = new Map<string, number>();
    // The entry a named term defines, and its subsections (606.5.29.2 for "reinforce … attack a unit").
    // A creature word of both games (มอน) names no one game's term: it lends no section of Unit its bonus.
    for (const t of a.terms.filter((x) => !CROSS_GAME_FORMS.has(x))) {
      for (const id of this.glossary.targets.get(t) ?? []) {
        for (const d of subtree(this.book, id)) targetBonus.set(d.id, Math.max(targetBonus.get(d.id) ?? 1, d.id === id ? this.w.termBonusSelf : this.w.termBonus));
      }
    }
    const raw = this.mini.search([...terms.weights.keys()].join('\u0000'), {
      tokenize: (s) => s.split('\u0000'),
      boost: { title: 1.5, names: 1.5, context: 1, words: 1, parts: this.w.partsBoost, grams: 0.5, gist: 1, meaning: 1 },
      boostTerm: (t) => terms.weights.get(t) ?? 1,
      fuzzy: terms.fuzzy,
      prefix: terms.prefix,
      combineWith: 'OR',
      ...(opts.game ? { filter: (r) => this.book.entries.get(r.id)?.game === opts.game } : {}),
    });
    if (raw.length === 0) return out;
    const max = raw[0]!.score;
    const total = [...terms.weights.values()].reduce((x, y) => x + y, 0);
    const spans = a.spans.filter((sp) => sp.length >= 4 && sp !== phrase);
    const quoted = quotedSpans(q);
    for (const r of raw.slice(0, 60)) {
      const entry = this.book.entries.get(r.id)!;
      const text = this.normText.get(r.id)!;
      const covered = r.queryTerms.reduce((x, t) => x + (terms.weights.get(t) ?? 0), 0) / total;
      let s = (100 * r.score) / max * (1 - this.w.coverShare + this.w.coverShare * covered);
      if (phrase.length >= 4 && text.includes(phrase)) s *= this.w.phraseBoost;
      for (const sp of spans) if (text.includes(sp)) s *= 1 + Math.min(0.4, sp.length / 25);
      if (quoted.some((qt) => text.includes(qt))) s *= this.w.quoteBoost;
      if (hinted.size > 0 && !hinted.has(entry.game)) s *= other;
      else if (hinted.size === 0 && entry.game !== 'fadalgia') s *= this.w.unhintedOtherGame;
      s *= targetBonus.get(r.id) ?? 1;
      if (entry.doc === 'fadalgia-basic') s *= this.w.guidePrior;
      out.set(r.id, s);
    }
    return out;
  }

  /**
   * The game whose sections the question's meaning is nearest to, when no word of it says which: each game's
   * closest few entries in the latent space, averaged; only a clear lead counts.
   */
  private latentGame(latent: ReadonlyMap<string, number>): string | undefined {
    const by = new Map<string, number[]>();
    for (const [id, c] of latent) {
      const g = this.book.entries.get(id)!.game;
      let l = by.get(g);
      if (!l) by.set(g, (l = []));
      l.push(c);
    }
    const near = (g: string) => {
      const top = (by.get(g) ?? []).sort((x, y) => y - x).slice(0, this.w.latentGameTop);
      return top.length ? top.reduce((x, y) => x + y, 0) / top.length : 0;
    };
    const base = near('fadalgia');
    const lead = [...by.keys()].filter((g) => g !== 'fadalgia').map((g) => [g, near(g) - base] as const).sort((x, y) => y[1] - x[1])[0];
    return lead && lead[1] > this.w.latentGameMargin ? lead[0] : undefined;
  }

  private hintedGames(words: string[], terms: string[]): Set<string> {
    // A word players use for either game's creatures (มอน for a Unit or a Spirit) says nothing of which game.
    const present = new Set([...words.filter((w) => !CROSS_GAME_FORMS.has(w)), ...terms.filter((t) => !CROSS_GAME_FORMS.has(t)).flatMap((t) => this.glossary.equivalents.get(t) ?? [t])]);
    const games = new Set<string>();
    for (const [game, hints] of Object.entries(GAME_HINTS)) if (hints.some((h) => present.has(h))) games.add(game);
    return games;
  }

  /** For a section number that does not exist: its closest existing ancestor, one-digit look-alikes, and neighbours. */
  nearest(n: string): string[] {
    const out: string[] = [];
    for (const near of oneDigitNeighbours(n, this.numbers)) out.push(near);
    let p = parentNumber(n);
    while (p !== null && !this.book.entries.has(p)) p = parentNumber(p);
    if (p !== null) {
      out.push(p);
      const siblings = this.book.entries.get(p)!.children;
      const below = siblings.filter((s) => compareNumbers(s, n) < 0).at(-1);
      const above = siblings.find((s) => compareNumbers(s, n) > 0);
      if (below) out.push(below);
      if (above) out.push(above);
    } else {
      const head = this.numbers.filter((x) => !x.includes('.'));
      const below = head.filter((s) => compareNumbers(s, n) < 0).at(-1);
      const above = head.find((s) => compareNumbers(s, n) > 0);
      if (below) out.push(below);
      if (above) out.push(above);
    }
    return [...new Set(out)];
  }
}

/** A little under /rule's page (PAGE_CHARS in discord/view.ts), for the markup around each subsection. */
const FIRST_PAGE_CHARS = 1700;

/** Puts a Nihil keyword's definition just above its own example block when it scores close to it. */
function definitionsFirst(book: Rulebook, hits: SearchHit[], share: number): void {
  for (let i = 0; i < Math.min(3, hits.length); i++) {
    const e = hits[i]!.entry;
    if (e.doc !== 'summoner-master-nihil' || !e.parent) continue;
    const j = hits.findIndex((h, k) => k > i && h.entry.id === e.parent);
    if (j < 0 || hits[j]!.score < share * hits[i]!.score || !book.entries.get(e.parent)?.text) continue;
    hits.splice(i, 0, ...hits.splice(j, 1));
  }
}

function linkMap(links: Readonly<Record<string, readonly string[]>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (a: string, b: string) => out.set(a, [...new Set([...(out.get(a) ?? []), b])]);
  for (const [from, tos] of Object.entries(links)) for (const to of tos) {
    add(from, to);
    add(to, from);
  }
  return out;
}
