/**
 * Rule search. Resolution order: an entry id or section number (exact, then its subsections, then numbers
 * that extend it) → a glossary name → full text (MiniSearch over the hybrid tokens) with an exact-phrase boost.
 * An unknown section number answers with the nearest sections, flagged `nearest`.
 */
import MiniSearch from 'minisearch';
import { ancestry } from '../model/build.js';
import { compareNumbers, oneDigitNeighbours, parentNumber } from '../model/numbers.js';
import type { GameId, RuleEntry, Rulebook } from '../model/types.js';
import { analyze } from './analyze.js';
import { GAME_HINTS, QUERY_STOPWORDS } from './aliases.js';
import { buildGlossary, glossaryTargets, type Glossary } from './glossary.js';
import { normalizeText } from './normalize.js';

export type MatchKind = 'id' | 'number-prefix' | 'nearest' | 'glossary' | 'text';

export interface SearchHit {
  entry: RuleEntry;
  score: number;
  kind: MatchKind;
}

export interface SearchOptions {
  game?: GameId;
  limit?: number;
  /** Autocomplete: the last word may be unfinished, so it is also matched as a prefix. */
  prefix?: boolean;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Set when the query named a section number that does not exist. */
  missingNumber?: string;
}

interface IndexedDoc {
  id: string;
}

/** A query token found in more than this share of entries says nothing about which one is meant. */
const MAX_DF_SHARE = 0.25;

const NUMBER_IN_QUERY = /(?<![\d.])(\d{3}(?:\.\d+)*)(?:\([a-z]\))?(?![\d])/;
const ID_QUERY = /^(?:fb|sd|smn):[a-z0-9.-]+$/;
const DOC_PRIOR: Record<string, number> = { 'fadalgia-comprehensive': 1, 'fadalgia-basic': 0.9, 'spirit-duel': 1, 'summoner-master-nihil': 1 };

export class RuleSearch {
  readonly glossary: Glossary;
  private readonly mini: MiniSearch<IndexedDoc>;
  private readonly normText = new Map<string, string>();
  private readonly numbers: string[];
  private readonly df: Map<string, number>;

  constructor(readonly book: Rulebook) {
    this.glossary = buildGlossary(book);
    // Each entry is analysed once; MiniSearch reads the tokens back by key instead of re-tokenising.
    const tokens = new Map<string, string[]>();
    const df = new Map<string, number>();
    for (const e of book.list) {
      const title = normalizeText(e.title);
      const body = normalizeText(e.text);
      this.normText.set(e.id, `${title}\n${body}`);
      const a = analyze(`${title}\n${body}`, this.glossary);
      tokens.set(`${e.id}\u0001words`, a.words);
      tokens.set(`${e.id}\u0001title`, analyze(title, this.glossary).words);
      tokens.set(`${e.id}\u0001grams`, a.grams);
      tokens.set(`${e.id}\u0001names`, this.expandNames(e.names));
      tokens.set(`${e.id}\u0001context`, ancestry(book, e.id).slice(0, -1).flatMap((x) => this.expandNames(x.names)));
      for (const t of new Set([...a.words, ...a.grams])) df.set(t, (df.get(t) ?? 0) + 1);
    }
    this.df = df;
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['title', 'names', 'context', 'words', 'grams'],
      storeFields: [],
      extractField: (doc, field) => (field === 'id' ? doc.id : `${doc.id}\u0001${field}`),
      tokenize: (key) => tokens.get(key) ?? [],
      processTerm: (t) => t,
      searchOptions: { processTerm: (t) => t },
    });
    this.mini.addAll(book.list.map((e) => ({ id: e.id })));
    this.numbers = book.list.filter((e) => e.number).map((e) => e.number!);
  }

  private expandNames(names: string[]): string[] {
    return [...new Set(names.map(normalizeText).map((n) => this.glossary.concept.get(n) ?? n))];
  }

  search(query: string, opts: SearchOptions = {}): SearchResult {
    const limit = opts.limit ?? 10;
    const q = normalizeText(query);
    if (q === '') return { hits: [] };
    const out = new Map<string, SearchHit>();
    const put = (entry: RuleEntry | undefined, score: number, kind: MatchKind) => {
      if (!entry || (opts.game && entry.game !== opts.game)) return;
      const prev = out.get(entry.id);
      if (!prev || prev.score < score) out.set(entry.id, { entry, score, kind });
    };
    let missingNumber: string | undefined;

    if (ID_QUERY.test(q)) put(this.book.entries.get(q), 1000, 'id');
    const num = NUMBER_IN_QUERY.exec(q)?.[1];
    if (num) {
      const exact = this.book.entries.get(num);
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

    const core = this.core(q);
    for (const form of [q, core]) {
      glossaryTargets(this.glossary, this.book, form, opts.game).forEach((id, i) => put(this.book.entries.get(id), 800 - i, 'glossary'));
    }

    for (const hit of this.fullText(q, opts)) put(hit.entry, hit.score, 'text');
    const hits = [...out.values()].sort((a, b) => b.score - a.score || a.entry.order - b.entry.order).slice(0, limit);
    return missingNumber ? { hits, missingNumber } : { hits };
  }

  /** The query without question words, e.g. "reinforce คืออะไร" → "reinforce". */
  private core(q: string): string {
    const a = analyze(q, this.glossary, { query: true });
    if (a.terms.length === 1) {
      const rest = a.words.filter((w) => w !== a.terms[0] && !a.terms[0]!.includes(w));
      if (rest.length === 0) return a.terms[0]!;
    }
    return q.split(' ').filter((w) => !QUERY_STOPWORDS.has(w)).join(' ');
  }

  private fullText(q: string, opts: SearchOptions): { entry: RuleEntry; score: number }[] {
    const a = analyze(q, this.glossary, { query: true });
    const weights = new Map<string, number>();
    const common = MAX_DF_SHARE * this.book.list.length;
    for (const w of a.words) if ((this.df.get(w) ?? 0) <= common) weights.set(w, 1);
    const targetBonus = new Map<string, number>();
    for (const t of a.terms) for (const id of this.glossary.targets.get(t) ?? []) targetBonus.set(id, 1.1);
    for (const g of a.grams) if (!weights.has(g) && (this.df.get(g) ?? 0) <= common) weights.set(g, 0.25);
    const terms = [...weights.keys()];
    if (terms.length === 0) return [];
    const last = terms.filter((t) => !t.startsWith('§')).at(-1);
    const raw = this.mini.search(terms.join('\u0000'), {
      tokenize: (s) => s.split('\u0000'),
      boost: { title: 1.5, names: 1.5, context: 1, words: 1, grams: 0.5 },
      boostTerm: (t) => weights.get(t) ?? 1,
      fuzzy: (t) => (/^[a-z]{5,}$/.test(t) ? 0.2 : false),
      prefix: (t) => Boolean(opts.prefix) && t === last && /^[a-z]{2,}$/.test(t),
      combineWith: 'OR',
      ...(opts.game ? { filter: (r) => this.book.entries.get(r.id)?.game === opts.game } : {}),
    });
    if (raw.length === 0) return [];
    const max = raw[0]!.score;
    const phrase = this.core(q);
    const spans = a.spans.filter((sp) => sp.length >= 4 && sp !== phrase);
    const hinted = opts.game ? new Set<string>() : this.hintedGames(a.words, a.terms);
    return raw.slice(0, 60).map((r) => {
      const entry = this.book.entries.get(r.id)!;
      const text = this.normText.get(r.id)!;
      let s = (100 * r.score) / max;
      if (phrase.length >= 4 && text.includes(phrase)) s *= 1.5;
      for (const sp of spans) if (text.includes(sp)) s *= 1 + Math.min(0.4, sp.length / 25);
      if (hinted.size > 0 && !hinted.has(entry.game)) s *= 0.4;
      s *= targetBonus.get(r.id) ?? 1;
      s *= DOC_PRIOR[entry.doc] ?? 1;
      return { entry, score: Math.round(s * 100) / 100 };
    });
  }

  private hintedGames(words: string[], terms: string[]): Set<string> {
    const present = new Set([...words, ...terms.flatMap((t) => this.glossary.equivalents.get(t) ?? [t])]);
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
