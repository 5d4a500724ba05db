/**
 * One card as an image, from the game's card summary (CardSummary: name, type, stats line, rules text): what
 * /cards show attaches and what the local card editor shows beside the definition. Every game gives the same
 * summary, so one frame (layout/card.ts) serves all three. Names and texts are user-written: they are cleaned
 * (no bidi controls or invisible characters) before they are drawn.
 */
import type { CardSummary } from '../engine/core/api-types.js';
import { cleanText } from '../safe-text.js';
import { Builder } from './canvas-builder.js';
import type { DrawList } from './draw-list.js';
import { drawCard } from './layout/card.js';
import { encodePng } from './paint.js';
import { colors } from './theme.js';

/** The hand image's card size (layout/hand.ts) a little larger: the frame's type scales with the box. */
export const CARD_IMAGE = { w: 270, h: 430, margin: 12 } as const;

/** A frame colour per game, so a card reads as the game it belongs to. */
const GAME_COLOR: Record<string, string> = { fadalgia: '#8a5a2b', 'spirit-duel': '#2a6fca', 'summoner-master': '#6b3fa0' };

export function layoutCardImage(s: CardSummary, lang: 'th' | 'en', game = ''): DrawList {
  const { w, h, margin } = CARD_IMAGE;
  const b = new Builder(w + 2 * margin, h + 2 * margin, colors.background);
  drawCard(b, { x: margin, y: margin, w, h }, {
    name: cleanText(s.name[lang], 80),
    color: GAME_COLOR[game] ?? colors.back,
    typeLine: cleanText(s.type[lang], 120),
    // The stats line ("Cost 3 · Mana 1 · AT 4 / DF 5 · Fire") one part a line: the frame fits each part whole.
    notes: cleanText(s.stats[lang], 200).split(' · ').filter(Boolean),
    body: cleanText(s.text[lang], 1200),
  });
  return b.build();
}

export async function renderCardImage(s: CardSummary, lang: 'th' | 'en', game = ''): Promise<Buffer> {
  return encodePng(layoutCardImage(s, lang, game));
}
