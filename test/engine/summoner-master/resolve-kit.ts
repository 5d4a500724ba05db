/**
 * Cards for the resolve-*.test.ts files: plain Seals, and Interfere Mystics (Mp 0, NP) that change the board
 * between a declaration and its resolution (a card returned, sent to the Shrine, charmed, moved, forbidden).
 */
import type { CardDef, MysticDef, SealDef, TargetSpec, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { passUntil, type Game } from './helpers.js';

export const T = { th: 'x', en: 'x' };

export const seal = (id: string, extra: Partial<SealDef> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...extra,
} as CardDef);

export const mystic = (id: string, verbs: Verb[], target?: TargetSpec, extra: Partial<MysticDef> = {}): CardDef => ({
  id, kind: 'mystic', name: { th: id, en: id }, mp: 0, int: true, attach: 'NP', turns: 0, do: verbs, statics: [], text: T,
  ...(target ? { target } : {}), ...extra,
} as CardDef);

const oppSeal: TargetSpec = { kind: 'seal', side: 'opp' };
const anySeal: TargetSpec = { kind: 'seal', side: 'any' };

/** Interfere answers, each on one chosen Seal of either side. */
export const ANSWERS: CardDef[] = [
  mystic('bounce', [{ v: 'to-hand', who: 'target' }], anySeal),
  mystic('bury', [{ v: 'to-shrine', who: 'target' }], anySeal),
  mystic('charm', [{ v: 'curse', who: 'target', curse: 'charm', turns: 1 }], oppSeal),
  mystic('stone', [{ v: 'curse', who: 'target', curse: 'stone', turns: 1 }], anySeal),
  mystic('push-df', [{ v: 'move-line', who: 'target', to: 'df' }], anySeal),
  mystic('halt', [{ v: 'forbid', who: 'target', what: ['attack', 'skill', 'combine', 'line'], dur: { k: 'subturn' } }], anySeal),
  mystic('tire', [{ v: 'set-inactive', who: 'target' }], anySeal),
  mystic('summon', [{ v: 'put-onto-field', from: 'hand' }]),
  mystic('cancel-mystic', [{ v: 'nullify', what: 'mystic' }]),
  mystic('cancel-skill', [{ v: 'nullify', what: 'skill' }]),
  /** Seat 1's Seals protected from the Skills and abilities of Seals of another name (smn:twinkling example). */
  mystic('shield', [{ v: 'protect-other-names', who: 'own-seals', dur: { k: 'turns', n: 1 } }]),
];

export const resolveAll = (g: Game) => passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
export const logged = (g: Game, en: string) => g.s.log.some((l) => l.en === en);
export const dataOf = (g: Game, id: string) => (g.s.zones.objs[id]?.data ?? {}) as { line?: string; active?: boolean; combo?: string; growth?: boolean; supportOf?: string; brokeAt?: number };
