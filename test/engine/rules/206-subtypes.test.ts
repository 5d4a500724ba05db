import { describe, expect, it } from 'vitest';
import { C, Scenario, toDescriptionWith } from '../helpers/scenario.js';
import { cardDef } from '../../../src/engine/games/fadalgia/cards/catalog.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';

const text = { th: '-', en: '-' };
/** Match-only cards: a search and a Terrain that name one subtype each. */
const seek = (subtype: string) => ({
  id: `TEST-206-SEEK-${subtype.toUpperCase()}`, name: { th: `หา ${subtype}`, en: `Seek ${subtype}` }, type: 'action', subtypes: ['Event'], element: 'fire', cost: 1, mana: 1, timing: ['AT'], text,
  effects: [{ verb: 'search', who: 'ctrl', pile: 'main', filter: { subtype }, to: 'hand' }],
});
const shrine = {
  id: 'TEST-206-SHRINE', name: { th: 'ศาลวิญญาณ', en: 'Spirit Shrine' }, type: 'terrain', subtypes: [], element: 'fire', cost: 1, mana: 1, duration: 3, text,
  continuous: [{ k: 'modify', scope: 'own-units', filter: { subtype: 'Spirit' }, at: 1, df: 0 }],
};

describe('206 subtypes', () => {
  it('206.2 a card with two subtypes is found by its second subtype (Avatar of Flame: Avatar, Spirit)', () => {
    expect(cardDef(C.avatar).subtypes).toEqual(['Avatar', 'Spirit']);
    for (const subtype of ['Spirit', 'Avatar']) {
      const card = seek(subtype);
      const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer], mana: [C.drake], main: [C.recruit, C.avatar, C.monk, C.wanderer, C.avatar] } }, (d) => {
        d.cards = [card];
        d.seats[0].zones.hand!.push({ card: card.id, as: 'seek' });
      }));
      sc.answer(0, 'priority', `cast:${sc.named('seek')}`).payIfAsked(0);
      const found = sc.prompt.options.filter((o) => o.objectId).map((o) => sc.obj(o.objectId!).card);
      expect(found, subtype).toEqual([C.avatar]); // one option per identical card; the Monk and the others are neither
      sc.answer(0, 'choose-cards', '@' + C.avatar);
      expect(sc.ids(0, 'hand', C.avatar)).toHaveLength(1);
    }
  });

  it('206.2 the second subtype matters to a continuous effect: "your Spirit units get AT+1" reaches Avatar of Flame, not the Dawn Monk', () => {
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer], field: [C.avatar, C.monk] } }, (d) => {
      d.cards = [shrine];
      d.seats[0].zones.field!.push(shrine.id);
    }));
    const g = { s: sc.state, ev: [] };
    expect(stats(g, sc.obj(sc.id(0, 'field', C.avatar))).at).toBe(cardDef(C.avatar).at! + 1);
    expect(stats(g, sc.obj(sc.id(0, 'field', C.monk))).at).toBe(cardDef(C.monk).at);
  });
});
