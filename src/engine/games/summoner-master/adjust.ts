/**
 * A judge's manual adjustment of a Summoner Master board (issue 19; ops in core/adjust-types.ts): a Seal's Line
 * (516: a Line is object data, not a zone) and counters on a card on the field (§11.2). Taken only while a
 * player holds priority; the checks run after and priority is asked again for the new board. Moving cards is
 * refused here: a Seal leaving the field takes its Supports, curses and Combination with it (§5, 512), which
 * a judge fixes by rewinding to before the mistake; Summoner Master has no life total to change (§13).
 */
import { createBus, ruleError, t, type ApplyResult, type RuleError } from '../../core/kernel.js';
import type { AdjustOp } from '../../core/adjust-types.js';
import { cloneJson } from '../../core/clone.js';
import { def } from './cards/catalog.js';
import { SUBS } from './hooks.js';
import { run } from './loop.js';
import type { SmState } from './types.js';
import { data } from './zones.js';

const err = (code: string, rule: string, th: string, en: string): RuleError => ruleError(`adjust/${code}`, rule, th, en);

function onField(s: SmState, id: string): RuleError | { name: { th: string; en: string } } {
  const o = s.zones.objs[id];
  if (!o || o.zone !== 'field') return err('not-on-field', '§5', 'ต้องเป็นการ์ดบนสนาม', 'It must be a card on the field');
  return { name: def(s, o.card).name };
}

function line(s: SmState, op: Extract<AdjustOp, { k: 'mode' }>): RuleError | null {
  const f = onField(s, op.object);
  if ('code' in f) return f;
  const d = data(s.zones.objs[op.object]!);
  if (!d.line) return err('not-seal', '516', 'เฉพาะ Seal ใน Line ที่เปลี่ยน Line ได้', 'Only a Seal in a Line has a Line');
  const to = op.mode.toLowerCase();
  if (to !== 'at' && to !== 'df') return err('no-mode', '516', `ไม่มี Line "${op.mode}" (AT หรือ DF)`, `There is no Line "${op.mode}" (AT or DF)`);
  if (d.line === to) return err('same-mode', '516', `Seal อยู่ใน Line ${to.toUpperCase()} แล้ว`, `The Seal is already in the ${to.toUpperCase()} Line`);
  d.line = to;
  s.log.push(t(`ปรับแก้โดยกรรมการ: ${f.name.th} ไปที่ Line ${to.toUpperCase()}`, `Judge adjustment: ${f.name.en} to the ${to.toUpperCase()} Line`));
  return null;
}

function counter(s: SmState, op: Extract<AdjustOp, { k: 'counter' }>): RuleError | null {
  if (op.object === undefined) return err('counter-where', '§11.2', 'Summoner Master ไม่มี counter ของผู้เล่น', 'Summoner Master has no player counters');
  const f = onField(s, op.object);
  if ('code' in f) return f;
  const o = s.zones.objs[op.object]!;
  const bag = (o.counters ??= {});
  const n = (bag[op.name] ?? 0) + op.delta;
  if (n < 0) return err('counter-negative', '§11.2', `มี ${op.name} counter อยู่ ${bag[op.name] ?? 0}`, `There are ${bag[op.name] ?? 0} ${op.name} counters`);
  if (n === 0) delete bag[op.name];
  else bag[op.name] = n;
  const sign = op.delta > 0 ? `+${op.delta}` : String(op.delta);
  s.log.push(t(`ปรับแก้โดยกรรมการ: ${op.name} counter ${sign} บน ${f.name.th} (เหลือ ${n})`, `Judge adjustment: ${sign} ${op.name} counter on ${f.name.en} (now ${n})`));
  return null;
}

export function adjustSummonerMaster(state: SmState, op: AdjustOp): ApplyResult<SmState> {
  if (state.result) return { ok: false, error: ruleError('match/ended', '§13', 'เกมจบแล้ว', 'The game is over') };
  if (state.ask?.k !== 'priority') return { ok: false, error: err('not-at-rest', '§9', 'ปรับแก้กระดานได้เมื่อผู้เล่นถือสิทธิ์เท่านั้น', 'The board can be adjusted only while a player holds priority') };
  if (op.k === 'move') return { ok: false, error: err('no-move', '§5', 'ย้ายการ์ดด้วยการปรับแก้ไม่ได้ในเกมนี้ (Support คำสาป และ Combination ต้องตามไปด้วย): ย้อนแมตช์แทน', 'Cards cannot be moved by an adjustment in this game (Supports, curses and Combinations would follow): rewind instead') };
  if (op.k === 'life') return { ok: false, error: err('no-life', '§13', 'Summoner Master ไม่มีค่าไลฟ์', 'Summoner Master has no life total') };
  const s = cloneJson<SmState>(state);
  const logged = s.log.length;
  const e = op.k === 'mode' ? line(s, op) : counter(s, op);
  if (e) return { ok: false, error: e };
  s.prompt = null;
  s.ask = null;
  run(s, createBus(SUBS, s));
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((text) => ({ kind: 'log', audience: null, text }));
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
  return { ok: true, state: s, events };
}
