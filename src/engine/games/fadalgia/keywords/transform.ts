/**
 * 606.5.9 Transform [card]: when this unit is cast successfully, its caster must remove the named card from the
 * game; if they cannot, this unit goes to the grave instead and does not count as entering the field. ** This
 * unit and the card removed by its ability count as one card: when it is removed from the field they change
 * zones together. ** Readings taken: the named card is a unit of that name on the caster's field (the card
 * text: "one of your ..."), the oldest when there are several (identical in what remains once it is removed);
 * "removed from the game" is the Outer Zone (408.1), where it waits as part of this unit (Obj.merged) and from
 * where it follows the unit when the unit leaves the field (removal.ts). Because its failure keeps the unit
 * from ever entering the field, it happens as the cast succeeds, before entering: a replacement of the entry
 * (entry.ts), not an ability on the Break after it.
 */
import { t } from '../../../core/text.js';
import { cardDef } from '../cards/catalog.js';
import { log } from '../ctx.js';
import { moveOff } from '../removal.js';
import { unitsOf } from '../stats.js';
import type { FKeyword } from './fkeyword.js';

const norm = (s: string): string => s.trim().toLowerCase();

function named(cardId: string, name: string): boolean {
  const d = cardDef(cardId);
  const want = norm(name);
  return norm(d.name.th) === want || norm(d.name.en) === want || (d.aliases ?? []).some((a) => norm(a) === want);
}

export const transform: FKeyword = {
  name: 'TRANSFORM',
  rule: '606.5.9',
  enter: {
    id: 'TRANSFORM',
    applies: (g, e) => e.cast && !!cardDef(e.cardId).kw?.some((k) => k.k === 'TRANSFORM'),
    replace(g, e) {
      const name = cardDef(e.cardId).kw!.find((k) => k.k === 'TRANSFORM')!.name!;
      const cands = unitsOf(g, e.ctrl).filter((u) => u.id !== e.obj && named(u.cardId, name)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
      const pick = cands[0];
      if (!pick) return { ...e, to: 'grave', rule: '606.5.9', why: t(`Transform: ไม่มี ${name} ให้นำออกจากเกม`, `Transform: no ${name} to remove from the game`) };
      const d = cardDef(e.cardId);
      log(g, e.ctrl, t(`${d.name.th} Transform: นำ ${name} ออกจากเกม`, `${d.name.en} transforms: ${name} is removed from the game`), '606.5.9', 'transform');
      const out = moveOff(g, pick.id, 'outer', '606.5.9');
      return out ? { ...e, merged: [...(e.merged ?? []), out] } : e;
    },
  },
};
