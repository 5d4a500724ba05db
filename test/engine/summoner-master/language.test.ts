/**
 * The card language's verbs, selectors and amounts by behaviour, each with cards written as data (the
 * scenario's `cards`), naming the section of summoner-master-base.md or the Nihil text it follows.
 */
import { describe, expect, it } from 'vitest';
import { canUseSkill } from '../../../src/engine/games/summoner-master/eligibility.js';
import type { CardDef, SkillDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, offered, onField, passUntil, zoneOf, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const sealCard = (id: string, more: Partial<Extract<CardDef, { kind: 'seal' }>> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
});
const skill = (id: string, doV: unknown[], more: Record<string, unknown> = {}): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: doV as Verb[], text: T, ...more });

/** Seat 0 keeps a Seal in hand (castable), so the Main Step waits for it instead of ending when nothing else can be done. */
function game(cards: CardDef[], a: Record<string, unknown[]>, b: Record<string, unknown[]>): Game {
  return build([{ zones: { hand: [cards[0]!.id], ...a } as never }, { zones: b as never }], { cards } as never);
}

/** Uses a Skill of the card named `as` (with optional targets), then both players pass until it resolves. */
function use(g: Game, seat: 0 | 1, obj: string, sk: string, ...targets: string[]): void {
  // One target comes with the Skill in one option (605); "up to N" targets are asked after.
  if (targets.length === 1 && offered(g, seat).includes(`sk:${obj}:${sk}:tg:${targets[0]}`)) return act(g, seat, `sk:${obj}:${sk}:tg:${targets[0]}`);
  act(g, seat, `sk:${obj}:${sk}`);
  if (targets.length) act(g, seat, ...targets.map((x) => `tg:${x}`));
}
/** Passes (whoever is asked; a seat with nothing to use is passed for by the engine) until the stack is empty. */
const passBoth = (g: Game, _first: 0 | 1) => passUntil(g, (x) => x.s.stack.items.length === 0);

describe('Summoner Master card language', () => {
  it('§10.5 605 step 11: nullify cancels the effect of the Skill it answers; the cost stays paid and the Seal becomes Inactive', () => {
    const cards = [
      sealCard('drawer', { skills: [skill('draw', [{ v: 'draw', n: 2 }], { mp: 1 })] }),
      sealCard('nullifier', { skills: [skill('null', [{ v: 'nullify', what: 'skill' }], { int: true })] }),
    ];
    const g = game(cards, { at: [{ card: 'drawer', as: 'D' }], sealDeck: ['drawer', 'drawer'] }, { at: [{ card: 'nullifier', as: 'N' }] });
    const hand = cardsOf(g, 'hand', 0).length;
    use(g, 0, g.id('D'), 'draw');
    use(g, 1, g.id('N'), 'null');
    passBoth(g, 0); // the nullify resolves, then the drawer's Skill, nullified
    expect(cardsOf(g, 'hand', 0).length).toBe(hand);
    expect((g.s.zones.objs[g.id('D')]!.data as { active: boolean }).active).toBe(false);
    expect(g.s.log.some((l) => l.en.includes('Nullified'))).toBe(true);
  });

  it('§11.2: move-counters moves Charge Counters from the target to [S], no more than the target has', () => {
    const cards = [sealCard('thief', { skills: [skill('steal', [{ v: 'move-counters', counter: 'charge', n: 3, from: 'target', to: 'self' }], { target: { kind: 'seal', side: 'opp' } })] })];
    const g = game(cards, { at: [{ card: 'thief', as: 'T' }] }, { at: [{ card: 'thief', as: 'V', counters: { charge: 2 } }] });
    use(g, 0, g.id('T'), 'steal', g.id('V'));
    passBoth(g, 0);
    expect(g.s.zones.objs[g.id('T')]!.counters?.charge).toBe(2);
    expect(g.s.zones.objs[g.id('V')]!.counters?.charge).toBeUndefined();
  });

  it('704/706: from-shrine sends Shrine cards to the deck (shuffled) or the Remove Zone, lowering the Shrine Level', () => {
    const cards = [sealCard('priest', { skills: [skill('back', [{ v: 'from-shrine', to: 'deck', side: 'own', n: 1 }]), skill('banish', [{ v: 'from-shrine', to: 'remove', side: 'opp', n: { upTo: 2 } }])] })];
    const g = game(cards, { at: [{ card: 'priest', as: 'P' }, { card: 'priest', as: 'Q' }], shrine: [{ card: 'priest', as: 'S1' }] }, { shrine: [{ card: 'priest', as: 'S2' }, { card: 'priest', as: 'S3' }] });
    use(g, 0, g.id('P'), 'back');
    passBoth(g, 0);
    act(g, 0, `fs:${g.id('S1')}`);
    expect(cardsOf(g, 'sealDeck', 0)).toEqual(['priest']);
    expect(cardsOf(g, 'shrine', 0)).toEqual([]);
    use(g, 0, g.id('Q'), 'banish');
    passBoth(g, 0);
    act(g, 0, 'n:2');
    act(g, 0, `fs:${g.id('S2')}`, `fs:${g.id('S3')}`);
    expect(cardsOf(g, 'remove', 1)).toEqual(['priest', 'priest']);
  });

  it('605 eligibility: forbid makes opposing Seals unable to use Skills for the duration', () => {
    const cards = [sealCard('silencer', { skills: [skill('hush', [{ v: 'forbid', who: 'opp-seals', what: ['skill'], dur: { k: 'turns', n: 1 } }])] }), sealCard('caster', { skills: [skill('zap', [{ v: 'draw', n: 1 }], { int: true })] })];
    const g = game(cards, { at: [{ card: 'silencer', as: 'S' }] }, { at: [{ card: 'caster', as: 'C' }] });
    use(g, 0, g.id('S'), 'hush');
    passBoth(g, 0);
    g.s.stack.prio!.seat = 1;
    expect(canUseSkill(g.s, 1, g.id('C'), 'zap')?.code).toBe('skill/forbidden');
  });

  it('702: discard with a name discards only that card from the opponent\'s hand; a player as the target draws from a chosen deck (401.3.1)', () => {
    const cards = [
      sealCard('named', { skills: [skill('rip', [{ v: 'discard', player: 'opponent', n: 1, pick: 'random', match: { k: 'name', v: 'victim' } }]), skill('gift', [{ v: 'draw', n: 1, from: 'choose', player: 'target' }], { target: { kind: 'player', side: 'any' } })] }),
      sealCard('victim'),
    ];
    const g = game(cards, { at: [{ card: 'named', as: 'N' }, { card: 'named', as: 'M' }], mysticDeck: [] }, { hand: ['named', 'victim', 'named'], sealDeck: ['victim'] });
    use(g, 0, g.id('N'), 'rip');
    passBoth(g, 0);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['victim']);
    expect(cardsOf(g, 'hand', 1).sort()).toEqual(['named', 'named']);
    use(g, 0, g.id('M'), 'gift', 'player:1');
    passBoth(g, 0);
    expect(cardsOf(g, 'hand', 1)).toContain('victim');
  });

  it('Encore: extra-subturn gives the same player the next attack subturn; Progress is not offered in it (smn:progress: normal order only)', () => {
    const cards = [sealCard('encore', { skills: [skill('again', [{ v: 'extra-subturn', player: 'self' }])] })];
    const g = game(cards, { at: [{ card: 'encore', as: 'E' }], sealDeck: ['encore', 'encore'], mysticDeck: [] }, { at: [{ card: 'encore' }], sealDeck: ['encore'] });
    use(g, 0, g.id('E'), 'again');
    passBoth(g, 0);
    for (let i = 0; i < 20 && g.s.subturn === 3; i++) {
      const p = g.s.prompt!;
      act(g, p.seat, p.options.find((o) => o.id === 'pass' || o.id === 'stop')?.id ?? p.options[0]!.id);
    }
    expect(g.s.subturn).toBe(4);
    expect(g.s.active).toBe(0);
    expect(g.s.encore).toBe(true);
  });

  it('§9.2 step 15: a Seal that "attacks 2 times" chooses a second target after the first fight, without paying Mp again', () => {
    const cards = [sealCard('twin', { at: 9, atkMp: 2, skills: [skill('rage', [{ v: 'attack-times', who: 'self', n: 2, dur: { k: 'subturn' } }])] }), sealCard('weak', { at: 1 })];
    const g = game(cards, { at: [{ card: 'twin', as: 'T' }, { card: 'twin', as: 'U' }] }, { at: [{ card: 'weak', as: 'W1' }, { card: 'weak', as: 'W2' }] });
    use(g, 0, g.id('U'), 'rage');
    passBoth(g, 0);
    expect(zoneOf(g, g.id('U'))).toBe('field');
    // Give the effect to the attacker itself: the Skill's user is Inactive now, so attack with the other one after its own rage.
    const g2 = game(cards, { at: [{ card: 'twin', as: 'T' }] }, { at: [{ card: 'weak', as: 'W1' }, { card: 'weak', as: 'W2' }] });
    const mp = g2.s.players[0].mp;
    g2.s.effects.push({ id: 'e1', targets: [g2.id('T')], op: { k: 'override', what: 'attack-times', value: '2' }, ts: 0, duration: { k: 'end-of-turn' } });
    act(g2, 0, `atk:${g2.id('T')}:tg:${g2.id('W1')}`);
    const paid = g2.s.players[0].mp;
    expect(paid).toBe(mp - 2);
    passBoth(g2, 0);
    act(g2, 0, `tg:${g2.id('W2')}`);
    expect(cardsOf(g2, 'shrine', 1)).toEqual(['weak', 'weak']);
    expect(g2.s.players[0].mp).toBe(paid);
    expect(onField(g2, 'twin', 0)).toBeDefined();
  });
});
