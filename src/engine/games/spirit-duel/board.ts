/**
 * Reading and changing the board: a Spirit's current values through the kernel's layers (Equipment, the
 * Field, timed effects, printed keywords), Core gains under the cap, drawing, destroying, the match log.
 */
import {
  can, cardsIn, characteristics, moveObject, otherSeat, timedEffectsOn, type AppliedEffect, type Bus, type Characteristics, type DurationWorld, type KObject,
  type Seat, type Text,
} from '../../core/kernel.js';
import { sdCard } from './cards.js';
import { R } from './rules.js';
import { MAX_CORE, ZONES, type SDState, type SpiritData } from './state.js';
import { CARD_TYPE as SD_TYPE, ZONE as SD_ZONE } from '../../terms/spirit-duel.js';

export const other = otherSeat;

export function obj(s: SDState, id: string): KObject {
  const o = s.zones.objs[id];
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function dataOf(o: KObject): SpiritData {
  return (o.data ??= {}) as SpiritData;
}

export function say(s: SDState, text: Text, opts: { actor?: Seat | null; audience?: Seat | null; rule?: string } = {}): void {
  s.log.push({ seq: ++s.seq, audience: opts.audience ?? null, actor: opts.actor ?? null, text, ...(opts.rule ? { rule: opts.rule } : {}) });
}

export const nameOf = (s: SDState, id: string): Text => sdCard(s, obj(s, id).card).name;

/**
 * A Spirit on the field as an option names it: its name, and when another Spirit on the field has the same
 * name, what tells them apart — whose it is, its slot, ATK/HP left and its Equipment (two "Ember Pup" buttons
 * would leave the player guessing which one is attacked).
 */
export function spiritLabel(s: SDState, id: string, short = false): Text {
  const o = obj(s, id);
  const n = nameOf(s, id);
  if (o.zone !== 'spirits') return n;
  const all = [...spiritsOf(s, 0), ...spiritsOf(s, 1)];
  const alike = all.filter((x) => x !== id && nameOf(s, x).en === n.en);
  if (!alike.length) return n;
  const slot = spiritsOf(s, o.ctrl).indexOf(id) + 1;
  const eq = equipmentOn(s, id);
  const stats = `${atkOf(s, id)}/${hpLeft(s, id)}`;
  // The owner's name only when the other side has one of the same name (attack labels stay short).
  const who = alike.some((x) => obj(s, x).ctrl !== o.ctrl) ? `${s.names[o.ctrl] || `P${o.ctrl + 1}`} ` : '';
  // Materials are always the evolver's own: the slot alone keeps an evolve button under Discord's 80 characters.
  if (short) return { th: `${n.th} #${slot}`, en: `${n.en} #${slot}` };
  return {
    th: `${n.th} [${who}#${slot} ${stats}${eq ? ` +${nameOf(s, eq.id).th}` : ''}]`,
    en: `${n.en} [${who}#${slot} ${stats}${eq ? ` +${nameOf(s, eq.id).en}` : ''}]`,
  };
}

/** sd:setup.2 / sd:turn.2: every Core gain stops at 10. */
export function gainCore(s: SDState, seat: Seat, n: number): number {
  const before = s.core[seat];
  s.core[seat] = Math.min(MAX_CORE, before + n);
  return s.core[seat] - before;
}

export function spiritsOf(s: SDState, seat: Seat): string[] {
  return cardsIn(s.zones, 'spirits', seat);
}

export function trapsOf(s: SDState, seat: Seat): string[] {
  return cardsIn(s.zones, 'traps', seat);
}

export function fieldCard(s: SDState): KObject | null {
  const id = cardsIn(s.zones, 'field')[0];
  return id ? obj(s, id) : null;
}

export function equipmentOn(s: SDState, spirit: string): KObject | null {
  const o = obj(s, spirit);
  for (const id of cardsIn(s.zones, 'equipment', o.ctrl)) if (s.zones.objs[id]!.attachedTo === spirit) return s.zones.objs[id]!;
  return null;
}

export function world(s: SDState): DurationWorld {
  return {
    exists: (id) => !!s.zones.objs[id],
    // Stryker disable next-line OptionalChaining: read only for an effect "while on the field" on its own target, which exists (timedEffectsOn looks only at the effects of an object there is)
    onField: (id) => s.zones.objs[id]?.zone === 'spirits',
    // Stryker disable next-line ArrowFunction,LogicalOperator,OptionalChaining: Spirit Duel makes no "while attached" effect (Equipment bonuses are read from the board in effectsOn)
    attachedTo: (item) => s.zones.objs[item]?.attachedTo ?? null,
  };
}

/** Inclusive bounds, each optional (an absent bound is no bound). */
const within = (v: number, min?: number, max?: number): boolean => (min === undefined || v >= min) && (max === undefined || v <= max);

/** Does a Field's `affects` filter take this Spirit (printed values only: a layer must not read the layers)? */
function fieldFits(s: SDState, f: KObject, o: KObject): boolean {
  const a = sdCard(s, f.card).affects;
  if (!a) return true;
  const c = sdCard(s, o.card);
  if (a.side !== 'any' && (o.ctrl === f.owner) !== (a.side === 'yours')) return false;
  if (a.card !== undefined && c.id !== a.card) return false;
  if (!within(c.cost, a.minCost, a.maxCost)) return false;
  if (!within(c.atk ?? 0, a.minAtk, a.maxAtk)) return false;
  if (a.damaged && !(dataOf(o).damage ?? 0)) return false;
  if (a.summonedThisTurn && dataOf(o).summonedTurn !== s.turn) return false;
  return true;
}

/** Everything that changes a Spirit's values or permissions, as kernel layer effects. */
function effectsOn(s: SDState, o: KObject): AppliedEffect[] {
  const out: AppliedEffect[] = [];
  const printed = sdCard(s, o.card);
  if (printed.keywords?.includes('haste')) out.push({ op: { k: 'allow', what: 'attack-on-arrival' }, ts: o.ts });
  if (dataOf(o).evolvedTurn === s.turn) out.push({ op: { k: 'forbid', what: 'attack-on-arrival' }, ts: o.ts });
  const eq = equipmentOn(s, o.id);
  if (eq) {
    // sd:field.2: only while attached; the bonus goes with the Equipment (sd:field.3).
    const e = sdCard(s, eq.card);
    if (e.atk) out.push({ op: { k: 'modify', stat: 'atk', by: e.atk }, ts: eq.ts });
    if (e.hp) out.push({ op: { k: 'modify', stat: 'hp', by: e.hp }, ts: eq.ts });
    if (e.keywords?.includes('haste')) out.push({ op: { k: 'allow', what: 'attack-on-arrival' }, ts: eq.ts });
  }
  const f = fieldCard(s);
  if (f && fieldFits(s, f, o)) {
    // sd:field.1: the Field affects both sides.
    const fc = sdCard(s, f.card);
    if (fc.atk) out.push({ op: { k: 'modify', stat: 'atk', by: fc.atk }, ts: f.ts });
    if (fc.hp) out.push({ op: { k: 'modify', stat: 'hp', by: fc.hp }, ts: f.ts });
  }
  out.push(...timedEffectsOn(s.effects, o.id, world(s)));
  return out;
}

export function chars(s: SDState, id: string): Characteristics {
  const o = obj(s, id);
  const c = sdCard(s, o.card);
  // Stryker disable next-line StringLiteral,ArrayDeclaration: nothing reads a Spirit's keywords from its characteristics (haste works through effectsOn's "attack-on-arrival" permission)
  return characteristics({ stats: { atk: c.atk ?? 0, hp: c.hp ?? 0 }, keywords: c.keywords?.includes('haste') ? ['haste'] : [] }, effectsOn(s, o));
}

export const atkOf = (s: SDState, id: string): number => Math.max(0, chars(s, id).stats.atk ?? 0);
export const maxHpOf = (s: SDState, id: string): number => chars(s, id).stats.hp ?? 0;
export const damageOf = (s: SDState, id: string): number => dataOf(obj(s, id)).damage ?? 0;
export const hpLeft = (s: SDState, id: string): number => maxHpOf(s, id) - damageOf(s, id);

/** sd:summon.4 / sd:summon.3: may a Spirit that arrived this turn attack? */
export function mayAttackOnArrival(s: SDState, id: string): boolean {
  const d = dataOf(obj(s, id));
  if (d.summonedTurn !== s.turn) return true;
  return can(chars(s, id), 'attack-on-arrival', false);
}

/** sd:battle.4: damage stays on the object until healed or until it leaves (a moved card is a new object). */
export function addDamage(s: SDState, id: string, n: number): void {
  const d = dataOf(obj(s, id));
  d.damage = (d.damage ?? 0) + n;
}

export function destroy(s: SDState, bus: Bus, id: string, rule: string): void {
  const name = nameOf(s, id);
  moveObject(ZONES, s.zones, bus, id, 'discard', { cause: 'destroy' });
  say(s, { th: `${name.th} ถูกทำลาย`, en: `${name.en} is destroyed` }, { rule });
}

// Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a draw's cause (hooks.ts reads only 'destroy'); it only names the move on its zone-change event
const DRAWN = { cause: 'draw' };

/** sd:turn.3 / sd:goal.2: drawing from an empty deck loses (a state check reads `decked`). */
export function draw(s: SDState, bus: Bus, seat: Seat, n = 1): void {
  for (let i = 0; i < n; i++) {
    const top = cardsIn(s.zones, 'deck', seat).at(-1);
    if (top === undefined) {
      s.decked[seat] = true;
      say(s, { th: `${s.names[seat]} ต้องจั่วแต่เด็คว่าง`, en: `${s.names[seat]} must draw from an empty deck` }, { actor: seat, rule: R.losses });
      return;
    }
    const moved = moveObject(ZONES, s.zones, bus, top, 'hand', DRAWN)!;
    const name = sdCard(s, moved.card).name;
    say(s, { th: `${s.names[seat]} จั่วการ์ด 1 ใบ`, en: `${s.names[seat]} draws a card` }, { actor: seat, rule: R.draw });
    say(s, { th: `คุณจั่ว ${name.th}`, en: `You draw ${name.en}` }, { actor: seat, audience: seat, rule: R.draw });
  }
}

const ZONE_NAME: Record<string, Text> = { spirits: { th: 'ช่อง Spirit', en: 'Spirit slot' }, traps: { th: 'ช่อง Trap', en: 'Trap slot' }, discard: SD_ZONE.discard, equipment: SD_TYPE.equipment };

/** Where a public object is ("B's Trap slot 2"): tells apart two options about two cards of one name. */
export function sdPlace(s: SDState, id: string): Text | undefined {
  const o = s.zones.objs[id];
  const z = o ? ZONE_NAME[o.zone] : undefined;
  if (!o || !z) return undefined;
  const k = cardsIn(s.zones, o.zone, o.ctrl).indexOf(id) + 1;
  const who = s.names[o.ctrl] || `P${o.ctrl + 1}`;
  return { th: `${z.th} ${k} ของ ${who}`, en: `${who}'s ${z.en} ${k}` };
}
