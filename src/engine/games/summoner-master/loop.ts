/**
 * The game loop, one shape for every decision: state checks → pending triggers (APNAP) → the verbs being
 * carried out → queued tasks → priority → the turn structure; it stops whenever a prompt is pending.
 */
import { passPriority, popItem, resolved, runChecks, type Bus, type Seat } from '../../core/kernel.js';
import { CHECKS } from './checks.js';
import { TASKS } from './hooks.js';
import { askPriority, priorityOptions } from './orders.js';
import { handMightAct } from './public-pass.js';
import { inMain } from './eligibility.js';
import { resolveProc } from './resolve.js';
import { readOnly } from './stats.js';
import { takeNextTrigger } from './triggers.js';
import { advance } from './turn.js';
import type { SmState } from './types.js';
import { stepFrame } from './verbs.js';
import { STAGES } from './windows.js';

export function pass(s: SmState, bus: Bus, seat: Seat): void {
  // §3.5: only the turn player initiates actions in the Main Step, so their pass with nothing pending ends it; the
  // non-turn player's next chance is the Second Interfere Step (§3.6), not a "give your orders" turn in Main.
  const pr = s.stack.prio;
  if (pr && pr.window === 'main' && seat === s.active && !s.stack.items.length) pr.passes = 1;
  const r = passPriority(STAGES, s, s.stack, seat);
  if (r.k === 'resolve') {
    resolveProc(s, bus, popItem(s.stack));
    resolved(STAGES, s, s.stack);
  }
}

export function run(s: SmState, bus: Bus): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.result || s.prompt) return;
    if (runChecks(CHECKS, s)) continue;
    if (s.pending.length) {
      takeNextTrigger(s, bus);
      continue;
    }
    if (s.frames.length) {
      stepFrame(s, bus);
      continue;
    }
    const task = s.tasks.shift();
    if (task) {
      const h = TASKS.get(task.k);
      if (!h) throw new Error(`engine bug: no task handler ${task.k}`);
      h(s, bus, task);
      continue;
    }
    if (s.stack.prio) {
      const seat = s.stack.prio.seat;
      // §3.5: the last order was given with the end of the Main Step, and nothing new came from the opponent.
      if (s.thenEnd === seat && inMain(s, seat)) {
        delete s.thenEnd;
        pass(s, bus, seat);
        continue;
      }
      const options = readOnly(() => priorityOptions(s, seat));
      // Auto-pass only when public facts show the seat has nothing to do (public-pass.ts).
      if (options.length === 1 && !handMightAct(s, seat)) pass(s, bus, seat);
      else askPriority(s, seat, options);
      continue;
    }
    advance(s, bus);
  }
  throw new Error('engine bug: the Summoner Master loop did not settle');
}
