/**
 * 606.5.17 Streamlink: a Continuous Ability: a unit on the field gains the abilities of the named card while
 * that card is in the mana zone. Readings: the controller's own mana zone (the cards' text: "your mana zone"),
 * and as a Stream (face up): a face-down Mana card shows no name and has no abilities (406.2.1, 202.1.2), and
 * reading it would let a unit's stats reveal a hidden card. The gained abilities are the named card's
 * continuous abilities and keywords (Streamlink itself excepted, so two Streamlinks never loop), its activated
 * abilities that work on the field (abilities.ts lends them in the unit's own index space) and its triggered
 * abilities, which trigger with the unit as their source (triggers.ts).
 */
import { defOf } from '../ctx.js';
import type { Carried } from '../continuous.js';
import type { CardDef } from '../cards/schema.js';
import type { FKeyword } from './fkeyword.js';
import type { Lends } from '../abilities.js';
import { zoneOf } from '../zones.js';

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

/** The named card face up in the unit's controller's mana zone, while the unit is on the field. */
const lends: Lends = (g, o, e) => {
  if (o.zone !== 'field' || !e.name) return null;
  for (const id of zoneOf(g.s, o.ctrl, 'mana')) {
    const m = g.s.objs[id];
    if (m?.faceDown !== false) continue;
    const d = defOf(m);
    if (d.name.th === e.name || d.name.en === e.name) return m;
  }
  return null;
};

export const streamlink: FKeyword & { lends: Lends } = {
  name: 'STREAMLINK',
  rule: '606.5.17',
  lends,
  carried: (g, o, e) => {
    const m = lends(g, o, e);
    return m ? abilitiesOfNamed(defOf(m)) : null;
  },
};
