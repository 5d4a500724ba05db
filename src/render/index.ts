/**
 * Board and hand images. Inputs are engine views only (Redacted types): the full match state cannot be
 * passed here, and a seat's view given to renderBoard still draws that seat's hand as a count.
 */
import { createHash } from 'node:crypto';
import type { AnyView } from '../engine/index.js';
import type { DrawList } from './draw-list.js';
import { layoutFadalgia } from './layout/fadalgia.js';
import { layoutHand } from './layout/hand.js';
import { layoutSpiritDuel } from './layout/spirit-duel.js';
import { layoutSummonerMaster } from './layout/summoner-master.js';
import { layoutTiny } from './layout/tiny.js';
import { BandCache, planBands } from './band-cache.js';
import { encodePng } from './paint.js';

/** Every registered game's view. */
export type BoardView = AnyView;

export { layoutFadalgia, FADALGIA_WIDTH, FADALGIA_HEIGHT } from './layout/fadalgia.js';
export { layoutSpiritDuel, SPIRIT_DUEL_WIDTH, SPIRIT_DUEL_HEIGHT } from './layout/spirit-duel.js';
export { layoutHand } from './layout/hand.js';
export { layoutTiny, TINY_WIDTH, TINY_HEIGHT } from './layout/tiny.js';
export { drawnStrings, type Box, type DrawList, type DrawOp } from './draw-list.js';

export function layoutBoard(view: BoardView): DrawList {
  switch (view.game) {
    case 'fadalgia':
      return layoutFadalgia(view);
    case 'spirit-duel':
      return layoutSpiritDuel(view);
    case 'summoner-master':
      return layoutSummonerMaster(view);
    case 'tiny':
      return layoutTiny(view);
  }
}

/**
 * Recent board PNGs by the hash of their draw list. Many versions change nothing the board shows (a pass, a hand
 * panel's update, a prompt to the other seat), and painting plus encoding is most of a render's cost while the
 * layout is a few milliseconds: an unchanged draw list gives the same bytes without painting. The key is the draw
 * list, itself drawn from the public view only, so a hit or a miss says nothing a spectator could not see.
 */
const PNG_CACHE_SIZE = 32;
const pngCache = new Map<string, Buffer>();
export const renderCacheStats = { hits: 0, misses: 0 };
/**
 * Compressed bands of recent boards (band-cache.ts), per process or worker thread. A board's PNG is ~150–250 KB
 * in ~45 bands; 24 MB holds every band of ~100 recent boards, more where boards share bands.
 */
export const boardBands = new BandCache(24 * 1024 * 1024);

export async function renderBoard(view: BoardView): Promise<Buffer> {
  const list = layoutBoard(view);
  // What is painted only (the named boxes, object ids, do not reach the pixels): the bands' keys hash every op
  // that reaches the canvas with the size and background, so their hash is the image's.
  const plan = planBands(list);
  const key = createHash('sha1').update(plan.keys.join(',')).digest('base64');
  const hit = pngCache.get(key);
  if (hit) {
    pngCache.delete(key);
    pngCache.set(key, hit);
    renderCacheStats.hits++;
    // A copy: the render worker transfers the returned bytes' memory to the main thread.
    return Buffer.from(hit);
  }
  renderCacheStats.misses++;
  const png = await encodePng(list, boardBands, plan);
  pngCache.set(key, Buffer.from(png));
  if (pngCache.size > PNG_CACHE_SIZE) pngCache.delete(pngCache.keys().next().value as string);
  return png;
}

/** The seat's own hand as an image for an ephemeral reply; throws for a spectator view. */
export async function renderHand(view: BoardView): Promise<Buffer> {
  // The tiny test game has no hand image: its hand is text in the private panel.
  if (view.game === 'tiny' || view.game === 'summoner-master') throw new Error(`${view.game} has no hand image yet: its hand is text in the private panel`);
  return encodePng(layoutHand(view));
}
