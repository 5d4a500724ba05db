/** 100.4: the owner shuffles; every shuffle publishes a commitment; the opponent is offered one more. */
import type { Seat } from '../../core/view-types.js';
import { nextSalt, shuffleInPlace } from '../../core/rng.js';
import { toCommitment } from '../../core/commitments.js';
import { t } from '../../core/text.js';
import { type G, log, other, seatName } from './ctx.js';
import { zoneOf } from './zones.js';
import { ask, opt } from './ask.js';

export function shufflePile(g: G, seat: Seat, pile: 'main' | 'life', rule = '100.4'): void {
  const list = zoneOf(g.s, seat, pile);
  shuffleInPlace(g.s.rng, list);
  const secret = { n: g.s.shuffles.length, seat, pile, order: list.map((id) => g.s.objs[id]?.card ?? '?'), salt: nextSalt(g.s.rng) };
  g.s.shuffles.push(secret);
  const c = toCommitment(secret);
  const where = pile === 'main' ? t('กองหลัก', 'main pile') : t('กองไลฟ์', 'life pile');
  log(g, seat, t(`${seatName(g, seat)} สับ${where.th} (commitment ${c.commitment.slice(0, 12)}…)`, `${seatName(g, seat)} shuffles the ${where.en} (commitment ${c.commitment.slice(0, 12)}…)`),
    rule, 'shuffle', { n: c.n, seat, pile, commitment: c.commitment });
}

/** Asks `seat`'s opponent whether to shuffle `seat`'s piles once more (100.4). */
export function offerReshuffle(g: G, of: Seat, pile?: 'main' | 'life'): void {
  ask(g, other(of), 'reshuffle', t(`ต้องการสับกองของ ${seatName(g, of)} อีกครั้งไหม?`, `Shuffle ${seatName(g, of)}'s piles once more?`),
    [opt('accept', t('ไม่ต้อง', 'No, accept')), opt('reshuffle', t('สับอีกครั้ง', 'Shuffle again'))], 1, 1, { t: 'reshuffle', of, ...(pile ? { pile } : {}) }, '100.4');
}
