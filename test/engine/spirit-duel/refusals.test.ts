/**
 * Answers that are not options are refused with the check that refuses them and the paragraph it rests on
 * (legal.ts through loop.ts whyNot): a client that sends a stale or forged answer learns the rule, not a crash.
 * Each refusal code and rule here was a surviving mutant of legal.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { build, ids, refuse } from './helpers.js';
import { attackBlock } from '../../../src/engine/games/spirit-duel/legal.js';

describe('sd:turn.4 playing from hand', () => {
  it('sd:turn.4 a card must be in your own hand, and is played in the Main Phase only', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-012', as: 'k' }], spirits: [{ card: 'SD-014', as: 'bear' }] }, state: { core: 10 } }, { zones: { hand: [{ card: 'SD-011', as: 'theirs' }] } }]);
    expect(refuse(s, `sum:${id('bear')}`)).toEqual({ code: 'play/not-in-hand', rule: 'sd:turn.4' });
    expect(refuse(s, `sum:${id('theirs')}`)).toEqual({ code: 'play/not-in-hand', rule: 'sd:turn.4' });
    const battle = build([{ zones: { hand: [{ card: 'SD-012', as: 'k' }], spirits: ['SD-014'] }, state: { core: 10 } }, {}], { step: 'battle' });
    expect(refuse(battle.s, `sum:${battle.id('k')}`)).toEqual({ code: 'play/not-main', rule: 'sd:turn.4' });
  });

  it('sd:turn.4 a card costing exactly the Core left is played', () => {
    // Iron Knight costs 2.
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-012', as: 'k' }] }, state: { core: 2 } }, {}]);
    expect(ids(s)).toContain(`sum:${id('k')}`);
    const short = build([{ zones: { hand: [{ card: 'SD-012', as: 'k' }] }, state: { core: 1 } }, {}]);
    expect(refuse(short.s, `sum:${short.id('k')}`)).toEqual({ code: 'play/core', rule: 'sd:turn.4' });
  });

  it('sd:turn.4 each kind of card is played only as what it is', () => {
    const { s, id } = build([{
      zones: { hand: [{ card: 'SD-012', as: 'spirit' }, { card: 'SD-101', as: 'magic' }], spirits: [{ card: 'SD-014', as: 'bear' }] },
      state: { core: 10 },
    }, {}]);
    expect(refuse(s, `sum:${id('magic')}`)).toEqual({ code: 'summon/not-spirit', rule: 'sd:turn.4' });
    expect(refuse(s, `mag:${id('spirit')}`)).toEqual({ code: 'magic/not-magic', rule: 'sd:turn.4' });
    expect(refuse(s, `fld:${id('spirit')}`)).toEqual({ code: 'field/not-field', rule: 'sd:field.1' });
    expect(refuse(s, `eqp:${id('spirit')}:${id('bear')}`)).toEqual({ code: 'equip/not-equipment', rule: 'sd:field.2' });
    expect(refuse(s, `set:${id('spirit')}`)).toEqual({ code: 'trap/not-trap', rule: 'sd:trap.1' });
    expect(refuse(s, `evo:${id('spirit')}:${id('bear')}`)).toEqual({ code: 'evolve/no-materials', rule: 'sd:summon.2' });
  });

  it('sd:turn.4 a Magic\'s cast target: none for a Magic that takes none, a legal one for a Magic that takes one', () => {
    // Extra Call takes no target; Fireball targets an opponent's Spirit.
    const { s, id } = build([{
      zones: { hand: [{ card: 'SD-104', as: 'call' }, { card: 'SD-101', as: 'fire' }], spirits: [{ card: 'SD-014', as: 'mine' }] },
      state: { core: 10 },
    }, { zones: { spirits: [{ card: 'SD-012', as: 'theirs' }] } }]);
    expect(ids(s)).toContain(`mag:${id('call')}`);
    expect(refuse(s, `mag:${id('call')}:${id('theirs')}`)).toEqual({ code: 'magic/no-target', rule: 'sd:turn.4' });
    expect(ids(s)).toContain(`mag:${id('fire')}:${id('theirs')}`);
    expect(refuse(s, `mag:${id('fire')}`)).toEqual({ code: 'magic/target', rule: 'sd:turn.4' });
    expect(refuse(s, `mag:${id('fire')}:${id('mine')}`)).toEqual({ code: 'magic/target', rule: 'sd:turn.4' });
  });
});

describe('sd:summon.2 sacrifice evolution', () => {
  it('sd:summon.2 the same material cannot be chosen twice, and every requirement needs its own Spirit', () => {
    // Inferno King: a Flame Wolf and any one Spirit.
    const { s, id } = build([{
      zones: { hand: [{ card: 'SD-003', as: 'king' }], spirits: [{ card: 'SD-002', as: 'wolf' }, { card: 'SD-011', as: 'imp' }, { card: 'SD-009', as: 'peb' }] },
      state: { core: 10 },
    }, {}]);
    expect(refuse(s, `evo:${id('king')}:${id('wolf')}.${id('wolf')}`)).toEqual({ code: 'evolve/duplicate', rule: 'sd:summon.2' });
    expect(refuse(s, `evo:${id('king')}:${id('imp')}.${id('peb')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    expect(refuse(s, `evo:${id('king')}:${id('wolf')}.${id('imp')}.${id('peb')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    expect(refuse(s, `evo:${id('king')}:${id('wolf')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    // The Flame Wolf may stand for the Wolf, any Spirit for "any": both orders are one evolution each.
    const offered = ids(s).filter((o) => o.startsWith(`evo:${id('king')}:`)).map((o) => o.split(':')[2]!.split('.').sort().join('.'));
    expect(offered.sort()).toEqual([[id('wolf'), id('imp')].sort().join('.'), [id('wolf'), id('peb')].sort().join('.')].sort());
  });

  it('sd:summon.1 sd:summon.2 an evolution also counts against the two summons a turn', () => {
    const { s, id } = build([{
      zones: { hand: [{ card: 'SD-002', as: 'wolf' }], spirits: [{ card: 'SD-001', as: 'pup' }] },
      state: { core: 10, summons: 2 },
    }, {}]);
    expect(ids(s).some((o) => o.startsWith(`evo:${id('wolf')}`))).toBe(false);
    expect(refuse(s, `evo:${id('wolf')}:${id('pup')}`)).toEqual({ code: 'summon/limit', rule: 'sd:summon.1' });
  });
});

describe('sd:field.2 Equipment', () => {
  it('sd:field.2 Equipment attaches only to one of your own Spirits on the field', () => {
    const { s, id } = build([{
      zones: { hand: [{ card: 'SD-301', as: 'blade' }, { card: 'SD-012', as: 'inHand' }], spirits: [{ card: 'SD-014', as: 'mine' }] },
      state: { core: 10 },
    }, { zones: { spirits: [{ card: 'SD-012', as: 'theirs' }] } }]);
    expect(ids(s)).toContain(`eqp:${id('blade')}:${id('mine')}`);
    expect(refuse(s, `eqp:${id('blade')}:${id('theirs')}`)).toEqual({ code: 'equip/target', rule: 'sd:field.2' });
    expect(refuse(s, `eqp:${id('blade')}:${id('inHand')}`)).toEqual({ code: 'equip/target', rule: 'sd:field.2' });
  });
});

describe('sd:turn.5 sd:battle.1 declaring attacks', () => {
  it('sd:turn.5 attacks are declared in the Battle Phase only', () => {
    const { s, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, {}]);
    expect(refuse(s, `atk:${id('bear')}:soul`)).toEqual({ code: 'attack/not-battle', rule: 'sd:turn.5' });
  });

  it('sd:setup.3 the first player does not attack on the first turn, and the refusal names that rule', () => {
    const { s, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: ['SD-009'] } }], { step: 'battle' });
    expect(attackBlock(s, 0, id('bear'), null)?.code).toBe('attack/direct');
    // The Battle Phase of turn 1 asks nothing (no attack is legal), so the check is asked directly.
    expect(attackBlock({ ...s, turn: 1 }, 0, id('bear'), null)).toMatchObject({ code: 'attack/first-turn', rule: 'sd:setup.3' });
  });

  it('sd:battle.1 only your own Spirits on the field attack; sd:turn.5 a rested Spirit does not', () => {
    const { s, id } = build([{
      zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'tired', state: { rested: true } }], hand: [{ card: 'SD-013', as: 'inHand' }] },
    }, { zones: { spirits: [{ card: 'SD-009', as: 'theirs' }] } }], { step: 'battle' });
    expect(ids(s)).toContain(`atk:${id('bear')}:${id('theirs')}`);
    expect(refuse(s, `atk:${id('theirs')}:${id('bear')}`)).toEqual({ code: 'attack/not-yours', rule: 'sd:battle.1' });
    expect(refuse(s, `atk:${id('inHand')}:${id('theirs')}`)).toEqual({ code: 'attack/not-yours', rule: 'sd:battle.1' });
    expect(refuse(s, `atk:${id('tired')}:${id('theirs')}`)).toEqual({ code: 'attack/rested', rule: 'sd:turn.5' });
  });
});
