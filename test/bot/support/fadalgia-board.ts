/** What the judge tests look for on a Fadalgia board, and playing a match on until it is there. */
import type { FState } from '../../../src/engine/games/fadalgia/types.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';
import { cardDef } from '../../../src/engine/index.js';
import type { Driver } from './driver.js';

export function unitOnField(s: FState): string | null {
  for (const p of [0, 1] as const) for (const id of zoneOf(s, p, 'field')) if (cardDef(s.objs[id]!.card)?.type === 'unit') return id;
  return null;
}

/** Plays the driver's match on (up to 300 steps) until a priority prompt finds the board `ready`; returns the last load. */
export async function playUntilPriority(d: Driver, ready: (s: FState) => boolean): Promise<Awaited<ReturnType<Driver['load']>>> {
  let m = await d.load();
  for (let i = 0; i < 300 && !(ready(m.state as FState) && m.prompt?.kind === 'priority'); i++) {
    if (!(await d.step())) break;
    m = await d.load();
  }
  return m;
}
