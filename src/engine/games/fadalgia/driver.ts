/**
 * The engine loop: run until someone must decide or the game is over. Order of business: state checks,
 * then the work stack (resolutions), then pending triggers (only where a player could get priority,
 * 500.2.1.1), then priority, then the turn machine.
 */
import type { G } from './ctx.js';
import { offerPriority } from './priority.js';
import { stepResolve } from './resolve.js';
import { stateChecks } from './sba.js';
import { placeNextTrigger } from './triggers.js';
import { advanceStep } from './turn.js';

const PRIORITY_STEPS = new Set(['main', 'cleanup']);
const GUARD = 100_000;

export function run(g: G): void {
  for (let i = 0; i < GUARD; i++) {
    const s = g.s;
    if (s.result || s.prompt) return;
    if (s.work.length) {
      const w = s.work[s.work.length - 1]!;
      stepResolve(g, w);
      continue;
    }
    if (s.step !== 'setup-method' && s.step !== 'setup-first' && s.step !== 'setup-shuffle' && stateChecks(g)) continue;
    if (s.triggers.length && PRIORITY_STEPS.has(s.step)) {
      placeNextTrigger(g);
      continue;
    }
    if (s.prio) {
      offerPriority(g);
      continue;
    }
    if (s.step === 'setup-method' || s.step === 'setup-first' || s.step === 'setup-shuffle') return;
    advanceStep(g);
  }
  throw new Error('engine bug: the engine loop did not settle');
}
