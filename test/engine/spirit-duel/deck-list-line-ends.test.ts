/**
 * A deck list pasted from Windows keeps "\r" at each line's end. A "#" comment after a card used to keep its "\r",
 * so the comment stayed on the line and the card was refused as unknown (found by a surviving mutant of decks.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseSpiritDeck } from '../../../src/engine/games/spirit-duel/decks.js';

describe('sd:setup.1 deck lists with Windows line ends', () => {
  it('sd:setup.1 a card followed by a "#" comment on a Windows line parses, as it does with Unix line ends', () => {
    const windows = parseSpiritDeck('3 Ember Pup # opener\r\n2 SD-002 #x\r\n# only a comment\r\n');
    const unix = parseSpiritDeck('3 Ember Pup # opener\n2 SD-002 #x\n# only a comment\n');
    expect(windows).toEqual(unix);
    expect(windows.ok && windows.deck).toEqual(['SD-001', 'SD-001', 'SD-001', 'SD-002', 'SD-002']);
  });
});
