/**
 * Fadalgia: what the game is lost on (the life pile, 101.3.3.2; the main pile, 101.3.3.3) and what wins it
 * later, in life cards: a unit by its current AT and remaining DF (a unit attacks or blocks every turn, so it
 * is worth more than a card in hand), cards in hand, and Mana to cast them with. Read from the public view of
 * a sample only (view-types.ts), never from the engine's state shape.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { FadalgiaView } from '../../engine/games/fadalgia/view-types.js';

type Side = FadalgiaView['players'][number];

/** Below this many cards the main pile can run out within a few turns. */
const LOW_MAIN = 6;

function worth(p: Side): number {
  let units = 0;
  for (const u of p.units) units += 0.6 + 0.2 * Math.max(0, u.currentAt) + 0.15 * Math.max(0, u.currentDf - u.damage);
  const lowMain = Math.max(0, LOW_MAIN - p.mainCount) * 0.5;
  return p.lifeCount + units + 0.35 * p.handCount + 0.3 * p.mana.length - lowMain;
}

export function fadalgiaHint(v: FadalgiaView, seat: Seat): number {
  return (worth(v.players[seat]) - worth(v.players[1 - seat]!)) / 5;
}
