/**
 * The Summoner Master board says what is being decided, in the step the game is in (issue 30: the draw showed
 * as "Discard", the hand-limit discard as "Interfere Step"): over seeded random games, every draw prompt is
 * shown in the Draw step, every hand-limit discard in the Discard step, and the spectator's `deciding` names
 * the decision without naming any card.
 */
import { describe, expect, it } from 'vitest';
import { SM_CARDS } from '../../../src/engine/games/summoner-master/cards/catalog.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';
import type { SummonerMasterView } from '../../../src/engine/games/summoner-master/view-types.js';
import { prng, seedHex } from '../helpers/random-player.js';
import { sweep } from '../../support/seed.js';
import { m } from './helpers.js';
import { choose } from './invariants.js';


describe('Summoner Master: the step shown is the step decided in', () => {
  it('§3.3 / 401.3.1 draws are asked in the Draw step, hand-limit discards in the Discard step, and the board says so', { timeout: 120_000 }, () => {
    const seen = { draw: 0, discard: 0 };
    const names = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const created = m.create({ matchId: `dc-${i}`, game: 'summoner-master', format: 'casual', seed: seedHex(sweep(i + 300)), seats: [{ name: 'A', deck: SM_PRECONS[i % 4]!.deck }, { name: 'B', deck: SM_PRECONS[(i + 1) % 4]!.deck }] });
      if ('code' in created) throw new Error(created.message.en);
      let s = created;
      const rnd = prng(sweep(i + 301));
      for (let n = 0; n < 3000 && !m.result(s); n++) {
        const p = m.prompt(s)!;
        const v = m.viewFor(s, 'spectator') as SummonerMasterView;
        expect(v.deciding).not.toBeNull();
        names.add(v.deciding!.en);
        if (p.kind === 'discard') { seen.discard++; expect(v.step).toBe('discard'); expect(v.deciding!.en).toContain('hand limit'); }
        if (p.label.en.startsWith('Draw Step')) { seen.draw++; expect(v.step).toBe('draw'); expect(v.deciding!.en).toContain('Draw Step'); }
        const r = m.apply(s, choose(m.legalActions(s, p.seat), rnd));
        if (!r.ok) throw new Error(r.error.message.en);
        s = r.state;
      }
    }
    expect(seen.draw).toBeGreaterThan(10);
    expect(seen.discard).toBeGreaterThan(0);
    // The public words never name a card (they come from a fixed table, whatever the prompt's label says).
    for (const c of Object.values(SM_CARDS)) for (const d of names) expect(d.includes(c.name.en)).toBe(false);
  });
});
