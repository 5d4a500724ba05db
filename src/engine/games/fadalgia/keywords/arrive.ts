/**
 * 606.5.30 Arrive: a Trigger Ability that works when this unit enters the field from another zone; it goes on
 * the Break as soon as the unit is cast successfully or put onto the field by another ability. Cards write it
 * as an ordinary 'arrive' trigger printed as the keyword (`kw: 'ARRIVE'`, cards/README.md): the 'arrive' event
 * (entry.ts for a cast unit, the summon verb for a created one) queues it like any card trigger, and the log
 * names the keyword's section. Nothing else to add: this module makes the keyword a modelled one.
 */
import type { FKeyword } from './fkeyword.js';

export const arrive: FKeyword = {
  name: 'ARRIVE',
  rule: '606.5.30',
};
