/**
 * Strict scenario tests (XMage's strict mode): build a board from a description, then script every
 * answer. `answer(seat, kind, choice)` fails if the pending prompt is not exactly that seat and kind,
 * so a prompt the test did not script fails the test.
 *
 * Choices may name objects by card: 'cast:SNM-S01-004' picks the option whose object is that card;
 * '@SNM-S01-001' picks the option for that card; '@SNM-S01-001#2' the second such object.
 */
import { expect } from 'vitest';
import { apply, currentPrompt, type EngineEvent, type MatchState, type Prompt, type Seat } from './fadalgia-api.js';
import type { G } from '../../../src/engine/games/fadalgia/ctx.js';
import { run } from '../../../src/engine/games/fadalgia/driver.js';
import type { FState, Obj, Step } from '../../../src/engine/games/fadalgia/types.js';
import { createObj } from '../../../src/engine/games/fadalgia/zones.js';

export const C = {
  recruit: 'SNM-S01-001', swordsman: 'SNM-S01-002', drake: 'SNM-S01-003', fireball: 'SNM-S01-004', blade: 'SNM-S01-005', volcano: 'SNM-S01-006',
  rage: 'SNM-S01-007', avatar: 'SNM-S01-008', priestess: 'SNM-S01-009', crab: 'SNM-S01-010', wave: 'SNM-S01-011', spring: 'SNM-S01-012', mist: 'SNM-S01-013',
  frost: 'SNM-S01-014', summoner: 'SNM-S01-015', hawk: 'SNM-S01-016', archer: 'SNM-S01-017', whirlwind: 'SNM-S01-018', wings: 'SNM-S01-019', phantom: 'SNM-S01-020',
  weaver: 'SNM-S01-021', giant: 'SNM-S01-022', warden: 'SNM-S01-023', quake: 'SNM-S01-024', armor: 'SNM-S01-025', valley: 'SNM-S01-026', sage: 'SNM-S01-027',
  wanderer: 'SNM-S01-028', tome: 'SNM-S01-029', surge: 'SNM-S01-030', charm: 'SNM-S01-031', keeper: 'SNM-S01-032', prophecy: 'SNM-S01-033', knight: 'SNM-S01-034',
  offering: 'SNM-S01-035', moth: 'SNM-S01-036', monk: 'SNM-S01-037', spark: 'SNM-S01-038', gate: 'SNM-S01-039',
} as const;

export interface UnitSpec { card: string; mode?: 'AT' | 'DF'; since?: boolean; dmg?: number; ctr?: Record<string, number>; token?: 'summon' | 'phantom' }
export interface ManaSpec { card: string; faceUp?: boolean; empty?: boolean }
export interface SideSpec {
  hand?: string[];
  field?: Array<string | UnitSpec>;
  mana?: Array<string | ManaSpec>;
  /** Cards (bottom first) or a count of filler cards. */
  main?: string[] | number;
  life?: string[] | number;
  grave?: string[];
  tokens?: number;
  counters?: Record<string, number>;
}

export interface ScenarioSpec {
  format?: 'standard' | 'starter-c';
  turn?: number;
  at?: Seat;
  first?: Seat;
  /** Where to start: 'main' (AT player's priority), 'refresh' (start of the AT turn) or 'cleanup'. */
  step?: Step;
  p0?: SideSpec;
  p1?: SideSpec;
}

const FILLER = C.wanderer;

function emptyPlayer() {
  return { main: [], life: [], hand: [], grave: [], outer: [], field: [], mana: [], pool: {}, counters: {}, streamPlaced: 0 };
}

export function build(spec: ScenarioSpec): FState {
  const s: FState = {
    schemaVersion: 1, game: 'fadalgia', format: spec.format ?? 'standard', matchId: 'scenario', version: 0, rng: { seed: '5a'.repeat(32), counter: 0 },
    names: ['A', 'B'], challenger: 0, nextId: 1, seq: 0, objs: {}, players: [emptyPlayer(), emptyPlayer()], turn: spec.turn ?? 3, atSeat: spec.at ?? 0,
    firstSeat: spec.first ?? 0, step: spec.step ?? 'main-start', brk: [], prio: null, combat: null, attacked: [], prompt: null,
    work: [], triggers: [], effects: [], log: [], shuffles: [], result: null, setup: { reshuffleAsked: [0, 1] },
  };
  const g: G = { s, ev: [] };
  for (const seat of [0, 1] as Seat[]) {
    const side = (seat === 0 ? spec.p0 : spec.p1) ?? {};
    const pile = (v: string[] | number | undefined, dflt: number): string[] => (Array.isArray(v) ? v : Array.from({ length: v ?? dflt }, () => FILLER));
    for (const c of pile(side.main, 20)) createObj(g, c, seat, 'main');
    for (const c of pile(side.life, 10)) createObj(g, c, seat, 'life');
    for (const c of side.hand ?? []) createObj(g, c, seat, 'hand');
    for (const c of side.grave ?? []) createObj(g, c, seat, 'grave');
    for (const f of side.field ?? []) {
      const u: UnitSpec = typeof f === 'string' ? { card: f } : f;
      const extra: Partial<Obj> = { mode: u.mode ?? 'AT', since: u.since ?? true, ts: s.seq++ };
      if (u.dmg) extra.dmg = u.dmg;
      if (u.ctr) extra.ctr = { ...u.ctr };
      if (u.token) extra.token = u.token;
      createObj(g, u.card, seat, 'field', extra);
    }
    for (const m of side.mana ?? []) {
      const ms: ManaSpec = typeof m === 'string' ? { card: m } : m;
      createObj(g, ms.card, seat, 'mana', { faceUp: ms.faceUp ?? true, empty: ms.empty ?? false });
    }
    if (side.tokens !== undefined) s.players[seat].tokens = side.tokens;
    if (side.counters) s.players[seat].counters = { ...side.counters };
  }
  run(g);
  return s;
}

export class Scenario {
  state: MatchState;
  events: EngineEvent[] = [];
  constructor(spec: ScenarioSpec) {
    this.state = build(spec);
  }

  get prompt(): Prompt {
    const p = currentPrompt(this.state);
    if (!p) throw new Error(`no prompt (result: ${JSON.stringify(this.state.result)})`);
    return p;
  }

  /** Object ids of a card in a zone of a seat. */
  ids(seat: Seat, zone: 'hand' | 'field' | 'mana' | 'grave' | 'main' | 'life' | 'outer', card: string): string[] {
    return this.state.players[seat][zone].filter((id) => this.state.objs[id]?.cardId === card);
  }

  id(seat: Seat, zone: 'hand' | 'field' | 'mana' | 'grave' | 'main' | 'life' | 'outer', card: string, n = 1): string {
    const id = this.ids(seat, zone, card)[n - 1];
    if (!id) throw new Error(`no ${card} #${n} in ${zone} of seat ${seat}`);
    return id;
  }

  obj(id: string): Obj {
    const o = this.state.objs[id];
    if (!o) throw new Error(`no object ${id}`);
    return o;
  }

  private resolveChoice(c: string): string {
    const p = this.prompt;
    if (p.options.some((o) => o.id === c)) return c;
    const m = /^(?:(\w+):)?@?(SNM-[A-Z0-9-]+?)(?:#(\d+))?$/.exec(c);
    if (m) {
      const [, prefix, card, nth] = m;
      const matches = p.options.filter((o) => o.objectId && this.state.objs[o.objectId]?.cardId === card && (!prefix || o.id.startsWith(`${prefix}:`)));
      const hit = matches[Number(nth ?? 1) - 1];
      if (hit) return hit.id;
    }
    throw new Error(`option "${c}" not offered in ${p.kind}: ${p.options.map((o) => o.id).join(', ')}`);
  }

  /** Strict: the pending prompt must be this seat's and this kind. */
  answer(seat: Seat, kind: Prompt['kind'], ...choice: string[]): this {
    const p = this.prompt;
    expect({ seat: p.seat, kind: p.kind }, `unscripted prompt: ${p.kind} for seat ${p.seat}: ${p.label.en}`).toEqual({ seat, kind });
    const r = apply(this.state, { type: 'answer', seat, promptId: p.promptId, choice: choice.map((c) => this.resolveChoice(c)) });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
    this.state = r.state;
    this.events.push(...r.events);
    return this;
  }

  /** Answers expecting a RuleError; the state must not change. */
  refuse(seat: Seat, choice: string[]): string {
    const p = this.prompt;
    const before = JSON.stringify(this.state);
    const r = apply(this.state, { type: 'answer', seat, promptId: p.promptId, choice });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(this.state)).toBe(before);
    return r.ok ? '' : r.error.code;
  }

  /** Answers a mana-payment prompt with its first way, if one is pending for `seat`. */
  payIfAsked(seat: Seat): this {
    const p = currentPrompt(this.state);
    if (p && p.seat === seat && p.kind === 'mana-payment') this.answer(seat, 'mana-payment', 'pay0');
    return this;
  }

  pass(seat: Seat): this {
    return this.answer(seat, 'priority', 'pass');
  }

  options(): string[] {
    return this.prompt.options.map((o) => o.id);
  }

  logRules(): string[] {
    return this.state.log.map((l) => l.rule ?? '');
  }
}
