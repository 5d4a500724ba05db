import { t } from '../../../core/text.js';
import { type G, defOf, log, seatName } from '../ctx.js';
import { ask, opt } from '../ask.js';
import { faceDown } from '../mana.js';
import type { Seat } from '../../../core/view-types.js';
import type { VerbImpl } from './types.js';

export function turnUp(g: G, seat: Seat, id: string, rule: string): void {
  const o = g.s.objs[id];
  if (!o) return;
  o.faceDown = false; // 607.12: Active/Empty is unchanged
  log(g, seat, t(`${seatName(g, seat)} เปลี่ยน ${defOf(o).name.th} เป็นสตรีม`, `${seatName(g, seat)} turns ${defOf(o).name.en} into a Stream`), rule, 'change-up');
}

/** 607.12 Change Up: a face-down Mana becomes a Stream, keeping Active/Empty, without paying life. */
export const changeUpVerb: VerbImpl<{ verb: 'change-up' }> = {
  run(g, _eff, ctx) {
    const cands = faceDown(g, ctx.ctrl);
    if (cands.length === 0) return; // 101.8
    const distinct = new Map<string, string>();
    for (const o of cands) if (!distinct.has(`${o.card}|${o.empty}`)) distinct.set(`${o.card}|${o.empty}`, o.id);
    // Asked whenever there are two face-down cards, even identical ones: skipping the choice only when they are
    // all the same card would tell the opponent so (their count and Active/Empty are public, the cards are not).
    if (cands.length === 1) return turnUp(g, ctx.ctrl, cands[0]!.id, '607.12');
    ask(g, ctx.ctrl, 'choose-cards', t('เลือกการ์ดมานาที่จะ Change Up', 'Choose a Mana card to Change Up'),
      [...distinct.values()].map((id) => opt(id, t(`${defOf(g.s.objs[id]!).name.th}${g.s.objs[id]!.empty ? ' (Empty)' : ''}`, `${defOf(g.s.objs[id]!).name.en}${g.s.objs[id]!.empty ? ' (Empty)' : ''}`), { objectId: id })),
      1, 1, { t: 'verb', eff: _eff as never, ctx }, '607.12');
  },
  resume(g, _eff, ctx, _data, choice) {
    const id = choice[0];
    if (id) turnUp(g, ctx.ctrl, id, '607.12');
  },
};
