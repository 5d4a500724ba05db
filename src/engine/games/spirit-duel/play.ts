/** Main Phase plays (sd:turn.4): summon, sacrifice evolution, Magic, Field, Equipment, setting a Trap. */
import { moveObject, perSeat, use, type Bus, type GameEvent, type Seat } from '../../core/kernel.js';
import { nameOf, obj, say } from './board.js';
import { startResolution } from './effects.js';
import { sdCard } from './cards.js';
import { R } from './rules.js';
import { ZONES, type SDState } from './state.js';

/** Emitted when a Spirit enters a field by a summon (plain or evolution); triggers and Trap timings listen. */
export interface Summoned extends GameEvent {
  kind: 'summoned';
  id: string;
  ctrl: Seat;
  evolved: boolean;
}

// Stryker disable ObjectLiteral,StringLiteral: no rule reads these causes (hooks.ts reads only 'destroy'); they only name the move on its zone-change event
const BY = { summon: 'summon', set: 'set' } as const;
const SACRIFICE = { cause: 'sacrifice' };
const CAST = { cause: 'cast' };
const FIELD = { cause: 'field' };
const EQUIP = { cause: 'equip' };
// Stryker restore ObjectLiteral,StringLiteral

function pay(s: SDState, seat: Seat, hand: string): void {
  s.core[seat] -= sdCard(s, obj(s, hand).card).cost;
}

export function summon(s: SDState, bus: Bus, seat: Seat, hand: string): void {
  pay(s, seat, hand);
  use(s.limits, 'turn', perSeat(seat, 'summon'));
  const o = moveObject(ZONES, s.zones, bus, hand, 'spirits', { cause: BY.summon, data: { summonedTurn: s.turn, damage: 0 } })!;
  const c = sdCard(s, o.card);
  say(s, { th: `${s.names[seat]} เรียก ${c.name.th} (จ่าย Core ${c.cost})`, en: `${s.names[seat]} summons ${c.name.en} (pays ${c.cost} Core)` }, { actor: seat, rule: R.summonLimit });
  // Stryker disable next-line BooleanLiteral: no listener reads `evolved` (hooks.ts: both summons open the same Trap window and fire the same triggers)
  bus.emit<Summoned>({ kind: 'summoned', id: o.id, ctrl: seat, evolved: false });
}

/**
 * sd:summon.2 / sd:summon.3: the materials go to Discard as a sacrifice (not destroyed; their Equipment
 * follows through the bus), Core is paid, it counts as one summon, and the new form enters fresh.
 */
export function evolve(s: SDState, bus: Bus, seat: Seat, hand: string, mats: string[]): void {
  pay(s, seat, hand);
  use(s.limits, 'turn', perSeat(seat, 'summon'));
  const names = mats.map((m) => nameOf(s, m));
  for (const m of mats) moveObject(ZONES, s.zones, bus, m, 'discard', SACRIFICE);
  const o = moveObject(ZONES, s.zones, bus, hand, 'spirits', { cause: BY.summon, data: { summonedTurn: s.turn, evolvedTurn: s.turn, damage: 0 } })!;
  const c = sdCard(s, o.card);
  say(s, {
    th: `${s.names[seat]} สังเวย ${names.map((n) => n.th).join(' และ ')} พัฒนาร่างเป็น ${c.name.th} (จ่าย Core ${c.cost})`,
    en: `${s.names[seat]} sacrifices ${names.map((n) => n.en).join(' and ')} to evolve into ${c.name.en} (pays ${c.cost} Core)`,
  }, { actor: seat, rule: R.evolution });
  // Stryker disable next-line BooleanLiteral: no listener reads `evolved` (hooks.ts: both summons open the same Trap window and fire the same triggers)
  bus.emit<Summoned>({ kind: 'summoned', id: o.id, ctrl: seat, evolved: true });
}

/** The Magic goes to the discard pile, then its effects run in order (effects.ts); `target` is its cast target. */
export function castMagic(s: SDState, bus: Bus, seat: Seat, hand: string, target: string | null): void {
  pay(s, seat, hand);
  const card = sdCard(s, obj(s, hand).card);
  const cast = moveObject(ZONES, s.zones, bus, hand, 'discard', CAST)!;
  const on = target ? nameOf(s, target) : null;
  say(s, { th: `${s.names[seat]} ใช้ ${card.name.th}${on ? ` กับ ${on.th}` : ''}`, en: `${s.names[seat]} casts ${card.name.en}${on ? ` on ${on.en}` : ''}` }, { actor: seat, rule: R.main });
  startResolution(s, bus, { seat, card: card.id, src: cast.id, path: 'effects', ctx: {}, next: 0, chosen: target ? { '0:t': [target] } : {}, rule: R.main });
}

/** sd:field.1: the old Field goes to Discard through the bus when the new one lands. */
export function playField(s: SDState, bus: Bus, seat: Seat, hand: string): void {
  pay(s, seat, hand);
  const o = moveObject(ZONES, s.zones, bus, hand, 'field', FIELD)!;
  const c = sdCard(s, o.card);
  say(s, { th: `${s.names[seat]} ลงเวทย์สนาม ${c.name.th}`, en: `${s.names[seat]} plays the Field ${c.name.en}` }, { actor: seat, rule: R.field });
}

export function equip(s: SDState, bus: Bus, seat: Seat, hand: string, spirit: string): void {
  pay(s, seat, hand);
  const o = moveObject(ZONES, s.zones, bus, hand, 'equipment', EQUIP)!;
  o.attachedTo = spirit;
  say(s, { th: `${s.names[seat]} ติด ${sdCard(s, o.card).name.th} ให้ ${nameOf(s, spirit).th}`, en: `${s.names[seat]} equips ${sdCard(s, o.card).name.en} to ${nameOf(s, spirit).en}` }, { actor: seat, rule: R.equip });
}

/** sd:trap.1: face down; the public line names no card. */
export function setTrap(s: SDState, bus: Bus, seat: Seat, hand: string): void {
  pay(s, seat, hand);
  const o = moveObject(ZONES, s.zones, bus, hand, 'traps', { cause: BY.set, faceDown: true, data: { setTurn: s.turn } })!;
  say(s, { th: `${s.names[seat]} ตั้ง Trap คว่ำ 1 ใบ (จ่าย Core ${sdCard(s, o.card).cost})`, en: `${s.names[seat]} sets a Trap face down (pays ${sdCard(s, o.card).cost} Core)` }, { actor: seat, rule: R.trapSet });
  say(s, { th: `คุณตั้ง ${sdCard(s, o.card).name.th}`, en: `You set ${sdCard(s, o.card).name.en}` }, { actor: seat, audience: seat, rule: R.trapSet });
}
