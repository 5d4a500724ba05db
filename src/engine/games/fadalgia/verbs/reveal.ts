import { t } from '../../../core/text.js';
import { defOf, log, seatName } from '../ctx.js';
import { zoneOf } from '../zones.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

/**
 * 607.4 Reveal: the cards are shown to the opponent (so their names enter the public log) and are still
 * in their zone: no zone change, so they keep their object ids (400.5 does not apply).
 */
export const revealVerb: VerbImpl<{ verb: 'reveal'; who: never; pile: 'main' | 'life'; n: number }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) {
      const list = zoneOf(g.s, seat, eff.pile);
      const shown = list.slice(Math.max(0, list.length - eff.n)).reverse(); // top first
      if (!shown.length) continue; // 101.8
      const cards = shown.map((id) => defOf(g.s.objs[id]!));
      const where = eff.pile === 'main' ? t('กองหลัก', 'main pile') : t('กองไลฟ์', 'life pile');
      log(g, seat, t(`${seatName(g, seat)} แสดงการ์ดบนสุดของ${where.th}: ${cards.map((c) => c.name.th).join(', ')}`,
        `${seatName(g, seat)} reveals the top of the ${where.en}: ${cards.map((c) => c.name.en).join(', ')}`), '607.4', 'reveal', { seat, cardIds: cards.map((c) => c.id) });
    }
  },
};
