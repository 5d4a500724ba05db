/**
 * Outside a match a game knows only its shipped cards: deck listings (/deck show) and card-name lookups name a
 * server's cards from the server's card-set definitions, in the reader's language, never as bare ids.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context.js';
import { deckListing } from '../../src/bot/handlers/deck-commands.js';
import { parseSetFile } from '../../src/cards/set-file.js';
import { validateSet } from '../../src/cards/validate.js';
import { cardSetSupport } from '../../src/engine/index.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { communitySet } from './support/community-set.js';

const csvRow = (game: string) => cardSetSupport(game)?.fromCsvRow?.bind(cardSetSupport(game)) ?? null;

function defsOf(name: string, text: string): Array<{ id: string; name: { th: string; en: string } }> {
  const p = parseSetFile(name, text, { csvRow });
  const v = p.ok ? validateSet(p.set) : p;
  if (!v.ok) throw new Error(JSON.stringify(v.errors.slice(0, 3)));
  return v.set.defs as Array<{ id: string; name: { th: string; en: string } }>;
}

const ctx = { engine: realEngine } as unknown as BotContext;

describe('server cards are named outside a match', () => {
  it('Spirit Duel: cardNames and the deck listing name server cards with the server definitions, ids without them', () => {
    const fixture = JSON.parse(readFileSync(new URL('../fixtures/card-sets/spirit-duel-community.json', import.meta.url), 'utf8')) as { set: { id: string; name: unknown }; cards: unknown[] };
    const defs = defsOf('sd.json', JSON.stringify({ game: 'spirit-duel', set: fixture.set.id, name: fixture.set.name, cards: fixture.cards }));
    const card = defs.find((d) => !(d as { token?: unknown }).token)!;
    const deck = ['SD-001', card.id, card.id];
    expect(realEngine.cardNames(deck, 'spirit-duel').map((n) => n.en)).not.toContain(card.name.en);
    expect(realEngine.cardNames(deck, 'spirit-duel', defs).map((n) => n.en)).toContain(card.name.en);
    const en = deckListing(ctx, 'spirit-duel', deck, 'en', defs).text;
    expect(en).toContain(`2 ${card.name.en}`);
    expect(deckListing(ctx, 'spirit-duel', deck, 'th', defs).text).toContain(`2 ${card.name.th}`);
    expect(en).not.toContain(card.id);
  });

  it('Fadalgia: a deck of main and life piles lists server cards by name in both languages', () => {
    const defs = defsOf('f.json', JSON.stringify(communitySet(20)));
    const [a, b] = defs.filter((d) => !(d as { token?: unknown }).token);
    const deck = { main: [a!.id, a!.id, 'SNM-S01-001'], life: [b!.id] };
    const names = realEngine.cardNames(deck, 'fadalgia', defs).map((n) => n.en);
    expect(names).toEqual(expect.arrayContaining([a!.name.en, b!.name.en, 'Flame Recruit']));
    expect(deckListing(ctx, 'fadalgia', deck, 'en', defs).text).toContain(`2 ${a!.name.en}`);
    expect(deckListing(ctx, 'fadalgia', deck, 'th', defs).text).toContain(`1 ${b!.name.th}`);
  });
});
