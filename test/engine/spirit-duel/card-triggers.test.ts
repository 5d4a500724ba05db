/**
 * Card triggers (triggers.ts) by behaviour: which sources a trigger belongs to (a Spirit, an Equipment whose
 * "this" is its Spirit, the Field of its owner), whose event or turn sets it off, what "this" and the subject
 * are when it resolves, its condition read again then, and the order of end-of-turn triggers (issue 31:
 * surviving mutants of triggers.ts). Each trigger here gains a distinct amount of Soul, so the public log
 * line "<card>: <player> gains <n> Soul" tells which ones resolved, for whom and in what order.
 */
import { describe, expect, it } from 'vitest';
import { atkOf, damageOf } from '../../../src/engine/games/spirit-duel/board.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, prompt } from './helpers.js';

type Def = Record<string, unknown>;
const txt = { th: 'ข้อความ', en: 'text' };
const base = (id: string, type: string, extra: Def): Def => ({ id, name: { th: id, en: id }, type, cost: 1, text: txt, ...extra });
const spirit = (id: string, atk: number, hp: number, triggers: Def[], cost = 1): Def => base(id, 'spirit', { atk, hp, triggers, cost });
const soul = (n: number) => [{ do: 'gain-soul', player: 'you', amount: n }];

/** The Soul gains logged since log entry `from`, as "<card> <seat>+<n>" in log order. */
function gains(s: SDState, from = 0): string[] {
  return s.log.slice(from).flatMap((l) => {
    const m = /^(T-[A-Z]+): (.*) gains (\d+) Soul/.exec(l.text.en);
    return m ? [`${m[1]} ${s.names.indexOf(m[2]!)}+${m[3]}`] : [];
  });
}

describe('sd:turn.2 turn triggers', () => {
  it('sd:turn.2 a turn trigger of "yours" fires on its controller\'s turns, "opponents" on the other player\'s, "any" on both; a Field\'s belongs to its owner; a turn-start trigger does not fire at the end of a turn', () => {
    const cards = [
      spirit('T-MINE', 1, 3, [{ on: 'turn-start', whose: 'yours', effects: soul(1) }]),
      spirit('T-THEIRS', 1, 3, [{ on: 'turn-start', whose: 'opponents', effects: soul(2) }]),
      spirit('T-EVERY', 1, 3, [{ on: 'turn-start', whose: 'any', effects: soul(4) }]),
      base('T-ALTAR', 'field', { triggers: [{ on: 'turn-start', whose: 'yours', effects: soul(8) }] }),
    ];
    const sc = build([{ zones: { spirits: ['T-MINE', 'T-THEIRS', 'T-EVERY'], field: ['T-ALTAR'] } }, {}], { cards });
    let s = answer(sc.s, 'end'); // A's turn ends, B's starts
    expect(gains(s, sc.s.log.length)).toEqual(['T-THEIRS 0+2', 'T-EVERY 0+4']);
    const n = s.log.length;
    s = answer(s, 'end'); // B's turn ends, A's starts
    expect(gains(s, n)).toEqual(['T-MINE 0+1', 'T-EVERY 0+4', 'T-ALTAR 0+8']);
  });

  it('sd:turn.5 end-of-turn triggers resolve the active player\'s first, then the other player\'s', () => {
    const cards = [spirit('T-DUSK', 1, 3, [{ on: 'turn-end', whose: 'any', effects: soul(1) }])];
    // B is the active player; A's Spirit is queued first (seat order), yet B's trigger resolves first.
    const sc = build([{ zones: { spirits: ['T-DUSK'] } }, { zones: { spirits: ['T-DUSK'] } }], { cards, active: 1 });
    const s = answer(sc.s, 'end');
    expect(gains(s, sc.s.log.length)).toEqual(['T-DUSK 1+1', 'T-DUSK 0+1']);
  });
});

describe('sd:summon.1 summon triggers', () => {
  it('sd:summon.1 "when a Spirit is summoned" by whose: another, yours, opponents and any, on a Spirit and on the Field', () => {
    const cards = [
      spirit('T-WATCH', 1, 3, [{ on: 'summoned', whose: 'another', effects: soul(1) }, { on: 'summoned', whose: 'yours', effects: soul(2) }]),
      base('T-SHRINE', 'field', { triggers: [
        { on: 'summoned', whose: 'yours', effects: soul(4) }, { on: 'summoned', whose: 'opponents', effects: soul(8) }, { on: 'summoned', whose: 'any', effects: soul(16) },
      ] }),
    ];
    const sc = build([
      { zones: { spirits: ['T-WATCH'], field: ['T-SHRINE'], hand: [{ card: 'SD-011', as: 'imp' }] } },
      { zones: { hand: [{ card: 'SD-011', as: 'theirs' }] } },
    ], { cards });
    let s = answer(sc.s, `sum:${sc.id('imp')}`);
    expect(gains(s, sc.s.log.length)).toEqual(['T-WATCH 0+1', 'T-WATCH 0+2', 'T-SHRINE 0+4', 'T-SHRINE 0+16']);
    s = answer(s, 'end');
    const n = s.log.length;
    s = answer(s, `sum:${sc.id('theirs')}`);
    expect(gains(s, n)).toEqual(['T-WATCH 0+1', 'T-SHRINE 0+8', 'T-SHRINE 0+16']);
  });

  it('sd:summon.1 a trigger\'s condition on the summoned Spirit (the subject) is read when it fires, and its effect reaches that Spirit', () => {
    // "When your opponent summons a Spirit costing 2 or less, deal 1 damage to it."
    const cards = [spirit('T-HUNTER', 1, 3, [{ on: 'summoned', whose: 'opponents', if: [{ k: 'stat', of: 'subject', stat: 'cost', max: 2 }], effects: [{ do: 'damage', target: { ref: 'subject' }, amount: 1 }] }])];
    const sc = build([{ zones: { hand: [{ card: 'SD-011', as: 'imp' }, { card: 'SD-016', as: 'giant' }] }, state: { core: 10 } }, { zones: { spirits: ['T-HUNTER'] } }], { cards });
    let s = answer(sc.s, `sum:${sc.id('imp')}`);
    const imp = s.zones.zones['0:spirits']![0]!;
    expect(damageOf(s, imp)).toBe(1);
    s = answer(s, `sum:${sc.id('giant')}`);
    const giant = s.zones.zones['0:spirits']![1]!;
    expect(damageOf(s, giant)).toBe(0);
  });

  it('sd:summon.1 a trigger\'s condition is read again when it resolves: an earlier trigger can make it fail', () => {
    // Both trigger on the summon (HP 4 ≥ 3); the first deals 2 to itself, so the second finds HP 2 and does nothing.
    const cards = [spirit('T-BRITTLE', 1, 4, [
      { on: 'summoned', whose: 'this', effects: [{ do: 'damage', target: { ref: 'this' }, amount: 2 }] },
      { on: 'summoned', whose: 'this', if: [{ k: 'stat', of: 'this', stat: 'hp', min: 3 }], effects: soul(5) },
    ])];
    const sc = build([{ zones: { hand: [{ card: 'T-BRITTLE', as: 'b' }] } }, {}], { cards });
    const s = answer(sc.s, `sum:${sc.id('b')}`);
    expect(damageOf(s, s.zones.zones['0:spirits']![0]!)).toBe(2);
    expect(gains(s)).toEqual([]);
    expect(s.soul[0]).toBe(15);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'priority' }); // and the Main Phase goes on
  });
});

describe('sd:field.2 an Equipment\'s triggers', () => {
  it('sd:field.2 sd:field.3 an Equipment\'s "this" is the Spirit it is attached to: it triggers on that Spirit\'s attack and destruction, not another\'s', () => {
    const cards = [base('T-FANG', 'equipment', { triggers: [
      { on: 'attacks', whose: 'this', effects: [{ do: 'modify', target: { ref: 'this' }, atk: 2, duration: 'end-of-turn' }] },
      { on: 'destroyed', whose: 'this', effects: soul(3) },
    ] })];
    const sc = build([
      { zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'knight' }], equipment: [{ card: 'T-FANG', attachedTo: 'bear' }] } },
      { zones: { spirits: [{ card: 'SD-010', as: 'golem' }, { card: 'SD-009', as: 'sprite' }] } },
    ], { cards, step: 'battle' });
    const id = sc.id;
    // Forest Bear (ATK 4) +2 from its Fang's trigger: 6 damage on the Cliff Golem (HP 9), which strikes back for 3.
    let s = answer(sc.s, `atk:${id('bear')}:${id('golem')}`);
    expect(atkOf(s, id('bear'))).toBe(6);
    expect(damageOf(s, id('golem'))).toBe(6);
    // The Iron Knight's attack is not the Fang's Spirit's: its 3 damage on the Pebble Sprite (HP 4) gets no bonus.
    s = answer(s, `atk:${id('knight')}:${id('sprite')}`);
    expect(damageOf(s, id('sprite'))).toBe(3);
    expect(gains(s)).toEqual([]);
    // The Bear (3 damage of 4 HP) is destroyed by a Fireball next turn: the Fang goes with it and its trigger still resolves.
    const d = build([
      { zones: { spirits: [{ card: 'SD-014', as: 'bear', state: { damage: 3 } }, 'SD-012'], equipment: [{ card: 'T-FANG', attachedTo: 'bear' }] } },
      { zones: { hand: [{ card: 'SD-101', as: 'fb' }] } },
    ], { cards, active: 1 });
    const after = answer(d.s, `mag:${d.id('fb')}:${d.id('bear')}`);
    expect(after.zones.zones['0:discard']!.map((x) => after.zones.objs[x]!.card).sort()).toEqual(['SD-014', 'T-FANG']);
    expect(gains(after)).toEqual(['T-FANG 0+3']);
  });
});
