/**
 * 606.5.9 Transform [card]: when this unit is cast successfully, its caster must remove the named card from the
 * game; if they cannot, this unit goes to the grave instead and does not count as entering the field. ** This
 * unit and the card removed by its ability count as one card: when it is removed from the field they change
 * zones together. ** Readings taken: the named card is a unit of that name on the caster's field (the card
 * text: "one of your ..."), chosen by the caster when there are several (606.5.9 "its caster must remove": the
 * caster's choice, asked before the entry through entry.ts's EntryChoice);
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
import { opt } from '../ask.js';
import type { G } from '../ctx.js';
import type { EnterEvent, EntryChoice } from '../entry.js';
import type { Obj } from '../types.js';

const norm = (s: string): string => s.trim().toLowerCase();

function named(cardId: string, name: string): boolean {
  const d = cardDef(cardId);
  const want = norm(name);
  return norm(d.name.th) === want || norm(d.name.en) === want || (d.aliases ?? []).some((a) => norm(a) === want);
}

/** The caster's units of the named card, oldest first (the order the prompt lists them). */
function candidates(g: G, e: EnterEvent): Obj[] {
  const name = cardDef(e.cardId).kw!.find((k) => k.k === 'TRANSFORM')!.name!;
  return unitsOf(g, e.ctrl).filter((u) => u.id !== e.obj && named(u.card, name)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
}

const nameIn = (cardId: string): string => cardDef(cardId).kw?.find((k) => k.k === 'TRANSFORM')?.name ?? '';

export const transform: FKeyword & { enterChoice: EntryChoice } = {
  name: 'TRANSFORM',
  rule: '606.5.9',
  enterChoice: {
    rule: '606.5.9',
    options: (g, e) => candidates(g, e).map((u) => opt(u.id, t(`${cardDef(u.card).name.th} (${u.id})`, `${cardDef(u.card).name.en} (${u.id})`), { objectId: u.id })),
    label: (_g, e) => {
      const n = nameIn(e.cardId);
      return t(`Transform (606.5.9): เลือก ${n} 1 ใบในสนามของคุณเพื่อนำออกจากเกม`, `Transform (606.5.9): choose one ${n} on your field to remove from the game`);
    },
  },
  enter: {
    id: 'TRANSFORM',
    applies: (g, e) => e.cast && !!cardDef(e.cardId).kw?.some((k) => k.k === 'TRANSFORM'),
    replace(g, e) {
      const name = nameIn(e.cardId);
      const cands = candidates(g, e);
      // The caster's answer when there were several (nothing happens between the prompt and the entry); with one, that one.
      const chosen = e.picks?.TRANSFORM?.[0];
      const pick = cands.find((u) => u.id === chosen) ?? cands[0];
      if (!pick) return { ...e, to: 'grave', rule: '606.5.9', why: t(`Transform: ไม่มี ${name} ให้นำออกจากเกม`, `Transform: no ${name} to remove from the game`) };
      const d = cardDef(e.cardId);
      log(g, e.ctrl, t(`${d.name.th} Transform: นำ ${name} ออกจากเกม`, `${d.name.en} transforms: ${name} is removed from the game`), '606.5.9', 'transform');
      const out = moveOff(g, pick.id, 'outer', '606.5.9');
      return out ? { ...e, merged: [...(e.merged ?? []), out] } : e;
    },
  },
};
