/** Bus subscriptions and the state-check table: the rules that react instead of being called. */
import { cardsIn, moveObject, type CheckTable, type Seat, type ZoneChange } from '../../core/kernel.js';
import { Subscriptions } from '../../core/kernel.js';
import type { AttackDeclared } from './battle.js';
import { destroy, hpLeft, other, say, spiritsOf } from './board.js';
import { sdCard } from './cards.js';
import type { Summoned } from './play.js';
import { fire, type TurnEvent } from './triggers.js';
import { R } from './rules.js';
import { ZONES, type SDState } from './state.js';

// Stryker disable ObjectLiteral,StringLiteral: no rule reads these causes (the trigger hook reads only 'destroy'); they only name the move on its zone-change event
const UNATTACHED = { cause: 'unattached' };
const REPLACED = { cause: 'replaced' };
// Stryker restore ObjectLiteral,StringLiteral

export const SUBS = new Subscriptions<SDState>()
  // Card triggers "when destroyed": before the Equipment follows, so an Equipment still sees its Spirit.
  .on<ZoneChange>('zone-change', 'card-triggers', (s, e) => {
    if (e.from !== 'spirits' || e.cause !== 'destroy' || !e.newId) return;
    fire(s, { on: 'destroyed', subject: e.newId, before: e.oldId, subjectCtrl: e.ctrl }, { id: e.newId, ctrl: e.ctrl, self: e.newId });
  })
  // sd:field.3: a Spirit leaving the field takes its Equipment to Discard (and with it the bonus).
  .on<ZoneChange>('zone-change', 'equipment-follows', (s, e, bus) => {
    // Stryker disable next-line ConditionalExpression: only a Spirit carries Equipment, so another card's old id matches no attachedTo below
    if (e.from !== 'spirits') return;
    for (const id of [...cardsIn(s.zones, 'equipment', e.ctrl)]) {
      if (s.zones.objs[id]!.attachedTo !== e.oldId) continue;
      const card = sdCard(s, s.zones.objs[id]!.card);
      moveObject(ZONES, s.zones, bus, id, 'discard', UNATTACHED);
      say(s, { th: `${card.name.th} ลง Discard พร้อม Spirit ที่ติดอยู่`, en: `${card.name.en} goes to Discard with its Spirit` }, { rule: R.equipLeaves });
    }
  })
  // sd:field.1: one Field for the whole board; a new one sends the old one to Discard.
  .on<ZoneChange>('zone-change', 'one-field', (s, e, bus) => {
    if (e.to !== 'field' || !e.newId) return;
    for (const id of [...cardsIn(s.zones, 'field')]) {
      if (id === e.newId) continue;
      const card = sdCard(s, s.zones.objs[id]!.card);
      moveObject(ZONES, s.zones, bus, id, 'discard', REPLACED);
      say(s, { th: `${card.name.th} ลง Discard (มีเวทย์สนามได้ใบเดียว)`, en: `${card.name.en} goes to Discard (one Field at a time)` }, { rule: R.field });
    }
  })
  .on<Summoned>('summoned', 'card-triggers', (s, e) => fire(s, { on: 'summoned', subject: e.id, subjectCtrl: e.ctrl }))
  .on<AttackDeclared>('attack-declared', 'card-triggers', (s, e) => {
    fire(s, { on: 'attacks', subject: e.attacker, subjectCtrl: e.seat });
    if (e.target) fire(s, { on: 'attacked', subject: e.target, subjectCtrl: other(e.seat) });
  })
  .on<TurnEvent>('turn-start', 'card-triggers', (s, e) => fire(s, { on: 'turn-start', turnOf: e.seat }))
  .on<TurnEvent>('turn-end', 'card-triggers', (s, e) => fire(s, { on: 'turn-end', turnOf: e.seat }))
  // sd:trap.3: the Trap timings, queued as windows the loop opens in order.
  .on<Summoned>('summoned', 'trap-timing', (s, e) => {
    s.windows.push({ timing: 'opponent-summon', seat: other(e.ctrl), about: e.id });
  })
  .on<AttackDeclared>('attack-declared', 'trap-timing', (s, e) => {
    s.windows.push({ timing: 'attack-declared', seat: other(e.seat) }, { timing: 'before-damage', seat: other(e.seat) });
  });

const lostSeats = (s: SDState): Seat[] => ([0, 1] as Seat[]).filter((p) => s.soul[p] <= 0 || s.decked[p]);

export function checksFor(bus: Parameters<typeof destroy>[1]): CheckTable<SDState> {
  return [
    {
      rule: R.damage,
      // Stryker disable next-line StringLiteral: a description for readers; nothing reads a check's name
      name: 'a Spirit at 0 HP or below is destroyed',
      due: (s) => ([0, 1] as Seat[]).some((p) => spiritsOf(s, p).some((id) => hpLeft(s, id) <= 0)),
      apply: (s) => {
        for (const p of [0, 1] as Seat[]) for (const id of [...spiritsOf(s, p)]) if (hpLeft(s, id) <= 0) destroy(s, bus, id, R.damage);
        // Stryker disable next-line BooleanLiteral: "no change" only lets runChecks go on to the Soul check in the same call, which the loop's next pass would run first anyway
        return true;
      },
    },
    {
      rule: R.soul,
      // Stryker disable next-line StringLiteral: a description for readers; nothing reads a check's name
      name: 'Soul at 0 or below, or a draw from an empty deck, loses',
      due: (s) => !s.result && lostSeats(s).length > 0,
      apply: (s) => {
        const lost = lostSeats(s);
        const winner = lost.length === 2 ? null : other(lost[0]!);
        const decked = lost.every((p) => s.soul[p] > 0);
        const rule = decked ? R.losses : R.soul;
        const reason = winner === null
          ? { th: 'ทั้งสองฝ่ายแพ้พร้อมกัน: เสมอ', en: 'Both players lose at once: a draw' }
          : decked
            ? { th: `${s.names[lost[0]!]} ต้องจั่วจากเด็คที่ว่าง`, en: `${s.names[lost[0]!]} had to draw from an empty deck` }
            : { th: `Soul ของ ${s.names[lost[0]!]} เหลือ ${s.soul[lost[0]!]}`, en: `${s.names[lost[0]!]}'s Soul fell to ${s.soul[lost[0]!]}` };
        finish(s, winner, reason, rule);
        return true;
      },
    },
  ];
}

export function finish(s: SDState, winner: Seat | null, reason: { th: string; en: string }, rule: string): void {
  s.result = { winner, reason, rule, turns: s.turn };
  s.prompt = null;
  s.openWindow = null;
  // Stryker disable next-line StringLiteral: every reader looks at s.result first (view.ts shows 'ended' from it, apply refuses every action after it)
  s.phase = 'ended';
  say(s, { th: `จบเกม: ${reason.th}`, en: `Game over: ${reason.en}` }, { rule });
}
