/**
 * A community set of Spirit Duel cards written for the tests (test/fixtures/card-sets/spirit-duel-community.json):
 * it validates cleanly, uses every verb, selector, amount, condition, duration, trigger and Trap timing of the
 * language, and plays seeded random matches (decks drawn from the set, pinned as the match's server cards) under
 * the kernel invariants after every action.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Condition, Duration, Effect, SpiritRef, TrapTiming, TriggerOn, Whose, type SDCard } from '../../../src/engine/games/spirit-duel/language.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { communityMatch, parsed, randomAction } from './playout-start.js';
import { sd } from './helpers.js';
import { checkInvariants } from './invariants.js';

/**
 * 150 matches: bench/sd-playout-reach.ts community shows the first 100 already reach every prompt kind, prompt kind ×
 * chosen option kind, rule section, log line shape, card of the set and result rule that 300 reach.
 */
const SEEDS = Number(process.env.SD_COMMUNITY_SEEDS ?? 150);

/** Every value of the language this set uses, as "kind:value" strings. */
function used(cards: SDCard[]): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown, key = ''): void => {
    if (Array.isArray(x)) return x.forEach((v) => walk(v, key));
    if (!x || typeof x !== 'object') {
      if (key === 'amount' && typeof x === 'number') out.add('amount:number');
      if (key === 'amount' && x === 'all') out.add('amount:all');
      return;
    }
    const o = x as Record<string, unknown>;
    if (typeof o.do === 'string') out.add(`verb:${o.do}`);
    if (typeof o.k === 'string') out.add(`condition:${o.k}`);
    if (typeof o.ref === 'string') out.add(`ref:${o.ref}`);
    if ('choose' in o) out.add(o.upTo ? 'selector:choose-up-to' : 'selector:choose');
    if ('each' in o) out.add('selector:each');
    if (typeof o.duration === 'string') out.add(`duration:${o.duration}`);
    if (typeof o.player === 'string') out.add(`player:${o.player}`);
    if (typeof o.on === 'string') {
      out.add(`on:${o.on}`);
      out.add(`whose:${String(o.whose)}`);
    }
    if (typeof o.timing === 'string') out.add(`timing:${o.timing}`);
    if (key === 'amount' && 'upTo' in o) out.add('amount:upTo');
    if (key === 'amount' && 'count' in o) out.add('amount:count');
    for (const [k, v] of Object.entries(o)) walk(v, k);
  };
  walk(cards);
  return out;
}

/**
 * Deep-freezes a state apply returned, skipping what is frozen already (the log lines and shuffle secrets it
 * shares with the state before): apply then cannot change its input without throwing (test files are ES
 * modules, so strict mode), a cheaper check than comparing JSON copies before and after every action.
 */
function freeze(v: unknown): void {
  if (!v || typeof v !== 'object' || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) freeze(x);
}

describe('Spirit Duel community test set', () => {
  it('validates cleanly: ≥ 30 new cards, none reusing a shipped id', () => {
    expect(parsed().length).toBeGreaterThanOrEqual(30);
  });

  it('uses every verb, selector, amount, condition, duration, player, trigger and Trap timing of the language', () => {
    const u = used(parsed());
    const all = [
      ...Effect.options.map((o) => `verb:${o.shape.do.value}`), ...Condition.options.map((o) => `condition:${o.shape.k.value}`),
      ...SpiritRef.options.map((r) => `ref:${r}`), 'selector:choose', 'selector:choose-up-to', 'selector:each',
      'amount:number', 'amount:upTo', 'amount:count', 'amount:all', ...Duration.options.map((d) => `duration:${d}`),
      'player:you', 'player:opponent', 'player:both', ...TriggerOn.options.map((o) => `on:${o}`), ...Whose.options.map((w) => `whose:${w}`),
      ...TrapTiming.options.map((t) => `timing:${t}`),
    ];
    expect(all.filter((x) => !u.has(x))).toEqual([]);
  });

  it(`${SEEDS} seeded matches with decks from the set end under the kernel invariants after every action (sd:goal.1, sd:goal.2)`, () => {
    const cards = parsed();
    const kinds = new Set<string>();
    const rules = new Set<string>();
    for (let i = 0; i < SEEDS; i++) {
      const { state: created, rnd } = communityMatch(cards, i);
      let s = created;
      freeze(s);
      let n = 0;
      while (!sd.result(s)) {
        const p = sd.prompt(s)!;
        kinds.add(p.kind);
        const a = randomAction(s, p.seat, rnd);
        // Purity: apply leaves its input exactly as it was (the match service keeps and reuses it): the input is
        // deep-frozen, so a write to it throws.
        let r: ReturnType<typeof sd.apply>;
        try { r = sd.apply(s, a); } catch (err) { throw new Error(`seed ${i} action ${n}: apply threw, or changed its frozen input state: ${String(err)}`, { cause: err }); }
        if (!r.ok) throw new Error(`seed ${i} action ${n}: ${r.error.code} ${r.error.message.en}`);
        if (n % 25 === 0) {
          const again = sd.apply(JSON.parse(JSON.stringify(s)) as SDState, a);
          if (!again.ok || !isDeepStrictEqual(again.state, r.state)) throw new Error(`seed ${i} action ${n}: the round-tripped state replays differently`);
        }
        s = r.state;
        freeze(s);
        checkInvariants(s);
        if (++n > 3000) throw new Error(`seed ${i}: the game did not end`);
      }
      rules.add(sd.result(s)!.rule!);
    }
    // The card decisions were really asked: targets and amounts, a discard, a search or a card from the discard pile.
    expect([...kinds]).toEqual(expect.arrayContaining(['targets', 'discard', 'choose-cards', 'optional', 'priority']));
    expect(rules).toContain('sd:goal.1');
  }, 900_000);
});
