/** Sanam's shipped card sets (original cards, not copies of published ones), loaded by the catalogue. */
import { FIRE_SET } from './s02-fire.js';
import { WATER_SET } from './s02-water.js';
import { WIND_SET } from './s02-wind.js';
import { EARTH_SET } from './s02-earth.js';
import { IDOL_SET } from './s02-idol.js';
import { SHADOW_SET } from './s02-shadow.js';

export const SETS: unknown[] = [...FIRE_SET, ...WATER_SET, ...WIND_SET, ...EARTH_SET, ...IDOL_SET, ...SHADOW_SET];
