/**
 * 606.5.23 Trainee: a Trigger Ability that happens when its controller casts a Unit-Idol or an Action-Song
 * whose cost is greater than this unit's cost: this unit gains that card's subtypes. Readings taken: "casts"
 * (ร่าย) is the moment the card goes on the Break (605.2.4) — the text does not say "cast successfully"
 * (ร่ายสำเร็จ) as 606.5.9 / 606.5.32 / 606.5.34 do; the costs compared are the printed ones (the card's cost,
 * not what a cost change made its caster pay). The gained subtypes are a kernel layer op ('add-subtype'
 * through timed.ts) lasting while the unit stays on the field, read by subtypes.ts `subtypesOf` like printed ones.
 */
import { t } from '../../../core/text.js';
import { cardDef } from '../cards/catalog.js';
import { type G, log, nameOf } from '../ctx.js';
import type { Ev } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import { keywordsOf, unitsOf } from '../stats.js';
import { subtypesOf } from '../subtypes.js';
import { addTimed } from '../timed.js';
import type { FKeyword } from './fkeyword.js';
import type { EffCtx } from '../types.js';

/** Unit-Idol or Action-Song (a type and a subtype, as printed on the cast card). */
function teaches(cardId: string): boolean {
  const d = cardDef(cardId);
  return (d.type === 'unit' && d.subtypes.includes('Idol')) || (d.type === 'action' && d.subtypes.includes('Song'));
}

export const trainee: FKeyword = {
  name: 'TRAINEE',
  rule: '606.5.23',
  trigger: {
    text: t('Trainee: ได้รับ Subtype ของการ์ดที่ร่าย', 'Trainee: gains the cast card\'s subtypes'),
    native(g: G, ctx: EffCtx) {
      const u = g.s.objs[ctx.src];
      const cast = ctx.about?.[0] ? g.s.objs[ctx.about[0]] : undefined;
      if (u?.zone !== 'field' || !cast) return;
      const have = subtypesOf(g, u);
      const gained = cardDef(cast.card).subtypes.filter((st) => !have.includes(st));
      for (const st of gained) addTimed(g, u.id, { k: 'add-subtype', subtype: st }, 'game', cast.id);
      if (gained.length) {
        const nm = nameOf(g, u.id);
        log(g, ctx.ctrl, t(`${nm.th} ได้รับ Subtype ${gained.join(', ')} (Trainee)`, `${nm.en} gains the subtype ${gained.join(', ')} (Trainee)`), '606.5.23', 'subtype');
      }
    },
  },
  listen(subs) {
    subs.on<Ev<'cast'>>('cast', 'TRAINEE', (g, e) => {
      if (!teaches(e.cardId)) return;
      const cost = cardDef(e.cardId).cost;
      for (const u of unitsOf(g, e.ctrl)) {
        if (cost > cardDef(u.card).cost && keywordsOf(g, u).includes('TRAINEE')) queueKw(g, 'TRAINEE', { id: u.id, cardId: u.card, ctrl: u.ctrl }, [e.obj]);
      }
    });
  },
};
