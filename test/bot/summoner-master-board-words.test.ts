/**
 * The Summoner Master board in one language at a time (issue 30: a Thai board read "vs"), and saying what the
 * waited-for seat decides.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, precons, viewFor } from '../../src/engine/index.js';
import type { SummonerMasterView } from '../../src/engine/games/summoner-master/view-types.js';
import { smBoardEmbed } from '../../src/bot/games/summoner-master.js';
import { seedHexFor } from '../support/seed.js';

describe('Summoner Master board words', () => {
  it('boards in both languages say vs, as thread titles do (one word for both readers), and both say what is being decided', () => {
    const ps = precons().filter((p) => p.game === 'summoner-master');
    const s = createMatch({ matchId: 'words', game: 'summoner-master', format: 'casual', seed: seedHexFor('sm-board-words'), seats: [{ name: 'อนันต์', deck: ps[0]!.deck }, { name: 'Bee', deck: ps[1]!.deck }] });
    if (isRuleError(s)) throw new Error(s.message.en);
    const view = viewFor(s, 'spectator') as SummonerMasterView;
    const th = smBoardEmbed(view, { lang: 'th' });
    const en = smBoardEmbed(view, { lang: 'en' });
    expect(th.title).toBe('Summoner Master — อนันต์ vs Bee');
    expect(en.title).toBe('Summoner Master — อนันต์ vs Bee');
    expect(th.description).toContain(view.deciding!.th);
    expect(en.description).toContain(view.deciding!.en);
  });
});
