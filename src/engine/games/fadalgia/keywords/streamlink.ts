/**
 * 606.5.17 Streamlink: a Continuous Ability: a unit on the field gains the abilities of the named card while
 * that card is in the mana zone. Readings: the controller's own mana zone (the cards' text: "your mana zone"),
 * and as a Stream (face up): a face-down Mana card shows no name and has no abilities (406.2.1, 202.1.2), and
 * reading it would let a unit's stats reveal a hidden card. The gained abilities are the named card's
 * continuous abilities and keywords (Streamlink itself excepted, so two Streamlinks never loop), its activated
 * abilities that work on the field (abilities.ts lends them in the unit's own index space) and its triggered
 * abilities, which trigger with the unit as their source (triggers.ts). Lent "when destroyed" / "when it leaves
 * the field" abilities trigger like the card's own (400.5.1, removal.ts): the unit is already in its new zone,
 * so what it had as it left counts — it had Streamlink then (the leave event's keywords, gained ones included,
 * cancelled ones not) and the named Stream lay in its controller's mana zone (the unit leaving does not move
 * it). triggers.ts asks the lenders of the object now, which a unit off the field has none of: they are queued
 * here, in the same shape (the card's own go first; the controller orders them, 601.2.1.1). As with the card's
 * own, none trigger for a unit removed to the Outer Zone (triggers.ts: it is out of the game by then).
 */
import { type G, defOf } from '../ctx.js';
import { zoneOf } from '../zones.js';
import type { Seat } from '../../../core/view-types.js';
import { cardDef } from '../cards/catalog.js';
import { hadKeyword, type Ev } from './listen.js';
import type { Carried } from '../continuous.js';
import type { CardDef } from '../cards/schema.js';
import type { FKeyword } from './fkeyword.js';
import type { Lends } from '../abilities.js';

const named = new WeakMap<CardDef, Carried | null>();
/** The named card's abilities as carried ones, made once per definition. */
function abilitiesOfNamed(d: CardDef): Carried | null {
  let out = named.get(d);
  if (out === undefined) {
    const grants = (d.keywords ?? []).filter((k) => k !== 'STREAMLINK');
    const c: Carried = { ...(d.continuous ? { continuous: d.continuous } : {}), ...(grants.length ? { grants } : {}) };
    out = c.continuous || c.grants ? c : null;
    named.set(d, out);
  }
  return out;
}

function namedStream(g: G, ctrl: Seat, name: string) {
  for (const id of zoneOf(g.s, ctrl, 'mana')) {
    const m = g.s.objs[id];
    if (m?.faceDown !== false) continue;
    const d = defOf(m);
    if (d.name.th === name || d.name.en === name) return m;
  }
  return null;
}

/** The named card face up in the unit's controller's mana zone, while the unit is on the field. */
const lends: Lends = (g, o, e) => (o.zone === 'field' && e.name ? namedStream(g, o.ctrl, e.name) : null);

/** 400.5.1: the lent leave / destroyed triggers of a unit that has just left the field (`e.obj` is its new object). */
function queueLentLeave(g: G, e: Ev<'leave'>): void {
  if (!hadKeyword(e, 'STREAMLINK') || g.s.objs[e.obj]?.zone === 'outer') return;
  for (const entry of cardDef(e.cardId).kw ?? []) {
    if (entry.k !== 'STREAMLINK' || !entry.name) continue;
    const m = namedStream(g, e.ctrl, entry.name);
    if (!m) continue;
    for (const on of e.destroyed ? (['destroyed', 'leave'] as const) : (['leave'] as const)) {
      cardDef(m.card).triggers?.forEach((tr, ability) => {
        if (tr.on === on && !tr.zone) g.s.triggers.push({ ctrl: e.ctrl, src: e.obj, card: m.card, ability });
      });
    }
  }
}

export const streamlink: FKeyword & { lends: Lends } = {
  name: 'STREAMLINK',
  rule: '606.5.17',
  lends,
  listen(subs) {
    subs.on<Ev<'leave'>>('leave', 'STREAMLINK', queueLentLeave);
  },
  carried: (g, o, e) => {
    const m = lends(g, o, e);
    return m ? abilitiesOfNamed(defOf(m)) : null;
  },
};
