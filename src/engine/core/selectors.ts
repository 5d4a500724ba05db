/**
 * Targets and selectors as plain data ("a unit your opponent controls", "an Item in any grave"), evaluated
 * by the kernel over the objects a game describes. Targeting also asks the layers: an object that
 * "cannot be targeted" (a prohibition) is never a candidate.
 */
import type { Seat } from './view-types.js';

export interface Selector {
  zone?: string | string[];
  /** 'you' / 'opponent' relative to the chooser; a seat number for an absolute one. */
  ctrl?: 'you' | 'opponent' | Seat;
  owner?: 'you' | 'opponent' | Seat;
  type?: string | string[];
  subtype?: string;
  element?: string;
  keyword?: string;
  /** Object ids to leave out (e.g. the source itself). */
  except?: string[];
  /** Named game-specific predicates that must all hold (registered by the game, e.g. 'damaged'). */
  is?: string[];
}

/** What a game tells the kernel about one object. */
export interface Described {
  id: string;
  zone: string;
  owner: Seat;
  ctrl: Seat;
  type: string;
  subtypes: readonly string[];
  element?: string;
  keywords: readonly string[];
}

export type Predicates = Record<string, (id: string) => boolean>;

const list = <T>(x: T | T[] | undefined): T[] | undefined => (x === undefined ? undefined : Array.isArray(x) ? x : [x]);

function seatMatches(want: 'you' | 'opponent' | Seat | undefined, actual: Seat, chooser: Seat): boolean {
  if (want === undefined) return true;
  if (want === 'you') return actual === chooser;
  if (want === 'opponent') return actual !== chooser;
  return actual === want;
}

export function matches(sel: Selector, o: Described, chooser: Seat, preds: Predicates = {}): boolean {
  const zones = list(sel.zone);
  if (zones && !zones.includes(o.zone)) return false;
  const types = list(sel.type);
  if (types && !types.includes(o.type)) return false;
  if (!seatMatches(sel.ctrl, o.ctrl, chooser) || !seatMatches(sel.owner, o.owner, chooser)) return false;
  if (sel.subtype && !o.subtypes.includes(sel.subtype)) return false;
  if (sel.element && o.element !== sel.element) return false;
  if (sel.keyword && !o.keywords.includes(sel.keyword)) return false;
  if (sel.except?.includes(o.id)) return false;
  for (const name of sel.is ?? []) {
    const p = preds[name];
    if (!p) throw new Error(`engine bug: unknown selector predicate ${name}`);
    if (!p(o.id)) return false;
  }
  return true;
}

/**
 * Legal targets: objects matching the selector that the layers allow to be targeted by `chooser`.
 * `targetable` answers the 'be-targeted' permission query (see layers.can).
 */
export function candidates(sel: Selector, objs: readonly Described[], chooser: Seat, targetable: (id: string, chooser: Seat) => boolean, preds?: Predicates): string[] {
  const out: string[] = [];
  for (const o of objs) if (matches(sel, o, chooser, preds) && targetable(o.id, chooser)) out.push(o.id);
  return out;
}

/**
 * Counts objects matching a selector (amounts such as "for each card in your grave"). `outOfGame`: zones whose
 * cards are not in the game (Fadalgia 408.3, the Outer Zone) are never counted with other zones, nor by a
 * selector without a zone; only a selector that names such a zone alone counts it.
 */
export function count(sel: Selector, objs: readonly Described[], chooser: Seat, preds?: Predicates, outOfGame: readonly string[] = []): number {
  const zones = list(sel.zone);
  const alone = zones?.length === 1 && outOfGame.includes(zones[0]!);
  let n = 0;
  for (const o of objs) if ((alone || !outOfGame.includes(o.zone)) && matches(sel, o, chooser, preds)) n++;
  return n;
}
