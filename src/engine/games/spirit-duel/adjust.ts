/**
 * A judge's manual adjustment of a Spirit Duel board (issue 19; ops in core/adjust-types.ts). Like Fadalgia's,
 * it is not a game event (cards move without the bus, so nothing triggers) and it is taken only while the
 * active player holds priority with no attack or Trap window open; the state checks run after it (a Soul at
 * 0 loses, sd:goal.1) and the decision is asked again for the new board. Spirit Duel has no counters, and a
 * card is put onto a slot only by a summon or a set (sd:setup.4), so those ops are refused with that reason.
 */
import { createBus, isPublic, moveObject, ruleError, t, type ApplyResult, type RuleError, type Text } from '../../core/kernel.js';
import type { AdjustOp } from '../../core/adjust-types.js';
import { cloneJson } from '../../core/clone.js';
import { dataOf, equipmentOn, nameOf, say } from './board.js';
import { sdCard } from './cards.js';
import { SUBS } from './hooks.js';
import { run } from './loop.js';
import { R } from './rules.js';
import { ZONES, type SDState } from './state.js';

const TO: Record<string, Text> = { hand: t('มือ', 'hand'), discard: t('ที่ทิ้งการ์ด', 'discard pile'), deck: t('เด็ค', 'deck') };
const FROM: Record<string, Text> = { ...TO, spirits: t('ช่อง Spirit', 'Spirit slots'), traps: t('ช่อง Trap', 'Trap slots'), equipment: t('Equipment', 'Equipment'), field: t('Field', 'Field') };
const err = (code: string, rule: string, th: string, en: string): RuleError => ruleError(`adjust/${code}`, rule, th, en);

function move(s: SDState, op: Extract<AdjustOp, { k: 'move' }>): RuleError | null {
  const o = s.zones.objs[op.object];
  if (!o) return err('no-object', R.evolution, `ไม่มีการ์ด ${op.object}`, `There is no object ${op.object}`);
  if (op.onto !== undefined) return err('no-onto', R.slots, 'เกมนี้ไม่มีการสวมใส่การ์ดด้วยการปรับแก้ (onto)', 'This game has no attaching a card by an adjustment (onto)');
  if (!TO[op.to]) return err('no-zone', R.slots, `ปรับแก้ย้ายการ์ดได้ไปที่ hand, discard หรือ deck เท่านั้น (ลงช่องได้ด้วยการอัญเชิญหรือวางเท่านั้น)`, `An adjustment moves a card to hand, discard or deck only (a slot is filled only by a summon or a set)`);
  if (o.zone === op.to) return err('same-zone', R.slots, 'การ์ดอยู่ในโซนนั้นแล้ว', 'The card is already in that zone');
  const named = isPublic(ZONES, o) || op.to === 'discard';
  const what = named ? nameOf(s, o.id) : t(`การ์ด 1 ใบจาก${FROM[o.zone]?.th ?? o.zone}`, `a card from the ${FROM[o.zone]?.en ?? o.zone}`);
  // sd:field.3: Equipment goes to the Discard with its Spirit.
  const eq = o.zone === 'spirits' ? equipmentOn(s, o.id) : null;
  const from = o.zone;
  moveObject(ZONES, s.zones, null, o.id, op.to, op.bottom ? { bottom: true } : {});
  if (eq) moveObject(ZONES, s.zones, null, eq.id, 'discard');
  say(s, t(`ปรับแก้โดยกรรมการ: ${what.th} ของ ${s.names[o.owner]} จาก${FROM[from]?.th ?? from} ไปที่${TO[op.to]!.th}${eq ? ` (${sdCard(s, eq.card).name.th} ไปที่ทิ้งการ์ด)` : ''}`,
    `Judge adjustment: ${what.en} of ${s.names[o.owner]} from the ${FROM[from]?.en ?? from} to the ${TO[op.to]!.en}${eq ? ` (${sdCard(s, eq.card).name.en} to the discard pile)` : ''}`), { rule: eq ? R.equipLeaves : R.persist });
  return null;
}

function mode(s: SDState, op: Extract<AdjustOp, { k: 'mode' }>): RuleError | null {
  const o = s.zones.objs[op.object];
  if (!o || o.zone !== 'spirits') return err('not-spirit', R.refresh, 'ต้องเป็น Spirit บนสนาม', 'It must be a Spirit on the board');
  if (op.mode !== 'rested' && op.mode !== 'ready') return err('no-mode', R.refresh, `Spirit มีสถานะ rested หรือ ready เท่านั้น ไม่มี "${op.mode}"`, `A Spirit is rested or ready; there is no "${op.mode}"`);
  const d = dataOf(o);
  if (!!d.rested === (op.mode === 'rested')) return err('same-mode', R.refresh, `Spirit ${op.mode} อยู่แล้ว`, `The Spirit is already ${op.mode}`);
  if (op.mode === 'rested') d.rested = true;
  else delete d.rested;
  say(s, t(`ปรับแก้โดยกรรมการ: ${nameOf(s, o.id).th} เป็น ${op.mode}`, `Judge adjustment: ${nameOf(s, o.id).en} is now ${op.mode}`), { rule: R.refresh });
  return null;
}

function life(s: SDState, op: Extract<AdjustOp, { k: 'life' }>): RuleError | null {
  const soul = s.soul[op.seat] + op.delta;
  if (soul < 0) return err('life-short', R.soul, `Soul ของ ${s.names[op.seat]} มี ${s.soul[op.seat]}`, `${s.names[op.seat]} has ${s.soul[op.seat]} Soul`);
  s.soul[op.seat] = soul;
  say(s, t(`ปรับแก้โดยกรรมการ: Soul ของ ${s.names[op.seat]} ${op.delta > 0 ? '+' : ''}${op.delta} (เหลือ ${soul})`, `Judge adjustment: ${s.names[op.seat]}'s Soul ${op.delta > 0 ? '+' : ''}${op.delta} (now ${soul})`), { rule: R.soul });
  return null;
}

export function adjustSpiritDuel(state: SDState, op: AdjustOp): ApplyResult<SDState> {
  if (state.result) return { ok: false, error: ruleError('match/ended', R.losses, 'เกมจบแล้ว', 'The game is over') };
  if (state.prompt?.kind !== 'priority' || state.battle || state.openWindow) {
    return { ok: false, error: err('not-at-rest', R.turnOrder, 'ปรับแก้กระดานได้เมื่อผู้เล่นกำลังเลือกสิ่งที่จะทำใน Main หรือ Battle Phase เท่านั้น', 'The board can be adjusted only while the active player chooses what to do in the Main or Battle Phase') };
  }
  if (op.k === 'counter') return { ok: false, error: err('no-counters', R.slots, 'Spirit Duel ไม่มี counter', 'Spirit Duel has no counters') };
  const s = cloneJson<SDState>(state);
  const logged = s.log.length;
  const e = op.k === 'move' ? move(s, op) : op.k === 'mode' ? mode(s, op) : life(s, op);
  if (e) return { ok: false, error: e };
  s.prompt = null;
  run(s, createBus(SUBS, s));
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((l) => ({ kind: 'log', audience: l.audience, text: l.text, ...(l.rule ? { rule: l.rule } : {}) }));
  // As apply() does (module.ts): the state keeps the last lines only.
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
  return { ok: true, state: s, events };
}

