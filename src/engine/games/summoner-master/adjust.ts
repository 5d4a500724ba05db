/**
 * A judge's manual adjustment of a Summoner Master board (issue 19; ops in core/adjust-types.ts): a card moved
 * between zones, a Seal's Line (516: a Line is object data, not a zone), counters on a card on the field
 * (§11.2) and a player's Mp. Like Fadalgia's and Spirit Duel's, an adjustment is not a game event: cards move
 * without the bus, so nothing triggers, but a card that leaves the field follows the zone-change rules (§5): its
 * attached Mystics go to the Shrine, its Supports go with it, and its effects, curses and Combination are
 * forgotten (a moved card is a new object). Taken only while a player holds priority; the checks run after (a
 * Shrine Level of 15 loses, §13.1) and priority is asked again for the new board.
 *
 * Summoner Master has no life total: the game is lost on the Shrine Level, which is the Seals in the Shrine, so
 * a judge changes it by moving Seals to or from the Shrine. The player number a judge fixes is Mp (§2.3), and
 * the `life` op changes it.
 */
import { cardsIn, createBus, isPublic, ruleError, t, type ApplyResult, type RuleError, type Text } from '../../core/kernel.js';
import type { AdjustOp } from '../../core/adjust-types.js';
import { cloneJson } from '../../core/clone.js';
import { def } from './cards/catalog.js';
import { SUBS } from './hooks.js';
import { run } from './loop.js';
import type { SmState } from './types.js';
import { data, move as moveTo, ZONES } from './zones.js';

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

/** Where an adjustment may put a card: `at` / `df` are the field, in that Line (708.6: the owner's Line, named by the judge). */
const TO: Record<string, Text> = {
  hand: t('มือ', 'hand'), shrine: t('Shrine', 'Shrine'), remove: t('Remove Zone', 'Remove Zone'), deck: t('เด็ค', 'deck'),
  at: t('Line AT', 'AT Line'), df: t('Line DF', 'DF Line'),
};
const FROM: Record<string, Text> = {
  hand: t('มือ', 'hand'), sealDeck: t('เด็ค Seal', 'Seal deck'), mysticDeck: t('เด็ค Mystic', 'Mystic deck'), field: t('สนาม', 'field'),
  shrine: t('Shrine', 'Shrine'), remove: t('Remove Zone', 'Remove Zone'),
};

function moveCard(s: SmState, op: Extract<AdjustOp, { k: 'move' }>): RuleError | null {
  const o = s.zones.objs[op.object];
  if (!o) return err('no-object', '§5', `ไม่มีการ์ด ${op.object}`, `There is no object ${op.object}`);
  if (op.onto !== undefined) return err('no-onto', '§5', 'เกมนี้ไม่มีการสวมใส่การ์ดด้วยการปรับแก้ (onto)', 'This game has no attaching a card by an adjustment (onto)');
  const to = op.to.toLowerCase();
  if (!TO[to]) return err('no-zone', '§5', `ย้ายการ์ดได้ไปที่ hand, shrine, remove, deck, AT หรือ DF เท่านั้น ไม่มี "${op.to}"`, `A card moves to hand, shrine, remove, deck, AT or DF; there is no "${op.to}"`);
  if (o.zone === 'casting') return err('casting', '610.5', 'การ์ดกำลังถูกร่ายอยู่: ย้อนแมตช์แทน', 'The card is being cast: rewind instead');
  // §15 q15: a Support goes wherever its Main goes, and a Combination's Supports are fixed when it is made (512).
  if (o.zone === 'support') return err('support', '512', 'Support ย้ายไปพร้อมกับ Main Seal ของมัน: ย้าย Main Seal หรือย้อนแมตช์แทน', 'A Support moves with its Main Seal: move the Main Seal, or rewind instead');
  const seal = def(s, o.card).kind === 'seal';
  const line = to === 'at' || to === 'df' ? to : null;
  if (line && !seal) return err('mystic-field', '610.12.4', 'Mystic ลงสนามได้ด้วยการร่ายเท่านั้น (ต้องเลือกสิ่งที่ติดอยู่): ย้อนแมตช์แทน', 'A Mystic comes onto the field only by being cast (what it attaches to is chosen then): rewind instead');
  if (line && o.zone === 'field') return err('use-mode', '516', 'Seal อยู่บนสนามแล้ว: เปลี่ยน Line ด้วย action: mode', 'The Seal is already on the field: change its Line with action: mode');
  const dest = line ? 'field' : to === 'deck' ? (seal ? 'sealDeck' : 'mysticDeck') : to;
  if (o.zone === dest) return err('same-zone', '§5', 'การ์ดอยู่ในโซนนั้นแล้ว', 'The card is already in that zone');
  // A hidden card (hand, decks) is named only when it lands face up; its kind is public (card backs, §0).
  const named = isPublic(ZONES, o) || (dest !== 'hand' && dest !== 'sealDeck' && dest !== 'mysticDeck');
  const kind = seal ? t('Seal', 'Seal') : t('Mystic', 'Mystic');
  const what = named ? def(s, o.card).name : t(`${kind.th} 1 ใบจาก${FROM[o.zone]?.th ?? o.zone}`, `a ${kind.en} from the ${FROM[o.zone]?.en ?? o.zone}`);
  const from = o.zone;
  const followers: string[] = [];
  if (from === 'field') {
    // §5: attached Mystics (PS on this Seal, PM on this Mystic) to the Shrine, Supports with their Main.
    for (const p of [0, 1] as const) {
      for (const id of [...cardsIn(s.zones, 'field', p)]) {
        if (s.zones.objs[id]!.attachedTo === o.id) { followers.push(def(s, s.zones.objs[id]!.card).name.en); moveTo(s, null, id, 'shrine'); }
      }
      for (const id of [...cardsIn(s.zones, 'support', p)]) {
        if (data(s.zones.objs[id]!).supportOf === o.id) { followers.push(def(s, s.zones.objs[id]!.card).name.en); moveTo(s, null, id, dest, op.bottom ? { bottom: true } : {}); }
      }
    }
  }
  // 708.4: a Seal put onto the field is Active, on the Line its owner's judge names.
  const n = moveTo(s, null, o.id, dest, { ...(op.bottom ? { bottom: true } : {}), ...(line ? { data: { line, active: true } } : {}) });
  if (n && line) s.players[n.ctrl].broughtSeal = true;
  const also = followers.length ? ` (${followers.join(', ')})` : '';
  s.log.push(t(`ปรับแก้โดยกรรมการ: ${what.th} ของ ${s.players[o.owner].name} จาก${FROM[from]?.th ?? from} ไปที่${TO[to]!.th}${also}`,
    `Judge adjustment: ${what.en} of ${s.players[o.owner].name} from the ${FROM[from]?.en ?? from} to the ${TO[to]!.en}${also}`));
  return null;
}

function mp(s: SmState, op: Extract<AdjustOp, { k: 'life' }>): RuleError | null {
  const p = s.players[op.seat];
  const n = p.mp + op.delta;
  if (n < 0) return err('life-short', '§2.3', `${p.name} มี Mp ${p.mp}`, `${p.name} has ${p.mp} Mp`);
  p.mp = n;
  const sign = op.delta > 0 ? `+${op.delta}` : String(op.delta);
  s.log.push(t(`ปรับแก้โดยกรรมการ: Mp ของ ${p.name} ${sign} (เหลือ ${n})`, `Judge adjustment: ${p.name}'s Mp ${sign} (now ${n})`));
  return null;
}

export function adjustSummonerMaster(state: SmState, op: AdjustOp): ApplyResult<SmState> {
  if (state.result) return { ok: false, error: ruleError('match/ended', '§13', 'เกมจบแล้ว', 'The game is over') };
  if (state.ask?.k !== 'priority') return { ok: false, error: err('not-at-rest', '§9', 'ปรับแก้กระดานได้เมื่อผู้เล่นถือสิทธิ์เท่านั้น', 'The board can be adjusted only while a player holds priority') };
  const s = cloneJson<SmState>(state);
  const logged = s.log.length;
  const e = op.k === 'move' ? moveCard(s, op) : op.k === 'life' ? mp(s, op) : op.k === 'mode' ? line(s, op) : counter(s, op);
  if (e) return { ok: false, error: e };
  s.prompt = null;
  s.ask = null;
  run(s, createBus(SUBS, s));
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((text) => ({ kind: 'log', audience: null, text }));
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
  return { ok: true, state: s, events };
}
