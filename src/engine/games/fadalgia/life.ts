/**
 * Players' piles: draw (607.2), damage to a player (608.2 / 402.4), Heal (607.8) and the Starter - Type C
 * Life Tokens, which are lost before life cards.
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, log, pl, seatName, tell } from './ctx.js';
import { moveObj, topOf } from './zones.js';
import { emit } from './events.js';

/** 607.2: top card of the named pile to the hand. 101.8: drawing from an empty pile is skipped. */
export function draw(g: G, seat: Seat, n: number, pile: 'main' | 'life' = 'main', rule = '607.2'): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const top = topOf(g, seat, pile);
    if (!top) break;
    const nid = moveObj(g, top, 'hand');
    if (!nid) continue;
    drawn++;
    const o = g.s.objs[nid];
    if (o) tell(g, seat, t(`คุณจั่ว ${defOf(o).name.th}`, `You drew ${defOf(o).name.en}`), 'draw', { objectId: nid, cardId: o.card });
  }
  if (drawn) {
    const where = pile === 'main' ? t('กองหลัก', 'main pile') : t('กองไลฟ์', 'life pile');
    log(g, seat, t(`${seatName(g, seat)} จั่ว ${drawn} ใบจาก${where.th}`, `${seatName(g, seat)} draws ${drawn} from the ${where.en}`), rule, 'draw');
  }
  return drawn;
}

/**
 * Loses `n` life: Life Tokens first (Starter - Type C), then the top life cards go to the grave (402.4). Each
 * card's move is one 'life-to-grave' event naming its cause: damage and the seat that dealt it (`by`), or
 * another cause (a life payment). 606.5.26 After Life reads them.
 */
export function loseLife(g: G, seat: Seat, n: number, _rule: string, cause: 'damage' | 'other' = 'other', by: Seat | null = null): number {
  const p = pl(g, seat);
  let lost = 0;
  for (let i = 0; i < n; i++) {
    if (p.tokens && p.tokens > 0) {
      p.tokens--;
      lost++;
      continue;
    }
    const top = topOf(g, seat, 'life');
    if (!top) break;
    const cardId = g.s.objs[top]!.card;
    const gid = moveObj(g, top, 'grave');
    lost++;
    if (gid) emit(g, { kind: 'life-to-grave', obj: gid, cardId, seat, cause, by });
  }
  return lost;
}

/** Damage to a player (608.2 / 402.4); `by` is the seat whose card or attack deals it (null when unknown). */
export function damagePlayer(g: G, seat: Seat, n: number, rule = '608.2', by: Seat | null = null): number {
  // 608.4: 0 or less is no damage at all.
  if (n <= 0) return 0;
  const lost = loseLife(g, seat, n, rule, 'damage', by);
  log(g, null, t(`${seatName(g, seat)} ได้รับ Damage ${n}`, `${seatName(g, seat)} takes ${n} damage`), rule, 'damage-player', { seat, n });
  return lost;
}

/** 607.8: top of the main pile to the top of the life pile. */
export function heal(g: G, seat: Seat, n: number): number {
  let done = 0;
  for (let i = 0; i < n; i++) {
    const top = topOf(g, seat, 'main');
    if (!top) break;
    moveObj(g, top, 'life');
    done++;
  }
  if (done) log(g, seat, t(`${seatName(g, seat)} Heal ${done}`, `${seatName(g, seat)} heals ${done}`), '607.8', 'heal');
  return done;
}
