/**
 * Strict scenario tests (XMage's strict mode): build a board from a description, then script every
 * answer. `answer(seat, kind, choice)` fails if the pending prompt is not exactly that seat and kind,
 * so a prompt the test did not script fails the test. A priority prompt whose only option is "pass" is
 * answered for the test (passOnlyPrompts): the engine asks such a seat whenever its hand holds a card (the
 * skip must not depend on hidden cards), and the scripts are written in what the seats actually decide.
 *
 * Choices may name objects by card: 'cast:SNM-S01-004' picks the option whose object is that card;
 * '@SNM-S01-001' picks the option for that card; '@SNM-S01-001#2' the second such object.
 */
import { expect } from 'vitest';
import { apply, currentPrompt, type EngineEvent, type MatchState, type Prompt, type ScenarioDescription, type Seat } from './fadalgia-api.js';
import { passOnlyPrompts } from './pass-only.js';
import type { ScenarioCard } from '../../../src/engine/core/scenario.js';
import { buildFadalgia } from '../../../src/engine/games/fadalgia/scenario.js';
import type { Obj, Step } from '../../../src/engine/games/fadalgia/types.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';
import { twoStepOf } from '../../../src/engine/games/fadalgia/with-target.js';

export const C = {
  recruit: 'SNM-S01-001', swordsman: 'SNM-S01-002', drake: 'SNM-S01-003', fireball: 'SNM-S01-004', blade: 'SNM-S01-005', volcano: 'SNM-S01-006',
  rage: 'SNM-S01-007', avatar: 'SNM-S01-008', priestess: 'SNM-S01-009', crab: 'SNM-S01-010', wave: 'SNM-S01-011', spring: 'SNM-S01-012', mist: 'SNM-S01-013',
  frost: 'SNM-S01-014', summoner: 'SNM-S01-015', hawk: 'SNM-S01-016', archer: 'SNM-S01-017', whirlwind: 'SNM-S01-018', wings: 'SNM-S01-019', phantom: 'SNM-S01-020',
  weaver: 'SNM-S01-021', giant: 'SNM-S01-022', warden: 'SNM-S01-023', quake: 'SNM-S01-024', armor: 'SNM-S01-025', valley: 'SNM-S01-026', sage: 'SNM-S01-027',
  wanderer: 'SNM-S01-028', tome: 'SNM-S01-029', surge: 'SNM-S01-030', charm: 'SNM-S01-031', keeper: 'SNM-S01-032', prophecy: 'SNM-S01-033', knight: 'SNM-S01-034',
  offering: 'SNM-S01-035', moth: 'SNM-S01-036', monk: 'SNM-S01-037', spark: 'SNM-S01-038', gate: 'SNM-S01-039',
} as const;

export interface UnitSpec { card: string; as?: string; mode?: 'AT' | 'DF'; since?: boolean; dmg?: number; ctr?: Record<string, number>; token?: 'summon' | 'phantom' }
export interface ManaSpec { card: string; faceUp?: boolean; empty?: boolean }
export interface SideSpec {
  hand?: string[];
  field?: Array<string | UnitSpec>;
  mana?: Array<string | ManaSpec>;
  /** Cards (bottom first) or a count of filler cards. */
  main?: string[] | number;
  life?: string[] | number;
  grave?: string[];
  outer?: string[];
  tokens?: number;
  counters?: Record<string, number>;
}

export interface ScenarioSpec {
  format?: 'standard' | 'starter-c';
  turn?: number;
  at?: Seat;
  first?: Seat;
  /** Where to start: 'main-start' (the AT player's priority after Main-start triggers), 'refresh' (start of the AT turn), 'cleanup-end'... */
  step?: Step;
  p0?: SideSpec;
  p1?: SideSpec;
}

const FILLER = C.wanderer;

/** The short test spec as a public scenario description: 20 filler main cards and 10 life cards unless given. */
export function toDescription(spec: ScenarioSpec): ScenarioDescription {
  const side = (x: SideSpec = {}) => {
    const pile = (v: string[] | number | undefined, dflt: number): string[] => (Array.isArray(v) ? v : Array.from({ length: v ?? dflt }, () => FILLER));
    const field = (x.field ?? []).map((f): ScenarioCard => {
      if (typeof f === 'string') return f;
      const state = { ...(f.mode ? { mode: f.mode } : {}), ...(f.since !== undefined ? { since: f.since } : {}), ...(f.dmg ? { damage: f.dmg } : {}), ...(f.token ? { token: f.token } : {}) };
      return { card: f.card, ...(f.as ? { as: f.as } : {}), ...(f.ctr ? { counters: f.ctr } : {}), state };
    });
    const mana = (x.mana ?? []).map((m): ScenarioCard => (typeof m === 'string' ? m : { card: m.card, faceDown: m.faceUp === false, ...(m.empty !== undefined ? { state: { empty: m.empty } } : {}) }));
    return {
      zones: { main: pile(x.main, 20), life: pile(x.life, 10), hand: x.hand ?? [], grave: x.grave ?? [], outer: x.outer ?? [], field, mana },
      state: { ...(x.tokens !== undefined ? { tokens: x.tokens } : {}), ...(x.counters ? { counters: x.counters } : {}) },
    };
  };
  return {
    game: 'fadalgia', format: spec.format ?? 'standard', seats: [side(spec.p0), side(spec.p1)], turn: spec.turn ?? 3, active: spec.at ?? 0,
    step: spec.step ?? 'main-start', state: { first: spec.first ?? 0 },
  };
}

/** The short spec, then edited in its public form (for what the short spec does not say: names, per-card state, the Break...). */
export function toDescriptionWith(spec: ScenarioSpec, edit: (d: ScenarioDescription) => void): ScenarioDescription {
  const d = toDescription(spec);
  edit(d);
  return d;
}

/** Builds through the public scenario builder; a description the builder refuses fails the test. */
export function build(spec: ScenarioSpec | ScenarioDescription): { state: MatchState; id(name: string): string } {
  const r = buildFadalgia('game' in spec ? spec : toDescription(spec));
  if ('code' in r) throw new Error(`scenario refused: ${r.message.en}`);
  return r;
}

export class Scenario {
  state: MatchState;
  events: EngineEvent[] = [];
  /** Object ids of the cards named with `as`. */
  readonly named: (name: string) => string;
  constructor(spec: ScenarioSpec | ScenarioDescription) {
    const b = build(spec);
    this.state = b.state;
    this.named = b.id;
    this.settle();
  }

  /** Passes for a seat whose only option is "pass" (what the engine did itself before it asked every hand); call it after driving the engine directly. */
  settle(): void {
    const r = passOnlyPrompts(this.state);
    this.state = r.state;
    this.events.push(...r.events);
  }

  get prompt(): Prompt {
    const p = currentPrompt(this.state);
    if (!p) throw new Error(`no prompt (result: ${JSON.stringify(this.state.result)})`);
    return p;
  }

  /** Object ids of a card in a zone of a seat. */
  ids(seat: Seat, zone: 'hand' | 'field' | 'mana' | 'grave' | 'main' | 'life' | 'outer', card: string): string[] {
    return zoneOf(this.state, seat, zone).filter((id) => this.state.objs[id]?.card === card);
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
    if (p.options.some((o) => o.id === c) || (p.kind === 'priority' && twoStepOf(p.options, c))) return c;
    const m = /^(?:(\w+):)?@?(SNM-[A-Z0-9-]+?)(?:#(\d+))?$/.exec(c);
    if (m) {
      const [, prefix, card, nth] = m;
      const matches = p.options.filter((o) => o.objectId && this.state.objs[o.objectId]?.card === card && (!prefix || o.id.startsWith(`${prefix}:`)));
      // A card named with a target in one option (with-target.ts) is answered the two-step way, which keeps its
      // meaning: the script then answers the target prompt. Tests of the combined option name its id.
      const ids = [...new Set(matches.map((o) => o.id.split(':tg:')[0]!))];
      const hit = ids[Number(nth ?? 1) - 1];
      if (hit) return hit;
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
    this.settle();
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

  /** The offered answers; options with their target in one (with-target.ts) by their two-step id, once. */
  options(): string[] {
    return [...new Set(this.prompt.options.map((o) => o.id.split(':tg:')[0]!))];
  }

  logRules(): string[] {
    return this.state.log.map((l) => l.rule ?? '');
  }
}
