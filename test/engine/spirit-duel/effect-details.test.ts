/**
 * The card language's selectors, conditions, amounts, prompts and verbs at their edges (effects.ts), with
 * cards written in the language (the scenario's `cards`): what language.test.ts left open (issue 31: surviving
 * mutants of effects.ts). Each title names the rule paragraph the effect plays under.
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import { atkOf, damageOf, maxHpOf } from '../../../src/engine/games/spirit-duel/board.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, ids, prompt } from './helpers.js';
import { card, magic, playQuestionCards, type Def } from './question-cards.js';

const spirit = (id: string, atk: number, hp: number, triggers: Def[]): Def => card(id, 'spirit', { atk, hp, triggers });
const soul = (n: number) => [{ do: 'gain-soul', player: 'you', amount: n }];
const zone = (s: SDState, z: string, p: 0 | 1) => cardsIn(s.zones, z, p).map((i) => s.zones.objs[i]!.card);
/** Public log lines since entry `from`: [actor, rule, English text]. */
const logged = (s: SDState, from: number) => s.log.slice(from).filter((l) => l.audience === null).map((l) => [l.actor, l.rule ?? null, l.text.en]);

describe('sd:turn.4 the card language: which Spirits a filter picks', () => {
  // Mine: Mischief Imp (cost 1, ATK 1), Iron Knight (2, 3), Forest Bear (3, 4) with 1 damage, Pebble Sprite (2, 1)
  // summoned this turn; theirs: Cliff Golem (4, 3).
  const board = (cards: Def[]) => build([
    { zones: { hand: [{ card: 'T-F', as: 'f' }], spirits: [
      { card: 'SD-011', as: 'imp' }, { card: 'SD-012', as: 'knight' }, { card: 'SD-014', as: 'bear', state: { damage: 1 } }, { card: 'SD-009', as: 'sprite', state: { summonedTurn: 2 } },
    ] } },
    { zones: { spirits: [{ card: 'SD-010', as: 'golem' }] } },
  ], { cards });
  const picks = (filter: Def): string[] => {
    const { s, id } = board([magic('T-F', [{ do: 'damage', target: { choose: { side: 'any', ...filter } }, amount: 1 }])]);
    const names = ['imp', 'knight', 'bear', 'sprite', 'golem'];
    return names.filter((n) => ids(s).includes(`mag:${id('f')}:${id(n)}`));
  };

  it('sd:turn.4 cost, ATK, damage, "summoned this turn" and card filters, each bound inclusive', () => {
    expect(picks({})).toEqual(['imp', 'knight', 'bear', 'sprite', 'golem']);
    expect(picks({ minCost: 2 })).toEqual(['knight', 'bear', 'sprite', 'golem']);
    expect(picks({ maxCost: 2 })).toEqual(['imp', 'knight', 'sprite']);
    expect(picks({ minAtk: 3 })).toEqual(['knight', 'bear', 'golem']);
    expect(picks({ maxAtk: 3 })).toEqual(['imp', 'knight', 'sprite', 'golem']);
    expect(picks({ damaged: true })).toEqual(['bear']);
    expect(picks({ summonedThisTurn: true })).toEqual(['sprite']);
    expect(picks({ card: 'SD-012' })).toEqual(['knight']);
  });

  it('sd:summon.1 "each other Spirit of yours" leaves out the card itself', () => {
    const cards = [spirit('T-BANNER', 1, 3, [{ on: 'summoned', whose: 'this', effects: [{ do: 'modify', target: { each: { side: 'yours', other: true } }, atk: 1, duration: 'end-of-turn' }] }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-BANNER', as: 'b' }], spirits: [{ card: 'SD-011', as: 'imp' }] } }, {}], { cards });
    const s = answer(s0, `sum:${id('b')}`);
    const banner = cardsIn(s.zones, 'spirits', 0).find((x) => s.zones.objs[x]!.card === 'T-BANNER')!;
    expect([atkOf(s, id('imp')), atkOf(s, banner)]).toEqual([2, 1]);
  });
});

describe('sd:turn.4 the card language: conditions', () => {
  it('sd:summon.1 a condition reads the stat it names: ATK, HP left, damage and cost of the summoned Spirit', () => {
    // Pebble Sprite: ATK 1, HP 4, no damage, cost 2: every condition holds only for the stat it names.
    const exactly = (stat: string, v: number, n: number) => ({ on: 'summoned', whose: 'opponents', if: [{ k: 'stat', of: 'subject', stat, min: v, max: v }], effects: soul(n) });
    const cards = [spirit('T-SPY', 1, 3, [exactly('atk', 1, 1), exactly('hp', 4, 2), exactly('damage', 0, 4), exactly('cost', 2, 8)])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-009', as: 'sprite' }] } }, { zones: { spirits: ['T-SPY'] } }], { cards });
    const s = answer(s0, `sum:${id('sprite')}`);
    expect(s.soul[1]).toBe(15 + 1 + 2 + 4 + 8);
  });

  it('sd:turn.4 a Magic\'s count conditions read Core and Soul of the side they name', () => {
    const cards = [
      magic('T-POOR', [{ do: 'draw', player: 'you', amount: 1 }], { if: [{ k: 'count', what: 'core', side: 'yours', max: 3 }] }),
      magic('T-MERCY', [{ do: 'draw', player: 'you', amount: 1 }], { if: [{ k: 'count', what: 'soul', side: 'opponents', min: 10 }] }),
    ];
    const at = (core: number, theirSoul: number) => {
      const { s, id } = build([{ zones: { hand: [{ card: 'T-POOR', as: 'p' }, { card: 'T-MERCY', as: 'm' }] }, state: { core } }, { state: { soul: theirSoul } }], { cards });
      return [ids(s).includes(`mag:${id('p')}`), ids(s).includes(`mag:${id('m')}`)];
    };
    expect(at(3, 10)).toEqual([true, true]);
    expect(at(4, 9)).toEqual([false, false]);
  });

  it('sd:trap.3 a Trap whose condition names the attack target is not usable against a Soul attack (there is no target)', () => {
    const cards = [card('T-GUARD', 'trap', { trap: { timing: 'before-damage', if: [{ k: 'stat', of: 'attack-target', stat: 'hp', max: 5 }], effects: [{ do: 'cancel-attack' }] } })];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { traps: [{ card: 'T-GUARD', as: 'g' }] } }], { cards, step: 'battle' });
    let s = answer(s0, `atk:${id('bear')}:soul`);
    // Asked nothing usable: whatever windows open offer no Trap, and the Soul takes the damage.
    while (prompt(s).kind === 'optional') {
      expect(ids(s)).not.toContain(`trap:${id('g')}`);
      s = answer(s, 'no-trap');
    }
    expect(s.soul[1]).toBe(15 - 4);
  });

  it('sd:summon.1 a condition on a Spirit that has left the field fails, and an effect on it does nothing: the later triggers find their subject destroyed', () => {
    const cards = [spirit('T-DOOM', 1, 3, [
      { on: 'summoned', whose: 'opponents', effects: [{ do: 'destroy', target: { ref: 'subject' } }] },
      { on: 'summoned', whose: 'opponents', if: [{ k: 'stat', of: 'subject', stat: 'cost', max: 9 }], effects: soul(1) },
      { on: 'summoned', whose: 'opponents', effects: [{ do: 'damage', target: { ref: 'subject' }, amount: 1 }] },
    ])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-011', as: 'imp' }] } }, { zones: { spirits: ['T-DOOM'] } }], { cards });
    const s = answer(s0, `sum:${id('imp')}`);
    expect(zone(s, 'discard', 0)).toEqual(['SD-011']);
    expect(s.soul[1]).toBe(15);
  });
});

describe('sd:turn.4 the card language: amounts and players', () => {
  it('sd:goal.1 "the opponent loses 2 Soul for each of their Spirits, at most 5" counts the side it names, times, up to the cap', () => {
    const cards = [magic('T-DRAIN', [{ do: 'damage-soul', player: 'opponent', amount: { count: 'spirits', side: 'opponents', times: 2, max: 5 } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-DRAIN', as: 'd' }], spirits: ['SD-011'] } }, { zones: { spirits: ['SD-011', 'SD-011', 'SD-011'] } }], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('d')}`);
    expect([s.soul[0], s.soul[1]]).toEqual([15, 10]);
    expect(logged(s, n).at(-1)).toEqual([null, 'sd:goal.1', 'T-DRAIN: B loses 5 Soul (10 left)']);
  });

  it('sd:goal.1 "both players gain 1 Soul" reaches each player', () => {
    const cards = [magic('T-FEAST', [{ do: 'gain-soul', player: 'both', amount: 1 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-FEAST', as: 'f' }] } }, {}], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('f')}`);
    expect([s.soul[0], s.soul[1]]).toEqual([16, 16]);
    expect(logged(s, n).slice(1)).toEqual([[null, 'sd:goal.1', 'T-FEAST: A gains 1 Soul (16)'], [null, 'sd:goal.1', 'T-FEAST: B gains 1 Soul (16)']]);
  });
});

describe('sd:turn.4 the card language: the questions an effect asks', () => {
  it('sd:turn.4 each question names its card and what to choose, and its options carry the group and the paragraph', () => {
    const expected: Record<string, unknown> = {
      'T-HEAL3': { label: 'T-HEAL3: choose how many (0–3)', option: { group: 'amount', rule: 'sd:turn.4' } },
      'T-FREEZE': { label: 'T-FREEZE: choose up to 2 Spirits', option: { group: 'target', rule: 'sd:turn.4' } },
      'T-TOSS': { label: 'T-TOSS: discard 1 card(s)', option: { group: 'discard', rule: 'sd:turn.4' } },
      'T-SEEK': { label: 'T-SEEK: choose 1 card', option: { group: 'card', rule: 'sd:turn.4' } },
    };
    const asked: string[] = [];
    playQuestionCards((s, c) => {
      const p = prompt(s);
      expect({ label: p.label.en, option: { group: p.options[0]!.group, rule: p.options[0]!.rule } }).toEqual(expected[c]);
      asked.push(c);
    });
    expect(asked).toEqual(Object.keys(expected));
  });

  it('sd:battle.4 "heal up to 3 damage on this" offers no more than the damage there is', () => {
    const cards = [spirit('T-MEND', 1, 9, [{ on: 'attacks', whose: 'this', effects: [{ do: 'heal', target: { ref: 'this' }, amount: { upTo: 3 } }] }])];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'T-MEND', as: 'm', state: { damage: 1 } }] } }, { zones: { spirits: ['SD-009'] } }], { cards, step: 'battle' });
    const s = answer(s0, `atk:${id('m')}:${cardsIn(s0.zones, 'spirits', 1)[0]}`);
    expect(ids(s)).toEqual(['n:0', 'n:1']);
  });

  it('sd:turn.4 a question with nothing to choose is skipped: no Spirit to target, an empty hand to discard, no card to search', () => {
    const cards = [
      magic('T-BLAST', [{ do: 'draw', player: 'you', amount: 1 }, { do: 'damage', target: { choose: { side: 'opponents' } }, amount: 2 }]),
      magic('T-PURGE', [{ do: 'discard', player: 'opponent', amount: 1 }]),
      magic('T-SEEK', [{ do: 'search', filter: { card: 'SD-016' } }]),
    ];
    const { s: s0, id } = build([{ zones: { hand: ['T-BLAST', 'T-PURGE', 'T-SEEK'].map((c) => ({ card: c, as: c })) }, state: { core: 10 } }, { zones: { hand: [] } }], { cards });
    let s = s0;
    for (const c of ['T-BLAST', 'T-PURGE', 'T-SEEK']) {
      s = answer(s, `mag:${id(c)}`);
      expect(prompt(s)).toMatchObject({ seat: 0, kind: 'priority' });
    }
    expect(zone(s, 'discard', 0).sort()).toEqual(['T-BLAST', 'T-PURGE', 'T-SEEK']);
  });

  it('sd:turn.4 a search offers the matching cards of the deck sorted by card id, not in deck order', () => {
    const cards = [magic('T-SEEK', [{ do: 'search', filter: { type: 'spirit', maxCost: 3 } }])];
    // Top of the deck last: Forest Bear, Mountain Giant (cost 5), Fireball (a Magic), Mischief Imp, Iron Knight.
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-SEEK', as: 'seek' }], deck: ['SD-014', 'SD-016', 'SD-101', 'SD-011', 'SD-012'] } }, {}], { cards });
    const s = answer(s0, `mag:${id('seek')}`);
    expect(prompt(s).options.map((o) => s.zones.objs[o.objectId!]!.card)).toEqual(['SD-011', 'SD-012', 'SD-014']);
  });

  it('sd:turn.4 "return an Iron Knight from your discard pile to your hand" offers only that card, is logged, and leaves the deck unshuffled', () => {
    const cards = [magic('T-RAISE', [{ do: 'recover', filter: { card: 'SD-012' } }])];
    const deck = ['SD-014', 'SD-016', 'SD-101', 'SD-011', 'SD-009'];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-RAISE', as: 'r' }], discard: ['SD-011', { card: 'SD-012', as: 'k' }], deck } }, {}], { cards });
    let s = answer(s0, `mag:${id('r')}`);
    expect(ids(s)).toEqual([`c:${id('k')}`]);
    const n = s.log.length;
    s = answer(s, `c:${id('k')}`);
    expect(zone(s, 'hand', 0)).toEqual(['SD-012']);
    expect(logged(s, n)).toEqual([[0, 'sd:turn.4', 'A returns Iron Knight from the discard pile to their hand']]);
    expect(zone(s, 'deck', 0)).toEqual(deck);
  });
});

describe('sd:turn.4 the card language: verbs at their edges', () => {
  it('sd:setup.1 milling more cards than the deck holds mills what there is', () => {
    const cards = [magic('T-MILL', [{ do: 'mill', player: 'opponent', amount: 3 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-MILL', as: 'm' }] } }, { zones: { deck: ['SD-011'] } }], { cards });
    const s = answer(s0, `mag:${id('m')}`);
    expect([zone(s, 'deck', 1), zone(s, 'discard', 1)]).toEqual([[], ['SD-011']]);
  });

  it('sd:turn.4 a random discard of more cards than the hand holds discards the whole hand', () => {
    const cards = [magic('T-TANTRUM', [{ do: 'discard', player: 'opponent', amount: 3, random: true }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-TANTRUM', as: 't' }] } }, { zones: { hand: ['SD-012'] } }], { cards });
    const s = answer(s0, `mag:${id('t')}`);
    expect([zone(s, 'hand', 1), zone(s, 'discard', 1)]).toEqual([[], ['SD-012']]);
  });

  it('sd:field.3 "unequip each opposing Spirit to its owner\'s hand" skips a Spirit without Equipment', () => {
    const cards = [magic('T-STRIP', [{ do: 'unequip', target: { each: { side: 'opponents' } }, to: 'hand' }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-STRIP', as: 'x' }] } }, { zones: { spirits: ['SD-011', { card: 'SD-014', as: 'bear' }], equipment: [{ card: 'SD-302', attachedTo: 'bear' }] } }], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('x')}`);
    expect([zone(s, 'hand', 1), zone(s, 'equipment', 1)]).toEqual([['SD-302'], []]);
    expect(logged(s, n).at(-1)).toEqual([null, 'sd:field.3', 'Stone Shield is unequipped to its owner’s hand']);
  });

  it('sd:field.1 "destroy the Field" does nothing without one, and sends one to Discard under sd:field.1', () => {
    const cards = [magic('T-QUAKE', [{ do: 'destroy-field' }])];
    const none = build([{ zones: { hand: [{ card: 'T-QUAKE', as: 'q' }] } }, {}], { cards });
    expect(prompt(answer(none.s, `mag:${none.id('q')}`)).kind).toBe('priority');
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-QUAKE', as: 'q' }] } }, { zones: { field: ['SD-201'] } }], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('q')}`);
    expect(zone(s, 'discard', 1)).toEqual(['SD-201']);
    expect(logged(s, n).at(-1)).toEqual([null, 'sd:field.1', 'Enchanted Forest is destroyed']);
  });

  it('sd:field.3 "return a Spirit to its owner\'s hand" is logged under the paragraph of the card that does it', () => {
    const cards = [magic('T-RECALL', [{ do: 'return-to-hand', target: { choose: { side: 'opponents' } } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-RECALL', as: 'r' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'k' }] } }], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('r')}:${id('k')}`);
    expect(logged(s, n).at(-1)).toEqual([null, 'sd:turn.4', 'Iron Knight returns to its owner’s hand']);
  });

  it('sd:goal.3 Core gained and lost by an effect is logged under the Core paragraphs, the gain as the gainer\'s', () => {
    const cards = [magic('T-TITHE', [{ do: 'gain-core', player: 'you', amount: 2 }, { do: 'lose-core', player: 'opponent', amount: 1 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-TITHE', as: 't' }] }, state: { core: 5 } }, { state: { core: 5 } }], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('t')}`);
    expect(logged(s, n).slice(1).map(([a, r]) => [a, r])).toEqual([[0, 'sd:setup.2'], [null, 'sd:goal.3']]);
    expect([s.core[0], s.core[1]]).toEqual([5 - 1 + 2, 4]);
  });

  it('sd:battle.2 a Trap that cancels the attack logs the cancellation under sd:battle.2; Counter Gale deals its 3 damage to the attacker', () => {
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-010', as: 'golem' }, 'SD-011'] } }, { zones: { spirits: [{ card: 'SD-014', as: 'bear' }], traps: [{ card: 'SD-401', as: 'wall' }, { card: 'SD-402', as: 'gale' }] } }], { step: 'battle' });
    let s = answer(s0, `atk:${id('golem')}:${id('bear')}`);
    s = answer(s, `trap:${id('gale')}`);
    expect([damageOf(s, id('golem')), damageOf(s, id('bear'))]).toEqual([3 + 4, 3]);
    const b = build([{ zones: { spirits: [{ card: 'SD-014', as: 'a' }, 'SD-011'] } }, { zones: { spirits: ['SD-012'], traps: [{ card: 'SD-401', as: 'wall' }] } }], { step: 'battle' });
    let s2 = answer(b.s, `atk:${b.id('a')}:${cardsIn(b.s.zones, 'spirits', 1)[0]}`);
    const m = s2.log.length;
    s2 = answer(s2, `trap:${b.id('wall')}`);
    expect(logged(s2, m).map(([, r, en]) => [r, en])).toContainEqual(['sd:battle.2', 'The attack is cancelled']);
  });
});

describe('sd:turn.4 the card language: durations', () => {
  it('sd:battle.3 an effect "for this attack" ends with the attack and takes no other effect with it; ATK-only leaves HP alone', () => {
    const brace = card('T-BRACE', 'trap', { trap: { timing: 'before-damage', effects: [{ do: 'modify', target: { ref: 'attack-target' }, hp: 3, duration: 'this-attack' }] } });
    const cards = [brace, magic('T-RALLY', [{ do: 'modify', target: { choose: { side: 'yours' } }, atk: 2, duration: 'end-of-turn' }])];
    const { s: s0, id } = build([
      { zones: { hand: [{ card: 'T-RALLY', as: 'r' }], spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-011'] } },
      { zones: { spirits: [{ card: 'SD-010', as: 'golem' }], traps: [{ card: 'T-BRACE', as: 't' }] } },
    ], { cards });
    let s = answer(s0, `mag:${id('r')}:${id('bear')}`);
    expect([atkOf(s, id('bear')), maxHpOf(s, id('bear'))]).toEqual([6, 4]);
    s = answer(s, 'battle');
    s = answer(s, `atk:${id('bear')}:${id('golem')}`);
    s = answer(s, 'no-trap');
    s = answer(s, `trap:${id('t')}`);
    // The Golem's +3 HP is gone with the attack; the Bear keeps its +2 ATK until the end of the turn.
    expect([maxHpOf(s, id('golem')), damageOf(s, id('golem'))]).toEqual([9, 6]);
    expect(atkOf(s, id('bear'))).toBe(6);
  });

  it('sd:trap.3 Rock Guard\'s +3 HP lasts while the Spirit stays on the field, past the end of the turn', () => {
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-011'] } }, { zones: { spirits: [{ card: 'SD-012', as: 'k' }], traps: [{ card: 'SD-403', as: 'rg' }] } }], { step: 'battle' });
    let s = answer(s0, `atk:${id('bear')}:${id('k')}`);
    s = answer(s, 'no-trap');
    s = answer(s, `trap:${id('rg')}`);
    expect([maxHpOf(s, id('k')), damageOf(s, id('k'))]).toEqual([6, 4]);
    while (s.active === 0) s = answer(s, ids(s).includes('end') ? 'end' : ids(s)[0]!);
    expect(maxHpOf(s, id('k'))).toBe(6);
  });

  it('sd:turn.4 log lines stay in order through an effect that asks and one that lasts: every sequence number is new', () => {
    const cards = [magic('T-PUMP', [
      { do: 'modify', target: { choose: { side: 'yours' } }, atk: 1, duration: 'end-of-turn' }, { do: 'gain-soul', player: 'you', amount: 1 },
      { do: 'heal', target: { choose: { side: 'yours' } }, amount: { upTo: 2 } }, { do: 'gain-soul', player: 'you', amount: 1 },
    ])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-PUMP', as: 'p' }], spirits: [{ card: 'SD-014', as: 'bear', state: { damage: 2 } }] } }, {}], { cards });
    let s = answer(s0, `mag:${id('p')}:${id('bear')}`);
    s = answer(s, 'n:2');
    s = answer(s, `t:${id('bear')}`);
    const seqs = s.log.map((l) => l.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });
});
