/**
 * A judge's manual adjustment of a Fadalgia board (issue 19; the ops are core/adjust-types.ts). It is not a
 * game event: a judge restores the position play should have reached, so no ability triggers from it (no
 * 'life-to-grave' or enter/leave events are emitted). It is taken only while a player holds priority (601.1:
 * the board is at rest, no resolution or choice is half done), and afterwards the state checks run and
 * priority is offered again with options for the new board. A moved card is a new object (400.5), so a
 * Break entry that targeted it no longer finds it, exactly as after any other move.
 */
import type { ApplyResult } from '../../core/api-types.js';
import type { AdjustOp } from '../../core/adjust-types.js';
import type { Seat, Text } from '../../core/view-types.js';
import type { RuleError } from '../../core/api-types.js';
import { ruleError, t } from '../../core/text.js';
import { cloneState } from './clone-state.js';
import { CARD_TYPE, GAME, ZONE } from '../../terms/fadalgia.js';
import { type G, defOf, log, nameOf, pl, seatName } from './ctx.js';
import { run } from './driver.js';
import type { FState, Obj, ZoneName } from './types.js';
import { schemaError } from './schema.js';
import { zoneOf, moveObj, topOf } from './zones.js';

const { unit: U, item: I, terrain: T } = CARD_TYPE;

const ZONES: Record<string, Text> = { hand: ZONE.hand, grave: ZONE.grave, outer: ZONE.outer, main: ZONE.main, life: ZONE.life, field: ZONE.field, mana: ZONE.mana };

/** 400.2: hand, main pile and life pile are hidden; a face-down mana card is too (406.3). */
function isPublic(o: Obj): boolean {
  if (o.zone === 'mana') return o.faceDown === false;
  return o.zone === 'field' || o.zone === 'grave' || o.zone === 'outer' || o.zone === 'break';
}

const err = (code: string, rule: string, th: string, en: string): RuleError => ruleError(`adjust/${code}`, rule, th, en);

function fieldObj(g: G, id: string): Obj | RuleError {
  const o = g.s.objs[id];
  if (!o) return err('no-object', '400.5', `ไม่มีการ์ด ${id} (การ์ดที่ย้ายโซนเป็นการ์ดใบใหม่)`, `There is no object ${id} (a moved card is a new object)`);
  if (o.zone !== 'field') return err('not-on-field', '607.9', 'ต้องเป็นการ์ดบนสนาม', 'It must be a card on the field');
  return o;
}

/**
 * What a card entering the field by an adjustment needs: an Item that attaches to a unit names that unit on the
 * field (302.2 / 302.2.1, any player's, as a cast Item may target); an Item - World and a Terrain attach to
 * nothing (the engine's reading of 303.2.1, as in a cast); a second Terrain is refused rather than left to the
 * 303.3.1 choice, so the judge says which one stays. Returns the unit to attach to, null, or the refusal.
 */
function fieldEntry(g: G, o: Obj, to: ZoneName, onto: string | undefined): string | null | RuleError {
  const d = defOf(o);
  const attaches = d.type === 'item' && d.attach === 'unit';
  if (onto !== undefined && (to !== 'field' || !attaches)) {
    return err('onto-not-item', '302.2', `ระบุการสวมใส่ (onto) ได้เฉพาะ ${I.th} สวมใส่ที่ย้ายลงสนาม`, `Only an ${I.en} that attaches to a ${U.en}, moved to the field, takes a ${U.en} to attach to (onto)`);
  }
  if (to !== 'field') return null;
  if (d.type !== 'unit' && d.type !== 'item' && d.type !== 'terrain') return err('field-permanent-only', '400.1', `ลงสนามได้เฉพาะ ${U.th} ${I.th} และ ${T.th}`, `Only a ${U.en}, an ${I.en} or a ${T.en} can be on the field`);
  if (attaches) {
    if (onto === undefined) return err('onto-missing', '302.2.1', `${I.th} ต้องสวมใส่ ${U.th} บนสนามเสมอ: ระบุ ${U.th} (onto)`, `An ${I.en} always enters attached: name a ${U.en} on the field (onto)`);
    const u = g.s.objs[onto];
    if (!u || u.zone !== 'field' || defOf(u).type !== 'unit') return err('onto-not-unit', '302.2', `${onto} ไม่ใช่ ${U.th} บนสนาม ${I.th} สวมใส่ได้เฉพาะ ${U.th} บนสนาม`, `${onto} is not a ${U.en} on the field: an ${I.en} attaches only to a ${U.en} on the field`);
    return onto;
  }
  if (d.type === 'terrain') {
    const other = Object.values(g.s.objs).find((x) => x.zone === 'field' && x.ctrl === o.owner && defOf(x).type === 'terrain');
    if (other) return err('terrain-one', '303.3', `${seatName(g, o.owner)} ควบคุม Terrain อยู่แล้ว 1 ใบ (${nameOf(g, other.id).th}): ย้ายใบนั้นออกก่อน`, `${seatName(g, o.owner)} already controls a Terrain (${nameOf(g, other.id).en}): move it away first`);
  }
  return null;
}

function move(g: G, op: Extract<AdjustOp, { k: 'move' }>): RuleError | null {
  const o = g.s.objs[op.object];
  if (!o) return err('no-object', '400.5', `ไม่มีการ์ด ${op.object} (การ์ดที่ย้ายโซนเป็นการ์ดใบใหม่)`, `There is no object ${op.object} (a moved card is a new object)`);
  const to = ZONES[op.to] ? (op.to as ZoneName) : null;
  if (!to) return err('no-zone', '400.1', `${GAME.th}ไม่มีโซน "${op.to}" (${Object.values(ZONES).map((z) => z.th).join(' ')})`, `${GAME.en} has no zone "${op.to}" (${Object.keys(ZONES).join(', ')})`);
  if (o.zone === 'break') return err('on-break', '407', 'การ์ดบน Break ย้ายด้วยการปรับแก้ไม่ได้: ย้อนแมตช์แทน', 'A card on the Break cannot be moved by an adjustment: rewind instead');
  if (o.zone === to) return err('same-zone', '400.5', 'การ์ดอยู่ในโซนนั้นแล้ว', 'The card is already in that zone');
  const d = defOf(o);
  const onto = fieldEntry(g, o, to, op.onto);
  if (onto && typeof onto === 'object') return onto;
  const from = o.zone;
  const seen = isPublic(o);
  const name = nameOf(g, o.id);
  // 610.4: a Summon unit moved off the field ceases to exist (removing a wrongly made one); the log says so.
  const nid = moveObj(g, o.id, to, { ...(op.bottom ? { bottom: true } : {}) });
  const entered = nid && to === 'field' ? g.s.objs[nid]! : null;
  if (entered && d.type === 'unit') entered.mode = 'AT';
  // 302.3 / 303.4: an Item or Terrain enters with its printed turn count, as when cast; 302.2: attached to `onto`.
  if (entered && d.type !== 'unit') entered.left = d.duration ?? null;
  if (entered && typeof onto === 'string') entered.att = onto;
  const after = nid ? g.s.objs[nid]! : null;
  const named = seen || (after !== null && isPublic(after));
  const who = seatName(g, o.owner);
  const what = named ? name : t(`การ์ด 1 ใบจาก${ZONES[from]!.th}`, `a card from the ${ZONES[from]!.en}`);
  const att = typeof onto === 'string' ? t(` สวมใส่ ${nameOf(g, onto).th}`, ` attached to ${nameOf(g, onto).en}`) : t('', '');
  const gone = nid === null ? t(` (${U.th} Summon หายไป 610.4)`, ` (the Summon ${U.en} ceases to exist, 610.4)`) : t('', '');
  log(g, null, t(`ปรับแก้โดยกรรมการ: ${what.th} ของ ${who} ไปที่${ZONES[to]!.th}${op.bottom ? ' (ล่างสุด)' : ''}${att.th} เป็นการ์ดใบใหม่${gone.th}`,
    `Judge adjustment: ${what.en} of ${who} to the ${ZONES[to]!.en}${op.bottom ? ' (bottom)' : ''}${att.en}, as a new object${gone.en}`), typeof onto === 'string' ? '302.2' : '400.5', 'judge-adjust');
  return null;
}

function mode(g: G, op: Extract<AdjustOp, { k: 'mode' }>): RuleError | null {
  const o = fieldObj(g, op.object);
  if ('code' in o) return o;
  if (defOf(o).type !== 'unit') return err('not-unit', '607.9', `เฉพาะ ${U.th} ที่มีโหมด AT/DF`, `Only ${U.enMany!} have an AT/DF mode`);
  if (op.mode !== 'AT' && op.mode !== 'DF') return err('no-mode', '607.9', `ไม่มีโหมด "${op.mode}" (AT หรือ DF)`, `There is no mode "${op.mode}" (AT or DF)`);
  if (o.mode === op.mode) return err('same-mode', '607.9', `${U.th} อยู่ในโหมด ${op.mode} แล้ว`, `The ${U.en} is already in ${op.mode} mode`);
  o.mode = op.mode;
  log(g, null, t(`ปรับแก้โดยกรรมการ: ${nameOf(g, o.id).th} เป็นโหมด ${op.mode}`, `Judge adjustment: ${nameOf(g, o.id).en} to ${op.mode} mode`), op.mode === 'AT' ? '607.9' : '607.10', 'judge-adjust');
  return null;
}

function counter(g: G, op: Extract<AdjustOp, { k: 'counter' }>): RuleError | null {
  let bag: Record<string, number>;
  let whose: Text;
  let rule: string;
  if (op.object !== undefined) {
    const o = fieldObj(g, op.object);
    if ('code' in o) return err('counter-where', '612.2', 'Counter ของการ์ดอยู่ได้เฉพาะบนการ์ดในสนาม', 'A card counter can only be on a card on the field');
    bag = o.ctr ??= {};
    whose = nameOf(g, o.id);
    rule = '612.4';
  } else {
    const seat = op.seat as Seat;
    bag = pl(g, seat).counters;
    whose = t(seatName(g, seat), seatName(g, seat));
    rule = '612.5';
  }
  const n = (bag[op.name] ?? 0) + op.delta;
  if (n < 0) return err('counter-negative', '612.1', `มี ${op.name} counter อยู่ ${bag[op.name] ?? 0} เม็ด เอาออก ${-op.delta} ไม่ได้`, `There are ${bag[op.name] ?? 0} ${op.name} counters: cannot remove ${-op.delta}`);
  if (n === 0) delete bag[op.name];
  else bag[op.name] = n;
  const sign = op.delta > 0 ? `+${op.delta}` : String(op.delta);
  log(g, null, t(`ปรับแก้โดยกรรมการ: ${op.name} counter ${sign} บน ${whose.th} (เหลือ ${n})`, `Judge adjustment: ${sign} ${op.name} counter on ${whose.en} (now ${n})`), rule, 'judge-adjust');
  return null;
}

/** Life: a loss puts top life cards into the grave (402.4; Life Tokens first in Starter - Type C); a gain puts top main-pile cards onto the life pile. */
function life(g: G, op: Extract<AdjustOp, { k: 'life' }>): RuleError | null {
  const seat = op.seat;
  const p = pl(g, seat);
  const n = Math.abs(op.delta);
  if (op.delta < 0 && (p.tokens ?? 0) + zoneOf(g.s, seat, 'life').length < n) return err('life-short', '402.4', `${seatName(g, seat)} มีไลฟ์ไม่ถึง ${n}`, `${seatName(g, seat)} has fewer than ${n} life`);
  if (op.delta > 0 && zoneOf(g.s, seat, 'main').length < n) return err('main-short', '607.8', `กองหลักของ ${seatName(g, seat)} มีไม่ถึง ${n} ใบ`, `${seatName(g, seat)}'s main pile has fewer than ${n} cards`);
  const names: Text[] = [];
  for (let i = 0; i < n; i++) {
    if (op.delta < 0 && p.tokens) {
      p.tokens--;
      continue;
    }
    const top = topOf(g, seat, op.delta < 0 ? 'life' : 'main')!;
    // A life card going to the grave is seen by everyone there; one going onto the life pile stays hidden.
    if (op.delta < 0) names.push(nameOf(g, top));
    moveObj(g, top, op.delta < 0 ? 'grave' : 'life');
  }
  const list = (l: 'th' | 'en') => (names.length ? ` (${names.map((x) => x[l]).join(', ')})` : '');
  const text = op.delta < 0
    ? t(`ปรับแก้โดยกรรมการ: ${seatName(g, seat)} เสียไลฟ์ ${n}${list('th')}`, `Judge adjustment: ${seatName(g, seat)} loses ${n} life${list('en')}`)
    : t(`ปรับแก้โดยกรรมการ: การ์ด ${n} ใบจากกองหลักของ ${seatName(g, seat)} ไปบนกองไลฟ์`, `Judge adjustment: ${n} card(s) from ${seatName(g, seat)}'s main pile onto the life pile`);
  log(g, null, text, op.delta < 0 ? '402.4' : '607.8', 'judge-adjust');
  return null;
}

export function adjustFadalgia(state: FState, op: AdjustOp): ApplyResult<FState> {
  const old = schemaError(state);
  if (old) return { ok: false, error: old };
  if (state.result) return { ok: false, error: ruleError('match/ended', '101.3', 'เกมจบแล้ว', 'The game is over') };
  if (state.prompt?.ctx.t !== 'priority') {
    return { ok: false, error: err('not-at-rest', '601.1', 'ปรับแก้กระดานได้เมื่อผู้เล่นถือสิทธิ์ใน Break เท่านั้น (ไม่ใช่ระหว่างการเลือกหรือการแก้ผล)', 'The board can be adjusted only while a player holds priority (not during a choice or a resolution)') };
  }
  const s = cloneState(state);
  const g: G = { s, ev: [] };
  const e = op.k === 'move' ? move(g, op) : op.k === 'mode' ? mode(g, op) : op.k === 'counter' ? counter(g, op) : life(g, op);
  if (e) return { ok: false, error: e };
  // The old priority prompt's options name objects that may be gone: priority is offered again for the new board,
  // after the state checks (a unit with lethal damage, an Item left unattached, a player with no life...).
  s.prompt = null;
  run(g);
  s.version = state.version + 1;
  return { ok: true, state: s, events: g.ev };
}
