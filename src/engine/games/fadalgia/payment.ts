/** Mana payment (605.2.2, 606.3.2.3): automatic when there is one way, a 'mana-payment' prompt otherwise. */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf } from './ctx.js';
import { ask, opt } from './ask.js';
import { pay, payCombos, yieldOf } from './mana.js';
import type { FState, PayCombo, PayThen } from './types.js';
import { inMatch } from './cards/catalog.js';

export function comboLabel(g: G, c: PayCombo): { th: string; en: string } {
  const names = c.streams.map((id) => defOf(g.s.objs[id]!).name);
  const th = [c.fromPool ? `มานาคงเหลือ ${c.fromPool}` : '', ...names.map((n) => `สตรีม ${n.th}`), c.mana.length ? `มานาคว่ำ ${c.mana.length} ใบ` : ''].filter(Boolean).join(' + ');
  const en = [c.fromPool ? `${c.fromPool} unspent mana` : '', ...names.map((n) => `Stream ${n.en}`), c.mana.length ? `${c.mana.length} face-down Mana` : ''].filter(Boolean).join(' + ');
  return t(th || 'ฟรี', en || 'free');
}

/** Returns true when paid at once; false when a prompt was raised (the `then` continues on its answer). */
export function payOrAsk(g: G, seat: Seat, cost: number, then: PayThen, done: (g: G, then: PayThen) => void): void {
  const combos = payCombos(g, seat, cost);
  if (combos.length === 1) {
    pay(g, seat, combos[0]!, cost);
    done(g, then);
    return;
  }
  ask(g, seat, 'mana-payment', t(`จ่ายมานา ${cost}: เลือกวิธีจ่าย`, `Pay ${cost} mana: choose how`),
    [...combos.map((c, i) => opt(`pay${i}`, comboLabel(g, c), { group: 'pay' })), opt('cancel', t('ยกเลิก', 'Cancel'), { group: 'cancel' })],
    1, 1, { t: 'pay', combos, then, cost }, '605.2.2');
}

/**
 * The payment that is clearly best, when there is one (Sanam's auto-payment, asked for by the bot for a player
 * who did not choose to pay by hand). Every offered combination pays the same cost (605.2.2); they differ in
 * what they leave behind:
 * - Streams emptied that turn face down at the end of clean up (503.5.1; Starter - Type C: only Streams that give
 *   Mana 2) and lose their element for later turns (604.2.2, 605.2.3.3); an emptied face-down Mana loses nothing;
 * - mana beyond the cost stays in the pool only until the end of the turn (604.6, 503.5.4), while a source left
 *   Active could still pay in the opponent's turn;
 * - an emptied Stream with [Mana Zone] abilities of its own (406.2.1) is a choice the player may care about.
 * A combination is clearly best when it is at least as good as every other one on all three counts and better on
 * at least one. Combinations that tie on all three are interchangeable when they differ only in Streams that
 * neither turn face down nor have such an ability: the same mana, no face-down change, and 605.2.3.3 counts the elements of every card in the
 * mana zone whether Empty or not (mana.ts), so no rule tells them apart; the first one is taken. Otherwise (e.g.
 * a Stream with an ability of its own against a face-down Mana) the choice is the player's.
 */
export function clearlyBest(g: G, cost: number, combos: PayCombo[]): number | null {
  const plain = (id: string) => { const o = g.s.objs[id]; return !!o && !(defOf(o).activated ?? []).some((a) => a.zone === 'mana'); };
  const flips = (id: string) => { const o = g.s.objs[id]; return !!o && o.faceDown === false && (g.s.format === 'standard' || defOf(o).mana >= 2); };
  const score = combos.map((c) => {
    let lasting = 0;
    let made = c.fromPool + c.mana.length;
    let special = 0;
    for (const id of c.streams) {
      const o = g.s.objs[id];
      if (!o) continue;
      made += yieldOf(o);
      if (flips(id)) lasting++;
      if (!plain(id)) special++;
    }
    return [lasting, made - cost, special];
  });
  const noWorse = (a: number[], b: number[]) => a.every((x, k) => x <= b[k]!);
  const best = score.findIndex((a) => score.every((b) => noWorse(a, b)));
  if (best < 0) return null;
  const ties = combos.filter((_, j) => noWorse(score[j]!, score[best]!));
  const differing = ties.flatMap((c) => c.streams).filter((id) => !ties.every((c) => c.streams.includes(id)));
  // Which of two Streams turns face down decides which element stays (604.2.2): the player's choice.
  return differing.every((id) => plain(id) && !flips(id)) ? best : null;
}
/** The answer to the pending payment prompt that auto-payment gives, or null when the player must choose. */
export function autoPayment(s: FState): string | null {
  const p = s.prompt;
  if (!p || p.kind !== 'mana-payment' || p.ctx.t !== 'pay') return null;
  const ctx = p.ctx;
  const i = inMatch(s, () => clearlyBest({ s, ev: [] }, ctx.cost, ctx.combos));
  return i === null ? null : `pay${i}`;
}
