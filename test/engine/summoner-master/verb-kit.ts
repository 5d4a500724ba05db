/**
 * Cards written as data for the verb tests (issue 31, the `--all-files` run of verbs*.ts and zones.ts): seat 0's
 * Seal "src" (`S`, At Line) has one Skill `go` (0 Mp) doing the verbs under test; seat 0 keeps "plain" in hand, so
 * the Main Step waits for seat 0 instead of ending by itself.
 */
import type { CardDef, SkillDef, TargetSpec, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, offered, passUntil, type Game } from './helpers.js';

export const T = { th: 'x', en: 'x' };
export type Zones = Record<string, unknown[]>;

export const sealCard = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;

export const mysticCard = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'mystic', name: { th: id, en: id }, mp: 0, int: false, attach: 'PA', turns: -1, do: [], statics: [], text: T, ...more,
}) as CardDef;

export const skill = (id: string, doV: unknown[], more: Record<string, unknown> = {}): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, ...more });

/** Seat 0: "src" (`S`) plus `a`'s zones (its `at` after S), "plain" in hand; seat 1: `b`. */
export function board(verbs: unknown[], a: Zones = {}, b: Zones = {}, more: { target?: TargetSpec; cards?: CardDef[] } = {}): Game {
  const cards = [
    sealCard('src', { skills: [skill('go', verbs, more.target ? { target: more.target } : {})] }),
    sealCard('plain'), sealCard('other', { types: ['Beast'] }), mysticCard('relic'), ...(more.cards ?? []),
  ];
  const { at = [], hand = [], ...rest } = a;
  return build([
    { zones: { at: [{ card: 'src', as: 'S' }, ...at], hand: ['plain', ...hand], ...rest } as never },
    { zones: b as never },
  ], { cards } as never);
}

/** Passes until nothing is on the stack and no trigger waits (or a decision other than a pass is asked). */
export const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0);

/** Seat `seat` uses Skill `sk` of `obj` (with its targets), then everything resolves up to the next decision. */
export function use(g: Game, seat: 0 | 1, obj: string, sk: string, ...targets: string[]): void {
  if (targets.length === 1 && offered(g, seat).includes(`sk:${obj}:${sk}:tg:${targets[0]}`)) act(g, seat, `sk:${obj}:${sk}:tg:${targets[0]}`);
  else {
    act(g, seat, `sk:${obj}:${sk}`);
    if (targets.length) act(g, seat, ...targets.map((x) => `tg:${x}`));
  }
}

/** S uses `go` (on `targets`) and everything resolves. */
export function go(g: Game, ...targets: string[]): void {
  use(g, 0, g.id('S'), 'go', ...targets);
  settle(g);
}

export const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;
export const mp = (g: Game, seat: 0 | 1) => g.s.players[seat].mp;
export const setMp = (g: Game, a: number, b: number) => { g.s.players[0].mp = a; g.s.players[1].mp = b; };
/** Marks `id` as protected from the Skills and Abilities of Seals not named `name` (Live Branch Fairy's Twinkling). */
export function protect(g: Game, id: string, name: string): void {
  g.s.effects.push({ id: `prot-${id}`, targets: [id], op: { k: 'override', what: 'protect-other-names', value: name }, ts: 0, duration: { k: 'end-of-turn' } } as never);
}
