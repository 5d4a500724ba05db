/**
 * Strict scenario driving for Summoner Master: every step names the seat that must decide and an option
 * that must be offered; anything else fails the test (XMage's strict choose mode).
 */
import { expect } from 'vitest';
import type { ScenarioDescription, ScenarioSeat } from '../../../src/engine/core/scenario.js';
import { summonerMaster as m } from '../../../src/engine/games/summoner-master/module.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { chars } from '../../../src/engine/games/summoner-master/stats.js';
import { shrineLevel } from '../../../src/engine/games/summoner-master/zones.js';

export { m };

export interface Game {
  s: SmState;
  id(name: string): string;
}

export function build(seats: [ScenarioSeat, ScenarioSeat], extra: Partial<ScenarioDescription> = {}): Game {
  const r = m.scenario!.build({ game: 'summoner-master', seats, ...extra });
  if ('code' in r) throw new Error(r.message.en);
  return { s: r.state, id: r.id };
}

/**
 * The ids offered now (to `seat` if given), without the Main Step's "…, then end the Main Step" twin of each order
 * (`endsStep`, §3.5): `act` still answers one by its id, and `lastOrders` lists them.
 */
export function offered(g: Game, seat?: 0 | 1): string[] {
  const p = m.prompt(g.s);
  if (!p || (seat !== undefined && p.seat !== seat)) return [];
  return p.options.filter((o) => !o.endsStep).map((o) => o.id);
}

/** The "…, then end the Main Step" orders offered now (§3.5). */
export function lastOrders(g: Game, seat?: 0 | 1): string[] {
  const p = m.prompt(g.s);
  if (!p || (seat !== undefined && p.seat !== seat)) return [];
  return p.options.filter((o) => o.endsStep).map((o) => o.id);
}

/** The orders offered now, without the choices that come with them in one option (the target, the Combination's option and Supports). */
export function orders(g: Game, seat?: 0 | 1): string[] {
  return [...new Set(offered(g, seat).map((x) => x.replace(/:(tg|opt):.*$/, '')))];
}

/** Answers the pending prompt: `choice` is an option id or a prefix ending in ':' or '*'. */
export function act(g: Game, seat: 0 | 1, ...choice: string[]): void {
  const p = m.prompt(g.s);
  expect(p, `no prompt when ${seat} wanted to choose ${choice}`).not.toBeNull();
  expect(p!.seat, `prompt ${p!.kind} (${p!.options.map((o) => o.id)}) is for seat ${p!.seat}`).toBe(seat);
  const ids = choice.map((c) => {
    const hit = c.endsWith('*') ? p!.options.find((o) => o.id.startsWith(c.slice(0, -1))) : p!.options.find((o) => o.id === c);
    expect(hit, `option ${c} not offered: ${p!.options.map((o) => o.id).join(' ')}`).toBeDefined();
    return hit!.id;
  });
  const r = m.apply(g.s, { type: 'answer', seat, promptId: p!.promptId, choice: ids });
  if (!r.ok) throw new Error(r.error.message.en);
  g.s = r.state;
}

/**
 * Gives an order with its choice (`<order>:<choice>`, e.g. `atk:7` + `tg:9`): in one option when the engine offers
 * it whole, else the order and then the choice (a label too long to read whole, or several sets of Supports).
 */
export function order(g: Game, seat: 0 | 1, base: string, choice: string): void {
  if (offered(g, seat).includes(`${base}:${choice}`)) return act(g, seat, `${base}:${choice}`);
  act(g, seat, base);
  act(g, seat, choice);
}

/** Passes for whoever holds priority until `until` holds (or no priority prompt is pending). */
export function passUntil(g: Game, until: (g: Game) => boolean, limit = 60): void {
  for (let i = 0; i < limit && !until(g); i++) {
    const p = m.prompt(g.s);
    if (!p || !p.options.some((o) => o.id === 'pass')) return;
    act(g, p.seat, 'pass');
  }
}

export const prompt = (g: Game) => m.prompt(g.s);
export const zoneOf = (g: Game, objId: string) => g.s.zones.objs[objId]?.zone;
export const zone = (g: Game, z: string, seat: 0 | 1) => (g.s.zones.zones[`${seat}:${z}`] ?? []).map((id) => g.s.zones.objs[id]!);
export const cardsOf = (g: Game, z: string, seat: 0 | 1) => zone(g, z, seat).map((o) => o.card);
export const onField = (g: Game, card: string, seat: 0 | 1) => zone(g, 'field', seat).find((o) => o.card === card);
export const statOf = (g: Game, objId: string, k: string) => chars(g.s, objId).stats[k];
export const level = (g: Game, seat: 0 | 1) => shrineLevel(g.s, seat);
export const seatOf = (g: Game) => m.prompt(g.s)?.seat;

export const fork = (g: Game): Game => ({ s: structuredClone(g.s), id: g.id });

/**
 * Plays on with neutral choices (pass, draw one Seal then stop, discard the first cards, skip optional
 * offers) until `stop` holds; throws on a prompt it does not know, so a surprise fails the test.
 */
export function autopilot(g: Game, stop: (g: Game) => boolean, limit = 400): void {
  for (let i = 0; i < limit; i++) {
    if (stop(g) || m.result(g.s)) return;
    const p = m.prompt(g.s);
    if (!p) return;
    const ids = p.options.map((o) => o.id);
    if (ids.includes('pass')) act(g, p.seat, 'pass');
    else if (ids.includes('stop')) act(g, p.seat, 'stop');
    else if (ids.some((x) => x.startsWith('draw:'))) act(g, p.seat, ids.find((x) => x.startsWith('draw:'))!);
    else if (p.kind === 'discard') act(g, p.seat, ...ids.slice(0, p.min));
    else if (ids.includes('skip')) act(g, p.seat, 'skip');
    else throw new Error(`autopilot: unexpected prompt ${p.kind}: ${ids.join(' ')}`);
  }
  throw new Error('autopilot: limit reached');
}

/** Enough cards in both decks that nobody runs out in a test. */
export const decks = (): Record<string, string[]> => ({ sealDeck: Array(8).fill('tide-warrior'), mysticDeck: Array(8).fill('water-shield') });
