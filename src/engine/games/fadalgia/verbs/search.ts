import { t } from '../../../core/text.js';
import { type G, defOf, log, seatName } from '../ctx.js';
import { ask, opt } from '../ask.js';
import { moveObj, zoneOf } from '../zones.js';
import { emit } from '../events.js';
import { offerReshuffle, shufflePile } from '../shuffle.js';
import type { Effect } from '../cards/schema.js';
import type { Seat } from '../../../core/view-types.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

type SearchEff = Extract<Effect, { verb: 'search' }>;

function matches(g: G, id: string, eff: SearchEff): boolean {
  const d = defOf(g.s.objs[id]!);
  const f = eff.filter;
  return (!f.type || d.type === f.type) && (!f.element || d.element === f.element) && (!f.subtype || d.subtypes.includes(f.subtype));
}

function finish(g: G, seat: Seat, eff: SearchEff, picked: string | null): void {
  if (picked) {
    const d = defOf(g.s.objs[picked]!);
    moveObj(g, picked, 'hand');
    // 607.11: the found card is shown to the opponent before it goes to the hand.
    log(g, seat, t(`${seatName(g, seat)} ค้นหาและแสดง ${d.name.th}`, `${seatName(g, seat)} searches and reveals ${d.name.en}`), '607.11', 'search');
  } else {
    log(g, seat, t(`${seatName(g, seat)} ค้นหาแต่ไม่เลือกการ์ด`, `${seatName(g, seat)} searches and finds nothing`), '607.11', 'search');
  }
  shufflePile(g, seat, eff.pile, '607.11');
  offerReshuffle(g, seat, eff.pile);
}

/** 607.11: look through a closed pile, show the found card, then shuffle that pile (100.4). */
export const searchVerb: VerbImpl<SearchEff> = {
  run(g, eff, ctx) {
    const seat = refPlayers(eff.who, ctx)[0];
    if (seat === undefined) return;
    // 607.11 / 606.5.12: the search begins; abilities of cards in the searched pile may trigger.
    emit(g, { kind: 'search', seat, of: seat, pile: eff.pile, ids: zoneOf(g.s, seat, eff.pile).slice() });
    const found = zoneOf(g.s, seat, eff.pile).filter((id) => matches(g, id, eff));
    const seen = new Set<string>();
    const options = [opt('none', t('ไม่เลือก', 'Find nothing'))];
    for (const id of found) {
      const cid = g.s.objs[id]!.card;
      if (seen.has(cid)) continue; // identical cards in a hidden pile are interchangeable
      seen.add(cid);
      options.push(opt(id, defOf(g.s.objs[id]!).name, { objectId: id }));
    }
    if (options.length === 1) return finish(g, seat, eff, null);
    ask(g, seat, 'choose-cards', t('เลือกการ์ดที่ค้นหา', 'Choose the card you search for'), options, 1, 1, { t: 'verb', eff, ctx, data: seat }, '607.11');
  },
  resume(g, eff, _ctx, data, choice) {
    const id = choice[0];
    finish(g, data as Seat, eff, id && id !== 'none' ? id : null);
  },
};
