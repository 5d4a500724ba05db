/**
 * Fadalgia's sample of what `seat` cannot see: both Main decks and Life piles, the other hand and the
 * other seat's face-down Mana, redealt per owner (Fadalgia keeps its own zones, not the kernel's store);
 * a new engine RNG; the other seat's secret rock-paper-scissors pick redrawn; shuffle secrets blanked
 * (its log is public).
 */
import type { Seat } from '../../core/view-types.js';
import { nextInt } from '../../core/rng.js';
import { blankSecrets, freshEngineRng, redeal, samplingRng, type Slot } from '../../determinize-kit.js';
import type { FState } from './types.js';
import { zoneOf } from './zones.js';

const RPS = ['rock', 'paper', 'scissors'];

function hiddenSlots(s: FState, seat: Seat): Slot[] {
  const out: Slot[] = [];
  const add = (id: string) => {
    const o = s.objs[id];
    if (o) out.push({ group: String(o.owner), get: () => o.card, set: (c) => { o.card = c; } });
  };
  for (const p of [0, 1] as Seat[]) {
    zoneOf(s, p, 'main').forEach(add);
    zoneOf(s, p, 'life').forEach(add);
    if (p !== seat) {
      zoneOf(s, p, 'hand').forEach(add);
      zoneOf(s, p, 'mana').filter((id) => s.objs[id]?.faceDown !== false).forEach(add);
    }
  }
  return out;
}

export function determinizeFadalgia(state: FState, seat: Seat, seed: string): FState {
  const s = structuredClone(state);
  const rng = samplingRng(seed);
  redeal(hiddenSlots(s, seat), rng);
  const ctx = s.prompt?.ctx;
  if (ctx?.t === 'rps' && ctx.picks[1 - seat]) ctx.picks[1 - seat] = RPS[nextInt(rng, 3)]!;
  s.rng = freshEngineRng(rng);
  s.shuffles = blankSecrets(s.shuffles);
  return s;
}
