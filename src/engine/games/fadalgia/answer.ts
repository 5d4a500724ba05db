/** Applies an answer to the pending prompt, by what the prompt was about. Returns a RuleError for a bad answer. */
import type { RuleError } from '../../core/api-types.js';
import type { Seat } from '../../core/view-types.js';
import { nextInt } from '../../core/rng.js';
import { ruleError, t } from '../../core/text.js';
import { type G, defOf, log, other, pl, seatName } from './ctx.js';
import { beginActivate, payForActivate } from './activate.js';
import { afterPay, payForCast } from './cast.js';
import { chooseTarget, declareBlock, joinAttack } from './combat.js';
import { resumeCost } from './costs.js';
import { pay } from './mana.js';
import { applyAdjustment, askConfirm, askManual, type Adjustment } from './manual.js';
import { choosePriority } from './priority.js';
import { effCtx } from './resolve.js';
import { afterReshuffleAnswer, askChooseFirst, askMethodAgree, askRps, beginShuffles, startMethod } from './setup.js';
import { loseLife } from './life.js';
import { draw } from './life.js';
import { extraLifeDraws } from './stats.js';
import { chooseTriggerTargets, putTrigger, chooseTrigger } from './triggers.js';
import { finishTurn, splitStreamPlan } from './turn.js';
import { VERBS } from './verbs/index.js';
import { discardIds } from './verbs/discard.js';
import { moveObj } from './zones.js';
import { legalTarget } from './targets.js';
import type { PendingPrompt, Work } from './types.js';
import { KEYWORDS } from './keyword-registry.js';
import type { FKeyword } from './keywords/fkeyword.js';

const BEATS: Record<string, string> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };

export function answer(g: G, p: PendingPrompt, choice: string[]): RuleError | void {
  const seat = p.seat;
  const c = p.ctx;
  const one = choice[0] ?? '';
  g.s.prompt = null;
  switch (c.t) {
    case 'method':
      return askMethodAgree(g, one as 'coin' | 'rps');
    case 'method-agree': {
      const m = one === 'agree' ? c.method : c.method === 'coin' ? 'rps' : 'coin';
      return startMethod(g, m);
    }
    case 'coin-call': {
      const flip = nextInt(g.s.rng, 2) === 0 ? 'heads' : 'tails';
      const winner: Seat = flip === one ? seat : other(seat);
      log(g, null, t(`เหรียญออก${flip === 'heads' ? 'หัว' : 'ก้อย'}: ${seatName(g, winner)} ชนะ`, `The coin shows ${flip}: ${seatName(g, winner)} wins`), '101.2', 'coin', { flip, winner });
      return askChooseFirst(g, winner);
    }
    case 'rps': {
      const picks = [...c.picks];
      picks[seat] = one;
      if (seat === 0) return askRps(g, 1, picks);
      const [a, b] = picks as [string, string];
      log(g, null, t(`เป่ายิงฉุบ: ${seatName(g, 0)} ${a} / ${seatName(g, 1)} ${b}`, `Rock-paper-scissors: ${seatName(g, 0)} ${a} / ${seatName(g, 1)} ${b}`), '101.2', 'rps', { picks });
      if (a === b) return askRps(g, 0, [null, null]); // a tie is played again
      return askChooseFirst(g, BEATS[a] === b ? 0 : 1);
    }
    case 'choose-first':
      return beginShuffles(g, one === 'first:1' ? 1 : 0);
    case 'reshuffle':
      if (one === 'reshuffle') log(g, seat, t(`${seatName(g, seat)} ขอสับอีกครั้ง`, `${seatName(g, seat)} asks for one more shuffle`), '100.4');
      return afterReshuffleAnswer(g, c.of, one === 'reshuffle', c.pile);
    case 'life-draw': {
      // The Stream named with the draw is placed at the player's first priority of Main (502.2.1, priority.ts).
      const { answer: a, stream } = splitStreamPlan(one);
      if (stream !== null) pl(g, seat).streamPlan = stream;
      // 101.4: extra life draws apply only when drawing is allowed at all (the prompt is not offered otherwise).
      if (a === 'life-draw' || a === 'life-draw:keep') draw(g, seat, 1 + extraLifeDraws(g, seat), 'life', '501.5');
      // 501.6 answered "no" in the same press: Refresh is over (501.7).
      if (a.endsWith(':keep') && g.s.step === 'refresh-flip') g.s.step = 'main-start';
      return;
    }
    case 'flip-stream': {
      if (one === 'no-flip') return;
      const o = g.s.objs[one];
      if (!o || o.faceDown === false || o.zone !== 'mana') return ruleError('flip/not-mana', '501.6', 'เลือกการ์ดมานาคว่ำเท่านั้น', 'Choose a face-down Mana card');
      o.faceDown = false;
      const n = defOf(o).mana;
      loseLife(g, seat, n, '501.6');
      log(g, seat, t(`${seatName(g, seat)} เปลี่ยน ${defOf(o).name.th} เป็นสตรีม จ่ายไลฟ์ ${n}`, `${seatName(g, seat)} turns ${defOf(o).name.en} into a Stream, paying ${n} life`), '501.6', 'flip');
      return;
    }
    case 'priority':
      return choosePriority(g, seat, one);
    case 'cast-targets':
      if (one === 'cancel') return cancel(g, seat);
      return payForCast(g, seat, c.obj, choice);
    case 'act-targets':
      if (one === 'cancel') return cancel(g, seat);
      return payForActivate(g, seat, c.obj, c.idx, choice);
    case 'pay': {
      if (one === 'cancel') return cancel(g, seat);
      const combo = c.combos[Number(one.slice(3))];
      if (!combo) return ruleError('pay/bad-choice', '605.2.2', 'ตัวเลือกการจ่ายไม่ถูกต้อง', 'Bad payment choice');
      if (!pay(g, seat, combo, c.cost)) throw new Error('engine bug: offered payment failed');
      return afterPay(g, c.then);
    }
    case 'attack-target':
      if (one === 'cancel') return cancel(g, seat);
      return chooseTarget(g, seat, c.attacker, one);
    case 'group-join':
      return joinAttack(g, seat, c.attacker, c.target, choice);
    case 'blockers':
      return declareBlock(g, choice, c.chosen);
    case 'order-triggers':
      if (!chooseTrigger(g, Number(one.slice(2)))) return ruleError('trigger/bad-choice', '601.2.1', 'ตัวเลือกไม่ถูกต้อง', 'Bad choice');
      return;
    case 'trig-optional':
      if (one === 'no') {
        log(g, seat, t('เลือกไม่ใช้ความสามารถ', 'chooses not to use the ability'), '606.4.2.1.2');
        return;
      }
      return chooseTriggerTargets(g, c.trig);
    case 'trig-targets':
      if (!choice.every((r) => legalTarget(g, seat, c.spec, r))) return ruleError('target/illegal', '602.1', 'เป้าหมายไม่ถูกต้อง', 'Illegal target');
      return putTrigger(g, c.trig, choice);
    case 'terrain-keep':
      log(g, seat, t(`${defOf(g.s.objs[one]!).name.th} ลงสุสาน`, `${defOf(g.s.objs[one]!).name.en} goes to the grave`), '303.3.1');
      moveObj(g, one, 'grave');
      return;
    case 'discard-hand':
      discardIds(g, seat, choice, '503.5.2');
      return finishTurn(g);
    case 'verb':
      return VERBS[c.eff.verb].resume?.(g, c.eff, c.ctx, c.data, choice);
    case 'cost':
      return resumeCost(g, seat, c.kind, choice);
    case 'manual': {
      const w = g.s.work[g.s.work.length - 1] as Extract<Work, { k: 'res' }> | undefined;
      if (!w || w.k !== 'res') throw new Error('engine bug: manual prompt without a resolution');
      const ctx = effCtx(w.e);
      if (one === 'done') return askConfirm(g, ctx, []);
      applyAdjustment(g, ctx, one as Adjustment);
      w.adjust = (w.adjust ?? 0) + 1;
      return askManual(g, ctx, w.adjust);
    }
    case 'confirm':
      log(g, seat, one === 'accept' ? t(`${seatName(g, seat)} ยืนยันผลการ์ด`, `${seatName(g, seat)} accepts the manual resolution`) : t(`${seatName(g, seat)} โต้แย้งผลการ์ด — เรียกกรรมการ`, `${seatName(g, seat)} disputes the manual resolution — call a judge`), '100.5', one === 'accept' ? 'manual-accept' : 'manual-dispute');
      return;
    case 'cancelable':
      return;
    case 'kw-cost':
      // A keyword's additional cost that needed a choice (606.5.28.1); the resolution goes on after it.
      return (KEYWORDS.get(c.key) as FKeyword | undefined)?.activation?.resumeCost?.(g, seat, c.src, choice);
    case 'enter-choice': {
      // 606.5.9: the caster's answer to an entry question; the resolution on top goes on to the entry.
      const w = g.s.work[g.s.work.length - 1];
      if (!w || w.k !== 'res') throw new Error('engine bug: entry choice without a resolution');
      w.picks = { ...w.picks, [c.key]: choice };
      return;
    }
  }
}

/** Cancelling a cast/activation/attack before anything was paid: priority stays with the player. */
function cancel(g: G, seat: Seat): void {
  if (g.s.prio) g.s.prio.seat = seat;
  void pl;
  void beginActivate;
}
