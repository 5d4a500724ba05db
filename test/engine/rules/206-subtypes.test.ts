import { describe, expect, it } from 'vitest';
import { C, Scenario } from '../helpers/scenario.js';
import { searchVerb } from '../../../src/engine/games/fadalgia/verbs/search.js';
import { cardDef } from '../../../src/engine/games/fadalgia/cards/catalog.js';

describe('206 subtypes', () => {
  it('206.2 a card with two subtypes is found by its second subtype (Avatar of Flame: Avatar, Spirit)', () => {
    expect(cardDef(C.avatar).subtypes).toEqual(['Avatar', 'Spirit']);
    const sc = new Scenario({ p0: { main: [C.recruit, C.avatar, C.monk, C.wanderer, C.avatar] } });
    const s = structuredClone(sc.state) as typeof sc.state;
    s.prompt = null;
    const g = { s, ev: [] };
    searchVerb.run(g, { verb: 'search', who: 'ctrl', pile: 'main', filter: { subtype: 'Spirit' }, to: 'hand' }, { ctrl: 0, src: '0', srcCardId: C.avatar, targets: [] });
    const found = s.prompt!.options.filter((o) => o.objectId).map((o) => s.objs[o.objectId!]!.cardId);
    expect(found).toEqual([C.avatar]); // one option per identical card; the Monk and the others are not Spirits
    const g2 = { s: structuredClone(sc.state) as typeof sc.state, ev: [] };
    g2.s.prompt = null;
    searchVerb.run(g2, { verb: 'search', who: 'ctrl', pile: 'main', filter: { subtype: 'Avatar' }, to: 'hand' }, { ctrl: 0, src: '0', srcCardId: C.avatar, targets: [] });
    expect(g2.s.prompt!.options.filter((o) => o.objectId).map((o) => g2.s.objs[o.objectId!]!.cardId)).toEqual([C.avatar]);
  });
});
