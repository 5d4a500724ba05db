/**
 * The edges of the keyword files (keywords/*.ts; Charging §11.2 and the Nihil keywords smn:*), cards as data:
 * counters at exactly N, abilities switched off, whose Check Up it is, and the Vanish / Progress / Regeneration /
 * Twinkling / Fortune cases the worked examples do not reach (issue 31, mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { addEffect } from '../../../src/engine/games/summoner-master/effects.js';
import { autopilot, build, decks, type Game } from './helpers.js';
import { sealCard } from './verb-kit.js';

const counters = (g: Game, id: string) => g.s.zones.objs[id]?.counters ?? {};
const off = (g: Game, id: string) => addEffect(g.s, id, { k: 'forbid', what: 'abilities' }, { k: 'infinity' });
/** From seat 1's Check Up to seat 0's next Main Step, through seat 0's Check Up. */
const toOwnMain = (g: Game) => autopilot(g, (x) => x.s.active === 0 && x.s.step === 'main');

describe('§11.2 Charging and smn:fixed-charging at the Check Up', () => {
  const cards = [sealCard('charger', { keywords: { CHARGING: 2 } }), sealCard('fixed', { keywords: { 'FIXED CHARGING': 2 } })];
  const board = (charge: number, fcc: number) => build([
    { zones: { at: [{ card: 'charger', as: 'c', counters: { charge } }, { card: 'fixed', as: 'f', counters: { fcc } }], ...decks() } },
    { zones: { at: ['tide-warrior'], ...decks() } },
  ], { step: 'checkup', active: 1, cards } as never);

  it("§11.2 smn:fixed-charging the opponent's Check Up gives nothing; the owner's gives 1 below N, none at N", () => {
    const g = board(1, 1);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([1, 1]);
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([2, 2]);
    const full = board(2, 2);
    toOwnMain(full);
    expect([counters(full, full.id('c')).charge, counters(full, full.id('f')).fcc]).toEqual([2, 2]);
  });

  it('§11.2 smn:fixed-charging a Seal with no counters gets its first one', () => {
    const g = build([
      { zones: { at: [{ card: 'charger', as: 'c' }, { card: 'fixed', as: 'f' }], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup', active: 1, cards } as never);
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([1, 1]);
  });

  it('§11.2 smn:fixed-charging §15 q10 with its abilities cancelled, neither Charging works', () => {
    const g = board(0, 0);
    off(g, g.id('c'));
    off(g, g.id('f'));
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge ?? 0, counters(g, g.id('f')).fcc ?? 0]).toEqual([0, 0]);
  });

  it('§11.2 smn:fixed-charging a Seal without the keyword gets no counter, beside one that has it', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't', counters: { charge: 0, fcc: 0 } }, 'charger', 'fixed'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup', active: 1, cards } as never);
    toOwnMain(g);
    expect(counters(g, g.id('t'))).toEqual({ charge: 0, fcc: 0 });
  });
});
