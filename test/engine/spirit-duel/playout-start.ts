/**
 * How the Spirit Duel random playouts start and move, shared by playouts.test.ts (the four precons),
 * community-set.test.ts (decks drawn from test/fixtures/card-sets/spirit-duel-community.json) and
 * bench/sd-playout-reach.ts, so that the reach script measures the very games the tests play.
 */
import { readFileSync } from 'node:fs';
import type { Action, Seat } from '../../../src/engine/core/kernel.js';
import type { SDCard } from '../../../src/engine/games/spirit-duel/language.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';
import { autoAnswer } from '../../../src/engine/games/spirit-duel/module.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { prng, seedHex } from '../helpers/random-player.js';
import { sweep } from '../../support/seed.js';
import { sd } from './helpers.js';

export const FILE = JSON.parse(readFileSync(new URL('../../fixtures/card-sets/spirit-duel-community.json', import.meta.url), 'utf8')) as { cards: unknown[] };

export function parsed(): SDCard[] {
  const r = sd.cardSets!.parse(FILE.cards);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.card} › ${e.field}: ${e.message.en}`).join('\n'));
  return r.cards as SDCard[];
}

function deckFor(cards: SDCard[], rnd: (n: number) => number): string[] {
  const pick = (pool: SDCard[], n: number): string[] => {
    const left = [...pool];
    const out: string[] = [];
    while (out.length < n) out.push(left.splice(rnd(left.length), 1)[0]!.id);
    return out;
  };
  const ids = [...pick(cards.filter((c) => c.type === 'spirit'), 6), ...pick(cards.filter((c) => c.type !== 'spirit'), 4)];
  return ids.flatMap((id) => [id, id, id]);
}

/** Match `i`: decks drawn from the set, pinned as the match's server cards, and the random player's generator. */
export function communityMatch(cards: SDCard[], i: number): { state: SDState; rnd: (n: number) => number } {
  const rnd = prng(i + 11);
  const created = sd.create({ matchId: `cm-${i}`, game: 'spirit-duel', seed: seedHex(i + 3), seats: [{ name: 'A', deck: deckFor(cards, rnd) }, { name: 'B', deck: deckFor(cards, rnd) }], extraCards: FILE.cards });
  if ('code' in created) throw new Error(`seed ${i}: ${created.code} ${created.message.en}`);
  return { state: created, rnd };
}

/** Precon match `i`: two of the four shipped decks, seeded from the test seed (test/support/seed.ts). */
export function preconMatch(i: number): { state: SDState; rnd: (n: number) => number } {
  const created = sd.create({ matchId: `po-${i}`, game: 'spirit-duel', seed: seedHex(sweep(i + 1)), seats: [{ name: 'A', deck: SD_PRECONS[i % 4]!.deck }, { name: 'B', deck: SD_PRECONS[(i + 1 + (i >> 2)) % 4]!.deck }] });
  if ('code' in created) throw new Error(created.code);
  return { state: created, rnd: prng(sweep(i + 7)) };
}

/** The random player: the forced answer when there is one, else any legal action but conceding. */
export function randomAction(s: SDState, seat: Seat, rnd: (n: number) => number): Action {
  const acts = sd.legalActions(s, seat).filter((a) => a.type !== 'concede');
  return autoAnswer(s) ?? acts[rnd(acts.length)]!;
}
