/** Colours and fixed labels shared by every layout (game terms are in src/engine/terms). Dark board, light text: readable when Discord shrinks it. */
import type { Element } from '../engine/games/fadalgia/view-types.js';
import type { SpiritCardType } from '../engine/games/spirit-duel/view-types.js';

export const colors = {
  background: '#11141b',
  panel: '#1b202b',
  panelStroke: '#2e3647',
  cardBody: '#1a1e29',
  text: '#f3f5f9',
  muted: '#a9b1c2',
  dark: '#11141b',
  gold: '#f5c542',
  attack: '#ff5a5f',
  block: '#4ea1ff',
  damage: '#e5484d',
  back: '#2a3566',
  backStroke: '#8fa3ea',
  empty: '#3a4152',
  win: '#2fbf71',
} as const;

export const elementColor: Record<Element, string> = {
  fire: '#c9402f',
  water: '#2a6fca',
  wind: '#2c9a5a',
  earth: '#9c6b2b',
  none: '#6b7384',
};

export const spiritTypeColor: Record<SpiritCardType, string> = {
  spirit: '#b5482f',
  magic: '#3d6fd0',
  trap: '#8b3fb0',
  field: '#2c9a5a',
  equipment: '#9c7a2b',
};

export const seatFallbackName = (seat: 0 | 1): string => `ผู้เล่น ${seat + 1}`;
