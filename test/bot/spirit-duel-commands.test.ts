/** Spirit Duel is offered to players: /match challenge lists it, the bot's engine port offers it with its precons. */
import { describe, expect, it } from 'vitest';
import { gameChoices } from '../../commands/match.js';
import { realEngine } from '../../src/match/engine-adapter.js';

describe('Spirit Duel among the offered games', () => {
  it('sd:setup.1 /match challenge game: offers Spirit Duel (and still no test-only game) with its Thai name', () => {
    const choices = gameChoices();
    expect(choices.map((c) => c.value)).toEqual(['fadalgia', 'spirit-duel', 'summoner-master']);
    expect(choices.find((c) => c.value === 'spirit-duel')).toMatchObject({ name: 'Spirit Duel', th: 'สปิริตดวล' });
    expect(gameChoices({ includeTestOnly: true }).map((c) => c.value)).toEqual(expect.arrayContaining(['spirit-duel', 'summoner-master', 'tiny']));
  });

  it('sd:setup.1 the bot offers Spirit Duel with its four preconstructed decks, each legal', () => {
    expect(realEngine.games().map((g) => g.id)).toContain('spirit-duel');
    const precons = realEngine.precons().filter((p) => p.game === 'spirit-duel');
    expect(precons.map((p) => p.id)).toEqual(['sd-blaze', 'sd-tide', 'sd-gale', 'sd-stone']);
    for (const p of precons) expect(realEngine.validateDeck(p.deck, p.format, 'spirit-duel')).toEqual([]);
  });
});
