/**
 * 606.5.34 Tarot: gathering a player's "Tarot names".
 * 606.5.34.1 Tarot : [Name]: (ก) one copy per deck (deck-rules, `singleCopy`); (ข) when the card is cast
 * successfully, its caster gains the card's Tarot name — a name already held does not count again — and keeps
 * it all game (PlayerState.tarot, public); (ค) with 10 different names, the player may cast this card from their
 * grave or Outer Zone (a cast permission, cast-rules.ts). Reading taken for (ข): the name is gained at once as
 * the card is cast successfully, not through the Break — it is a result of the cast, with nothing to choose.
 * 606.5.34.2 Tarot X: X is the number of Tarot names the player has; then the text after the keyword happens.
 * Reading taken: that text is a trigger of the card's successful cast (the moment (ข) names), X counted as it
 * resolves. 606.5.34.3: Tarot X alone gives no name.
 */
import { t } from '../../../core/text.js';
import type { Seat } from '../../../core/view-types.js';
import { cardDef } from '../cards/catalog.js';
import { type G, log, seatName } from '../ctx.js';
import type { Ev } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import type { FKeyword } from './fkeyword.js';
import type { KeywordEntry } from '../cards/schema.js';

export const TAROT_NAMES_TO_RECAST = 10;

function tarotEntry(cardId: string): KeywordEntry | undefined {
  return cardDef(cardId).kw?.find((k) => k.k === 'TAROT');
}

export function tarotNames(g: G, seat: Seat): readonly string[] {
  return g.s.players[seat].tarot ?? [];
}

const FROM = [{ op: { k: 'allow' as const, what: 'cast-from-grave' }, ts: 0 }, { op: { k: 'allow' as const, what: 'cast-from-outer' }, ts: 0 }];

export const tarot: FKeyword = {
  name: 'TAROT',
  rule: '606.5.34',
  trigger: { x: (g, ctx) => tarotNames(g, ctx.ctrl).length },
  use: (g, o) => (tarotEntry(o.card)?.tarot === 'name' && tarotNames(g, o.owner).length >= TAROT_NAMES_TO_RECAST ? FROM : []),
  listen(subs) {
    subs.on<Ev<'cast-success'>>('cast-success', 'TAROT', (g, e) => {
      const entry = tarotEntry(e.cardId);
      if (!entry) return;
      if (entry.tarot === 'x') {
        queueKw(g, 'TAROT', { id: e.obj, cardId: e.cardId, ctrl: e.ctrl });
        return;
      }
      const name = entry.name!;
      const p = g.s.players[e.ctrl];
      if (p.tarot?.includes(name)) return; // (ข): a name already held does not count again
      p.tarot = [...(p.tarot ?? []), name];
      log(g, e.ctrl, t(`${seatName(g, e.ctrl)} ได้รับชื่อ Tarot "${name}" (มี ${p.tarot.length} ชื่อ)`, `${seatName(g, e.ctrl)} gains the Tarot name "${name}" (${p.tarot.length} in all)`), '606.5.34.1', 'tarot');
    });
  },
};
