/**
 * Refusals of plays from hand that refusals.test.ts left open (issue 31: surviving mutants of legal.ts): each
 * kind of play refuses a card from the opponent's hand, an evolution refuses the opponent's Spirit as a
 * material and one Spirit filling two requirements, a Magic's unmet condition is named, and the hand panel
 * tells a field without the materials from materials chosen wrong.
 */
import { describe, expect, it } from 'vitest';
import { build, ids, refuse, sd } from './helpers.js';

type Def = Record<string, unknown>;
const txt = { th: 'ข้อความ', en: 'text' };

describe('sd:turn.4 a play takes a card from your own hand', () => {
  it('sd:turn.4 an evolution, a Magic, a Field, an Equipment and a Trap from the opponent\'s hand are refused', () => {
    const { s, id } = build([
      { zones: { spirits: [{ card: 'SD-001', as: 'pup' }] }, state: { core: 10 } },
      { zones: { hand: [
        { card: 'SD-002', as: 'wolf' }, { card: 'SD-105', as: 'insight' }, { card: 'SD-203', as: 'lake' },
        { card: 'SD-302', as: 'shield' }, { card: 'SD-401', as: 'wall' },
      ] }, state: { core: 10 } },
    ]);
    const notInHand = { code: 'play/not-in-hand', rule: 'sd:turn.4' };
    expect(refuse(s, `evo:${id('wolf')}:${id('pup')}`)).toEqual(notInHand);
    expect(refuse(s, `mag:${id('insight')}`)).toEqual(notInHand);
    expect(refuse(s, `fld:${id('lake')}`)).toEqual(notInHand);
    expect(refuse(s, `eqp:${id('shield')}:${id('pup')}`)).toEqual(notInHand);
    expect(refuse(s, `set:${id('wall')}`)).toEqual(notInHand);
  });
});

describe('sd:summon.2 evolution materials', () => {
  it('sd:summon.2 a material must be a Spirit on your own field: the opponent\'s Ember Pup is refused', () => {
    const { s, id } = build([
      { zones: { hand: [{ card: 'SD-002', as: 'wolf' }] }, state: { core: 10 } },
      { zones: { spirits: [{ card: 'SD-001', as: 'theirPup' }] } },
    ]);
    expect(refuse(s, `evo:${id('wolf')}:${id('theirPup')}`)).toEqual({ code: 'evolve/not-on-field', rule: 'sd:summon.2' });
  });

  it('sd:summon.2 every requirement needs its own Spirit: one Ember Pup does not fill two "Ember Pup" requirements', () => {
    const twin: Def = { id: 'T-TWIN', name: { th: 'T-TWIN', en: 'T-TWIN' }, type: 'spirit', cost: 2, text: txt, atk: 5, hp: 5, materials: [{ card: 'SD-001' }, { card: 'SD-001' }] };
    const one = build([{ zones: { hand: [{ card: 'T-TWIN', as: 'twin' }], spirits: [{ card: 'SD-001', as: 'pup' }, { card: 'SD-011', as: 'imp' }] }, state: { core: 10 } }, {}], { cards: [twin] });
    expect(ids(one.s).some((o) => o.startsWith(`evo:${one.id('twin')}`))).toBe(false);
    expect(refuse(one.s, `evo:${one.id('twin')}:${one.id('pup')}.${one.id('imp')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    expect(refuse(one.s, `evo:${one.id('twin')}:${one.id('imp')}.${one.id('pup')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    const two = build([{ zones: { hand: [{ card: 'T-TWIN', as: 'twin' }], spirits: [{ card: 'SD-001', as: 'a' }, { card: 'SD-001', as: 'b' }] }, state: { core: 10 } }, {}], { cards: [twin] });
    expect(ids(two.s)).toContain(`evo:${two.id('twin')}:${two.id('a')}.${two.id('b')}`);
  });

  it('sd:summon.2 the hand panel\'s reason: a field without the materials is "no materials", not a wrong choice', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-002', as: 'wolf' }], spirits: ['SD-011'] }, state: { core: 10 } }, {}]);
    expect(sd.whyNotPlayable!(s, 0, id('wolf'))).toMatchObject({ code: 'evolve/no-materials', rule: 'sd:summon.2' });
    const wrong = build([{ zones: { hand: [{ card: 'SD-003', as: 'king' }], spirits: ['SD-001', 'SD-011'] }, state: { core: 10 } }, {}]);
    // Inferno King needs a Flame Wolf and any Spirit: two Spirits are there, neither set meets it.
    expect(sd.whyNotPlayable!(wrong.s, 0, wrong.id('king'))).toMatchObject({ code: 'evolve/no-materials', rule: 'sd:summon.2' });
  });
});

describe('sd:turn.4 a Magic\'s condition', () => {
  it('sd:turn.4 a Magic whose condition is not met is refused with that reason', () => {
    const rally: Def = { id: 'T-RALLY2', name: { th: 'T-RALLY2', en: 'T-RALLY2' }, type: 'magic', cost: 1, text: txt, if: [{ k: 'count', what: 'spirits', side: 'yours', min: 2 }], effects: [{ do: 'draw', player: 'you', amount: 1 }] };
    const { s, id } = build([{ zones: { hand: [{ card: 'T-RALLY2', as: 'r' }], spirits: ['SD-011'] } }, {}], { cards: [rally] });
    expect(refuse(s, `mag:${id('r')}`)).toEqual({ code: 'magic/condition', rule: 'sd:turn.4' });
  });
});
