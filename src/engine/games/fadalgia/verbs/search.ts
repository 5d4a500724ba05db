/**
 * 607.11 search. Hidden information: the searched pile is closed (400.2), so everything public about a search
 * of one's own pile — the prompt's seat, kind, label, count and public options, the number of answers, the
 * log — is the same whatever the pile holds. The searcher is therefore always asked (even when nothing
 * matches: "find nothing" is always a choice), and what a keyword of a card in the pile offers on a search
 * (606.5.12 Timekeeper) is folded into that same pick as private options "<pick>, and use <ability>", never
 * a prompt of its own: a prompt that exists only because of a hidden card tells the opponent it is there.
 */
import { t } from '../../../core/text.js';
import { type G, defOf, log, seatName } from '../ctx.js';
import { ask, opt } from '../ask.js';
import { moveObj, zoneOf } from '../zones.js';
import { emit } from '../events.js';
import { offerReshuffle, shufflePile } from '../shuffle.js';
import type { Effect } from '../cards/schema.js';
import type { Seat, Text } from '../../../core/view-types.js';
import type { RuleError } from '../../../core/api-types.js';
import { ruleError } from '../../../core/text.js';
import { KEYWORDS } from '../keyword-registry.js';
import type { FKeyword } from '../keywords/fkeyword.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

type SearchEff = Extract<Effect, { verb: 'search' }>;
export type SearchPile = SearchEff['pile'];

/** One choice a keyword offers on a search of its owner's pile (`key` is the keyword module's own handle). */
export interface SearchOffer {
  key: string;
  label: Text;
}

/** A keyword's part in a search of the pile its card is in (FKeyword.search). */
export interface SearchHook {
  /** The choices it offers now on `seat`'s search of their own `pile` holding `ids` (as the search begins). */
  offers(g: G, seat: Seat, pile: SearchPile, ids: readonly string[]): SearchOffer[];
  /** The searcher took the offer `key`. */
  take(g: G, seat: Seat, pile: SearchPile, key: string): void;
}

interface Taken extends SearchOffer {
  kw: string;
}

interface SearchData {
  seat: Seat;
  offers: Taken[];
}

/** Separates the pick from the offer in a folded option id ("<pick>.use<n>"); ids and 'none' never contain it. */
const USE = '.use';

function matches(g: G, id: string, eff: SearchEff): boolean {
  const d = defOf(g.s.objs[id]!);
  const f = eff.filter;
  return (!f.type || d.type === f.type) && (!f.element || d.element === f.element) && (!f.subtype || d.subtypes.includes(f.subtype));
}

function offersOf(g: G, seat: Seat, pile: SearchPile, ids: readonly string[]): Taken[] {
  const out: Taken[] = [];
  for (const name of KEYWORDS.names()) {
    const hook = (KEYWORDS.get(name) as FKeyword | undefined)?.search;
    if (hook) for (const o of hook.offers(g, seat, pile, ids)) out.push({ ...o, kw: name });
  }
  return out;
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
    const ids = zoneOf(g.s, seat, eff.pile).slice();
    // 607.11 / 606.5.12: the search begins; abilities of cards in the searched pile may trigger.
    emit(g, { kind: 'search', seat, of: seat, pile: eff.pile, ids });
    const picks: Array<{ id: string; label: Text }> = [{ id: 'none', label: t('ไม่เลือก', 'Find nothing') }];
    const seen = new Set<string>();
    for (const id of ids) {
      const cid = g.s.objs[id]!.card;
      if (seen.has(cid) || !matches(g, id, eff)) continue; // identical cards in a hidden pile are interchangeable
      seen.add(cid);
      picks.push({ id, label: defOf(g.s.objs[id]!).name });
    }
    const offers = offersOf(g, seat, eff.pile, ids);
    // Only 'none' is public (no object): the other options are about cards in the closed pile or depend on them.
    const options = picks.map((p) => (p.id === 'none' ? opt('none', p.label) : opt(p.id, p.label, { objectId: p.id })));
    offers.forEach((o, n) => {
      for (const p of picks) {
        const label = t(`${p.label.th} และใช้ ${o.label.th}`, `${p.label.en}, and use ${o.label.en}`);
        options.push(opt(`${p.id}${USE}${n}`, label, { ...(p.id === 'none' ? {} : { objectId: p.id }), visibility: 'private' }));
      }
    });
    const data: SearchData = { seat, offers };
    ask(g, seat, 'choose-cards', t('เลือกการ์ดที่ค้นหา', 'Choose the card you search for'), options, 1, 1, { t: 'verb', eff, ctx, data }, '607.11');
  },
  resume(g, eff, _ctx, data, choice): RuleError | void {
    const { seat, offers } = data as SearchData;
    const c = choice[0] ?? 'none';
    const at = c.lastIndexOf(USE);
    const pick = at < 0 ? c : c.slice(0, at);
    const offer = at < 0 ? undefined : offers[Number(c.slice(at + USE.length))];
    if (at >= 0 && !offer) return ruleError('search/bad-choice', '607.11', 'ตัวเลือกไม่ถูกต้อง', 'Bad choice');
    // The offer belongs to the search as it began (606.5.12): taken before the found card moves.
    if (offer) (KEYWORDS.get(offer.kw) as FKeyword).search!.take(g, seat, eff.pile, offer.key);
    finish(g, seat, eff, pick !== 'none' ? pick : null);
  },
};
