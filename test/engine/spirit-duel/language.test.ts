/**
 * The Spirit Duel card language by behaviour: each verb, selector, amount, condition, duration and trigger in a
 * small scenario with cards written in the language (the scenario's `cards`), named by the rule text it follows.
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import { atkOf, damageOf, hpLeft, maxHpOf } from '../../../src/engine/games/spirit-duel/board.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { summonsAllowed } from '../../../src/engine/games/spirit-duel/legal.js';
import { act, answer, build, ids, prompt, sd } from './helpers.js';

type Def = Record<string, unknown>;
const txt = { th: 'ข้อความ', en: 'text' };
const spirit = (id: string, atk: number, hp: number, extra: Def = {}): Def => ({ id, name: { th: id, en: id }, type: 'spirit', cost: 1, text: txt, atk, hp, ...extra });
const magic = (id: string, effects: unknown[], extra: Def = {}): Def => ({ id, name: { th: id, en: id }, type: 'magic', cost: 1, text: txt, effects, ...extra });
const trap = (id: string, t: Def): Def => ({ id, name: { th: id, en: id }, type: 'trap', cost: 1, text: txt, trap: t });

const zone = (s: SDState, z: string, p: 0 | 1) => cardsIn(s.zones, z, p).map((i) => s.zones.objs[i]!.card);
const opt = (s: SDState, prefix: string) => ids(s).find((i) => i.startsWith(prefix))!;

describe('Spirit Duel card language: verbs', () => {
  it('sd:battle.4 "heal up to 3 damage on a Spirit": the caster picks the Spirit, then 0–3; 3 of 5 damage is healed', () => {
    const cards = [magic('T-HEAL3', [{ do: 'heal', target: { choose: { side: 'any', damaged: true } }, amount: { upTo: 3 } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-HEAL3', as: 'h' }], spirits: [{ card: 'SD-010', as: 'g', state: { damage: 5 } }] } }, {}], { cards });
    let s = answer(s0, `mag:${id('h')}:${id('g')}`);
    expect(prompt(s).options.map((o) => o.id)).toEqual(['n:0', 'n:1', 'n:2', 'n:3']);
    s = answer(s, 'n:3');
    expect(damageOf(s, id('g'))).toBe(2);
    expect(prompt(s).kind).toBe('priority');
  });

  it('sd:field.3 "return one of your Spirits on the field to your hand": it goes to hand and its Equipment to Discard', () => {
    const cards = [magic('T-RECALL', [{ do: 'return-to-hand', target: { choose: { side: 'yours' } } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-RECALL', as: 'h' }], spirits: [{ card: 'SD-014', as: 'b' }], equipment: [{ card: 'SD-301', attachedTo: 'b' }] } }, { zones: { spirits: ['SD-012'] } }], { cards });
    expect(ids(s0).filter((i) => i.startsWith(`mag:${id('h')}`))).toEqual([`mag:${id('h')}:${id('b')}`]);
    const s = answer(s0, `mag:${id('h')}:${id('b')}`);
    expect(zone(s, 'hand', 0)).toContain('SD-014');
    expect(zone(s, 'discard', 0)).toEqual(expect.arrayContaining(['T-RECALL', 'SD-301']));
    expect(zone(s, 'spirits', 0)).toEqual([]);
  });

  it('sd:trap.3 / sd:battle.3 a Trap "the attacking Spirit has ATK −2 for this attack": 4 ATK hits for 2, the target strikes back, ATK is 4 again after', () => {
    const cards = [trap('T-WEAKEN', { timing: 'attack-declared', effects: [{ do: 'modify', target: { ref: 'attacker' }, atk: -2, duration: 'this-attack' }] })];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'knight' }], traps: [{ card: 'T-WEAKEN', as: 'tr' }] } }], { cards, step: 'battle' });
    let s = answer(s0, `atk:${id('bear')}:${id('knight')}`);
    s = answer(s, `trap:${id('tr')}`);
    if (prompt(s).kind === 'optional') s = answer(s, 'no-trap');
    expect(damageOf(s, id('knight'))).toBe(2);
    expect(damageOf(s, id('bear'))).toBe(3);
    expect(atkOf(s, id('bear'))).toBe(4);
  });

  it('sd:setup.2 "whenever another Spirit is destroyed, you gain 1 Core", never above 10', () => {
    const cards = [spirit('T-VULTURE', 1, 3, { triggers: [{ on: 'destroyed', whose: 'another', effects: [{ do: 'gain-core', player: 'you', amount: 1 }] }] })];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-101', as: 'fb' }], spirits: ['T-VULTURE'] }, state: { core: 5 } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }], { cards });
    const s = answer(s0, `mag:${id('fb')}:${id('imp')}`);
    expect(zone(s, 'discard', 1)).toEqual(['SD-011']);
    expect(s.core[0]).toBe(5 - 2 + 1);
    const { s: c0, id: cid } = build([{ zones: { hand: [{ card: 'SD-101', as: 'fb' }], spirits: ['T-VULTURE'] }, state: { core: 10 } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }], { cards });
    expect(answer(c0, `mag:${cid('fb')}:${cid('imp')}`).core[0]).toBe(9);
  });

  it('sd:trap.3 a Trap whose condition reads the attacker’s ATK is offered only when the attacker has ATK 5 or more', () => {
    const cards = [trap('T-BIGSTOP', { timing: 'attack-declared', if: [{ k: 'stat', of: 'attacker', stat: 'atk', min: 5 }], effects: [{ do: 'destroy', target: { ref: 'attacker' } }] })];
    const seats = (attacker: string) => build([{ zones: { spirits: [{ card: attacker, as: 'a' }] } }, { zones: { spirits: ['SD-010'], traps: [{ card: 'T-BIGSTOP', as: 'tr' }] } }], { cards, step: 'battle' });
    const small = seats('SD-014');
    const s1 = answer(small.s, opt(small.s, `atk:${small.id('a')}:`));
    expect(ids(s1)).toEqual(['no-trap']);
    const big = seats('SD-016');
    let s2 = answer(big.s, opt(big.s, `atk:${big.id('a')}:`));
    expect(ids(s2)).toContain(`trap:${big.id('tr')}`);
    s2 = answer(s2, `trap:${big.id('tr')}`);
    expect(zone(s2, 'discard', 0)).toContain('SD-016');
  });

  it('sd:goal.1 damage to a Soul counts down and a Soul at 0 loses; gain-soul adds', () => {
    const cards = [magic('T-BOLT', [{ do: 'damage-soul', player: 'opponent', amount: 4 }, { do: 'gain-soul', player: 'you', amount: 2 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-BOLT', as: 'h' }] } }, { state: { soul: 4 } }], { cards });
    const s = answer(s0, `mag:${id('h')}`);
    expect(s.soul).toEqual([17, 0]);
    expect(sd.result(s)?.winner).toBe(0);
  });

  it('sd:battle.3 destroy "each opponent’s Spirit of Cost 2 or less" (each + filter) leaves the others', () => {
    const cards = [magic('T-SWEEP', [{ do: 'destroy', target: { each: { side: 'opponents', maxCost: 2 } } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-SWEEP', as: 'h' }], spirits: ['SD-011'] } }, { zones: { spirits: ['SD-011', 'SD-012', 'SD-014'] } }], { cards });
    const s = answer(s0, `mag:${id('h')}`);
    expect(zone(s, 'spirits', 1)).toEqual(['SD-014']);
    expect(zone(s, 'spirits', 0)).toEqual(['SD-011']);
  });

  it('sd:turn.3 draw, and the opponent chooses which card it discards (its own hand, private options)', () => {
    const cards = [magic('T-MIND', [{ do: 'draw', player: 'you', amount: 1 }, { do: 'discard', player: 'opponent', amount: 1 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-MIND', as: 'h' }] } }, { zones: { hand: [{ card: 'SD-016', as: 'g' }, 'SD-001'] } }], { cards });
    let s = answer(s0, `mag:${id('h')}`);
    expect(zone(s, 'hand', 0)).toHaveLength(1);
    const p = prompt(s);
    expect(p.seat).toBe(1);
    expect(p.kind).toBe('discard');
    expect(p.options.every((o) => o.visibility === 'private')).toBe(true);
    s = answer(s, `c:${id('g')}`);
    expect(zone(s, 'discard', 1)).toEqual(['SD-016']);
    expect(prompt(s).seat).toBe(0);
  });

  it('sd:setup.1 mill and random discard move cards from deck and hand to Discard; search finds a card, reveals it and reshuffles with a new commitment', () => {
    const cards = [magic('T-DIG', [{ do: 'mill', player: 'opponent', amount: 2 }, { do: 'discard', player: 'opponent', amount: 1, random: true }, { do: 'search', filter: { type: 'spirit', minCost: 5 } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-DIG', as: 'h' }], deck: ['SD-011', 'SD-016', 'SD-011'] } }, { zones: { hand: ['SD-001'], deck: ['SD-004', 'SD-005', 'SD-006'] } }], { cards });
    const shuffles = s0.shuffles.length;
    let s = answer(s0, `mag:${id('h')}`);
    expect(zone(s, 'discard', 1)).toEqual(['SD-006', 'SD-005', 'SD-001']);
    expect(prompt(s).kind).toBe('choose-cards');
    expect(prompt(s).options).toHaveLength(1);
    s = answer(s, prompt(s).options[0]!.id);
    expect(zone(s, 'hand', 0)).toEqual(['SD-016']);
    expect(s.shuffles.length).toBe(shuffles + 1);
    expect(s.log.some((l) => l.audience === null && l.text.en.includes('reveals Mountain Giant'))).toBe(true);
  });

  it('sd:setup.2 gain Core stops at 10 and lose Core stops at 0; recover returns a card from the discard pile', () => {
    const cards = [magic('T-CORE', [{ do: 'gain-core', player: 'you', amount: 5 }, { do: 'lose-core', player: 'opponent', amount: 3 }, { do: 'recover', filter: { type: 'magic' } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-CORE', as: 'h' }], discard: ['SD-101', 'SD-011'] }, state: { core: 9 } }, { state: { core: 2 } }], { cards });
    let s = answer(s0, `mag:${id('h')}`);
    expect(s.core).toEqual([10, 0]);
    // The cast card itself is in the discard pile too: a Magic.
    expect(prompt(s).options).toHaveLength(2);
    s = answer(s, prompt(s).options.find((o) => o.label.en === 'Fireball')!.id);
    expect(zone(s, 'hand', 0)).toEqual(['SD-101']);
  });

  it('sd:summon.1 "extra summon" raises the summons of this turn; sd:summon.4 "may attack this turn" lets a new Spirit attack', () => {
    const cards = [magic('T-CALL2', [{ do: 'extra-summon', amount: 2 }]), magic('T-GO', [{ do: 'may-attack', target: { each: { side: 'yours', summonedThisTurn: true } } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-CALL2', as: 'c' }, { card: 'T-GO', as: 'g' }], spirits: [{ card: 'SD-014', as: 'b', state: { summonedTurn: 2 } }] } }, {}], { cards });
    let s = answer(s0, `mag:${id('c')}`);
    expect(summonsAllowed(s, 0)).toBe(4);
    s = answer(answer(s, `mag:${id('g')}`), 'battle');
    expect(ids(s)).toContain(`atk:${id('b')}:soul`);
  });

  it('sd:field.2 / sd:field.3 Equipment may grant haste; unequip sends it to its owner’s hand and the bonus goes', () => {
    const cards = [
      { id: 'T-BOOTS', name: { th: 'รองเท้า', en: 'Boots' }, type: 'equipment', cost: 1, text: txt, atk: 1, keywords: ['haste'] },
      magic('T-STRIP', [{ do: 'unequip', target: { choose: { side: 'any' } }, to: 'hand' }]),
    ];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-BOOTS', as: 'eq' }, { card: 'T-STRIP', as: 'x' }], spirits: [{ card: 'SD-014', as: 'b', state: { summonedTurn: 2 } }] } }, {}], { cards });
    let s = answer(s0, `eqp:${id('eq')}:${id('b')}`);
    expect(atkOf(s, id('b'))).toBe(5);
    expect(ids(answer(s, 'battle'))).toContain(`atk:${id('b')}:soul`);
    s = answer(s, `mag:${id('x')}:${id('b')}`);
    expect(zone(s, 'hand', 0)).toContain('T-BOOTS');
    expect(atkOf(s, id('b'))).toBe(4);
  });

  it('sd:field.1 a Field with "affects: yours" buffs only its owner’s Spirits; destroy-field removes it', () => {
    const cards = [
      { id: 'T-BANNER', name: { th: 'ธง', en: 'Banner' }, type: 'field', cost: 1, text: txt, hp: 2, affects: { side: 'yours' } },
      magic('T-QUAKE', [{ do: 'destroy-field' }]),
    ];
    const { s: s0, id } = build([{ zones: { field: ['T-BANNER'], spirits: [{ card: 'SD-014', as: 'mine' }], hand: [{ card: 'T-QUAKE', as: 'q' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'theirs' }] } }], { cards });
    expect([maxHpOf(s0, id('mine')), maxHpOf(s0, id('theirs'))]).toEqual([6, 3]);
    const s = answer(s0, `mag:${id('q')}`);
    expect(maxHpOf(s, id('mine'))).toBe(4);
    expect(zone(s, 'discard', 0)).toContain('T-BANNER');
  });

  it('sd:trap.3 an opponent-summon Trap deals damage to the summoned Spirit (subject); a before-damage Trap on a Soul attack restores Soul', () => {
    const cards = [
      trap('T-SNARE', { timing: 'opponent-summon', effects: [{ do: 'damage', target: { ref: 'subject' }, amount: 2 }] }),
      trap('T-WARD', { timing: 'before-damage', if: [{ k: 'attack-on', is: 'soul' }], effects: [{ do: 'gain-soul', player: 'you', amount: 3 }] }),
    ];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-012', as: 'k' }] } }, { zones: { traps: [{ card: 'T-SNARE', as: 'tr' }] } }], { cards });
    let s = answer(s0, `sum:${id('k')}`);
    s = answer(s, `trap:${id('tr')}`);
    const knight = cardsIn(s.zones, 'spirits', 0)[0]!;
    expect(hpLeft(s, knight)).toBe(1);
    const w = build([{ zones: { spirits: [{ card: 'SD-014', as: 'b' }] } }, { zones: { traps: [{ card: 'T-WARD', as: 'tr' }] } }], { cards, step: 'battle' });
    let s2 = answer(w.s, `atk:${w.id('b')}:soul`);
    if (ids(s2).includes('no-trap') && !ids(s2).includes(`trap:${w.id('tr')}`)) s2 = answer(s2, 'no-trap');
    s2 = answer(s2, `trap:${w.id('tr')}`);
    expect(s2.soul[1]).toBe(15 + 3 - 4);
  });

  it('sd:battle.1 triggers "when this attacks" and "when this is attacked" resolve before the Trap windows and damage', () => {
    const cards = [
      spirit('T-RAIDER', 3, 4, { triggers: [{ on: 'attacks', whose: 'this', effects: [{ do: 'damage', target: { ref: 'attack-target' }, amount: 1 }] }] }),
      spirit('T-THORN', 1, 6, { triggers: [{ on: 'attacked', whose: 'this', effects: [{ do: 'damage', target: { ref: 'attacker' }, amount: 2 }] }] }),
    ];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'T-RAIDER', as: 'r' }] } }, { zones: { spirits: [{ card: 'T-THORN', as: 't' }] } }], { cards, step: 'battle' });
    const s = answer(s0, `atk:${id('r')}:${id('t')}`);
    // 1 (trigger) + 3 (attack) on the Thorn; 2 (its trigger) + 1 (strike back) on the Raider.
    expect(damageOf(s, id('t'))).toBe(4);
    expect(damageOf(s, id('r'))).toBe(3);
  });

  it('sd:turn.2 turn-start and turn-end triggers: "at the start of your turn draw 1" and "at the end of your turn deal 1 to each opponent’s Spirit"', () => {
    const cards = [
      spirit('T-SAGE', 1, 3, { triggers: [{ on: 'turn-start', whose: 'yours', effects: [{ do: 'draw', player: 'you', amount: 1 }] }] }),
      spirit('T-EMBER', 1, 3, { triggers: [{ on: 'turn-end', whose: 'yours', effects: [{ do: 'damage', target: { each: { side: 'opponents' } }, amount: 1 }] }] }),
    ];
    const { s: s0, id } = build([{ zones: { spirits: ['T-EMBER'] } }, { zones: { spirits: ['T-SAGE', { card: 'SD-012', as: 'k' }] } }], { cards });
    const hand1 = zone(s0, 'hand', 1).length;
    const s = answer(s0, 'end');
    expect(damageOf(s, id('k'))).toBe(1);
    // B's own turn: the normal draw and the Sage's.
    expect(zone(s, 'hand', 1).length).toBe(hand1 + 2);
  });

  it('sd:summon.1 "when this is summoned" and "when this is destroyed" triggers; a count amount deals damage equal to your Spirits', () => {
    const cards = [
      spirit('T-HERALD', 1, 1, { triggers: [{ on: 'summoned', whose: 'this', effects: [{ do: 'damage', target: { choose: { side: 'opponents' } }, amount: { count: 'spirits', side: 'yours' } }] }, { on: 'destroyed', whose: 'this', effects: [{ do: 'draw', player: 'you', amount: 1 }] }] }),
    ];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-HERALD', as: 'h' }], spirits: ['SD-011', 'SD-011'] } }, { zones: { spirits: [{ card: 'SD-010', as: 'g' }] } }], { cards });
    let s = answer(s0, `sum:${id('h')}`);
    expect(prompt(s).kind).toBe('targets');
    s = answer(s, `t:${id('g')}`);
    expect(damageOf(s, id('g'))).toBe(3);
    const d = build([{ zones: { hand: [{ card: 'SD-101', as: 'fb' }] } }, { zones: { spirits: [{ card: 'T-HERALD', as: 'h' }] } }], { cards });
    const before = zone(d.s, 'hand', 1).length;
    const after = answer(d.s, `mag:${d.id('fb')}:${d.id('h')}`);
    expect(zone(after, 'discard', 1)).toEqual(['T-HERALD']);
    expect(zone(after, 'hand', 1).length).toBe(before + 1);
  });

  it('sd:summon.1 "choose up to 2" lets the caster pick 0, 1 or 2; rest and ready set a Spirit’s readiness (sd:turn.5)', () => {
    const cards = [magic('T-FREEZE', [{ do: 'rest', target: { choose: { side: 'opponents' }, upTo: 2 } }]), magic('T-WAKE', [{ do: 'ready', target: { each: { side: 'yours' } } }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-FREEZE', as: 'f' }, { card: 'T-WAKE', as: 'w' }], spirits: [{ card: 'SD-014', as: 'mine', state: { rested: true } }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'a' }, { card: 'SD-012', as: 'b' }, 'SD-009'] } }], { cards });
    let s = answer(s0, `mag:${id('f')}`);
    expect([prompt(s).min, prompt(s).max]).toEqual([0, 2]);
    const p = prompt(s);
    s = act(s, { type: 'answer', seat: 0, promptId: p.promptId, choice: [`t:${id('a')}`, `t:${id('b')}`] });
    expect([s.zones.objs[id('a')]!.data!.rested, s.zones.objs[id('b')]!.data!.rested]).toEqual([true, true]);
    s = answer(s, `mag:${id('w')}`);
    expect(s.zones.objs[id('mine')]!.data!.rested).toBe(false);
  });

  it('sd:turn.4 a Magic with a condition ("you control 2 or more Spirits") is offered only when it holds; until-end-of-turn ATK ends with the turn', () => {
    const cards = [magic('T-RALLY2', [{ do: 'modify', target: { each: { side: 'yours' } }, atk: 1, duration: 'end-of-turn' }], { if: [{ k: 'count', what: 'spirits', side: 'yours', min: 2 }] })];
    const one = build([{ zones: { hand: [{ card: 'T-RALLY2', as: 'r' }], spirits: ['SD-011'] } }, {}], { cards });
    expect(ids(one.s).some((i) => i.startsWith(`mag:${one.id('r')}`))).toBe(false);
    const two = build([{ zones: { hand: [{ card: 'T-RALLY2', as: 'r' }], spirits: [{ card: 'SD-011', as: 'x' }, 'SD-011'] } }, {}], { cards });
    let s = answer(two.s, `mag:${two.id('r')}`);
    expect(atkOf(s, two.id('x'))).toBe(2);
    s = answer(s, 'end');
    expect(atkOf(s, two.id('x'))).toBe(1);
  });
});
