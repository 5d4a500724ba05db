/**
 * Issue 30: in Summoner Master, two games that differ only in hidden hands show the same public surface, i.e.
 * everything the bot puts where the opponent can see it: the public board message (embed, prompt buttons and
 * their labels, custom ids), the prompt's kind, seat and public options, and the spectator view that the board
 * image is drawn from. Pairs are made along seeded random games: before an action, every hand card the action
 * does not name is replaced by another card of the same kind (card backs show the kind, §0); the same action is
 * applied to both; the two results must look the same from outside. With the old two-step cast (public At/Df/
 * Cancel buttons after "Cast"), a Seal cast in one game and not affordable in the other differed here.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/core/api-types.js';
import { SM_CARDS } from '../../src/engine/games/summoner-master/cards/catalog.js';
import { SM_PRECONS } from '../../src/engine/games/summoner-master/cards/precons.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { publicBoard } from '../../src/bot/board-message.js';
import { publicOptions } from '../../src/bot/prompt-components.js';
import { prng } from '../engine/helpers/random-player.js';
import { choose } from '../engine/summoner-master/invariants.js';
import { m } from '../engine/summoner-master/helpers.js';
import { seedHexFor, seedIntFor } from '../support/seed.js';

const PAIRS = 400;
const SEALS = Object.values(SM_CARDS).filter((d) => d.kind === 'seal').map((d) => d.id);
const MYSTICS = Object.values(SM_CARDS).filter((d) => d.kind === 'mystic').map((d) => d.id);

function loaded(s: SmState): LoadedMatch {
  return {
    state: s,
    prompt: m.prompt(s),
    snap: { matchId: 'surface', version: 7, status: 'active', updatedAt: 0 },
    meta: { game: 'summoner-master', lang: 'en', p0: 'u0', p1: 'u1' },
  } as unknown as LoadedMatch;
}

/** Everything of `s` that a public place shows. */
function surface(s: SmState): string {
  const p = m.prompt(s);
  const pub = p ? { kind: p.kind, seat: p.seat, label: p.label, min: p.min, max: p.max, options: publicOptions(p).map((x) => x.option) } : null;
  const { log: _log, ...view } = m.viewFor(s, 'spectator') as unknown as Record<string, unknown>;
  const board = (['en', 'th'] as const).map((lang) => publicBoard(realEngine, { ...loaded(s), meta: { ...loaded(s).meta, lang } } as LoadedMatch, { decisionMs: 60_000 }));
  return JSON.stringify({ pub, view, board, result: m.result(s) });
}

/** `s` with every hand card not named by `action` replaced by a random card of the same kind. */
function reshuffledHands(s: SmState, action: Action, rnd: (n: number) => number): SmState {
  const b = structuredClone(s);
  const named = new Set(action.type === 'answer' ? action.choice.flatMap((c) => c.split(/[:.]/)) : []);
  for (const o of Object.values(b.zones.objs)) {
    if (o.zone !== 'hand' || named.has(o.id)) continue;
    const pool = SM_CARDS[o.card]?.kind === 'mystic' ? MYSTICS : SEALS;
    o.card = pool[rnd(pool.length)]!;
  }
  return b;
}

describe('Summoner Master public surface (issue 30)', () => {
  it(`${PAIRS} seeded state pairs differing only in hidden hands give the same public prompt, components, board message and image inputs`, () => {
    let pairs = 0;
    let casts = 0;
    for (let game = 0; pairs < PAIRS && game < 40; game++) {
      const [a, b] = [SM_PRECONS[game % 4]!, SM_PRECONS[(game + 1) % 4]!];
      const created = m.create({ matchId: `surf-${game}`, game: 'summoner-master', format: 'casual', seed: seedHexFor(`sm-surface:${game}`), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }] });
      if ('code' in created) throw new Error(created.message.en);
      let s = created;
      const rnd = prng(seedIntFor(`sm-surface-choices:${game}`));
      for (let n = 0; n < 600 && !m.result(s) && pairs < PAIRS; n++) {
        const p = m.prompt(s)!;
        const action = choose(m.legalActions(s, p.seat), rnd);
        const next = m.apply(s, action);
        if (!next.ok) throw new Error(next.error.message.en);
        // A pair every few actions keeps the run short; every priority prompt with a cast offered is paired.
        const castOffered = p.kind === 'priority' && p.options.some((o) => o.id.startsWith('cast:'));
        if (castOffered || n % 5 === 0) {
          const other = m.apply(reshuffledHands(s, action, rnd), action);
          // The other hands may have made the action illegal (a card it names is no longer affordable): no pair.
          if (other.ok) {
            expect(surface(other.state), `game ${game} action ${n}: ${JSON.stringify(action)}`).toBe(surface(next.state));
            pairs++;
            if (action.type === 'answer' && action.choice[0]!.startsWith('cast:')) casts++;
          }
        }
        s = next.state;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(PAIRS);
    // The pairs include casts from hand, where the Line and targets are chosen.
    expect(casts).toBeGreaterThan(10);
  }, 300_000);
});
