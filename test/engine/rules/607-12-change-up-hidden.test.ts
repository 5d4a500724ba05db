/**
 * 607.12 Change Up and hidden information (406.3: a face-down Mana card is hidden). Which face-down card turns
 * up is the player's choice; the question is asked whenever there are two or more face-down cards, so its
 * presence never tells the opponent whether they are all the same card.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt, viewFor } from '../helpers/fadalgia-api.js';
import { C, Scenario } from '../helpers/scenario.js';

function castSpark(mana: string[]) {
  const sc = new Scenario({ p0: { hand: [C.spark, C.wanderer], mana: [C.recruit, ...mana.map((card) => ({ card, faceUp: false }))] }, p1: {} });
  sc.answer(0, 'priority', 'cast:' + C.spark);
  const pay = currentPrompt(sc.state);
  // Paid with the face-up Recruit so both face-down cards stay candidates (the way that uses no face-down Mana; every
  // way is private while the card is still in hand, 605.2.4).
  const ctx = sc.state.prompt?.ctx;
  if (pay?.kind === 'mana-payment' && ctx?.t === 'pay') sc.answer(0, 'mana-payment', pay.options.find((o) => o.id.startsWith('pay') && ctx.combos[Number(o.id.slice(3))]!.mana.length === 0)!.id);
  return sc;
}

describe('607.12 Change Up keeps face-down Mana hidden', () => {
  it('607.12 two identical face-down cards are asked about like two different ones; the opponent sees the same', () => {
    const same = castSpark([C.drake, C.drake]);
    const different = castSpark([C.drake, C.crab]);
    const seen = (sc: Scenario) => {
      const p = sc.prompt;
      return { view: viewFor(sc.state, 1), spectator: viewFor(sc.state, 'spectator'), seat: p.seat, kind: p.kind, label: p.label, min: p.min, max: p.max, pub: p.options.filter((o) => o.visibility === 'public') };
    };
    expect(same.prompt).toMatchObject({ seat: 0, kind: 'choose-cards', rule: '607.12' });
    expect(seen(same)).toEqual(seen(different));
    same.answer(0, 'choose-cards', '@' + C.drake);
    expect(same.state.zones['0:mana'].filter((id) => same.obj(id).faceDown === false && same.obj(id).card === C.drake)).toHaveLength(1);
  });
});
