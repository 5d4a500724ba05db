/**
 * 606.5.32 Live / LIVE / LIVE O : [Name]: a Trigger Ability that works when this card is cast successfully: if
 * the player who cast it controls a unit named [Name] on the field, the text after the keyword happens too.
 * The condition is checked as the card is cast successfully. 606.5.32.1: the keyword is not the concert cards'
 * subtype "Live" — only a card with the keyword (its `kw` entry) has it; a card with the subtype alone does not.
 */
import { cardDef } from '../cards/catalog.js';
import type { G } from '../ctx.js';
import type { Ev } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import { unitsOf } from '../stats.js';
import type { Seat } from '../../../core/view-types.js';
import type { FKeyword } from './fkeyword.js';

const norm = (s: string): string => s.trim().toLowerCase();

/** Does `seat` control a unit named `name` (its Thai or English name, or an alias)? */
export function controlsNamed(g: G, seat: Seat, name: string): boolean {
  const want = norm(name);
  return unitsOf(g, seat).some((u) => {
    const d = cardDef(u.card);
    return norm(d.name.th) === want || norm(d.name.en) === want || (d.aliases ?? []).some((a) => norm(a) === want);
  });
}

export const live: FKeyword = {
  name: 'LIVE',
  rule: '606.5.32',
  listen(subs) {
    subs.on<Ev<'cast-success'>>('cast-success', 'LIVE', (g, e) => {
      const entry = cardDef(e.cardId).kw?.find((k) => k.k === 'LIVE');
      if (entry?.name && controlsNamed(g, e.ctrl, entry.name)) queueKw(g, 'LIVE', { id: e.obj, cardId: e.cardId, ctrl: e.ctrl });
    });
  },
};
