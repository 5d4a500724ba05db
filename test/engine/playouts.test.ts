/**
 * Random playouts (Pokémon Showdown's runner, as a property test): both seats pick random legal actions
 * over many seeds. After every action: the state is plain JSON (so it survives a JSON round trip), apply()
 * did not mutate its input (every state is deep-frozen before it is applied, so a write to it throws
 * where it happens), every card is in exactly one zone (conservation); every 25th action and at the end,
 * the spectator view reveals no hidden card (no hidden object id; the view does not change when the
 * hidden cards are permuted). Every game must end by itself (no turn cap exists in the rules: decks run
 * out, 101.3.3.3).
 *
 * Speed: states share unchanged parts with their predecessor, so the JSON check and the freeze walk only
 * what is new (a frozen sub-tree was checked when it was frozen).
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, viewFor, type MatchState } from './helpers/fadalgia-api.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

const GAMES = Number(process.env.SANAM_PLAYOUTS ?? 200);
const MAX_ACTIONS = 4000;

function zonesOf(s: MatchState): string[] {
  const ids: string[] = [];
  for (const p of s.players) ids.push(...p.main, ...p.life, ...p.hand, ...p.grave, ...p.outer, ...p.field, ...p.mana);
  for (const e of s.brk) if (e.kind === 'card') ids.push(e.src);
  for (const w of s.work) if (w.k === 'res' && w.e.kind === 'card' && s.objs[w.e.src]?.zone === 'break') ids.push(w.e.src);
  return ids;
}

function fail(msg: string): never {
  throw new Error(msg);
}

function checkConservation(s: MatchState, deckSizes: [number, number]): void {
  const ids = zonesOf(s);
  const set = new Set(ids);
  if (set.size !== ids.length) fail('a card is in two zones');
  const keys = Object.keys(s.objs);
  if (keys.length !== ids.length || !keys.every((k) => set.has(k))) fail('an object is in no zone (or a zone lists a missing object)');
  const real: [number, number] = [0, 0];
  for (const k of keys) {
    const o = s.objs[k]!;
    if (!o.token) real[o.owner]++;
  }
  if (real[0] !== deckSizes[0] || real[1] !== deckSizes[1]) fail(`cards not conserved: ${real} vs ${deckSizes}`);
}

/**
 * Only JSON values: plain objects/arrays, strings, finite numbers (not -0), booleans, null; no undefined.
 * Each checked object/array is frozen: apply() must never write to a state it was given, and an
 * already-frozen sub-tree (shared with an earlier state) was checked before.
 */
function checkJsonAndFreeze(v: unknown, path = 'state'): void {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
  if (typeof v === 'number') return void ((Number.isFinite(v) && !Object.is(v, -0)) || fail(`${path} is not a finite JSON number`));
  if (typeof v !== 'object') fail(`${path} is not JSON (${typeof v})`);
  if (Object.isFrozen(v)) return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) fail(`${path}[${i}] is a hole`);
      checkJsonAndFreeze(v[i], `${path}[${i}]`);
    }
  } else if (Object.getPrototypeOf(v) === Object.prototype) {
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) fail(`${path}.${k} is undefined`);
      checkJsonAndFreeze(x, `${path}.${k}`);
    }
  } else fail(`${path} is not a plain object`);
  Object.freeze(v);
}

function hiddenIds(s: MatchState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    out.push(...p.main, ...p.life, ...p.hand);
    for (const id of p.mana) if (!s.objs[id]?.faceUp) out.push(id);
  }
  return out;
}

/** Same state with the card identities of all hidden objects permuted. */
function permuteHidden(s: MatchState, rnd: (n: number) => number): MatchState {
  const c = JSON.parse(JSON.stringify(s)) as MatchState;
  const ids = hiddenIds(c);
  const cards = ids.map((id) => c.objs[id]!.cardId);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  ids.forEach((id, i) => (c.objs[id]!.cardId = cards[i]!));
  return c;
}

/** Every JSON string token of a serialised view (keys and values), quotes included. */
function stringTokens(json: string): Set<string> {
  return new Set(json.match(/"(?:[^"\\]|\\.)*"/g) ?? []);
}

function checkSpectator(s: MatchState, rnd: (n: number) => number): void {
  const v = viewFor(s, 'spectator');
  const json = JSON.stringify(v);
  const tokens = stringTokens(json);
  const leaked = hiddenIds(s).filter((id) => tokens.has(`"${id}"`));
  expect(leaked, 'hidden ids in the spectator view').toEqual([]);
  expect(json.includes(s.rng.seed)).toBe(false);
  expect(JSON.stringify(viewFor(permuteHidden(s, rnd), 'spectator'))).toBe(json);
  // A seat's own view never shows the opponent's hand.
  for (const seat of [0, 1] as const) {
    const mine = stringTokens(JSON.stringify(viewFor(s, seat)));
    expect(s.players[seat === 0 ? 1 : 0].hand.filter((id) => mine.has(`"${id}"`))).toEqual([]);
  }
}

function playout(i: number): { actions: number; state: MatchState } {
  const format = i % 3 === 2 ? 'starter-c' : 'standard';
  const decks = PRECONS.filter((p) => p.format === format);
  const a = decks[i % decks.length]!;
  const b = decks[(i + 1) % decks.length]!;
  const created = createMatch({ matchId: `po-${i}`, game: 'fadalgia', format, seed: seedHex(i), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  const sizes: [number, number] = [a.deck.main.length + a.deck.life.length, b.deck.main.length + b.deck.life.length];
  const rnd = prng(i + 7);
  let s = created;
  checkJsonAndFreeze(s);
  let n = 0;
  while (!result(s)) {
    if (n >= MAX_ACTIONS) fail(`game ${i} did not end within ${MAX_ACTIONS} actions`);
    const p = currentPrompt(s) ?? fail('no prompt in a running game');
    if (legalActions(s, p.seat === 0 ? 1 : 0).length !== 1) fail('the seat without a prompt may only concede');
    // `s` is deep-frozen: a write to it inside apply() throws a TypeError here.
    const r = apply(s, pickRandom(legalActions(s, p.seat), rnd));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
    if (r.state.version !== s.version + 1) fail('version not incremented');
    s = r.state;
    n++;
    checkJsonAndFreeze(s);
    checkConservation(s, sizes);
    if (n % 25 === 0) checkSpectator(s, rnd);
  }
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  checkSpectator(s, rnd);
  return { actions: n, state: s };
}

describe('random playouts', () => {
  it.each([0, 1])(`${GAMES} seeded random games end naturally with every invariant holding (half %i)`, (half) => {
    const reasons = new Map<string, number>();
    let total = 0;
    for (let i = half; i < GAMES; i += 2) {
      const { actions, state } = playout(i);
      total += actions;
      const r = result(state)!;
      reasons.set(r.rule ?? '?', (reasons.get(r.rule ?? '?') ?? 0) + 1);
    }
    expect(total).toBeGreaterThan((GAMES / 2) * 20);
    // Natural ends only: life or main pile run out (101.3.2.2 / 101.3.2.3), never a concession.
    for (const rule of reasons.keys()) expect(['101.3.2.2', '101.3.2.3', '101.3.2.1', '101.3']).toContain(rule);
  }, 120_000);
});
