/** Unit-test helpers on the real engine and the in-process store. */
import type { Prompt } from '../../../src/engine/core/api-types.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../../../src/match/service.js';
import { createMemoryStore } from '../../../src/store/memory-store.js';
import type { MatchStore } from '../../../src/store/types.js';
import { seedHexFor } from '../../support/seed.js';

export const P0 = '100000000000000001';
export const P1 = '100000000000000002';
export const MATCH_ID = 'abcdef123456';

export const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c',
  thread: 't', board: 'b', startedAt: '0', d0: 'precon:starter-flame', d1: 'precon:starter-tide', series: '1', challenger: P0 };

export function memoryStore(clock?: () => number): MatchStore {
  return createMemoryStore({ idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000, ...(clock ? { clock } : {}) });
}

export function deckOf(id: string): unknown {
  return realEngine.precons().find((p) => p.id === id)!.deck;
}

export async function newMatch(store: MatchStore = memoryStore(), now = 1): Promise<{ store: MatchStore; service: MatchService; match: LoadedMatch }> {
  const service = new MatchService(store, realEngine);
  const match = await service.create({
    setup: { matchId: MATCH_ID, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('real-match:newMatch'),
      seats: [{ name: 'Somchai', deck: deckOf('starter-flame') }, { name: 'Alice', deck: deckOf('starter-tide') }], challenger: 0 },
    meta, interactionId: 'create', now,
  });
  return { store, service, match: match! };
}

export const userOf = (seat: 0 | 1) => (seat === 0 ? P0 : P1);

/** A simple policy: pass when possible, else the first `min` options (at least one). */
export function defaultChoice(p: Prompt): string[] {
  const pass = p.options.find((o) => o.group === 'pass');
  if (pass) return [pass.id];
  return p.options.slice(0, Math.max(p.min, 1)).map((o) => o.id);
}

/** Answers prompts with defaultChoice until `until` holds for the current match. */
export async function advance(service: MatchService, until: (m: LoadedMatch) => boolean, now = 1): Promise<LoadedMatch> {
  let m = (await service.load(MATCH_ID))!;
  for (let i = 0; i < 500 && !until(m); i++) {
    const r = await service.act({ matchId: MATCH_ID, userId: userOf(m.prompt!.seat), interactionId: `adv${m.snap.version}`, now,
      decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: defaultChoice(p!) } }) });
    if (r.kind !== 'applied') throw new Error(`advance: ${r.kind}`);
    m = r.after;
  }
  if (!until(m)) throw new Error('advance: condition never met');
  return m;
}
