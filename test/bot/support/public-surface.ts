/**
 * Issue 30's public-surface property, shared by the per-game tests (test/bot/*-public-surface.test.ts): two games
 * that differ only in hidden cards show the same public surface, i.e. everything the bot puts where the opponent can
 * see it. That is the public board message in Thai and in English (embed, prompt buttons and their labels, custom
 * ids), the prompt's kind, seat, label and public options, how its clock ends, and the spectator view the board image
 * is drawn from.
 *
 * Pairs are made along seeded random games: before an action, every hidden card the action does not name is replaced
 * by another card a player could not tell from it (same card back: a game says which pool it draws from); the same
 * action is applied to both games; the two results must look the same from outside. A pair is left out when the
 * other cards made the action illegal (it names a card no longer affordable) or when the action itself revealed one
 * of the replaced cards (a draw from the top shown to all, a mill): what a revealed card shows is public.
 */
import { expect } from 'vitest';
import type { Action, Prompt } from '../../../src/engine/core/api-types.js';
import type { Seat } from '../../../src/engine/core/view-types.js';
import { legalActions } from '../../../src/engine/index.js';
import type { MatchState } from '../../../src/engine/index.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import type { LoadedMatch } from '../../../src/match/service.js';
import { publicBoard } from '../../../src/bot/board-message.js';
import { publicOptions } from '../../../src/bot/prompt-components.js';
import { timeoutChoice } from '../../../src/bot/timers.js';
import { prng } from '../../engine/helpers/random-player.js';
import { seedHexFor, seedIntFor } from '../../support/seed.js';

function loaded(state: unknown, lang: 'th' | 'en'): LoadedMatch {
  return {
    state,
    prompt: realEngine.currentPrompt(state),
    snap: { matchId: 'surface', version: 7, status: realEngine.result(state) ? 'finished' : 'active', updatedAt: 0 },
    meta: { game: realEngine.viewFor(state, 'spectator').game, lang, p0: 'u0', p1: 'u1' },
  } as unknown as LoadedMatch;
}

/** Everything of `state` that a public place shows, as one string to compare. */
export function publicSurface(state: unknown): string {
  const p = realEngine.currentPrompt(state);
  // The seat asked is always public; the prompt's kind, words and counts are public with its public options (the
  // board's buttons answer them). A prompt with none is shown only through the spectator view's "waiting for".
  const options = p ? publicOptions(p).map((x) => x.option) : [];
  // How the decision clock ends is public too (the timer's reminder says "passed for you" or "last call"), so it
  // must not tell one hidden prompt from another, e.g. a hidden cast's targets from its payment.
  const clock = p ? (timeoutChoice(p) === null ? 'last call' : 'answered') : null;
  const pub = p ? { seat: p.seat, clock, ...(options.length ? { kind: p.kind, label: p.label, min: p.min, max: p.max, options } : {}) } : null;
  const view = realEngine.viewFor(state, 'spectator');
  const board = (['en', 'th'] as const).map((lang) => publicBoard(realEngine, loaded(state, lang), { decisionMs: 60_000 }));
  // A shuffle's commitment is a salted hash of the hidden order (100.4): it differs with the cards by design and
  // tells nothing without the secret revealed at the end, so hashes are compared as "a hash".
  return JSON.stringify({ pub, view, board, result: realEngine.result(state) }).replace(/\b[0-9a-f]{12,64}\b/g, '<hash>');
}

/** Where two surfaces first differ, with some context on both sides. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 200), i)}\n  one game: ${a.slice(i, i + 200)}…\n  the other: ${b.slice(i, i + 200)}…`;
}

/** The object ids an action names (a cast's card, a Line, a target): those cards are what the action is about. */
export function namedIds(action: Action): Set<string> {
  // An option id may prefix an object id with a letter ("h12": from hand) or name a card by its card id.
  const parts = action.type === 'answer' ? action.choice.flatMap((c) => c.split(/[:.,]/)) : [];
  return new Set(parts.flatMap((x) => [x, x.slice(1)]));
}

/** A hidden card of a state, with the pool of cards it may be swapped for (the cards sharing its card back). */
export interface HiddenCard { id: string; obj: { card: string }; pool: readonly string[] }

export interface SurfaceGame<S> {
  name: string;
  /** A new seeded game, the `game`-th of the run. */
  start(game: number, seed: string): S;
  /** The hidden cards of `s` (a structured clone the caller may change). */
  hidden(s: S): HiddenCard[];
}

/** A random legal action, never a concession or a cancel, and three times in four not a pass when there is more. */
export function chooseAction(s: unknown, seat: Seat, rnd: (n: number) => number): Action {
  const real = legalActions(s as MatchState, seat).filter((a) => a.type === 'answer' && a.choice[0] !== 'cancel');
  const busy = real.filter((a) => a.type === 'answer' && a.choice.length > 0 && a.choice[0] !== 'pass');
  const pool = busy.length && rnd(4) > 0 ? busy : real;
  return pool[rnd(pool.length)]!;
}

/**
 * `s` with every hidden card not named by `action` replaced from its pool; the ids it replaced. With `named`, the
 * cards the action names by object id are replaced too: a card being played that is still hidden afterwards (its
 * targets or cost still to choose) is hidden information, whatever the action did with it. A card named by its card
 * id (a search of the deck for that card) is kept.
 */
function twinOf<S>(game: SurfaceGame<S>, s: S, action: Action, rnd: (n: number) => number, alsoNamed: boolean): { twin: S; replaced: Set<string> } {
  const twin = structuredClone(s);
  const named = namedIds(action);
  const replaced = new Set<string>();
  for (const h of game.hidden(twin)) {
    if ((!alsoNamed && named.has(h.id)) || named.has(h.obj.card) || h.pool.length === 0) continue;
    h.obj.card = h.pool[rnd(h.pool.length)]!;
    replaced.add(h.id);
  }
  return { twin, replaced };
}

/**
 * The twin's pending prompt was built for the original cards: an option it offers may not fit the replaced card (a
 * cast of a card whose cost or targets differ). The engine refuses that or, having trusted its own prompt, throws;
 * either way there is no pair.
 */
function applyTwin(twin: unknown, action: Action): ReturnType<typeof realEngine.apply> | null {
  try {
    return realEngine.apply(twin, action);
  } catch {
    return null;
  }
}

/** Whether a prompt offers something about a hidden card (a cast from hand, a Trap, a payment): always paired. */
const hiddenChoice = (p: Prompt) => p.options.some((o) => o.visibility !== 'public');

export interface PairStats { pairs: number; hiddenPlays: number; revealed: number; illegal: number; games: number }

/**
 * Plays seeded random games of `game` and checks `pairs` state pairs; returns what it saw. Every prompt that
 * offers a choice about a hidden card is paired, and every `every`-th action besides.
 */
export function checkPublicSurface<S>(game: SurfaceGame<S>, opts: { pairs: number; maxGames?: number; maxActions?: number; every?: number }): PairStats {
  const stats: PairStats = { pairs: 0, hiddenPlays: 0, revealed: 0, illegal: 0, games: 0 };
  const every = opts.every ?? 5;
  for (let g = 0; stats.pairs < opts.pairs && g < (opts.maxGames ?? 60); g++) {
    stats.games++;
    let s = game.start(g, seedHexFor(`${game.name}-surface:${g}`));
    const rnd = prng(seedIntFor(`${game.name}-surface-choices:${g}`));
    for (let n = 0; n < (opts.maxActions ?? 800) && !realEngine.result(s) && stats.pairs < opts.pairs; n++) {
      const p = realEngine.currentPrompt(s)!;
      const action = chooseAction(s, p.seat, rnd);
      const next = realEngine.apply(s, action);
      if (!next.ok) throw new Error(`${game.name} game ${g} action ${n}: ${next.error.message.en}`);
      if (hiddenChoice(p) || n % every === 0) {
        const { twin, replaced } = twinOf(game, s, action, rnd, hiddenChoice(p) && stats.pairs % 2 === 1);
        const other = applyTwin(twin, action);
        if (!other?.ok) stats.illegal++;
        // A replaced card that is no longer hidden afterwards was revealed by the action itself.
        else if ([next.state, other.state].some((x) => { const still = new Set(game.hidden(x as S).map((h) => h.id)); return [...replaced].some((id) => !still.has(id)); })) stats.revealed++;
        else {
          const [a, b] = [publicSurface(next.state), publicSurface(other.state)];
          if (a !== b) expect.fail(`${game.name} game ${g} action ${n}: ${JSON.stringify(action)}: the public surfaces differ (asked ${p.kind}: ${p.options.map((o) => `${o.id}=${o.label.en}`).join(', ')})\n${firstDifference(a, b)}`);
          stats.pairs++;
          const chosen = p.options.filter((o) => action.type === 'answer' && action.choice.includes(o.id));
          if (chosen.some((o) => o.visibility !== 'public')) stats.hiddenPlays++;
        }
      }
      s = next.state as S;
    }
  }
  return stats;
}
