/**
 * Fadalgia's keyword abilities (606.5), one file each (see src/engine/README.md). A card naming a keyword
 * that is not registered here fails catalogue loading. The other 33 keywords of 606.5 follow this pattern.
 */
import { KeywordRegistry } from '../../../core/keywords.js';
import type { FState } from '../types.js';
import { highSpeed } from './high-speed.js';
import { unlimited } from './unlimited.js';

export const KEYWORDS = new KeywordRegistry<FState>([highSpeed, unlimited]);
