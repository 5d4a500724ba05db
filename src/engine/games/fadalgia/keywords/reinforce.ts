/**
 * 606.5.29 Reinforce X : [Condition]. 606.5.29.1: when the unit attacks, its controller may choose up to X own
 * units in AT mode that have not attacked this turn and match the condition (a subtype, printed or gained) to
 * attack together with it. 606.5.29.2: all of them are one attacking group, which attacks the opponent player
 * only. 606.5.29.3 / 606.5.29.4 (the blocking requirement) are combat's rule for every attacking group
 * (combat-rules.ts `pairBlockers` / `canBlockAll`).
 * Reading taken: the text calls it a Trigger Ability that works "when the unit declares an attack", and the
 * joined units attack in that same declaration (their "when it attacks" triggers fire with the declared
 * unit's, 609.4.1); so the join choice is made as the attack is declared, not from the Break, and only for an
 * attack on the opponent player (606.5.29.2: a group cannot attack a unit). A unit that joins must be able to
 * attack in its own right as far as 609.2 / 304.3.1 / 610.2 say (controlled since the last clean up, not a
 * Summon unit, not forbidden to attack the player).
 */
import { t } from '../../../core/text.js';
import { allowedAttackOnArrival, permitted } from '../stats.js';
import { subtypesOf } from '../subtypes.js';
import type { FKeyword } from './fkeyword.js';
import { keywordEntries } from './params.js';

const KEY = 'REINFORCE';

export const reinforce: FKeyword = {
  name: KEY,
  rule: '606.5.29',
  joiners(g, self) {
    const e = keywordEntries(g, self, KEY).find((x) => x.x !== undefined && x.subtype !== undefined);
    if (!e) return null;
    const sub = e.subtype!;
    return {
      max: e.x!,
      rule: '606.5.29.1',
      what: t(sub, sub),
      ok: (u) =>
        u.ctrl === self.ctrl && u.mode === 'AT' && !g.s.attacked.includes(u.id) && u.token !== 'summon' &&
        (!!u.since || allowedAttackOnArrival(g, u)) && permitted(g, u, 'attack-player', true) && subtypesOf(g, u).includes(sub),
    };
  },
};
