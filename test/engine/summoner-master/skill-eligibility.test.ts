/**
 * Which Skills may be ordered (605 eligibility, eligibility.ts canUseSkill): Skills granted by a Growth or
 * Progress box, a Skill's `(if …)` condition, a need on your own side only, a Mystic with two Skills, Twinkling
 * from hand and not from the field, protection from other names' Skills, and priority. Each position makes the
 * checked rule the only thing that decides (issue 31: mutants of these checks survived the other tests).
 */
import { describe, expect, it } from 'vitest';
import { canUseSkill } from '../../../src/engine/games/summoner-master/eligibility.js';
import type { CardDef, SkillDef } from '../../../src/engine/games/summoner-master/types.js';
import { smWhyNotOrders } from '../../../src/engine/games/summoner-master/why-not.js';
import { act, build, decks, offered, orders, passUntil, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const sealCard = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const skill = (id: string, more: Record<string, unknown> = {}): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: [{ v: 'charge', n: 1 }], text: T, ...more } as SkillDef);
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0);
const opp = { zones: { at: ['cliff-golem'], ...decks() } };
/** Seat 0 in its Main Step with `at` on its At Line (and a Seal in hand, so the Main Step waits for it). */
const mine = (cards: CardDef[], at: unknown[], state: Record<string, unknown> = {}, other: unknown = opp) =>
  build([{ zones: { at: at as never, hand: ['flame-trooper'], ...decks() }, state }, other as never], { cards } as never);

describe('610.12.2 §14.1 Skills of a Growth or Progress box', () => {
  const boxSkill = skill('bloom');
  const grower = sealCard('sprout', { growth: { reqs: [{ k: 'type', v: 'Egg' }], skills: [boxSkill], text: T } });
  const progressor = sealCard('ascended', { progress: { from: 'sprout', skills: [boxSkill], text: T } });

  it('610.12.2 a Seal in the Growth state may order its Growth box\'s Skill, and it resolves; without the Growth state it may not', () => {
    const grown = mine([grower], [{ card: 'sprout', as: 's', state: { growth: true } }]);
    expect(orders(grown, 0)).toContain(`sk:${grown.id('s')}:bloom`);
    act(grown, 0, `sk:${grown.id('s')}:bloom`);
    settle(grown);
    expect(grown.s.zones.objs[grown.id('s')]!.counters?.charge).toBe(1);
    const plain = mine([grower], [{ card: 'sprout', as: 's' }]);
    expect(orders(plain, 0)).not.toContain(`sk:${plain.id('s')}:bloom`);
  });

  it('§14.1 a Progressed Seal may order its Progress box\'s Skill; one not Progressed may not', () => {
    const up = mine([progressor], [{ card: 'ascended', as: 'a', state: { progressed: true } }]);
    expect(orders(up, 0)).toContain(`sk:${up.id('a')}:bloom`);
    const down = mine([progressor], [{ card: 'ascended', as: 'a' }]);
    expect(orders(down, 0)).not.toContain(`sk:${down.id('a')}:bloom`);
  });
});

describe('§10.5 605 a Skill\'s own conditions', () => {
  it('§10.5 605 a Skill with an (if …) condition is offered while the condition holds, not while it fails', () => {
    // "(if you have Mp 5 or more)": checked when ordered (and again when it resolves).
    const cards = [sealCard('sage', { skills: [skill('insight', { if: { k: 'mp', side: 'own', min: 5 } })] })];
    const rich = mine(cards, [{ card: 'sage', as: 's' }], { mp: 5 });
    expect(orders(rich, 0)).toContain(`sk:${rich.id('s')}:insight`);
    const poor = mine(cards, [{ card: 'sage', as: 's' }], { mp: 4 });
    expect(orders(poor, 0)).not.toContain(`sk:${poor.id('s')}:insight`);
    expect(smWhyNotOrders(poor.s, 0).map((r) => `${r.skill}:${r.reason.code}`)).toContain('insight:skill/condition');
  });

  it('§10.5 605 "while another [Light] Seal is on your field": the opponent\'s Light Seal does not count, your own does', () => {
    const cards = [sealCard('acolyte', { skills: [skill('pray', { needs: { any: [{ k: 'element', v: 'light' }], side: 'own' } })] })];
    const lightOpp = { zones: { at: ['dawn-knight'], ...decks() } };
    const alone = mine(cards, [{ card: 'acolyte', as: 'a' }], {}, lightOpp);
    expect(orders(alone, 0)).not.toContain(`sk:${alone.id('a')}:pray`);
    const withOwn = mine(cards, [{ card: 'acolyte', as: 'a' }, 'light-guardian-ninja'], {}, lightOpp);
    expect(orders(withOwn, 0)).toContain(`sk:${withOwn.id('a')}:pray`);
  });
});

describe('§10.1 §12 a Mystic\'s Skills', () => {
  it('§10.1 605 each of a Mystic\'s two Skills is checked by its own cost: the affordable one is offered, the other is not', () => {
    const relic: CardDef = {
      id: 'twin-relic', kind: 'mystic', name: { th: 'twin-relic', en: 'twin-relic' }, mp: 1, int: false, attach: 'PA', turns: -1, do: [], statics: [],
      skills: [skill('cheap'), skill('dear', { mp: 7 })], text: T,
    } as CardDef;
    const g = build([{ zones: { at: ['tide-warrior'], arena: [{ card: 'twin-relic', as: 'r' }], hand: ['flame-trooper'], ...decks() }, state: { mp: 6 } }, opp], { cards: [relic] } as never);
    const ids = orders(g, 0);
    expect(ids).toContain(`sk:${g.id('r')}:cheap`);
    expect(ids).not.toContain(`sk:${g.id('r')}:dear`);
    expect(canUseSkill(g.s, 0, g.id('r'), 'dear')?.code).toBe('skill/mp');
  });
});

describe('§14.3 smn:twinkling', () => {
  it('§14.3 smn:twinkling Twinkling is used from hand: offered from hand, refused from the field', () => {
    const g = build([{ zones: { at: [{ card: 'live-branch-fairy', as: 'f' }, 'tide-warrior'], hand: [{ card: 'live-branch-fairy', as: 'h' }], ...decks() } }, opp]);
    expect(offered(g, 0)).toContain(`sk:${g.id('h')}:twinkling`);
    expect(orders(g, 0)).not.toContain(`sk:${g.id('f')}:twinkling`);
    expect(canUseSkill(g.s, 0, g.id('f'), 'twinkling')).toMatchObject({ code: 'skill/twinkling-hand', rule: 'smn:twinkling' });
    expect(canUseSkill(g.s, 0, g.id('h'), 'twinkling')).toBeNull();
  });

  it('§14.3 smn:twinkling Seals protected by Twinkling are no target for a Skill of another name', () => {
    // Seat 1 uses Live Branch Fairy's Twinkling (int) in seat 0's first Interfere Step; its Tide Warrior is then
    // protected, so Azure Sea Serpent's Freeze (an opponent's Seal) has no target in seat 0's Main Step.
    const g = build([
      { zones: { at: [{ card: 'azure-sea-serpent', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: ['tide-warrior'], hand: [{ card: 'live-branch-fairy', as: 'f' }], ...decks() } },
    ], { step: 'int1' });
    expect(canUseSkill(g.s, 0, g.id('a'), 'freeze')).not.toMatchObject({ code: 'skill/no-target' });
    act(g, 1, `sk:${g.id('f')}:twinkling`);
    passUntil(g, (x) => x.s.step === 'main' && x.s.stack.items.length === 0 && offered(x, 0).length > 0);
    expect(g.s.step).toBe('main');
    expect(orders(g, 0)).not.toContain(`sk:${g.id('a')}:freeze`);
    expect(canUseSkill(g.s, 0, g.id('a'), 'freeze')).toMatchObject({ code: 'skill/no-target', rule: '605' });
  });
});

describe('§4 priority', () => {
  it('§4 a Skill is ordered only by the player holding priority: an (int) Twinkling in the other player\'s hand is refused', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: ['flame-trooper'], ...decks() } }, { zones: { at: ['tide-warrior'], hand: [{ card: 'live-branch-fairy', as: 'f' }], ...decks() } }]);
    expect(canUseSkill(g.s, 1, g.id('f'), 'twinkling')?.code).toBe('skill/timing');
  });
});
