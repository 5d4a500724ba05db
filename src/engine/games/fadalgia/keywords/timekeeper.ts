/**
 * 606.5.12 Timekeeper: a Trigger Ability that happens when a player searches their pile while this card is in
 * it; the player may use the ability the card names. ** The ability named Timekeeper happens once per turn,
 * whatever the card's ability ** — so of several Timekeeper cards in the searched pile at most one happens.
 *
 * Hidden information: the pile is closed, so the trigger must not show itself until it is used. "The player
 * can use the ability" (สามารถใช้งาน) is the optional choice of 606.4.2.1, and the player makes it while looking
 * through the pile: verbs/search.ts offers "<pick>, and use <this card's Timekeeper>" as private options of the
 * search pick that every search of one's own pile asks anyway. Declining (a plain pick) leaves no trace: no
 * prompt, ordering, log line or Break entry that a pile without Timekeeper would not have. Choosing one of
 * several Timekeeper cards there replaces the ordering of 601.2.1.1 (only one may happen). Used, it goes on the
 * Break and is logged by name: the rule makes the used card known. Identical copies are one choice (a hidden
 * pile's identical cards are interchangeable); the source is named by a pseudo id, never the pile object's id,
 * so the pile's order and ids stay hidden.
 */
import { t } from '../../../core/text.js';
import { cardDef } from '../cards/catalog.js';
import { kwName, printedKw, queueKw } from '../keyword-triggers.js';
import { nameKey, usableThisTurn } from '../limits.js';
import type { FKeyword } from './fkeyword.js';
import type { SearchOffer } from '../verbs/search.js';

const KEY = 'TIMEKEEPER';

export const timekeeper: FKeyword = {
  name: KEY,
  rule: '606.5.12',
  // Not `optional`: the choice was made in the search pick; asking again on the Break would be a second click.
  trigger: {},
  search: {
    offers(g, seat, _pile, ids) {
      // Only the searcher's own pile; once the name happened this turn (public: it was logged) nothing is offered.
      if (!usableThisTurn(g, nameKey(seat, KEY))) return [];
      const seen = new Set<string>();
      const out: SearchOffer[] = [];
      for (const id of ids) {
        const o = g.s.objs[id];
        if (!o || o.owner !== seat || seen.has(o.card) || !printedKw(o.card, KEY)) continue;
        seen.add(o.card);
        const d = cardDef(o.card);
        const text = d.kw?.find((e) => e.k === KEY)?.text ?? kwName(KEY);
        out.push({ key: o.card, label: t(`${d.name.th} (${text.th})`, `${d.name.en} (${text.en})`) });
      }
      return out;
    },
    take(g, seat, pile, cardId) {
      queueKw(g, KEY, { id: `${pile}:${seat}:${cardId}`, cardId, ctrl: seat });
    },
  },
};
