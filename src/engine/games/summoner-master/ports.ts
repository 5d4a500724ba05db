/**
 * What the keyword files need of the rest of the game, as a small interface (issue 28: no import cycles).
 * The keyword files are factories over these ports; `assemble.ts` builds them from stats/resolve/orders and
 * registers the keywords, so the files that read the registry (stats.ts) never import a keyword file.
 */
import type { Seat } from '../../core/kernel.js';
import type { SmState } from './types.js';

export interface SmPorts {
  /** The keywords a card has now (none while its abilities are off, 601.1.5). */
  keywordsOf(s: SmState, id: string): string[];
  abilitiesOff(s: SmState, id: string): boolean;
  /** The to-Shrine Interfere Step after a Twinkling's card fell (smn:twinkling.1). */
  openFallWindow(s: SmState, ctrl: Seat, obj: string): void;
  /** Growth materials on `seat`'s field for Seal `id` (610.6). */
  growthSets(s: SmState, seat: Seat, id: string): string[][];
}
