/** Turn structure (500–503): Refresh, Main, Clean Up; AT and DF turns alternate (500.1.1.1). */
import type { PromptOption } from '../../core/api-types.js';
import type { Seat, Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, log, other, pl, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { FORMAT_RULES } from './deck-rules.js';
import { draw } from './life.js';
import { faceDown } from './mana.js';
import { extraLifeDraws, prohibited, unitsOf } from './stats.js';
import { emit } from './events.js';
import { expire } from './timed.js';
import { askDiscard } from './verbs/discard.js';
import { zoneOf, moveObj } from './zones.js';
import { open } from './windows.js';

export function lifeDrawAllowed(g: G, seat: Seat): boolean {
  // 101.2.2: the first AT player gets no life draw in the first turn of the game.
  if (g.s.turn === 1 && seat === g.s.firstSeat) return false;
  // 101.4: a "cannot draw from the life pile" effect beats the permission of 501.5.
  if (prohibited(g, seat, 'life-draw')) return false;
  return zoneOf(g.s, seat, 'life').length > 0;
}

export function flipCandidates(g: G, seat: Seat): string[] {
  // 501.6: paying life equal to the card's mana value; Sanam offers only flips that can be paid in full.
  const lifeLeft = zoneOf(g.s, seat, 'life').length + (pl(g, seat).tokens ?? 0);
  return faceDown(g, seat).filter((o) => defOf(o).mana <= lifeLeft).map((o) => o.id);
}

/**
 * 501.5's question. When 501.6 may follow (some Mana is face down), a player who already knows they keep their
 * Mana as it is answers both in one press ('…:keep'); 'life-draw' and 'skip' still ask 501.6 after, so a flip
 * can be chosen with the drawn card in hand. Offered on a public fact (some Mana is face down), not on which
 * flips are affordable (their mana values are hidden).
 *
 * The draw that ends Refresh (the one that asks no 501.6 after) may also name a hand card to place as this
 * turn's Stream (502.2.1): one private option per hand card (its object is in the hand), placed at the player's
 * first priority of Main (placePlannedStream), so Refresh and the Stream are one press.
 */
export function lifeDrawQuestion(g: G, at: Seat): { label: Text; options: PromptOption[]; rule: string } {
  const extra = extraLifeDraws(g, at);
  const n = 1 + extra;
  const rule = extra ? '101.4' : '501.5';
  const drawLabel = n > 1 ? t(`จั่วจากกองไลฟ์ ${n} ใบ`, `Draw ${n} from life pile`) : t('จั่วจากกองไลฟ์', 'Draw from life pile');
  if (!faceDown(g, at).length) {
    return { label: t(`จั่วการ์ดจากกองไลฟ์ ${n} ใบไหม?`, `Draw ${n} card${n > 1 ? 's' : ''} from your life pile?`),
      options: [opt('life-draw', drawLabel, { rule: '501.5' }), opt('skip', t('ไม่จั่ว', 'Skip')), ...withStream(g, at, 'life-draw', drawLabel)], rule };
  }
  const keep = t(`${drawLabel.th} ไม่เปลี่ยนมานา`, `${drawLabel.en}, keep Mana as it is`);
  return {
    label: t(`จั่วการ์ดจากกองไลฟ์ ${n} ใบไหม? แล้วจะเปลี่ยนการ์ดมานาเป็นสตรีมไหม?`, `Draw ${n} card${n > 1 ? 's' : ''} from your life pile? Then, turn a Mana into a Stream?`),
    options: [opt('life-draw', t(`${drawLabel.th} แล้วค่อยเลือกเรื่องสตรีม`, `${drawLabel.en}, then choose about a Stream`), { rule: '501.5' }),
      opt('life-draw:keep', keep, { rule: '501.5' }),
      opt('skip', t('ไม่จั่ว แล้วค่อยเลือกเรื่องสตรีม', 'Skip the draw, then choose about a Stream')),
      opt('skip:keep', t('ไม่จั่ว ไม่เปลี่ยนมานา', 'Skip the draw, keep Mana as it is')),
      ...withStream(g, at, 'life-draw:keep', t(`${drawLabel.th} ไม่เปลี่ยนมานา`, `${drawLabel.en}, keep Mana`))],
    rule,
  };
}

const PLAN = ':stream:';

/** `answer` (a Refresh-ending draw) with each hand card as this turn's Stream: '<answer>:stream:<hand card>'. */
function withStream(g: G, at: Seat, answer: string, said: Text): PromptOption[] {
  if (pl(g, at).streamPlaced > 0) return [];
  return zoneOf(g.s, at, 'hand').map((id) => {
    const n = defOf(g.s.objs[id]!).name;
    return opt(`${answer}${PLAN}${id}`, t(`${said.th} แล้ววาง ${n.th} เป็นสตรีม`, `${said.en}, then place ${n.en} as a Stream`), { objectId: id, group: 'stream', rule: '502.2.1' });
  });
}

/** A Refresh answer split into the answer to 501.5 (and 501.6) and the hand card planned as the Stream, if any. */
export function splitStreamPlan(choice: string): { answer: string; stream: string | null } {
  const i = choice.indexOf(PLAN);
  return i < 0 ? { answer: choice, stream: null } : { answer: choice.slice(0, i), stream: choice.slice(i + PLAN.length) };
}

/** Runs the turn machine forward when nobody holds priority and nothing is pending. */
export function advanceStep(g: G): void {
  const s = g.s;
  const at = s.atSeat;
  switch (s.step) {
    case 'refresh': {
      // 501.2: AT player's units DF -> AT; 501.3: their Empty cards become Active.
      for (const u of unitsOf(g, at)) u.mode = 'AT';
      for (const id of zoneOf(g.s, at, 'mana')) {
        const o = s.objs[id];
        if (o) o.empty = false;
      }
      log(g, at, t(`เทิร์น ${s.turn}: ${seatName(g, at)} เข้า AT Turn (Refresh)`, `Turn ${s.turn}: ${seatName(g, at)}'s AT turn (Refresh)`), '501.1', 'turn', { turn: s.turn, atSeat: at });
      draw(g, at, 1, 'main', '501.4');
      s.step = 'refresh-life';
      return;
    }
    case 'refresh-life': {
      s.step = 'refresh-flip';
      if (lifeDrawAllowed(g, at)) {
        const q = lifeDrawQuestion(g, at);
        ask(g, at, 'refresh-options', q.label, q.options, 1, 1, { t: 'life-draw' }, q.rule);
      }
      return;
    }
    case 'refresh-flip': {
      s.step = 'main-start';
      const cands = flipCandidates(g, at);
      if (cands.length) {
        ask(g, at, 'refresh-options', t('เปลี่ยนการ์ดมานา 1 ใบเป็นสตรีม (จ่ายไลฟ์ตามค่ามานา)?', 'Turn one Mana into a Stream (paying life equal to its mana value)?'),
          [opt('no-flip', t('ไม่เปลี่ยน', 'No')), ...cands.map((id) => opt(id, t(`${defOf(s.objs[id]!).name.th} (จ่ายไลฟ์ ${defOf(s.objs[id]!).mana})`, `${defOf(s.objs[id]!).name.en} (pay ${defOf(s.objs[id]!).mana} life)`), { objectId: id }))],
          1, 1, { t: 'flip-stream' }, '501.6');
      }
      return;
    }
    case 'main-start': {
      // 502.1 / 502.1.1: "when entering Main phase / AT turn" triggers go on the Break; AT player first.
      s.step = 'main';
      // 500.2.1.1 / 500.2.1.2: "when entering AT Turn", "when passing Refresh" and "when entering Main"
      // all wait for this first moment a player could get priority.
      open(g, 'main');
      for (const step of ['turn-start', 'refresh-end', 'main-start'] as const) emit(g, { kind: 'step', step, seat: at });
      return;
    }
    case 'cleanup-start': {
      // 503.1 / 503.1.1
      s.step = 'cleanup';
      log(g, at, t('Clean Up Phase', 'Clean Up phase'), '503.1', 'phase');
      // 500.2.1.2 "when passing Main Phase" and 503.1.1 "when AT Turn ends" enter the Break first.
      open(g, 'cleanup');
      for (const step of ['main-end', 'end-turn'] as const) emit(g, { kind: 'step', step, seat: at });
      // "In every Clean Up Phase" abilities (606.5.4) trigger as it begins, after 503.1.1's.
      emit(g, { kind: 'step', step: 'clean-up', seat: at });
      return;
    }
    case 'cleanup-end':
      return cleanupEnd(g);
    default:
      throw new Error(`engine bug: advanceStep in ${s.step}`);
  }
}

function cleanupEnd(g: G): void {
  const s = g.s;
  const at = s.atSeat;
  const rules = FORMAT_RULES[s.format];
  // 503.5.1: Streams emptied through 406.3.1 turn face down (Mana, still Empty). Starter - Type C: only
  // Streams that give Mana 2 turn face down.
  for (const seat of [0, 1] as Seat[]) {
    for (const id of zoneOf(g.s, seat, 'mana')) {
      const o = s.objs[id];
      if (o && o.faceDown === false && o.empty && (s.format === 'standard' || defOf(o).mana >= 2)) o.faceDown = true;
    }
  }
  // 503.5.2: the AT player discards down to the hand size (7; Starter - Type C: 5).
  const hand = zoneOf(g.s, at, 'hand');
  if (hand.length > rules.handLimit && !s.prompt) {
    askDiscard(g, at, hand.length - rules.handLimit, { t: 'discard-hand', n: hand.length - rules.handLimit }, '503.5.2');
    return;
  }
  finishTurn(g);
}

export function finishTurn(g: G): void {
  const s = g.s;
  for (const seat of [0, 1] as Seat[]) {
    for (const id of zoneOf(g.s, seat, 'field')) {
      const o = s.objs[id];
      if (!o) continue;
      delete o.dmg; // 503.5.3
      o.since = true; // 304.3.1: now controlled since the last clean up
    }
    const p = pl(g, seat);
    p.pool = {}; // 503.5.4 (604.6 points to "504.5.4": a typo for 503.5.4)
    p.streamPlaced = 0;
    delete p.streamPlan;
  }
  expire(g); // 503.5: "until end of turn" effects end
  // 302.3.1 / 303.4.1: Items and Terrains with a duration count down one per turn.
  for (const seat of [0, 1] as Seat[]) {
    for (const id of [...zoneOf(g.s, seat, 'field')]) {
      const o = s.objs[id];
      if (!o || o.left === undefined || o.left === null) continue;
      o.left--;
      if (o.left <= 0) {
        const d = defOf(o);
        log(g, seat, t(`${d.name.th} ครบจำนวนเทิร์น ลงสุสาน`, `${d.name.en} has run its turns and goes to the grave`), d.type === 'terrain' ? '303.4.1' : '302.3.1');
        moveObj(g, id, 'grave');
      }
    }
  }
  s.attacked = [];
  // 503.5.5: roles swap; one turn is over.
  s.atSeat = other(s.atSeat);
  s.turn++;
  s.step = 'refresh';
}
