/**
 * A community set of Summoner Master cards written for the tests (test/fixtures/card-sets/summoner-master-community.json):
 * it validates cleanly, uses every verb, trigger, condition, selector, amount, duration, player and target kind
 * of the language (checked against the schema's enums, so a new one must be covered here), and plays seeded
 * random matches (decks drawn from the set, pinned as the match's server cards) under the kernel's invariants
 * after every action (the checks of playouts.test.ts). SANAM_SM_COMMUNITY_PLAYOUTS sets the count (300 for a full run).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zoneInvariant } from '../../../src/engine/core/zones.js';
import { smCardSets } from '../../../src/engine/games/summoner-master/card-sets.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import type { SmDeck } from '../../../src/engine/games/summoner-master/deck.js';
import { amount, cond, dur, player, targetSpec, TRIGGERS, VERB_DOCS, who } from '../../../src/engine/games/summoner-master/language/schema.js';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { ZONES } from '../../../src/engine/games/summoner-master/zones.js';
import { prng, seedHex } from '../helpers/random-player.js';
import { sweep } from '../../support/seed.js';
import { m } from './helpers.js';
import { checkViews, choose, jsonOnly } from './invariants.js';

const FILE = JSON.parse(readFileSync(new URL('../../fixtures/card-sets/summoner-master-community.json', import.meta.url), 'utf8')) as { cards: unknown[] };
const GAMES = Number(process.env.SANAM_SM_COMMUNITY_PLAYOUTS ?? 60);
const MAX_ACTIONS = 6000;

function parsed(): CardDef[] {
  const r = smCardSets.parse(FILE.cards);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.card} › ${e.field}: ${e.message.en}`).join('\n'));
  return r.cards as CardDef[];
}

/** Every value of the language the set uses, as "kind:value" strings, read by the field it sits in. */
function used(cards: CardDef[]): Set<string> {
  const out = new Set<string>();
  const amountKind = (x: unknown) => (typeof x === 'number' ? 'number' : x && typeof x === 'object' ? ('of' in x ? 'of' : 'upTo' in x ? 'upTo' : 'count' in x ? 'count' : '?') : '?');
  const walk = (x: unknown, key = ''): void => {
    if (Array.isArray(x)) return x.forEach((v) => walk(v, key));
    if (key === 'who') out.add(`who:${typeof x === 'string' ? x : 'each'}`);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (typeof o.v === 'string') {
      out.add(`verb:${o.v}`);
      if (o.v === 'stat' || o.v === 'mp') out.add(`amount:${amountKind(o.by)}`);
      if (o.v === 'draw' || o.v === 'discard' || o.v === 'counters' || o.v === 'move-counters' || o.v === 'from-shrine') out.add(`amount:${amountKind(o.n)}`);
      if (typeof o.player === 'string') out.add(`player:${o.player}`);
    }
    if ((key === 'cond' || key === 'if') && typeof o.k === 'string') out.add(`cond:${o.k}`);
    if (key === 'dur' && typeof o.k === 'string') out.add(`dur:${o.k}`);
    if (key === 'target' && typeof o.kind === 'string') out.add(`target:${o.kind}`);
    if (typeof o.on === 'string') out.add(`trigger:${o.on}`);
    for (const [k, v] of Object.entries(o)) walk(v, k);
  };
  walk(cards);
  return out;
}

/** What the schema offers: read from its enums, so a verb or trigger added to the language must be covered here. */
function language(): string[] {
  const opts = (z: unknown) => (z as { options: unknown[] }).options;
  const lit = (z: unknown, k: string) => ((z as { shape: Record<string, { value: string }> }).shape[k]!.value);
  const whoEnum = opts(opts(who)[0]) as string[];
  expect(opts(amount)).toHaveLength(4); // number, a card's stat, upTo, count: the four named below
  return [
    ...Object.keys(VERB_DOCS).map((v) => `verb:${v}`), ...TRIGGERS.map((x) => `trigger:${x}`),
    ...opts(cond).map((c) => `cond:${lit(c, 'k')}`), ...opts(dur).map((c) => `dur:${lit(c, 'k')}`),
    ...whoEnum.map((x) => `who:${x}`), 'who:each', ...(opts(player) as string[]).map((x) => `player:${x}`),
    ...(opts((targetSpec as unknown as { shape: { kind: unknown } }).shape.kind) as string[]).map((x) => `target:${x}`),
    'amount:number', 'amount:of', 'amount:upTo', 'amount:count',
  ];
}

function deckFor(cards: CardDef[], rnd: (n: number) => number): SmDeck {
  const pick = <X>(pool: X[], n: number): X[] => {
    const left = [...pool];
    const out: X[] = [];
    while (out.length < n && left.length) out.push(left.splice(rnd(left.length), 1)[0]!);
    return out;
  };
  const seals = pick(cards.filter((c) => c.kind === 'seal').map((c) => c.id), 9).flatMap((id) => [id, id, id]);
  // The set has fewer Mystics than a deck needs (20, at most 2 copies): a precon's Mystics fill the rest.
  const own = cards.filter((c) => c.kind === 'mystic').flatMap((c) => [c.id, c.id]);
  const fill = (SM_PRECONS[rnd(SM_PRECONS.length)]!.deck as SmDeck).mystics;
  return { seals, mystics: [...own, ...fill].slice(0, Math.max(20, own.length)) };
}

/** One seeded match between two decks drawn from the set; returns its result rule and length. */
function playout(i: number, cards: CardDef[]): { rule: string; actions: number } {
  const rnd = prng(sweep(i + 101));
  const decks = [deckFor(cards, rnd), deckFor(cards, rnd)];
  const created = m.create({ matchId: `cm-${i}`, game: 'summoner-master', format: 'casual', seed: seedHex(sweep(i + 1)), seats: [{ name: 'A', deck: decks[0] }, { name: 'B', deck: decks[1] }], extraCards: cards });
  if ('code' in created) throw new Error(`game ${i}: ${created.message.en}`);
  let s = created;
  const sizes = decks.map((d) => d.seals.length + d.mystics.length);
  let n = 0;
  while (!m.result(s)) {
    if (n++ > MAX_ACTIONS) throw new Error(`game ${i} did not end in ${MAX_ACTIONS} actions`);
    const p = m.prompt(s);
    if (!p) throw new Error(`game ${i}: no prompt and no result`);
    jsonOnly(s, 'state');
    const r = m.apply(s, choose(m.legalActions(s, p.seat), rnd));
    if (!r.ok) throw new Error(`game ${i}: a legal action was refused: ${r.error.message.en}`);
    s = r.state;
    const bad = zoneInvariant(ZONES, s.zones);
    if (bad) throw new Error(`game ${i}: ${bad}`);
    const owned = [0, 0];
    for (const o of Object.values(s.zones.objs)) owned[o.owner]!++;
    if (owned[0] !== sizes[0] || owned[1] !== sizes[1]) throw new Error(`game ${i}: cards not conserved ${owned} vs ${sizes}`);
    checkViews(s, n % 25 === 0 ? ['spectator', 0, 1] : ['spectator']);
  }
  checkViews(s, ['spectator', 0, 1]);
  return { rule: m.result(s)!.rule ?? '?', actions: n };
}

describe('Summoner Master community test set', () => {
  it('validates cleanly through cardSets.parse: ≥ 30 new cards, none reusing a shipped id', () => {
    expect(parsed().length).toBeGreaterThanOrEqual(30);
  });

  it('uses every verb, trigger, condition, duration, selector, player, target kind and amount of the language', () => {
    const u = used(parsed());
    expect(language().filter((x) => !u.has(x))).toEqual([]);
  });

  it(`${GAMES} seeded playouts with decks drawn from the set end with a result and keep every invariant after every action`, () => {
    const cards = parsed();
    const reasons = new Map<string, number>();
    for (let i = 0; i < GAMES; i++) {
      const { rule } = playout(i, cards);
      reasons.set(rule, (reasons.get(rule) ?? 0) + 1);
    }
    expect([...reasons.keys()].every((r) => ['§13.1', '§13.3', '401.9.8'].includes(r))).toBe(true);
  }, 600_000);
});
