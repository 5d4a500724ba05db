/**
 * The judge's card autocomplete names a face-up Stream by its card (issue 30: it was listed as face down) and
 * keeps "(face down)" for a card no view names.
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, viewFor, type FadalgiaView, type MatchState } from '../../src/engine/index.js';
import { matchCards } from '../../src/bot/judge/handlers.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { BotContext } from '../../src/bot/context.js';
import { pickRandom, prng } from '../engine/helpers/random-player.js';
import { seedHexFor, seedIntFor } from '../support/seed.js';

describe('judge card names', () => {
  it('406.3 a face-up Stream is listed by its name, not as face down', () => {
    const decks = PRECONS.filter((p) => p.format === 'standard');
    const created = createMatch({ matchId: 'jcn', game: 'fadalgia', format: 'standard', seed: seedHexFor('judge-card-names'), seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 });
    if (isRuleError(created)) throw new Error(created.message.en);
    let s: MatchState = created;
    const rnd = prng(seedIntFor('judge-card-names'));
    const stream = () => (viewFor(s, 'spectator') as FadalgiaView).players.flatMap((p) => p.mana).find((m) => m.faceUp && m.face);
    for (let n = 0; n < 4000 && !result(s) && !stream(); n++) {
      const p = currentPrompt(s)!;
      const r = apply(s, pickRandom(legalActions(s, p.seat), rnd));
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    const m = stream()!;
    expect(m).toBeDefined();
    const listed = matchCards({ engine: realEngine } as unknown as BotContext, s, 'en').find((c) => c.value === m.objectId)!;
    expect(listed.name).toContain(m.face!.name.en);
    expect(listed.name).not.toContain('face down');
  });
});
