/**
 * 605 step 11 (digest §10.5): a Skill verified again when its Interfere Step closes. Seat 1 answers the Skill with
 * an Interfere Mystic that returns the user, charms or forbids it, removes the Seal its condition needs, or takes
 * or protects its target; the public log names why the Skill failed. Written against the survivors of the
 * `--all-files` mutation run of resolve.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { SkillDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, decks, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, logged, resolveAll, seal, T } from './resolve-kit.js';

const skill = (id: string, extra: Partial<SkillDef>): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: [{ v: 'destroy', who: 'target' }], text: T, ...extra } as SkillDef);
const opp = { kind: 'seal', side: 'opp' } as const;
const caster = seal('caster', {
  types: ['Mage'],
  skills: [
    skill('zap', { target: opp }),
    skill('pair', { target: { ...opp, upTo: 2 } }),
    skill('sweep', { do: [{ v: 'destroy', who: 'opp-seals' }] }),
    skill('helped', { target: opp, needs: { any: [{ k: 'type', v: 'Helper' }], side: 'own' } }),
  ],
});
const helper = seal('helper', { types: ['Helper'] });
const weak = seal('weak', { at: 1 });

/** Seat 0's caster (and a Helper) on the field; seat 1's Seals W1, W2 and its Interfere Mystic `x`. */
function board(answer: string): Game {
  return build([
    { zones: { at: [{ card: 'caster', as: 'C' }, { card: 'helper', as: 'H' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: [{ card: 'weak', as: 'W1' }, { card: 'weak', as: 'W2' }], hand: [{ card: answer, as: 'x' }], ...decks() } },
  ], { cards: [caster, helper, weak, ...ANSWERS] } as never);
}

const fails = (g: Game, why: string) => logged(g, `The Skill fails (${why})`);

describe('605 step 11 the Skill verified again', () => {
  it('605 step 11 the user returned to the hand: the Skill fails (card gone), its target stays', () => {
    const g = board('bounce');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('C')}`);
    resolveAll(g);
    expect(fails(g, 'card gone')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
  });

  it('605 step 11 the Skill Nullified in its Interfere Step fails (nullified): the user still becomes Inactive', () => {
    const g = board('cancel-skill');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}`);
    resolveAll(g);
    expect(fails(g, 'nullified')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
    expect(dataOf(g, g.id('C')).active).toBe(false);
  });

  it('605 step 11 709 the user charmed in the Interfere Step: its controller changed, the Skill fails (moved) and the user becomes Inactive', () => {
    const g = board('charm');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('C')}`);
    resolveAll(g);
    expect(fails(g, 'moved')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
    expect(dataOf(g, g.id('C')).active).toBe(false);
  });

  it('605 step 11 the user forbidden to use Skills in the Interfere Step: the Skill fails (forbidden)', () => {
    const g = board('halt');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('C')}`);
    resolveAll(g);
    expect(fails(g, 'forbidden')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
  });

  it('605 step 11 the Seal the Skill\'s condition needs is gone: the Skill fails (condition)', () => {
    const g = board('bounce');
    act(g, 0, `sk:${g.id('C')}:helped:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('H')}`);
    resolveAll(g);
    expect(fails(g, 'condition')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
  });

  it('605 step 11 the target gone: the Skill fails (target)', () => {
    const g = board('bounce');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('W1')}`);
    resolveAll(g);
    expect(fails(g, 'target')).toBe(true);
    expect(dataOf(g, g.id('C')).active).toBe(false);
  });

  it('605 step 11 smn:twinkling the target protected from the Skills of Seals of another name in the Interfere Step: the Skill fails (target)', () => {
    const g = board('shield');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W1')}`);
    act(g, 1, `cast:${g.id('x')}`);
    resolveAll(g);
    expect(fails(g, 'target')).toBe(true);
    expect(zoneOf(g, g.id('W1'))).toBe('field');
  });

  it('605 step 12 a Skill on every opposing Seal spares the Seals protected from it in the Interfere Step', () => {
    const g = board('shield');
    act(g, 0, `sk:${g.id('C')}:sweep`);
    act(g, 1, `cast:${g.id('x')}`);
    resolveAll(g);
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([g.id('W1'), g.id('W2')]);
  });

  it('605 step 12 a Skill with "up to 2" targets affects both chosen targets', () => {
    const g = board('bounce');
    act(g, 0, `sk:${g.id('C')}:pair`);
    act(g, 0, `tg:${g.id('W1')}`, `tg:${g.id('W2')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['weak', 'weak']);
  });
});
