/**
 * Summoner Master's sample of what `seat` cannot see: both Seal and Mystic decks and the other hand,
 * redealt per owner and per kind (card backs show Seal or Mystic, §0, so a hidden Seal stays a Seal); a new
 * engine RNG; the other seat's secret rock-paper-scissors throw and a pending Fortune's true option
 * redrawn; shuffle secrets blanked.
 */
import type { Seat } from '../../core/view-types.js';
import { nextInt } from '../../core/rng.js';
import { blankSecrets, freshEngineRng, kernelHiddenSlots, redeal, samplingRng } from '../../determinize-kit.js';
import { def } from './cards/catalog.js';
import { ZONES } from './zones.js';
import type { SmState } from './types.js';

const RPS = ['rock', 'paper', 'scissors'];

export function determinizeSummonerMaster(state: SmState, seat: Seat, seed: string): SmState {
  const s = structuredClone(state);
  const rng = samplingRng(seed);
  redeal(kernelHiddenSlots(s.zones, ZONES, seat, (card) => def(s, card).kind), rng);
  const them = s.players[1 - seat]!;
  if (them.rps !== null) them.rps = RPS[nextInt(rng, 3)]!;
  // smn:fortune: which blind option is true is drawn when the pick is asked and kept with the prompt.
  if (s.ask?.k === 'fortune' && typeof s.ask.n === 'number' && s.prompt?.options.length) s.ask.n = nextInt(rng, s.prompt.options.length);
  // The other seat's plan to end its Main Step after its order, and the kind its hand attack named (505.11),
  // are theirs alone until carried out (orders.ts).
  if (s.thenEnd !== undefined && s.thenEnd !== seat) delete s.thenEnd;
  for (const p of s.stack.items) if (p.k === 'attack' && p.ctrl !== seat) delete p.pre;
  for (const f of s.frames) if (f.ctrl !== seat) for (const v of f.verbs) if (v.v === 'hand-hit') delete v.pre;
  s.rng = freshEngineRng(rng);
  s.secrets = blankSecrets(s.secrets);
  return s;
}
