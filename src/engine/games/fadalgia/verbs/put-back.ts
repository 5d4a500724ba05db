import { t } from '../../../core/text.js';
import { type G, defOf, log, seatName, tell } from '../ctx.js';
import { ask, opt } from '../ask.js';
import { zoneOf, moveObj } from '../zones.js';
import type { Effect } from '../cards/schema.js';
import type { Seat } from '../../../core/view-types.js';
import type { EffCtx } from '../types.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

type PutBack = Extract<Effect, { verb: 'put-back' }>;
/** Resumable progress: which cards, and the order picked so far (first = the card at the named end). */
type Data = { seat: Seat; step: 'pick' | 'order'; left: string[]; order: string[] };

const pileRule = (eff: PutBack): string => (eff.pile === 'main' ? '401.3' : '402.3');
const pileName = (eff: PutBack) => (eff.pile === 'main' ? t('กองหลัก', 'main pile') : t('กองไลฟ์', 'life pile'));
const endName = (eff: PutBack) => (eff.at === 'top' ? t('บนสุด', 'top') : t('ล่างสุด', 'bottom'));

/**
 * 401.3 / 402.3: cards put to a named position of a closed pile go there in an order their owner
 * chooses, and 400.6.1: the opponent does not learn it. The owner first picks the cards (unless the hand
 * holds no more than asked), then orders them one prompt at a time, starting from the named end — one
 * button per card works in every client, where a single multi-select would lose the click order.
 * Prompt labels and public log lines never name the cards; only the owner gets the order, privately.
 */
export const putBackVerb: VerbImpl<PutBack> = {
  run(g, eff, ctx) {
    const seat = refPlayers(eff.who, ctx)[0];
    if (seat === undefined) return;
    const hand = zoneOf(g.s, seat, 'hand');
    if (!hand.length) return; // 101.8
    const k = Math.min(eff.n, hand.length);
    if (hand.length === k) return next(g, eff, ctx, { seat, step: 'order', left: [...hand], order: [] });
    ask(g, seat, 'choose-cards', t(`เลือกการ์ดบนมือ ${k} ใบ เพื่อวาง${endName(eff).th}ของ${pileName(eff).th}`, `Choose ${k} card(s) from your hand to put on the ${endName(eff).en} of your ${pileName(eff).en}`),
      hand.map((id) => opt(id, defOf(g.s.objs[id]!).name, { objectId: id })), k, k, { t: 'verb', eff, ctx, data: { seat, step: 'pick', left: [], order: [] } satisfies Data }, pileRule(eff));
  },
  resume(g, eff, ctx, data, choice) {
    const d = data as Data;
    if (d.step === 'pick') return next(g, eff, ctx, { ...d, step: 'order', left: [...choice] });
    const picked = choice[0]!;
    next(g, eff, ctx, { ...d, left: d.left.filter((id) => id !== picked), order: [...d.order, picked] });
  },
};

function next(g: G, eff: PutBack, ctx: EffCtx, d: Data): void {
  if (d.left.length > 1) {
    const pos = d.order.length + 1;
    const label = eff.at === 'top'
      ? t(`เลือกใบที่จะอยู่ลำดับที่ ${pos} นับจากบนสุดของ${pileName(eff).th} (ฝ่ายตรงข้ามไม่เห็นลำดับ)`, `Choose the card at position ${pos} from the top of your ${pileName(eff).en} (your opponent does not see the order)`)
      : t(`เลือกใบที่จะอยู่ลำดับที่ ${pos} นับจากล่างสุดของ${pileName(eff).th} (ฝ่ายตรงข้ามไม่เห็นลำดับ)`, `Choose the card at position ${pos} from the bottom of your ${pileName(eff).en} (your opponent does not see the order)`);
    ask(g, d.seat, 'choose-cards', label, d.left.map((id) => opt(id, defOf(g.s.objs[id]!).name, { objectId: id })), 1, 1, { t: 'verb', eff, ctx, data: d }, '400.6.1');
    return;
  }
  place(g, eff, d.seat, [...d.order, ...d.left]);
}

/** `order[0]` ends at the named end of the pile (piles are stored bottom first, top last). */
function place(g: G, eff: PutBack, seat: Seat, order: string[]): void {
  const names = order.map((id) => defOf(g.s.objs[id]!).name);
  for (const id of [...order].reverse()) moveObj(g, id, eff.pile, { bottom: eff.at === 'bottom' });
  log(g, seat, t(`${seatName(g, seat)} วางการ์ด ${order.length} ใบจากมือไว้${endName(eff).th}ของ${pileName(eff).th}`, `${seatName(g, seat)} puts ${order.length} card(s) from hand on the ${endName(eff).en} of the ${pileName(eff).en}`), pileRule(eff), 'put-back', { seat, n: order.length, pile: eff.pile, at: eff.at });
  tell(g, seat, t(`ลำดับจาก${endName(eff).th}: ${names.map((n) => n.th).join(', ')}`, `Order from the ${endName(eff).en}: ${names.map((n) => n.en).join(', ')}`), 'put-back-order');
}
